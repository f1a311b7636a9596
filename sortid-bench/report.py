#!/usr/bin/env python3
"""Turns a JMH JSON result of sortid-bench into the table and the bar chart of docs/benchmarks.md.

Usage: python3 sortid-bench/report.py [results.json] [docs/benchmarks.md] [docs/benchmarks.svg]

Standard library only. The markdown file keeps its hand-written text; the generated table goes
between the lines <!-- report:start --> and <!-- report:end -->. Ratios are peer time / sortid
time from the same run (above 1: sortid is faster); "x floor" is time / System.currentTimeMillis().
"""
import html
import json
import sys

PKG = "dev.sortid.bench."

SCHEMES = [
    ("scru128", "SCRU128", "scru128", "scru128 2.1.2"),
    ("ulid", "ULID", "ulidCreator", "ulid-creator 5.2.4"),
    ("scru64", "SCRU64", "tsid", "tsid-creator 5.2.6"),
    ("scru160", "SCRU160", None, None),
    ("euid", "EUID", "uuid", "JDK UUID / uuid-creator 6.1.1"),
    ("uuidV7", "UUIDv7", "jdk", "JDK UUID / uuid-creator 6.1.1"),
]

# (section, sortid benchmark, peer benchmark, peer label, what)
def rows():
    out = []
    peers = {
        "scru128": ("scru128_peer_scru128", "Scru128.generate()"),
        "ulid": ("ulid_peer_ulidCreatorMonotonic", "UlidCreator.getMonotonicUlid()"),
        "scru64": ("scru64_peer_tsid1024", "TsidCreator.getTsid1024()"),
        "scru160": (None, None),
        "euid": ("euid_peer_uuidV7", "UuidCreator.getTimeOrderedEpoch() (UUIDv7)"),
        "uuidV7": ("uuidV7_peer_uuidCreator", "UuidCreator.getTimeOrderedEpoch()"),
    }
    codec_peers = {
        "scru128": ("scru128", "scru128 Scru128Id"),
        "ulid": ("ulidCreator", "ulid-creator Ulid"),
        "scru64": ("tsid", "tsid-creator Tsid"),
        "scru160": (None, None),
        "euid": ("uuid", "JDK UUID"),
        "uuidV7": ("jdk", "JDK UUID"),
    }
    for key, name, _, _ in SCHEMES:
        peer, label = peers[key]
        out.append((name, "generate, 1 thread", "Generate.Single." + key,
                    peer and "Generate.Single." + peer, label))
        out.append((name, "generate, 2 threads sharing it", "Generate.Shared." + key,
                    peer and "Generate.Shared." + peer, label))
        out.append((name, "generate + toString", "GenerateToString." + key,
                    peer and "GenerateToString." + peer, label))
        cpeer, clabel = codec_peers[key]
        out.append((name, "toString", "Codec.%s_toString" % key,
                    cpeer and "Codec.%s_toString_peer_%s" % (key, cpeer),
                    clabel and clabel + ".toString()"))
        out.append((name, "parse", "Codec.%s_parse" % key,
                    cpeer and "Codec.%s_parse_peer_%s" % (key, cpeer),
                    clabel and clabel + (".fromString()" if key in ("scru128", "euid", "uuidV7") else ".from(String)")))
        out.append((name, "batch generate(1000), per id", "Batch." + key,
                    "Generate.Single." + key, "own generate(), 1 thread"))
    return out


