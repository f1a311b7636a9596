package dev.sortid.bench;

import com.github.f4b6a3.tsid.Tsid;
import com.github.f4b6a3.tsid.TsidCreator;
import com.github.f4b6a3.ulid.UlidCreator;
import com.github.f4b6a3.uuid.UuidCreator;
import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.TypeId;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import io.github.scru128.Scru128;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * The codecs alone: {@code toString()} of an existing id and parsing its canonical text. Each
 * benchmark cycles through {@value #SIZE} ids made by the library's own generator, so neither the
 * value nor the branch history is constant.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(1)
@State(Scope.Thread)
public class Codec {
  static final int SIZE = 1024;
  private static final int MASK = SIZE - 1;

  static {
    BenchSetup.init();
  }

  private int i;

  private final Scru128Id[] scru128 = new Scru128Id[SIZE];
  private final String[] scru128Text = new String[SIZE];
  private final io.github.scru128.Scru128Id[] scru128Peer = new io.github.scru128.Scru128Id[SIZE];
  private final String[] scru128PeerText = new String[SIZE];
  private final Ulid[] ulid = new Ulid[SIZE];
  private final String[] ulidText = new String[SIZE];
  private final com.github.f4b6a3.ulid.Ulid[] ulidPeer = new com.github.f4b6a3.ulid.Ulid[SIZE];
  private final String[] ulidPeerText = new String[SIZE];
  private final Scru64Id[] scru64 = new Scru64Id[SIZE];
  private final String[] scru64Text = new String[SIZE];
  private final Tsid[] tsid = new Tsid[SIZE];
  private final String[] tsidText = new String[SIZE];
  private final Scru160Id[] scru160 = new Scru160Id[SIZE];
  private final String[] scru160Text = new String[SIZE];
  private final Euid[] euid = new Euid[SIZE];
  private final String[] euidText = new String[SIZE];
  private final UUID[] uuid = new UUID[SIZE];
  private final String[] uuidText = new String[SIZE];
  private final UuidV7[] uuidV7 = new UuidV7[SIZE];
  private final String[] uuidV7Text = new String[SIZE];
  private final UUID[] jdkUuid = new UUID[SIZE];
  private final TypeId[] typeId = new TypeId[SIZE];
  private final String[] typeIdText = new String[SIZE];
  private final de.fxlae.typeid.TypeId[] typeIdPeer = new de.fxlae.typeid.TypeId[SIZE];
  private final String[] typeIdPeerText = new String[SIZE];

  @Setup
  public void setUp() {
    for (int k = 0; k < SIZE; k++) {
      scru128[k] = Scru128Id.generate();
      scru128Text[k] = scru128[k].toString();
      scru128Peer[k] = Scru128.generate();
      scru128PeerText[k] = scru128Peer[k].toString();
      ulid[k] = Ulid.generate();
      ulidText[k] = ulid[k].toString();
      ulidPeer[k] = UlidCreator.getMonotonicUlid();
      ulidPeerText[k] = ulidPeer[k].toString();
      scru64[k] = Scru64Id.generate();
      scru64Text[k] = scru64[k].toString();
      tsid[k] = TsidCreator.getTsid1024();
      tsidText[k] = tsid[k].toString();
      scru160[k] = Scru160Id.generate();
      scru160Text[k] = scru160[k].toString();
      euid[k] = Euid.generate();
      euidText[k] = euid[k].toString();
      uuid[k] = UuidCreator.getTimeOrderedEpoch();
      uuidText[k] = uuid[k].toString();
      uuidV7[k] = UuidV7.generate();
      uuidV7Text[k] = uuidV7[k].toString();
      jdkUuid[k] = uuidV7[k].toUuid();
      typeId[k] = GenerateToString.USERS.generate();
      typeIdText[k] = typeId[k].toString();
      typeIdPeer[k] = de.fxlae.typeid.TypeId.generate("user");
      typeIdPeerText[k] = typeIdPeer[k].toString();
    }
  }

  private int next() {
    return i = (i + 1) & MASK;
  }

  @Benchmark
  public String scru128_toString() {
    return scru128[next()].toString();
  }

  @Benchmark
  public String scru128_toString_peer_scru128() {
    return scru128Peer[next()].toString();
  }

  @Benchmark
  public Scru128Id scru128_parse() {
    return Scru128Id.parse(scru128Text[next()]);
  }

  @Benchmark
  public io.github.scru128.Scru128Id scru128_parse_peer_scru128() {
    return io.github.scru128.Scru128Id.fromString(scru128PeerText[next()]);
  }

  @Benchmark
  public String ulid_toString() {
    return ulid[next()].toString();
  }

  @Benchmark
  public String ulid_toString_peer_ulidCreator() {
    return ulidPeer[next()].toString();
  }

  @Benchmark
  public Ulid ulid_parse() {
    return Ulid.parse(ulidText[next()]);
  }

  @Benchmark
  public com.github.f4b6a3.ulid.Ulid ulid_parse_peer_ulidCreator() {
    return com.github.f4b6a3.ulid.Ulid.from(ulidPeerText[next()]);
  }

  @Benchmark
  public String scru64_toString() {
    return scru64[next()].toString();
  }

  @Benchmark
  public String scru64_toString_peer_tsid() {
    return tsid[next()].toString();
  }

  @Benchmark
  public Scru64Id scru64_parse() {
    return Scru64Id.parse(scru64Text[next()]);
  }

  @Benchmark
  public Tsid scru64_parse_peer_tsid() {
    return Tsid.from(tsidText[next()]);
  }

  @Benchmark
  public String scru160_toString() {
    return scru160[next()].toString();
  }

  @Benchmark
  public Scru160Id scru160_parse() {
    return Scru160Id.parse(scru160Text[next()]);
  }

  @Benchmark
  public String euid_toString() {
    return euid[next()].toString();
  }

  @Benchmark
  public Euid euid_parse() {
    return Euid.parse(euidText[next()]);
  }

  @Benchmark
  public String euid_toString_peer_uuid() {
    return uuid[next()].toString();
  }

  @Benchmark
  public UUID euid_parse_peer_uuid() {
    return UUID.fromString(uuidText[next()]);
  }

  @Benchmark
  public String uuidV7_toString() {
    return uuidV7[next()].toString();
  }

  @Benchmark
  public UuidV7 uuidV7_parse() {
    return UuidV7.parse(uuidV7Text[next()]);
  }

  /** The same UUIDv7 values as {@link #uuidV7_toString()}, as {@code java.util.UUID}s. */
  @Benchmark
  public String uuidV7_toString_peer_jdk() {
    return jdkUuid[next()].toString();
  }

  /** The same texts as {@link #uuidV7_parse()}: the JDK checks neither version nor variant. */
  @Benchmark
  public UUID uuidV7_parse_peer_jdk() {
    return UUID.fromString(uuidV7Text[next()]);
  }

  @Benchmark
  public String typeId_toString() {
    return typeId[next()].toString();
  }

  @Benchmark
  public String typeId_toString_peer_fxlae() {
    return typeIdPeer[next()].toString();
  }

  /** Any prefix: {@code TypeId.parse}, as the peer's {@code TypeId.parse} reads any prefix. */
  @Benchmark
  public TypeId typeId_parse() {
    return TypeId.parse(typeIdText[next()]);
  }

  /** One prefix: {@code TypeId.Type.parse}, which compares the prefix in place (not in tables). */
  @Benchmark
  public TypeId typeId_parsePrefix() {
    return GenerateToString.USER.parse(typeIdText[next()]);
  }

  @Benchmark
  public de.fxlae.typeid.TypeId typeId_parse_peer_fxlae() {
    return de.fxlae.typeid.TypeId.parse(typeIdPeerText[next()]);
  }
}
