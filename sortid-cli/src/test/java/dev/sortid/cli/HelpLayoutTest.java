package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/** Help at several widths: words whole, examples whole, continuation lines indented. */
final class HelpLayoutTest {

  @ParameterizedTest
  @ValueSource(ints = {55, 64, 80, 100, 132})
  void help_wrapsOnlyAtSpaces_keepsExamplesWhole_indentsContinuations(int width) {
    for (CommandSpec spec : specs()) {
      String help = help(width, spec.name(), "--help");
      Set<String> words = new HashSet<>(List.of(help.split("\\s+")));
      for (String text : texts(spec)) {
        for (String word : text.strip().split("\\s+")) {
          assertTrue(words.contains(word), () -> spec.name() + " at " + width + ": " + word);
        }
        if (text.startsWith("  sortid ")) {
          assertTrue(help.contains("\n" + text + "\n"), () -> "example cut: " + text);
        }
      }
      List<String> lines = help.lines().toList();
      int status = lines.indexOf("Exit status:");
      assertTrue(status > 0, help);
      for (String line : lines.subList(status + 1, lines.size() - 2)) {
        assertTrue(line.startsWith("  "), () -> "continuation not indented: " + line);
      }
      for (String line : lines) {
        boolean overflow = line.length() > width;
        assertTrue(
            !overflow || line.startsWith("  sortid ") || line.strip().indexOf(' ') < 0,
            () -> "wider than " + width + ": " + line);
      }
    }
  }

  /** The top-level help lists the commands with their summaries, words whole. */
  @ParameterizedTest
  @ValueSource(ints = {55, 64, 80})
  void topLevelHelp_commandSummariesWrapOnlyAtSpaces(int width) {
    String help = help(width, "--help");
    Set<String> words = new HashSet<>(List.of(help.split("\\s+")));
    List<String> summaries = new ArrayList<>();
    summaries.add("Generate bash/zsh completion script for sortid.");
    for (CommandSpec spec : specs()) {
      summaries.add(spec.usageMessage().description()[0]);
    }
    for (String summary : summaries) {
      for (String word : summary.split("\\s+")) {
        assertTrue(words.contains(word), () -> "at " + width + ": " + word + "\n" + help);
      }
    }
  }

  /** Completion offers the values in the case the help shows them. */
  @ParameterizedTest
  @ValueSource(strings = {"\"text\" \"hex\" \"uuid\" \"int\" \"json\""})
  void completion_offersLowercaseValues(String formats) {
    String script = help(80, "generate-completion");
    assertEquals(2, script.split(formats, -1).length - 1, "generate and bounds --format");
    assertTrue(!script.contains("\"TEXT\""), "upper case candidates");
  }

  /** Every text of the command's help that the layout wraps. */
  private static List<String> texts(CommandSpec spec) {
    List<String> texts = new ArrayList<>();
    texts.addAll(List.of(spec.usageMessage().description()));
    texts.addAll(List.of(spec.usageMessage().footer()));
    for (ArgSpec arg : spec.args()) {
      texts.addAll(List.of(arg.description()));
    }
    texts.removeIf(String::isBlank);
    return texts;
  }

  private static List<CommandSpec> specs() {
    SortidCommand root =
        new SortidCommand(
            new ByteArrayInputStream(new byte[0]),
            new ByteArrayOutputStream(),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    return List.of(
        new GenerateCommand(root).spec(),
        new BoundsCommand(root).spec(),
        new InspectCommand(root).spec(),
        new ConvertCommand(root).spec(),
        new ValidateCommand(root).spec());
  }

  private static String help(int width, String... args) {
    String previous = System.getProperty("picocli.usage.width");
    System.setProperty("picocli.usage.width", Integer.toString(width));
    try {
      Cli.Result result = Cli.run(args);
      assertEquals(0, result.status(), result.err());
      return result.out();
    } finally {
      if (previous == null) {
        System.clearProperty("picocli.usage.width");
      } else {
        System.setProperty("picocli.usage.width", previous);
      }
    }
  }
}
