package dev.sortid.cli;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;

/**
 * Writes instants as {@link Instant#toString()} (UTC) and {@link ZonedDateTime#toString()} (in a
 * zone) do, character for character, at a fraction of their cost on a stream of ids: the part down
 * to the minute is formatted by the JDK once per second of input and kept, and the seconds and the
 * fraction are written by hand. Ids in a stream mostly share their second with the previous one.
 *
 * <p>Not thread-safe: one per command run.
 */
final class InstantText {
  private final ZoneId zone;

  private long utcSecond = Long.MIN_VALUE;
  private String utcPrefix; // up to the minute: 2022-04-03T08:17 or +10889-...
  private int utcSeconds;

  private long localSecond = Long.MIN_VALUE;
  private String localPrefix; // the local date-time up to the minute
  private int localSeconds;
  private String localSuffix; // the offset, and [zone] unless the zone is that offset

  InstantText(ZoneId zone) {
    this.zone = zone;
  }

  /** Appends the instant as {@link Instant#toString()} writes it. */
  StringBuilder utc(StringBuilder out, Instant instant) {
    long second = instant.getEpochSecond();
    if (second != utcSecond) {
      String whole = Instant.ofEpochSecond(second).toString(); // ...THH:mm:ssZ, seconds always
      utcPrefix = whole.substring(0, whole.length() - 4);
      utcSeconds = (int) Math.floorMod(second, 60L); // UTC minutes have 60 s in java.time
      utcSecond = second;
    }
    out.append(utcPrefix).append(':');
    twoDigits(out, utcSeconds);
    fraction(out, instant.getNano());
    return out.append('Z');
  }

  /** Appends the instant in the zone as {@link ZonedDateTime#toString()} writes it. */
  StringBuilder local(StringBuilder out, Instant instant) {
    long second = instant.getEpochSecond();
    if (second != localSecond) {
      ZonedDateTime time = ZonedDateTime.ofInstant(Instant.ofEpochSecond(second), zone);
      LocalDateTime dateTime = time.toLocalDateTime();
      String whole = time.toString();
      String withoutZone = dateTime.toString(); // seconds shown only when not 0
      localSuffix = whole.substring(withoutZone.length());
      localPrefix = withoutZone.substring(0, withoutZone.indexOf('T') + 6); // ...THH:mm
      localSeconds = dateTime.getSecond();
      localSecond = second;
    }
    out.append(localPrefix);
    int nano = instant.getNano();
    if (localSeconds > 0 || nano > 0) {
      out.append(':');
      twoDigits(out, localSeconds);
      fraction(out, nano);
    }
    return out.append(localSuffix);
  }

  private static void twoDigits(StringBuilder out, int value) {
    out.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
  }

  /** Nothing for 0, else a dot and 3, 6 or 9 digits: as few groups of 3 as the value needs. */
  private static void fraction(StringBuilder out, int nano) {
    if (nano == 0) {
      return;
    }
    int digits = nano % 1_000_000 == 0 ? 3 : nano % 1_000 == 0 ? 6 : 9;
    out.append('.');
    int divisor = 100_000_000;
    for (int i = 0; i < digits; i++) {
      out.append((char) ('0' + nano / divisor % 10));
      divisor /= 10;
    }
  }
}
