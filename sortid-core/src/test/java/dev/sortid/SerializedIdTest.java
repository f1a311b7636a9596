package dev.sortid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamException;
import java.io.OutputStream;
import java.util.HexFormat;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Forged proxy streams whose fields hold the wrong types. Found by the {@code deserializeStream}
 * fuzz target: the JDK's default field assignment threw an unchecked {@link ClassCastException} out
 * of {@code readObject}; the proxy now checks the types itself and throws {@link
 * InvalidObjectException}.
 */
final class SerializedIdTest {

  @Test
  void readObject_schemeFieldHoldsAString_throwsInvalidObjectException() {
    byte[] stream = forge(value -> value instanceof IdScheme ? "ULID" : value);

    InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> read(stream));

    assertTrue(e.getMessage().contains("java.lang.String"), e.getMessage());
  }

  @Test
  void readObject_bytesFieldHoldsAString_throwsInvalidObjectException() {
    byte[] stream = forge(value -> value instanceof byte[] ? "0123456789abcdef" : value);

    assertThrows(InvalidObjectException.class, () -> read(stream));
  }

  /**
   * A negative length for the bytes array. The contract is the {@link ObjectStreamException}
   * family, whose subclass depends on the JDK: JDK 17's reader throws NegativeArraySizeException
   * from inside the proxy's readObject (found by the fuzzer), which the proxy reports as {@link
   * InvalidObjectException}; JDK 25's reader detects the length itself and throws {@link
   * java.io.StreamCorruptedException}.
   */
  @Test
  void readObject_negativeArrayLength_throwsObjectStreamException() {
    byte[] stream = forge(UnaryOperator.identity());
    // TC_ARRAY, its class descriptor "[B" (written in full: the first array), then the length
    int at = indexOf(stream, new byte[] {0x75, 0x72, 0x00, 0x02, '[', 'B'});
    int length = at + 2 + 4 + 8 + 1 + 2 + 1 + 1; // tags, name, serialVersionUID, flags, fields...
    assertEquals(16, stream[length + 3], "found the array length");
    stream[length] = (byte) 0x80;

    assertThrows(ObjectStreamException.class, () -> read(stream));
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i <= haystack.length - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    throw new AssertionError("not found");
  }

  @Test
  void readObject_wellFormedProxy_givesTheId() throws Exception {
    Ulid id = Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV");

    assertEquals(id, read(forge(UnaryOperator.identity())));
  }

  /**
   * A ULID's stream whose {@code SerializedId} descriptor has the fields {@code bytes} and {@code
   * scheme} only, as a build of sortid without TypeIDs in the proxy wrote it: it still reads, the
   * missing {@code prefix} being null.
   */
  @Test
  void readObject_streamWithoutThePrefixField_givesTheId() throws Exception {
    byte[] stream =
        HexFormat.of()
            .parseHex(
                "aced0005737200176465762e736f727469642e53657269616c697a656449640000000000000001"
                    + "0200025b000562797465737400025b424c0006736368656d657400154c6465762f736f72746964"
                    + "2f4964536368656d653b7870757200025b42acf317f8060854e002000078700000001001563e3a"
                    + "b5d3d6764c61efb99302bd5b7e7200136465762e736f727469642e4964536368656d6500000000"
                    + "000000001200007872000e6a6176612e6c616e672e456e756d0000000000000000120000787074"
                    + "0004554c4944");

    assertEquals(Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV"), read(stream));
  }

  @Test
  void readObject_schemeAndPrefixBoth_throwsInvalidObjectException() {
    byte[] stream = write(new SerializedId(IdScheme.UUIDV7, UuidV7.MIN.toByteArray()), "user");

    InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> read(stream));

    assertTrue(e.getMessage().contains("expected a scheme, no prefix and bytes"), e.getMessage());
  }

  /** A stream of the proxy with its {@code prefix} field set to {@code prefix}. */
  private static byte[] write(SerializedId proxy, String prefix) {
    try {
      java.lang.reflect.Field field = SerializedId.class.getDeclaredField("prefix");
      field.setAccessible(true);
      field.set(proxy, prefix);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(proxy);
      }
      return bytes.toByteArray();
    } catch (ReflectiveOperationException | IOException e) {
      throw new AssertionError(e);
    }
  }

  /** A stream of a ULID's proxy, with its field values passed through {@code replace}. */
  private static byte[] forge(UnaryOperator<Object> replace) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new Replacing(bytes, replace)) {
      out.writeObject(
          new SerializedId(IdScheme.ULID, Ulid.parse("01ARZ3NDEKTSV4RRFFQ69G5FAV").toByteArray()));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return bytes.toByteArray();
  }

  private static Object read(byte[] stream) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
      return in.readObject();
    }
  }

  private static final class Replacing extends ObjectOutputStream {
    private final UnaryOperator<Object> replace;

    Replacing(OutputStream out, UnaryOperator<Object> replace) throws IOException {
      super(out);
      this.replace = replace;
      enableReplaceObject(true);
    }

    @Override
    protected Object replaceObject(Object value) {
      return value instanceof SerializedId ? value : replace.apply(value);
    }
  }
}
