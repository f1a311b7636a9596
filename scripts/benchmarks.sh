#!/usr/bin/env bash
# Runs the JMH benchmarks of sortid-bench against the peer libraries, then writes the results
# table and the chart of docs/benchmarks.md (python3, standard library).
#
#   scripts/benchmarks.sh [--publish] [JMH options] [benchmark regex...]
#
# A quick look (no --publish) writes only under target/benchmarks/: JMH's JSON (jmh-result.json),
# the trimmed data (benchmarks.json), and benchmarks.md and benchmarks.svg (docs/benchmarks.md
# with this run's table). --publish writes docs/benchmarks.json, docs/benchmarks.svg and the table
# of docs/benchmarks.md, and refuses a run that lacks any benchmark of the report.
#
# JMH options by default: -f 2 -wi 3 -w 1s -i 5 -r 500ms -prof gc (all benchmarks: about 12
# minutes; keep the machine otherwise idle). An option given here replaces the default of the same
# name, e.g. a few seconds' look at the SCRU128 codec:
#   scripts/benchmarks.sh 'Codec.*scru128' -f 1 -wi 1 -i 1 -r 100ms
# The script sets JMH's result file (-rf, -rff) itself.
set -euo pipefail
cd "$(dirname "$0")/.."

publish=false
args=()
for arg in "$@"; do
  if [[ $arg == --publish ]]; then publish=true; else args+=("$arg"); fi
done

# The user's option names; JMH rejects an option given twice, so these drop out of the defaults.
declare -A given=()
informational=false
i=0
while ((i < ${#args[@]})); do
  arg=${args[i]}
  case $arg in
    -h | -l | -lp | -lprof | -lrf) given[$arg]=1 informational=true ;;
    -rf | -rff)
      echo "scripts/benchmarks.sh: $arg is set by the script (see target/benchmarks/)" >&2
      exit 2
      ;;
    -*) given[$arg]=1; i=$((i + 1)) ;; # every other JMH option takes a value
  esac
  i=$((i + 1))
done
defaults=(-f 2 -wi 3 -w 1s -i 5 -r 500ms -prof gc)
jmh=()
for ((i = 0; i < ${#defaults[@]}; i += 2)); do
  if [[ -z ${given[${defaults[i]}]:-} ]]; then jmh+=("${defaults[i]}" "${defaults[i + 1]}"); fi
done

./mvnw -B -q -pl sortid-bench -am package -DskipTests -Dmaven.javadoc.skip=true \
  -Dmaven.source.skip=true -Djacoco.skip=true
jar=sortid-bench/target/benchmarks.jar
if $informational; then
  exec java -jar "$jar" "${args[@]}"
fi

out=target/benchmarks
mkdir -p "$out"
java -jar "$jar" "${jmh[@]}" "${args[@]}" -rf json -rff "$out/jmh-result.json"
report=scripts/benchmarks/report.py
if $publish; then
  python3 "$report" trim "$out/jmh-result.json" "$out/benchmarks.json"
  python3 "$report" check "$out/benchmarks.json"
  cp "$out/benchmarks.json" docs/benchmarks.json
  python3 "$report" render docs/benchmarks.json docs/benchmarks.md docs/benchmarks.md \
    docs/benchmarks.svg
else
  python3 "$report" trim "$out/jmh-result.json" "$out/benchmarks.json"
  python3 "$report" render "$out/benchmarks.json" docs/benchmarks.md "$out/benchmarks.md" \
    "$out/benchmarks.svg"
  echo "a quick look: nothing under docs/ changed (--publish writes there)" >&2
fi
