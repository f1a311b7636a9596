package dev.sortid.spring.users;

import dev.sortid.TypeId;
import dev.sortid.TypeIdPrefix;
import dev.sortid.hibernate.TypeIdColumn;
import dev.sortid.hibernate.TypeIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.Optional;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class UsersApplication {
  public static void main(String[] args) {
    SpringApplication.run(UsersApplication.class, args);
  }

  @Entity
  @Table(name = "app_user")
  public static class User {
    @Id
    @TypeIdGenerated("user")
    TypeId id; // a uuid column; user_01h455vb4pex5vsknk084sn02q

    @TypeIdColumn("org")
    TypeId organisation;

    String name;
  }

  public record UserJson(TypeId id, @TypeIdPrefix("org") TypeId organisation, String name) {
    static UserJson of(User user) {
      return new UserJson(user.id, user.organisation, user.name);
    }
  }

  @RestController
  static class UserController {
    private final EntityManager entities;
    private final TransactionTemplate transactions;

    UserController(EntityManager entities, TransactionTemplate transactions) {
      this.entities = entities;
      this.transactions = transactions;
    }

    @PostMapping("/users")
    UserJson create(@RequestBody UserJson json) {
      User user = new User();
      user.organisation = json.organisation();
      user.name = json.name();
      transactions.executeWithoutResult(status -> entities.persist(user));
      return UserJson.of(user);
    }

    @GetMapping("/users/{id}")
    ResponseEntity<UserJson> find(@PathVariable @TypeIdPrefix("user") TypeId id) {
      return ResponseEntity.of(
          Optional.ofNullable(entities.find(User.class, id)).map(UserJson::of));
    }
  }
}
