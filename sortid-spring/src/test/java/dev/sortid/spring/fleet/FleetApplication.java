package dev.sortid.spring.fleet;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64Id;
import dev.sortid.nodeid.NodeIdLease;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One instance of a fleet: a Spring Boot application with JPA, sortid-hibernate and the sortid
 * Spring Boot module, whose SCRU64 node id is leased from the store its properties name. The tests
 * run two side by side, as two JVMs ({@link #main}) or as two contexts in one.
 */
@SpringBootApplication
public class FleetApplication {

  /** Creates the application. */
  public FleetApplication() {}

  /**
   * Inserts orders in transactions of {@code batch} rows, as this instance.
   *
   * @param context the running application
   * @param instance the instance's name, stored with each order
   * @param count how many orders
   * @param batch rows per transaction
   */
  public static void insert(
      ConfigurableApplicationContext context, String instance, int count, int batch) {
    FleetOrders orders = context.getBean(FleetOrders.class);
    TransactionTemplate transactions = context.getBean(TransactionTemplate.class);
    for (int done = 0; done < count; done += batch) {
      List<FleetOrder> rows = new ArrayList<>();
      for (int i = done; i < Math.min(count, done + batch); i++) {
        rows.add(new FleetOrder(instance));
      }
      transactions.executeWithoutResult(status -> orders.saveAll(rows));
    }
  }

  /**
   * Checks on one thread that the injected generator and the entities' ids come from one generator:
   * each entity's id lies strictly between the generator's ids drawn before and after its insert.
   *
   * @param context the running application
   * @param instance the instance's name
   * @param rounds how many inserts to interleave
   * @throws AssertionError if an id is out of that order
   */
  public static void checkInterleaved(
      ConfigurableApplicationContext context, String instance, int rounds) {
    Scru64Generator ids = context.getBean(Scru64Generator.class);
    FleetOrders orders = context.getBean(FleetOrders.class);
    for (int i = 0; i < rounds; i++) {
      Scru64Id before = ids.generate();
      Scru64Id saved = orders.save(new FleetOrder(instance)).getId();
      Scru64Id after = ids.generate();
      if (before.compareTo(saved) >= 0 || saved.compareTo(after) >= 0) {
        throw new AssertionError(
            "not one sequence: generator " + before + ", entity " + saved + ", generator " + after);
      }
    }
  }

  /**
   * Runs one instance in its own JVM: starts the application with the arguments as properties,
   * prints {@code node-id=N} (its leased node id), waits for a line on standard input, inserts the
   * orders, checks the interleaving, prints {@code done} and closes the application (releasing the
   * lease).
   *
   * @param args {@code --instance=NAME --count=N --batch=N} and the application's properties
   * @throws Exception if anything fails; the JVM then exits with a status other than 0
   */
  public static void main(String[] args) throws Exception {
    String instance = option(args, "instance");
    int count = Integer.parseInt(option(args, "count"));
    int batch = Integer.parseInt(option(args, "batch"));
    try (ConfigurableApplicationContext context =
        SpringApplication.run(FleetApplication.class, args)) {
      System.out.println("node-id=" + context.getBean(NodeIdLease.class).nodeId());
      BufferedReader in =
          new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      if (in.readLine() == null) {
        throw new IllegalStateException("standard input closed before the start signal");
      }
      insert(context, instance, count, batch);
      checkInterleaved(context, instance, 100);
      System.out.println("done");
    }
  }

  private static String option(String[] args, String name) {
    String prefix = "--" + name + "=";
    for (String arg : args) {
      if (arg.startsWith(prefix)) {
        return arg.substring(prefix.length());
      }
    }
    throw new IllegalArgumentException("missing " + prefix + "...");
  }
}
