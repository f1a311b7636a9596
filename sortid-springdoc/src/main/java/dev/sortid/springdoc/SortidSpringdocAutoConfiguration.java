package dev.sortid.springdoc;

import dev.sortid.IdScheme;
import dev.sortid.spring.SortidProperties;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * The id types in the OpenAPI document of springdoc-openapi (2.8 with Spring Boot 3.5, 3.0 with
 * Boot 4.0): each as {@code type: string} with its {@link IdSchemas} pattern, lengths, format and
 * example, in request and response bodies and in path variables and request parameters. With {@code
 * sortid.jackson.scru64-as-number=true}, SCRU64 ids in bodies are {@code type: integer}; in
 * parameters they stay text, as the converter of the web layer reads them.
 */
@AutoConfiguration(
    afterName = "dev.sortid.spring.SortidAutoConfiguration",
    beforeName = "org.springdoc.core.configuration.SpringDocConfiguration")
@ConditionalOnClass(ParameterCustomizer.class)
public class SortidSpringdocAutoConfiguration {

  /** Creates the configuration. */
  public SortidSpringdocAutoConfiguration() {}

  /**
   * The converter of the id types to their schemas.
   *
   * @param properties the {@code sortid.*} properties, for the SCRU64 number option
   * @return the converter
   */
  @Bean
  @ConditionalOnMissingBean
  public IdModelConverter sortidIdModelConverter(ObjectProvider<SortidProperties> properties) {
    SortidProperties sortid = properties.getIfAvailable(SortidProperties::new);
    return new IdModelConverter(sortid.getJackson().isScru64AsNumber());
  }

  /**
   * Path variables and request parameters of an id type: always its text schema, whatever the JSON
   * form of SCRU64.
   *
   * @return the customizer
   */
  @Bean
  public ParameterCustomizer sortidIdParameterCustomizer() {
    return (parameter, methodParameter) -> {
      if (parameter != null && methodParameter != null) {
        IdScheme.ofIdClass(methodParameter.getParameterType())
            .ifPresent(scheme -> parameter.setSchema(IdSchemas.schema(scheme)));
      }
      return parameter;
    };
  }
}
