package dev.sortid.spring.boot;

import dev.sortid.spring.tests.StatefulSetTests;

/** {@link StatefulSetTests} on Spring Boot 3.5. */
final class StatefulSetTest extends StatefulSetTests {}
