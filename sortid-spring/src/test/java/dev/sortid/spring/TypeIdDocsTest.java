package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/typeid.md shows the example application exactly as the file that the Boot modules' tests
 * start ({@code dev.sortid.spring.tests.TypeIdExampleTests}).
 */
final class TypeIdDocsTest {

  @Test
  void page_showsTheTestedExampleVerbatim() throws IOException {
    String example =
        Files.readString(Path.of("src/test/java/dev/sortid/spring/users/UsersApplication.java"));
    String text = Files.readString(Path.of("../docs/typeid.md"));
    assertTrue(text.contains("```java\n" + example + "```\n"), "docs/typeid.md lacks the example");
  }
}
