package dev.sortid.validation.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.IdScheme;
import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import dev.sortid.validation.SortableIdText;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link SortableIdText} on the Validation provider of the class path: sortid-validation runs these
 * on Hibernate Validator 8, sortid-spring-boot4 on Hibernate Validator 9 (Boot 4.0).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class SortableIdTextTests {
  private ValidatorFactory factory;
  private Validator validator;

  /** Creates the tests. */
  protected SortableIdTextTests() {}

  /**
   * Returns the major version of Hibernate Validator these tests must run on.
   *
   * @return 8 or 9
   */
  protected abstract int hibernateValidatorMajor();

  @BeforeAll
  void startValidator() {
    factory = Validation.buildDefaultValidatorFactory();
    validator = factory.getValidator();
  }

  @AfterAll
  void closeValidator() {
    factory.close();
  }

  /** One field per kind of use. */
  static final class Form {
    @SortableIdText(IdScheme.ULID)
    String ulid;

    @SortableIdText String any;

    @SortableIdText({IdScheme.SCRU128, IdScheme.UUIDV7})
    String twoSchemes;

    @SortableIdText(value = IdScheme.SCRU64, message = "not a SCRU64 id: ${validatedValue}")
    String custom;

    List<@SortableIdText(IdScheme.EUID) String> euids = new ArrayList<>();
  }

  /** A service whose method parameter carries the constraint. */
  static final class Orders {
    String find(@SortableIdText(IdScheme.SCRU160) String id) {
      return id;
    }
  }

  private static String id(IdScheme scheme) {
    return switch (scheme) {
      case SCRU64 ->
          Scru64Generator.builder().nodeSpec(Scru64NodeSpec.of(1, 8)).build().generate().toString();
      case SCRU128, SCRU160, ULID, EUID, UUIDV7 -> scheme.generate().toString();
    };
  }

  private Set<String> messages(Object bean) {
    return validator.validate(bean).stream()
        .map(v -> v.getPropertyPath() + ": " + v.getMessage())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  @Test
  void provider_isTheExpectedHibernateValidator() throws ClassNotFoundException {
    String version =
        Class.forName("org.hibernate.validator.HibernateValidator")
            .getPackage()
            .getImplementationVersion();
    assertTrue(version.startsWith(hibernateValidatorMajor() + "."), version);
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void anyScheme_acceptsEveryScheme_andOneSchemeOnlyItsOwn(IdScheme scheme) {
    Form form = new Form();
    form.any = id(scheme);
    form.ulid = id(scheme);
    Set<String> messages = messages(form);
    if (scheme == IdScheme.ULID) {
      assertEquals(Set.of(), messages);
    } else {
      String length = Integer.toString(form.ulid.length());
      assertEquals(
          Set.of(
              "ulid: invalid length " + length + " for ULID (expected 26): \"" + form.ulid + "\""),
          messages);
    }
  }

  @Test
  void malformed_messageIsTheParsers() {
    Form form = new Form();
    form.ulid = "01ARZ3NUEKTSV4RRFFQ69G5FAV";
    form.any = "0u2r8d6jv8r!";
    assertEquals(
        Set.of(
            "any: invalid character '!' at index 11 in SCRU64 \"0u2r8d6jv8r!\" (expected a digit"
                + " 0-9 or a letter a-z, any case)",
            "ulid: invalid character 'U' at index 7 in ULID \"01ARZ3NUEKTSV4RRFFQ69G5FAV\""
                + " (expected Crockford base32: 0-9 or A-Z except U, any case)"),
        messages(form));
  }

  @Test
  void any_wrongLength_namesEveryLength() {
    Form form = new Form();
    form.any = "abc";
    assertEquals(
        Set.of(
            "any: invalid length 3 for any id scheme (expected "
                + IdScheme.textLengthsDescription()
                + "): \"abc\""),
        messages(form));
  }

  @Test
  void uuidV7_otherVersionOrVariant_isRejectedSayingWhich() {
    Form form = new Form();
    form.twoSchemes = "f81d4fae-7dec-41d0-a765-00a0c91e6bf6";
    String version = messages(form).iterator().next();
    assertTrue(version.startsWith("twoSchemes: "), version);
    assertTrue(version.contains("version 4, expected 7"), version);
    form.twoSchemes = "01890a5d-ac96-774b-0fcb-6b3c1a2b9e4d";
    String variant = messages(form).iterator().next();
    assertTrue(variant.contains("variant"), variant);
    form.twoSchemes = id(IdScheme.UUIDV7);
    assertEquals(Set.of(), messages(form));
    form.twoSchemes = id(IdScheme.SCRU128);
    assertEquals(Set.of(), messages(form));
  }

  @Test
  void setOfSchemes_lengthOfNone_listsTheirLengths() {
    Form form = new Form();
    form.twoSchemes = id(IdScheme.ULID);
    assertEquals(
        Set.of(
            "twoSchemes: invalid length 26 for SCRU128 or UUIDv7 (expected 25 (SCRU128) or 36"
                + " (UUIDv7)): \""
                + form.twoSchemes
                + "\""),
        messages(form));
  }

  @Test
  void messageInterpolation_inputIsShownNeverEvaluated() {
    Form form = new Form();
    form.ulid = "${1+1}{jakarta.validation.constraints.NotNull.message}\\";
    String message = messages(form).iterator().next();
    assertTrue(
        message.contains("\"${1+1}{jakarta.validation.constraints.NotNull.message}\\\\\""),
        message);
  }

  @Test
  void customMessage_replacesTheParsers() {
    Form form = new Form();
    form.custom = "nope";
    assertEquals(Set.of("custom: not a SCRU64 id: nope"), messages(form));
  }

  @Test
  void nullIsValid_andContainerElementsAreChecked() {
    Form form = new Form();
    assertEquals(Set.of(), messages(form));
    form.euids.add(id(IdScheme.EUID));
    form.euids.add("7zzzzzzzzzzzzzzzzzzzzzzzzz");
    Set<String> messages = messages(form);
    assertEquals(1, messages.size(), messages::toString);
    assertTrue(
        messages.iterator().next().startsWith("euids[1].<list element>: invalid length 26"),
        messages::toString);
  }

  @Test
  void methodParameter_isValidated() throws NoSuchMethodException {
    Method find = Orders.class.getDeclaredMethod("find", String.class);
    Orders orders = new Orders();
    assertEquals(
        Set.of(),
        validator
            .forExecutables()
            .validateParameters(orders, find, new Object[] {id(IdScheme.SCRU160)}));
    Set<ConstraintViolation<Orders>> violations =
        validator.forExecutables().validateParameters(orders, find, new Object[] {"x"});
    assertEquals(1, violations.size());
    ConstraintViolation<Orders> violation = violations.iterator().next();
    assertEquals("find.id", violation.getPropertyPath().toString());
    assertEquals(
        "invalid length 1 for SCRU160 (expected 32 (base32hex) or 40 (hex)): \"x\"",
        violation.getMessage());
  }

  /**
   * Seeded random texts: valid ids of every scheme with up to two chars changed, from the union of
   * the alphabets and some others. The constraint accepts exactly what the parsers accept.
   */
  @Test
  void verdict_equalsTheParsers_onRandomTexts() {
    SplittableRandom random = new SplittableRandom(20261123);
    String chars = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-*~$=_{}";
    Form form = new Form();
    int invalid = 0;
    for (int i = 0; i < 600; i++) {
      StringBuilder text = new StringBuilder(id(IdScheme.values()[i % IdScheme.values().length]));
      int changes = random.nextInt(3);
      for (int c = 0; c < changes; c++) {
        text.setCharAt(random.nextInt(text.length()), chars.charAt(random.nextInt(chars.length())));
      }
      form.any = text.toString();
      form.ulid = text.toString();
      Set<String> messages = messages(form);
      boolean any = IdScheme.detect(text).isPresent();
      boolean ulid = IdScheme.ULID.isValid(text);
      assertEquals(any, messages.stream().noneMatch(m -> m.startsWith("any:")), text::toString);
      assertEquals(ulid, messages.stream().noneMatch(m -> m.startsWith("ulid:")), text::toString);
      invalid += any ? 0 : 1;
    }
    assertTrue(invalid > 100 && invalid < 500, "both verdicts are drawn: " + invalid);
  }
}
