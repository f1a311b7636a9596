package dev.sortid.validation;

import dev.sortid.validation.tests.SortableIdTextTests;

/** {@link SortableIdTextTests} on Hibernate Validator 8 (Jakarta Validation 3.0). */
final class HibernateValidator8Test extends SortableIdTextTests {
  @Override
  protected int hibernateValidatorMajor() {
    return 8;
  }
}
