package dev.sortid.cli;

import dev.sortid.IdScheme;
import dev.sortid.nodeid.NodeIdLeaseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ScopeType;

/**
 * The {@code sortid} command and the streams its subcommands share. Its picocli model, and those of
 * its subcommands, are built in code (see {@link ArgSpecs}); a run builds only the models it needs.
 */
final class SortidCommand implements Runnable {
  /**
   * The subcommands that need no other, in the order help lists them: their own help and completion
   * are all of them. A run finds the one it runs by name, before picocli builds anything, and
   * builds only its model.
   */
  static final List<String> SELF_CONTAINED =
      List.of(
          GenerateCommand.NAME,
          BoundsCommand.NAME,
          InspectCommand.NAME,
          ConvertCommand.NAME,
          ValidateCommand.NAME);

  /** How long a signal waits for the reader to take the buffered output. */
  static final long FLUSH_ON_SIGNAL_MILLIS = 2_000;

  /** The environment variable that turns on --debug. */
  static final String DEBUG_ENVIRONMENT = "SORTID_DEBUG";

  /** {@code --debug}; its copies in the subcommands set the same value. */
  private final OptionSpec debug =
      OptionSpec.builder(OptionNames.DEBUG)
          .type(boolean.class)
          .scopeType(ScopeType.INHERIT)
          .description("on failure, also print the stack trace (or set SORTID_DEBUG=1)")
          .build();

  /**
   * The model of the {@code sortid} command. Its scope is inherited: the subcommands added to it
   * take its version provider, its help width, its footer (those without one) and {@code --debug}.
   */
  private final CommandSpec spec;

  final InputStream in;
  final AsciiOutput out;
  final PrintWriter err;

  /** What a signal must close after the output is flushed (a held lease), or null. */
  private final AtomicReference<AutoCloseable> onTerminate = new AtomicReference<>();

  private volatile boolean terminating;

  SortidCommand(InputStream in, OutputStream out, PrintStream err) {
    this.in = in;
    this.out = new AsciiOutput(out);
    this.err = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    spec =
        CommandSpec.wrapWithoutInspection(this)
            .name("sortid")
            .scopeType(ScopeType.INHERIT)
            .versionProvider(new Version());
    spec.usageMessage()
        .autoWidth(true)
        .description(
            "Generate, inspect, convert and validate sortable unique ids: SCRU128, SCRU64, SCRU160,"
                + " ULID, EUID and UUIDv7.")
        .footer(
            "",
            "Examples:",
            "  sortid generate ulid -n 5",
            "  sortid generate scru64 --node-spec 42/8 --format int",
            "  sortid inspect 0372hg16csmsm50l8dikcvukc",
            "  sortid generate scru128 -n 1000000 | sortid validate --ordered",
            "");
    spec.addOption(debug);
    ArgSpecs.addHelpOptions(spec);
  }

