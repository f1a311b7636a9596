/**
 * sortid for springdoc-openapi: {@link dev.sortid.springdoc.IdSchemas} (the one place that says
 * each scheme's pattern, lengths, format and example), the {@link
 * dev.sortid.springdoc.IdModelConverter} that puts them into the OpenAPI document, and its Spring
 * Boot auto-configuration.
 */
package dev.sortid.springdoc;
