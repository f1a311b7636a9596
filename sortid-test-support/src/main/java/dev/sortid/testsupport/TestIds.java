package dev.sortid.testsupport;

import dev.sortid.EuidGenerator;
import dev.sortid.IdGenerator;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru160Generator;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.SortableId;
import dev.sortid.UlidGenerator;
import dev.sortid.UuidV7Generator;
import java.time.InstantSource;
import java.util.SplittableRandom;

/** Generators of every scheme on a given clock, and the bounds of time ranges, for the tests. */
public final class TestIds {
  private TestIds() {}

  /** A generator of the scheme that reads the clock, with seeded randomness. */
  public static IdGenerator<? extends SortableId> generator(IdScheme scheme, InstantSource clock) {
    SplittableRandom random = new SplittableRandom(scheme.ordinal());
    return switch (scheme) {
      case SCRU128 -> Scru128Generator.builder().clock(clock).random(random).build();
      case SCRU64 ->
          Scru64Generator.builder()
              .nodeSpec(Scru64NodeSpec.parse("42/8"))
              .clock(clock)
              .random(random)
              .build();
      case SCRU160 -> Scru160Generator.builder().clock(clock).random(random).build();
      case ULID -> UlidGenerator.builder().clock(clock).random(random).build();
      case EUID -> EuidGenerator.builder().clock(clock).random(random).build();
      case UUIDV7 -> UuidV7Generator.builder().clock(clock).random(random).build();
    };
  }
}
