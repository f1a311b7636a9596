package dev.sortid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sortid.IdScheme;
import dev.sortid.TypeId;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.beans.factory.aot.AotServices;

final class SortidRuntimeHintsTest {

  @Test
  void aotFactories_registerTheHints() {
    List<RuntimeHintsRegistrar> registrars =
        AotServices.factories().load(RuntimeHintsRegistrar.class).asList();
    assertThat(registrars).hasAtLeastOneElementOfType(SortidRuntimeHints.class);
  }

  @Test
  void hints_coverEveryClassTheSerialFormOfAnIdWrites() throws Exception {
    RuntimeHints hints = new RuntimeHints();
    new SortidRuntimeHints().registerHints(hints, getClass().getClassLoader());
    List<Object> ids = new ArrayList<>();
    for (IdScheme scheme : IdScheme.values()) {
      ids.add(scheme.idClass().getField("MIN").get(null));
    }
    ids.add(TypeId.of("user", UUID.fromString("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")));
    ids.add(TypeId.type("user"));

    Set<Class<?>> written = new LinkedHashSet<>();
    for (Object id : ids) {
      written.addAll(classesWritten(id));
    }
    assertThat(written).extracting(Class::getName).contains("dev.sortid.SerializedId");
    for (Class<?> type : written) {
      assertThat(RuntimeHintsPredicates.serialization().onType(type))
          .as("a serialization hint for %s", type.getName())
          .accepts(hints);
    }
    for (Object id : ids) {
      assertThat(RuntimeHintsPredicates.serialization().onType(id.getClass()))
          .as("a serialization hint for %s, the class a reader names", id.getClass().getName())
          .accepts(hints);
    }
  }

  /** The classes whose descriptors Java serialization writes for {@code value}. */
  private static List<Class<?>> classesWritten(Object value) throws IOException {
    List<Class<?>> classes = new ArrayList<>();
    try (ObjectOutputStream out = new RecordingStream(new ByteArrayOutputStream(), classes)) {
      out.writeObject(value);
    }
    return classes;
  }

  private static final class RecordingStream extends ObjectOutputStream {
    private final List<Class<?>> classes;

    RecordingStream(OutputStream out, List<Class<?>> classes) throws IOException {
      super(out);
      this.classes = classes;
    }

    @Override
    protected void annotateClass(Class<?> type) {
      if (!type.getName().startsWith("java.")) {
        classes.add(type);
      }
    }
  }
}
