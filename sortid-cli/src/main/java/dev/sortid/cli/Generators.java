package dev.sortid.cli;

import dev.sortid.EuidGenerator;
import dev.sortid.IdFormatException;
import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.SortableId;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7Generator;
import dev.sortid.nodeid.NodeIdLeases;
import java.util.Optional;

/** Builds the generator {@code generate} asks for, from its options. */
final class Generators {
  private Generators() {}

  static IdGenerator<? extends SortableId> create(IdScheme scheme, String node, Integer extension) {
    if (node != null && scheme != IdScheme.SCRU64) {
      throw new UsageException("--node is for scru64 only");
    }
    if (extension != null && scheme != IdScheme.EUID) {
      throw new UsageException("--extension is for euid only");
    }
    return switch (scheme) {
      case SCRU128 -> Scru128Generator.builder().build();
      case SCRU64 -> Scru64Generator.builder().nodeSpec(nodeSpec(node)).build();
      case SCRU160 -> Scru160Generator.builder().build();
      case ULID -> UlidGenerator.builder().build();
      case EUID -> euid(extension);
      case UUIDV7 -> UuidV7Generator.builder().build();
    };
  }

  private static EuidGenerator euid(Integer extension) {
    EuidGenerator.Builder builder = EuidGenerator.builder();
    if (extension != null) {
      try {
        builder.extension(extension);
      } catch (IllegalArgumentException e) {
        throw new UsageException("invalid --extension: " + e.getMessage());
      }
    }
    return builder.build();
  }

  /** The leases of --lease, checking the options that go with it. */
  static NodeIdLeases leases(
      IdScheme scheme, String target, String node, Integer nodeSize, String realm) {
    if (scheme != IdScheme.SCRU64) {
      throw new UsageException("--lease is for scru64 only");
    }
    if (node != null) {
      throw new UsageException("--lease and --node exclude each other");
    }
    NodeIdLeases.Builder builder;
    try {
      builder = NodeIdLeases.connect(target);
      if (nodeSize != null) {
        builder.nodeIdSize(nodeSize);
      }
      if (realm != null) {
        builder.realm(realm);
      }
    } catch (IllegalArgumentException e) {
      throw new UsageException("invalid --lease, --node-size or --realm: " + e.getMessage());
    }
    return builder.build();
  }

  /**
   * The node spec from --node, else {@link Scru64NodeSpec#fromEnvironment()}: the system property,
   * else the environment variable, an empty value counting as unset.
   */
  private static Scru64NodeSpec nodeSpec(String node) {
    if (node != null) {
      try {
        return Scru64NodeSpec.parse(node);
      } catch (IdFormatException e) {
        throw new UsageException("invalid node spec from --node: " + e.getMessage());
      }
    }
    Optional<Scru64NodeSpec> configured;
    try {
      configured = Scru64NodeSpec.fromEnvironment();
    } catch (IllegalStateException e) {
      throw new UsageException(e.getMessage() + "; or give --node");
    }
    return configured.orElseThrow(
        () ->
            new UsageException(
                "scru64 needs a node spec: give --node NODE_ID/SIZE (for example --node 42/8), or"
                    + " set the system property "
                    + Scru64NodeSpec.SYSTEM_PROPERTY
                    + " or the environment variable "
                    + Scru64NodeSpec.ENVIRONMENT_VARIABLE));
  }
}
