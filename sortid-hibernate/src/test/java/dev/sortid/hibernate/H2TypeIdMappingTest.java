package dev.sortid.hibernate;

/** The TypeID mapping tests on H2 (in memory). */
final class H2TypeIdMappingTest extends TypeIdMappingTests {
  @Override
  Databases.Database database() {
    return Databases::h2;
  }
}
