package dev.sortid.bench;

import dev.sortid.Euid;
import dev.sortid.EuidGenerator;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru128Id;
import dev.sortid.Ulid;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7;
import dev.sortid.UuidV7Generator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;

/**
 * One id per call from sortid's per-thread generators ({@code perThread()} on the builder, default
 * clock and secure source), one generator per scheme shared by the benchmark threads, each thread
 * on its own state. {@link Single} runs on one thread, {@link Two} on two. Their peer, robsonkades
 * uuidv7's secure path (per-thread state and {@code SecureRandom}), is measured in {@link Generate}
 * ({@code uuidV7_peer_uuidv7Secure}, on 1 and 2 threads), so it runs once per suite.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public abstract class PerThread {
  /** The per-thread generators, one per scheme, made on first use. */
  static final class Generators {
    static final UlidGenerator ULID = UlidGenerator.builder().perThread().build();
    static final UuidV7Generator UUID_V7 = UuidV7Generator.builder().perThread().build();
    static final Scru128Generator SCRU128 = Scru128Generator.builder().perThread().build();
    static final EuidGenerator EUID = EuidGenerator.builder().perThread().build();

    private Generators() {}
  }

  @Benchmark
  public Ulid ulid() {
    return Generators.ULID.generate();
  }

  @Benchmark
  public UuidV7 uuidV7() {
    return Generators.UUID_V7.generate();
  }

  @Benchmark
  public Scru128Id scru128() {
    return Generators.SCRU128.generate();
  }

  @Benchmark
  public Euid euid() {
    return Generators.EUID.generate();
  }

  /** On one thread. */
  @Threads(1)
  public static class Single extends PerThread {}

  /** On two threads, each on its own state of the same generators. */
  @Threads(2)
  public static class Two extends PerThread {}
}
