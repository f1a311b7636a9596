package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class SecureRandomSourceTest {

  @Test
  void nextLongAndNextInt_areBalancedAcrossBlockBoundaries() {
    SecureRandomSource source = new SecureRandomSource();
    long[] ones = new long[64];
    int n = 100_000;
    for (int i = 0; i < n; i++) {
      long value =
          (i % 3 == 0)
              ? ((long) source.nextInt() << 32) | (source.nextInt() & 0xFFFF_FFFFL)
              : source.nextLong();
      for (int bit = 0; bit < 64; bit++) {
        ones[bit] += (value >>> bit) & 1;
      }
    }
    for (int bit = 0; bit < 64; bit++) {
      double share = ones[bit] / (double) n;
      assertTrue(Math.abs(share - 0.5) < 0.01, "bit " + bit + ": " + share);
    }
  }

  @Test
  void reseed_discardsBufferedBytes() {
    SecureRandomSource source = new SecureRandomSource();
    long first = source.nextLong(); // fills this thread's block
    source.reseed();
    Set<Long> seen = new HashSet<>();
    seen.add(first);
    for (int i = 0; i < 1000; i++) {
      assertTrue(seen.add(source.nextLong()));
    }
  }

  @Test
  void separateSources_giveDifferentBits() {
    assertNotEquals(new SecureRandomSource().nextLong(), new SecureRandomSource().nextLong());
  }

  @Test
  void callerSource_reseed_leavesTheCallersGeneratorAlone() {
    ScriptedRandom random = ScriptedRandom.of(5, 6);
    RandomSource source = RandomSource.of(random);
    source.reseed();
    assertTrue(source.nextInt() == 5 && source.nextLong() == 6);
  }
}
