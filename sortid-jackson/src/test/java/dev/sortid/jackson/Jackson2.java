package dev.sortid.jackson;

import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonIntegerFormatVisitor;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonStringFormatVisitor;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import dev.sortid.testsupport.json.Jackson;
import java.lang.reflect.Type;
import org.junit.jupiter.api.function.Executable;

/** The shared Jackson suites on Jackson 2 ({@code com.fasterxml.jackson}). */
final class Jackson2 implements Jackson {
  private static SortidModule module(boolean scru64AsNumber) {
    return scru64AsNumber
        ? SortidModule.builder().scru64AsNumber(true).build()
        : new SortidModule();
  }

  private static ObjectMapper jsonMapper(boolean scru64AsNumber) {
    return JsonMapper.builder()
        .addModule(module(scru64AsNumber))
        .addModule(new Jdk8Module())
        .build();
  }

  @Override
  public Mapper mapper(boolean scru64AsNumber) {
    return new Jackson2Mapper(jsonMapper(scru64AsNumber));
  }

  @Override
  public Mapper polymorphicMapper(boolean scru64AsNumber) {
    return new Jackson2Mapper(
        JsonMapper.builder()
            .addModule(module(scru64AsNumber))
            .activateDefaultTyping(
                BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build(),
                ObjectMapper.DefaultTyping.JAVA_LANG_OBJECT)
            .build());
  }

  @Override
  public Mapper mapperReadingFalseAs(Object value) {
    return new Jackson2Mapper(
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
            .map(r -> r.getFieldName() != null ? r.getFieldName() : String.valueOf(r.getIndex()))
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
    return "sortid-jackson";
  }

  private record Jackson2Mapper(ObjectMapper mapper) implements Mapper {
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
