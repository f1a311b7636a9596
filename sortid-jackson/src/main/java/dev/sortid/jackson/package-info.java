/**
 * Jackson 2 support for the sortid id types: see {@link dev.sortid.jackson.SortidModule}.
 *
 * <p>The one public class is the module; its serializers and deserializers are package-private, so
 * that all configuration goes through {@link dev.sortid.jackson.SortidModule#builder()}.
 */
package dev.sortid.jackson;
