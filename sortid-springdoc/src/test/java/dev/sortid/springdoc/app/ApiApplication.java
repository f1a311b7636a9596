package dev.sortid.springdoc.app;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A web application whose API takes and returns every id type. */
@SpringBootApplication
public class ApiApplication {

  /** Creates the application. */
  public ApiApplication() {}

  /**
   * A body with every id type.
   *
   * @param scru128 a SCRU128 id
   * @param scru64 a SCRU64 id
   * @param scru160 a SCRU160 id
   * @param ulid a ULID
   * @param euid an EUID
   * @param uuidv7 a UUIDv7
   */
  public record Ids(
      Scru128Id scru128, Scru64Id scru64, Scru160Id scru160, Ulid ulid, Euid euid, UuidV7 uuidv7) {}

  /** The API. */
  @RestController
  static class IdsController {

    @GetMapping("/ids/{ulid}")
    Ids find(
        @PathVariable Ulid ulid,
        @RequestParam Scru64Id after,
        @RequestParam(required = false) UuidV7 event) {
      return new Ids(null, after, null, ulid, null, event);
    }

    @PostMapping("/ids")
    Ids echo(@RequestBody Ids ids) {
      return ids;
    }
  }
}
