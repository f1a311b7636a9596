#!/usr/bin/env bash
# The sortid command in shell pipelines: generate, check, inspect, convert. Run it from a checkout
# (./sortid builds the command on first use), or set SORTID to another launcher, e.g.
#   SORTID="java -jar sortid-cli-runnable-0.1.0.jar" examples/cli-pipeline/pipeline.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
read -r -a sortid <<<"${SORTID:-./sortid}"

# a million SCRU128 ids, each strictly greater than the one before (validate exits 1 if not)
"${sortid[@]}" generate scru128 -n 1000000 | "${sortid[@]}" validate --ordered && echo "ordered: yes"

# ids as text sort in creation order: a shuffled batch sorts back to the order it was made in
ids="$("${sortid[@]}" generate ulid -n 5)"
if [[ "$(shuf <<<"$ids" | LC_ALL=C sort)" == "$ids" ]]; then echo "sorted as text: yes"; fi

# inspect as JSON lines, one per id: pick the time of each with sed (or jq)
"${sortid[@]}" generate ulid -n 2 | "${sortid[@]}" inspect --json |
  sed -n 's/.*"scheme":"\([A-Z0-9]*\)".*"time":"\([^"]*\)".*/\1 made at \2/p'

# the UUID form of a ULID, for a uuid column, and back
uuid="$("${sortid[@]}" convert --to uuid 01ARZ3NDEKTSV4RRFFQ69G5FAV)"
echo "uuid: $uuid"
"${sortid[@]}" convert --from uuid --scheme ulid --to canonical "$uuid" | sed 's/^/back: /'

# a bad id: the message on stderr, exit status 1
status=0
"${sortid[@]}" validate 01ARZ3NDEKTSV4RRFFQ69G5FAU-oops 2>/dev/null || status=$?
echo "invalid: exit $status"
