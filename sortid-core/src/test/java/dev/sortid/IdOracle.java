package dev.sortid;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A slow, obviously correct reference for every text format, written from the specs with {@link
 * BigInteger} and no shared code with core: what each parser must accept, the bytes it must give,
 * and the canonical text it must print.
 */
final class IdOracle {
  private static final String BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";
  private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  private static final String BASE32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
  private static final String HEX = "0123456789abcdef";
  private static final BigInteger TWO_128 = BigInteger.ONE.shiftLeft(128);
  private static final BigInteger SEVEN_BITS = BigInteger.valueOf(127);

  /** The node spec grammar of SPEC-NOTES, verbatim (matched against the whole text). */
  private static final Pattern NODE_SPEC =
      Pattern.compile("(?:([0-9A-Za-z]{12})|([0-9]{1,8})|0[Xx]([0-9A-Fa-f]{1,6}))/([0-9]{1,3})");

  private IdOracle() {}

  /** The id's big-endian bytes if the scheme accepts the text, else null. */
  static byte[] parse(IdScheme scheme, String text) {
    switch (scheme) {
      case SCRU128:
        {
          BigInteger v = digits(text, 25, BASE36, true, "");
          return v == null || v.compareTo(TWO_128) >= 0 ? null : bytes(v, 16);
        }
      case SCRU64:
        {
          BigInteger v = digits(text, 12, BASE36, true, "");
          return v == null ? null : bytes(v, 8);
        }
      case SCRU160:
        {
          BigInteger v =
              text.length() == 32
                  ? digits(text, 32, BASE32HEX, true, "")
                  : digits(text, 40, HEX, true, "");
          return v == null ? null : bytes(v, 20);
        }
      case ULID:
        {
          BigInteger v = digits(text, 26, CROCKFORD, true, "O0I1L1");
          return v == null || v.compareTo(TWO_128) >= 0 ? null : bytes(v, 16);
        }
      case UUIDV7:
        {
          if (text.length() != 36 || !UUID_HYPHENS.equals(hyphensOf(text))) {
            return null;
          }
          String digits =
              text.substring(0, 8)
                  + text.substring(9, 13)
                  + text.substring(14, 18)
                  + text.substring(19, 23)
                  + text.substring(24);
          BigInteger v = digits(digits, 32, HEX, true, "");
          return v == null || !isUuidV7(v) ? null : bytes(v, 16);
        }
      default:
        {
          BigInteger n = digits(text, 27, CROCKFORD, true, "O0I1L1");
          if (n == null) {
            return null;
          }
          BigInteger value = n.shiftRight(7);
          int check = n.and(SEVEN_BITS).intValue();
          return check == 127 || check == value.mod(SEVEN_BITS).intValue()
              ? bytes(value, 16)
              : null;
        }
    }
  }

  /** The canonical text of the id with these bytes. */
  static String canonical(IdScheme scheme, byte[] bytes) {
    BigInteger v = new BigInteger(1, bytes);
    switch (scheme) {
      case SCRU128:
        return encode(v, 25, BASE36);
      case SCRU64:
        return encode(v, 12, BASE36);
      case SCRU160:
        return encode(v, 32, BASE32HEX);
      case ULID:
        return encode(v, 26, CROCKFORD);
      case UUIDV7:
        {
          String hex = encode(v, 32, HEX);
          return String.join(
              "-",
              hex.substring(0, 8),
              hex.substring(8, 12),
              hex.substring(12, 16),
              hex.substring(16, 20),
              hex.substring(20));
        }
      default:
        return encode(v.shiftLeft(7).or(v.mod(SEVEN_BITS)), 27, CROCKFORD);
    }
  }

  /**
   * Whether the bytes are an id of the scheme: the right length and, for SCRU64, below 36^12, for
   * UUIDV7 version 7 and variant bits 10.
   */
  static boolean validBytes(IdScheme scheme, byte[] bytes) {
    switch (scheme) {
      case SCRU64:
        return bytes.length == 8
            && new BigInteger(1, bytes).compareTo(BigInteger.valueOf(36).pow(12)) < 0;
      case SCRU160:
        return bytes.length == 20;
      case UUIDV7:
        return bytes.length == 16 && isUuidV7(new BigInteger(1, bytes));
      default:
        return bytes.length == 16;
    }
  }

  /** The canonical node spec text if the grammar and ranges accept the text, else null. */
  static String nodeSpec(String text) {
    var m = NODE_SPEC.matcher(text);
    if (!m.matches()) {
      return null;
    }
    int size = Integer.parseInt(m.group(4));
    if (size < 1 || size > 23) {
      return null;
    }
    if (m.group(1) != null) {
      long prev = Long.parseLong(m.group(1).toLowerCase(Locale.ROOT), 36);
      if (prev >>> 24 != 0) {
        return encode(BigInteger.valueOf(prev), 12, BASE36) + "/" + size;
      }
      return ((prev & 0xFFFFFF) >>> (24 - size)) + "/" + size;
    }
    long node = m.group(2) != null ? Long.parseLong(m.group(2)) : Long.parseLong(m.group(3), 16);
    return node < 1L << size ? node + "/" + size : null;
  }

  /**
   * The value of exactly {@code length} digits of the alphabet (ASCII only, any case if asked,
   * aliases as pairs of alias and digit), or null.
   */
  private static BigInteger digits(
      String text, int length, String alphabet, boolean anyCase, String aliases) {
    if (text.length() != length) {
      return null;
    }
    BigInteger radix = BigInteger.valueOf(alphabet.length());
    BigInteger value = BigInteger.ZERO;
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 128) {
        return null;
      }
      char upper = Character.toUpperCase(c);
      int alias = aliases.indexOf(upper);
      if (alias >= 0 && alias % 2 == 0) {
        upper = aliases.charAt(alias + 1);
      }
      int digit = alphabet.toUpperCase(Locale.ROOT).indexOf(upper);
      if (digit < 0 || !anyCase && alphabet.charAt(digit) != c) {
        return null;
      }
      value = value.multiply(radix).add(BigInteger.valueOf(digit));
    }
    return value;
  }

  /** The hyphen positions of RFC 9562's text: 8-4-4-4-12. */
  private static final String UUID_HYPHENS = "8 13 18 23";

  /** The positions of the text's hyphens, space-separated. */
  private static String hyphensOf(String text) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '-') {
        out.append(out.length() == 0 ? "" : " ").append(i);
      }
    }
    return out.toString();
  }

  /** RFC 9562: bits 48-51 (counting from the most significant) are 0111, bits 64-65 are 10. */
  private static boolean isUuidV7(BigInteger value) {
    return value.shiftRight(76).and(BigInteger.valueOf(15)).intValue() == 7
        && value.shiftRight(62).and(BigInteger.valueOf(3)).intValue() == 2;
  }

  private static String encode(BigInteger value, int length, String alphabet) {
    char[] out = new char[length];
    BigInteger radix = BigInteger.valueOf(alphabet.length());
    BigInteger v = value;
    for (int i = length - 1; i >= 0; i--) {
      BigInteger[] qr = v.divideAndRemainder(radix);
      out[i] = alphabet.charAt(qr[1].intValue());
      v = qr[0];
    }
    return new String(out);
  }

  private static byte[] bytes(BigInteger value, int length) {
    byte[] raw = value.toByteArray();
    byte[] out = new byte[length];
    int copy = Math.min(raw.length, length);
    System.arraycopy(raw, raw.length - copy, out, length - copy, copy);
    return out;
  }

  static String hex(byte[] bytes) {
    return bytes == null ? "null" : Arrays.toString(bytes);
  }
}
