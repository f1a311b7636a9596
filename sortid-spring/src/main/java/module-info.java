/**
 * The part of the sortid Spring Boot auto-configuration that is the same on Spring Boot 3.5 and
 * 4.0: generator beans, web binding of the id types, the {@code sortid.*} configuration properties
 * and leased SCRU64 node ids. It comes with {@code sortid-spring-boot} (Boot 3.5, Jackson 2) or
 * {@code sortid-spring-boot4} (Boot 4.0, Jackson 3), which add the JSON mapper and the health
 * indicator of their generation.
 */
module dev.sortid.spring {
  requires transitive dev.sortid;
  requires transitive dev.sortid.nodeid;
  requires spring.beans;
  requires spring.boot;
  requires spring.boot.autoconfigure;
  requires spring.context;
  requires spring.core;
  // only web applications have it
  requires static spring.web;
  // only applications with Micrometer have it: Scru64LeaseMetrics
  requires static micrometer.core;

  exports dev.sortid.spring;

  // Spring reads the configuration classes and binds the properties by reflection
  opens dev.sortid.spring to
      spring.core,
      spring.beans,
      spring.context,
      spring.boot;
}
