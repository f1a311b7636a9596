#!/usr/bin/env python3
"""The results tables and the bar chart of docs/benchmarks.md, from JMH runs of sortid-bench.

Usage:
  report.py trim JMH.json... RUN.json [--date YYYY-MM-DD] [--machine TEXT]
      Keeps of one run's JMH JSON (one file per JMH invocation of the run: the 2-thread
      benchmarks run in their own, with more forks) only what the report shows (score, error,
      bytes per operation, threads) and the run's settings (JDK, JMH, forks, warm-up,
      measurement), with the date and the machine (default: today, this machine).
  report.py merge DATA.json RUN.json...
      Puts the runs into DATA.json (created if missing), grouped by the JDK's feature version
      (17, 25, ...). The runs given replace every run DATA.json held for their JDK; the other
      JDKs' runs stay. So one JDK can be published after another.
  report.py check FILE.json...
      Fails (exit 1) unless every run in the files (run files or data files) holds every
      benchmark the tables and the chart show.
  report.py render DATA.json PAGE.md OUT.md OUT.svg
      Writes OUT.svg (the medians of the lowest JDK), and OUT.md: PAGE.md with the generated part
      (between the lines <!-- report:start --> and <!-- report:end -->) replaced. PAGE.md and
      OUT.md may be the same.

Standard library only. Every figure is computed per run (a ratio from the two scores of the same
run), then summarised over the runs of a JDK as the median and the spread (min-max). Ratios are
peer time / sortid time (above 1: sortid is faster); "x clock read" is time /
System.currentTimeMillis() and "x shared counter" time / floor_sharedCounter (a clock read, one
atomic increment and one object: the least a generator shared by threads does), each on the same
number of threads. Targets are met or missed on the median.
"""
import datetime
import html
import json
import os
import platform
import statistics
import sys

PKG = "dev.sortid.bench."

SCHEMES = [
    ("scru128", "SCRU128"),
    ("ulid", "ULID"),
    ("scru64", "SCRU64"),
    ("scru160", "SCRU160"),
    ("euid", "EUID"),
    ("uuidV7", "UUIDv7"),
]

# Per scheme: the generator peers (benchmark method, label, short name for the chart) and the
# codec peers (method suffix, label, short name, name of its parse method).
GENERATE_PEERS = {
    "scru128": [("scru128_peer_scru128", "scru128 2.1.2 `Scru128.generate()`", "scru128")],
    "ulid": [("ulid_peer_ulidCreatorMonotonic", "ulid-creator 5.2.4 `getMonotonicUlid()`",
              "ulid-creator")],
    "scru64": [("scru64_peer_tsid1024", "tsid-creator 5.2.6 `getTsid1024()`", "tsid-creator"),
               ("scru64_peer_hypersistenceTsid",
                "hypersistence-tsid 2.1.4 `TSID.Factory.getTsid()`", "hypersistence-tsid")],
    "scru160": [],
    "euid": [("euid_peer_uuidV7", "uuid-creator 6.1.1 `getTimeOrderedEpoch()` (UUIDv7)",
              "uuid-creator")],
    "uuidV7": [("uuidV7_peer_uuidCreator", "uuid-creator 6.1.1 `getTimeOrderedEpoch()`",
                "uuid-creator"),
               ("uuidV7_peer_jug", "JUG 5.2.0 `timeBasedEpochGenerator()`", "JUG"),
               ("uuidV7_peer_uuidv7Secure", "uuidv7 1.1.0 `UUIDv7.secureRandomUUID()`",
                "uuidv7 secure"),
               ("uuidV7_peer_uuidv7Fast", "uuidv7 1.1.0 `UUIDv7.randomUUID()` (not secure)",
                "uuidv7 fast")],
}
CODEC_PEERS = {
    "scru128": [("scru128", "scru128 `Scru128Id`", "scru128", "fromString")],
    "ulid": [("ulidCreator", "ulid-creator `Ulid`", "ulid-creator", "from")],
    "scru64": [("tsid", "tsid-creator `Tsid`", "tsid-creator", "from")],
    "scru160": [],
    "euid": [("uuid", "JDK `UUID`", "JDK", "fromString")],
    "uuidV7": [("jdk", "JDK `UUID`", "JDK", "fromString")],
}

NO_PEER = "none on the JVM"

