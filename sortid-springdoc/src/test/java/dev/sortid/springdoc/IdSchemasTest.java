package dev.sortid.springdoc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each scheme's pattern against its parser: it accepts every valid id, in both letter cases, and
 * rejects every text with a character the parser rejects at that position.
 */
final class IdSchemasTest {

  private static String id(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 ->
          Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(1, 8)).build().generate().toString();
      case SCRU128, SCRU160, ULID, EUID, UUIDV7 -> scheme.generate().toString();
    };
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void pattern_acceptsValidIds_andRejectsEveryCharacterTheParserRejects(IdScheme scheme) {
    Pattern pattern = Pattern.compile(IdSchemas.pattern(scheme));
    assertTrue(pattern.matcher(IdSchemas.example(scheme)).matches());
    assertTrue(scheme.isValid(IdSchemas.example(scheme)));
    SplittableRandom random = new SplittableRandom(scheme.ordinal() + 1);
    for (int i = 0; i < 20; i++) {
      String id = id(scheme);
      for (String text : new String[] {id, id.toLowerCase(), id.toUpperCase()}) {
        assertEquals(scheme.isValid(text), pattern.matcher(text).matches(), text);
      }
      int position = random.nextInt(id.length());
      for (char c = 0x20; c < 0x7f; c++) {
        String text = id.substring(0, position) + c + id.substring(position + 1);
        boolean matches = pattern.matcher(text).matches();
        try {
          scheme.parse(text);
          assertTrue(matches, text);
        } catch (IdFormatException e) {
          if (e.index() >= 0) {
            assertFalse(matches, text + ": " + e.getMessage());
          }
        }
      }
    }
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void schema_isAStringOfTheSchemesLengths(IdScheme scheme) {
    var schema = IdSchemas.schema(scheme);
    assertEquals("string", schema.getType());
    int[] lengths = scheme.textLengths();
    assertEquals(lengths[0], schema.getMinLength());
    assertEquals(lengths[lengths.length - 1], schema.getMaxLength());
  }
}
