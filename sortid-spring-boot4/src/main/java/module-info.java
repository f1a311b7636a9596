/**
 * sortid for Spring Boot 4.0: the auto-configuration of {@code dev.sortid.spring} (generators, web
 * binding, properties, leased SCRU64 node ids), plus the Jackson 3 {@link
 * dev.sortid.jackson3.SortidModule} in Boot's {@code JsonMapper}, and an Actuator health indicator
 * and Micrometer meters of the SCRU64 lease.
 */
// the name ends in a digit on purpose: it pairs with the artifact sortid-spring-boot4 and Boot 4
@SuppressWarnings("module")
module dev.sortid.spring.boot4 {
  requires transitive dev.sortid.spring;
  requires transitive dev.sortid.jackson3;
  requires spring.beans;
  requires spring.boot;
  requires spring.boot.autoconfigure;
  requires spring.context;
  // only applications with Jackson, or with Actuator, have them
  requires static spring.boot.jackson;
  requires static spring.boot.health;
  requires static spring.boot.micrometer.metrics;
  requires static micrometer.core;

  exports dev.sortid.spring.boot4;

  opens dev.sortid.spring.boot4 to
      spring.core,
      spring.beans,
      spring.context;
}
