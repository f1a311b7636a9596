package dev.sortid.mybatis;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.apache.ibatis.executor.Executor;
import org.apache.ibatis.mapping.MappedStatement;
import org.apache.ibatis.mapping.SqlCommandType;
import org.apache.ibatis.plugin.Interceptor;
import org.apache.ibatis.plugin.Intercepts;
import org.apache.ibatis.plugin.Invocation;
import org.apache.ibatis.plugin.Signature;
import org.apache.ibatis.reflection.MetaObject;
import org.apache.ibatis.session.Configuration;

/**
 * Gives inserted objects their ids before the insert, from the application's generators: the key of
 * a new row comes from the same generator as every other id the application makes (a leased SCRU64
 * one included), and the SQL stays a plain {@code INSERT} with no {@code selectKey}.
 *
 * <p>An insert statement names its key property the MyBatis way, {@code keyProperty}
 * ({@code @Options(keyProperty = "id")} or {@code <insert keyProperty="id">}), without {@code
 * useGeneratedKeys}. Before MyBatis runs the statement, this interceptor looks at each key property
 * of the parameter object: if its type is an id class ({@link IdScheme#ofIdClass}) and its value is
 * null, it sets the property to a new id from the generator of that scheme; a value already set is
 * kept. A parameter that is a collection or an array (a batch insert with {@code <foreach>}) gets
 * this for each element, with one {@link IdGenerator#generate(int)} call for the batch; a key
 * property with a path ({@code order.id}) is followed from the parameter. Key properties of other
 * types are left alone, to MyBatis' own key generators.
 *
 * <pre>{@code
 * interface OrderMapper {
 *   @Insert("insert into orders (id, customer) values (#{id}, #{customer})")
 *   @Options(keyProperty = "id")
 *   void insert(Order order);
 * }
 *
 * configuration.addInterceptor(SortidKeyInterceptor.of(scru128Generator));
 * mapper.insert(order); // order.id was null; now a Scru128Id from scru128Generator
 * }</pre>
 *
 * <p>An id-typed key property that is null, of a scheme none of the given generators makes, fails
 * the insert with an {@link IllegalStateException} naming the statement, the property and the
 * scheme: nothing falls back to a process-wide default generator. To use the default, pass it:
 * {@code SortidKeyInterceptor.of(IdScheme.ULID.defaultGenerator())}. With MyBatis' Spring Boot
 * starter, declare the interceptor as a bean, built from the application's generator beans.
 *
 * <p>Instances are immutable and thread-safe (as the generators are).
 */
@Intercepts(
    @Signature(
        type = Executor.class,
        method = "update",
        args = {MappedStatement.class, Object.class}))
public final class SortidKeyInterceptor implements Interceptor {
  private final Map<IdScheme, IdGenerator<? extends SortableId>> generators;

  private SortidKeyInterceptor(Map<IdScheme, IdGenerator<? extends SortableId>> generators) {
    this.generators = generators;
  }

  /**
   * Creates the interceptor with the application's generators, at most one per scheme.
   *
   * @param generators the generators, each an instance of its scheme's {@link
   *     IdScheme#generatorClass() generator class} ({@code Scru128Generator}, {@code
   *     Scru64Generator}, ...)
   * @return the interceptor
   * @throws IllegalArgumentException if two generators are of the same scheme, or a generator is of
   *     none of the generator classes
   * @throws NullPointerException if {@code generators} or one of them is null
   */
  public static SortidKeyInterceptor of(IdGenerator<?>... generators) {
    Map<IdScheme, IdGenerator<? extends SortableId>> byScheme = new EnumMap<>(IdScheme.class);
    for (IdGenerator<?> generator : generators) {
      Objects.requireNonNull(generator, "generator");
      IdScheme scheme = schemeOf(generator);
      if (byScheme.put(scheme, scheme.generatorClass().cast(generator)) != null) {
        throw new IllegalArgumentException("two generators of " + scheme + ": pass one per scheme");
      }
    }
    return new SortidKeyInterceptor(byScheme);
  }

