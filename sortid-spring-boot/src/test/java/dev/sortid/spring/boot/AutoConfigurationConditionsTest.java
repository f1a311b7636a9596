package dev.sortid.spring.boot;

import dev.sortid.spring.tests.AutoConfigurationConditionsTests;

/** {@link AutoConfigurationConditionsTests} on Spring Boot 3. */
final class AutoConfigurationConditionsTest extends AutoConfigurationConditionsTests {}
