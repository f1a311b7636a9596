package dev.sortid.cli;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Times and durations as the command takes and shows them. */
final class TimeText {
  private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|m|h|d)");

  private TimeText() {}

  /**
   * Reads a time: ISO-8601 with a zone ({@code 2026-01-01T00:00:00Z}, {@code
   * 2026-01-01T01:00:00+01:00}) or a date ({@code 2026-01-01}, midnight UTC).
   *
   * @throws UsageException naming the option and the forms it takes
   */
  static Instant instant(String option, String text) {
    try {
      if (text.length() == 10) {
        return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
      }
      return OffsetDateTime.parse(text).toInstant();
    } catch (DateTimeParseException e) {
      throw new UsageException(
          "invalid "
              + option
              + " "
              + Quote.of(text)
              + " (expected an ISO-8601 time with a zone, 2026-01-01T00:00:00Z, or a date,"
              + " 2026-01-01)");
    }
  }

  /**
   * Reads a duration: a number and a unit ({@code 500ms}, {@code 30s}, {@code 5m}, {@code 2h},
   * {@code 1d}) or ISO-8601 ({@code PT30S}).
   *
   * @throws UsageException naming the option and the forms it takes
   */
  static Duration duration(String option, String text) {
    Matcher m = DURATION.matcher(text);
    try {
      if (m.matches()) {
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
          case "ms" -> Duration.ofMillis(n);
          case "s" -> Duration.ofSeconds(n);
          case "m" -> Duration.ofMinutes(n);
          case "h" -> Duration.ofHours(n);
          default -> Duration.ofDays(n); // "d", the last unit DURATION takes
        };
      }
      Duration d = Duration.parse(text);
      if (!d.isNegative()) {
        return d;
      }
    } catch (DateTimeParseException e) {
      // said below
    }
    throw new UsageException(
        "invalid "
            + option
            + " "
            + Quote.of(text)
            + " (expected a number and a unit, 500ms, 30s, 5m, 2h or 1d, or ISO-8601, PT30S)");
  }

  /** A duration for people: {@code 950 ms}, {@code 25.3 s}, {@code 4.2 min}, {@code 2172 years}. */
  static String human(Duration duration) {
    double ms = duration.toMillis();
    if (ms < 1000) {
      return String.format(Locale.ROOT, "%.0f ms", ms);
    } else if (ms < 120_000) {
      return String.format(Locale.ROOT, "%.1f s", ms / 1000);
    } else if (ms < 7_200_000) {
      return String.format(Locale.ROOT, "%.1f min", ms / 60_000);
    } else if (ms < 172_800_000) {
      return String.format(Locale.ROOT, "%.1f h", ms / 3_600_000);
    } else if (ms < 730 * 86_400_000.0) {
      return String.format(Locale.ROOT, "%.0f days", ms / 86_400_000);
    }
    return String.format(Locale.ROOT, "%.0f years", ms / (365.2425 * 86_400_000));
  }
}
