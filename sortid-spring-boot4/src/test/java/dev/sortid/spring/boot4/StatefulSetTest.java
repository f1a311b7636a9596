package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.StatefulSetTests;

/** {@link StatefulSetTests} on Spring Boot 4.0. */
final class StatefulSetTest extends StatefulSetTests {}
