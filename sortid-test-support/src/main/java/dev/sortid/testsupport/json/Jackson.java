package dev.sortid.testsupport.json;

import java.lang.reflect.Type;
import java.util.List;
import org.junit.jupiter.api.function.Executable;

/**
 * What differs between the Jackson generations that the suites of this package run on: how a mapper
 * with the sortid module is built, and the exceptions it throws. The Jackson 2 module's tests
 * implement it on {@code com.fasterxml.jackson}, the Jackson 3 module's on {@code tools.jackson};
 * the suites import neither.
 */
public interface Jackson {
  /**
   * A mapper with the generation's sortid module and {@code Optional} support (Jackson 2's Jdk8
   * module; built into Jackson 3).
   *
   * @param scru64AsNumber false for {@code new SortidModule()}, true for a module built with {@code
   *     scru64AsNumber(true)}
   * @return the mapper
   */
  Mapper mapper(boolean scru64AsNumber);

  /**
   * A mapper with the sortid module and default typing of {@code Object} values ({@code
   * JAVA_LANG_OBJECT}, any base type allowed), so that each id is written with its class name.
   *
   * @param scru64AsNumber as in {@link #mapper(boolean)}
   * @return the mapper
   */
  Mapper polymorphicMapper(boolean scru64AsNumber);

  /**
   * A mapper with the sortid module and a problem handler that reads the JSON token {@code false}
   * as {@code value}, leaving every other unexpected token unhandled.
   *
   * @param value what {@code false} reads as
   * @return the mapper
   */
  Mapper mapperReadingFalseAs(Object value);

  /**
   * The JSON Schema format that the sortid module's serializer reports to a format visitor for a
   * type: {@code "string"}, or {@code "integer "} and the number type ({@code "integer LONG"}).
   *
   * @param scru64AsNumber as in {@link #mapper(boolean)}
   * @param type the type
   * @return what the visitor saw
   * @throws Exception as the mapper
   */
  String format(boolean scru64AsNumber, Class<?> type) throws Exception;

  /**
   * Runs a read and asserts that it throws the generation's {@code InvalidFormatException}.
   *
   * @param read the read
   * @return what the exception reports
   */
  InvalidFormat assertInvalidFormat(Executable read);

  /**
   * Runs a read and asserts that it throws the generation's {@code MismatchedInputException} (of
   * which {@code InvalidFormatException} is one).
   *
   * @param read the read
   * @return the exception's target type
   */
  Class<?> assertMismatchedInput(Executable read);

  /**
   * Runs a read and asserts that it throws the generation's {@code InvalidDefinitionException}.
   *
   * @param read the read
   * @return the exception's message
   */
  String assertInvalidDefinition(Executable read);

  /**
   * What {@code scru64AsNumber()} says of the generation's modules.
   *
   * @return of {@code new SortidModule()}, of {@code SortidModule.builder().build()}, and of a
   *     module built with {@code scru64AsNumber(true)}
   */
  Scru64AsNumber scru64AsNumber();

  /**
   * What {@code new SortidModule()} reports as its name and version.
   *
   * @return the name and version
   */
  ModuleVersion moduleVersion();

  /**
   * The artifact id that the module's version should name.
   *
   * @return {@code sortid-jackson} or {@code sortid-jackson3}
   */
  String artifactId();

  /** A mapper of one generation, as far as the suites use it. */
  interface Mapper {
    /**
     * Writes a value as JSON ({@code writeValueAsString}).
     *
     * @param value the value
     * @return the JSON
     * @throws Exception as the mapper
     */
    String write(Object value) throws Exception;

    /**
     * Writes a value as JSON as a value of a type ({@code writerFor(type)}).
     *
     * @param value the value
     * @param type the type, such as {@code List<Object>}
     * @return the JSON
     * @throws Exception as the mapper
     */
    String write(Object value, Type type) throws Exception;

    /**
     * Reads JSON as a class ({@code readValue(json, type)}).
     *
     * @param <T> the class
     * @param json the JSON
     * @param type the class
     * @return the value
     * @throws Exception as the mapper
     */
    <T> T read(String json, Class<T> type) throws Exception;

    /**
     * Reads JSON as a generic type, such as {@code List<SortableId>}.
     *
     * @param json the JSON
     * @param type the type
     * @return the value
     * @throws Exception as the mapper
     */
    Object read(String json, Type type) throws Exception;
  }

  /**
   * What an {@code InvalidFormatException} reports.
   *
   * @param value the value that could not be read ({@code getValue()})
   * @param targetType the type it was read as
   * @param cause the exception's cause
   * @param originalMessage the message without the location
   * @param message the whole message
   * @param line the line of the location, from 1
   * @param column the column of the location, from 1
   * @param path the path from the root: each step a property name, or an index as text
   */
  record InvalidFormat(
      Object value,
      Class<?> targetType,
      Throwable cause,
      String originalMessage,
      String message,
      int line,
      int column,
      List<String> path) {}

  /**
   * What {@code scru64AsNumber()} says of three modules.
   *
   * @param newModule of {@code new SortidModule()}
   * @param built of {@code SortidModule.builder().build()}
   * @param builtOn of a module built with {@code scru64AsNumber(true)}
   */
  record Scru64AsNumber(boolean newModule, boolean built, boolean builtOn) {}

  /**
   * A module's name and its version's coordinates.
   *
   * @param moduleName {@code getModuleName()}
   * @param groupId the version's group id
   * @param artifactId the version's artifact id
   * @param unknownVersion whether the version is Jackson's unknown version
   */
  record ModuleVersion(
      String moduleName, String groupId, String artifactId, boolean unknownVersion) {}
}
