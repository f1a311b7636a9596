package dev.sortid.spring.data;

import io.r2dbc.spi.Connection;
import io.r2dbc.spi.ConnectionFactory;
import io.r2dbc.spi.ConnectionMetadata;
import java.time.Duration;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;
import org.springframework.data.r2dbc.dialect.DialectResolver;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.r2dbc.mapping.event.BeforeConvertCallback;
import reactor.core.publisher.Mono;

/**
 * Spring Data R2DBC with the sortid id types, in a Spring Boot 3.5 or 4.0 application with {@code
 * spring-boot-starter-data-r2dbc}:
 *
 * <ul>
 *   <li>{@code R2dbcCustomConversions} with {@link SortidConverters} for the application's database
 *       (its product name and version, read once from a connection of its {@code ConnectionFactory}
 *       at start-up) and the dialect's own, unless the application defines its own (then it adds
 *       {@link SortidConverters#converters(String, String)} itself).
 *   <li>A reactive {@code BeforeConvertCallback} that gives each new aggregate whose {@code @Id} is
 *       {@link SortidGenerated} an id from the application's generator bean of its scheme. The id
 *       is made when the callback's {@code Mono} is subscribed to; a SCRU64 generator may wait
 *       there for a clock that went back (see {@code Scru64Generator}).
 * </ul>
 */
@AutoConfiguration(
    afterName = {
      "dev.sortid.spring.SortidAutoConfiguration",
      // Boot 3.5, Boot 4.0: the ConnectionFactory this configuration waits for
      "org.springframework.boot.autoconfigure.r2dbc.R2dbcAutoConfiguration",
      "org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration"
    },
    beforeName = {
      // Boot 3.5, Boot 4.0: their R2dbcCustomConversions back off from the one here
      "org.springframework.boot.autoconfigure.data.r2dbc.R2dbcDataAutoConfiguration",
      "org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration"
    })
@ConditionalOnClass({R2dbcCustomConversions.class, ConnectionFactory.class})
@ConditionalOnBean(ConnectionFactory.class)
public class SortidDataR2dbcAutoConfiguration {

  /** Creates the configuration. */
  public SortidDataR2dbcAutoConfiguration() {}

  /** The longest wait for the connection that tells the database's product and version. */
  private static final Duration METADATA_TIMEOUT = Duration.ofSeconds(30);

  /**
   * The conversions of Spring Data R2DBC for the database's dialect, with the sortid converters for
   * the database: its product name and version are read from one connection, opened and closed here
   * (waited for at most 30 seconds, on the thread that creates the bean).
   *
   * @param connectionFactory the connection factory, whose database names the dialect and the
   *     column forms
   * @return the conversions
   * @throws IllegalStateException if no connection is had within 30 seconds, or it fails
   */
  @Bean
  @ConditionalOnMissingBean
  public R2dbcCustomConversions r2dbcCustomConversions(ConnectionFactory connectionFactory) {
    return R2dbcCustomConversions.of(
        DialectResolver.getDialect(connectionFactory), converters(connectionFactory));
  }

  /** The converters for the database of a connection factory, read from one connection. */
  private static List<?> converters(ConnectionFactory connectionFactory) {
    List<?> converters;
    try {
      converters =
          Mono.usingWhen(
                  connectionFactory.create(),
                  connection -> Mono.fromSupplier(() -> converters(connection.getMetadata())),
                  Connection::close)
              .block(METADATA_TIMEOUT);
    } catch (RuntimeException e) {
      throw new IllegalStateException(
          "sortid could not read the database's product and version for its column forms: "
              + e.getMessage(),
          e);
    }
    if (converters == null) {
      throw new IllegalStateException(
          "sortid could not read the database's product and version for its column forms: "
              + connectionFactory
              + " gave no connection");
    }
    return converters;
  }

  private static List<?> converters(ConnectionMetadata metadata) {
    return SortidConverters.converters(
        metadata.getDatabaseProductName(), metadata.getDatabaseVersion());
  }

  /**
   * The callback that sets the {@link SortidGenerated} ids of new aggregates.
   *
   * @param mappingContext Spring Data R2DBC's mapping context
   * @param beans the application's beans, where the generators are
   * @return the callback
   */
  @Bean
  public BeforeConvertCallback<Object> sortidR2dbcIdCallback(
      ObjectProvider<R2dbcMappingContext> mappingContext, BeanFactory beans) {
    IdAssigner assigner = new IdAssigner(mappingContext, beans);
    return (entity, table) -> Mono.fromSupplier(() -> assigner.assign(entity));
  }
}
