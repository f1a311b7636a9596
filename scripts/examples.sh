#!/usr/bin/env bash
# Builds and runs each project under examples/ against this checkout's version, as its README says
# (mvn -q compile exec:java; the shell script as it is), and checks what each prints.
#
#   scripts/examples.sh [example...]      # default: all of them
#
# Needs this version's artifacts in the local Maven repository (./mvnw -B install; .ci/run does
# that first). The examples' poms name the version in sortid.version; this script sets it to the
# root pom's, so they never test an older build. Options for Maven go in MAVEN_ARGS. Prints one
# line per check and exits 1 if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
version="$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' pom.xml | head -n 1)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

# expect NAME OUTPUT_FILE REGEX...: the regexes match lines of the output, in this order
expect() {
  local name="$1" file="$2" regex i=0
  local -a lines
  shift 2
  mapfile -t lines <"$file"
  for regex in "$@"; do
    while ((i < ${#lines[@]})) && ! [[ ${lines[i]} =~ $regex ]]; do i=$((i + 1)); done
    if ((i == ${#lines[@]})); then
      echo "FAIL $name: no line matching /$regex/ (in this order) in its output:"
      sed 's/^/  /' "$file"
      failures=$((failures + 1))
      return
    fi
    i=$((i + 1))
  done
  echo "ok   $name"
}

# run NAME: builds and runs a Maven example; its output goes to $work/NAME
run() {
  (cd "examples/$1" && "$root/mvnw" -B -q -Dsortid.version="$version" -Dstyle.color=never \
    compile exec:java) >"$work/$1" 2>&1 || echo "exit status $?" >>"$work/$1"
}

id12='[0-9a-z]{12}'
examples=("$@")
if ((${#examples[@]} == 0)); then examples=(plain-java jdbc spring-boot-jpa cli-pipeline); fi
for name in "${examples[@]}"; do
  case "$name" in
    plain-java)
      run plain-java
      expect plain-java "$work/plain-java" '^ulid [0-9A-Z]{26} at 20[0-9-]+T' \
        '^scru128 [0-9a-z]{25}$' '^sorted true$' '^parsed true SCRU128$' \
        '^json \{"id":"[0-9a-z]{25}","customer":"[0-9A-Z]{26}","item":"tea"\}$' \
        '^json round trip true$'
      ;;
    jdbc)
      run jdbc
      expect jdbc "$work/jdbc" "^$id12 node 42 tea \(same customer\)$" \
        "^$id12 node 42 cake \(same customer\)$" "^$id12 node 42 jam \(same customer\)$"
      ;;
    spring-boot-jpa)
      rm -f examples/spring-boot-jpa/target/sortid-leases.*
      run spring-boot-jpa
      node="$(sed -n 's|^leased node id \([0-9]*\)/10$|\1|p' "$work/spring-boot-jpa")"
      expect spring-boot-jpa "$work/spring-boot-jpa" '^leased node id [0-9]+/10$' \
        "^$id12 node ${node:-X} tea$" "^$id12 node ${node:-X} cake$" "^$id12 node ${node:-X} jam$"
      ;;
    cli-pipeline)
      examples/cli-pipeline/pipeline.sh >"$work/cli-pipeline" 2>&1 ||
        echo "exit status $?" >>"$work/cli-pipeline"
      expect cli-pipeline "$work/cli-pipeline" '^ordered: yes$' '^sorted as text: yes$' \
        '^ULID made at 20[0-9-]+T' '^ULID made at 20[0-9-]+T' \
        '^uuid: 01563e3a-b5d3-d676-4c61-efb99302bd5b$' '^back: 01ARZ3NDEKTSV4RRFFQ69G5FAV$' \
        '^invalid: exit 1$'
      ;;
    *)
      echo "examples: no example $name" >&2
      exit 2
      ;;
  esac
done
if ((failures > 0)); then
  echo "examples: $failures failed"
  exit 1
fi
echo "examples: all ran as expected"
