#!/usr/bin/env bash
# Uses sortid-cli as a Maven user would: a new project in a temporary folder imports sortid-bom and
# depends on sortid-cli, and the check asserts that its class path holds each class once, that
# jdeps --check finds nothing to report in dev.sortid.cli's module descriptor, and that the command
# starts from the module path (java -p ... -m dev.sortid.cli). A second project depends on
# sortid-cli-runnable: it resolves to that one jar (each class once), which runs with java -jar.
# Then the enforcer's dependency convergence over a project of each published module and of the
# modules used together (jackson + jackson3, hibernate + spring-boot, spring-boot4 + spring-data +
# springdoc).
#
#   scripts/consumer-check.sh
#
# Needs this version's artifacts in the local Maven repository (./mvnw -B install; .ci/run does
# that first) and a JDK 17+ (java, jdeps). Options for Maven go in MAVEN_ARGS. Prints one line per
# check and exits 1 if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
version="$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' pom.xml | head -n 1)"
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
work="$(mktemp -d)"
boot="" # the Spring Boot version whose BOM the next project imports (project below)
trap 'rm -rf "$work"' EXIT

# project NAME ARTIFACT...: a project in $work/NAME that imports sortid-bom (after the BOM in
# $boot, if set, as a Spring Boot application imports Boot's) and depends on the artifacts
project() {
  local name=$1 dependencies="" artifact
  shift
  for artifact in "$@"; do
    dependencies+="
    <dependency>
      <groupId>dev.sortid</groupId>
      <artifactId>$artifact</artifactId>
    </dependency>"
  done
  mkdir -p "$work/$name"
  echo "$*${boot:+ with Spring Boot $boot}" >"$work/$name/artifacts.txt"
  cat >"$work/$name/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>example</groupId>
  <artifactId>sortid-consumer-$name</artifactId>
  <version>1</version>
  <dependencyManagement>
    <dependencies>${boot:+
      <dependency>
        <groupId>org.springframework.boot</groupId>
        <artifactId>spring-boot-dependencies</artifactId>
        <version>$boot</version>
        <type>pom</type>
        <scope>import</scope>
      </dependency>}
      <dependency>
        <groupId>dev.sortid</groupId>
        <artifactId>sortid-bom</artifactId>
        <version>$version</version>
        <type>pom</type>
        <scope>import</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>
  <dependencies>$dependencies
  </dependencies>
</project>
POM
}

# consumer NAME ARTIFACT...: the project, and its class path in $work/NAME/classpath.txt
consumer() {
  local name=$1
  project "$@"
  (cd "$work/$name" && "$root/mvnw" -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
    -Dmdep.outputFile="$work/$name/classpath.txt") >"$work/$name/maven.log" 2>&1 || {
    cat "$work/$name/maven.log" >&2
    echo "consumer-check: the consumer of $* did not resolve (is $version installed?)" >&2
    exit 1
  }
}

# the class files that two or more of the jars of the class path in $work/NAME/classpath.txt hold
# (multi-release versions included; module-info is in each modular jar)
twice() { # NAME
  local jar jars
  IFS=: read -r -a jars <"$work/$1/classpath.txt" || true # no line end after the path
  for jar in "${jars[@]}"; do
    unzip -Z1 "$jar" | grep '\.class$' | grep -v 'module-info\.class$' || true
  done | sort | uniq -d
}

consumer cli sortid-cli
classpath="$(cat "$work/cli/classpath.txt")"
IFS=: read -r -a jars <<<"$classpath"

failures=0
report() { # status, message
  if [[ $1 == 0 ]]; then echo "ok   $2"; else echo "FAIL $2"; failures=$((failures + 1)); fi
}

echo "consumer-check: sortid-cli $version resolves to:"
printf '  %s\n' "${jars[@]##*/}"
twice cli >"$work/twice.txt"
report "$([[ -s $work/twice.txt ]] && echo 1 || echo 0)" \
  "no class twice on the class path ($(wc -l <"$work/twice.txt") duplicated)"
head -n 20 "$work/twice.txt" | sed 's/^/  twice: /'

status=0
"${bin}jdeps" --multi-release 17 --module-path "$classpath" --check dev.sortid.cli \
  >"$work/jdeps.txt" 2>&1 || status=$?
