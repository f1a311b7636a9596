package dev.sortid.cli;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import java.math.BigInteger;
import java.util.List;

/** The named fields of each scheme's layout, for {@code inspect}. */
final class IdFields {
  private IdFields() {}

  /** One field: its name in the scheme's spec, its unsigned value, and its width in bits. */
  record Field(String name, String value, String hex, int bits) {
    /** A field of at most 64 bits. */
    static Field of(String name, long value, int bits) {
      return new Field(
          name, Long.toUnsignedString(value), pad(Long.toHexString(value), bits), bits);
    }

    /** A wider field, from its big-endian bytes. */
    static Field of(String name, byte[] bytes, int bits) {
      BigInteger value = new BigInteger(1, bytes);
      return new Field(name, value.toString(), pad(value.toString(16), bits), bits);
    }

    private static String pad(String hex, int bits) {
      int digits = (bits + 3) / 4;
      return hex.length() >= digits ? hex : "0".repeat(digits - hex.length()) + hex;
    }
  }

  /**
   * The fields of the id; with {@code scru64NodeIdSize} (1..23, or 0 for none) a SCRU64 id's
   * node_ctr is also split into node_id and counter.
   */
  static List<Field> of(SortableId id, int scru64NodeIdSize) {
    if (id instanceof Scru128Id s) {
      return List.of(
          Field.of("timestamp", s.timestamp(), 48),
          Field.of("counter_hi", s.counterHi(), 24),
          Field.of("counter_lo", s.counterLo(), 24),
          Field.of("entropy", s.entropy(), 32));
    } else if (id instanceof Scru64Id s) {
      Field timestamp = Field.of("timestamp", s.timestamp(), 39);
      Field nodeCtr = Field.of("node_ctr", s.nodeCtr(), 24);
      if (scru64NodeIdSize == 0) {
        return List.of(timestamp, nodeCtr);
      }
      int counterSize = 24 - scru64NodeIdSize;
      return List.of(
          timestamp,
          nodeCtr,
          Field.of("node_id", s.nodeCtr() >>> counterSize, scru64NodeIdSize),
          Field.of("counter", s.nodeCtr() & ((1 << counterSize) - 1), counterSize));
    } else if (id instanceof Scru160Id s) {
      return List.of(
          Field.of("timestamp", s.timestamp(), 48),
          Field.of("counter", s.counter(), 16),
          Field.of("random16", s.random16(), 16),
          Field.of("random80", s.random80(), 80));
    } else if (id instanceof Ulid s) {
      return List.of(
          Field.of("timestamp", s.timestamp(), 48), Field.of("randomness", s.randomness(), 80));
    } else {
      Euid s = (Euid) id;
      int extLen = s.extensionLength();
      return List.of(
          Field.of("timestamp", s.timestamp(), 45),
          Field.of("random_high", s.randomHigh(), 15 - extLen),
          Field.of("extension", s.extension().orElse(0), extLen),
          Field.of("ext_len", extLen, 4),
          Field.of("random_low", s.leastSignificantBits(), 64));
    }
  }
}
