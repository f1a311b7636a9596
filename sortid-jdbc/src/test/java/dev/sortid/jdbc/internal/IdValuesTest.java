package dev.sortid.jdbc.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sortid.Euid;
import dev.sortid.IdFormatException;
import dev.sortid.IdScheme;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.jdbc.ColumnForm;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The conversions between ids and column values, on the values drivers return that the database
 * tests do not reach: every integral number type, UUID text, and the failures.
 */
final class IdValuesTest {
  private static final Scru64Id SCRU64 = Scru64Id.of(123_456_789L, 42);
  private static final Ulid ULID = Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV");

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void databaseValue_isOfItsValueType_andReadsBackAsTheId(IdScheme scheme) {
    dev.sortid.SortableId id = scheme == IdScheme.SCRU64 ? SCRU64 : scheme.generate();
    for (Database database :
        List.of(Database.of("PostgreSQL", "18.1"), Database.of("MariaDB", "11.4.5-MariaDB"))) {
      for (ColumnForm form : ColumnForm.values()) {
        if (form.holds(scheme)) {
          Object value = database.value(id, form);
          assertTrue(database.valueType(form).isInstance(value), value::toString);
          assertEquals(id, IdValues.toId(scheme, value));
        }
      }
    }
  }

  @ParameterizedTest
  @EnumSource(IdScheme.class)
  void schemeOf_idClass_isItsScheme(IdScheme scheme) {
    assertEquals(scheme, IdValues.schemeOf(scheme.idClass()));
  }

