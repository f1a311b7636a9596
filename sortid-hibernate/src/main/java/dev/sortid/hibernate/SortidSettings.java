package dev.sortid.hibernate;

import dev.sortid.IdScheme;
import java.util.Locale;
import java.util.Objects;

/**
 * The Hibernate settings of sortid-hibernate: which generator the {@code @...Generated} attributes
 * of a session factory take their ids from.
 *
 * <p>Each scheme's attributes take the first of these that is there when the session factory
 * starts:
 *
 * <ol>
 *   <li>The setting {@link #generator(IdScheme) sortid.hibernate.generator.<i>scheme</i>} (for
 *       example {@code sortid.hibernate.generator.scru64}): an {@link dev.sortid.IdGenerator} of
 *       the scheme's generator class ({@link IdScheme#generatorClass()}), a {@link
 *       java.util.function.Supplier} of one, or the name of a class with a public no-argument
 *       constructor that is such a supplier (for {@code persistence.xml}, whose settings are text).
 *   <li>Hibernate's bean container, when one is configured ({@code hibernate.resource.beans
 *       .container}; Spring Boot sets Spring's for every JPA application): its bean of the scheme's
 *       generator class, such as the {@code Scru64Generator} the sortid Spring Boot modules define
 *       from {@code sortid.scru64.node-spec} or a leased node id. A bean that cannot be created
 *       fails the start with the container's reason; a container with no such bean leads to the
 *       next step.
 *   <li>The scheme's process-wide default generator ({@link IdScheme#defaultGenerator()}), the one
 *       behind {@code Scru128Id.generate()} and its siblings. For SCRU64 it needs the system
 *       property {@code sortid.scru64.nodeSpec} or the environment variable {@code
 *       SCRU64_NODE_SPEC}.
 * </ol>
 *
 * <p>The generator is found once per attribute when the session factory starts, so two session
 * factories (two Spring application contexts in one JVM, for example) each use their own. Failing
 * to find one (a SCRU64 attribute with no generator configured anywhere, a setting of the wrong
 * type) fails the start of the session factory with a {@link org.hibernate.MappingException} naming
 * the attribute, never the first insert. A generator whose ids can no longer be issued (a lost
 * SCRU64 node id lease) fails each insert with its own exception; nothing falls back to another
 * generator.
 */
public final class SortidSettings {
  /** The prefix of the generator settings: {@code sortid.hibernate.generator.}. */
  public static final String GENERATOR_PREFIX = "sortid.hibernate.generator.";

  private SortidSettings() {}

  /**
   * Returns the name of the setting that names the generator of a scheme: {@code
   * sortid.hibernate.generator.} and the scheme's constant in lower case ({@code scru128}, {@code
   * scru64}, {@code scru160}, {@code ulid}, {@code euid}, {@code uuidv7}).
   *
   * @param scheme the scheme
   * @return the setting's name
   * @throws NullPointerException if {@code scheme} is null
   */
  public static String generator(IdScheme scheme) {
    return GENERATOR_PREFIX
        + Objects.requireNonNull(scheme, "scheme").name().toLowerCase(Locale.ROOT);
  }
}
