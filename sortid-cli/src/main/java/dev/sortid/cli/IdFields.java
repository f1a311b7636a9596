package dev.sortid.cli;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.math.BigInteger;
import java.util.List;

/** The named fields of each scheme's layout, for {@code inspect}. */
final class IdFields {
  private IdFields() {}

  /** One field: its name in the scheme's spec, its value, and its width in bits. */
  record Field(String name, BigInteger value, int bits) {
    static Field of(String name, long value, int bits) {
      return new Field(name, BigInteger.valueOf(value), bits);
    }

    /** The value in hex, zero-padded to the field's width. */
    String hex() {
      String hex = value.toString(16);
      int digits = (bits + 3) / 4;
      return "0".repeat(Math.max(0, digits - hex.length())) + hex;
    }
  }

  static List<Field> of(SortableId id) {
    return switch (id.scheme()) {
      case SCRU128 -> scru128((Scru128Id) id);
      case SCRU64 -> scru64((Scru64Id) id);
      case SCRU160 -> scru160((Scru160Id) id);
      case ULID -> ulid((Ulid) id);
      case EUID -> euid((Euid) id);
      case UUIDV7 -> uuidV7((UuidV7) id);
    };
  }

  private static List<Field> scru128(Scru128Id s) {
    return List.of(
        Field.of("timestamp", s.timestamp(), 48),
        Field.of("counter_hi", s.counterHi(), 24),
        Field.of("counter_lo", s.counterLo(), 24),
        Field.of("entropy", s.entropy(), 32));
  }

  private static List<Field> scru64(Scru64Id s) {
    return List.of(Field.of("timestamp", s.timestamp(), 39), Field.of("node_ctr", s.nodeCtr(), 24));
  }

  private static List<Field> scru160(Scru160Id s) {
    return List.of(
        Field.of("timestamp", s.timestamp(), 48),
        Field.of("counter", s.counter(), 16),
        Field.of("random16", s.random16(), 16),
        new Field("random80", new BigInteger(1, s.random80()), 80));
  }

  private static List<Field> ulid(Ulid s) {
    return List.of(
        Field.of("timestamp", s.timestamp(), 48),
        new Field("randomness", new BigInteger(1, s.randomness()), 80));
  }

  private static List<Field> euid(Euid s) {
    int extLen = s.extensionLength();
    return List.of(
        Field.of("timestamp", s.timestamp(), 45),
        Field.of("random_high", s.randomHigh(), 15 - extLen),
        Field.of("extension", s.extension().orElse(0), extLen),
        Field.of("ext_len", extLen, 4),
        new Field(
            "random_low", new BigInteger(Long.toUnsignedString(s.leastSignificantBits())), 64));
  }

  /**
   * RFC 9562's fields, then how sortid's generator uses rand_a and rand_b: a 42-bit counter (rand_a
   * and the top 30 bits of rand_b) and 32 random bits. A UUIDv7 made elsewhere may use them
   * otherwise.
   */
  private static List<Field> uuidV7(UuidV7 u) {
    return List.of(
        Field.of("unix_ts_ms", u.timestamp(), 48),
        Field.of("ver", 7, 4),
        Field.of("rand_a", u.randA(), 12),
        Field.of("var", 2, 2),
        Field.of("rand_b", u.randB(), 62),
        Field.of("counter", (long) u.randA() << 30 | u.randB() >>> 32, 42),
        Field.of("random", u.randB() & 0xFFFF_FFFFL, 32));
  }
}
