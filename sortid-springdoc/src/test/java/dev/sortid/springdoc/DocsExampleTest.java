package dev.sortid.springdoc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/openapi.md shows the application that the OpenAPI tests start, verbatim. */
final class DocsExampleTest {

  @Test
  void page_showsTheTestedApplication() throws IOException {
    String example =
        Files.readString(Path.of("src/test/java/dev/sortid/springdoc/app/ApiApplication.java"));
    assertTrue(
        Files.readString(Path.of("../docs/openapi.md")).contains("```java\n" + example + "```\n"));
  }
}
