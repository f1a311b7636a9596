#!/usr/bin/env bash
# Builds the benchmarks jar and runs every benchmark, writing JMH's JSON to sortid-bench/results.json,
# then the table of docs/benchmarks.md and docs/benchmarks.svg from it (python3, standard library).
# Arguments are passed to JMH after the defaults (e.g. a regex to run only some benchmarks, or
# -f 1 -i 3 for a quick look; later options win).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -pl sortid-bench -am package -DskipTests
java -jar sortid-bench/target/benchmarks.jar \
  -f 2 -wi 3 -w 1s -i 5 -r 500ms -prof gc -rf json -rff sortid-bench/results.json "$@"
python3 sortid-bench/report.py sortid-bench/results.json docs/benchmarks.md docs/benchmarks.svg
