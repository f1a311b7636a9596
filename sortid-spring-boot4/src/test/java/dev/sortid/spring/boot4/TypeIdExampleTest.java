package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.TypeIdExampleTests;

/** {@link TypeIdExampleTests} on Spring Boot 4. */
final class TypeIdExampleTest extends TypeIdExampleTests {}
