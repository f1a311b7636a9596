#!/usr/bin/env bash
# Runs the JMH benchmarks of sortid-bench against the peer libraries, one or more times on one
# JDK, then writes the results tables and the chart of docs/benchmarks.md (python3, standard
# library).
#
#   scripts/benchmarks.sh [--runs N] [--jdk DIR] [--publish] [JMH options] [regex...]
#
# --runs N      runs the selected benchmarks N times, one JMH invocation each (default 1); the
#               report gives the median and the spread (min-max) over the runs.
# --jdk DIR     runs the benchmarks with DIR/bin/java (default: `java` on the PATH). The jar is
#               built once by the Maven build (JDK 17 bytecode) and runs on every JDK from 17 on.
# --publish     merges the runs into docs/benchmarks.json and rewrites docs/benchmarks.svg and the
#               tables of docs/benchmarks.md. The runs replace the published runs of the same JDK
#               (feature version: 17, 25, ...) and keep those of other JDKs, so the JDKs are
#               published one invocation after the other. It refuses runs that lack any benchmark
#               of the report (a regex selection or a failed benchmark), before writing anything.
#
# The benchmarks on 2 threads (the classes Generate.Shared and PerThread.Two) vary more between
# JVMs than the others, so each run measures them in a second JMH invocation with at least 3 forks
# (max(3, -f)); the other benchmarks keep the fork count. Both invocations' JSON make one run file.
#
# Each run's JMH JSON goes to target/benchmarks/jmh/<jdk>-<n>[-2threads].json, its trimmed data to
# target/benchmarks/runs/<jdk>-<n>.json; an invocation first removes the earlier files of its JDK
# there. Without --publish, every run file under target/benchmarks/runs/ (any JDK) is merged into
# target/benchmarks/benchmarks.json and rendered into target/benchmarks/benchmarks.{md,svg};
# nothing under docs/ changes.
#
# JMH options by default: -f 2 -wi 3 -w 1s -i 5 -r 500ms -prof gc (the whole suite: about 19
# minutes per run, of which about 6 for the 2-thread benchmarks; keep the machine otherwise idle).
# An option given here replaces the default of the same name, e.g. a few seconds' look at the ULID
# codec, twice:
#   scripts/benchmarks.sh --runs 2 'Codec.*ulid' -f 1 -wi 1 -w 100ms -i 1 -r 100ms
# The script sets JMH's result file (-rf, -rff) itself.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "scripts/benchmarks.sh: $1" >&2
  echo "usage: scripts/benchmarks.sh [--runs N] [--jdk DIR] [--publish] [JMH options]" \
    "[regex...]" >&2
  exit 2
}

publish=false
runs=1
java=java
args=()
while (($#)); do
  case $1 in
    --publish) publish=true ;;
    --runs)
      [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || usage "--runs takes a count >= 1, got '${2:-}'"
      runs=$2
      shift
      ;;
    --jdk)
      [[ -n ${2:-} && -x ${2:-}/bin/java ]] ||
        usage "--jdk takes a JDK directory holding bin/java, got '${2:-}'"
      java=$2/bin/java
      shift
      ;;
    *) args+=("$1") ;;
  esac
  shift
done

# The user's option names; JMH rejects an option given twice, so these drop out of the defaults.
declare -A given=()
informational=false
options=() # the user's JMH options with their values
regexes=() # the user's benchmark selection
forks=2
i=0
while ((i < ${#args[@]})); do
  arg=${args[i]}
  case $arg in
    -h | -l | -lp | -lprof | -lrf) given[$arg]=1 informational=true ;;
    -rf | -rff)
      echo "scripts/benchmarks.sh: $arg is set by the script (see target/benchmarks/)" >&2
      exit 2
      ;;
    -*) # every other JMH option takes a value
      given[$arg]=1
      options+=("$arg" "${args[i + 1]:-}")
      if [[ $arg == -f ]]; then forks=${args[i + 1]:-}; fi
      i=$((i + 1))
      ;;
    *) regexes+=("$arg") ;;
  esac
  i=$((i + 1))
