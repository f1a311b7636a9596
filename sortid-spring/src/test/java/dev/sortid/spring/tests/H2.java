package dev.sortid.spring.tests;

import java.util.concurrent.atomic.AtomicInteger;

/** In-memory H2 lease stores, one database each. */
public final class H2 {
  private static final AtomicInteger NEXT = new AtomicInteger();

  private H2() {}

  /**
   * Returns the URL of a new in-memory database that lives until the JVM ends.
   *
   * @return a JDBC URL
   */
  public static String newUrl() {
    return "jdbc:h2:mem:sortid-spring-" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
  }
}
