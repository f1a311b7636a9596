package dev.sortid.spring.tests;

import java.util.Map;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.context.ApplicationContext;

/**
 * What differs between the Boot generations in the tests: where Boot's Jackson auto-configuration,
 * the health API and the metrics auto-configuration live, and which Jackson and {@code
 * SortidModule} they use. Each Boot module implements it once.
 */
public interface Generation {

  /**
   * Returns Boot's Jackson auto-configuration and the module's own auto-configurations.
   *
   * @return the auto-configurations under test
   */
  AutoConfigurations autoConfigurations();

  /**
   * Returns the class of Boot's JSON mapper.
   *
   * @return {@code ObjectMapper} or {@code JsonMapper}
   */
  Class<?> jsonMapperType();

  /**
   * Writes a value with the context's JSON mapper.
   *
   * @param context the application
   * @param value the value
   * @return its JSON
   * @throws Exception if Jackson fails
   */
  String toJson(ApplicationContext context, Object value) throws Exception;

  /**
   * Reads a value with the context's JSON mapper.
   *
   * @param <T> its type
   * @param context the application
   * @param json the JSON
   * @param type its type
   * @return the value
   * @throws Exception if Jackson fails
   */
  <T> T fromJson(ApplicationContext context, String json, Class<T> type) throws Exception;

  /**
   * Returns the class of the generation's {@code SortidModule}.
   *
   * @return {@code dev.sortid.jackson.SortidModule} or {@code dev.sortid.jackson3.SortidModule}
   */
  Class<?> sortidModuleType();

  /**
   * Builds a {@code SortidModule} of the generation.
   *
   * @param scru64AsNumber its option
   * @return the module
   */
  Object sortidModule(boolean scru64AsNumber);

  /**
   * Returns the class of Actuator's health indicator.
   *
   * @return the {@code HealthIndicator} interface of the generation
   */
  Class<?> healthIndicatorType();

  /**
   * Reads the {@code scru64LeaseHealthIndicator} bean of an application.
   *
   * @param context the application
   * @return the details, and the status under the key "status"
   */
  Map<String, Object> scru64LeaseHealth(ApplicationContext context);

  /**
   * Returns Boot's metrics auto-configurations (a simple registry), the sortid one and the module's
   * auto-configuration of the lease's meters.
   *
   * @return the auto-configurations under test
   */
  AutoConfigurations metricsAutoConfigurations();
}