# TypeID is not a scheme (a prefix and a UUIDv7 from the UUIDv7 generator): it has the rows of
# "generate + toString", "toString" and "parse" against one peer, and no figures of its own.
TYPEID = ("typeId", "TypeID")
TYPEID_PEER = ("fxlae", "typeid-java-jdk8 0.2.0 `TypeId", "typeid-java")

# The targets, met on the median: (at least, value) for ratios to a peer and batch gains and
# thread scaling, (at most, value) for "x shared counter" and bytes.
GENERATE_OPS = ("generate, 1 thread", "generate, 2 threads sharing it")
# every generate against every peer of its kind, on 1 and on 2 threads
GENERATE_TARGETS = {"scru64": 1.1}
GENERATE_TARGET = 1.2
# peers shown without a target: not cryptographically secure
UNTARGETED_PEERS = {"uuidV7_peer_uuidv7Fast"}
# peers that keep their state per thread: against a generator shared by 2 threads they make a
# weaker promise (no order between threads), so that row has no target; the per-thread
# generators meet them in the per-thread table
PER_THREAD_PEERS = {"uuidV7_peer_uuidv7Secure", "uuidV7_peer_uuidv7Fast"}
# peers measured by Generate only: "generate + toString" adds the same JDK toString to them
GENERATE_ONLY_PEERS = {"scru64_peer_hypersistenceTsid", "uuidV7_peer_uuidv7Secure",
                       "uuidV7_peer_uuidv7Fast"}
TIE = 0.95  # a tie: within 5 %
PEER_TARGETS = {
    ("scru128", "toString"): 2.5,
    ("scru128", "parse"): 2.0,
    ("ulid", "toString"): 1.2,
    ("ulid", "parse"): 1.3,
    ("uuidV7", "toString"): TIE,
    ("uuidV7", "parse"): 1.0,
    ("typeId", "generate + toString"): 1.5,
    ("typeId", "parse"): 1.5,
}
# generate x shared counter (at most), on 1 and on 2 threads
COUNTER_TARGETS = {"ulid": 1.15, "scru64": 1.15, "uuidV7": 1.15, "scru128": 1.5, "scru160": 1.5,
                   "euid": 1.5}
# 2-thread scaling of each shared generator / the bare shared counter's, same run (at least)
SCALING_TARGET = 0.9
# the per-thread generators against uuidv7's secure per-thread path on 1 thread, and their
# 2-thread scaling (at least)
PER_THREAD = [("ulid", "ULID"), ("uuidV7", "UUIDv7"), ("scru128", "SCRU128"), ("euid", "EUID")]
PER_THREAD_PEER = "uuidV7_peer_uuidv7Secure"
PER_THREAD_PEER_LABEL = "uuidv7 1.1.0 `UUIDv7.secureRandomUUID()`"
PER_THREAD_TARGET = 1.2
PER_THREAD_SCALING_TARGET = 1.8
BATCH_TARGETS = {"ulid": 5.0, "scru64": 5.0, "uuidV7": 5.0, "scru128": 2.0, "euid": 2.0,
                 "scru160": 1.3}
BYTES_TARGET = 40.0

# benchmarks the report reads beside the rows: the clock floor and the JDK's random UUID
EXTRA = ["Generate.Single.floor", "Generate.Shared.floor",
         "Generate.Single.floor_sharedCounter", "Generate.Shared.floor_sharedCounter",
         "Generate.Single.jdk_randomUuid", "Generate.Shared.jdk_randomUuid"]

# the JMH classes whose benchmarks run on 2 threads (scripts/benchmarks.sh forks them more)
TWO_THREAD_CLASSES = ("Generate.Shared.", "PerThread.Two.")


def peer_target(key, op, peer):
    """The target of a row: peer / sortid at least this, or None."""
    method = peer.split(".")[-1] if peer else None
    if method is None or method in UNTARGETED_PEERS:
        return None
    if op == "generate, 2 threads sharing it" and method in PER_THREAD_PEERS:
        return None
    if op in GENERATE_OPS:
        return GENERATE_TARGETS.get(key, GENERATE_TARGET)
    return PEER_TARGETS.get((key, op))


def at_least(target):
    return "≥ %sx" % ("%.2f" % target).rstrip("0").rstrip(".")


