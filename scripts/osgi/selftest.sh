#!/usr/bin/env bash
# Tests BundleHeaders.java on small jars of its own: it passes a jar whose OSGi headers say what its
# module-info says, and fails (exit 1, naming the difference) on a wrong Bundle-SymbolicName, a
# missing or an extra exported package, and a qualified export without its x-friends.
#
#   scripts/osgi/selftest.sh
#
# Needs a JDK 17+ (java, javac, jar) on the PATH or in JAVA_HOME. Works in a temporary directory;
# prints 'N passed, N failed' and exits 1 if any case failed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../selftest-lib.sh
source "$here/../selftest-lib.sh"

# module demo: demo.api to everyone, demo.shared to demo.friend only, demo.hidden not at all
mkdir -p "$work/src/demo/api" "$work/src/demo/shared" "$work/src/demo/hidden" "$work/classes"
cat >"$work/src/module-info.java" <<'JAVA'
@SuppressWarnings("module")
module demo {
  exports demo.api;
  exports demo.shared to demo.friend;
}
JAVA
for package in api shared hidden; do
  echo "package demo.$package; public final class Type {}" >"$work/src/demo/$package/Type.java"
done
"${bin}javac" -d "$work/classes" $(find "$work/src" -name '*.java')

jar_with() { # symbolic name, export header; writes $work/demo.jar
  printf 'Manifest-Version: 1.0\nBundle-ManifestVersion: 2\nBundle-SymbolicName: %s\nBundle-Version: 1.0.0\nExport-Package: %s\n' \
    "$1" "$2" >"$work/manifest.mf"
  rm -f "$work/demo.jar"
  "${bin}jar" --create --file "$work/demo.jar" --manifest "$work/manifest.mf" -C "$work/classes" .
}
run() { # keeps what it printed in $work/report
  "${bin}java" "$here/BundleHeaders.java" "$work/demo.jar" 2>&1 | tee "$work/report"
}

jar_with 'demo;singleton:=true' 'demo.api;version="1.0.0",demo.shared;version="1.0.0";x-friends:="demo.friend"'
check "passes headers that match module-info" 0 run

jar_with other 'demo.api,demo.shared;x-friends:="demo.friend"'
check "fails on another Bundle-SymbolicName" 1 run
check "names the expected symbolic name" 0 grep -q 'Bundle-SymbolicName: expected demo, found other' "$work/report"

jar_with demo 'demo.shared;x-friends:="demo.friend"'
check "fails when an exported package is missing" 1 run
check "names the missing package" 0 grep -q 'module-info exports demo.api, the header not' "$work/report"

jar_with demo 'demo.api,demo.shared;x-friends:="demo.friend",demo.hidden'
check "fails when a package module-info keeps is exported" 1 run
check "names the extra package" 0 grep -q 'the header exports demo.hidden, module-info not' "$work/report"

jar_with demo 'demo.api,demo.shared'
check "fails when a qualified export has no x-friends" 1 run
check "names the qualified export" 0 grep -q 'demo.shared goes to \[demo.friend\] only' "$work/report"

rm "$work/classes/module-info.class"
jar_with demo 'demo.api'
check "exits 2 on a jar without module-info" 2 run

finish
