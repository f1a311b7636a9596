/**
 * The Spring Boot 3.5 part of the sortid auto-configuration: Jackson 2 and Actuator. See {@code
 * docs/spring-boot.md}.
 */
package dev.sortid.spring.boot;
