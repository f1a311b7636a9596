package dev.sortid.spring.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;

/**
 * The assigner outside an application: aggregates it leaves alone, the process-wide default when
 * the context has no generator of the scheme, and a generator bean that cannot be created.
 */
final class IdAssignerTest {
  private final DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
  private final IdAssigner assigner;

  IdAssignerTest() {
    beans.registerSingleton("mappingContext", new RelationalMappingContext());
    assigner = new IdAssigner(beans.getBeanProvider(RelationalMappingContext.class), beans);
  }

  /** An id that is not generated. */
  static final class Plain {
    @Id Ulid id;
  }

  /** No id at all. */
  static final class NoId {
    String name;
  }

  /** A generated ULID. */
  static final class Generated {
    @Id @SortidGenerated Ulid id;
  }

  /** A generated SCRU64. */
  static final class Scru64 {
    @Id @SortidGenerated Scru64Id id;
  }

  @Test
  void notGenerated_noId_orNoEntity_areLeftAlone() {
    Plain plain = new Plain();
    assertSame(plain, assigner.assign(plain));
    assertEquals(null, plain.id);
    NoId noId = new NoId();
    assertSame(noId, assigner.assign(noId));
    assertSame("text", assigner.assign("text"));
  }

  @Test
  void noGeneratorBean_takesTheProcessWideDefault() {
    Generated generated = assigner.assign(new Generated());
    assertNotNull(generated.id);
    Generated second = assigner.assign(new Generated());
    assertTrue(generated.id.compareTo(second.id) < 0);
  }

  @Test
  void generatorBeanThatCannotBeCreated_failsNamingTheProperty() {
    beans.registerBeanDefinition(
        "scru64Generator",
        new org.springframework.beans.factory.support.RootBeanDefinition(
            Scru64Generator.class,
            () -> {
              throw new IllegalStateException("a SCRU64 generator needs a node id");
            }));
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> assigner.assign(new Scru64()));
    assertEquals(
        "@SortidGenerated on " + Scru64.class.getName() + ".id: a SCRU64 generator needs a node id",
        e.getMessage());
  }
}
