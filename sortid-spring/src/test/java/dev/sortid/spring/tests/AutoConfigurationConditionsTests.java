package dev.sortid.spring.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.EuidGenerator;
import dev.sortid.IdFormatException;
import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.SortableId;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7Generator;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeases;
import dev.sortid.spring.IdConverter;
import dev.sortid.spring.IdFormatProblemHandler;
import dev.sortid.spring.SortidAutoConfiguration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.source.MutuallyExclusiveConfigurationPropertiesException;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * {@link SortidAutoConfiguration} under each condition, in real application contexts of the Boot
 * generation on the class path (each Boot module runs these).
 */
public abstract class AutoConfigurationConditionsTests {
  private static final AutoConfigurations SORTID =
      AutoConfigurations.of(SortidAutoConfiguration.class);

  private final ApplicationContextRunner runner =
      new ApplicationContextRunner().withConfiguration(SORTID);

  /** Creates the tests. */
  protected AutoConfigurationConditionsTests() {}

  private static Throwable rootCause(Throwable failure) {
    Throwable cause = failure;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    return cause;
  }

  @Test
  void noConfiguration_generatorsAreLazyBeansAndTheContextStarts() {
    runner.run(
        context -> {
          assertNotNull(context.getBean(Scru128Generator.class).generate());
          assertNotNull(context.getBean(Scru160Generator.class).generate());
          assertNotNull(context.getBean(UlidGenerator.class).generate());
          assertNotNull(context.getBean(EuidGenerator.class).generate());
          assertNotNull(context.getBean(UuidV7Generator.class).generate());
          assertNotNull(context.getBean(IdConverter.class));
          for (String generator :
              List.of(
                  "scru128Generator",
                  "scru64Generator",
                  "scru160Generator",
                  "ulidGenerator",
                  "euidGenerator",
                  "uuidV7Generator")) {
            assertTrue(
                context.getBeanFactory().getBeanDefinition(generator).isLazyInit(), generator);
          }
          assertTrue(context.getBeansOfType(NodeIdLease.class).isEmpty());
        });
  }

