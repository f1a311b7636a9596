package dev.sortid.spring.boot4;

import dev.sortid.validation.tests.SortableIdTextTests;

/**
 * {@link SortableIdTextTests} of sortid-validation on Boot 4.0's Hibernate Validator 9 (Jakarta
 * Validation 3.1).
 */
final class HibernateValidator9Test extends SortableIdTextTests {
  @Override
  protected int hibernateValidatorMajor() {
    return 9;
  }
}
