package dev.sortid.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * The options and parameters that several commands share, for their picocli models. The commands
 * build their models in code, not from annotations, because that starts faster: picocli reads
 * annotations by reflection, and the JVM makes a proxy class per annotation type, which the
 * launcher's class-data-sharing archive cannot hold ({@code SORTID_JAVA_OPTS=-Xlog:class+load
 * ./sortid generate ulid} shows where each class a run loads comes from).
 */
final class ArgSpecs {
  private ArgSpecs() {}

  /** An option without a value: true when given ({@code --NAME=false} also parses). */
  static OptionSpec flag(String description, String... names) {
    return OptionSpec.builder(names).type(boolean.class).description(description).build();
  }

  /** A value's name as the command line takes it and the help shows it: lowercase. */
  static String name(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  /**
   * The values' names as the command line takes them: the completion candidates of an option, in
   * the case its help shows (the parse accepts any case).
   */
  static List<String> names(Enum<?>[] values) {
    return Arrays.stream(values).map(ArgSpecs::name).toList();
  }

  /**
   * Reads an option's value as one of {@code values}, in any case; a message for any other value
   * lists them as the help does, in lowercase.
   */
  static <E extends Enum<E>> ITypeConverter<E> oneOf(E[] values) {
    return text -> {
      for (E value : values) {
        if (value.name().equalsIgnoreCase(text)) {
          return value;
        }
      }
      throw new TypeConversionException(
          "expected " + listed(names(values)) + ", got " + Quote.of(text));
    };
  }

  /** Names for a message or help: {@code a, b or c}. */
  static String listed(List<String> names) {
    int last = names.size() - 1;
    return String.join(", ", names.subList(0, last)) + " or " + names.get(last);
  }

  /** Reads an option's value as a whole number of at most {@code max}. */
  static ITypeConverter<Long> wholeNumber(long max) {
    return text -> {
      try {
        long value = Long.parseLong(text);
        if (value <= max) {
          return value;
        }
      } catch (NumberFormatException e) {
        if (!text.matches("[+-]?[0-9]+")) {
          throw new TypeConversionException("expected a whole number, got " + Quote.of(text));
        }
      }
      throw new TypeConversionException("expected at most " + max + ", got " + Quote.of(text));
    };
  }

  /** Reads an option's value as a whole number that fits an {@code int}. */
  static ITypeConverter<Integer> wholeInt() {
    ITypeConverter<Long> number = wholeNumber(Integer.MAX_VALUE);
    return text -> {
      long value = number.convert(text);
      if (value < Integer.MIN_VALUE) {
        throw new TypeConversionException(
            "expected at least " + Integer.MIN_VALUE + ", got " + Quote.of(text));
      }
      return (int) value;
    };
  }

  /** Adds {@code -h, --help} and {@code -V, --version}, as picocli's standard help options. */
  static void addHelpOptions(CommandSpec spec) {
    spec.addOption(
        OptionSpec.builder(OptionNames.HELP_SHORT, OptionNames.HELP)
            .usageHelp(true)
            .type(boolean.class)
            .description("Show this help message and exit.")
            .build());
    spec.addOption(
        OptionSpec.builder(OptionNames.VERSION_SHORT, OptionNames.VERSION)
            .versionHelp(true)
            .type(boolean.class)
            .description("Print version information and exit.")
            .build());
  }

  /**
   * SCHEME, the optional first parameter of generate (which also takes typeid) and bounds.
   *
   * @param typeId whether the command takes {@value TypeIds#NAME} too
   */
  static PositionalParamSpec scheme(boolean typeId) {
    return PositionalParamSpec.builder()
        .arity("0..1")
        .paramLabel("SCHEME")
        .type(String.class)
        .completionCandidates(new SchemeNames(typeId))
        .description(SchemeNames.described(typeId))
        .build();
  }

  /** {@code --scheme SCHEME}, the scheme of the ids read, or typeid. */
  static OptionSpec schemeOption(String description) {
    return OptionSpec.builder(OptionNames.SCHEME)
        .type(String.class)
        .paramLabel("SCHEME")
        .completionCandidates(new SchemeNames(true))
        .description(description)
        .build();
  }

  /** The ids to read, a list of strings; none given: standard input. */
  static PositionalParamSpec ids() {
    return PositionalParamSpec.builder()
        .arity("0..*")
        .paramLabel("ID")
        .type(List.class)
        .auxiliaryTypes(String.class)
        .description("ids; - reads standard input (default: standard input)")
        .build();
  }
}
