/**
 * Jackson 3 support for the sortid id types: see {@link dev.sortid.jackson3.SortidModule}.
 *
 * <p>The one public class is the module; its serializers and deserializers are package-private, so
 * that all configuration goes through {@link dev.sortid.jackson3.SortidModule#builder()}.
 */
package dev.sortid.jackson3;
