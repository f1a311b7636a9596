package dev.sortid.cli;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.TypeId;
import dev.sortid.TypeIdGenerator;
import dev.sortid.UuidV7Generator;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeaseException;
import dev.sortid.nodeid.NodeIdLeases;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/** {@code sortid generate}: new ids, one per line. */
final class GenerateCommand implements Callable<Integer> {
  /** The command's name on the command line. */
  static final String NAME = "generate";

  /** Ids written under one hold of the output's monitor. */
  private static final int CHUNK = 256;

  /** The longest time ids stay in the output buffer. */
  private static final long FLUSH_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

  /** What to write for each id. */
  enum Format {
    TEXT,
    HEX,
    UUID,
    INT,
    JSON
  }

  private final SortidCommand root;
  private final CommandSpec spec;

  // the values of the command line, read by call()
  private Long count;
  private boolean stream;
  private Format format;
  private NodeOptions nodes;
  private LeaseOptions lease;
  private Integer extension;

  GenerateCommand(SortidCommand root) {
    this.root = root;
    spec = CommandSpec.wrapWithoutInspection(this).name(NAME);
    spec.usageMessage()
        .description("Generate new ids, one per line, in increasing order.")
        .footer(
            "",
            "Examples:",
            "  sortid generate",
            "  sortid generate ulid -n 5 --lower",
            "  sortid generate scru64 --node-spec 42/8",
            "  sortid generate scru64 --stateful-set 16/8",
            "  sortid generate scru160 --node-id 5/4",
            "  sortid generate scru64 --lease jdbc:h2:/tmp/sortid-leases -n 5",
            "  sortid generate scru64 --lease jdbc:h2:/tmp/sortid-leases --node-ids 0-15 -n 5",
            "  sortid generate euid --extension 7 --format uuid",
            "  sortid generate scru128 --stream | head -3",
            "  sortid generate ulid --at 2026-01-01T00:00:00Z -n 3",
            "  sortid generate typeid --prefix user -n 3",
            "",
            "TypeIDs (typeid) are a prefix and a UUIDv7 (user_01h455vb4pex5vsknk084sn02q): --prefix"
                + " names the prefix (default: none); formats text, json, uuid and hex.",
            "",
            "Output is buffered and written out whenever the generator is about to wait, at least"
                + " every 100 ms, at the end, and on Ctrl-C or SIGTERM.",
            "",
            "SCRU64 takes its node spec from --node-spec or --stateful-set, else the system property"
                + " sortid.scru64.nodeSpec, else the environment variable SCRU64_NODE_SPEC; or, with"
                + " --lease, it leases a node id that no other live lease of the realm holds (see"
                + " docs/node-ids.md). The node id is released at the end and on Ctrl-C or SIGTERM,"
                + " recording the last tick issued, so that the next holder starts right after it;"
                + " the release takes at most --release-timeout (default 3 s), so a signal ends the"
                + " command within that (or within 2 s, if longer, when the reader has stopped"
                + " reading).",
            "",
            "In a Kubernetes StatefulSet, --stateful-set OFFSET/SIZE makes node id = the pod's"
                + " ordinal + OFFSET, in SIZE bits: the ordinal from the environment variable"
                + " SCRU64_POD_INDEX (fill it from the label apps.kubernetes.io/pod-index), else from"
                + " the -N end of HOSTNAME (the pod name); OFFSET may be 0 or negative (0/8, -4/8).",
            "",
            "Lease stores: the command ships the H2 driver. An embedded H2 file (jdbc:h2:/path/file)"
                + " serves the processes of one machine, also at the same time; for processes on"
                + " several machines use an H2 server (jdbc:h2:tcp://host/path/file), PostgreSQL or"
                + " ZooKeeper, whose driver goes on the class path: java -cp"
                + " sortid-cli-runnable-VERSION.jar:DRIVER.jar dev.sortid.cli.Main ... An in-memory H2 database"
                + " (jdbc:h2:mem:, memFS:, memLZF:, nioMem...:) is refused: it would live and die"
                + " with one run.",
            "");
    spec.addPositional(ArgSpecs.scheme(true));
    spec.addOption(
        OptionSpec.builder(OptionNames.COUNT_SHORT, OptionNames.COUNT)
            .type(Long.class)
            .converters(ArgSpecs.wholeNumber(Long.MAX_VALUE))
            .paramLabel("N")
            .description("how many ids (default: 1); not with --stream")
            .build());
    spec.addOption(
        ArgSpecs.flag(
            "write ids until standard output is closed (or Ctrl-C); not with -n",
            OptionNames.STREAM));
    spec.addOption(
        OptionSpec.builder(OptionNames.FORMAT)
            .type(Format.class)
            .converters(ArgSpecs.oneOf(Format.values()))
            .paramLabel("FORMAT")
            .completionCandidates(ArgSpecs.names(Format.values()))
            .description(
                "text (default), hex, uuid (128-bit schemes), int or json (a JSON string per line)")
            .build());
    spec.addOption(ArgSpecs.flag("the same as --format json", OptionNames.JSON));
    spec.addOption(
        OptionSpec.builder(OptionNames.AT)
            .type(String.class)
            .paramLabel("TIME")
            .description(
                "ids of that time, with fresh randomness, for backfills: 2026-01-01T00:00:00Z or"
                    + " 2026-01-01 (UTC); not with --lease")
            .build());
    NodeOptions.addTo(spec);
    LeaseOptions.addTo(spec);
    spec.addOption(
        OptionSpec.builder(OptionNames.EXTENSION)
            .type(Integer.class)
            .converters(ArgSpecs.wholeInt())
            .paramLabel("N")
            .description("EUID extension, 0..32767")
            .build());
    spec.addOption(
        TypeIds.prefixOption("typeid: the prefix, a-z and _ (user, order_item; default: none)"));
    spec.addOption(ArgSpecs.flag("write letters in lowercase", OptionNames.LOWER));
    spec.addOption(ArgSpecs.flag("write letters in uppercase", OptionNames.UPPER));
    ArgSpecs.addHelpOptions(spec);
  }

