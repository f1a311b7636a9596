package dev.sortid.spring;

import dev.sortid.EuidGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.TypeIdGenerator;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7Generator;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeases;
import dev.sortid.nodeid.NodeIdLeasesBuilder;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.source.MutuallyExclusiveConfigurationPropertiesException;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;
import org.springframework.core.env.Environment;

/**
 * Auto-configuration of the sortid generators, the web binding of the id types and the leased
 * SCRU64 node id. Every bean backs off when the application defines its own of that type.
 *
 * <ul>
 *   <li>{@link Scru128Generator}, {@link Scru160Generator}, {@link UlidGenerator}, {@link
 *       EuidGenerator}, {@link UuidV7Generator} with the builders' defaults, and {@link
 *       Scru64Generator}: lazy beans, built when first injected. The ULID, UUIDv7, SCRU128 and EUID
 *       generators named in {@code sortid.per-thread} are per-thread (their builders' {@code
 *       perThread()}); a name of another scheme, or of none, fails the start.
 *   <li>{@link Scru64Generator}: from the {@link NodeIdLease} bean if there is one, else from the
 *       StatefulSet ordinal ({@code sortid.scru64.stateful-set.enabled=true}), else from {@code
 *       sortid.scru64.node-spec}. With none, creating it fails with a message naming the
 *       properties; being lazy, that fails the start only when something injects it (with
 *       sortid-hibernate, a {@code @Scru64Generated} entity attribute does: Hibernate takes the
 *       generators of the entities from these beans).
 *   <li>{@code sortid.scru64.lease.url} set: a {@link NodeIdLeases} and a {@link NodeIdLease} bean,
 *       acquired while the context starts (within {@code lease.acquire-timeout}) and released when
 *       it closes (after the web server has stopped; within {@code lease.close-timeout}, and as
 *       long again for closing the store connection). A failed acquisition fails the start. A node
 *       id lost while the application runs is replaced ({@code lease.replace-lost}, default true):
 *       the lease and the SCRU64 generator beans stay the same objects and go on with the new node
 *       id.
 *   <li>{@code sortid.scru64.stateful-set.enabled=true}: the node spec of this pod's ordinal, a
 *       {@link Scru64NodeSpec} bean named {@value #STATEFUL_SET_NODE_SPEC}, resolved while the
 *       context starts (a missing or unfit ordinal fails the start).
 *   <li>Two of node-spec, lease.url and stateful-set.enabled=true fail the start as mutually
 *       exclusive.
 *   <li>Two generator beans of one scheme (two {@link Scru64Generator} beans of the application's,
 *       say) and none {@code @Primary} fail the start, naming the beans: every integration takes
 *       the one generator of a scheme, and none may fall back to the process-wide default.
 *   <li>{@code sortid.typeid.prefixes} set (for example {@code user,order_item}): a {@link
 *       TypeIdGenerator} bean per prefix, named after it ({@code userTypeIdGenerator}, {@code
 *       orderItemTypeIdGenerator}), on the {@link UuidV7Generator} bean (see {@link
 *       TypeIdGenerators}).
 *   <li>{@link IdConverter}: Spring MVC and WebFlux add it to their conversion service.
 *   <li>In a web application, {@link IdFormatProblemHandler}: 400 with the parser's message for a
 *       malformed id in a path variable, a request parameter or a JSON body.
 * </ul>
 */
@AutoConfiguration
@EnableConfigurationProperties(SortidProperties.class)
public class SortidAutoConfiguration {
  static final String NODE_SPEC = "sortid.scru64.node-spec";
  static final String LEASE_URL = "sortid.scru64.lease.url";
  static final String STATEFUL_SET = "sortid.scru64.stateful-set.enabled";

  /** The name of the node spec bean of a StatefulSet pod. */
  static final String STATEFUL_SET_NODE_SPEC = "sortidStatefulSetNodeSpec";

  /** Creates the configuration. */
  public SortidAutoConfiguration() {}

  /**
   * The converter of text to the id types.
   *
   * @return the converter
   */
  @Bean
  @ConditionalOnMissingBean
  public IdConverter sortidIdConverter() {
    return new IdConverter();
  }

  /**
   * Fails the start when the application has two generator beans of a scheme and none is
   * {@code @Primary} (see {@link GeneratorBeansCheck}).
   *
   * @return the check
   */
  @Bean
  static GeneratorBeansCheck sortidGeneratorBeansCheck() {
    return new GeneratorBeansCheck();
  }

