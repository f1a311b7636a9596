#!/usr/bin/env bash
# The sortid bundles in Apache Felix: a project in a temporary folder depends on each module that
# has OSGi headers (a bnd.bnd; but for the two named below), Maven resolves them with their
# dependencies as a user's build would, and FelixCheck.java starts Felix, installs all those jars
# that are bundles and starts each; the check fails if a bundle does not reach ACTIVE.
#
#   scripts/osgi/felix-check.sh
#
# Needs this version's artifacts in the local Maven repository (./mvnw -B install; .ci/run does
# that first) and a JDK 17+. Options for Maven go in MAVEN_ARGS. Prints one line per bundle and
# exits 1 if any failed.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
version="$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' pom.xml | head -n 1)"
felix=7.0.5
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Left out, as their frameworks' own bundles do not resolve in a framework that has only what Maven
# Central offers: hibernate-core (6.6 and 7) imports com.ibm.websphere.jtaextensions without
# resolution:=optional, and jOOQ 3.19 imports io.r2dbc.spi, whose jar (r2dbc-spi 1.0.0) has no
# OSGi headers. Their own headers import Hibernate [6.6,8) and jOOQ [3.19,4).
unresolvable=(sortid-hibernate sortid-jooq)
bundles=()
dependencies=""
for file in */bnd.bnd; do
  module="${file%/bnd.bnd}"
  [[ " ${unresolvable[*]} " == *" $module "* ]] && continue
  bundles+=("$module")
  dependencies+="
    <dependency>
      <groupId>dev.sortid</groupId>
      <artifactId>$module</artifactId>
    </dependency>"
done
# the project's own dependencies are the bundles; Felix is a dependency of the profile "framework"
# only, so that one build-classpath run gives each list
cat >"$work/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>example</groupId>
  <artifactId>sortid-osgi</artifactId>
  <version>1</version>
  <dependencyManagement>
    <dependencies>
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
  <profiles>
    <profile>
      <id>framework</id>
      <dependencies>
        <dependency>
          <groupId>org.apache.felix</groupId>
          <artifactId>org.apache.felix.framework</artifactId>
          <version>$felix</version>
        </dependency>
      </dependencies>
    </profile>
  </profiles>
</project>
POM
resolve() { # OUTPUT [MAVEN OPTION]
  (cd "$work" && "$root/mvnw" -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
    -Dmdep.includeScope=runtime -Dmdep.outputFile="$1" "${@:2}") >"$work/maven.log" 2>&1 || {
    cat "$work/maven.log" >&2
    echo "felix-check: the project did not resolve (is $version installed?)" >&2
    exit 1
  }
}
resolve "$work/bundles.txt"
resolve "$work/with-felix.txt" -P framework
IFS=: read -r -a jars <"$work/bundles.txt" || true # no line end after the path
framework="$(tr ':' '\n' <"$work/with-felix.txt" | grep "/org.apache.felix.framework-$felix.jar$")"

echo "felix-check: ${bundles[*]} and their dependencies (${#jars[@]} jars) in Felix $felix"
"${bin}java" -cp "$framework" "$root/scripts/osgi/FelixCheck.java" "$work/felix-cache" "${jars[@]}"