done
[[ $forks =~ ^[0-9]+$ ]] || usage "-f takes a count, got '$forks'"
defaults=(-f 2 -wi 3 -w 1s -i 5 -r 500ms -prof gc)
jmh=()
for ((i = 0; i < ${#defaults[@]}; i += 2)); do
  if [[ -z ${given[${defaults[i]}]:-} ]]; then jmh+=("${defaults[i]}" "${defaults[i + 1]}"); fi
done
# the options of the 2-thread invocation: the same, with at least 3 forks
forks2=$((forks > 3 ? forks : 3))
jmh2=()
for ((i = 0; i < ${#jmh[@]}; i += 2)); do
  if [[ ${jmh[i]} == -f ]]; then jmh2+=(-f "$forks2"); else jmh2+=("${jmh[i]}" "${jmh[i + 1]}"); fi
done
options2=()
for ((i = 0; i < ${#options[@]}; i += 2)); do
  if [[ ${options[i]} == -f ]]; then
    options2+=(-f "$forks2")
  else
    options2+=("${options[i]}" "${options[i + 1]}")
  fi
done
two_threads='^dev\.sortid\.bench\.(Generate\.Shared|PerThread\.Two)\.'

# The JDK's feature version (17, 25, ...) names the run files.
feature=$("$java" -XshowSettings:properties -version 2>&1 |
  sed -n 's/^ *java\.specification\.version = //p')
[[ $feature =~ ^[0-9]+$ ]] || usage "cannot tell the version of $java"

./mvnw -B -q -pl sortid-bench -am package -DskipTests -Dmaven.javadoc.skip=true \
  -Dmaven.source.skip=true -Djacoco.skip=true
jar=sortid-bench/target/benchmarks.jar
if $informational; then
  exec "$java" -jar "$jar" "${args[@]}"
fi

# The selected benchmarks, split into the 2-thread ones and the others; each passed on as an
# anchored regex of its full name.
one=()
two=()
while read -r name; do
  [[ $name =~ ^dev\.sortid\.bench\. ]] || continue
  exact="^${name//./\\.}\$"
  if [[ $name =~ $two_threads ]]; then two+=("$exact"); else one+=("$exact"); fi
done < <("$java" -jar "$jar" -l "${regexes[@]}")
((${#one[@]} + ${#two[@]})) || usage "no benchmark matches ${regexes[*]:-}"

out=target/benchmarks
report=scripts/benchmarks/report.py
mkdir -p "$out/jmh" "$out/runs"
rm -f "$out/jmh/$feature"-*.json "$out/runs/$feature"-*.json
new=()
for ((n = 1; n <= runs; n++)); do
  echo "scripts/benchmarks.sh: JDK $feature, run $n of $runs" >&2
  parts=()
  if ((${#one[@]})); then
    "$java" -jar "$jar" "${jmh[@]}" "${options[@]}" "${one[@]}" \
      -rf json -rff "$out/jmh/$feature-$n.json"
    parts+=("$out/jmh/$feature-$n.json")
  fi
  if ((${#two[@]})); then
    echo "scripts/benchmarks.sh: the 2-thread benchmarks, $forks2 forks" >&2
    "$java" -jar "$jar" "${jmh2[@]}" "${options2[@]}" "${two[@]}" \
      -rf json -rff "$out/jmh/$feature-$n-2threads.json"
    parts+=("$out/jmh/$feature-$n-2threads.json")
  fi
  python3 "$report" trim "${parts[@]}" "$out/runs/$feature-$n.json"
  new+=("$out/runs/$feature-$n.json")
done

if $publish; then
  python3 "$report" check "${new[@]}"
  python3 "$report" merge docs/benchmarks.json "${new[@]}"
  python3 "$report" render docs/benchmarks.json docs/benchmarks.md docs/benchmarks.md \
    docs/benchmarks.svg
else
  rm -f "$out/benchmarks.json"
  python3 "$report" merge "$out/benchmarks.json" "$out"/runs/*.json
  python3 "$report" render "$out/benchmarks.json" docs/benchmarks.md "$out/benchmarks.md" \
    "$out/benchmarks.svg"
  echo "a quick look: nothing under docs/ changed (--publish writes there)" >&2
fi
