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

  /**
   * One field: its name in the scheme's spec, its unsigned value (a long, or for a field wider than
   * 64 bits its big-endian bytes), and its width in bits. The value is written straight into a
   * StringBuilder, in decimal or in hex padded to the field's width.
   */
  static final class Field {
    private final String name;
    private final long value;
    private final byte[] wide; // null for a field of at most 64 bits
    private final int bits;

    private Field(String name, long value, byte[] wide, int bits) {
      this.name = name;
      this.value = value;
      this.wide = wide;
      this.bits = bits;
    }

    String name() {
      return name;
    }

    int bits() {
      return bits;
    }

    /** A field of at most 64 bits. */
    static Field of(String name, long value, int bits) {
      return new Field(name, value, null, bits);
    }

    /** A wider field, from its big-endian bytes. */
    static Field of(String name, byte[] bytes, int bits) {
      return new Field(name, 0, bytes, bits);
    }

    /** Appends the unsigned value in decimal. */
    StringBuilder appendValue(StringBuilder out) {
      if (wide != null) {
        return out.append(new BigInteger(1, wide));
      }
      return value >= 0 ? out.append(value) : out.append(Long.toUnsignedString(value));
    }

    /**
     * Appends the value in lowercase hex, zero-padded to the digits of the field's width (at least
     * one digit).
     */
    StringBuilder appendHex(StringBuilder out) {
      int width = (bits + 3) / 4;
      if (wide != null) {
        return appendHex(out, new BigInteger(1, wide), width);
      }
      int significant = Math.max(1, (67 - Long.numberOfLeadingZeros(value)) / 4);
      int digits = Math.max(width, significant);
      char[] hex = new char[digits];
      for (int i = digits - 1, shift = 0; i >= 0; i--, shift += 4) {
        hex[i] = HEX_DIGITS[(int) (value >>> shift) & 0xF];
      }
      return out.append(hex);
    }

    private static StringBuilder appendHex(StringBuilder out, BigInteger value, int width) {
      String hex = value.toString(16);
      for (int i = hex.length(); i < width; i++) {
        out.append('0');
      }
      return out.append(hex);
    }
  }

  private static final char[] HEX_DIGITS = "0123456789abcdef".toCharArray();

  /**
   * The fields of the id; with {@code nodeIdSize} (0 for none) a SCRU64 id's node_ctr is also split
   * into node_id and counter (node_id_size 1..23), and a SCRU160 id's random16 into node_id (its
   * top bits, as a generator without counter extension bits puts it) and random (1..16; a larger
   * size leaves it whole).
   */
  static List<Field> of(SortableId id, int nodeIdSize) {
    return switch (id.scheme()) {
      case SCRU128 -> scru128((Scru128Id) id);
      case SCRU64 -> scru64((Scru64Id) id, nodeIdSize);
      case SCRU160 -> scru160((Scru160Id) id, nodeIdSize);
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

  private static List<Field> scru64(Scru64Id s, int nodeIdSize) {
    Field timestamp = Field.of("timestamp", s.timestamp(), 39);
    Field nodeCtr = Field.of("node_ctr", s.nodeCtr(), 24);
    if (nodeIdSize == 0) {
      return List.of(timestamp, nodeCtr);
    }
    int counterSize = 24 - nodeIdSize;
    return List.of(
        timestamp,
        nodeCtr,
        Field.of("node_id", s.nodeCtr() >>> counterSize, nodeIdSize),
        Field.of("counter", s.nodeCtr() & ((1 << counterSize) - 1), counterSize));
  }

  private static List<Field> scru160(Scru160Id s, int nodeIdSize) {
    Field timestamp = Field.of("timestamp", s.timestamp(), 48);
    Field counter = Field.of("counter", s.counter(), 16);
    Field random16 = Field.of("random16", s.random16(), 16);
    Field random80 = Field.of("random80", s.random80(), 80);
    if (nodeIdSize == 0 || nodeIdSize > 16) {
      return List.of(timestamp, counter, random16, random80);
    }
    int rest = 16 - nodeIdSize;
    return List.of(
        timestamp,
        counter,
        random16,
        Field.of("node_id", s.random16() >>> rest, nodeIdSize),
        Field.of("random", s.random16() & ((1 << rest) - 1), rest),
        random80);
  }

  private static List<Field> ulid(Ulid s) {
    return List.of(
        Field.of("timestamp", s.timestamp(), 48), Field.of("randomness", s.randomness(), 80));
  }

  private static List<Field> euid(Euid s) {
    int extLen = s.extensionLength();
    return List.of(
        Field.of("timestamp", s.timestamp(), 45),
        Field.of("random_high", s.randomHigh(), 15 - extLen),
        Field.of("extension", s.extension().orElse(0), extLen),
        Field.of("ext_len", extLen, 4),
        Field.of("random_low", s.leastSignificantBits(), 64));
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
