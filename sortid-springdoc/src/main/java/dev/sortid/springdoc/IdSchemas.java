package dev.sortid.springdoc;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Id;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * The OpenAPI schema of each id scheme's text: {@code type: string} with the scheme's {@code
 * pattern}, {@code minLength}/{@code maxLength}, a {@code format} name and an {@code example}.
 *
 * <table class="striped">
 *   <caption>Schemas</caption>
 *   <thead><tr><th>scheme</th><th>format</th><th>lengths</th><th>pattern</th></tr></thead>
 *   <tbody>
 *     <tr><td>SCRU128</td><td>{@code scru128}</td><td>25</td><td>Base36, any case</td></tr>
 *     <tr><td>SCRU64</td><td>{@code scru64}</td><td>12</td><td>Base36, any case</td></tr>
 *     <tr><td>SCRU160</td><td>{@code scru160}</td><td>32 or 40</td>
 *         <td>base32hex or hex, any case</td></tr>
 *     <tr><td>ULID</td><td>{@code ulid}</td><td>26</td>
 *         <td>Crockford base32 (and its aliases I, L, O), any case, first digit 0-7</td></tr>
 *     <tr><td>EUID</td><td>{@code euid}</td><td>27</td>
 *         <td>Crockford base32 (and its aliases), any case</td></tr>
 *     <tr><td>UUIDv7</td><td>{@code uuid}</td><td>36</td>
 *         <td>8-4-4-4-12 hex digits, version 7, variant 10</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The pattern accepts every text the scheme's parser accepts and rejects every text with a
 * character the scheme never has at that position; what it cannot say (a SCRU128 value above the
 * largest, an EUID check symbol that does not match) the server's parser still rejects with a 400.
 * UUIDv7 takes the registered format {@code uuid}, so that client generators map it to their UUID
 * type; the pattern says the version. Immutable; every call returns a new schema.
 */
public final class IdSchemas {
  private IdSchemas() {}

  /**
   * Returns the regular expression of the scheme's text, anchored ({@code ^...$}).
   *
   * @param scheme the scheme
   * @return the pattern
   */
  public static String pattern(IdScheme scheme) {
    Objects.requireNonNull(scheme, "scheme");
    return switch (scheme) {
      case SCRU128 -> "^[0-9A-Za-z]{25}$";
      case SCRU64 -> "^[0-9A-Za-z]{12}$";
      case SCRU160 -> "^([0-9A-Va-v]{32}|[0-9A-Fa-f]{40})$";
      case ULID -> "^[0-7IiLlOo][0-9A-TV-Za-tv-z]{25}$";
      case EUID -> "^[0-9A-TV-Za-tv-z]{27}$";
      case UUIDV7 ->
          "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-7[0-9A-Fa-f]{3}-[89ABab][0-9A-Fa-f]{3}-[0-9A-Fa-f]{12}$";
    };
  }

  /**
   * Returns the {@code format} name of the scheme: its name in lower case, {@code uuid} for UUIDv7.
   *
   * @param scheme the scheme
   * @return the format
   */
  public static String format(IdScheme scheme) {
    Objects.requireNonNull(scheme, "scheme");
    return switch (scheme) {
      case SCRU128, SCRU64, SCRU160, ULID, EUID -> scheme.name().toLowerCase(Locale.ROOT);
      case UUIDV7 -> "uuid";
    };
  }

  /**
   * Returns an example id of the scheme, of 2026-03-01T12:00:00Z.
   *
   * @param scheme the scheme
   * @return the id text
   */
  public static String example(IdScheme scheme) {
    Objects.requireNonNull(scheme, "scheme");
    return switch (scheme) {
      case SCRU128 -> "03fogsdot409gvkm244b2hl3x";
      case SCRU64 -> "0vrp3539c3lt";
      case SCRU160 -> "06EAIH8A00LRR1DU48QPLJRUCK994SBH";
      case ULID -> "01KJMMA2G0WB49D72B3P4AM1KQ";
      case EUID -> "1KJMMA2G0Z0F1RP7R74NG8K2R5K";
      case UUIDV7 -> "019ca945-0a00-7262-a3e5-3fee9fbfe605";
    };
  }

  /**
   * Returns the schema of the scheme's text.
   *
   * @param scheme the scheme
   * @return a new {@code type: string} schema
   */
  public static Schema<String> schema(IdScheme scheme) {
    int[] lengths = scheme.textLengths();
    StringSchema schema = new StringSchema();
    schema
        .format(format(scheme))
        .pattern(pattern(scheme))
        .minLength(lengths[0])
        .maxLength(lengths[lengths.length - 1])
        .example(example(scheme));
    schema.description(
        scheme
            + " id ("
            + String.join(
                " or ", Arrays.stream(lengths).mapToObj(Integer::toString).toArray(String[]::new))
            + " chars)");
    return schema;
  }

  /**
   * Returns the schema of SCRU64 ids written as JSON numbers ({@code
   * sortid.jackson.scru64-as-number}): {@code type: integer}, {@code format: int64}, from 0 to
   * {@code Scru64Id.MAX}.
   *
   * @return a new {@code type: integer} schema
   */
  public static Schema<Number> scru64NumberSchema() {
    IntegerSchema schema = new IntegerSchema();
    schema
        .format("int64")
        .minimum(BigDecimal.ZERO)
        .maximum(BigDecimal.valueOf(Scru64Id.MAX.toLong()))
        .example(Scru64Id.parse(example(IdScheme.SCRU64)).toLong());
    schema.description("SCRU64 id as a number");
    return schema;
  }
}
