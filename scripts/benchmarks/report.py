#!/usr/bin/env python3
"""The results table and the bar chart of docs/benchmarks.md, from a JMH run of sortid-bench.

Usage:
  report.py trim JMH.json DATA.json [--date YYYY-MM-DD] [--machine TEXT]
      Keeps of JMH's JSON only what the report shows (score, error, bytes per operation, threads,
      and the run's settings), with the date and the machine (default: today, this machine).
  report.py render DATA.json PAGE.md OUT.md OUT.svg
      Writes OUT.svg, and OUT.md: PAGE.md with the generated part (between the lines
      <!-- report:start --> and <!-- report:end -->) replaced. PAGE.md and OUT.md may be the same.
  report.py check DATA.json
      Fails (exit 1) unless DATA.json holds every benchmark the table and the chart show.

Standard library only. Ratios are peer time / sortid time from the same run (above 1: sortid is
faster); "x floor" is time / System.currentTimeMillis().
"""
import datetime
import html
import json
import os
import platform
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

# per scheme: (peer generator benchmark, its label), (peer codec suffix, its label)
PEERS = {
    "scru128": (("scru128_peer_scru128", "Scru128.generate()"), ("scru128", "scru128 Scru128Id")),
    "ulid": (("ulid_peer_ulidCreatorMonotonic", "UlidCreator.getMonotonicUlid()"),
             ("ulidCreator", "ulid-creator Ulid")),
    "scru64": (("scru64_peer_tsid1024", "TsidCreator.getTsid1024()"), ("tsid", "tsid-creator Tsid")),
    "scru160": ((None, None), (None, None)),
    "euid": (("euid_peer_uuidV7", "UuidCreator.getTimeOrderedEpoch() (UUIDv7)"),
             ("uuid", "JDK UUID")),
    "uuidV7": (("uuidV7_peer_uuidCreator", "UuidCreator.getTimeOrderedEpoch()"),
               ("jdk", "JDK UUID")),
}

# benchmarks the report reads beside the rows: the clock floor and the JDK's UUID
EXTRA = ["Generate.Single.floor", "Generate.Shared.floor",
         "Generate.Single.jdk_randomUuid", "Generate.Shared.jdk_randomUuid"]


def rows():
    """(scheme, operation, sortid benchmark, peer benchmark or None, peer label or None)."""
    out = []
    for key, name in SCHEMES:
        (peer, label), (cpeer, clabel) = PEERS[key]
        out.append((name, "generate, 1 thread", "Generate.Single." + key,
                    peer and "Generate.Single." + peer, label))
        out.append((name, "generate, 2 threads sharing it", "Generate.Shared." + key,
                    peer and "Generate.Shared." + peer, label))
        out.append((name, "generate + toString", "GenerateToString." + key,
                    peer and "GenerateToString." + peer, label))
        out.append((name, "toString", "Codec.%s_toString" % key,
                    cpeer and "Codec.%s_toString_peer_%s" % (key, cpeer),
                    clabel and clabel + ".toString()"))
        out.append((name, "parse", "Codec.%s_parse" % key,
                    cpeer and "Codec.%s_parse_peer_%s" % (key, cpeer),
                    clabel and clabel + (".fromString()" if key in ("scru128", "euid", "uuidV7") else ".from(String)")))
        out.append((name, "batch generate(1000), per id", "Batch." + key,
                    "Generate.Single." + key, "own generate(), 1 thread"))
    return out


def expected():
    """Every benchmark the table and the chart show."""
    names = set(EXTRA)
    for _, _, ours, peer, _ in rows():
        names.add(ours)
        if peer:
            names.add(peer)
    return names


