package dev.sortid.spring.boot4;

import dev.sortid.spring.tests.AutoConfigurationConditionsTests;

/** {@link AutoConfigurationConditionsTests} on Spring Boot 4. */
final class AutoConfigurationConditionsTest extends AutoConfigurationConditionsTests {}
