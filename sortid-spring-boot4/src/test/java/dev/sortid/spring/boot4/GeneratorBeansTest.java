package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.GeneratorBeansTests;

/** {@link GeneratorBeansTests} on Spring Boot 4.0. */
final class GeneratorBeansTest extends GeneratorBeansTests {}