def peer_rows():
    """(scheme key, scheme, operation, sortid benchmark, peer benchmark, peer label, short name)."""
    out = []
    for key, name in SCHEMES:
        generate = [("generate, 1 thread", "Generate.Single."),
                    ("generate, 2 threads sharing it", "Generate.Shared."),
                    ("generate + toString", "GenerateToString.")]
        for op, prefix in generate:
            for method, label, short in GENERATE_PEERS[key]:
                if prefix == "GenerateToString." and method in GENERATE_ONLY_PEERS:
                    continue
                out.append((key, name, op, prefix + key, prefix + method, label, short))
            if not GENERATE_PEERS[key]:
                out.append((key, name, op, prefix + key, None, NO_PEER, None))
        for op in ("toString", "parse"):
            if not CODEC_PEERS[key]:
                out.append((key, name, op, "Codec.%s_%s" % (key, op), None, NO_PEER, None))
            for suffix, label, short, parse in CODEC_PEERS[key]:
                call = ".toString()" if op == "toString" else (
                    ".fromString()" if parse == "fromString" else ".from(String)")
                out.append((key, name, op, "Codec.%s_%s" % (key, op),
                            "Codec.%s_%s_peer_%s" % (key, op, suffix),
                            label.rstrip("`") + call + "`", short))
    key, name = TYPEID
    suffix, label, short = TYPEID_PEER
    out.append((key, name, "generate + toString", "GenerateToString." + key,
                "GenerateToString.%s_peer_%s" % (key, suffix),
                label + ".generate(String).toString()`", short))
    for op, call in (("toString", ".toString()"), ("parse", ".parse(String)")):
        out.append((key, name, op, "Codec.%s_%s" % (key, op),
                    "Codec.%s_%s_peer_%s" % (key, op, suffix), label + call + "`", short))
    return out


def expected():
    """Every benchmark the tables and the chart show."""
    names = set(EXTRA)
    for key, _ in SCHEMES:
        names.update(["Generate.Single." + key, "Generate.Shared." + key,
                      "GenerateToString." + key, "Codec.%s_toString" % key,
                      "Codec.%s_parse" % key, "Batch." + key])
    for row in peer_rows():
        names.update(n for n in row[3:5] if n)
    for key, _ in PER_THREAD:
        names.update(["PerThread.Single." + key, "PerThread.Two." + key])
    return names


# ---- trim: one JMH run's JSON to a run file --------------------------------------------------

