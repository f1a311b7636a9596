package dev.sortid;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Generates {@link TypeId}s of one prefix from a {@link UuidV7Generator}: each TypeID's bits are
 * that generator's next UUIDv7, so the TypeIDs have its order, its clock and rollback policies, and
 * share its counter with every other user of it (UUIDv7 ids and TypeIDs of other prefixes alike).
 *
 * <pre>{@code
 * TypeIdGenerator users = TypeIdGenerator.of(TypeId.prefix("user"), uuidV7Generator);
 * TypeId id = users.generate();                 // user_01h455vb4pex5vsknk084sn02q
 * }</pre>
 *
 * <p>It is what a dependency-injection container hands out per prefix (the sortid Spring Boot
 * modules define one bean per prefix of {@code sortid.typeid.prefixes}, on the application's {@code
 * UuidV7Generator} bean). {@link TypeId.Prefix#generate(UuidV7Generator)} does the same for one id.
 *
 * <p>Instances are immutable and thread-safe, as their UUIDv7 generator is; each method behaves as
 * the {@link UuidV7Generator} method of the same name. Null arguments throw {@link
 * NullPointerException}.
 */
public final class TypeIdGenerator {
  private final TypeId.Prefix prefix;
  private final UuidV7Generator generator;

  private TypeIdGenerator(TypeId.Prefix prefix, UuidV7Generator generator) {
    this.prefix = Objects.requireNonNull(prefix, "prefix");
    this.generator = Objects.requireNonNull(generator, "generator");
  }

  /**
   * Returns a generator of TypeIDs of a prefix on a UUIDv7 generator.
   *
   * @param prefix the prefix of the TypeIDs
   * @param generator the UUIDv7 generator whose ids are the TypeIDs' bits
   * @return the generator
   */
  public static TypeIdGenerator of(TypeId.Prefix prefix, UuidV7Generator generator) {
    return new TypeIdGenerator(prefix, generator);
  }

  /**
   * Returns the prefix of the TypeIDs.
   *
   * @return the prefix
   */
  public TypeId.Prefix prefix() {
    return prefix;
  }

  /**
   * Returns a new TypeID: the prefix and the UUIDv7 generator's next id.
   *
   * @return a new TypeID, greater than every TypeID of this prefix made before with the same UUIDv7
   *     generator (unless its clock went back beyond its allowance)
   * @throws IllegalStateException as {@link UuidV7Generator#generate()}
   */
  public TypeId generate() {
    return prefix.generate(generator);
  }

  /**
   * Returns new TypeIDs, as {@link UuidV7Generator#generate(int)} returns UUIDv7s (one clock read,
   * contiguous ids).
   *
   * @param count how many, at least 0
   * @return the TypeIDs, in increasing order
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws IllegalStateException as {@link UuidV7Generator#generate(int)}
   */
  public List<TypeId> generate(int count) {
    List<UuidV7> uuids = generator.generate(count);
    List<TypeId> ids = new ArrayList<>(uuids.size());
    for (UuidV7 uuid : uuids) {
      ids.add(prefix.of(uuid));
    }
    return ids;
  }

  /**
   * Returns a new TypeID, or empty where {@link UuidV7Generator#generateOrAbort()} is.
   *
   * @return the TypeID, or empty if the UUIDv7 generator would have to reset
   */
  public Optional<TypeId> generateOrAbort() {
    return generator.generateOrAbort().map(prefix::of);
  }

  /**
   * Returns a description naming the prefix.
   *
   * @return for example {@code TypeIdGenerator[user]}
   */
  @Override
  public String toString() {
    return "TypeIdGenerator[" + prefix + "]";
  }
}
