package dev.sortid;

import java.security.GeneralSecurityException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The default random source: the JDK's DRBG, expanded per thread with AES-256 in counter mode and
 * read in 4096-byte blocks.
 *
 * <p>Each thread keeps its own buffer and its own AES-256-CTR keystream, keyed with 32 bytes and a
 * 16-byte initial counter drawn from the DRBG. The key and counter are drawn afresh every {@value
 * #BLOCKS_PER_KEY} blocks (64 KiB of output, the most NIST SP 800-90A's CTR_DRBG gives per request
 * before it changes its key), and whenever {@link #reseed()} has replaced the DRBG. CTR_DRBG makes
 * its output the same way; it is done here because the JDK's default DRBG (Hash_DRBG) costs about 3
 * ns per byte on JDK 17, one SHA-256 call per 32 bytes, while the JDK's AES-CTR with AES-NI costs
 * about 0.2 ns: 32 fresh bits then cost about 1 ns instead of 12. What it gives up: whoever reads a
 * thread's current key can recompute that thread's output since its last re-key (at most 64 KiB). A
 * runtime without AES/CTR, or whose provider refuses the key, fills the blocks from the DRBG
 * directly.
 *
 * <p>Costs: a thread's first {@value #FIRST_BYTES} bytes are one DRBG read (about 0.2 us), so a
 * short-lived thread that makes a few ids pays neither a cipher set-up nor a block of keystream;
 * after them, one keystream call per 4096-byte block, one DRBG read of 48 bytes and one cipher
 * initialisation (tens of microseconds) per 64 KiB, per thread. The per-thread buffers let threads
 * draw without contending. The DRBG instance is created when this source is, never in a static
 * initialiser. {@link #reseed()} replaces it with a freshly seeded one and makes every thread
 * discard what its buffer holds and draw a new key from the new DRBG.
 */
final class SecureRandomSource implements RandomSource {
  private static final int BLOCK_BYTES = 4096;

  /** Blocks of keystream one key gives before the next key is drawn: 64 KiB. */
  private static final int BLOCKS_PER_KEY = 16;

  private static final int KEY_BYTES = 32;

  private static final int IV_BYTES = 16;

  /** A thread's first draws: this many bytes read from the DRBG directly, at the buffer's end. */
  private static final int FIRST_BYTES = 64;

  /** The plaintext whose encryption is the keystream; only ever read. */
  private static final byte[] ZEROS = new byte[BLOCK_BYTES];

  /** Replaced by {@link #reseed()}; a buffer filled from an older instance is refilled. */
  private volatile SecureRandom drbg = newDrbg();

  private final ThreadLocal<Block> blocks = ThreadLocal.withInitial(Block::new);

  /** One thread's buffered bytes and keystream; its {@link #local()} view. */
  private final class Block implements RandomSource {
    final byte[] bytes = new byte[BLOCK_BYTES];
    int position = BLOCK_BYTES;
    SecureRandom source;

    @Override
    public int nextInt() {
      take(4);
      int value = Bytes.getInt(bytes, position);
      position += 4;
      return value;
    }

    @Override
    public long nextLong() {
      take(8);
      long value = Bytes.getLong(bytes, position);
      position += 8;
      return value;
    }

    @Override
    public void reseed() {
      SecureRandomSource.this.reseed();
    }

    /** Refills the buffer if it has fewer than {@code n} unused bytes or is stale. */
    private void take(int n) {
      SecureRandom current = drbg;
      if (position > BLOCK_BYTES - n || source != current) {
        refill(current);
      }
    }

    /**
     * This thread's AES-256-CTR keystream, made at its first block; null when the runtime has none.
     */
    private Cipher cipher;

    private boolean cipherMade;

    /** Blocks left under the current key (0: draw a new key). */
    int blocksLeft;

    /** Refills the buffer from {@code current}: through the keystream if there is one. */
    void refill(SecureRandom current) {
      if (source == null) { // this thread's first draw
        byte[] first = new byte[FIRST_BYTES];
        current.nextBytes(first);
        System.arraycopy(first, 0, bytes, BLOCK_BYTES - FIRST_BYTES, FIRST_BYTES);
        source = current;
        position = BLOCK_BYTES - FIRST_BYTES;
        return;
      }
      if (!cipherMade) {
        cipher = aesCtr();
        cipherMade = true;
      }
      if (cipher == null || !expand(current)) {
        current.nextBytes(bytes);
      }
      source = current;
      position = 0;
    }

    /** Fills the buffer with keystream, re-keyed from {@code current} when due. */
    private boolean expand(SecureRandom current) {
      try {
        if (blocksLeft == 0 || source != current) {
          byte[] seed = new byte[KEY_BYTES + IV_BYTES];
          current.nextBytes(seed);
          cipher.init(
              Cipher.ENCRYPT_MODE,
              new SecretKeySpec(seed, 0, KEY_BYTES, "AES"),
              new IvParameterSpec(seed, KEY_BYTES, IV_BYTES));
          Arrays.fill(seed, (byte) 0);
          blocksLeft = BLOCKS_PER_KEY;
        }
        cipher.update(ZEROS, 0, BLOCK_BYTES, bytes, 0);
        blocksLeft--;
        return true;
      } catch (GeneralSecurityException e) {
        blocksLeft = 0; // a provider that refuses the key: the DRBG fills this block directly
        return false;
      }
    }
  }

  @Override
  public int nextInt() {
    return blocks.get().nextInt();
  }

  @Override
  public long nextLong() {
    return blocks.get().nextLong();
  }

  @Override
  public void reseed() {
    drbg = newDrbg();
  }

  /** The calling thread's buffer: draws from it skip the per-value thread-local lookup. */
  @Override
  public RandomSource local() {
    return blocks.get();
  }

  /** A fresh AES-CTR cipher, or null when the runtime offers none. */
  private static Cipher aesCtr() {
    try {
      return Cipher.getInstance("AES/CTR/NoPadding");
    } catch (GeneralSecurityException e) {
      return null;
    }
  }

  private static SecureRandom newDrbg() {
    try {
      return SecureRandom.getInstance("DRBG");
    } catch (NoSuchAlgorithmException e) {
      return new SecureRandom(); // every Java 9+ runtime has DRBG; this is only a safety net
    }
  }
}
