package dev.sortid.spring.boot4;

import dev.sortid.jackson3.SortidModule;
import dev.sortid.spring.SortidProperties;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.json.JsonMapper;

/**
 * Registers {@link SortidModule} (Jackson 3) with Boot's {@code JsonMapper}: Boot adds every {@code
 * JacksonModule} bean to it. So the id types read and write as JSON in request and response bodies
 * with no code of the application. {@code sortid.jackson.scru64-as-number} chooses the JSON form of
 * SCRU64 ids. An application's own {@link SortidModule} bean replaces this one.
 */
@AutoConfiguration(before = JacksonAutoConfiguration.class)
@ConditionalOnClass({JsonMapper.class, SortidModule.class})
@EnableConfigurationProperties(SortidProperties.class)
public class SortidJacksonAutoConfiguration {

  /** Creates the configuration. */
  public SortidJacksonAutoConfiguration() {}

  /**
   * The Jackson 3 module of the id types.
   *
   * @param properties the {@code sortid.*} properties
   * @return the module
   */
  @Bean
  @ConditionalOnMissingBean
  public SortidModule sortidJacksonModule(SortidProperties properties) {
    return SortidModule.builder()
        .scru64AsNumber(properties.getJackson().isScru64AsNumber())
        .build();
  }
}
