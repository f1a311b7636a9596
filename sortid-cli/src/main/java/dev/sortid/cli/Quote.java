package dev.sortid.cli;

/** Input quoted for a message: at most 64 chars, control and non-ASCII chars escaped. */
final class Quote {
  private static final int MAX = 64;

  private Quote() {}

  static String of(CharSequence text) {
    StringBuilder out = new StringBuilder(Math.min(text.length(), MAX) + 8).append('"');
    int shown = Math.min(text.length(), MAX);
    for (int i = 0; i < shown; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c >= 0x7f) {
        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    out.append('"');
    if (text.length() > MAX) {
      out.append("...");
    }
    return out.toString();
  }
}
