package dev.sortid.spring.boot;

import dev.sortid.spring.tests.ModuleDescriptorTests;

final class ModuleDescriptorTest extends ModuleDescriptorTests {
  ModuleDescriptorTest() {
    super("dev.sortid.spring.boot");
  }
}
