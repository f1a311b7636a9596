package dev.sortid.spring;

import dev.sortid.IdScheme;
import dev.sortid.TypeId;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;

/**
 * What an application using sortid reaches by reflection beyond what Spring's AOT engine finds by
 * itself, written by that engine into the application's native-image configuration: the Java
 * serialization of every id type (TypeID and its {@code TypeId.Type} too) and of the one proxy each
 * is written as ({@code SerializedId}) with the types of its fields, for ids kept in HTTP sessions,
 * caches and messages. Registered through {@code META-INF/spring/aot.factories}.
 *
 * <p>Spring finds the rest itself: it binds the {@code sortid.*} properties and creates every bean
 * of the auto-configuration from generated code. The generators and binders that Hibernate
 * instantiates for {@code @Scru128Generated} and its siblings are in {@code sortid-hibernate}'s
 * GraalVM metadata; each sortid jar ships its own under {@code META-INF/native-image/dev.sortid/},
 * which native-image reads with or without Spring.
 */
final class SortidRuntimeHints implements RuntimeHintsRegistrar {

  SortidRuntimeHints() {}

  @Override
  public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
    for (IdScheme scheme : IdScheme.values()) {
      hints.serialization().registerType(TypeReference.of(scheme.idClass()));
    }
    hints.serialization().registerType(TypeId.class);
    hints.serialization().registerType(TypeId.Type.class);
    // package-private in sortid-core: each id's writeReplace returns it
    hints.serialization().registerType(TypeReference.of("dev.sortid.SerializedId"));
    // SerializedId's fields: the scheme (or a TypeID's prefix, a String) and the canonical bytes
    hints.serialization().registerType(IdScheme.class);
    hints.serialization().registerType(TypeReference.of(byte[].class));
  }
}
