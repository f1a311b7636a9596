package dev.sortid.nodeid;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLTimeoutException;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * A turn at an embedded H2 file: one thread of one process at a time, through an operating-system
 * lock on a file of its own beside the database ({@code NAME.sortid.lock}) and a semaphore of the
 * JVM. Processes that wait for the turn sleep between cheap tries of that lock (1 to 4 ms apart),
 * where opening the database to find it in use would cost each of them milliseconds of CPU at every
 * try and slow the process that has it. The turn is only a queue: H2's own lock of the database
 * file keeps processes apart, also from programs that take no turn.
 */
final class FileTurn implements AutoCloseable {
  /** The turn inside this JVM per lock file: a JVM may hold an operating-system lock once. */
  private static final ConcurrentHashMap<Path, Semaphore> LOCAL = new ConcurrentHashMap<>();

  private static final int MAX_PAUSE_MILLIS = 4;

  private final Semaphore local;
  private final FileChannel channel;

  private FileTurn(Semaphore local, FileChannel channel) {
    this.local = local;
    this.channel = channel;
  }

  /**
   * Waits for the turn at the lock file until the deadline.
   *
   * @param lockFile the lock file, created if absent (and its folder)
   * @param deadline the deadline, as {@link System#nanoTime()}
   * @return the turn, or empty when the thread was interrupted or the lock file cannot be written
   *     (the caller then opens the database without a turn)
   * @throws SQLTimeoutException when the deadline passed first
   */
  static Optional<FileTurn> take(Path lockFile, long deadline) throws SQLTimeoutException {
    long start = System.nanoTime();
    Semaphore local = LOCAL.computeIfAbsent(lockFile, file -> new Semaphore(1));
    try {
      if (!local.tryAcquire(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
        throw timedOut(lockFile, start);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
    FileChannel channel = null;
    try {
      Files.createDirectories(lockFile.toAbsolutePath().getParent());
      channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      while (true) {
        FileLock lock = channel.tryLock();
        if (lock != null) {
          return Optional.of(new FileTurn(local, channel));
        }
        if (System.nanoTime() - deadline >= 0) {
          closeQuietly(channel);
          local.release();
          throw timedOut(lockFile, start);
        }
        Thread.sleep(1 + ThreadLocalRandom.current().nextInt(MAX_PAUSE_MILLIS));
      }
    } catch (IOException e) {
      // no lock file here (a read-only folder): H2's own lock still keeps processes apart
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    closeQuietly(channel);
    local.release();
    return Optional.empty();
  }

  private static SQLTimeoutException timedOut(Path lockFile, long start) {
    return new SQLTimeoutException(
        String.format(
            Locale.ROOT,
            "no turn at the H2 file within %.1f s: other processes of this machine (or threads of"
                + " this one) used it all that time, taking turns through %s",
            (System.nanoTime() - start) / 1e9,
            lockFile));
  }

  /** Ends the turn: the next process or thread may open the database. Call it once. */
  @Override
  public void close() {
    closeQuietly(channel); // closing the channel releases its lock
    local.release();
  }

  private static void closeQuietly(FileChannel channel) {
    if (channel != null) {
      try {
        channel.close();
      } catch (IOException e) {
        // the lock goes with the channel or with the process
      }
    }
  }
}
