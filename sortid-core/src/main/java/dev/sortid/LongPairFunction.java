package dev.sortid;

/** Builds a value from the two 64-bit halves of a 128-bit number; lets codecs stay scheme-free. */
@FunctionalInterface
interface LongPairFunction<T> {
  T apply(long msb, long lsb);
}
