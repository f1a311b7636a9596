package dev.sortid.spring.boot;

import dev.sortid.spring.tests.TypeIdExampleTests;

/** {@link TypeIdExampleTests} on Spring Boot 3. */
final class TypeIdExampleTest extends TypeIdExampleTests {}
