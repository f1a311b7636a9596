package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/spring-boot.md shows the example application exactly as the file that the Boot modules'
 * tests start.
 */
final class DocsExampleTest {

  @ParameterizedTest
  @ValueSource(strings = {"../docs/spring-boot.md"})
  void page_showsTheTestedExampleVerbatim(String page) throws IOException {
    String example =
        Files.readString(Path.of("src/test/java/dev/sortid/spring/example/OrdersApplication.java"));
    String text = Files.readString(Path.of(page));
    assertTrue(text.contains("```java\n" + example + "```\n"), page + " lacks the example");
  }
}
