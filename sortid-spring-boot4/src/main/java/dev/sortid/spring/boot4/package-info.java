/**
 * The Spring Boot 4.0 part of the sortid auto-configuration: Jackson 3 and Actuator. See {@code
 * docs/spring-boot.md}.
 */
package dev.sortid.spring.boot4;
