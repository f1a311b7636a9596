package dev.sortid.bench;

import com.github.f4b6a3.tsid.TsidCreator;
import com.github.f4b6a3.ulid.UlidCreator;
import com.github.f4b6a3.uuid.UuidCreator;
import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.TypeId;
import dev.sortid.TypeIdGenerator;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import io.github.scru128.Scru128;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;

/** A new id as text: the default generator, then the canonical {@code toString()}. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(1)
public class GenerateToString {
  static {
    BenchSetup.init();
  }

  /** The TypeID type of the TypeID benchmarks, made once as an application would. */
  static final TypeId.Type USER = TypeId.type("user");

  /** The generator of the TypeID benchmarks: on the default UUIDv7 generator. */
  static final TypeIdGenerator USERS = TypeIdGenerator.of(USER);

  @Benchmark
  public String scru128() {
    return Scru128Id.generate().toString();
  }

  @Benchmark
  public String scru128_peer_scru128() {
    return Scru128.generateString();
  }

  @Benchmark
  public String ulid() {
    return Ulid.generate().toString();
  }

  @Benchmark
  public String ulid_peer_ulidCreatorMonotonic() {
    return UlidCreator.getMonotonicUlid().toString();
  }

  @Benchmark
  public String scru64() {
    return Scru64Id.generate().toString();
  }

  @Benchmark
  public String scru64_peer_tsid1024() {
    return TsidCreator.getTsid1024().toString();
  }

  @Benchmark
  public String scru160() {
    return Scru160Id.generate().toString();
  }

  @Benchmark
  public String euid() {
    return Euid.generate().toString();
  }

  @Benchmark
  public String euid_peer_uuidV7() {
    return UuidCreator.getTimeOrderedEpoch().toString();
  }

  @Benchmark
  public String uuidV7() {
    return UuidV7.generate().toString();
  }

  @Benchmark
  public String uuidV7_peer_uuidCreator() {
    return UuidCreator.getTimeOrderedEpoch().toString();
  }

  @Benchmark
  public String uuidV7_peer_jug() {
    return Generate.Jug.EPOCH.generate().toString();
  }

  @Benchmark
  public String jdk_randomUuid() {
    return UUID.randomUUID().toString();
  }

  /** A TypeID from the default UUIDv7 generator, and its text. */
  @Benchmark
  public String typeId() {
    return USERS.generate().toString();
  }

  @Benchmark
  public String typeId_peer_fxlae() {
    return de.fxlae.typeid.TypeId.generate("user").toString();
  }
}