def load(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    results = {}
    for r in data:
        name = r["benchmark"][len(PKG):] if r["benchmark"].startswith(PKG) else r["benchmark"]
        m = r["primaryMetric"]
        secondary = r.get("secondaryMetrics", {})
        # JMH 1.37 names it "gc.alloc.rate.norm"; older versions put a middle dot in front
        alloc = secondary.get("gc.alloc.rate.norm") or secondary.get("\u00b7gc.alloc.rate.norm")
        results[name] = {
            "score": m["score"],
            "error": m["scoreError"] if m["scoreError"] == m["scoreError"] else 0.0,
            "alloc": alloc["score"] if alloc else None,
            "threads": r["threads"],
            "forks": r["forks"],
            "iterations": r["measurementIterations"],
            "jdk": r.get("jdkVersion", "") + " " + r.get("vmName", "") + " " + r.get("vmVersion", ""),
        }
    return results


def fmt(x, digits=1):
    return "-" if x is None else ("%.*f" % (digits, x))


def table(results):
    floor1 = results.get("Generate.Single.floor", {}).get("score")
    floor2 = results.get("Generate.Shared.floor", {}).get("score")
    lines = []
    any_result = next(iter(results.values()))
    lines.append("Run: %d forks x %d measurement iterations, JDK %s." % (
        any_result["forks"], any_result["iterations"], any_result["jdk"].strip()))
    lines.append("")
    lines.append("Floor (`System.currentTimeMillis()`): %s ns on 1 thread, %s ns per call on each of 2 threads."
                 % (fmt(floor1), fmt(floor2)))
    lines.append("")
    lines.append("| scheme | operation | sortid ns/op | B/op | x floor | peer | peer ns/op | peer B/op | peer / sortid |")
    lines.append("| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |")
    for scheme, op, ours, peer, label in rows():
        r = results.get(ours)
        if r is None:
            continue
        p = results.get(peer) if peer else None
        floor = floor2 if "Shared" in ours else floor1
        xfloor = r["score"] / floor if floor and op.startswith("generate,") else None
        ratio = p["score"] / r["score"] if p else None
        lines.append("| %s | %s | %s ± %s | %s | %s | %s | %s | %s | %s |" % (
            scheme, op, fmt(r["score"]), fmt(r["error"]), fmt(r["alloc"], 0),
            fmt(xfloor, 2), label or "-", fmt(p["score"]) if p else "-",
            fmt(p["alloc"], 0) if p else "-", ("**%.2fx**" % ratio) if ratio else "-"))
    lines.append("")
    lines.append("Threads: total throughput of 2 threads sharing the default generator, relative to 1 thread "
                 "(2 x single ns / shared ns per call; 1.0 = no loss, 2.0 = perfect scaling):")
    lines.append("")
    lines.append("| generator | sortid | peer |")
    lines.append("| --- | ---: | ---: |")
    def scaling(name):
        a, b = results.get("Generate.Single." + name), results.get("Generate.Shared." + name)
        return 2 * a["score"] / b["score"] if a and b else None
    for key, name, _, _ in SCHEMES:
        if "Generate.Single." + key not in results:
            continue  # not in this run
        peer = [r for r in rows() if r[0] == name][0][3]
        peer_name = peer.split(".")[-1] if peer else None
        lines.append("| %s | %s | %s |" % (name, fmt(scaling(key), 2),
                                            fmt(scaling(peer_name), 2) if peer_name else "-"))
    lines.append("| floor: `currentTimeMillis()` | %s | |" % fmt(scaling("floor"), 2))
    lines.append("| JDK `UUID.randomUUID()` | | %s |" % fmt(scaling("jdk_randomUuid"), 2))
    return "\n".join(lines) + "\n"


def svg(results):
    groups = {}
    order = []
    for scheme, op, ours, peer, label in rows():
        if ours.startswith("Batch."):
            continue
        r = results.get(ours)
        if r is None:
            continue
        p = results.get(peer) if peer else None
        if op not in groups:
            groups[op] = []
            order.append(op)
        groups[op].append((scheme, r["score"], p["score"] if p else None, label))
    batch = [(s, results[o]["score"], results[p]["score"] if p in results else None, "own generate()")
             for s, op, o, p, l in rows() if o.startswith("Batch.") and o in results]
    if batch:
        groups["batch generate(1000), per id (grey: one generate() call)"] = batch
        order.append("batch generate(1000), per id (grey: one generate() call)")
    floor = results.get("Generate.Single.floor", {}).get("score")
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


def main(argv):
    src = argv[1] if len(argv) > 1 else "sortid-bench/results.json"
    md = argv[2] if len(argv) > 2 else "docs/benchmarks.md"
    out = argv[3] if len(argv) > 3 else "docs/benchmarks.svg"
    results = load(src)
    with open(out, "w", encoding="utf-8") as f:
        f.write(svg(results))
    generated = table(results)
    try:
        with open(md, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        text = "<!-- report:start -->\n<!-- report:end -->\n"
    start, end = "<!-- report:start -->\n", "<!-- report:end -->"
    i, j = text.index(start) + len(start), text.index(end)
    with open(md, "w", encoding="utf-8") as f:
        f.write(text[:i] + generated + text[j:])
    print("wrote %s and the table in %s" % (out, md))


if __name__ == "__main__":
    main(sys.argv)
