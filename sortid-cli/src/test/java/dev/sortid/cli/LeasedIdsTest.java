package dev.sortid.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Scru64Id;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code generate --lease --stream} run whose node id another process takes over goes on with
 * another node id, as the library's leases replace a lost node id: its ids stay strictly
 * increasing, and it ends only when its reader goes away.
 */
final class LeasedIdsTest {
  /** Ids the reader takes with the new node id before it goes away. */
  private static final int AFTER = 1000;

  /**
   * Reads the stream line by line: after the first 1000 ids it gives the stream's node id to
   * "another" process in the store (for an hour, so that the stream cannot take it back), and it
   * stops reading {@value #AFTER} ids after the first one with another node id.
   */
  private static final class Reader extends OutputStream {
    private final String url;
    private final StringBuilder line = new StringBuilder();
    int lines;
    Scru64Id last;
    Scru64Id lastOfFirstNode;
    Scru64Id firstOfNextNode;
    int after;
    String disorder;

    Reader(String url) {
      this.url = url;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      for (int i = offset; i < offset + length; i++) {
        if (bytes[i] == '\n') {
          take(Scru64Id.parse(line));
          line.setLength(0);
        } else {
          line.append((char) bytes[i]);
        }
      }
    }

    private void take(Scru64Id id) throws IOException {
      if (last != null && id.compareTo(last) <= 0 && disorder == null) {
        disorder = id + " after " + last;
      }
      last = id;
      if (++lines == 1000) {
        takeOver(nodeOf(id));
      }
      if (firstOfNextNode == null
          && lastOfFirstNode != null
          && nodeOf(id) != nodeOf(lastOfFirstNode)) {
        firstOfNextNode = id;
      }
      if (firstOfNextNode == null) {
        lastOfFirstNode = id;
      } else if (++after >= AFTER) {
        throw new IOException("Broken pipe");
      }
    }

    private void takeOver(int nodeId) {
      try (Connection c = DriverManager.getConnection(url + ";AUTO_SERVER=TRUE");
          PreparedStatement s =
              c.prepareStatement(
                  "UPDATE sortid_scru64_lease SET holder = 'another', expires_at = expires_at"
                      + " + 3600000 WHERE realm = 'lost' AND node_id = ?")) {
        s.setInt(1, nodeId);
        assertEquals(1, s.executeUpdate());
      } catch (SQLException e) {
        throw new UncheckedIOException(new IOException(e));
      }
    }
  }

  private static int nodeOf(Scru64Id id) {
    return id.nodeCtr() >>> 16; // node_id_size 8
  }

  @Test
  void stream_nodeIdTakenOver_goesOnWithAnotherNodeIdInOrder(@TempDir Path dir) {
    String url = "jdbc:h2:" + dir.resolve("sortid-leases").toAbsolutePath();
    Reader reader = new Reader(url);

    Cli.Result result =
        Cli.runTo(
            reader,
            "",
            "generate",
            "scru64",
            "--lease",
            url,
            "--realm",
            "lost",
            "--lease-time",
            "1s",
            "--stream");

    assertEquals(0, result.status(), result.err());
    assertNull(reader.disorder);
    assertNotNull(reader.firstOfNextNode, "the stream ended with one node id");
    assertNotEquals(nodeOf(reader.lastOfFirstNode), nodeOf(reader.firstOfNextNode));
    assertTrue(reader.firstOfNextNode.timestamp() > reader.lastOfFirstNode.timestamp());
    assertEquals(AFTER, reader.after);
    // the stream may have paused for the replacement, and says so on stderr, one line each
    result
        .err()
        .lines()
        .forEach(
            l ->
                assertTrue(
                    l.startsWith("sortid: ids paused: the lease of SCRU64 node id")
                        || l.startsWith("sortid: ids resumed after"),
                    l));
  }
}
