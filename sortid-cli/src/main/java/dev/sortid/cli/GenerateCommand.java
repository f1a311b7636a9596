package dev.sortid.cli;

import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeaseException;
import dev.sortid.nodeid.NodeIdLeases;
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
      "  sortid generate scru64 --lease jdbc:h2:./sortid-leases -n 5",
      "                                          five SCRU64 ids under a leased node id",
      "  sortid generate euid --extension 7 --format uuid",
      "  sortid generate scru128 --stream | head -3",
      "",
      "SCRU64 takes its node spec from --node, else the system property sortid.scru64.nodeSpec,",
      "else the environment variable SCRU64_NODE_SPEC; or, with --lease, it leases a node id",
      "that no other live lease of the realm holds (see docs/node-ids.md). The command ships",
      "the H2 driver: jdbc:h2:./FILE works as is; other stores need their driver on the class",
      "path (java -cp sortid-cli.jar:DRIVER.jar dev.sortid.cli.Main ...)."
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

  @Option(
      names = "--lease",
      paramLabel = "URL",
      description =
          "SCRU64: lease a node id from a store, a JDBC URL (jdbc:h2:./sortid-leases) or a"
              + " ZooKeeper connect string; excludes --node")
  String lease;

  @Option(
      names = "--node-size",
      paramLabel = "BITS",
      description = "with --lease: node_id_size of the realm, 1..23 (default 8)")
  Integer nodeSize;

  @Option(
      names = "--realm",
      paramLabel = "NAME",
      description = "with --lease: the realm whose processes must not collide (default: default)")
  String realm;

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
    if (format == Format.UUID && !scheme.hasUuidForm()) {
      throw new UsageException(scheme + " has no uuid form (only SCRU128, ULID and EUID do)");
    }
    Forms.LetterCase letterCase =
        lower
            ? Forms.LetterCase.LOWER
            : upper ? Forms.LetterCase.UPPER : Forms.LetterCase.CANONICAL;
    if (lease != null) {
      try (NodeIdLeases leases = Generators.leases(scheme, lease, node, nodeSize, realm);
          NodeIdLease held = leases.acquire()) {
        return write(held.generator(), letterCase);
      } catch (NodeIdLeaseException e) {
        root.err.println("sortid: " + e.getMessage());
        return SortidCommand.INVALID_INPUT;
      }
    }
    if (nodeSize != null || realm != null) {
      throw new UsageException("--node-size and --realm go with --lease");
    }
    return write(Generators.create(scheme, node, extension), letterCase);
  }

  private int write(IdGenerator<? extends SortableId> generator, Forms.LetterCase letterCase)
      throws IOException {
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