  @Test
  void schemeOf_otherClass_failsNamingIt() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> IdValues.schemeOf(String.class));
    assertEquals("not a sortid id class: java.lang.String", e.getMessage());
  }

  @Test
  void toId_everyIntegralNumberType_givesTheScru64Id() {
    long value = SCRU64.toLong();
    assertEquals(SCRU64, IdValues.toId(IdScheme.SCRU64, value));
    assertEquals(SCRU64, IdValues.toId(IdScheme.SCRU64, BigInteger.valueOf(value)));
    assertEquals(SCRU64, IdValues.toId(IdScheme.SCRU64, BigDecimal.valueOf(value)));
    assertEquals(Scru64Id.fromLong(7), IdValues.toId(IdScheme.SCRU64, 7));
    assertEquals(Scru64Id.fromLong(7), IdValues.toId(IdScheme.SCRU64, (short) 7));
  }

  @Test
  void toId_numberBeyond64BitsOrWithAFraction_fails() {
    BigInteger tooLarge = BigInteger.ONE.shiftLeft(64);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> IdValues.toId(IdScheme.SCRU64, tooLarge));
    assertEquals("not an integer within 64 bits: " + tooLarge, e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> IdValues.toId(IdScheme.SCRU64, new BigDecimal("1.5")));
  }

  @Test
  void toId_numberForA128BitScheme_failsSayingHowThoseAreStored() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> IdValues.toId(IdScheme.ULID, 5L));
    assertEquals(
        "a number, but ULID ids are stored as bytes, text or (128-bit) UUIDs", e.getMessage());
  }

  @Test
  void toId_uuidText_in128BitSchemesOnly() {
    String text = ULID.toUuid().toString();
    assertEquals(ULID, IdValues.toId(IdScheme.ULID, text));
    assertEquals(ULID, IdValues.toId(IdScheme.ULID, new StringBuilder(text.toUpperCase())));
    assertThrows(IdFormatException.class, () -> IdValues.toId(IdScheme.SCRU64, text));
  }

  @Test
  void toId_uuidTextInEverySpelling_givesThe128BitId() {
    String text = ULID.toUuid().toString();
    for (String spelling :
        new String[] {"{" + text + "}", "URN:uuid:" + text, text.replace("-", "")}) {
      assertEquals(ULID, IdValues.toId(IdScheme.ULID, spelling), spelling);
    }
  }

  @Test
  void toId_uuidTextOfAnotherVersionAsUuidV7_failsSayingWhy() {
    String text = ULID.toUuid().toString();
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> IdValues.toId(IdScheme.UUIDV7, text));
    assertTrue(e.getMessage().contains("UUIDv7"), e.getMessage());
  }

  @Test
  void toId_textOfAnotherLength_namesTheUuidSpellingsToo() {
    IdFormatException e =
        assertThrows(IdFormatException.class, () -> IdValues.toId(IdScheme.SCRU128, "abc"));
    assertTrue(e.getMessage().contains("or a UUID"), e.getMessage());
  }

  @Test
  void toId_textOf36CharsThatIsNoUuid_isParsedAsTheScheme() {
    // dashes in place, but 'g' is no hex digit: the scheme's parser reports it
    String text = "0123456g-89ab-cdef-0123-456789abcdef";
    assertThrows(IdFormatException.class, () -> IdValues.toId(IdScheme.EUID, text));
    String misplaced = "0123456789-ab-cdef-0123-456789abcdef";
    assertThrows(IdFormatException.class, () -> IdValues.toId(IdScheme.SCRU128, misplaced));
  }

  @Test
  void toId_bytesAndUuids_giveTheIds() {
    Scru160Id scru160 = Scru160Id.MAX;
    assertEquals(scru160, IdValues.toId(IdScheme.SCRU160, scru160.toByteArray()));
    Euid euid = Euid.MIN;
    assertEquals(euid, IdValues.toId(IdScheme.EUID, euid.toUuid()));
    assertEquals(Scru128Id.MAX, IdValues.toId(IdScheme.SCRU128, Scru128Id.MAX.toUuid()));
  }

  @Test
  void toId_uuidForASchemeWithoutUuidForm_fails() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> IdValues.toId(IdScheme.SCRU160, UUID.randomUUID()));
    assertEquals(
        "a UUID, but SCRU160 ids have no UUID form (only 128-bit schemes do)", e.getMessage());
  }

  @Test
  void toId_otherType_failsNamingItAndTheExpectedOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> IdValues.toId(IdScheme.ULID, 1.5f));
    assertEquals(
        "a value of type java.lang.Float (expected a UUID, byte[], integral number or text)",
        e.getMessage());
  }

  @Test
  void toId_double_isAScru64IdOnlyWhenWholeAndWithin64Bits() {
    assertEquals(Scru64Id.fromLong(12345), IdValues.toId(IdScheme.SCRU64, 12345d));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> IdValues.toId(IdScheme.SCRU64, 1.5d));
    assertEquals("not an integer within 64 bits: 1.5", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> IdValues.toId(IdScheme.SCRU64, 1e20));
    assertEquals("not an integer within 64 bits: 1.0E20", e.getMessage());
  }

  @Test
  void database_fromProductNameAndVersion_decidesTheForms() throws SQLException {
    Database mariaDbThroughConnectorJ = Database.of("MySQL", "5.5.5-10.11.5-MariaDB-log");
    assertEquals(new Database(Database.Product.MARIADB, 10, 11, 5), mariaDbThroughConnectorJ);
    assertEquals("MariaDB 10.11.5", mariaDbThroughConnectorJ.toString());
    assertEquals(ColumnForm.UUID, mariaDbThroughConnectorJ.formOf(IdScheme.UUIDV7));
    assertEquals(ColumnForm.BYTES, mariaDbThroughConnectorJ.formOf(IdScheme.ULID));
    // a uuid type from 10.7, but UUIDv7s in their order only from 10.10.6, 10.11.5, 11.0.3, 11.1.2
    for (String version : List.of("10.6.21", "10.7.8", "10.10.5", "10.11.4", "11.0.2", "11.1.1")) {
      Database old = Database.of("MariaDB", version + "-MariaDB");
      assertEquals(ColumnForm.BYTES, old.formOf(IdScheme.UUIDV7), version);
      assertEquals(!version.startsWith("10.6"), old.hasUuidType(), version);
    }
    for (String version : List.of("10.10.6", "10.11.5", "11.0.3", "11.1.2", "11.2.0", "12.0.1")) {
      Database fixed = Database.of("MariaDB", version + "-MariaDB");
      assertEquals(ColumnForm.UUID, fixed.formOf(IdScheme.UUIDV7), version);
      assertTrue(fixed.hasUuidType(), version);
    }
    assertFalse(Database.of("MySQL", "8.4.3").hasUuidType());
    assertEquals(ColumnForm.BYTES, Database.of("MySQL", "8.4.3").formOf(IdScheme.UUIDV7));
    Database oracle = Database.of("Oracle", "Oracle Database 23ai Free Release 23.0.0.0.0");
    assertFalse(oracle.isKnown());
    assertEquals(
        "a database other than PostgreSQL, H2, MariaDB, MySQL and SQLite 23.0", "" + oracle);
    assertEquals(ColumnForm.BIGINT, oracle.formOf(IdScheme.SCRU64));
    assertEquals(ColumnForm.BIGINT, oracle.knownFormOf(IdScheme.SCRU64));
    SQLFeatureNotSupportedException refused =
        assertThrows(
            SQLFeatureNotSupportedException.class, () -> oracle.knownFormOf(IdScheme.ULID));
    assertTrue(refused.getMessage().startsWith("sortid does not know how"), refused.getMessage());
    assertEquals("H2", Database.of("H2", null).toString());
  }

  @Test
  void show_longValues_areCutAndMarked() {
    String text = "x".repeat(100);
    assertEquals('"' + "x".repeat(64) + "...\"", IdValues.show(text));
    assertEquals("3 bytes 0x010203", IdValues.show(new byte[] {1, 2, 3}));
    String bytes = IdValues.show(new byte[100]);
    assertEquals("100 bytes 0x" + "0".repeat(68) + "...", bytes);
    assertEquals("1".repeat(64) + "...", IdValues.show(new BigInteger("1".repeat(100))));
    assertEquals("-5", IdValues.show(-5L));
  }

  @Test
  void badParameter_namesTheParameterTheValueAndTheReason() {
    SQLDataException e =
        IdValues.badParameter(
            "out_id", IdScheme.SCRU64, -5L, new IllegalArgumentException("negative"));
    assertEquals("parameter out_id holds -5, which is not a SCRU64 id: negative", e.getMessage());
    assertEquals(IdValues.DATA_EXCEPTION, e.getSQLState());
  }

  @Test
  void describeColumn_withoutMetadata_namesTheIndex() throws SQLException {
    ResultSet closed;
    try (Connection connection = DriverManager.getConnection("jdbc:h2:mem:", "sa", "");
        Statement statement = connection.createStatement()) {
      closed = statement.executeQuery("select 1 as one");
      closed.close();
    }
    // a closed result set answers no metadata: the message falls back to the index
    assertEquals("column 1", IdValues.describeColumn(closed, 1));
  }
}
