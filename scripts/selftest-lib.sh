# Sourced by the scripts/*/selftest.sh tests, after `set -euo pipefail`. Gives them:
#   $work          a temporary directory, removed on exit
#   $bin           the JDK's bin/ from JAVA_HOME, or empty to use the PATH
#   check NAME STATUS COMMAND...
#                  runs the command and prints 'ok   NAME' if it exits with STATUS, else 'FAIL NAME'
#                  and what the command printed
#   finish         prints 'N passed, N failed' and returns 1 if any case failed
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
check() {
  local name="$1" expected="$2"
  shift 2
  local status=0
  "$@" >"$work/out" 2>&1 || status=$?
  if [[ "$status" == "$expected" ]]; then
    passed=$((passed + 1))
    echo "ok   $name"
  else
    failed=$((failed + 1))
    echo "FAIL $name: exit $status, expected $expected"
    sed 's/^/     /' "$work/out"
  fi
}

finish() {
  echo "$passed passed, $failed failed"
  ((failed == 0))
}
