package dev.sortid.testsupport;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Freezes processes as a hung machine would (SIGSTOP: sockets stay open, nothing answers) and thaws
 * them (SIGCONT). Freezing a process also freezes its descendants (a PostgreSQL postmaster's
 * backends), the parent first so that it cannot start new ones meanwhile.
 */
public final class Freezer {
  private Freezer() {}

  /**
   * Stops a process and then its descendants.
   *
   * @param pid the process
   * @throws AssertionError if the process could not be signalled
   */
  public static void freeze(long pid) {
    signal("-STOP", pid, true);
    List<Long> children = new ArrayList<>();
    ProcessHandle.of(pid).ifPresent(p -> p.descendants().forEach(d -> children.add(d.pid())));
    for (long child : children) {
      signal("-STOP", child, false); // false: it may have ended meanwhile
    }
  }

  /**
   * Continues the descendants of a process and then the process.
   *
   * @param pid the process
   * @throws AssertionError if the process could not be signalled
   */
  public static void thaw(long pid) {
    List<Long> children = new ArrayList<>();
    ProcessHandle.of(pid).ifPresent(p -> p.descendants().forEach(d -> children.add(d.pid())));
    for (long child : children) {
      signal("-CONT", child, false);
    }
    signal("-CONT", pid, true);
  }

  private static void signal(String signal, long pid, boolean required) {
    try {
      Process kill = new ProcessBuilder("kill", signal, Long.toString(pid)).inheritIO().start();
      if (kill.waitFor() != 0 && required) {
        throw new AssertionError("kill " + signal + " " + pid + " failed");
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
