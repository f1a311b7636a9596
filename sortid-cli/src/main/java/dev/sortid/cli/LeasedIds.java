package dev.sortid.cli;

import dev.sortid.IdGenerator;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.nodeid.NodeIdLease;
import dev.sortid.nodeid.NodeIdLeaseException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The ids of a leased node id for {@code generate --lease}: while the lease refuses ids (expired
 * locally while its store is away, or suspended while ZooKeeper fails over) {@link #generate()}
 * pauses, looking every {@value #POLL_MILLIS} ms, and goes on when the lease is valid again; it
 * gives up after {@code --max-pause} of one pause (exit status 4), at once when the lease was lost
 * to another process for good, and when the command is terminating. A node id lost to another
 * process is not lost for good: the lease replaces it (the library's default, which the command
 * keeps), so the run pauses while the lease claims another node id and goes on with it, its ids
 * still strictly increasing. The lease's generator decides each id, so no id is made while the
 * lease is not valid. A pause and its end are told on standard error, one line each: {@code sortid:
 * ids paused: REASON; waiting up to 60s (--max-pause)} and {@code sortid: ids resumed after 1.2s}.
 */
final class LeasedIds implements IdGenerator<Scru64Id> {
  static final long POLL_MILLIS = 10;

  private final NodeIdLease lease;
  private final Scru64Generator generator;
  private final Duration maxPause;
  private final BooleanSupplier stopped;
  private final PrintWriter err;

  LeasedIds(NodeIdLease lease, Duration maxPause, BooleanSupplier stopped, PrintWriter err) {
    this.lease = lease;
    this.err = err;
    this.generator = lease.generator();
    this.maxPause = maxPause;
    this.stopped = stopped;
  }

  @Override
  public Scru64Id generate() {
    long pausedSince = 0;
    boolean paused = false;
    while (true) {
      try {
        Scru64Id id = generator.generate();
        if (paused) {
          err.println(
              "sortid: ids resumed after "
                  + TimeText.human(Duration.ofNanos(System.nanoTime() - pausedSince)));
        }
        return id;
      } catch (NodeIdLeaseException e) {
        if (lease.isLost() || stopped.getAsBoolean()) {
          throw e;
        }
        long now = System.nanoTime();
        long left = (paused ? pausedSince : now) + maxPause.toNanos() - now;
        if (!paused && left > 0) {
          paused = true;
          pausedSince = now;
          err.println(
              "sortid: ids paused: "
                  + e.getMessage()
                  + "; waiting up to "
                  + TimeText.human(maxPause)
                  + " (--max-pause)");
        }
        if (left <= 0) {
          throw new CommandFailure(
              ExitStatus.STORE_UNAVAILABLE,
              e.getMessage()
                  + "; ids were paused for "
                  + TimeText.human(maxPause)
                  + " (--max-pause) waiting for it",
              e);
        }
        pause(Math.min(left, TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS)));
      }
    }
  }

  private static void pause(long nanos) {
    try {
      TimeUnit.NANOSECONDS.sleep(nanos);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CommandFailure(ExitStatus.NOT_NOW, "interrupted while the lease was paused");
    }
  }

  @Override
  public Optional<Scru64Id> generateOrAbort() {
    return generator.generateOrAbort();
  }

  @Override
  public List<Scru64Id> generate(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must be zero or more, got " + count);
    }
    List<Scru64Id> ids = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ids.add(generate());
    }
    return List.copyOf(ids);
  }

  @Override
  public void reseed() {
    generator.reseed();
  }
}