  private static IdScheme schemeOf(IdGenerator<?> generator) {
    for (IdScheme scheme : IdScheme.values()) {
      if (scheme.generatorClass().isInstance(generator)) {
        return scheme;
      }
    }
    throw new IllegalArgumentException(
        "not a generator of a sortid scheme: "
            + generator.getClass().getName()
            + " (expected Scru128Generator, Scru64Generator, ... as IdScheme.generatorClass()"
            + " names them)");
  }

  /**
   * Sets the null id-typed key properties of an insert's parameter, then runs the insert.
   *
   * @param invocation {@code Executor.update(MappedStatement, Object)}
   * @return what the executor returns
   * @throws IllegalStateException if a key property needs an id of a scheme with no generator
   * @throws Throwable as the executor
   */
  @Override
  public Object intercept(Invocation invocation) throws Throwable {
    Object[] args = invocation.getArgs();
    MappedStatement statement = (MappedStatement) args[0];
    Object parameter = args[1];
    String[] keyProperties = statement.getKeyProperties();
    if (statement.getSqlCommandType() == SqlCommandType.INSERT
        && keyProperties != null
        && parameter != null) {
      for (String property : keyProperties) {
        assign(statement, targets(parameter, property), property);
      }
    }
    return invocation.proceed();
  }

  /** The objects whose key property to set: the elements of a batch, else the parameter. */
  private static List<Object> targets(Object parameter, String property) {
    Set<Object> batches = Collections.newSetFromMap(new IdentityHashMap<>());
    if (isBatch(parameter)) {
      batches.add(parameter);
    } else if (parameter instanceof Map<?, ?> && property.indexOf('.') < 0) {
      // MyBatis wraps a collection argument in a map under several names ("collection", "list")
      for (Object value : ((Map<?, ?>) parameter).values()) {
        if (isBatch(value)) {
          batches.add(value);
        }
      }
    }
    if (batches.isEmpty()) {
      return List.of(parameter);
    }
    List<Object> targets = new ArrayList<>();
    for (Object batch : batches) {
      if (batch instanceof Collection<?>) {
        targets.addAll((Collection<?>) batch);
      } else {
        targets.addAll(List.of((Object[]) batch));
      }
    }
    return targets;
  }

  private static boolean isBatch(Object value) {
    return value instanceof Collection<?> || value instanceof Object[];
  }

  /** Sets the property of each target that is an id class and null to a new id. */
  private void assign(MappedStatement statement, List<Object> targets, String property) {
    Configuration configuration = statement.getConfiguration();
    Map<IdScheme, List<MetaObject>> missing = new EnumMap<>(IdScheme.class);
    for (Object target : targets) {
      if (target == null) {
        continue;
      }
      MetaObject meta = configuration.newMetaObject(target);
      if (!meta.hasSetter(property)) {
        continue;
      }
      Optional<IdScheme> scheme = IdScheme.ofIdClass(meta.getSetterType(property));
      if (scheme.isPresent() && meta.getValue(property) == null) {
        missing.computeIfAbsent(scheme.get(), s -> new ArrayList<>()).add(meta);
      }
    }
    missing.forEach(
        (scheme, metas) -> {
          IdGenerator<? extends SortableId> generator = generators.get(scheme);
          if (generator == null) {
            throw new IllegalStateException(
                "insert "
                    + statement.getId()
                    + ": key property "
                    + property
                    + " holds "
                    + scheme
                    + " ids and is null, but no "
                    + scheme
                    + " generator was given to SortidKeyInterceptor.of(...)");
          }
          List<? extends SortableId> ids = generator.generate(metas.size());
          for (int i = 0; i < metas.size(); i++) {
            metas.get(i).setValue(property, ids.get(i));
          }
        });
  }

  @Override
  public String toString() {
    return "SortidKeyInterceptor" + generators.keySet();
  }
}