sed 's/^/  /' "$work/jdeps.txt"
# clean: the requires that jdeps suggests are those the descriptor has (nothing unused, nothing
# missing), and it names no unused qualified exports
requires() { # heading: the requires under it, without versions
  awk -v heading="$1" '/^ *\[/ { inside = index($0, heading) > 0; next }
    inside && $1 == "requires" { sub(/ *\(@[^)]*\)/, ""); sub(/^ */, ""); print }' \
    "$work/jdeps.txt" | sort
}
if [[ "$(requires '[Module descriptor]')" != "$(requires '[Suggested module descriptor')" ]] ||
  grep -qi 'unused' "$work/jdeps.txt"; then
  status=1
fi
report "$status" "jdeps --check dev.sortid.cli: nothing to report"

status=0
out="$("${bin}java" --module-path "$classpath" -m dev.sortid.cli/dev.sortid.cli.Main \
  generate ulid -n 2 2>&1)" || status=$?
if [[ $(wc -l <<<"$out") != 2 ]]; then status=1; fi
report "$status" "java --module-path ... -m dev.sortid.cli generates ids: $(tr '\n' ' ' <<<"$out")"

# the runnable jar: its pom names no dependency, so a project that depends on it gets that one
# jar, each class once, and it runs with java -jar
consumer runnable sortid-cli-runnable
IFS=: read -r -a jars <"$work/runnable/classpath.txt" || true
twice runnable >"$work/twice.txt"
report "$([[ ${#jars[@]} == 1 && ! -s $work/twice.txt ]] && echo 0 || echo 1)" \
  "sortid-cli-runnable resolves to itself alone (${jars[*]##*/}), no class twice ($(wc -l <"$work/twice.txt") duplicated)"
status=0
out="$("${bin}java" -jar "${jars[0]}" generate ulid -n 2 2>&1)" || status=$?
if [[ $(wc -l <<<"$out") != 2 ]]; then status=1; fi
report "$status" "java -jar sortid-cli-runnable generates ids: $(tr '\n' ' ' <<<"$out")"

# Dependency convergence (the enforcer's rule, as sortid's own build runs it): a project that
# depends on one published module, or on modules used together, finds one version of each
# dependency on every path of its tree. Boot 4.0 with sortid-spring-data (built on Spring Data 3.5)
# and springdoc: with Boot 4.0's BOM imported, as a Boot application has it. One Maven run over
# all of them (the projects as modules of one aggregator), each reported on its own.
converging=()
converges() { # NAME ARTIFACT...
  project "$@"
  converging+=("$1")
}
while IFS= read -r module; do
  if [[ $module != sortid-bom ]] &&
    ! grep -q '<sortid.publish.skip>true</sortid.publish.skip>' "$module/pom.xml"; then
    converges "converge-$module" "$module"
  fi
done < <(sed -n 's|^    <module>\(.*\)</module>$|\1|p' pom.xml)
converges converge-jackson2-and-3 sortid-jackson sortid-jackson3
converges converge-hibernate-boot sortid-hibernate sortid-spring-boot
boot="$(sed -n 's|^    <spring-boot4.version>\(.*\)</spring-boot4.version>$|\1|p' pom.xml)"
converges converge-boot4-data-springdoc sortid-spring-boot4 sortid-spring-data sortid-springdoc
boot=""
{
  echo '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>'
  echo '<groupId>example</groupId><artifactId>sortid-consumers</artifactId><version>1</version>'
  echo '<packaging>pom</packaging><modules>'
  printf '<module>%s</module>' "${converging[@]}"
  echo '</modules></project>'
} >"$work/pom.xml"
(cd "$work" && "$root/mvnw" -B -fae -Dstyle.color=never \
  org.apache.maven.plugins:maven-enforcer-plugin:3.5.0:enforce -Denforcer.rules=dependencyConvergence) \
  >"$work/enforcer.log" 2>&1 || true
for name in "${converging[@]}"; do
  # the reactor summary: "[INFO] sortid-consumer-NAME ... SUCCESS [  0.1 s]"
  status=1
  grep -qE "^\[INFO\] sortid-consumer-$name \.* SUCCESS" "$work/enforcer.log" && status=0
  report "$status" "dependency convergence: $(<"$work/$name/artifacts.txt")"
done
if grep -q 'convergence error' "$work/enforcer.log"; then
  grep -E 'convergence error|^\[ERROR\] +[|+]' "$work/enforcer.log" | head -n 60 | sed 's/^/  /'
fi

if ((failures > 0)); then
  echo "consumer-check: $failures check(s) failed"
  exit 1
fi
echo "consumer-check: all checks passed"
