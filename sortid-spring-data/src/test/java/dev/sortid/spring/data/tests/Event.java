package dev.sortid.spring.data.tests;

import dev.sortid.UuidV7;
import dev.sortid.spring.data.SortidGenerated;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/**
 * An immutable aggregate: its UUIDv7 id is set through the constructor.
 *
 * @param id the id
 * @param name the name
 */
@Table("event")
public record Event(@Id @SortidGenerated UuidV7 id, String name) {}
