package dev.sortid.spring.boot;

import dev.sortid.spring.tests.GeneratorBeansTests;

/** {@link GeneratorBeansTests} on Spring Boot 3.5. */
final class GeneratorBeansTest extends GeneratorBeansTests {}
