package dev.sortid.jooq;

import dev.sortid.SortableId;
import dev.sortid.jdbc.ColumnForm;
import dev.sortid.jdbc.SortidJdbc;
import java.io.Serial;
import java.sql.SQLException;
import org.jooq.Binding;
import org.jooq.BindingGetResultSetContext;
import org.jooq.BindingGetSQLInputContext;
import org.jooq.BindingGetStatementContext;
import org.jooq.BindingRegisterContext;
import org.jooq.BindingSQLContext;
import org.jooq.BindingSetSQLOutputContext;
import org.jooq.BindingSetStatementContext;
import org.jooq.impl.DefaultBinding;

/**
 * A jOOQ {@link Binding} of an id type to a column: the {@link SortidConverter} of the same types,
 * and reads that report a column value that is not an id as a {@link java.sql.SQLDataException}
 * (SQLSTATE 22000) naming the column, the value and the reason, which jOOQ passes on as the cause
 * of its {@link org.jooq.exception.DataAccessException}:
 *
 * <pre>
 * column "scru64" (1) of table "IDS" holds -5, which is not a SCRU64 id: ...
 * </pre>
 *
 * <p>Reads go through {@link SortidJdbc#read(java.sql.ResultSet, int, Class)}, so a column accepts
 * every value sortid-jdbc reads: a {@link java.util.UUID}, bytes, an integral number or text,
 * whatever the column's declared type. Bind values go through {@link
 * SortidJdbc#bind(java.sql.PreparedStatement, int, SortableId, ColumnForm)} in the form of {@code
 * T} ({@link #set(BindingSetStatementContext)}); the SQL of bind values and inlined values, and the
 * out parameters of stored procedures are jOOQ's default binding of the column type {@code T} with
 * the converter.
 *
 * <p>This is the class to name in a forced type of jOOQ's code generator, one for every id type:
 *
 * <pre>{@code
 * <forcedType>
 *   <userType>dev.sortid.Scru128Id</userType>
 *   <binding>dev.sortid.jooq.SortidBinding</binding>
 *   <genericBinding>true</genericBinding>
 *   <includeExpression>orders\.id</includeExpression>
 * </forcedType>
 * }</pre>
 *
 * <p>The generator then writes {@code new SortidBinding<UUID, Scru128Id>(UUID.class,
 * Scru128Id.class)} for a {@code uuid} column ({@code Long} for {@code bigint}, {@code byte[]} for
 * binary columns such as MariaDB's {@code binary(16)}). By hand: {@code
 * SQLDataType.UUID.asConvertedDataType(new SortidBinding<>(UUID.class, Scru128Id.class))}, or
 * {@link SortidJooq#dataType(Class, org.jooq.SQLDialect)}.
 *
 * <p>Instances are immutable, serializable and thread-safe. Null arguments to the constructor throw
 * {@link NullPointerException}.
 *
 * @param <T> the column's Java type: {@code UUID}, {@code Long}, {@code byte[]} or {@code String}
 * @param <U> the id class
 */
public final class SortidBinding<T, U extends SortableId> implements Binding<T, U> {
  @Serial private static final long serialVersionUID = 1L;

  /** The conversion between column values and ids. */
  private final SortidConverter<T, U> converter;

  /** jOOQ's default binding of the column type with the converter: writes, SQL, procedures. */
  private final Binding<T, U> standard;

  /**
   * Creates the binding of an id class to a column type. The constructor is public so that jOOQ's
   * code generator can call it for a forced type with {@code <genericBinding>true}.
   *
   * @param fromType the column's Java type: {@code UUID.class} (128-bit ids), {@code Long.class}
   *     (SCRU64), {@code byte[].class} or {@code String.class}
   * @param toType the id class, such as {@code Scru128Id.class}
   * @throws IllegalArgumentException as {@link SortidConverter#SortidConverter(Class, Class)}
   */
  public SortidBinding(Class<T> fromType, Class<U> toType) {
    this.converter = new SortidConverter<>(fromType, toType);
    this.standard = DefaultBinding.binding(converter);
  }

  @Override
  public SortidConverter<T, U> converter() {
    return converter;
  }

  /**
   * Reads the column as an id, with {@link SortidJdbc#read(java.sql.ResultSet, int, Class)}.
   *
   * @throws java.sql.SQLDataException if the column holds a value that is not an id of the scheme
   * @throws SQLException as the driver's {@code getObject}
   */
  @Override
  public void get(BindingGetResultSetContext<U> ctx) throws SQLException {
    ctx.value(SortidJdbc.read(ctx.resultSet(), ctx.index(), converter.toType()));
  }

  @Override
  public void sql(BindingSQLContext<U> ctx) throws SQLException {
    standard.sql(ctx);
  }

  @Override
  public void register(BindingRegisterContext<U> ctx) throws SQLException {
    standard.register(ctx);
  }

  /**
   * Binds an id with {@link SortidJdbc#bind(java.sql.PreparedStatement, int, SortableId,
   * ColumnForm)} in the form of the column type {@code T}, so a statement sends what {@code
   * SortidJdbc} sends for that column: for a {@code UUID} column, a {@link java.util.UUID} on
   * PostgreSQL and H2 and its text on MariaDB, MySQL and SQLite, whose drivers would otherwise send
   * other bytes. SQL {@code NULL} is jOOQ's default binding of {@code T}.
   *
   * @throws SQLException as the driver's setter
   */
  @Override
  public void set(BindingSetStatementContext<U> ctx) throws SQLException {
    U id = ctx.value();
    if (id == null) {
      standard.set(ctx);
    } else {
      SortidJdbc.bind(ctx.statement(), ctx.index(), id, converter.form());
    }
  }

  @Override
  public void set(BindingSetSQLOutputContext<U> ctx) throws SQLException {
    standard.set(ctx);
  }

  @Override
  public void get(BindingGetStatementContext<U> ctx) throws SQLException {
    standard.get(ctx);
  }

  @Override
  public void get(BindingGetSQLInputContext<U> ctx) throws SQLException {
    standard.get(ctx);
  }

  @Override
  public String toString() {
    return "SortidBinding["
        + converter.fromType().getSimpleName()
        + " <-> "
        + converter.toType().getSimpleName()
        + "]";
  }
}
