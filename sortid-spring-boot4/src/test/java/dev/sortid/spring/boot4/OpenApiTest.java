package dev.sortid.spring.boot4;

import dev.sortid.springdoc.tests.OpenApiTests;

/** {@link OpenApiTests} of sortid-springdoc on Spring Boot 4.0 with springdoc-openapi 3.0. */
final class OpenApiTest extends OpenApiTests {}
