package dev.sortid.spring.data.tests;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import dev.sortid.spring.data.SortidGenerated;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate with a column of every id type; its SCRU128 id is generated when null. */
@Table("everything")
public class Everything {
  @Id @SortidGenerated public Scru128Id id;
  public Scru64Id scru64;
  public Scru160Id scru160;
  public Ulid ulid;
  public Euid euid;
  public UuidV7 uuidv7;
  public String name;

  /** For Spring Data. */
  public Everything() {}

  /**
   * A row.
   *
   * @param name its name
   */
  public Everything(String name) {
    this.name = name;
  }

  @Override
  public String toString() {
    return name + "[" + id + ", " + scru64 + ", " + scru160 + ", " + ulid + ", " + euid + ", "
        + uuidv7 + "]";
  }
}
