package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
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

  /** The bytes of one key's keystream: 16 blocks of 4096. */
  private static final int BYTES_PER_KEY = 16 * 4096;

  /** A DRBG stand-in whose stream is fixed by its seed, and which counts the bytes read from it. */
  private static final class SeededDrbg extends SecureRandom {
    private static final long serialVersionUID = 1L;
    private final SecureRandom stream;
    long bytesRead;

    SeededDrbg(long seed) throws GeneralSecurityException {
      stream = SecureRandom.getInstance("SHA1PRNG");
      stream.setSeed(seed); // before the first draw: the stream is fixed by the seed
    }

    @Override
    public void nextBytes(byte[] bytes) {
      bytesRead += bytes.length;
      stream.nextBytes(bytes);
    }
  }

  private static SecureRandomSource over(SecureRandom drbg) throws ReflectiveOperationException {
    SecureRandomSource source = new SecureRandomSource();
    Field field = SecureRandomSource.class.getDeclaredField("drbg");
    field.setAccessible(true);
    field.set(source, drbg);
    return source;
  }

  /** The output is a function of the DRBG's: equal DRBG states give equal streams. */
  @Test
  void equalDrbgStates_giveEqualStreams() throws Exception {
    SecureRandomSource a = over(new SeededDrbg(42));
    SecureRandomSource b = over(new SeededDrbg(42));
    SecureRandomSource c = over(new SeededDrbg(43));
    int differ = 0;
    for (int i = 0; i < 3 * BYTES_PER_KEY / 8; i++) {
      long value = a.nextLong();
      assertEquals(value, b.nextLong(), "value " + i);
      differ += value != c.nextLong() ? 1 : 0;
    }
    assertTrue(differ > 3 * BYTES_PER_KEY / 8 - 10, differ + " values differ");
  }

  /** A thread's local view continues the stream its source gives that thread. */
  @Test
  void local_continuesTheThreadsStream() throws Exception {
    SecureRandomSource a = over(new SeededDrbg(7));
    SecureRandomSource b = over(new SeededDrbg(7));
    RandomSource local = b.local();
    assertSame(local, b.local());
    for (int i = 0; i < 2 * BYTES_PER_KEY / 8; i++) {
      assertEquals(a.nextInt(), i % 2 == 0 ? local.nextInt() : b.nextInt(), "value " + i);
      assertEquals(a.nextLong(), i % 3 == 0 ? local.nextLong() : b.nextLong(), "value " + i);
    }
  }

  /**
   * A thread's first 64 bytes are read from the DRBG directly; after them a key (32 bytes) and
   * initial counter (16) are read once per 64 KiB of output.
   */
  @Test
  void keystream_isReKeyedFromTheDrbgEvery64KiB() throws Exception {
    SeededDrbg drbg = new SeededDrbg(1);
    SecureRandomSource source = over(drbg);
    source.nextLong();
    assertEquals(64, drbg.bytesRead, "a thread's first draws");
    for (int i = 1; i < 64 / 8; i++) {
      source.nextLong();
    }
    assertEquals(64, drbg.bytesRead, "8 longs from the first 64 bytes");
    source.nextLong();
    assertEquals(64 + 48, drbg.bytesRead, "the first key");
    for (int i = 1; i < BYTES_PER_KEY / 8; i++) {
      source.nextLong();
    }
    assertEquals(64 + 48, drbg.bytesRead, "one key for the first 64 KiB of keystream");
    source.nextLong();
    assertEquals(64 + 96, drbg.bytesRead, "the second key, for the next 64 KiB");
  }

  /** A short-lived thread that makes a few ids reads 64 bytes of the DRBG and no keystream. */
  @Test
  void newThread_firstDrawsComeFromTheDrbgDirectly() throws Exception {
    SeededDrbg drbg = new SeededDrbg(3);
    SecureRandomSource source = over(drbg);
    source.nextLong();
    long before = drbg.bytesRead;
    Thread thread =
        new Thread(
            () -> {
              for (int i = 0; i < 16; i++) {
                source.nextInt();
              }
            });
    thread.start();
    thread.join();
    assertEquals(before + 64, drbg.bytesRead);
  }

  /** After a reseed the thread's buffer and key come from the new DRBG at once. */
  @Test
  void reseed_reKeysFromTheNewDrbg() throws Exception {
    SecureRandomSource source = over(new SeededDrbg(1));
    source.nextLong();
    SeededDrbg replacement = new SeededDrbg(2);
    Field field = SecureRandomSource.class.getDeclaredField("drbg");
    field.setAccessible(true);
    field.set(source, replacement); // what reseed() does, with a DRBG whose reads are counted
    RandomSource local = source.local();
    local.nextInt();
    assertEquals(48, replacement.bytesRead);
    local.reseed();
    assertNotEquals(replacement, field.get(source), "reseed through the local view");
  }
}
