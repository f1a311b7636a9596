package dev.sortid.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sortid.IdFormatException;
import dev.sortid.Ulid;
import org.junit.jupiter.api.Test;
import org.springframework.beans.TypeMismatchException;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/**
 * The handler's decision on real exceptions; the web tests of the Boot modules run it inside
 * servers.
 */
final class IdFormatProblemHandlerTest {
  private final IdFormatProblemHandler handler = new IdFormatProblemHandler();

  @Test
  void malformedId_isProblemWithTheParsersMessage() throws Exception {
    IdFormatException parse =
        assertThrows(IdFormatException.class, () -> Ulid.parse("01ARZ3NUEKTSV4RRFFQ69G5FAV"));
    ResponseEntity<ProblemDetail> response =
        handler.handleTypeMismatch(
            new TypeMismatchException("01ARZ3NUEKTSV4RRFFQ69G5FAV", Ulid.class, parse));
    assertEquals(400, response.getStatusCode().value());
    assertEquals(MediaType.APPLICATION_PROBLEM_JSON, response.getHeaders().getContentType());
    assertEquals(parse.getMessage(), response.getBody().getDetail());
    assertEquals(7, response.getBody().getProperties().get("index"));
  }

  @Test
  void otherMismatch_isRethrownUnchanged() {
    TypeMismatchException other =
        new TypeMismatchException("many", Integer.class, new NumberFormatException("many"));
    assertSame(
        other, assertThrows(TypeMismatchException.class, () -> handler.handleTypeMismatch(other)));
  }
}
