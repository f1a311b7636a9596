package dev.sortid.springdoc;

import dev.sortid.springdoc.tests.OpenApiTests;

/** {@link OpenApiTests} on Spring Boot 3.5 with springdoc-openapi 2.8. */
final class OpenApiTest extends OpenApiTests {}
