package dev.sortid.spring.typeid;

import dev.sortid.TypeId;
import dev.sortid.TypeIdGenerator;
import dev.sortid.TypeIdPrefix;
import dev.sortid.UuidV7Generator;
import java.time.Instant;
import java.time.InstantSource;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * An application with TypeIDs in path variables, request parameters and JSON bodies, some requiring
 * a prefix, and TypeID generators per prefix from {@code sortid.typeid.prefixes} on its own UUIDv7
 * generator (on a fixed clock, so that a test sees which generator made an id).
 */
@SpringBootApplication
public class TypeIdApplication {
  /** The time of the application's UUIDv7 generator. */
  public static final Instant CLOCK = Instant.parse("2024-05-06T07:08:09.010Z");

  /** A body: one TypeID that must be a user's, one of any type. */
  public record Member(@TypeIdPrefix("user") TypeId user, TypeId any) {}

  /**
   * The application's UUIDv7 generator, which the TypeID generators use.
   *
   * @return the generator
   */
  @Bean
  UuidV7Generator uuidV7Generator() {
    return UuidV7Generator.builder().clock(InstantSource.fixed(CLOCK)).build();
  }

  /** The endpoints. */
  @RestController
  public static class TypeIdController {
    private final TypeIdGenerator users;
    private final TypeIdGenerator orderItems;

    TypeIdController(
        TypeIdGenerator userTypeIdGenerator, TypeIdGenerator orderItemTypeIdGenerator) {
      this.users = userTypeIdGenerator;
      this.orderItems = orderItemTypeIdGenerator;
    }

    @GetMapping("/users/{id}")
    String user(@PathVariable @TypeIdPrefix("user") TypeId id) {
      return id.prefix() + " " + id.toUuid();
    }

    @GetMapping("/ids/{id}")
    String any(@PathVariable TypeId id) {
      return id.prefix() + " " + id.toUuid();
    }

    @GetMapping("/members")
    String members(@RequestParam @TypeIdPrefix("user") TypeId owner) {
      return owner.toString();
    }

    @PostMapping("/member")
    Member member(@RequestBody Member member) {
      return member;
    }

    @GetMapping("/new")
    String fresh() {
      return users.generate() + " " + orderItems.generate();
    }
  }
}
