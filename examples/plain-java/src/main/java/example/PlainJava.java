package example;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sortid.Scru128Generator;
import dev.sortid.Scru128Id;
import dev.sortid.SortableId;
import dev.sortid.Ulid;
import dev.sortid.jackson.SortidModule;
import java.util.List;

/** Generates ids, parses them back, and writes and reads them as JSON. */
public final class PlainJava {

  /** An order as JSON sees it: the ids travel as their canonical text. */
  public record Order(Scru128Id id, Ulid customer, String item) {}

  public static void main(String[] args) throws Exception {
    // the process-wide default generators
    Ulid ulid = Ulid.generate();
    Scru128Id scru128 = Scru128Id.generate();
    System.out.println("ulid " + ulid + " at " + ulid.instant());
    System.out.println("scru128 " + scru128);

    // a generator of your own, e.g. for a batch (one clock reading for all of them)
    Scru128Generator generator = Scru128Generator.builder().build();
    List<Scru128Id> batch = generator.generate(3);
    System.out.println("sorted " + batch.equals(batch.stream().sorted().toList()));

    // parsing: the exact type, or any scheme by its text
    Ulid parsed = Ulid.parse(ulid.toString());
    SortableId detected = SortableId.parse(scru128.toString());
    System.out.println("parsed " + parsed.equals(ulid) + " " + detected.scheme());

    // JSON through Jackson 2
    ObjectMapper json = new ObjectMapper().registerModule(new SortidModule());
    String text = json.writeValueAsString(new Order(batch.get(0), ulid, "tea"));
    System.out.println("json " + text);
    Order back = json.readValue(text, Order.class);
    System.out.println("json round trip " + back.id().equals(batch.get(0)));
  }
}