  /** The command's model, whose parse {@link #call()} reads. */
  CommandSpec spec() {
    return spec;
  }

  @Override
  public Integer call() throws IOException {
    ParseResult parsed = spec.commandLine().getParseResult();
    count = parsed.matchedOptionValue(OptionNames.COUNT, null);
    stream = parsed.matchedOptionValue(OptionNames.STREAM, false);
    boolean json = parsed.matchedOptionValue(OptionNames.JSON, false);
    format = parsed.matchedOptionValue(OptionNames.FORMAT, json ? Format.JSON : Format.TEXT);
    if (json && format != Format.JSON) {
      throw new UsageException(
          OptionNames.JSON
              + " is "
              + OptionNames.FORMAT
              + " json, not "
              + OptionNames.FORMAT
              + " "
              + ArgSpecs.name(format)
              + ": give one of them");
    }
    String at = parsed.matchedOptionValue(OptionNames.AT, null);
    nodes = NodeOptions.of(parsed);
    lease = LeaseOptions.of(parsed);
    extension = parsed.matchedOptionValue(OptionNames.EXTENSION, null);
    boolean lower = parsed.matchedOptionValue(OptionNames.LOWER, false);
    boolean upper = parsed.matchedOptionValue(OptionNames.UPPER, false);
    String schemeName = parsed.matchedPositionalValue(0, SchemeNames.name(SchemeNames.DEFAULT));
    String prefix = parsed.matchedOptionValue(OptionNames.PREFIX, null);
    if (stream && count != null) {
      throw new UsageException(
          OptionNames.STREAM
              + " writes until the reader goes away and "
              + OptionNames.COUNT_SHORT
              + " writes N ids: give one of them");
    }
    if (count != null && count < 0) {
      throw new UsageException(OptionNames.COUNT_SHORT + " must be 0 or more, got " + count);
    }
    if (lower && upper) {
      throw new UsageException(
          OptionNames.LOWER + " and " + OptionNames.UPPER + " exclude each other");
    }
    if (TypeIds.named(schemeName)) {
      return typeIds(TypeIds.type(prefix), at, upper);
    }
    TypeIds.checkNoPrefix(prefix, "typeid");
    IdScheme scheme = SortidCommand.scheme(schemeName, true);
    if (format == Format.UUID && !scheme.hasUuidForm()) {
      throw Forms.noUuidForm(scheme);
    }
    Instant time = at == null ? null : TimeText.instant(OptionNames.AT, at);
    if (time != null) {
      checkRange(scheme, at, time);
    }
    Forms.LetterCase letterCase =
        lower
            ? Forms.LetterCase.LOWER
            : upper ? Forms.LetterCase.UPPER : Forms.LetterCase.CANONICAL;
    if (lease.given()) {
      if (time != null) {
        throw new UsageException(
            OptionNames.AT
                + " and "
                + OptionNames.LEASE
                + " exclude each other: a lease reserves the present, not another time");
      }
      return leased(scheme, letterCase);
    }
    lease.checkNoneWithoutLease();
    IdGenerator<? extends SortableId> generator = Generators.create(scheme, nodes, extension, time);
    try {
      return write(generator, id -> render(id, format, letterCase));
    } catch (IllegalStateException e) {
      if (time != null && scheme == IdScheme.SCRU64) {
        throw new CommandFailure(
            ExitStatus.NOT_NOW,
            OptionNames.AT
                + " "
                + at
                + ": node spec "
                + nodes.scru64Spec()
                + " ran out of SCRU64 ids for that time (ids may run at most 10 s past it); ask"
                + " for fewer ids per "
                + OptionNames.AT
                + " time, or use a smaller node_id_size",
            e);
      }
      throw e;
    }
  }

