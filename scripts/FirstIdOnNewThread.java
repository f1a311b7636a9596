import dev.sortid.Scru128Id;
import java.util.Arrays;

/**
 * What a thread's first id costs with the default generator: the first {@code
 * Scru128Id.generate()} of 200 new threads, after 20,000 warm-up threads, against ids on a warm
 * thread. Run from the project root after a build of sortid-core:
 *
 * <pre>java -cp sortid-core/target/classes scripts/FirstIdOnNewThread.java</pre>
 */
public class FirstIdOnNewThread {
  public static void main(String[] args) throws InterruptedException {
    Scru128Id.generate();
    for (int i = 0; i < 20_000; i++) {
      Thread warmUp = new Thread(Scru128Id::generate);
      warmUp.start();
      warmUp.join();
    }
    long[] first = new long[200];
    for (int i = 0; i < first.length; i++) {
      long[] took = new long[1];
      Thread thread =
          new Thread(
              () -> {
                long start = System.nanoTime();
                Scru128Id.generate();
                took[0] = System.nanoTime() - start;
              });
      thread.start();
      thread.join();
      first[i] = took[0];
    }
    long[] warm = new long[200];
    for (int i = 0; i < warm.length; i++) {
      long start = System.nanoTime();
      Scru128Id.generate();
      warm[i] = System.nanoTime() - start;
    }
    Arrays.sort(first);
    Arrays.sort(warm);
    System.out.printf(
        "first id on a new thread: median %.1f us, 90th percentile %.1f us%n",
        first[100] / 1000.0, first[180] / 1000.0);
    System.out.printf("an id on a warm thread: median %.2f us%n", warm[100] / 1000.0);
  }
}