def machine():
    cpu, memory = platform.machine(), None
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
        with open("/proc/meminfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    memory = (int(line.split()[1]) + (1 << 19)) >> 20
                    break
    except OSError:
        pass  # not Linux: the architecture stands for the CPU
    text = "%s, %d CPUs" % (cpu, os.cpu_count() or 0)
    return text + (", %d GiB" % memory if memory else "")


def trim(src, dst, date=None, machine_text=None):
    sources = [src] if isinstance(src, str) else list(src)
    data = [r for path in sources for r in load(path)]
    if not data:
        sys.exit("%s holds no benchmark results" % ", ".join(sources))
    first = data[0]
    forks = sorted({r["forks"] for r in data})
    run = {
        "date": date or datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
        "machine": machine_text or machine(),
        "jdk": "%s %s %s" % (first.get("jdkVersion", ""), first.get("vmName", ""),
                             first.get("vmVersion", "")),
        "jmh": first.get("jmhVersion", ""),
        "forks": min(forks),
        "warmup": "%d x %s" % (first["warmupIterations"], first["warmupTime"]),
        "measurement": "%d x %s" % (first["measurementIterations"], first["measurementTime"]),
    }
    two = [r["forks"] for r in data if r["threads"] > 1]
    if two and min(two) != min(forks):
        run["forks_2threads"] = min(two)
    results = {}
    for r in data:
        name = r["benchmark"][len(PKG):] if r["benchmark"].startswith(PKG) else r["benchmark"]
        m = r["primaryMetric"]
        secondary = r.get("secondaryMetrics", {})
        # JMH 1.37 names it "gc.alloc.rate.norm"; older versions put a middle dot in front
        alloc = secondary.get("gc.alloc.rate.norm") or secondary.get("\u00b7gc.alloc.rate.norm")
        error = m["scoreError"]
        results[name] = {
            "ns": round(m["score"], 3),
            # JMH writes NaN when one iteration gives no interval
            "error": round(error, 3) if isinstance(error, float) and error == error else None,
            "bytes": round(alloc["score"], 1) if alloc else None,
            "threads": r["threads"],
        }
    write_json(dst, run_lines({"run": run, "results": results}, ""))


def run_lines(run, indent):
    """A run as JSON text, one line per benchmark, so that a new run's diff reads row by row."""
    lines = ['%s{"run": %s,' % (indent, json.dumps(run["run"], sort_keys=True)),
             '%s "results": {' % indent]
    names = sorted(run["results"])
    lines += ['%s  %s: %s%s' % (indent, json.dumps(name), json.dumps(run["results"][name],
                                                                    sort_keys=True),
                                "," if i < len(names) - 1 else "")
              for i, name in enumerate(names)]
    lines.append("%s}}" % indent)
    return lines


def write_json(path, lines):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


# ---- merge: run files into the data file -----------------------------------------------------

def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def major(run):
    """The JDK's feature version of a run, from JMH's jdkVersion: "17.0.15 ..." -> "17"."""
    version = run["run"]["jdk"].split()[0] if run["run"]["jdk"].strip() else ""
    feature = version.split(".")[0].split("-")[0].split("+")[0]
    if not feature.isdigit():
        sys.exit("cannot tell the JDK of a run from %r" % run["run"]["jdk"])
    return feature


def runs_of(data):
    """{JDK feature version: [run, ...]} of a data file; a single run file is one run."""
    if "run" in data:
        return {major(data): [data]}
    return data["jdks"]


def ordered(jdks):
    return sorted(jdks, key=int)


def merge(dst, sources):
    jdks = runs_of(load(dst)) if os.path.exists(dst) else {}
    new = {}
    for src in sources:
        for jdk, runs in runs_of(load(src)).items():
            new.setdefault(jdk, []).extend(runs)
    jdks.update(new)
    lines = ['{"format": 2,', ' "jdks": {']
    for i, jdk in enumerate(ordered(jdks)):
        lines.append('  %s: [' % json.dumps(jdk))
        for k, run in enumerate(jdks[jdk]):
            block = run_lines(run, "   ")
            if k < len(jdks[jdk]) - 1:
                block[-1] += ","
            lines += block
        lines.append("  ]" + ("," if i < len(jdks) - 1 else ""))
    lines.append("}}")
    write_json(dst, lines)
    print("%s: %s" % (dst, ", ".join("JDK %s: %d run(s)%s" % (
        jdk, len(jdks[jdk]), " (new)" if jdk in new else "") for jdk in ordered(jdks))))


# ---- check -----------------------------------------------------------------------------------

def check(sources):
    failed = False
    for src in sources:
        for jdk, runs in runs_of(load(src)).items():
            for n, run in enumerate(runs, 1):
                missing = sorted(expected() - set(run["results"]))
                if missing:
                    failed = True
                    print("%s, JDK %s run %d lacks %d of the report's benchmarks (a partial run?),"
                          " e.g. %s" % (src, jdk, n, len(missing), ", ".join(missing[:3])),
                          file=sys.stderr)
    if failed:
        sys.exit(1)


# ---- render: the data file to the tables and the chart ---------------------------------------

def fmt(x, digits=1):
    return "-" if x is None else ("%.*f" % (digits, x))


class Jdk:
    """The runs of one JDK and the figures computed per run."""

    def __init__(self, feature, runs):
        self.feature, self.runs = feature, runs

    def per_run(self, f):
        """f(results) of every run where it is defined."""
        values = []
        for run in self.runs:
            try:
                value = f(run["results"])
            except (KeyError, TypeError, ZeroDivisionError):
                continue
            if value is not None:
                values.append(value)
        return values

    def median(self, f):
        values = self.per_run(f)
        return statistics.median(values) if values else None

    def spread(self, f, digits=2, suffix=""):
        values = self.per_run(f)
        if not values:
            return "-"
        text = "%.*f%s" % (digits, statistics.median(values), suffix)
        low, high = "%.*f" % (digits, min(values)), "%.*f" % (digits, max(values))
        if low != high:  # a spread that shows at this precision
            text += " (%s–%s)" % (low, high)
        return text

    def time(self, name):
        """Median ns/op (median B/op)."""
        ns = self.median(lambda r: r[name]["ns"])
        if ns is None:
            return "-"
        b = self.median(lambda r: r[name]["bytes"])
        return "%.1f (%s B)" % (ns, fmt(b, 0)) if b is not None else "%.1f" % ns


def ns(name):
    return lambda r: r[name]["ns"]


def ratio(top, bottom):
    return lambda r: r[top]["ns"] / r[bottom]["ns"]


def scaling(method, single="Generate.Single.", two="Generate.Shared."):
    return lambda r: 2 * r[single + method]["ns"] / r[two + method]["ns"]


def relative_scaling(method):
    """A shared generator's 2-thread scaling / the bare shared counter's, in the same run."""
    ours, counter = scaling(method), scaling("floor_sharedCounter")
    return lambda r: ours(r) / counter(r)


def xcounter(name):
    counter = ("Generate.Shared.floor_sharedCounter" if name.startswith(TWO_THREAD_CLASSES)
               else "Generate.Single.floor_sharedCounter")
    return ratio(name, counter)


def xclock(name):
    floor = ("Generate.Shared.floor" if name.startswith(TWO_THREAD_CLASSES)
             else "Generate.Single.floor")
    return ratio(name, floor)


def met(jdks, f, at_least, target):
    marks = []
    for jdk in jdks:
        value = jdk.median(f)
        marks.append("-" if value is None else (
            "met" if (value >= target if at_least else value <= target) else "**missed**"))
    return " / ".join(marks)


def settings(jdk):
    """One line per JDK: the runs' settings, the same for every run or else listed per run."""
    fields = ["jdk", "jmh", "forks", "warmup", "measurement", "machine"]

    def describe(run):
        text = ("JDK %s; JMH %s; forks %d, warm-up %s, measurement %s; %s"
                % tuple(run[f].strip() if isinstance(run[f], str) else run[f] for f in fields))
        if run.get("forks_2threads"):
            text = text.replace("forks %d," % run["forks"], "forks %d (%d on 2 threads),"
                                % (run["forks"], run["forks_2threads"]))
        return text

    heads = [r["run"] for r in jdk.runs]
    dates = ", ".join(h["date"] for h in heads)
    if all(describe(h) == describe(heads[0]) for h in heads):
        text = "%d run%s (%s): %s" % (len(heads), "" if len(heads) == 1 else "s", dates,
                                      describe(heads[0]))
    else:
        text = "%d runs: %s" % (len(heads), "; ".join(
            "run %d (%s): %s" % (n, h["date"], describe(h)) for n, h in enumerate(heads, 1)))
    line = "- **JDK %s**: %s." % (jdk.feature, text)
    if jdk.per_run(ns("Generate.Single.floor")):
        line += " Floor (`System.currentTimeMillis()`): %s on 1 thread" % jdk.spread(
            ns("Generate.Single.floor"), 1, " ns")
        if jdk.per_run(ns("Generate.Shared.floor")):
            line += ", %s per call on each of 2 threads" % jdk.spread(
                ns("Generate.Shared.floor"), 1, " ns")
        line += "."
    return line


def table(data):
    jdks_ = runs_of(data)
    jdks = [Jdk(f, jdks_[f]) for f in ordered(jdks_)]
    names = " / ".join(j.feature for j in jdks)
    lines = ["Runs, by JDK:", ""] + [settings(j) for j in jdks] + [
        "",
        "**sortid against its peers.** ns/op and B/op are medians over the runs; the ratio is "
        "peer / sortid per run, as median (min–max); \"met\" compares the target with the median "
        "of each JDK (%s), before rounding." % names,
        "",
    ]
    head = ["scheme", "operation", "peer"]
    align = ["---", "---", "---"]
    for j in jdks:
        head += ["JDK %s sortid ns (B)" % j.feature, "JDK %s peer ns (B)" % j.feature,
                 "JDK %s peer / sortid" % j.feature]
        align += ["---:", "---:", "---:"]
    head += ["target", "met on %s" % names]
    align += ["---:", "---"]
    lines += ["| " + " | ".join(head) + " |", "| " + " | ".join(align) + " |"]
    for key, scheme, op, ours, peer, label, _ in peer_rows():
        if not any(j.per_run(ns(ours)) for j in jdks):
            continue
        cells = [scheme, op, label]
        f = ratio(peer, ours)
        for j in jdks:
            cells += [j.time(ours), j.time(peer) if peer else "-",
                      "**%s**" % j.spread(f, 2, "x") if peer and j.per_run(f) else "-"]
        target = peer_target(key, op, peer)
        cells += ([at_least(target), met(jdks, f, True, target)] if target else ["", ""])
        lines.append("| " + " | ".join(cells) + " |")

    alone = []
    for key, scheme in SCHEMES:
        single = "Generate.Single." + key
        shared = "Generate.Shared." + key
        figures = [
            ("generate, x clock read", xclock(single), 2, "", None, False, ""),
            ("generate, x shared counter, 1 thread", xcounter(single), 2, "",
             COUNTER_TARGETS.get(key), False, "≤ %.2f"),
            ("generate, x shared counter, 2 threads", xcounter(shared), 2, "",
             COUNTER_TARGETS.get(key), False, "≤ %.2f"),
            ("2 threads, total vs 1 thread", scaling(key), 2, "", None, True, ""),
            ("2-thread scaling / shared counter's", relative_scaling(key), 2, "", SCALING_TARGET,
             True, "≥ %.1f"),
            ("batch, per id: single / batch", ratio(single, "Batch." + key), 1, "x",
             BATCH_TARGETS.get(key), True, "≥ %.1fx"),
            ("generate, B per id", lambda r, s=single: r[s]["bytes"], 0, " B", BYTES_TARGET,
             False, "≤ %.0f B"),
        ]
        for figure, f, digits, suffix, target, minimum, form in figures:
            if not any(j.per_run(f) for j in jdks):
                continue
            cells = [scheme, figure] + [j.spread(f, digits, suffix) for j in jdks]
            cells += ([form % target, met(jdks, f, minimum, target)] if target else ["", ""])
            alone.append("| " + " | ".join(cells) + " |")
    if alone:
        lines += [
        "",
        "**sortid alone**, median (min–max) over the runs: one id against one clock read (1 "
        "thread), and against `floor_sharedCounter` (a clock read, an atomic increment and a "
        "32-byte object: the least a generator shared by threads does) on 1 and on 2 threads; "
        "the total throughput of 2 threads sharing the default generator against 1 thread (2 x "
        "single ns / shared ns per call: 1.0 = no loss, 2.0 = perfect scaling), and that scaling "
        "as a fraction of the bare shared counter's in the same run; a `generate(1000)` batch per "
        "id against single `generate()` calls; bytes allocated per generated id.",
        "",
    ]
        head = ["scheme", "figure"] + ["JDK %s" % j.feature for j in jdks] + [
            "target", "met on %s" % names]
        lines += ["| " + " | ".join(head) + " |",
                  "| " + " | ".join(["---", "---"] + ["---:"] * len(jdks) + ["---:", "---"]) + " |"]
        lines += alone

    threads = []
    seen = set()  # uuid-creator's UUIDv7 is the peer of two schemes
    for key, _ in SCHEMES:
        for method, label, short in GENERATE_PEERS[key]:
            if short not in seen:
                seen.add(short)
                threads.append((label, scaling(method)))
    threads += [("JDK `UUID.randomUUID()`", scaling("jdk_randomUuid")),
                ("the bare shared counter, `floor_sharedCounter`", scaling("floor_sharedCounter")),
                ("the floor, `System.currentTimeMillis()`", scaling("floor"))]
    threads = [(label, f) for label, f in threads if any(j.per_run(f) for j in jdks)]
    if threads:
        lines += ["", "**The peers on 2 threads**: total throughput of 2 threads sharing the "
              "library's default generator against 1 thread, median (min–max).", ""]
        lines += ["| generator | " + " | ".join("JDK %s" % j.feature for j in jdks) + " |",
                  "| --- | " + " | ".join("---:" for _ in jdks) + " |"]
        lines += ["| %s | %s |" % (label, " | ".join(j.spread(f) for j in jdks))
                  for label, f in threads]
    lines += per_thread_table(jdks, names)
    lines += floors_table(jdks)
    return "\n".join(lines) + "\n"


def per_thread_table(jdks, names):
    """The per-thread generators against uuidv7's secure per-thread path, and their scaling."""
    peer1 = "Generate.Single." + PER_THREAD_PEER
    rows = []
    for key, scheme in PER_THREAD:
        single, two = "PerThread.Single." + key, "PerThread.Two." + key
        figures = [
            ("1 thread, ns (B)", None, None),
            ("1 thread: %s / sortid" % PER_THREAD_PEER_LABEL, ratio(peer1, single),
             PER_THREAD_TARGET),
            ("2 threads, total vs 1 thread", scaling(key, "PerThread.Single.", "PerThread.Two."),
             PER_THREAD_SCALING_TARGET),
        ]
        for figure, f, target in figures:
            if f is None:
                if not any(j.per_run(ns(single)) for j in jdks):
                    break
                rows.append("| %s | %s | %s | | |" % (scheme, figure,
                                                       " | ".join(j.time(single) for j in jdks)))
                continue
            if not any(j.per_run(f) for j in jdks):
                continue
            rows.append("| %s | %s | %s | %s | %s |" % (
                scheme, figure, " | ".join(j.spread(f, 2, "x" if "/" in figure else "")
                                           for j in jdks),
                at_least(target) if "/" in figure else "≥ %.1f" % target,
                met(jdks, f, True, target)))
    peer_scaling = scaling(PER_THREAD_PEER)
    if rows and any(j.per_run(peer_scaling) for j in jdks):
        rows.append("| %s | 2 threads, total vs 1 thread | %s | | |" % (
            PER_THREAD_PEER_LABEL, " | ".join(j.spread(peer_scaling) for j in jdks)))
    if not rows:
        return []
    return ["", "**Per-thread generators** (`perThread()` on the builder: each thread on its own "
            "state, ids ordered per thread only), median (min–max): against uuidv7's secure path, "
            "which keeps per-thread state too (its figures from the `Generate` benchmarks), and "
            "the total throughput of 2 threads against 1.", "",
            "| scheme | figure | " + " | ".join("JDK %s" % j.feature for j in jdks)
            + " | target | met on %s |" % names,
            "| --- | --- | " + " | ".join("---:" for _ in jdks) + " | ---: | --- |"] + rows


def floors_table(jdks):
    """Every generator's time against the clock read and the shared counter, 1 and 2 threads."""
    rows = []
    methods = []
    for key, scheme in SCHEMES:
        methods.append(("sortid " + scheme, key))
        methods += [(label, method) for method, label, _ in GENERATE_PEERS[key]]
    methods.append(("JDK `UUID.randomUUID()`", "jdk_randomUuid"))
    seen = set()
    for label, method in methods:
        if method in seen:
            continue
        seen.add(method)
        pairs = [("Generate.Single." + method, "Generate.Shared." + method)]
        rows.append((label, pairs[0]))
    for key, scheme in PER_THREAD:
        rows.append(("sortid %s per thread" % scheme, ("PerThread.Single." + key,
                                                        "PerThread.Two." + key)))
    out = []
    for label, (one, two) in rows:
        cells = []
        for j in jdks:
            for name in (one, two):
                clock, counter = j.median(xclock(name)), j.median(xcounter(name))
                cells.append("-" if clock is None else "%s / %s" % (fmt(clock, 2), fmt(counter, 2)))
        if any(c != "-" for c in cells):
            out.append("| %s | %s |" % (label, " | ".join(cells)))
    if not out:
        return []
    head = []
    for j in jdks:
        head += ["JDK %s, 1 thread" % j.feature, "JDK %s, 2 threads" % j.feature]
    return ["", "**Every generator against the floors**: median time per id as a multiple of one "
            "clock read / of `floor_sharedCounter`, on the same number of threads (on 2 threads: "
            "per call on each thread).", "",
            "| generator | " + " | ".join(head) + " |",
            "| --- | " + " | ".join("---:" for _ in head) + " |"] + out


def svg(data):
    jdks_ = runs_of(data)
    jdk = Jdk(ordered(jdks_)[0], jdks_[ordered(jdks_)[0]])

    def bar(name):
        values = jdk.per_run(ns(name))
        return (statistics.median(values), min(values), max(values)) if values else None

    groups, order = {}, []

    def add(op, entry):
        if op not in groups:
            groups[op] = []
            order.append(op)
        groups[op].append(entry)

    for key, scheme in SCHEMES + [TYPEID]:
        for op, ours in (("generate, 1 thread", "Generate.Single." + key),
                         ("generate, 2 threads sharing it (per call)", "Generate.Shared." + key),
                         ("generate + toString", "GenerateToString." + key),
                         ("toString", "Codec.%s_toString" % key),
                         ("parse", "Codec.%s_parse" % key)):
            if bar(ours) is None:
                continue
            peers = [(short, bar(peer)) for k, _, o, s, peer, _, short in peer_rows()
                     if s == ours and peer and bar(peer)]
            add(op, (scheme, bar(ours), peers))
    per_thread_title = "per-thread generator, 1 thread (grey: uuidv7 secure)"
    for key, scheme in PER_THREAD:
        peer = bar("Generate.Single." + PER_THREAD_PEER)
        if bar("PerThread.Single." + key):
            add(per_thread_title, (scheme, bar("PerThread.Single." + key),
                                   [("uuidv7 secure", peer)] if peer else []))
    batch_title = "batch generate(1000), per id (grey: one generate() call)"
    for key, scheme in SCHEMES:
        if bar("Batch." + key) and bar("Generate.Single." + key):
            add(batch_title, (scheme, bar("Batch." + key),
                              [("generate()", bar("Generate.Single." + key))]))
    if not order:
        sys.exit("no benchmark of the report in the data")
    floor = bar("Generate.Single.floor")
    width, left, right, h, gap = 900, 120, 150, 11, 6
    plot = width - left - right
    vmax = max(b[2] for entries in groups.values() for _, ours, peers in entries
               for b in [ours] + [p for _, p in peers])
    scale = plot / vmax
    y = 40
    parts = []

    def draw(y, value, fill, text, colour):
        median, low, high = value
        parts.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"/>'
                     % (left, y, median * scale, h, fill))
        if high > low:  # the spread over the runs
            parts.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#1a202c"/>'
                         % (left + low * scale, y + h / 2, left + high * scale, y + h / 2))
        parts.append('<text x="%.1f" y="%d" font-size="10" fill="%s">%s</text>'
                     % (left + high * scale + 4, y + h - 2, colour, html.escape(text)))

    for op in order:
        parts.append('<text x="10" y="%d" font-weight="bold">%s</text>' % (y + 12, html.escape(op)))
        y += 22
        top = y
        for scheme, ours, peers in groups[op]:
            parts.append('<text x="%d" y="%d" text-anchor="end">%s</text>'
                         % (left - 8, y + h + 3, scheme))
            draw(y, ours, "#2b6cb0", "%.1f" % ours[0], "#1a202c")
            y += h + 1
            for short, peer in peers:
                draw(y, peer, "#a0aec0", "%.1f %s" % (peer[0], short), "#4a5568")
                y += h + 1
            if not peers:
                y += h + 1
            y += gap
        if floor and op.startswith("generate,"):
            x = left + floor[0] * scale
            parts.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#c53030" '
                         'stroke-dasharray="4,3"/>' % (x, top - 4, x, y))
        y += 12
    height = y + 46
    runs = len(jdk.runs)
    head = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
        'font-size="12">' % (width, height),
        '<rect width="100%" height="100%" fill="white"/>',
        '<text x="10" y="20" font-size="15" font-weight="bold">sortid (blue) vs peers (grey): '
        'ns per id, lower is better; JDK %s, median of %d run%s</text>'
        % (jdk.feature, runs, "" if runs == 1 else "s"),
        '<text x="10" y="%d" font-size="11" fill="#c53030">dashed red line: '
        'System.currentTimeMillis() (%.1f ns), the floor of one clock read</text>'
        % (height - 28, floor[0] if floor else 0),
        '<text x="10" y="%d" font-size="11" fill="#1a202c">black line across a bar: '
        'the spread (min-max) over the runs</text>' % (height - 12),
    ]
    return "\n".join(head + parts + ["</svg>"]) + "\n"