  /**
   * Checks that ids of {@code --at}'s time can be generated: the time is in the scheme's range, as
   * {@code bounds} checks it, and past the scheme's first tick (timestamp 0), which generators keep
   * unused.
   *
   * @throws UsageException saying so
   */
  private static void checkRange(IdScheme scheme, String at, Instant time) {
    SortableId first;
    try {
      first = scheme.min(time);
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          OptionNames.AT + " " + at + ": out of " + scheme + "'s range: " + e.getMessage());
    }
    if (first.epochMillis() == 0) {
      throw new UsageException(
          OptionNames.AT
              + " "
              + at
              + ": out of "
              + scheme
              + "'s range for new ids: the first tick from 1970-01-01T00:00:00Z (timestamp 0) is"
              + " reserved");
    }
  }

  private int leased(IdScheme scheme, Forms.LetterCase letterCase) throws IOException {
    Duration wait = lease.waitDuration();
    if (extension != null) {
      throw new UsageException(OptionNames.EXTENSION + " is for euid only");
    }
    NodeIdLeases leases;
    try {
      leases = lease.build(scheme, nodes);
    } catch (NodeIdLeaseException e) {
      throw lease.inCommandTerms(e);
    }
    root.closeOnTerminate(leases); // Ctrl-C and SIGTERM release the node id
    try (leases;
        NodeIdLease held = leases.acquire()) {
      Duration sleep =
          Generators.waitBeforeFirstId(
              held.nodeSpec(),
              InstantSource.system(),
              "node id "
                  + held.nodeId()
                  + "/"
                  + held.nodeIdSize()
                  + " of realm \""
                  + held.realm()
                  + "\" is reserved through a tick that",
              "Its previous holder ended without releasing it; wait that long ("
                  + OptionNames.WAIT
                  + "), or use another realm or a larger "
                  + OptionNames.NODE_SIZE
                  + ".",
              wait);
      sleep(sleep);
      LeasedIds ids = new LeasedIds(held, lease.maxPause(), root::terminating, root.err);
      return write(ids, id -> render(id, format, letterCase));
    } catch (NodeIdLeaseException e) {
      throw lease.inCommandTerms(e);
    } finally {
      root.closeOnTerminate(null);
    }
  }

  private static void sleep(Duration duration) {
    if (duration.isZero()) {
      return;
    }
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CommandFailure(ExitStatus.NOT_NOW, "interrupted while waiting for the node id");
    }
  }

  /**
   * Writes the ids. The generator is asked with {@code generateOrAbort()} first: when that is empty
   * the generator is about to wait (or reset, or fail), so what is buffered goes out before {@code
   * generate()} is called; the buffer is also written out at least every 100 ms.
   */
  private <T> int write(IdGenerator<T> generator, Function<? super T, String> renderer)
      throws IOException {
    AsciiOutput out = root.out;
    long remaining = stream ? Long.MAX_VALUE : count == null ? 1 : count;
    long flushed = System.nanoTime();
    while (remaining > 0) {
      int chunk = (int) Math.min(remaining, CHUNK);
      int written = 0;
      synchronized (out) {
        while (written < chunk) {
          Optional<T> next = generator.generateOrAbort();
          if (next.isEmpty()) {
            break;
          }
          out.line(renderer.apply(next.get()));
          written++;
        }
      }
      if (written < chunk) {
        out.flush();
        flushed = System.nanoTime();
        out.line(renderer.apply(generator.generate()));
        written++;
      }
      remaining -= written;
      long now = System.nanoTime();
      if (now - flushed >= FLUSH_NANOS) {
        out.flush();
        flushed = now;
      }
    }
    out.flush();
    return ExitStatus.OK;
  }

  /**
   * Writes TypeIDs of the type: a {@link TypeIdGenerator} on a UUIDv7 generator made as for {@code
   * generate uuidv7} (with {@code --at}'s clock if given).
   */
  private int typeIds(TypeId.Type type, String at, boolean upper) throws IOException {
    if (upper) {
      throw new UsageException("TypeIDs are lowercase only: not with " + OptionNames.UPPER);
    }
    if (format == Format.INT) {
      throw noIntForm();
    }
    if (lease.given()) {
      throw new UsageException(OptionNames.LEASE + " is for scru64 only");
    }
    lease.checkNoneWithoutLease();
    Instant time = at == null ? null : TimeText.instant(OptionNames.AT, at);
    if (time != null) {
      checkRange(IdScheme.UUIDV7, at, time);
    }
    UuidV7Generator uuids =
        (UuidV7Generator) Generators.create(IdScheme.UUIDV7, nodes, extension, time);
    return write(TypeIdGenerator.of(type, uuids), id -> render(id, format));
  }

  /** The usage error for {@code --format int} of TypeIDs. */
  private static UsageException noIntForm() {
    return new UsageException(TypeIds.TITLE + " has no int form (text, json, uuid or hex)");
  }

  /**
   * A TypeID in the format (TypeIDs have one letter case: lowercase).
   *
   * @throws UsageException for {@link Format#INT}, which TypeIDs do not have
   */
  static String render(TypeId id, Format format) {
    return switch (format) {
      case TEXT -> id.toString();
      case HEX -> TypeIds.hex(id);
      case UUID -> id.toUuid().toString();
      case INT -> throw noIntForm();
      case JSON -> '"' + id.toString() + '"';
    };
  }

  /** The id in the format and letter case. */
  static String render(SortableId id, Format format, Forms.LetterCase letterCase) {
    return switch (format) {
      case TEXT -> letterCase.apply(id.toString());
      case HEX -> letterCase.apply(id.toHexString());
      case UUID -> letterCase.apply(Forms.uuid(id).toString());
      case INT -> Forms.integer(id);
      case JSON -> '"' + letterCase.apply(id.toString()) + '"';
    };
  }
}
