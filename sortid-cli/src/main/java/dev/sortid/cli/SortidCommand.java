package dev.sortid.cli;

import dev.sortid.IdScheme;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code sortid} command and the streams its subcommands share. */
@Command(
    name = "sortid",
    mixinStandardHelpOptions = true,
    versionProvider = SortidCommand.Version.class,
    description =
        "Generate, inspect, convert and validate sortable unique ids:%n"
            + "SCRU128, SCRU64, SCRU160, ULID and EUID.",
    subcommands = {
      GenerateCommand.class,
      InspectCommand.class,
      ConvertCommand.class,
      ValidateCommand.class,
      AutoComplete.GenerateCompletion.class
    },
    footer = {
      "",
      "Examples:",
      "  sortid generate ulid -n 5",
      "  sortid generate scru64 --node 42/8 --format int",
      "  sortid inspect 0372hg16csmsm50l8dikcvukc",
      "  sortid generate scru128 -n 1000000 | sortid validate --ordered",
      "",
      "Exit status: 0 done, 1 some input was invalid, 2 usage error."
    })
final class SortidCommand implements Runnable {
  /** Exit status when any input was invalid. */
  static final int INVALID_INPUT = 1;

  /** Exit status of a usage error (picocli's default for bad options too). */
  static final int USAGE = 2;

  @Spec CommandSpec spec;

  final InputStream in;
  final AsciiOutput out;
  final PrintWriter err;

  private SortidCommand(InputStream in, OutputStream out, PrintStream err) {
    this.in = in;
    this.out = new AsciiOutput(out);
    this.err = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "missing command");
  }

  /**
   * Runs a command line against the given streams and returns the exit status.
   *
   * @return 0 done, 1 some input invalid, 2 usage error
   */
  static int execute(String[] args, InputStream in, OutputStream out, PrintStream err) {
    SortidCommand root = new SortidCommand(in, out, err);
    CommandLine cli = new CommandLine(root);
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
    cli.setErr(root.err);
    cli.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          if (e instanceof UsageException) {
            root.err.println("sortid: " + e.getMessage());
            return USAGE;
          }
          throw e;
        });
    int status = cli.execute(args);
    try {
      root.out.flush();
    } catch (IOException e) {
      // the reader went away: nothing more to say to it
    }
    root.err.flush();
    return status;
  }

  /** Resolves a scheme name given on the command line, in any case. */
  static IdScheme scheme(String name) {
    try {
      return IdScheme.valueOf(name.toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UsageException("unknown scheme '" + name + "' (expected " + schemeNames() + ")");
    }
  }

  /** The scheme names in lowercase: {@code scru128, scru64, scru160, ulid or euid}. */
  private static String schemeNames() {
    IdScheme[] schemes = IdScheme.values();
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < schemes.length; i++) {
      names.append(i == 0 ? "" : i == schemes.length - 1 ? " or " : ", ");
      names.append(schemes[i].name().toLowerCase(java.util.Locale.ROOT));
    }
    return names.toString();
  }

  /** The version from the build. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      Properties properties = new Properties();
      try (InputStream in = SortidCommand.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          properties.load(in);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return new String[] {"sortid " + properties.getProperty("version", "unknown")};
    }
  }
}
