package dev.sortid.spring.boot;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sortid.jackson.SortidModule;
import dev.sortid.spring.SortidProperties;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Registers {@link SortidModule} (Jackson 2) with Boot's {@code ObjectMapper}: Boot adds every
 * {@code Module} bean to it, while it does not look for modules through {@code ServiceLoader}. So
 * the id types read and write as JSON in request and response bodies with no code of the
 * application. {@code sortid.jackson.scru64-as-number} chooses the JSON form of SCRU64 ids. An
 * application's own {@link SortidModule} bean replaces this one.
 */
@AutoConfiguration(before = JacksonAutoConfiguration.class)
@ConditionalOnClass({ObjectMapper.class, SortidModule.class})
@EnableConfigurationProperties(SortidProperties.class)
public class SortidJacksonAutoConfiguration {

  /** Creates the configuration. */
  public SortidJacksonAutoConfiguration() {}

  /**
   * The Jackson 2 module of the id types.
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
