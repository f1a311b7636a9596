package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.TypeIdWebTests;

/** {@link TypeIdWebTests} on Spring Boot 4. */
final class TypeIdWebTest extends TypeIdWebTests {}
