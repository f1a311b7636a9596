package dev.sortid.spring.testapp;

import dev.sortid.Euid;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import dev.sortid.UuidV7Generator;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * An application that takes every id type in bodies, path variables and request parameters, with
 * nothing of its own for them: what the auto-configuration gives. Its controller serves Spring MVC
 * and WebFlux alike.
 */
@SpringBootApplication
public class IdsApplication {

  /** Every id type in one body. */
  public record Ids(
      Scru128Id scru128, Scru64Id scru64, Scru160Id scru160, Ulid ulid, Euid euid, UuidV7 uuidv7) {}

  /** The endpoints. */
  @RestController
  public static class IdsController {
    private final Scru128Generator scru128;
    private final Scru64Generator scru64;
    private final UuidV7Generator uuidv7;

    IdsController(Scru128Generator scru128, Scru64Generator scru64, UuidV7Generator uuidv7) {
      this.scru128 = scru128;
      this.scru64 = scru64;
      this.uuidv7 = uuidv7;
    }

    @PostMapping("/echo")
    Ids echo(@RequestBody Ids ids) {
      return ids;
    }

    @GetMapping("/new")
    String fresh() {
      return scru128.generate() + " " + scru64.generate() + " " + uuidv7.generate();
    }

    @GetMapping("/scru128/{id}")
    String scru128(@PathVariable Scru128Id id) {
      return describe(id);
    }

    @GetMapping("/scru64/{id}")
    String scru64(@PathVariable Scru64Id id) {
      return describe(id);
    }

    @GetMapping("/scru160/{id}")
    String scru160(@PathVariable Scru160Id id) {
      return describe(id);
    }

    @GetMapping("/ulid/{id}")
    String ulid(@PathVariable Ulid id) {
      return describe(id);
    }

    @GetMapping("/euid/{id}")
    String euid(@PathVariable Euid id) {
      return describe(id);
    }

    @GetMapping("/uuidv7/{id}")
    String uuidv7(@PathVariable UuidV7 id) {
      return describe(id);
    }

    @GetMapping("/any/{id}")
    String any(@PathVariable SortableId id) {
      return describe(id);
    }

    @GetMapping("/query")
    String query(
        @RequestParam Scru128Id scru128,
        @RequestParam Scru64Id scru64,
        @RequestParam Scru160Id scru160,
        @RequestParam Ulid ulid,
        @RequestParam Euid euid,
        @RequestParam UuidV7 uuidv7) {
      return String.join(
          " ",
          describe(scru128),
          describe(scru64),
          describe(scru160),
          describe(ulid),
          describe(euid),
          describe(uuidv7));
    }

    @GetMapping("/count")
    String count(@RequestParam int n) {
      return Integer.toString(n);
    }

    private static String describe(SortableId id) {
      return id.scheme() + ":" + id;
    }
  }
}
