package dev.sortid.validation;

import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.SortableId;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Validates {@link SortableIdText}: the Validation provider creates it from the annotation's {@code
 * validatedBy}; applications use the annotation, not this class. Thread-safe once initialised, as
 * the provider shares it.
 */
public final class SortableIdTextValidator
    implements ConstraintValidator<SortableIdText, CharSequence> {
  /** The schemes to accept; empty for any. */
  private Set<IdScheme> schemes = EnumSet.noneOf(IdScheme.class);

  /** Whether the violation's message is the parser's. */
  private boolean parserMessage = true;

  /** Creates the validator; the provider calls it. */
  public SortableIdTextValidator() {}

  @Override
  public void initialize(SortableIdText annotation) {
    schemes = EnumSet.noneOf(IdScheme.class);
    schemes.addAll(java.util.List.of(annotation.value()));
    parserMessage = annotation.message().isEmpty();
  }

  @Override
  public boolean isValid(CharSequence text, ConstraintValidatorContext context) {
    if (text == null) {
      return true;
    }
    Optional<String> problem = problem(text, schemes);
    if (problem.isEmpty()) {
      return true;
    }
    if (parserMessage) {
      context.disableDefaultConstraintViolation();
      context.buildConstraintViolationWithTemplate(escape(problem.get())).addConstraintViolation();
    }
    return false;
  }

  /**
   * Why the text is no id of the schemes (any scheme when empty), in the parser's words; empty when
   * it is one.
   */
  static Optional<String> problem(CharSequence text, Set<IdScheme> schemes) {
    try {
      if (schemes.isEmpty()) {
        SortableId.parse(text);
      } else if (schemes.size() == 1) {
        schemes.iterator().next().parse(text);
      } else {
        Optional<IdScheme> byLength = IdScheme.ofTextLength(text.length());
        if (byLength.isEmpty() || !schemes.contains(byLength.get())) {
          return Optional.of(lengthProblem(text, schemes));
        }
        byLength.get().parse(text);
      }
      return Optional.empty();
    } catch (IdFormatException e) {
      return Optional.of(e.getMessage());
    }
  }

  /**
   * {@code invalid length 5 for SCRU128 or UUIDv7 (expected 25 (SCRU128) or 36 (UUIDv7)): "abcde"},
   * in the words and quoting of the parsers' own length message.
   */
  private static String lengthProblem(CharSequence text, Set<IdScheme> schemes) {
    StringJoiner names = new StringJoiner(" or ");
    StringJoiner lengths = new StringJoiner(" or ");
    String quoted = null;
    for (IdScheme scheme : schemes) {
      names.add(scheme.toString());
      StringJoiner each = new StringJoiner(" or ");
      for (int length : scheme.textLengths()) {
        each.add(Integer.toString(length));
      }
      lengths.add(each + " (" + scheme + ")");
      if (quoted == null) {
        quoted = quotedInput(scheme, text);
      }
    }
    return "invalid length "
        + text.length()
        + " for "
        + names
        + " (expected "
        + lengths
        + "): "
        + quoted;
  }

  /**
   * The input as the parsers quote it: the tail of a scheme's length message, {@code invalid length
   * N for SCHEME (expected LENGTHS): "..."} (a text of a length the scheme has not), whose expected
   * lengths hold no {@code "): "}.
   */
  private static String quotedInput(IdScheme scheme, CharSequence text) {
    String message = problem(text, EnumSet.of(scheme)).orElseThrow();
    return message.substring(message.indexOf("): ") + 3);
  }

  /**
   * Escapes a message for the message interpolator: the input quoted in it may hold {@code {}},
   * {@code $} or backslashes, which would otherwise be read as parameters or expressions.
   */
  static String escape(String message) {
    StringBuilder out = new StringBuilder(message.length() + 8);
    for (int i = 0; i < message.length(); i++) {
      char c = message.charAt(i);
      if (c == '\\' || c == '{' || c == '}' || c == '$') {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }
}
