#!/usr/bin/env bash
# Index locality on PostgreSQL 17: inserts 1,000,000 rows per key kind (random UUIDv4, SCRU128 and
# ULID as uuid; SCRU64 and a random bigint as bigint), records insert time and primary-key index
# size, and draws the chart. Writes docs/databases/index-locality.{csv,svg} and the environment.
# Takes several minutes; run it alone on the machine. Not part of `mvn verify`.
# Usage: sortid-hibernate/bench/index-locality.sh [rows] [rounds]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=docs/databases
mvn -B -q -pl sortid-hibernate -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
cp="sortid-hibernate/target/test-classes:sortid-hibernate/target/classes:$(cat sortid-hibernate/target/test-classpath.txt)"
java -cp "$cp" dev.sortid.hibernate.bench.IndexLocality "$out" "$@"
java -cp "$cp" dev.sortid.hibernate.bench.IndexLocalityChart "$out"
