/**
 * Spring Boot auto-configuration of sortid that does not depend on the Boot generation: {@link
 * dev.sortid.spring.SortidAutoConfiguration} and {@link dev.sortid.spring.SortidProperties}. See
 * {@code docs/spring-boot.md}.
 */
package dev.sortid.spring;
