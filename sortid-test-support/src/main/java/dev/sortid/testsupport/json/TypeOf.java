package dev.sortid.testsupport.json;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * A generic type, captured by an anonymous subclass: {@code new TypeOf<List<Ulid>>() {}.type()}.
 *
 * @param <T> the type
 */
abstract class TypeOf<T> {
  /** The type argument of the subclass. */
  final Type type() {
    return ((ParameterizedType) getClass().getGenericSuperclass()).getActualTypeArguments()[0];
  }
}
