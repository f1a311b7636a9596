#!/usr/bin/env bash
# Start-up of the command line against the JVM's own: the median wall time of N runs (default 11)
# of `./sortid generate ulid -n 1`, interleaved with N runs of `java -version`, on the java found
# first on the PATH (or $JAVA_HOME/bin). Run it on an otherwise idle machine; it writes nothing.
#   scripts/startup.sh            # 11 runs each
#   JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH="$JAVA_HOME/bin:$PATH" scripts/startup.sh 21
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-11}"
./sortid generate ulid -n 1 > /dev/null   # builds the jar and the archive of its classes once
python3 - "$runs" <<'PY'
import statistics, subprocess, sys, time
runs = int(sys.argv[1])
def wall(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000
sortid, java = [], []
for _ in range(runs):
    sortid.append(wall(["./sortid", "generate", "ulid", "-n", "1"]))
    java.append(wall(["java", "-version"]))
a, b = statistics.median(sortid), statistics.median(java)
print(f"./sortid generate ulid -n 1: {a:.0f} ms, java -version: {b:.0f} ms, ratio {a / b:.1f}x"
      f" (median of {runs} interleaved runs)")
PY
