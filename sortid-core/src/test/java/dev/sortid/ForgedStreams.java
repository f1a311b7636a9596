package dev.sortid;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamConstants;
import java.io.ObjectStreamField;
import java.io.UncheckedIOException;

/**
 * Writes Java serialization streams by hand, as an attacker would, to show that the id classes
 * refuse to be built from anything but their validating proxy.
 */
final class ForgedStreams {
  private ForgedStreams() {}

  /**
   * A stream holding an instance of {@code type} itself, with its primitive fields all zero and its
   * object fields null, bypassing {@code writeReplace}.
   */
  static byte[] withoutProxy(Class<?> type) {
    ObjectStreamClass descriptor = ObjectStreamClass.lookup(type);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeShort(ObjectStreamConstants.STREAM_MAGIC);
      out.writeShort(ObjectStreamConstants.STREAM_VERSION);
      out.writeByte(ObjectStreamConstants.TC_OBJECT);
      out.writeByte(ObjectStreamConstants.TC_CLASSDESC);
      out.writeUTF(type.getName());
      out.writeLong(descriptor.getSerialVersionUID());
      out.writeByte(ObjectStreamConstants.SC_SERIALIZABLE);
      ObjectStreamField[] fields = descriptor.getFields();
      out.writeShort(fields.length);
      int valueBytes = 0;
      int objects = 0;
      for (ObjectStreamField field : fields) {
        out.writeByte(field.getTypeCode());
        out.writeUTF(field.getName());
        if (field.isPrimitive()) {
          valueBytes += size(field.getTypeCode());
        } else {
          out.writeByte(ObjectStreamConstants.TC_STRING);
          out.writeUTF(field.getTypeString());
          objects++;
        }
      }
      out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
      out.writeByte(ObjectStreamConstants.TC_NULL); // no serializable superclass
      out.write(new byte[valueBytes]); // the primitive fields come first
      for (int i = 0; i < objects; i++) {
        out.writeByte(ObjectStreamConstants.TC_NULL);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static int size(char typeCode) {
    switch (typeCode) {
      case 'J':
      case 'D':
        return 8;
      case 'I':
      case 'F':
        return 4;
      case 'S':
      case 'C':
        return 2;
      default:
        return 1;
    }
  }
}
