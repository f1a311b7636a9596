package dev.sortid.bench;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.impl.TimeBasedEpochGenerator;
import com.github.f4b6a3.tsid.TsidCreator;
import com.github.f4b6a3.ulid.UlidCreator;
import com.github.f4b6a3.uuid.UuidCreator;
import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import io.github.robsonkades.uuidv7.UUIDv7;
import io.github.scru128.Scru128;
import io.hypersistence.tsid.TSID;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;

/**
 * One id per call from each library's default (process-wide, secure where the library is)
 * generator, and {@code System.currentTimeMillis()} as the floor: every id needs one clock read.
 * {@link Single} runs it on one thread, {@link Shared} on two threads sharing the same generators
 * (scripts/benchmarks.sh gives the 2-thread classes at least 3 forks: their spread between JVMs is
 * wider).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public abstract class Generate {
  static {
    BenchSetup.init();
  }

  /** The floor: one clock read. */
  @Benchmark
  public long floor() {
    return System.currentTimeMillis();
  }

  /**
   * The least a thread-safe generator shared by threads does per id: one clock read, one atomic
   * increment of a shared counter and one 32-byte object. A reference point, like {@link #floor()}.
   */
  @Benchmark
  public UUID floor_sharedCounter() {
    return new UUID(System.currentTimeMillis(), SharedCounter.COUNTER.incrementAndGet());
  }

  /** The counter {@link #floor_sharedCounter()} increments. */
  static final class SharedCounter {
    static final AtomicLong COUNTER = new AtomicLong();

    private SharedCounter() {}
  }

  @Benchmark
  public Scru128Id scru128() {
    return Scru128Id.generate();
  }

  @Benchmark
  public io.github.scru128.Scru128Id scru128_peer_scru128() {
    return Scru128.generate();
  }

  @Benchmark
  public Ulid ulid() {
    return Ulid.generate();
  }

  @Benchmark
  public com.github.f4b6a3.ulid.Ulid ulid_peer_ulidCreatorMonotonic() {
    return UlidCreator.getMonotonicUlid();
  }

  @Benchmark
  public Scru64Id scru64() {
    return Scru64Id.generate();
  }

  @Benchmark
  public com.github.f4b6a3.tsid.Tsid scru64_peer_tsid1024() {
    return TsidCreator.getTsid1024();
  }

  /** hypersistence-tsid's default factory (the TSID of Hypersistence Utils). */
  @Benchmark
  public TSID scru64_peer_hypersistenceTsid() {
    return TSID.Factory.getTsid();
  }

  @Benchmark
  public Scru160Id scru160() {
    return Scru160Id.generate();
  }

  @Benchmark
  public Euid euid() {
    return Euid.generate();
  }

  /** The 128-bit time-ordered peer: uuid-creator's UUIDv7. */
  @Benchmark
  public UUID euid_peer_uuidV7() {
    return UuidCreator.getTimeOrderedEpoch();
  }

  @Benchmark
  public UuidV7 uuidV7() {
    return UuidV7.generate();
  }

  /** uuid-creator's UUIDv7 (its default: a random counter per ms, SecureRandom). */
  @Benchmark
  public UUID uuidV7_peer_uuidCreator() {
    return UuidCreator.getTimeOrderedEpoch();
  }

  /** JUG's time-based epoch generator (UUIDv7), one per process as JUG's docs suggest. */
  @Benchmark
  public UUID uuidV7_peer_jug() {
    return Jug.EPOCH.generate();
  }

  /**
   * robsonkades uuidv7's secure path: on a platform thread, a per-thread state drawing from that
   * thread's own {@code SecureRandom}; ids of different threads are not ordered against each other.
   */
  @Benchmark
  public UUID uuidV7_peer_uuidv7Secure() {
    return UUIDv7.secureRandomUUID();
  }

  /**
   * robsonkades uuidv7's fast path: a per-thread SplitMix64 stream, not cryptographically secure.
   * Shown for reference; no target is set against it.
   */
  @Benchmark
  public UUID uuidV7_peer_uuidv7Fast() {
    return UUIDv7.randomUUID();
  }

  /** JUG has no process-wide default: this holder is one. */
  static final class Jug {
    static final TimeBasedEpochGenerator EPOCH = Generators.timeBasedEpochGenerator();

    private Jug() {}
  }

  /** The JDK's random UUID (SecureRandom per call), for reference. */
  @Benchmark
  public UUID jdk_randomUuid() {
    return UUID.randomUUID();
  }

  /** On one thread. */
  @Threads(1)
  public static class Single extends Generate {}

  /** On two threads sharing each library's default generator. */
  @Threads(2)
  public static class Shared extends Generate {}
}
