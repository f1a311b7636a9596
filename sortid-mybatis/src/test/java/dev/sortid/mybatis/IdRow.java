package dev.sortid.mybatis;

import dev.sortid.Euid;
import dev.sortid.Scru128Id;
import dev.sortid.Scru160Id;
import dev.sortid.Scru64Id;
import dev.sortid.Ulid;
import dev.sortid.UuidV7;
import java.util.Arrays;
import java.util.List;

/** A row of the tests' ids table: one property per id type and column type. */
public final class IdRow {
  public int seq;
  public Scru128Id scru128;
  public Ulid ulid;
  public Euid euid;
  public UuidV7 uuidv7;
  public Scru64Id scru64;
  public Scru160Id scru160;
  public Ulid ulidBytes;
  public Ulid ulidText;

  public IdRow() {}

  List<Object> values() {
    return Arrays.asList(seq, scru128, ulid, euid, uuidv7, scru64, scru160, ulidBytes, ulidText);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof IdRow && values().equals(((IdRow) other).values());
  }

  @Override
  public int hashCode() {
    return values().hashCode();
  }

  @Override
  public String toString() {
    return "IdRow" + values();
  }
}
