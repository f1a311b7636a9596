package dev.sortid;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * The default random source: the JDK's DRBG, read in 4096-byte blocks into a buffer per thread.
 *
 * <p>One {@code nextBytes} call per block instead of one per value makes secure randomness cost a
 * few nanoseconds per value, and the per-thread buffers let threads draw without contending. The
 * DRBG instance is created when this source is, never in a static initialiser. {@link #reseed()}
 * replaces it with a freshly seeded one and makes every thread discard what its buffer holds.
 */
final class SecureRandomSource implements RandomSource {
  private static final int BLOCK_BYTES = 4096;

  /** Replaced by {@link #reseed()}; a buffer filled from an older instance is refilled. */
  private volatile SecureRandom drbg = newDrbg();

  private final ThreadLocal<Block> blocks = ThreadLocal.withInitial(Block::new);

  /** One thread's buffered bytes. */
  private static final class Block {
    final byte[] bytes = new byte[BLOCK_BYTES];
    int position = BLOCK_BYTES;
    SecureRandom source;
  }

  @Override
  public int nextInt() {
    Block block = take(4);
    int value = Bytes.getInt(block.bytes, block.position);
    block.position += 4;
    return value;
  }

  @Override
  public long nextLong() {
    Block block = take(8);
    long value = Bytes.getLong(block.bytes, block.position);
    block.position += 8;
    return value;
  }

  @Override
  public void reseed() {
    drbg = newDrbg();
  }

  /** This thread's block, refilled if it has fewer than {@code n} unused bytes or is stale. */
  private Block take(int n) {
    Block block = blocks.get();
    SecureRandom current = drbg;
    if (block.position > BLOCK_BYTES - n || block.source != current) {
      current.nextBytes(block.bytes);
      block.source = current;
      block.position = 0;
    }
    return block;
  }

  private static SecureRandom newDrbg() {
    try {
      return SecureRandom.getInstance("DRBG");
    } catch (NoSuchAlgorithmException e) {
      return new SecureRandom(); // every Java 9+ runtime has DRBG; this is only a safety net
    }
  }
}
