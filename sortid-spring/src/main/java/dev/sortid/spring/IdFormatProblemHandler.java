package dev.sortid.spring;

import dev.sortid.IdFormatException;
import org.springframework.beans.TypeMismatchException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.server.ServerWebInputException;

/**
 * Answers a request with a malformed id, in a path variable, a request parameter or a JSON body,
 * with 400 Bad Request and an RFC 9457 problem ({@code application/problem+json}) whose {@code
 * detail} is the parser's message (the scheme, the input, the position and what was expected), and
 * whose {@code index} property is the position (-1 when the length is wrong). The three places give
 * the same problem. Works for Spring MVC and WebFlux.
 *
 * <p>Other type mismatches and unreadable bodies are left to Spring (a 400 without the message, by
 * default). It has the lowest precedence among the controller advice: an application's own handler
 * of these exceptions (or of {@code Exception}) is chosen first, and so is Boot's when {@code
 * spring.mvc.problemdetails.enabled} is set.
 */
@ControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
public class IdFormatProblemHandler {

  /** Creates the handler. */
  public IdFormatProblemHandler() {}

  /**
   * Turns a type mismatch or an unreadable body caused by a malformed id into a problem response,
   * and lets any other pass unchanged.
   *
   * @param exception a {@code MethodArgumentTypeMismatchException} (MVC parameters), an {@link
   *     HttpMessageNotReadableException} (MVC bodies) or a {@link ServerWebInputException} (WebFlux
   *     parameters and bodies)
   * @return the 400 response
   * @throws Exception {@code exception} itself, if no {@link IdFormatException} caused it
   */
  @ExceptionHandler({
    TypeMismatchException.class,
    HttpMessageNotReadableException.class,
    ServerWebInputException.class
  })
  public ResponseEntity<ProblemDetail> handleTypeMismatch(Exception exception) throws Exception {
    for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
      if (cause instanceof IdFormatException idFormat) {
        ProblemDetail problem =
            ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, idFormat.getMessage());
        problem.setTitle("Invalid id");
        problem.setProperty("index", idFormat.index());
        return ResponseEntity.badRequest()
            .contentType(MediaType.APPLICATION_PROBLEM_JSON)
            .body(problem);
      }
    }
    throw exception;
  }
}
