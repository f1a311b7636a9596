package dev.sortid.spring.data;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.jdbc.repository.config.AbstractJdbcConfiguration;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcOperations;

/**
 * Spring Data JDBC with the sortid id types, in a Spring Boot 3.5 or 4.0 application with {@code
 * spring-boot-starter-data-jdbc}:
 *
 * <ul>
 *   <li>{@code JdbcCustomConversions} with {@link SortidConverters} for the application's database
 *       (read once from a connection of its {@code DataSource}) and what Spring Data itself
 *       registers for the database's dialect, unless the application defines its own (then it adds
 *       {@link SortidConverters#converters(java.sql.DatabaseMetaData)} itself).
 *   <li>A {@code BeforeConvertCallback} that gives each new aggregate whose {@code @Id} is {@link
 *       SortidGenerated} an id from the application's generator bean of its scheme.
 * </ul>
 */
@AutoConfiguration(
    afterName = {
      "dev.sortid.spring.SortidAutoConfiguration",
      // Boot 3.5, Boot 4.0: the JdbcTemplate this configuration waits for
      "org.springframework.boot.autoconfigure.jdbc.JdbcTemplateAutoConfiguration",
      "org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration"
    },
    beforeName = {
      // Boot 3.5, Boot 4.0: their JdbcCustomConversions back off from the one here
      "org.springframework.boot.autoconfigure.data.jdbc.JdbcRepositoriesAutoConfiguration",
      "org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration"
    })
@ConditionalOnClass(AbstractJdbcConfiguration.class)
@ConditionalOnBean(NamedParameterJdbcOperations.class)
public class SortidDataJdbcAutoConfiguration {

  /** Creates the configuration. */
  public SortidDataJdbcAutoConfiguration() {}

  /**
   * The conversions of Spring Data JDBC for the database's dialect, with the sortid converters:
   * built by Spring Data's own {@code AbstractJdbcConfiguration}, so that they are what the running
   * Spring Data version would register, plus these.
   *
   * @param context the application context, where Spring Data finds the dialect
   * @param dataSource the application's data source, whose database decides the column forms
   *     (without one, those of PostgreSQL and H2)
   * @return the conversions
   * @throws IllegalStateException if the database's metadata cannot be read
   */
  @Bean
  @ConditionalOnMissingBean
  public JdbcCustomConversions jdbcCustomConversions(
      ApplicationContext context, ObjectProvider<DataSource> dataSource) {
    List<?> converters = converters(dataSource.getIfUnique());
    AbstractJdbcConfiguration configuration =
        new AbstractJdbcConfiguration() {
          @Override
          protected List<?> userConverters() {
            return converters;
          }
        };
    configuration.setApplicationContext(context);
    return configuration.jdbcCustomConversions();
  }

  /** The converters for the database of a data source, read from one connection's metadata. */
  private static List<?> converters(DataSource dataSource) {
    if (dataSource == null) {
      return SortidConverters.converters();
    }
    try (Connection connection = dataSource.getConnection()) {
      return SortidConverters.converters(connection.getMetaData());
    } catch (SQLException e) {
      throw new IllegalStateException(
          "sortid could not read the database's product and version for its column forms: "
              + e.getMessage(),
          e);
    }
  }

  /**
   * The callback that sets the {@link SortidGenerated} ids of new aggregates.
   *
   * @param mappingContext Spring Data JDBC's mapping context
   * @param beans the application's beans, where the generators are
   * @return the callback
   */
  @Bean
  public BeforeConvertCallback<Object> sortidJdbcIdCallback(
      ObjectProvider<JdbcMappingContext> mappingContext, BeanFactory beans) {
    IdAssigner assigner = new IdAssigner(mappingContext, beans);
    return assigner::assign;
  }
}
