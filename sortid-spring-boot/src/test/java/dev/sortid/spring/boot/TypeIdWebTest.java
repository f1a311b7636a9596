package dev.sortid.spring.boot;

import dev.sortid.spring.tests.TypeIdWebTests;

/** {@link TypeIdWebTests} on Spring Boot 3. */
final class TypeIdWebTest extends TypeIdWebTests {}
