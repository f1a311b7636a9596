#!/usr/bin/env bash
# Refreshes the package lists under src/javadoc/links/, which let the aggregated Javadoc
# (./mvnw -B javadoc:aggregate) link to the Jackson 3, Spring and Hibernate documentation without
# fetching anything from those sites at build time (the offlineLinks of the root pom). Each list is
# the element-list (or package-list) of the dependency's Javadoc jar on Maven Central, merged per
# documentation site. Run it after raising one of the versions below, and commit the lists.
#
#   scripts/javadoc-links.sh
#
# Needs Maven Central (through ./mvnw) and unzip.
set -euo pipefail
cd "$(dirname "$0")/.."

# site folder, then the Javadoc jars (groupId:artifactId:version) whose packages that site documents;
# the versions are those of the root pom's offlineLinks URLs (no Jackson 2: see there)
sites=(
  "jackson-databind-3 tools.jackson.core:jackson-databind:3.0.4"
  "jackson-core-3 tools.jackson.core:jackson-core:3.0.4"
  "spring-framework org.springframework:spring-core:6.2.12 org.springframework:spring-beans:6.2.12 org.springframework:spring-context:6.2.12 org.springframework:spring-web:6.2.12"
  "spring-boot org.springframework.boot:spring-boot:3.5.7 org.springframework.boot:spring-boot-autoconfigure:3.5.7 org.springframework.boot:spring-boot-actuator:3.5.7"
  "hibernate-orm org.hibernate.orm:hibernate-core:6.6.56.Final"
)
repo="$(./mvnw -q -B help:evaluate -Dexpression=settings.localRepository -DforceStdout)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for entry in "${sites[@]}"; do
  read -r site artifacts <<<"$entry"
  : >"$work/$site"
  for gav in $artifacts; do
    IFS=: read -r group artifact version <<<"$gav"
    ./mvnw -q -B dependency:get -Dtransitive=false -Dartifact="$group:$artifact:$version:jar:javadoc"
    jar="$repo/${group//.//}/$artifact/$version/$artifact-$version-javadoc.jar"
    if unzip -l "$jar" element-list >/dev/null 2>&1; then
      unzip -p "$jar" element-list >>"$work/$site"
    else
      unzip -p "$jar" package-list >>"$work/$site"
    fi
  done
  mkdir -p "src/javadoc/links/$site"
  # in the order of the jars (a modular list names each module before its packages), once each
  awk '!seen[$0]++' "$work/$site" >"src/javadoc/links/$site/element-list"
  echo "src/javadoc/links/$site/element-list: $(wc -l <"src/javadoc/links/$site/element-list") entries"
done
