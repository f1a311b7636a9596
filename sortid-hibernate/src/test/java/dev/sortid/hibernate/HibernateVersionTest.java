package dev.sortid.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.hibernate.Version;
import org.junit.jupiter.api.Test;

/** The tests run on the Hibernate the build meant: 6.6 by default, 7 with -P hibernate7. */
final class HibernateVersionTest {
  @Test
  void version_isTheOneTheBuildChose() {
    assertEquals(System.getProperty("expected.hibernate.version"), Version.getVersionString());
  }
}
