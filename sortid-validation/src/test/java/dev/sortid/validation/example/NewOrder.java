package dev.sortid.validation.example;

import dev.sortid.IdScheme;
import dev.sortid.validation.SortableIdText;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;
import java.util.List;
import java.util.TreeSet;

public record NewOrder(
    @SortableIdText(IdScheme.ULID) String customer,
    @SortableIdText({IdScheme.SCRU128, IdScheme.UUIDV7}) String reference,
    List<@SortableIdText String> related) {

  public static void main(String[] args) {
    NewOrder order =
        new NewOrder(
            "01ARZ3NUEKTSV4RRFFQ69G5FAV",
            "f81d4fae-7dec-41d0-a765-00a0c91e6bf6",
            List.of("0u2r8d6jv8r4", "hello"));
    violations(order).forEach(System.out::println);
  }

  static TreeSet<String> violations(NewOrder order) {
    try (ValidatorFactory factory = Validation.buildDefaultValidatorFactory()) {
      TreeSet<String> messages = new TreeSet<>();
      for (ConstraintViolation<NewOrder> violation : factory.getValidator().validate(order)) {
        messages.add(violation.getPropertyPath() + ": " + violation.getMessage());
      }
      return messages;
    }
  }
}
