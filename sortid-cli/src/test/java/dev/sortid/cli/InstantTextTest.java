package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** InstantText against the JDK's own toString, which it must match character for character. */
final class InstantTextTest {
  /** The latest instant an id can hold: 2^48 - 1 ms (year 10889). */
  private static final long MAX_MILLIS = (1L << 48) - 1;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "UTC",
        "Z",
        "+05:30",
        "-00:30",
        "Europe/Berlin",
        "America/New_York",
        "Australia/Lord_Howe",
        "Asia/Kathmandu",
        "Pacific/Chatham"
      })
  void utcAndLocal_matchInstantAndZonedDateTimeToString(String zoneName) {
    ZoneId zone = ZoneId.of(zoneName);
    InstantText text = new InstantText(zone);
    for (Instant instant : instants(zone)) {
      StringBuilder utc = text.utc(new StringBuilder("x"), instant);
      assertEquals("x" + instant, utc.toString());
      StringBuilder local = text.local(new StringBuilder(), instant);
      assertEquals(ZonedDateTime.ofInstant(instant, zone).toString(), local.toString(), zoneName);
    }
  }

  /**
   * Seeded instants over the whole range of ids, runs of ids in one second (the cached path), whole
   * seconds and minutes (where the JDK leaves out the fraction or the seconds), fractions of 3, 6
   * and 9 digits, and the seconds around this zone's transitions and the year 10000.
   */
  private static List<Instant> instants(ZoneId zone) {
    List<Instant> instants = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(20_260_101);
    for (int i = 0; i < 2_000; i++) {
      long millis = random.nextLong(MAX_MILLIS + 1);
      instants.add(Instant.ofEpochMilli(millis));
      instants.add(Instant.ofEpochMilli(millis + 1 + random.nextInt(50))); // often the same second
      instants.add(Instant.ofEpochSecond(millis / 1000)); // a whole second
      instants.add(Instant.ofEpochSecond(millis / 60_000 * 60)); // a whole minute
      instants.add(Instant.ofEpochSecond(millis / 1000, random.nextInt(1_000) * 1_000L));
      instants.add(Instant.ofEpochSecond(millis / 1000, random.nextInt(1_000_000_000)));
    }
    instants.add(Instant.EPOCH);
    instants.add(Instant.ofEpochMilli(MAX_MILLIS));
    instants.add(Instant.parse("9999-12-31T23:59:59.999Z"));
    instants.add(Instant.parse("+10000-01-01T00:00:00Z"));
    if (!(zone instanceof ZoneOffset)) {
      Instant from = Instant.parse("2026-01-01T00:00:00Z");
      for (int i = 0; i < 4; i++) {
        var transition = zone.getRules().nextTransition(from);
        if (transition == null) {
          break;
        }
        Instant at = transition.getInstant();
        instants.add(at.minusMillis(1));
        instants.add(at);
        instants.add(at.plusMillis(1));
        from = at;
      }
    }
    return instants;
  }
}
