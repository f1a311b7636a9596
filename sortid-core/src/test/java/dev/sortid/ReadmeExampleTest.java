package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The README's Java example is this code, compiled and run here, shown verbatim there. */
final class ReadmeExampleTest {

  @Test
  void example_runs() {
    // README example begins
    UuidV7 id = UuidV7.generate(); // 019ab5c2-4f10-7a3e-8b41-6c0d2e9f7a15
    UuidV7 same = UuidV7.parse(id.toString()); // a bad char: IdFormatException names it
    Instant created = id.instant(); // ids sort by creation time
    Scru128Id scru128 = Scru128Id.generate(); // 25 chars: 03hady2si569156qhkwhzhwjk

    // 63-bit ids for a bigint column, unique per node id
    Scru64Generator ids = Scru64Generator.builder().nodeSpec(Scru64NodeSpec.parse("42/8")).build();
    long key = ids.generate().toLong();

    SortableId any = SortableId.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV"); // a Ulid: scheme by length

    // TypeIDs: a type prefix on a UUIDv7, in JSON, JPA, URLs and the CLI (docs/typeid.md)
    TypeIdGenerator users = TypeIdGenerator.of(TypeId.type("user")); // default UUIDv7s
    TypeId user = users.generate(); // user_01h455vb4pex5vsknk084sn02q
    // README example ends
    assertEquals(id, same);
    assertEquals(id.epochMillis(), created.toEpochMilli());
    assertEquals(25, scru128.toString().length());
    assertEquals(42, Scru64Id.fromLong(key).nodeId(8));
    assertTrue(any instanceof Ulid);
    assertEquals("user", user.prefix());
  }

  @Test
  void readme_showsTheExampleVerbatim() throws IOException {
    String source = Files.readString(Path.of("src/test/java/dev/sortid/ReadmeExampleTest.java"));
    String body =
        source.substring(
            source.indexOf("// README example begins\n") + "// README example begins\n".length(),
            source.indexOf("    // README example ends"));
    String example =
        Arrays.stream(body.split("\n"))
            .map(line -> line.substring(Math.min(4, line.length())))
            .collect(Collectors.joining("\n", "```java\n", "\n```\n"));
    String readme = Files.readString(Path.of("../README.md"));
    assertTrue(readme.contains(example), "README.md lacks:\n" + example);
  }
}
