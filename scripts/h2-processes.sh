#!/usr/bin/env bash
# N processes (default 8) of `./sortid generate scru64 --lease jdbc:h2:DIR/leases -n 1` started at
# once on one new H2 file: each one's wall time from the common start, exit status and node id,
# and whether every run succeeded (exit status 1 if not). Then, for comparison, N runs at once of
# the same command without a store (`--node-spec 1/8`): the difference is what the lease costs, the
# rest is the start of N JVMs on the machine's cores. The H2 file is made in a new temporary
# folder, removed at the end; extra arguments go to every leased run.
#   scripts/h2-processes.sh            # 8 at once
#   scripts/h2-processes.sh 16 --wait 60s
set -euo pipefail
cd "$(dirname "$0")/.."
processes="${1:-8}"
shift || true
./sortid generate ulid -n 1 > /dev/null   # builds the jar and the archive of its classes once
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
python3 - "$processes" "jdbc:h2:$dir/leases" "$@" <<'PY'
import subprocess, sys, time
count, url, extra = int(sys.argv[1]), sys.argv[2], sys.argv[3:]

def batch(command):
    """Starts count runs at once; returns (seconds from the start to each one's end, runs)."""
    start = time.perf_counter()
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(count)]
    pending, ended = set(range(count)), {}
    while pending:   # the end of each run, as it comes
        for i in list(pending):
            if runs[i].poll() is not None:
                ended[i] = time.perf_counter() - start
                pending.discard(i)
        time.sleep(0.005)
    return [ended[i] for i in range(count)], runs

leased, runs = batch(["./sortid", "generate", "scru64", "--lease", url, "-n", "1", *extra])
nodes, failed = set(), 0
for i, run in enumerate(runs):
    out, err = run.communicate()
    node = ""
    if run.returncode == 0:
        # a SCRU64 id with node_id_size 8: node_ctr is its last 24 bits, the node id their top 8
        node = str(int(out.strip(), 36) >> 16 & 0xFF)
        nodes.add(node)
    else:
        failed += 1
    print(f"run {i + 1}: {leased[i]:.2f} s, status {run.returncode}, node id {node or '-'}"
          + (f": {err.strip()}" if err.strip() else ""))
plain, _ = batch(["./sortid", "generate", "scru64", "--node-spec", "1/8", "-n", "1"])
print(f"{count} leased runs at once: {count - failed} succeeded, {len(nodes)} distinct node ids"
      f" (a node id released is taken again), ended {min(leased):.2f}-{max(leased):.2f} s after"
      f" the common start; {count} runs at once without a store (--node-spec 1/8):"
      f" {min(plain):.2f}-{max(plain):.2f} s")
sys.exit(0 if failed == 0 else 1)
PY