  /** The model of one of the {@link #SELF_CONTAINED} subcommands. */
  private CommandSpec subcommand(String name) {
    return switch (name) {
      case GenerateCommand.NAME -> new GenerateCommand(this).spec();
      case BoundsCommand.NAME -> new BoundsCommand(this).spec();
      case InspectCommand.NAME -> new InspectCommand(this).spec();
      case ConvertCommand.NAME -> new ConvertCommand(this).spec();
      case ValidateCommand.NAME -> new ValidateCommand(this).spec();
      default -> throw new IllegalArgumentException("not a self-contained command: " + name);
    };
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "missing command");
  }

  /**
   * Runs a command line against the given streams and returns the exit status.
   *
   * @return one of the {@link ExitStatus} values
   */
  static int execute(String[] args, InputStream in, OutputStream out, PrintStream err) {
    return new SortidCommand(in, out, err).execute(args);
  }

  /** Runs a command line and returns the exit status; see {@link ExitStatus}. */
  int execute(String[] args) {
    String only = selfContainedCommand(args);
    if (GenerateCommand.NAME.equals(only)) {
      SeedWarmUp.start();
    }
    CommandLine cli = new CommandLine(spec);
    for (String name : SELF_CONTAINED) {
      if (only == null || only.equals(name)) {
        cli.addSubcommand(name, subcommand(name));
      }
    }
    if (only == null) { // picocli's own commands, built from their annotations
      cli.addSubcommand(AutoComplete.GenerateCompletion.class);
      cli.addSubcommand(CommandLine.HelpCommand.class);
    }
    // no @FILE argument files: an argument that starts with @ is an argument like any other (an
    // unreadable file made picocli throw past its handlers, and -- did not stop the expansion)
    cli.setExpandAtFiles(false);
    withExitStatuses(cli);
    if (only == null || asksForHelp(args)) { // a run that prints no help loads none of it
      HelpLayout.install(cli);
    }
    cli.setOut(new PrintWriter(new OutputStreamWriter(new OutputAdapter(out)), true));
    cli.setErr(err);
    cli.setParameterExceptionHandler(
        (e, args1) -> {
          String command = e.getCommandLine().getCommandSpec().qualifiedName();
          return report(
              new UsageException(e.getMessage() + " (see " + command + " --help)"),
              ExitStatus.USAGE);
        });
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> fail(e));
    int status;
    try {
      status = cli.execute(args);
    } catch (RuntimeException | Error e) { // an Error escapes picocli's handler
      status = fail(e);
    }
    try {
      out.flush();
    } catch (OutputException e) {
      if (status == ExitStatus.OK) {
        status = fail(e);
      }
    }
    err.flush();
    return status;
  }

  /**
   * The command the line runs, when it is one of the five that are self-contained (generate,
   * bounds, inspect, convert, validate), else null: then the command line needs them all (top-level
   * help, the help command, completion, an error). The command is the first argument that is not an
   * option ({@code --debug}, {@code -h}, {@code -V}, which take no value); {@code --} stops the
   * search.
   */
  static String selfContainedCommand(String[] args) {
    for (String arg : args) {
      if (arg.equals("--")) {
        return null;
      }
      if (!arg.startsWith("-")) {
        return SELF_CONTAINED.contains(arg) ? arg : null;
      }
    }
    return null;
  }

  /** True when the line has {@code --help} or {@code -h} (alone or among short options). */
  private static boolean asksForHelp(String[] args) {
    for (String arg : args) {
      boolean shortOptions = arg.length() > 1 && arg.charAt(0) == '-' && arg.charAt(1) != '-';
      if (arg.equals(OptionNames.HELP)
          || (shortOptions && arg.indexOf(OptionNames.HELP_SHORT.charAt(1)) > 0)) {
        return true;
      }
    }
    return false;
  }

  /** Ends the help of every command with the exit statuses. */
  private static void withExitStatuses(CommandLine cli) {
    String[] footer = cli.getCommandSpec().usageMessage().footer();
    String[] all = java.util.Arrays.copyOf(footer, footer.length + ExitStatus.HELP.length);
    System.arraycopy(ExitStatus.HELP, 0, all, footer.length, ExitStatus.HELP.length);
    cli.getCommandSpec().usageMessage().footer(all);
    cli.getSubcommands().values().forEach(SortidCommand::withExitStatuses);
  }

  /**
   * Called from the shutdown hook on SIGTERM and SIGINT (and at every exit, when it finds nothing
   * left to do): writes out the ids generated so far while it releases what {@link
   * #closeOnTerminate} registered (a leased node id, whose store records the last tick issued,
   * buffered ids included), and silences the command's own failure reports. Both are bounded, and
   * run side by side, so a signal ends the command within the longer of the two bounds: the
   * release's own deadline ({@code --release-timeout}, whatever the store does), and {@link
   * #FLUSH_ON_SIGNAL_MILLIS} ms for a reader that takes no output (a full pipe), whose ids are then
   * dropped, in whole lines (see {@link AsciiOutput}).
   */
  void terminate() {
    terminating = true;
    long start = System.nanoTime();
    Thread flusher = new Thread(out::flushAndStop, "sortid-flush");
    flusher.setDaemon(true);
    flusher.start();
    AutoCloseable resource = onTerminate.getAndSet(null);
    if (resource != null) {
      try {
        resource.close();
      } catch (Exception e) {
        // best effort: a lease not released expires in its store
      }
    }
    long left = FLUSH_ON_SIGNAL_MILLIS - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    try {
      if (left > 0) { // join(0) would wait for ever
        flusher.join(left);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** True once {@link #terminate()} has begun (a signal, or the exit). */
  boolean terminating() {
    return terminating;
  }

  /** Registers what {@link #terminate()} must close (null: nothing). */
  void closeOnTerminate(AutoCloseable resource) {
    onTerminate.set(resource);
  }

  /** Reports a failure in one line (and the trace with --debug); returns the exit status. */
  int fail(Throwable e) {
    if (e instanceof OutputException output && output.readerGone()) {
      return ExitStatus.OK; // like `seq | head`: the reader had what it wanted
    }
    if (e instanceof OutputException) {
      return report(
          new CommandFailure(
              ExitStatus.IO_ERROR, "cannot write to standard output: " + e.getMessage(), e),
          ExitStatus.IO_ERROR);
    }
    if (e instanceof CommandFailure failure) {
      return report(e, failure.status());
    }
    if (e instanceof NodeIdLeaseException) {
      // a store failure carries the store's exception; a refusal (all held, lost) has none
      return report(e, e.getCause() == null ? ExitStatus.NOT_NOW : ExitStatus.STORE_UNAVAILABLE);
    }
    if (e instanceof IllegalStateException) { // a generator: the clock, a wait that ran out
      return report(e, ExitStatus.NOT_NOW);
    }
    return report(
        new CommandFailure(
            ExitStatus.INTERNAL_ERROR,
            "internal error: "
                + e
                + (debug() ? "" : " (run with --debug for the trace, and please report it)"),
            e),
        ExitStatus.INTERNAL_ERROR);
  }

  private int report(Throwable e, int status) {
    if (terminating) {
      return status; // a signal ends the process: its own status stands, and stderr stays quiet
    }
    if (debug()) {
      Throwable trace = e instanceof CommandFailure && e.getCause() != null ? e.getCause() : e;
      trace.printStackTrace(err);
    }
    err.println("sortid: " + oneLine(e.getMessage()));
    return status;
  }

  /** A word of a report longer than this is cut to its first {@value #WORD_SHOWN} chars. */
  private static final int WORD_MAX = 100;

  private static final int WORD_SHOWN = 64;

  /**
   * The message on one line: a driver's message may carry the SQL on lines of its own, and the
   * failure report is one line. A word longer than {@value #WORD_MAX} chars (an argument of 100,000
   * chars that a message repeats) is cut to its first {@value #WORD_SHOWN} and its length.
   */
  static String oneLine(String message) {
    String line = String.valueOf(message).strip().replaceAll("\\s*\\R\\s*", " ");
    if (line.length() <= WORD_MAX) {
      return line;
    }
    StringBuilder out = new StringBuilder();
    for (String word : line.split(" ", -1)) {
      if (out.length() > 0) {
        out.append(' ');
      }
      if (word.length() > WORD_MAX) {
        out.append(word, 0, WORD_SHOWN).append("... (").append(word.length()).append(" chars)");
      } else {
        out.append(word);
      }
    }
    return out.toString();
  }

  /** True with {@code --debug} or {@code SORTID_DEBUG} set (and not 0). */
  boolean debug() {
    String environment = System.getenv(DEBUG_ENVIRONMENT);
    return Boolean.TRUE.equals(debug.getValue())
        || (environment != null && !environment.isEmpty() && !"0".equals(environment));
  }

  /**
   * Resolves a scheme name given on the command line, in any case.
   *
   * @param typeId whether the command also takes {@value TypeIds#NAME} (which the caller handles
   *     before): the message then lists it
   */
  static IdScheme scheme(String name, boolean typeId) {
    try {
      return IdScheme.valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          "unknown scheme '" + name + "' (expected " + SchemeNames.list(typeId) + ")");
    }
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

  /** Help and version text into the shared output, so that both end the same way on a pipe. */
  private static final class OutputAdapter extends OutputStream {
    private final AsciiOutput out;

    OutputAdapter(AsciiOutput out) {
      this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
      out.writeBytes(new byte[] {(byte) b});
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      byte[] copy = new byte[length];
      System.arraycopy(bytes, offset, copy, 0, length);
      out.writeBytes(copy);
    }
  }
}
