/** The sortid command line: generate, inspect, convert and validate sortable ids. */
module dev.sortid.cli {
  requires dev.sortid;
  requires dev.sortid.nodeid;
  requires info.picocli;

  opens dev.sortid.cli to
      info.picocli;
}
