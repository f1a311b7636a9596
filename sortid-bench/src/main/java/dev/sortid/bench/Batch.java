package dev.sortid.bench;

import dev.sortid.EuidGenerator;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7Generator;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * The batch API: {@code generate(1000)}, which reads the clock once, reported per id (so the score
 * compares directly with one {@code generate()} call in {@link Generate.Single}). Each generator is
 * built with the defaults (secure random), as the default generators are; SCRU64's with the
 * benchmarks' node spec (see {@link BenchSetup}) and a rollback allowance of one hour: at a few
 * nanoseconds per id a batch outruns SCRU64's 2<sup>23</sup> ids per 256 ms tick, and the ids may
 * run ahead of the clock only by the allowance.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Batch.N)
@Threads(1)
@State(Scope.Benchmark)
public class Batch {
  static final int N = 1000;

  private final Scru128Generator scru128 = Scru128Generator.builder().build();
  private final UlidGenerator ulid = UlidGenerator.builder().build();
  private final Scru64Generator scru64 =
      Scru64Generator.builder()
          .nodeSpec(Scru64NodeSpec.parse(BenchSetup.SCRU64_NODE_SPEC))
          .rollbackAllowance(Duration.ofHours(1))
          .build();
  private final Scru160Generator scru160 = Scru160Generator.builder().build();
  private final EuidGenerator euid = EuidGenerator.builder().build();
  private final UuidV7Generator uuidV7 = UuidV7Generator.builder().build();

  /** The next low bits of {@link #floor_objects()}. */
  private long next;

  /**
   * A reference point, not a generator: the least a batch that returns one new object per id does
   * here. One clock read, then 1,000 new 32-byte objects (a {@code UUID} of the reading and a
   * counter) in an array, returned in the same unmodifiable list as the generators' batches.
   */
  @Benchmark
  public List<?> floor_objects() {
    Object[] ids = new Object[N];
    long time = System.currentTimeMillis();
    long first = next;
    for (int i = 0; i < N; i++) {
      ids[i] = new UUID(time, first + i);
    }
    next = first + N;
    return Collections.unmodifiableList(Arrays.asList(ids));
  }

  @Benchmark
  public List<?> scru128() {
    return scru128.generate(N);
  }

  @Benchmark
  public List<?> ulid() {
    return ulid.generate(N);
  }

  @Benchmark
  public List<?> scru64() {
    return scru64.generate(N);
  }

  @Benchmark
  public List<?> scru160() {
    return scru160.generate(N);
  }

  @Benchmark
  public List<?> euid() {
    return euid.generate(N);
  }

  @Benchmark
  public List<?> uuidV7() {
    return uuidV7.generate(N);
  }
}
