package dev.sortid.jackson3;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sortid.testsupport.json.Jackson;
import java.lang.reflect.Type;
import org.junit.jupiter.api.function.Executable;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.deser.DeserializationProblemHandler;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import tools.jackson.databind.jsonFormatVisitors.JsonIntegerFormatVisitor;
import tools.jackson.databind.jsonFormatVisitors.JsonStringFormatVisitor;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;

/** The shared Jackson suites on Jackson 3 ({@code tools.jackson}). */
final class Jackson3 implements Jackson {
  private static SortidModule module(boolean scru64AsNumber) {
    return scru64AsNumber
        ? SortidModule.builder().scru64AsNumber(true).build()
        : new SortidModule();
  }

  private static ObjectMapper jsonMapper(boolean scru64AsNumber) {
    return JsonMapper.builder().addModule(module(scru64AsNumber)).build();
  }

  @Override
  public Mapper mapper(boolean scru64AsNumber) {
    return new Jackson3Mapper(jsonMapper(scru64AsNumber));
  }

  @Override
  public Mapper polymorphicMapper(boolean scru64AsNumber) {
    return new Jackson3Mapper(
        JsonMapper.builder()
            .addModule(module(scru64AsNumber))
            .activateDefaultTyping(
                BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build(),
                DefaultTyping.JAVA_LANG_OBJECT)
            .build());
  }

  @Override
  public Mapper mapperReadingFalseAs(Object value) {
    return new Jackson3Mapper(
        JsonMapper.builder()
            .addModule(new SortidModule())
            .addHandler(
                new DeserializationProblemHandler() {
                  @Override
                  public Object handleUnexpectedToken(
                      DeserializationContext ctxt,
                      JavaType targetType,
                      JsonToken t,
                      JsonParser p,
                      String failureMsg) {
                    return t == JsonToken.VALUE_FALSE ? value : NOT_HANDLED;
                  }
                })
            .build());
  }

  @Override
  public String format(boolean scru64AsNumber, Class<?> type) throws Exception {
    StringBuilder seen = new StringBuilder();
    jsonMapper(scru64AsNumber)
        .acceptJsonFormatVisitor(
            type,
            new JsonFormatVisitorWrapper.Base() {
              @Override
              public JsonStringFormatVisitor expectStringFormat(JavaType t) {
                seen.append("string");
                return null;
              }

              @Override
              public JsonIntegerFormatVisitor expectIntegerFormat(JavaType t) {
                return new JsonIntegerFormatVisitor.Base() {
                  @Override
                  public void numberType(JsonParser.NumberType numberType) {
                    seen.append("integer ").append(numberType);
                  }
                };
              }
            });
    return seen.toString();
  }

  @Override
  public InvalidFormat assertInvalidFormat(Executable read) {
    InvalidFormatException e = assertThrows(InvalidFormatException.class, read);
    return new InvalidFormat(
        e.getValue(),
        e.getTargetType(),
        e.getCause(),
        e.getOriginalMessage(),
        e.getMessage(),
        e.getLocation().getLineNr(),
        e.getLocation().getColumnNr(),
        e.getPath().stream()
            .map(
                r ->
                    r.getPropertyName() != null
                        ? r.getPropertyName()
                        : String.valueOf(r.getIndex()))
            .toList());
  }

  @Override
  public Class<?> assertMismatchedInput(Executable read) {
    return assertThrows(MismatchedInputException.class, read).getTargetType();
  }

  @Override
  public String assertInvalidDefinition(Executable read) {
    return assertThrows(InvalidDefinitionException.class, read).getMessage();
  }

  @Override
  public Scru64AsNumber scru64AsNumber() {
    return new Scru64AsNumber(
        new SortidModule().scru64AsNumber(),
        SortidModule.builder().build().scru64AsNumber(),
        SortidModule.builder().scru64AsNumber(true).build().scru64AsNumber());
  }

  @Override
  public ModuleVersion moduleVersion() {
    SortidModule module = new SortidModule();
    return new ModuleVersion(
        module.getModuleName(),
        module.version().getGroupId(),
        module.version().getArtifactId(),
        module.version().isUnknownVersion());
  }

  @Override
  public String artifactId() {
    return "sortid-jackson3";
  }

  private record Jackson3Mapper(ObjectMapper mapper) implements Mapper {
    @Override
    public String write(Object value) throws Exception {
      return mapper.writeValueAsString(value);
    }

    @Override
    public String write(Object value, Type type) throws Exception {
      return mapper
          .writerFor(mapper.getTypeFactory().constructType(type))
          .writeValueAsString(value);
    }

    @Override
    public <T> T read(String json, Class<T> type) throws Exception {
      return mapper.readValue(json, type);
    }

    @Override
    public Object read(String json, Type type) throws Exception {
      return mapper.readValue(json, mapper.getTypeFactory().constructType(type));
    }
  }
}
