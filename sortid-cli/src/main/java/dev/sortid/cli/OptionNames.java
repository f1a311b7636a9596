package dev.sortid.cli;

/**
 * The names of the command line's options, each written once: the commands declare their options,
 * read the parse and name them in messages through these constants. An option several commands take
 * ({@link #JSON}, {@link #SCHEME}) has one name here and a declaration in each command, with that
 * command's description.
 */
final class OptionNames {
  private OptionNames() {}

  // every command
  static final String HELP = "--help";
  static final String HELP_SHORT = "-h";
  static final String VERSION = "--version";
  static final String VERSION_SHORT = "-V";
  static final String DEBUG = "--debug";

  // shared by several commands
  static final String JSON = "--json";
  static final String SCHEME = "--scheme";
  static final String FORMAT = "--format";
  static final String AT = "--at";
  static final String PREFIX = "--prefix";

  /** {@code inspect}'s split of node_ctr (SCRU64) or random16 (SCRU160); {@code --lease}'s size. */
  static final String NODE_SIZE = "--node-size";

  // generate
  static final String COUNT = "--count";
  static final String COUNT_SHORT = "-n";
  static final String STREAM = "--stream";
  static final String EXTENSION = "--extension";
  static final String LOWER = "--lower";
  static final String UPPER = "--upper";

  // generate: node ids (see NodeOptions)
  static final String NODE_SPEC = "--node-spec";
  static final String STATEFUL_SET = "--stateful-set";
  static final String NODE_ID = "--node-id";

  // generate: leases (see LeaseOptions)
  static final String LEASE = "--lease";
  static final String REALM = "--realm";
  static final String NODE_IDS = "--node-ids";
  static final String WAIT = "--wait";
  static final String LEASE_TIME = "--lease-time";
  static final String RELEASE_TIMEOUT = "--release-timeout";
  static final String MAX_PAUSE = "--max-pause";

  // convert
  static final String TO = "--to";
  static final String FROM = "--from";

  // validate
  static final String ORDERED = "--ordered";
  static final String QUIET = "--quiet";
  static final String QUIET_SHORT = "-q";
}
