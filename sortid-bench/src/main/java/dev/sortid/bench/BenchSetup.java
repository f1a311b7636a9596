package dev.sortid.bench;

/** Settings every benchmark JVM needs before the first id. */
final class BenchSetup {
  private BenchSetup() {}

  /**
   * The node spec of SCRU64's default generator in the benchmarks: node 1 of 2, so 23 counter bits.
   * SCRU64 caps a node at 2<sup>counter_size</sup> ids per 256 ms tick (and lets the ids run ahead
   * of the clock by at most the rollback allowance): with the usual 8-bit node id a node makes at
   * most 65,536 ids per tick, about 256,000 per second, and a benchmark would measure the generator
   * waiting for the clock instead of its cost.
   */
  static final String SCRU64_NODE_SPEC = "1/1";

  /** Sets SCRU64's default node spec unless the command line did. */
  static void init() {
    if (System.getProperty("sortid.scru64.nodeSpec") == null) {
      System.setProperty("sortid.scru64.nodeSpec", SCRU64_NODE_SPEC);
    }
  }
}