  /**
   * A SCRU128 generator with the defaults, per-thread if {@code sortid.per-thread} names SCRU128.
   *
   * @param properties the {@code sortid.*} properties
   * @return the generator
   */
  @Bean
  @Lazy
  @ConditionalOnMissingBean
  public Scru128Generator scru128Generator(SortidProperties properties) {
    Scru128Generator.Builder builder = Scru128Generator.builder();
    return (properties.perThread(IdScheme.SCRU128) ? builder.perThread() : builder).build();
  }

  /**
   * A SCRU160 generator with the defaults.
   *
   * @return the generator
   */
  @Bean
  @Lazy
  @ConditionalOnMissingBean
  public Scru160Generator scru160Generator() {
    return Scru160Generator.builder().build();
  }

  /**
   * A ULID generator with the defaults, per-thread if {@code sortid.per-thread} names ULID.
   *
   * @param properties the {@code sortid.*} properties
   * @return the generator
   */
  @Bean
  @Lazy
  @ConditionalOnMissingBean
  public UlidGenerator ulidGenerator(SortidProperties properties) {
    UlidGenerator.Builder builder = UlidGenerator.builder();
    return (properties.perThread(IdScheme.ULID) ? builder.perThread() : builder).build();
  }

  /**
   * An EUID generator with the defaults, per-thread if {@code sortid.per-thread} names EUID.
   *
   * @param properties the {@code sortid.*} properties
   * @return the generator
   */
  @Bean
  @Lazy
  @ConditionalOnMissingBean
  public EuidGenerator euidGenerator(SortidProperties properties) {
    EuidGenerator.Builder builder = EuidGenerator.builder();
    return (properties.perThread(IdScheme.EUID) ? builder.perThread() : builder).build();
  }

  /**
   * One {@link TypeIdGenerator} bean per prefix of {@code sortid.typeid.prefixes}, on the context's
   * {@link UuidV7Generator} bean (see {@link TypeIdGenerators}).
   *
   * @param environment the environment that holds the property
   * @return the registrar of the beans
   */
  @Bean
  public static TypeIdGenerators sortidTypeIdGenerators(Environment environment) {
    return new TypeIdGenerators(environment);
  }

  /**
   * A UUIDv7 generator with the defaults, per-thread if {@code sortid.per-thread} names UUIDV7.
   *
   * @param properties the {@code sortid.*} properties
   * @return the generator
   */
  @Bean
  @Lazy
  @ConditionalOnMissingBean
  public UuidV7Generator uuidV7Generator(SortidProperties properties) {
    UuidV7Generator.Builder builder = UuidV7Generator.builder();
    return (properties.perThread(IdScheme.UUIDV7) ? builder.perThread() : builder).build();
  }

  /**
   * The SCRU64 generator: the lease's, or one with the StatefulSet pod's node spec, or one with the
   * configured node spec.
   *
   * @param properties the {@code sortid.*} properties
   * @param lease the leased node id, if there is one
   * @param statefulSet the node spec of the StatefulSet pod, if enabled
   * @return the generator
   * @throws IllegalStateException if there is neither a lease nor a node spec
   */
  @Bean
  @Lazy
  @ConditionalOnMissingBean
  public Scru64Generator scru64Generator(
      SortidProperties properties,
      ObjectProvider<NodeIdLease> lease,
      @Qualifier(STATEFUL_SET_NODE_SPEC) ObjectProvider<Scru64NodeSpec> statefulSet) {
    NodeIdLease leased = lease.getIfAvailable();
    if (leased != null) {
      return leased.generator();
    }
    Scru64NodeSpec pod = statefulSet.getIfAvailable();
    if (pod != null) {
      return Scru64Generator.builder().nodeSpec(pod).build();
    }
    String nodeSpec = properties.getScru64().getNodeSpec();
    if (nodeSpec == null) {
      throw new IllegalStateException(
          "a SCRU64 generator needs a node id: set "
              + NODE_SPEC
              + " (a node id unique among the running generators and its size in bits, e.g. 42/8)"
              + " or "
              + LEASE_URL
              + " (a JDBC URL or ZooKeeper connect string to lease a node id from) or "
              + STATEFUL_SET
              + "=true (the ordinal of a Kubernetes StatefulSet pod), or define a"
              + " Scru64Generator or NodeIdLease bean");
    }
    return Scru64Generator.builder().nodeSpec(Scru64NodeSpec.parse(nodeSpec)).build();
  }

  /**
   * Fails when more than one source of the SCRU64 node id is configured.
   *
   * @throws MutuallyExclusiveConfigurationPropertiesException naming those set
   */
  static void requireOneNodeIdSource(SortidProperties.Scru64 scru64) {
    List<String> configured = new ArrayList<>();
    if (scru64.getNodeSpec() != null) {
      configured.add(NODE_SPEC);
    }
    if (scru64.getLease().getUrl() != null) {
      configured.add(LEASE_URL);
    }
    if (scru64.getStatefulSet().isEnabled()) {
      configured.add(STATEFUL_SET);
    }
    if (configured.size() > 1) {
      throw new MutuallyExclusiveConfigurationPropertiesException(
          configured, List.of(NODE_SPEC, LEASE_URL, STATEFUL_SET));
    }
  }

