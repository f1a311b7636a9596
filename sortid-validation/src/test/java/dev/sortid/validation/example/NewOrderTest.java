package dev.sortid.validation.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/validation.md shows the example verbatim, and the output it prints. */
final class NewOrderTest {

  @Test
  void docsPage_showsTheExampleAndItsOutput() throws IOException {
    String page = Files.readString(Path.of("../docs/validation.md"));
    String example =
        Files.readString(Path.of("src/test/java/dev/sortid/validation/example/NewOrder.java"));
    assertTrue(page.contains("```java\n" + example + "```\n"), "docs/validation.md lacks it");
    PrintStream out = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      NewOrder.main(new String[0]);
    } finally {
      System.setOut(out);
    }
    String output = printed.toString(StandardCharsets.UTF_8);
    assertEquals(3, output.lines().count(), output);
    assertTrue(page.contains("```\n" + output + "```\n"), "docs/validation.md lacks:\n" + output);
  }
}
