package dev.sortid.hibernate;

import dev.sortid.Scru64NodeSpec;

/** The node spec the build gives the tests (system property sortid.scru64.nodeSpec). */
final class Scru64Generators {
  private Scru64Generators() {}

  static int nodeId() {
    return Scru64NodeSpec.parse(System.getProperty("sortid.scru64.nodeSpec")).nodeId();
  }
}