  /** The leased SCRU64 node id, when {@code sortid.scru64.lease.url} is set. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty(LEASE_URL)
  @ConditionalOnMissingBean(NodeIdLease.class)
  public static class LeaseConfiguration {

    /** Creates the configuration. */
    public LeaseConfiguration() {}

    /**
     * The lease store, closed with the context.
     *
     * @param properties the {@code sortid.*} properties
     * @return the leases of the configured store and realm
     * @throws MutuallyExclusiveConfigurationPropertiesException if a node spec or the StatefulSet
     *     is set as well
     */
    @Bean
    LeaseStore sortidLeaseStore(SortidProperties properties) {
      SortidProperties.Scru64 scru64 = properties.getScru64();
      requireOneNodeIdSource(scru64);
      SortidProperties.Lease lease = scru64.getLease();
      NodeIdLeasesBuilder builder =
          NodeIdLeases.connect(lease.getUrl())
              .realm(lease.getRealm())
              .nodeIdSize(lease.getNodeSize())
              .leaseTime(lease.getLeaseTime())
              .acquireTimeout(lease.getAcquireTimeout())
              .closeTimeout(lease.getCloseTimeout())
              .replaceLost(lease.isReplaceLost());
      if (lease.nodeIdRange() != null) {
        builder.nodeIds(lease.nodeIdRange());
      }
      return new LeaseStore(builder.build());
    }

    /**
     * The lease, acquired now and released with the context.
     *
     * @param store the lease store
     * @return the lease
     */
    @Bean(destroyMethod = "close")
    NodeIdLease sortidScru64Lease(LeaseStore store) {
      return store.leases.acquire();
    }
  }

  /** The node spec of a Kubernetes StatefulSet pod, when {@code stateful-set.enabled=true}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty(name = STATEFUL_SET, havingValue = "true")
  public static class StatefulSetConfiguration {

    /** Creates the configuration. */
    public StatefulSetConfiguration() {}

    /**
     * The node spec of this pod's ordinal, resolved now, so that a pod without one fails its start.
     *
     * @param properties the {@code sortid.*} properties
     * @return ordinal + offset, of the configured size
     * @throws MutuallyExclusiveConfigurationPropertiesException if a node spec or a lease URL is
     *     set as well
     * @throws IllegalStateException if there is no ordinal, or it does not fit in the size, with a
     *     message that says how to set it
     */
    @Bean(STATEFUL_SET_NODE_SPEC)
    Scru64NodeSpec sortidStatefulSetNodeSpec(SortidProperties properties) {
      requireOneNodeIdSource(properties.getScru64());
      SortidProperties.StatefulSet pod = properties.getScru64().getStatefulSet();
      if (pod.getOrdinal() == null) {
        return Scru64NodeSpec.fromStatefulSet(pod.getOffset(), pod.getNodeSize());
      }
      try {
        return Scru64NodeSpec.ofOrdinal(pod.getOrdinal(), pod.getOffset(), pod.getNodeSize());
      } catch (IllegalArgumentException e) {
        throw new IllegalStateException(
            "sortid.scru64.stateful-set.ordinal gives no SCRU64 node id: " + e.getMessage(), e);
      }
    }
  }

  /**
   * Holds the {@link NodeIdLeases} of the configured store and closes it with the context, so that
   * the {@code NodeIdLeases} is no bean itself: an application's own {@code NodeIdLeases} bean
   * (another store or realm) then neither collides with it where a {@code NodeIdLeases} is injected
   * nor is injected into the lease configured here.
   */
  static final class LeaseStore implements DisposableBean {
    final NodeIdLeases leases;

    LeaseStore(NodeIdLeases leases) {
      this.leases = leases;
    }

    @Override
    public void destroy() {
      leases.close();
    }
  }

  /** The 400 answer to malformed ids, in web applications. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication
  @ConditionalOnClass(name = "org.springframework.http.ProblemDetail")
  public static class WebConfiguration {

    /** Creates the configuration. */
    public WebConfiguration() {}

    /**
     * The handler of malformed ids in path variables and request parameters.
     *
     * @return the handler
     */
    @Bean
    @ConditionalOnMissingBean
    public IdFormatProblemHandler sortidIdFormatProblemHandler() {
      return new IdFormatProblemHandler();
    }
  }
}