  /**
   * A scheme added to {@link IdScheme} without a generator bean here would leave its JPA entities
   * on the process-wide default: every scheme's generator class has a bean definition.
   */
  @Test
  void everyScheme_hasAGeneratorBean() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              for (IdScheme scheme : IdScheme.values()) {
                assertEquals(
                    1,
                    context.getBeanNamesForType(scheme.generatorClass()).length,
                    scheme.toString());
                assertEquals(scheme, context.getBean(scheme.generatorClass()).generate().scheme());
              }
            });
  }

  @Test
  void noNodeSpec_scru64GeneratorNeeded_failsNamingBothProperties() {
    runner
        .withUserConfiguration(NeedsScru64.class)
        .run(
            context -> {
              assertNotNull(context.getStartupFailure());
              String message = rootCause(context.getStartupFailure()).getMessage();
              assertTrue(message.contains("sortid.scru64.node-spec"), message);
              assertTrue(message.contains("sortid.scru64.lease.url"), message);
              assertTrue(message.contains("sortid.scru64.stateful-set.enabled=true"), message);
            });
  }

  @Test
  void nodeSpec_scru64GeneratorUsesIt() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              Scru64Id id = context.getBean(Scru64Generator.class).generate();
              assertEquals(42, id.nodeCtr() >>> 16);
            });
  }

  @Test
  void coresSystemPropertyName_bindsByRelaxedBinding() {
    runner
        .withSystemProperties("sortid.scru64.nodeSpec=42/8")
        .run(
            context ->
                assertEquals(
                    42, context.getBean(Scru64Generator.class).generate().nodeCtr() >>> 16));
  }

  @Test
  void malformedNodeSpec_failsTheStartWithTheParsersMessage() {
    runner
        .withPropertyValues("sortid.scru64.node-spec=42:8")
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertTrue(cause instanceof IdFormatException, cause.toString());
              assertTrue(cause.getMessage().contains("42:8"), cause.getMessage());
            });
  }

  @Test
  void leaseUrl_leasesTheNodeIdAndReleasesItOnClose() {
    String url = H2.newUrl();
    NodeIdLease[] held = new NodeIdLease[1];
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + url,
            "sortid.scru64.lease.realm=conditions",
            "sortid.scru64.lease.node-size=1")
        .run(
            context -> {
              NodeIdLease lease = context.getBean(NodeIdLease.class);
              held[0] = lease;
              assertTrue(lease.isValid());
              assertEquals("conditions", lease.realm());
              assertEquals(1, lease.nodeIdSize());
              assertSame(lease.generator(), context.getBean(Scru64Generator.class));
            });
    assertFalse(held[0].isValid());
    // both node ids of the one-bit realm are free again
    try (NodeIdLeases leases = NodeIdLeases.connect(url).realm("conditions").nodeIdSize(1).build();
        NodeIdLease first = leases.acquire();
        NodeIdLease second = leases.acquire()) {
      assertEquals(1, first.nodeId() ^ second.nodeId());
    }
  }

  @Test
  void leaseUrlAndNodeSpec_failsAsMutuallyExclusive() {
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(), "sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertTrue(
                  cause instanceof MutuallyExclusiveConfigurationPropertiesException,
                  cause.toString());
            });
  }

  @Test
  void leaseNodeIds_leasesOnlyFromTheRange() {
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(),
            "sortid.scru64.lease.node-size=4",
            "sortid.scru64.lease.node-ids=9-10")
        .run(
            context -> {
              int nodeId = context.getBean(NodeIdLease.class).nodeId();
              assertTrue(nodeId == 9 || nodeId == 10, "node id " + nodeId);
              assertEquals(nodeId, context.getBean(Scru64Generator.class).generate().nodeId(4));
            });
  }

  @Test
  void leaseNodeIdsAllHeld_startWaitsTheAcquireTimeoutThenFailsSayingSo() {
    String url = H2.newUrl();
    try (NodeIdLeases other = NodeIdLeases.connect(url).realm("full").nodeIds(7, 7).build();
        NodeIdLease held = other.acquire()) {
      runner
          .withPropertyValues(
              "sortid.scru64.lease.url=" + url,
              "sortid.scru64.lease.realm=full",
              "sortid.scru64.lease.node-ids=7",
              "sortid.scru64.lease.acquire-timeout=3s")
          .run(
              context -> {
                String message = rootCause(context.getStartupFailure()).getMessage();
                assertTrue(message.contains("all 1 node ids 7..7 of realm \"full\""), message);
                assertTrue(message.contains("after waiting PT3S"), message);
              });
      assertTrue(held.isValid());
    }
  }

  @Test
  void leaseNodeIdsMalformedOrOutsideTheSize_failTheStartQuotingThem() {
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(), "sortid.scru64.lease.node-ids=3..5")
        .run(
            context -> {
              String message = rootCause(context.getStartupFailure()).getMessage();
              assertTrue(message.contains("invalid node id range \"3..5\""), message);
            });
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(),
            "sortid.scru64.lease.node-size=2",
            "sortid.scru64.lease.node-ids=2-4")
        .run(
            context -> {
              String message = rootCause(context.getStartupFailure()).getMessage();
              assertTrue(message.contains("nodeIds 2..4 do not fit in nodeIdSize 2"), message);
            });
  }

  /**
   * A lease duration over 1 day (here one whose nanoseconds would not fit in a long) fails the
   * start naming the builder setting, the value and the range, before the store is opened.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "lease-time | leaseTime must be between 1 s and 1 day, got PT2562048H",
        "acquire-timeout | acquireTimeout must be between 0 and 1 day, got PT2562048H",
        "close-timeout | closeTimeout must be between 0 and 1 day, got PT2562048H"
      })
  void leaseDurationOverOneDay_failsTheStartNamingItAndTheRange(String property, String expected) {
    runner
        .withPropertyValues(
            "sortid.scru64.lease.url=" + H2.newUrl(),
            "sortid.scru64.lease." + property + "=106752d")
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertEquals(IllegalArgumentException.class, cause.getClass());
              assertEquals(expected, cause.getMessage());
            });
  }

  @Test
  void statefulSet_nodeIdIsTheOrdinalPlusTheOffset() {
    runner
        .withPropertyValues(
            "sortid.scru64.stateful-set.enabled=true",
            "sortid.scru64.stateful-set.ordinal=orders-3",
            "sortid.scru64.stateful-set.offset=16",
            "sortid.scru64.stateful-set.node-size=10")
        .run(
            context -> {
              assertEquals(
                  Scru64NodeSpec.of(19, 10),
                  context.getBean("sortidStatefulSetNodeSpec", Scru64NodeSpec.class));
              assertEquals(19, context.getBean(Scru64Generator.class).generate().nodeId(10));
              assertTrue(context.getBeansOfType(NodeIdLease.class).isEmpty());
            });
  }

  @Test
  void statefulSetOrdinalOutsideTheSize_failsTheStartQuotingIt() {
    runner
        .withPropertyValues(
            "sortid.scru64.stateful-set.enabled=true",
            "sortid.scru64.stateful-set.ordinal=orders-300")
        .run(
            context -> {
              Throwable failure = context.getStartupFailure();
              assertNotNull(failure);
              String message = failure.toString();
              for (Throwable t = failure.getCause(); t != null; t = t.getCause()) {
                message += "\n" + t;
              }
              assertTrue(message.contains("sortid.scru64.stateful-set.ordinal"), message);
              assertTrue(message.contains("\"orders-300\""), message);
              assertTrue(message.contains("node_id_size 8"), message);
            });
  }

  @Test
  void statefulSetDisabled_noNodeSpecBean() {
    runner
        .withPropertyValues(
            "sortid.scru64.stateful-set.enabled=false",
            "sortid.scru64.stateful-set.ordinal=orders-3",
            "sortid.scru64.node-spec=42/8")
        .run(
            context -> {
              assertFalse(context.containsBean("sortidStatefulSetNodeSpec"));
              assertEquals(42, context.getBean(Scru64Generator.class).generate().nodeId(8));
            });
  }

  @ParameterizedTest
  @ValueSource(strings = {"sortid.scru64.node-spec=42/8", "sortid.scru64.lease.url=h2"})
  void statefulSetAndAnotherSource_failsAsMutuallyExclusive(String other) {
    runner
        .withPropertyValues(
            "sortid.scru64.stateful-set.enabled=true",
            "sortid.scru64.stateful-set.ordinal=3",
            other.endsWith("=h2") ? "sortid.scru64.lease.url=" + H2.newUrl() : other)
        .run(
            context -> {
              Throwable cause = rootCause(context.getStartupFailure());
              assertTrue(
                  cause instanceof MutuallyExclusiveConfigurationPropertiesException,
                  cause.toString());
              MutuallyExclusiveConfigurationPropertiesException e =
                  (MutuallyExclusiveConfigurationPropertiesException) cause;
              assertEquals(2, e.getConfiguredNames().size(), e.getConfiguredNames().toString());
              assertTrue(
                  e.getConfiguredNames().contains("sortid.scru64.stateful-set.enabled"),
                  e.getConfiguredNames().toString());
            });
  }

  /** Values of {@code sortid.per-thread} (null: unset) and the schemes they make per-thread. */
  static Stream<Arguments> perThreadSettings() {
    return Stream.of(
        Arguments.of("ulid,uuidv7", EnumSet.of(IdScheme.ULID, IdScheme.UUIDV7)),
        Arguments.of("SCRU128, Euid", EnumSet.of(IdScheme.SCRU128, IdScheme.EUID)),
        Arguments.of(null, EnumSet.noneOf(IdScheme.class)));
  }

  @ParameterizedTest
  @MethodSource("perThreadSettings")
  void perThread_namedGeneratorsCountPerThreadTheOthersAsOneSequence(
      String value, Set<IdScheme> perThread) {
    ApplicationContextRunner configured =
        value == null ? runner : runner.withPropertyValues("sortid.per-thread=" + value);
    configured.run(
        context -> {
          for (IdScheme scheme :
              EnumSet.of(IdScheme.SCRU128, IdScheme.ULID, IdScheme.EUID, IdScheme.UUIDV7)) {
            IdGenerator<? extends SortableId> generator = context.getBean(scheme.generatorClass());
            if (perThread.contains(scheme)) {
              assertPerThread(generator);
            } else {
              assertShared(generator);
            }
          }
        });
  }

  @ParameterizedTest
  @ValueSource(strings = {"scru64", "SCRU160"})
  void perThreadSchemeWithoutOne_failsTheStartNamingTheSchemesWithOne(String name) {
    runner
        .withPropertyValues("sortid.per-thread=ulid," + name)
        .run(
            context -> {
              String message = rootCause(context.getStartupFailure()).getMessage();
              assertEquals(
                  "sortid.per-thread: "
                      + IdScheme.valueOf(name.toUpperCase(java.util.Locale.ROOT))
                      + " (\""
                      + name
                      + "\") has no per-thread generator (expected one of the schemes with one:"
                      + " SCRU128, ULID, EUID, UUIDv7)",
                  message);
            });
  }

  @Test
  void perThreadUnknownName_failsTheStartQuotingIt() {
    runner
        .withPropertyValues("sortid.per-thread=ulid,uuid7")
        .run(
            context -> {
              String message = rootCause(context.getStartupFailure()).getMessage();
              assertEquals(
                  "sortid.per-thread: unknown scheme \"uuid7\" (expected one of the schemes with"
                      + " a per-thread generator: SCRU128, ULID, EUID, UUIDv7)",
                  message);
            });
  }

  /** Rounds of {@link #inTurns}: enough for many turns within one millisecond. */
  private static final int ROUNDS = 2_000;

  /** Attempts of {@link #assertPerThread} to see all threads take a turn within one millisecond. */
  private static final int ATTEMPTS = 5;

  /**
   * A per-thread generator: on 4 threads taking turns, each thread's ids strictly increase and all
   * are distinct. Where 5 turns in a row (thread 0, 1, 2, 3, 0 again) fall within one millisecond,
   * they are no increasing sequence: thread 0's two ids are one counter step apart, and threads 1
   * to 3 count from their own random starts, so not all three fit between them (the chance is about
   * 2<sup>-41</sup>). A shared generator would give an increasing sequence there. That check needs
   * such a millisecond, which a busy machine may not give: up to {@link #ATTEMPTS} tries, after
   * which only the per-thread order and the uniqueness are checked.
   */
  private static void assertPerThread(IdGenerator<? extends SortableId> generator)
      throws InterruptedException {
    int threads = 4;
    for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
      List<List<SortableId>> perThread = new ArrayList<>();
      List<SortableId> inTurnOrder = inTurns(generator, threads, perThread);
      for (List<SortableId> ids : perThread) {
        assertTrue(strictlyIncreasing(ids), generator.getClass().getSimpleName());
      }
      assertEquals(inTurnOrder.size(), new HashSet<>(inTurnOrder).size());
      int windows = 0;
      for (int i = 0; i + threads < inTurnOrder.size(); i++) {
        List<SortableId> window = inTurnOrder.subList(i, i + threads + 1);
        if (window.get(0).epochMillis() == window.get(threads).epochMillis()) {
          windows++;
          assertFalse(
              strictlyIncreasing(window),
              generator.getClass().getSimpleName()
                  + ": 5 turns within one millisecond are one sequence: "
                  + window);
        }
      }
      if (windows > 0) {
        return;
      }
    }
    System.out.printf(
        "%s: no millisecond held a turn of every thread in %d attempts; checked the per-thread"
            + " order and the uniqueness only%n",
        generator.getClass().getSimpleName(), ATTEMPTS);
  }

  /** A shared generator: on 2 threads taking turns, the ids in turn order strictly increase. */
  private static void assertShared(IdGenerator<? extends SortableId> generator)
      throws InterruptedException {
    List<SortableId> inTurnOrder = inTurns(generator, 2, new ArrayList<>());
    assertTrue(
        strictlyIncreasing(inTurnOrder),
        generator.getClass().getSimpleName() + ": the threads' ids are not one sequence");
  }

  /**
   * Generates {@link #ROUNDS} ids on each of {@code threads} threads that take turns, one id a
   * turn.
   *
   * @param perThread receives each thread's ids
   * @return all ids in the order they were generated
   */
  private static List<SortableId> inTurns(
      IdGenerator<? extends SortableId> generator, int threads, List<List<SortableId>> perThread)
      throws InterruptedException {
    Semaphore[] turn = new Semaphore[threads];
    for (int i = 0; i < threads; i++) {
      turn[i] = new Semaphore(i == 0 ? 1 : 0);
      perThread.add(new ArrayList<>());
    }
    List<SortableId> inTurnOrder = new ArrayList<>();
    List<Thread> started = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      int me = i;
      Thread thread =
          new Thread(
              () -> {
                for (int round = 0; round < ROUNDS; round++) {
                  turn[me].acquireUninterruptibly();
                  SortableId id = generator.generate();
                  perThread.get(me).add(id);
                  inTurnOrder.add(id);
                  turn[(me + 1) % threads].release();
                }
              });
      thread.start();
      started.add(thread);
    }
    for (Thread thread : started) {
      thread.join();
    }
    return inTurnOrder;
  }

  private static boolean strictlyIncreasing(List<SortableId> ids) {
    for (int i = 1; i < ids.size(); i++) {
      if (compare(ids.get(i - 1), ids.get(i)) >= 0) {
        return false;
      }
    }
    return true;
  }

  @SuppressWarnings("unchecked")
  private static int compare(SortableId a, SortableId b) {
    return ((Comparable<SortableId>) a).compareTo(b);
  }

  @Test
  void userBeans_replaceOurs() {
    runner
        .withUserConfiguration(UserGenerators.class)
        .run(
            context -> {
              assertSame(UserGenerators.SCRU64, context.getBean(Scru64Generator.class));
              assertSame(UserGenerators.ULID, context.getBean(UlidGenerator.class));
              assertEquals(1, context.getBeansOfType(UlidGenerator.class).size());
              assertSame(UserGenerators.UUIDV7, context.getBean(UuidV7Generator.class));
              assertEquals(1, context.getBeansOfType(UuidV7Generator.class).size());
            });
  }

  @Test
  void userLease_scru64GeneratorIsTheLeases() {
    runner
        .withUserConfiguration(UserLease.class)
        .run(
            context -> {
              NodeIdLease lease = context.getBean(NodeIdLease.class);
              assertSame(lease.generator(), context.getBean(Scru64Generator.class));
            });
  }

  @Test
  void notWeb_noProblemHandler() {
    runner.run(context -> assertFalse(context.containsBean("sortidIdFormatProblemHandler")));
  }

  @Test
  void servletWeb_problemHandler() {
    new WebApplicationContextRunner()
        .withConfiguration(SORTID)
        .run(context -> assertNotNull(context.getBean(IdFormatProblemHandler.class)));
  }

  @Test
  void reactiveWeb_problemHandler() {
    new ReactiveWebApplicationContextRunner()
        .withConfiguration(SORTID)
        .run(context -> assertNotNull(context.getBean(IdFormatProblemHandler.class)));
  }

  @Test
  void webWithoutProblemDetail_noProblemHandler() {
    new WebApplicationContextRunner()
        .withConfiguration(SORTID)
        .withClassLoader(new FilteredClassLoader("org.springframework.http.ProblemDetail"))
        .run(context -> assertTrue(context.getBeansOfType(IdFormatProblemHandler.class).isEmpty()));
  }

  /** Something that injects the SCRU64 generator. */
  @Configuration(proxyBeanMethods = false)
  static class NeedsScru64 {
    @Bean
    List<Scru64Id> firstIds(Scru64Generator generator) {
      return generator.generate(2);
    }
  }

  /** An application's own generators. */
  @Configuration(proxyBeanMethods = false)
  static class UserGenerators {
    static final Scru64Generator SCRU64 =
        Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(7, 4)).build();
    static final UlidGenerator ULID = UlidGenerator.builder().build();
    static final UuidV7Generator UUIDV7 = UuidV7Generator.builder().build();

    @Bean
    Scru64Generator myScru64() {
      return SCRU64;
    }

    @Bean
    UlidGenerator myUlid() {
      return ULID;
    }

    @Bean
    UuidV7Generator myUuidV7() {
      return UUIDV7;
    }
  }

  /** An application's own lease, from its own store (not a bean: see LeaseStore). */
  @Configuration(proxyBeanMethods = false)
  static class UserLease implements DisposableBean {
    private final NodeIdLeases leases = NodeIdLeases.connect(H2.newUrl()).build();

    @Bean(destroyMethod = "close")
    NodeIdLease myLease() {
      return leases.acquire();
    }

    @Override
    public void destroy() {
      leases.close();
    }
  }
}
