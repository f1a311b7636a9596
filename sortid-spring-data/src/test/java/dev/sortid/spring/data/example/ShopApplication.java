package dev.sortid.spring.data.example;

import dev.sortid.Scru64Id;
import dev.sortid.spring.data.SortidGenerated;
import java.time.Instant;
import java.util.List;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.ListCrudRepository;

@SpringBootApplication
@EnableJdbcRepositories(considerNestedRepositories = true)
public class ShopApplication {
  public static void main(String[] args) {
    SpringApplication.run(ShopApplication.class, args);
  }

  // create table purchase (id bigint primary key, item varchar(40))
  @Table
  public record Purchase(@Id @SortidGenerated Scru64Id id, String item) {}

  public interface Purchases extends ListCrudRepository<Purchase, Scru64Id> {
    List<Purchase> findByIdBetweenOrderById(Scru64Id from, Scru64Id to);

    default List<Purchase> madeBetween(Instant from, Instant to) {
      return findByIdBetweenOrderById(Scru64Id.min(from), Scru64Id.max(to));
    }
  }
}
