#!/usr/bin/env bash
# Tests ApiSignatures.java on a small module of its own: the check passes on the file that update
# wrote, fails (exit 1, naming the old and the new line and the class of each) when a public
# signature changes, and ignores a change in a package that module-info does not export.
#
#   scripts/api/selftest.sh
#
# Needs a JDK 17+ (java, javac) on the PATH or in JAVA_HOME. Works in a temporary directory; prints
# 'N passed, N failed' and exits 1 if any case failed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../selftest-lib.sh
source "$here/../selftest-lib.sh"

write_module() { # the parameter type of Api.parse, the return type of Hidden.value, more of Api
  rm -rf "$work/src" "$work/classes"
  mkdir -p "$work/src/demo/api" "$work/src/demo/hidden"
  cat >"$work/src/module-info.java" <<'EOF'
module demo {
  exports demo.api;
}
EOF
  cat >"$work/src/demo/api/Api.java" <<EOF
package demo.api;

public final class Api<T extends Comparable<T>> implements java.io.Serializable {
  public static final int LIMIT = 3;
  protected int size;
  int notApi;

  $3

  public static Api<String> parse($1 text) throws java.io.IOException {
    return null;
  }

  private void secret() {}

  public interface Listener {
    void heard(Api<?> api);
  }

  public static final class Part {
    @Override
    public String toString() {
      return "part";
    }
  }
}
EOF
  cat >"$work/src/demo/hidden/Hidden.java" <<EOF
package demo.hidden;

public final class Hidden {
  public $2 value() {
    return null;
  }
}
EOF
  "${bin}javac" -d "$work/classes" $(find "$work/src" -name '*.java')
}

run() { # mode
  "${bin}java" -cp "$work/classes" "$here/ApiSignatures.java" "$1" "$work/classes" "$work/api.txt"
}

write_module String String "@Override public String toString() { return \"api\"; }"
check "update writes the file" 0 run update
check "the file lists the generic type" 0 grep -qx \
  'public final class demo.api.Api<T extends java.lang.Comparable<T>> implements java.io.Serializable' \
  "$work/api.txt"
check "the file lists the method with its throws clause" 0 grep -qx \
  '  public static demo.api.Api<java.lang.String> parse(java.lang.String) throws java.io.IOException' \
  "$work/api.txt"
check "the file lists protected fields and nested types" 0 grep -qx '  protected int size' "$work/api.txt"
check "the file lists nested public types" 0 grep -q 'interface demo.api.Api\$Listener' "$work/api.txt"
check "the file leaves out package-private and private members" 1 grep -qE 'notApi|secret' "$work/api.txt"
check "the file leaves out packages that are not exported" 1 grep -q 'demo.hidden' "$work/api.txt"
check "check passes on the file update wrote" 0 run check

write_module String Integer "@Override public String toString() { return \"api\"; }"
check "check passes after a change in a package that is not exported" 0 run check

write_module CharSequence String "@Override public String toString() { return \"api\"; }"
check "check fails after a deliberate signature change" 1 run check
run check >"$work/failure" 2>&1 || true
check "the failure names the old signature and its class" 0 \
  grep -qx -- '- demo.api.Api: public static demo.api.Api<java.lang.String> parse(java.lang.String) throws java.io.IOException' \
  "$work/failure"
check "the failure names the new signature and its class" 0 \
  grep -qx -- '+ demo.api.Api: public static demo.api.Api<java.lang.String> parse(java.lang.CharSequence) throws java.io.IOException' \
  "$work/failure"

# Api and Api$Part both declare toString(); Api's goes away
write_module String String ""
check "check fails when a member goes that another class also has" 1 run check
run check >"$work/failure" 2>&1 || true
check "the failure names the class that lost it" 0 \
  grep -qx -- '- demo.api.Api: public java.lang.String toString()' "$work/failure"
check "the failure names nothing else" 0 test "$(grep -c '^[-+] ' "$work/failure")" = 1
check "the failure gives the command that updates the file" 0 grep -q 'sortid.api.mode=update' \
  "$work/failure"

finish
