package dev.sortid.cli;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code sortid generate}: new ids, one per line. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    description = "Generate new ids, one per line, in increasing order.",
    footer = {
      "",
      "Examples:",
      "  sortid generate                         one SCRU128 id",
      "  sortid generate ulid -n 5 --lower       five ULIDs in lowercase",
      "  sortid generate scru64 --node 42/8      a SCRU64 id of node 42 (8-bit node ids)",
      "  sortid generate euid --extension 7 --format uuid",
      "  sortid generate scru128 --stream | head -3",
      "",
      "SCRU64 takes its node spec from --node, else the system property sortid.scru64.nodeSpec,",
      "else the environment variable SCRU64_NODE_SPEC."
    })
final class GenerateCommand implements Callable<Integer> {
  private static final int BATCH = 256;

  /** What to write for each id. */
  enum Format {
    TEXT,
    HEX,
    UUID,
    INT,
    JSON
  }

  @ParentCommand SortidCommand root;

  @Parameters(
      arity = "0..1",
      paramLabel = "SCHEME",
      description = "scru128 (default), scru64, scru160, ulid or euid")
  String schemeName = "scru128";

  @Option(
      names = {"-n", "--count"},
      paramLabel = "N",
      description = "how many ids (default: ${DEFAULT-VALUE})")
  long count = 1;

  @Option(names = "--stream", description = "write ids until standard output is closed")
  boolean stream;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description =
          "text (default), hex, uuid (128-bit schemes), int or json (a JSON string per line)")
  Format format = Format.TEXT;

  @Option(names = "--node", paramLabel = "SPEC", description = "SCRU64 node spec, e.g. 42/8")
  String node;

  @Option(names = "--extension", paramLabel = "N", description = "EUID extension, 0..32767")
  Integer extension;

  @Option(names = "--lower", description = "write letters in lowercase")
  boolean lower;

  @Option(names = "--upper", description = "write letters in uppercase")
  boolean upper;

  @Override
  public Integer call() throws IOException {
    IdScheme scheme = SortidCommand.scheme(schemeName);
    if (count < 0) {
      throw new UsageException("-n must be 0 or more, got " + count);
    }
    if (lower && upper) {
      throw new UsageException("--lower and --upper exclude each other");
    }
    if (format == Format.UUID && !Forms.hasUuid(scheme)) {
      throw new UsageException(scheme + " has no uuid form (only SCRU128, ULID and EUID do)");
    }
    Forms.LetterCase letterCase =
        lower
            ? Forms.LetterCase.LOWER
            : upper ? Forms.LetterCase.UPPER : Forms.LetterCase.CANONICAL;
    IdGenerator<? extends SortableId> generator = Generators.create(scheme, node, extension);
    long remaining = stream ? Long.MAX_VALUE : count;
    try {
      while (remaining > 0) {
        int n = (int) Math.min(remaining, BATCH);
        for (SortableId id : generator.generate(n)) {
          root.out.line(render(id, letterCase));
        }
        remaining -= n;
      }
      root.out.flush();
    } catch (IOException e) {
      if (!stream && !OutputClosed.is(e)) {
        throw e;
      }
      // the reader went away: the normal end of --stream, and of `generate | head`
    }
    return 0;
  }

  private String render(SortableId id, Forms.LetterCase letterCase) {
    switch (format) {
      case HEX:
        return letterCase.apply(id.toHexString());
      case UUID:
        return letterCase.apply(Forms.uuid(id).toString());
      case INT:
        return Forms.integer(id);
      case JSON:
        return '"' + letterCase.apply(id.toString()) + '"';
      default:
        return letterCase.apply(id.toString());
    }
  }
}