# ---- trim: JMH's JSON to the data file -------------------------------------------------------

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
    with open(src, encoding="utf-8") as f:
        data = json.load(f)
    if not data:
        sys.exit("%s holds no benchmark results" % src)
    first = data[0]
    run = {
        "date": date or datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
        "machine": machine_text or machine(),
        "jdk": "%s %s %s" % (first.get("jdkVersion", ""), first.get("vmName", ""),
                             first.get("vmVersion", "")),
        "jmh": first.get("jmhVersion", ""),
        "forks": first["forks"],
        "warmup": "%d x %s" % (first["warmupIterations"], first["warmupTime"]),
        "measurement": "%d x %s" % (first["measurementIterations"], first["measurementTime"]),
    }
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
    os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
    # one line per benchmark, so that a new run's diff reads row by row
    lines = ['{"run": %s,' % json.dumps(run, sort_keys=True), ' "results": {']
    lines += ['  %s: %s,' % (json.dumps(name), json.dumps(results[name], sort_keys=True))
              for name in sorted(results)]
    lines[-1] = lines[-1].rstrip(",")
    lines.append("}}")
    with open(dst, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


# ---- render: the data file to the table and the chart ----------------------------------------

def fmt(x, digits=1):
    return "-" if x is None else ("%.*f" % (digits, x))


def table(data):
    run, results = data["run"], data["results"]

    def score(name):
        return results[name]["ns"] if name in results else None

    floor1, floor2 = score("Generate.Single.floor"), score("Generate.Shared.floor")
    lines = [
        "Run: %s on %s; JDK %s; JMH %s; forks %d, warm-up %s, measurement %s."
        % (run["date"], run["machine"], run["jdk"].strip(), run["jmh"], run["forks"],
           run["warmup"], run["measurement"]),
        "",
        "Floor (`System.currentTimeMillis()`): %s ns on 1 thread, %s ns per call on each of 2 threads."
        % (fmt(floor1), fmt(floor2)),
        "",
        "| scheme | operation | sortid ns/op | B/op | x floor | peer | peer ns/op | peer B/op | peer / sortid |",
        "| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |",
    ]
    for scheme, op, ours, peer, label in rows():
        r = results.get(ours)
        if r is None:
            continue
        p = results.get(peer) if peer else None
        floor = floor2 if "Shared" in ours else floor1
        xfloor = r["ns"] / floor if floor and op.startswith("generate,") else None
        ratio = p["ns"] / r["ns"] if p else None
        lines.append("| %s | %s | %s ± %s | %s | %s | %s | %s | %s | %s |" % (
            scheme, op, fmt(r["ns"]), fmt(r["error"]), fmt(r["bytes"], 0),
            fmt(xfloor, 2), label or "-", fmt(p["ns"]) if p else "-",
            fmt(p["bytes"], 0) if p else "-", ("**%.2fx**" % ratio) if ratio else "-"))
    lines += [
        "",
        "Threads: total throughput of 2 threads sharing the default generator, relative to 1 thread "
        "(2 x single ns / shared ns per call; 1.0 = no loss, 2.0 = perfect scaling):",
        "",
        "| generator | sortid | peer |",
        "| --- | ---: | ---: |",
    ]

    def scaling(name):
        a, b = score("Generate.Single." + name), score("Generate.Shared." + name)
        return 2 * a / b if a and b else None

    for key, name in SCHEMES:
        peer = PEERS[key][0][0]
        lines.append("| %s | %s | %s |" % (name, fmt(scaling(key), 2),
                                            fmt(scaling(peer), 2) if peer else "-"))
    lines.append("| floor: `currentTimeMillis()` | %s | |" % fmt(scaling("floor"), 2))
    lines.append("| JDK `UUID.randomUUID()` | | %s |" % fmt(scaling("jdk_randomUuid"), 2))
    return "\n".join(lines) + "\n"


def svg(data):
    results = data["results"]
    groups, order = {}, []
    for scheme, op, ours, peer, label in rows():
        if ours.startswith("Batch.") or ours not in results:
            continue
        p = results.get(peer) if peer else None
        if op not in groups:
            groups[op] = []
            order.append(op)
        groups[op].append((scheme, results[ours]["ns"], p["ns"] if p else None, label))
    batch_title = "batch generate(1000), per id (grey: one generate() call)"
    batch = [(s, results[o]["ns"], results[p]["ns"] if p in results else None, "own generate()")
             for s, op, o, p, l in rows() if o.startswith("Batch.") and o in results]
    if batch:
        groups[batch_title] = batch
        order.append(batch_title)
    if not order:
        sys.exit("no benchmark of the report in the data")
    floor = results.get("Generate.Single.floor", {}).get("ns")
    width, left, right, bar, gap = 900, 120, 80, 11, 6
    plot = width - left - right
    vmax = max(max(v for v in (g[1], g[2]) if v) for rows_ in groups.values() for g in rows_)
    scale = plot / vmax
    y = 40
    parts = []
    for op in order:
        parts.append('<text x="10" y="%d" font-weight="bold">%s</text>' % (y + 12, html.escape(op)))
        y += 22
        top = y
        for scheme, ours, peer, label in groups[op]:
            parts.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (left - 8, y + bar + 3, scheme))
            parts.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="#2b6cb0"/>' % (left, y, ours * scale, bar))
            parts.append('<text x="%.1f" y="%d" font-size="10">%.1f</text>' % (left + ours * scale + 4, y + bar - 2, ours))
            if peer:
                parts.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="#a0aec0"><title>%s</title></rect>'
                             % (left, y + bar + 1, peer * scale, bar, html.escape(label or "")))
                parts.append('<text x="%.1f" y="%d" font-size="10" fill="#4a5568">%.1f</text>'
                             % (left + peer * scale + 4, y + 2 * bar - 1, peer))
            y += 2 * bar + gap + 1
        if floor and op.startswith("generate,"):
            x = left + floor * scale
            parts.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#c53030" stroke-dasharray="4,3"/>'
                         % (x, top - 4, x, y))
        y += 12
    height = y + 30
    head = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">' % (width, height),
        '<rect width="100%" height="100%" fill="white"/>',
        '<text x="10" y="20" font-size="15" font-weight="bold">sortid (blue) vs peers (grey): ns per id, lower is better</text>',
        '<text x="%d" y="%d" font-size="11" fill="#c53030">dashed red line: System.currentTimeMillis() (%.1f ns), the floor of one clock read</text>'
        % (10, height - 12, floor or 0),
    ]
    return "\n".join(head + parts + ["</svg>"]) + "\n"


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


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


def check(src):
    missing = sorted(expected() - set(load(src)["results"]))
    if missing:
        print("%s lacks %d of the report's benchmarks (a partial run?), e.g. %s"
              % (src, len(missing), ", ".join(missing[:3])), file=sys.stderr)
        sys.exit(1)


def main(argv):
    args = argv[1:]
    if args[:1] == ["trim"] and len(args) >= 3:
        options = dict(zip(args[3::2], args[4::2]))
        unknown = set(options) - {"--date", "--machine"}
        if unknown or len(args[3:]) % 2:
            sys.exit(__doc__)
        trim(args[1], args[2], options.get("--date"), options.get("--machine"))
    elif args[:1] == ["render"] and len(args) == 5:
        render(*args[1:])
    elif args[:1] == ["check"] and len(args) == 2:
        check(args[1])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
