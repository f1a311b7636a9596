package dev.sortid;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Generates the {@link TypeId}s of one {@link TypeId.Type type}: the one way to make new TypeIDs.
 * Each TypeID's bits are the next id of an {@code IdGenerator<UuidV7>}, so the TypeIDs have its
 * order, its clock and rollback policies, and share its counter with every other user of it (UUIDv7
 * ids and TypeIDs of other types alike).
 *
 * <pre>{@code
 * static final TypeId.Type USER = TypeId.type("user");
 *
 * TypeIdGenerator users = TypeIdGenerator.of(USER, uuidV7Generator);
 * TypeId id = users.generate();                 // user_01h455vb4pex5vsknk084sn02q
 * }</pre>
 *
 * <p>It is an {@link IdGenerator}, and keeps that contract through its UUIDv7 generator: each
 * method behaves as the UUIDv7 generator's method of the same name (a new TypeID is greater than
 * every TypeID this generator returned before, {@link #generateOrAbort()} is empty exactly where
 * the UUIDv7 generator's is, {@link #generate(int)} reads the clock once), and on a per-thread
 * UUIDv7 generator the promise is per thread. It is what a dependency-injection container hands out
 * per type (the sortid Spring Boot modules define one bean per prefix of {@code
 * sortid.typeid.prefixes}, on the application's {@code UuidV7Generator} bean).
 *
 * <p>Instances are immutable and thread-safe, as their UUIDv7 generator is; a call costs the UUIDv7
 * generator's call and one TypeID. Null arguments throw {@link NullPointerException}.
 */
public final class TypeIdGenerator implements IdGenerator<TypeId> {
  private final TypeId.Type type;
  private final IdGenerator<UuidV7> uuids;

  private TypeIdGenerator(TypeId.Type type, IdGenerator<UuidV7> uuids) {
    this.type = Objects.requireNonNull(type, "type");
    this.uuids = Objects.requireNonNull(uuids, "uuids");
  }

  /**
   * Returns a generator of TypeIDs of a type on a UUIDv7 generator.
   *
   * @param type the type of the TypeIDs
   * @param uuids the UUIDv7 generator whose ids are the TypeIDs' bits, for example the one an
   *     application configured
   * @return the generator
   */
  public static TypeIdGenerator of(TypeId.Type type, IdGenerator<UuidV7> uuids) {
    return new TypeIdGenerator(type, uuids);
  }

  /**
   * Returns a generator of TypeIDs of a type on the process-wide default UUIDv7 generator (the one
   * behind {@link UuidV7#generate()}).
   *
   * @param type the type of the TypeIDs
   * @return the generator
   */
  public static TypeIdGenerator of(TypeId.Type type) {
    return new TypeIdGenerator(type, UuidV7Generator.defaultGenerator());
  }

  /**
   * Returns the type of the TypeIDs.
   *
   * @return the type
   */
  public TypeId.Type type() {
    return type;
  }

  /**
   * Returns a new TypeID: the type's prefix and the UUIDv7 generator's next id.
   *
   * @return a new TypeID, greater than every TypeID this generator returned before (unless the
   *     UUIDv7 generator's clock went back beyond its allowance)
   * @throws IllegalStateException as the UUIDv7 generator's {@code generate()}
   */
  @Override
  public TypeId generate() {
    return type.of(uuids.generate());
  }

  /**
   * Returns new TypeIDs, as the UUIDv7 generator's {@code generate(int)} returns UUIDv7s (one clock
   * read, contiguous ids).
   *
   * @param count how many, at least 0
   * @return an unmodifiable list of the TypeIDs, in increasing order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException as the UUIDv7 generator's {@code generate(int)}
   */
  @Override
  public List<TypeId> generate(int count) {
    List<UuidV7> batch = uuids.generate(count);
    List<TypeId> ids = new ArrayList<>(batch.size());
    for (UuidV7 uuid : batch) {
      ids.add(type.of(uuid));
    }
    return Collections.unmodifiableList(ids);
  }

  /**
   * Returns a new TypeID, or empty where the UUIDv7 generator's {@code generateOrAbort()} is.
   *
   * @return the TypeID, or empty if the UUIDv7 generator would reset, wait or throw
   */
  @Override
  public Optional<TypeId> generateOrAbort() {
    return uuids.generateOrAbort().map(type::of);
  }

  /**
   * Reseeds the UUIDv7 generator (see {@link IdGenerator#reseed()}), which other users of it share.
   */
  @Override
  public void reseed() {
    uuids.reseed();
  }

  /**
   * Returns a description naming the prefix.
   *
   * @return for example {@code TypeIdGenerator[user]}
   */
  @Override
  public String toString() {
    return "TypeIdGenerator[" + type + "]";
  }
}
