#!/usr/bin/env bash
# Fuzzes every parser of sortid-core for real, one Jazzer target per JVM (Jazzer fuzzes only one
# @FuzzTest per run), and prints executions and findings per target.
#
#   scripts/fuzz.sh [seconds-per-target] [target...]
#
# Default: 120 s for each target of ParserFuzzTest. Logs go to sortid-core/target/fuzz/<target>.log
# and a summary table to sortid-core/target/fuzz/summary.tsv. A crashing input is written by Jazzer
# into src/test/resources/dev/sortid/ParserFuzzTestInputs/<target>/crash-<sha1>: commit it, and
# plain `./mvnw verify` replays it from then on as a regression seed. The generated (non-crashing)
# corpus stays in sortid-core/.cifuzz-corpus/, which is not committed.
# Exit status: 0 if no target found anything, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-120}"
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  targets=(scru128Text scru64Text scru160Text ulidText euidText uuidV7Text typeIdText uuidText
    anySchemeText nodeSpecText fromByteArray deserializeProxy deserializeStream)
fi

out=sortid-core/target/fuzz
mkdir -p "$out"
echo "compiling sortid-core and its tests once" >&2
./mvnw -B -q -pl sortid-core test-compile

summary="$out/summary.tsv"
printf 'target\tseconds\texecutions\texec_per_s\tcorpus\tresult\n' >"$summary"
failed=0
for target in "${targets[@]}"; do
  log="$out/$target.log"
  echo "fuzzing $target for ${seconds}s (log: $log)" >&2
  status=0
  JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${seconds}s" \
    ./mvnw -B -pl sortid-core surefire:test -Dtest="ParserFuzzTest#$target" \
    -Dsurefire.failIfNoSpecifiedTests=false -DtrimStackTrace=false >"$log" 2>&1 || status=$?
  # libFuzzer's closing line: "Done 123456 runs in 120 second(s)"
  runs=$(grep -aoE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 | awk '{print $2}')
  took=$(grep -aoE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 | awk '{print $5}')
  if [[ -z "$runs" ]]; then
    # a finding stops libFuzzer before its closing line: take the last status line's count
    runs=$(grep -aoE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    took="$seconds"
  fi
  corpus=$(grep -aoE 'corp: [0-9]+' "$log" | tail -1 | awk '{print $2}')
  if [[ $status -eq 0 ]]; then
    result="no finding"
  else
    result="FINDING (see $log)"
    failed=1
  fi
  rate=$(( ${runs:-0} / (${took:-1} > 0 ? ${took:-1} : 1) ))
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$target" "${took:-?}" "${runs:-?}" "$rate" "${corpus:-?}" \
    "$result" | tee -a "$summary"
done
echo "summary: $summary" >&2
exit "$failed"
