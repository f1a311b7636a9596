package dev.sortid.spring;

import dev.sortid.spring.tests.AutoConfigurationConditionsTests;

/**
 * {@link AutoConfigurationConditionsTests} on the Boot this module is compiled against (3.5); the
 * Boot modules run them again on theirs.
 */
final class AutoConfigurationConditionsTest extends AutoConfigurationConditionsTests {}
