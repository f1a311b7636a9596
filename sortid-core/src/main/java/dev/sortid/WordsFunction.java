package dev.sortid;

/**
 * Builds a value from the three 64-bit words of a number of up to 192 bits, most significant first;
 * lets {@link PowerOfTwoCodec} stay scheme-free.
 */
@FunctionalInterface
interface WordsFunction<T> {
  T apply(long w2, long w1, long w0);
}
