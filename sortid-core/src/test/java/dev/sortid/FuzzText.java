package dev.sortid;

import java.nio.charset.StandardCharsets;

/**
 * Turns a fuzzer's raw bytes into any Java string, so that seed files stay readable text while the
 * fuzzer can still reach every char, including lone surrogates.
 *
 * <p>Bytes are read as UTF-8 (so a seed file holding an id, an emoji or a CJK char is that text),
 * with two extensions: the byte {@code 0xFF} followed by two bytes is the one UTF-16 char they give
 * big-endian (any char, lone surrogates too), and any other byte that does not start a well-formed
 * UTF-8 sequence is the Latin-1 char of the same value. Every byte array is thus some string, and
 * every string is reachable.
 */
final class FuzzText {
  private FuzzText() {}

  static String decode(byte[] data) {
    StringBuilder out = new StringBuilder(data.length);
    int i = 0;
    while (i < data.length) {
      int b = data[i] & 0xFF;
      if (b == 0xFF && i + 2 < data.length) {
        out.append((char) ((data[i + 1] & 0xFF) << 8 | data[i + 2] & 0xFF));
        i += 3;
        continue;
      }
      int length = utf8Length(data, i);
      if (length > 0) {
        out.append(new String(data, i, length, StandardCharsets.UTF_8));
        i += length;
      } else {
        out.append((char) b);
        i++;
      }
    }
    return out.toString();
  }

  /** The length of the well-formed UTF-8 sequence at {@code i} (1 to 4), or 0 if there is none. */
  private static int utf8Length(byte[] data, int i) {
    int b = data[i] & 0xFF;
    int length;
    int min;
    if (b < 0x80) {
      return 1;
    } else if (b >= 0xC2 && b <= 0xDF) {
      length = 2;
      min = 0x80;
    } else if (b >= 0xE0 && b <= 0xEF) {
      length = 3;
      min = 0x800;
    } else if (b >= 0xF0 && b <= 0xF4) {
      length = 4;
      min = 0x10000;
    } else {
      return 0;
    }
    if (i + length > data.length) {
      return 0;
    }
    int codePoint = b & (0xFF >>> (length + 1));
    for (int k = 1; k < length; k++) {
      int c = data[i + k] & 0xFF;
      if ((c & 0xC0) != 0x80) {
        return 0;
      }
      codePoint = codePoint << 6 | c & 0x3F;
    }
    boolean surrogate = codePoint >= 0xD800 && codePoint <= 0xDFFF;
    return codePoint >= min && codePoint <= 0x10FFFF && !surrogate ? length : 0;
  }
}