def render(src, page, out_md, out_svg):
    data = load(src)
    generated = table(data)
    with open(page, encoding="utf-8") as f:
        text = f.read()
    start, end = "<!-- report:start -->\n", "<!-- report:end -->"
    if start not in text or end not in text:
        sys.exit("%s has no %s ... %s lines to fill" % (page, start.strip(), end))
    i, j = text.index(start) + len(start), text.index(end)
    for path in (out_md, out_svg):
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(out_svg, "w", encoding="utf-8") as f:
        f.write(svg(data))
    with open(out_md, "w", encoding="utf-8") as f:
        f.write(text[:i] + generated + text[j:])
    print("wrote %s and %s" % (out_md, out_svg))


def main(argv):
    args = argv[1:]
    if args[:1] == ["trim"] and len(args) >= 3:
        paths = args[1:]
        first_option = next((i for i, a in enumerate(paths) if a.startswith("--")), len(paths))
        paths, rest = paths[:first_option], paths[first_option:]
        options = dict(zip(rest[0::2], rest[1::2]))
        unknown = set(options) - {"--date", "--machine"}
        if unknown or len(rest) % 2 or len(paths) < 2:
            sys.exit(__doc__)
        trim(paths[:-1], paths[-1], options.get("--date"), options.get("--machine"))
    elif args[:1] == ["merge"] and len(args) >= 3:
        merge(args[1], args[2:])
    elif args[:1] == ["check"] and len(args) >= 2:
        check(args[1:])
    elif args[:1] == ["render"] and len(args) == 5:
        render(*args[1:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
