package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A run builds only the command it runs; help and completion still see them all. */
final class SubcommandsTest {
  @Test
  void selfContainedCommand_isTheFirstArgumentThatIsNotAnOption() {
    assertEquals("generate", SortidCommand.selfContainedCommand(new String[] {"generate"}));
    assertEquals(
        "validate",
        SortidCommand.selfContainedCommand(new String[] {"--debug", "validate", "--ordered"}));
    assertEquals("inspect", SortidCommand.selfContainedCommand(new String[] {"inspect", "ulid"}));
  }

  @Test
  void selfContainedCommand_isNullWhereTheLineNeedsEveryCommand() {
    assertNull(SortidCommand.selfContainedCommand(new String[0]));
    assertNull(SortidCommand.selfContainedCommand(new String[] {"--help"}));
    assertNull(SortidCommand.selfContainedCommand(new String[] {"help", "generate"}));
    assertNull(SortidCommand.selfContainedCommand(new String[] {"generate-completion"}));
    assertNull(SortidCommand.selfContainedCommand(new String[] {"@args.txt"}));
    assertNull(SortidCommand.selfContainedCommand(new String[] {"--", "generate"}));
    assertNull(SortidCommand.selfContainedCommand(new String[] {"genrate"}));
  }

  /** The help a command gives alone is the help the help command gives with every command built. */
  @ParameterizedTest
  @ValueSource(strings = {"generate", "bounds", "inspect", "convert", "validate"})
  void help_alone_isTheSameAsWithEveryCommand(String command) {
    Cli.Result alone = Cli.run(command, "--help");
    Cli.Result all = Cli.run("help", command);
    assertEquals(0, alone.status(), alone.err());
    assertTrue(alone.out().startsWith("Usage: sortid " + command), alone.out());
    assertEquals(all.out(), alone.out());
  }

  @Test
  void topLevelHelpAndCompletion_listEveryCommand() {
    String help = Cli.run("--help").out();
    String completion = Cli.run("generate-completion").out();
    for (String command : new String[] {"generate", "bounds", "inspect", "convert", "validate"}) {
      assertTrue(help.contains("  " + command + " "), help);
      assertTrue(completion.contains(command), command);
    }
    assertTrue(help.contains("  help "), help);
  }
}
