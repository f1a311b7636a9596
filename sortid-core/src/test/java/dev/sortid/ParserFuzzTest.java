package dev.sortid;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sortid.ParserProperties.Codec;
import java.util.Arrays;

/**
 * Jazzer fuzz targets for every parser: each type's {@code parse}/{@code isValid} (TypeID's and its
 * prefix object's too), {@code SortableId.parse} with {@code IdScheme.detect}, every {@code
 * fromByteArray}, {@code Scru64NodeSpec.parse}, and Java deserialization (well-formed proxies with
 * any content, and raw streams). The properties are in {@link ParserProperties}: only the
 * documented exception escapes, {@code isValid} agrees with {@code parse} and with an independent
 * {@link IdOracle}, and canonical texts round-trip.
 *
 * <p>Under plain {@code mvn verify} each target replays its seed corpus in {@code
 * src/test/resources/dev/sortid/ParserFuzzTestInputs/<method>/} (valid ids, near misses, and every
 * crashing input ever found). {@code JAZZER_FUZZ=1} fuzzes one target per JVM: {@code
 * scripts/fuzz.sh} runs each in turn. Text targets read their bytes through {@link FuzzText}, so
 * seed files are plain text yet every char, lone surrogates included, is reachable.
 */
final class ParserFuzzTest {

  @FuzzTest
  void scru128Text(byte[] data) {
    ParserProperties.checkText(Codec.SCRU128, FuzzText.decode(data));
  }

  @FuzzTest
  void scru64Text(byte[] data) {
    ParserProperties.checkText(Codec.SCRU64, FuzzText.decode(data));
  }

  @FuzzTest
  void scru160Text(byte[] data) {
    ParserProperties.checkText(Codec.SCRU160, FuzzText.decode(data));
  }

  @FuzzTest
  void ulidText(byte[] data) {
    ParserProperties.checkText(Codec.ULID, FuzzText.decode(data));
  }

  @FuzzTest
  void euidText(byte[] data) {
    ParserProperties.checkText(Codec.EUID, FuzzText.decode(data));
  }

  @FuzzTest
  void uuidV7Text(byte[] data) {
    ParserProperties.checkText(Codec.UUIDV7, FuzzText.decode(data));
  }

  /** {@code TypeId.parse}, {@code isValid} and {@code TypeId.Type.parse}. */
  @FuzzTest
  void typeIdText(byte[] data) {
    ParserProperties.checkTypeId(FuzzText.decode(data));
  }

  /**
   * {@code IdScheme.parseUuid}, {@code isUuidText} and each scheme's {@code parseTextOrUuid}: only
   * {@link IdFormatException} escapes, the two agree, and an accepted text reads as the UUID of its
   * hex digits.
   */
  @FuzzTest
  void uuidText(byte[] data) {
    String text = FuzzText.decode(data);
    java.util.UUID uuid = null;
    try {
      uuid = IdScheme.parseUuid(text);
    } catch (IdFormatException e) {
      ParserProperties.checkRejection(null, text, e);
    }
    if (IdScheme.isUuidText(text) != (uuid != null)) {
      throw new AssertionError("isUuidText disagrees with parseUuid: " + text);
    }
    if (uuid != null) {
      String hex = text.replaceAll("(?i)^urn:uuid:|[{}-]", "");
      if (!uuid.equals(
          new java.util.UUID(
              Long.parseUnsignedLong(hex.substring(0, 16), 16),
              Long.parseUnsignedLong(hex.substring(16), 16)))) {
        throw new AssertionError("read " + uuid + " from " + text);
      }
    }
    for (IdScheme scheme : IdScheme.values()) {
      try {
        SortableId id = scheme.parseTextOrUuid(text);
        if (id.scheme() != scheme) {
          throw new AssertionError(scheme + " gave a " + id.scheme() + " for " + text);
        }
      } catch (IdFormatException e) {
        // text spelled as a UUID gets a UUID's error; other text the scheme's
        ParserProperties.checkRejection(null, text, e);
        if (!e.getMessage().contains(scheme.toString()) && !e.getMessage().contains(" UUID ")) {
          throw new AssertionError("names neither " + scheme + " nor UUID: " + e.getMessage());
        }
      }
    }
  }

  @FuzzTest
  void anySchemeText(byte[] data) {
    ParserProperties.checkAnyScheme(FuzzText.decode(data));
  }

  @FuzzTest
  void nodeSpecText(byte[] data) {
    ParserProperties.checkNodeSpec(FuzzText.decode(data));
  }

  /** The same bytes go to every scheme's {@code fromByteArray}. */
  @FuzzTest
  void fromByteArray(byte[] data) {
    ParserProperties.checkBytes(data);
  }

  /**
   * A well-formed serialization proxy with a fuzzed scheme and fuzzed bytes, as a forged stream
   * would carry: the first byte picks the scheme (or null), the rest are the id bytes (or null).
   */
  @FuzzTest
  void deserializeProxy(byte[] data) {
    IdScheme[] schemes = IdScheme.values();
    IdScheme scheme = null;
    byte[] bytes = null;
    if (data.length > 0) {
      int pick = Byte.toUnsignedInt(data[0]);
      scheme = pick < 250 ? schemes[pick % schemes.length] : null;
      bytes = pick == 249 ? null : Arrays.copyOfRange(data, 1, data.length);
    }
    ParserProperties.checkProxy(scheme, bytes);
  }

  /** Raw bytes as a serialization stream, read through a filter that admits sortid's classes. */
  @FuzzTest
  void deserializeStream(byte[] data) {
    ParserProperties.checkDeserialization(data);
  }
}
