/**
 * sortid for Spring Boot 3.5: the auto-configuration of {@code dev.sortid.spring} (generators, web
 * binding, properties, leased SCRU64 node ids), plus the Jackson 2 {@link
 * dev.sortid.jackson.SortidModule} in Boot's {@code ObjectMapper}, and an Actuator health indicator
 * and Micrometer meters of the SCRU64 lease.
 */
module dev.sortid.spring.boot {
  requires transitive dev.sortid.spring;
  requires transitive dev.sortid.jackson;
  requires spring.beans;
  requires spring.boot;
  requires spring.boot.autoconfigure;
  requires spring.context;
  // only applications with Actuator have them
  requires static spring.boot.actuator;
  requires static spring.boot.actuator.autoconfigure;
  requires static micrometer.core;

  exports dev.sortid.spring.boot;

  opens dev.sortid.spring.boot to
      spring.core,
      spring.beans,
      spring.context;
}
