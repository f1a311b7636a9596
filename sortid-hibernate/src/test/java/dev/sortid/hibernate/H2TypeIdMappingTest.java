package dev.sortid.hibernate;

import java.util.Map;

/** The TypeID mapping tests on H2 (in memory). */
final class H2TypeIdMappingTest extends TypeIdMappingTests {
  @Override
  Map<String, Object> startDatabase() {
    return Databases.h2();
  }

  @Override
  void stopDatabase() {}
}
