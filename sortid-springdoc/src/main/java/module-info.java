/**
 * sortid for springdoc-openapi: the OpenAPI schema of each id type (type string, the scheme's
 * pattern, lengths, format and an example), in request and response bodies and in parameters.
 */
module dev.sortid.springdoc {
  requires transitive dev.sortid;
  requires dev.sortid.spring;
  requires io.swagger.v3.core;
  requires io.swagger.v3.oas.models;
  requires com.fasterxml.jackson.databind;
  requires spring.beans;
  requires spring.context;
  requires spring.core;
  // the application's springdoc and Boot
  requires static org.springdoc.openapi.common;
  requires static spring.boot.autoconfigure;

  exports dev.sortid.springdoc;

  // Spring reads the configuration class by reflection
  opens dev.sortid.springdoc to
      spring.core,
      spring.beans,
      spring.context;
}
