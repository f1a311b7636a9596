"""Tests of report.py on made-up JMH results: python3 -m unittest discover -s scripts/benchmarks"""
import contextlib
import io
import json
import os
import tempfile
import unittest

import report


def jmh_json(jdk_version, scores, bytes_per_op=32.0, forks=2):
    """JMH's JSON for the given {benchmark: ns/op}, as `-rf json` writes it."""
    return [{
        "jmhVersion": "1.37", "benchmark": report.PKG + name, "mode": "avgt",
        "threads": 2 if name.startswith(report.TWO_THREAD_CLASSES) else 1, "forks": forks,
        "jvm": "/usr/bin/java",
        "jdkVersion": jdk_version, "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": jdk_version,
        "warmupIterations": 3, "warmupTime": "1 s", "measurementIterations": 5,
        "measurementTime": "500 ms",
        "primaryMetric": {"score": ns, "scoreError": 1.5, "scoreUnit": "ns/op"},
        "secondaryMetrics": {"gc.alloc.rate.norm": {"score": bytes_per_op, "scoreUnit": "B/op"}},
    } for name, ns in scores.items()]


def full_scores(scale=1.0):
    """Every benchmark of the report: sortid 100 ns, every peer 200 ns x scale, the clock floor 50,
    the shared counter 80 on 1 thread and 100 on 2."""
    scores = {}
    for name in report.expected():
        scores[name] = 200.0 * scale if "_peer_" in name else 100.0
    scores["Generate.Single.floor"] = scores["Generate.Shared.floor"] = 50.0
    scores["Generate.Single.floor_sharedCounter"] = 80.0
    scores["Generate.Shared.floor_sharedCounter"] = 100.0
    return scores


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def run_file(self, name, jdk_version, scores):
        with open(self.path(name + ".jmh"), "w", encoding="utf-8") as f:
            json.dump(jmh_json(jdk_version, scores), f)
        report.trim(self.path(name + ".jmh"), self.path(name + ".json"), "2026-01-02", "test box")
        return self.path(name + ".json")

    def quiet(self, f, *args):
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            return f(*args)

    def render(self, data):
        page = self.path("page.md")
        with open(page, "w", encoding="utf-8") as f:
            f.write("# t\n<!-- report:start -->\nold\n<!-- report:end -->\ntail\n")
        self.quiet(report.render, data, page, self.path("out.md"), self.path("out.svg"))
        with open(self.path("out.md"), encoding="utf-8") as f:
            return f.read()

    def test_trim_keeps_scores_settings_and_the_jdk(self):
        run = report.load(self.run_file("a", "17.0.15", {"Codec.ulid_parse": 12.3456}))
        self.assertEqual({"ns": 12.346, "error": 1.5, "bytes": 32.0, "threads": 1},
                         run["results"]["Codec.ulid_parse"])
        self.assertEqual("1 s", run["run"]["warmup"].split(" x ")[1])
        self.assertEqual("17", report.major(run))

    def test_merge_replaces_the_runs_of_the_same_jdk_only(self):
        data = self.path("data.json")
        a = [self.run_file("17-%d" % n, "17.0.15", full_scores()) for n in (1, 2, 3)]
        b = [self.run_file("25-%d" % n, "25.0.3", full_scores()) for n in (1, 2)]
        self.quiet(report.merge, data, a)
        self.quiet(report.merge, data, b)
        self.assertEqual({"17": 3, "25": 2},
                         {k: len(v) for k, v in report.load(data)["jdks"].items()})
        self.quiet(report.merge, data, a[:1])
        self.assertEqual({"17": 1, "25": 2},
                         {k: len(v) for k, v in report.load(data)["jdks"].items()})

    def test_render_shows_median_and_spread_per_jdk_and_targets(self):
        data = self.path("data.json")
        runs = [self.run_file("17-%d" % n, "17.0.15", full_scores(s))
                for n, s in ((1, 1.0), (2, 1.5), (3, 0.5))]
        runs.append(self.run_file("25-1", "25.0.3", full_scores(0.25)))
        self.quiet(report.merge, data, runs)
        text = self.render(data)
        row = next(line for line in text.splitlines()
                   if line.startswith("| UUIDv7 | generate, 1 thread | JUG"))
        # peer 200 ns x (1, 1.5, 0.5) against 100 ns: 2.00 (1.00-3.00); JDK 25: 0.50
        self.assertIn("**2.00x (1.00–3.00)**", row)
        self.assertIn("**0.50x**", row)
        self.assertTrue(row.endswith("| ≥ 1.2x | met / **missed** |"), row)
        self.assertIn("| UUIDv7 | generate, 1 thread | uuid-creator", text)
        self.assertIn("| SCRU160 | parse | none on the JVM | 100.0 (32 B) | - | - |", text)
        # the non-secure fast path of uuidv7 is shown without a target; the others have one
        fast = next(line for line in text.splitlines()
                    if line.startswith("| UUIDv7 | generate, 1 thread | uuidv7 1.1.0 `UUIDv7.randomUUID()`"))
        self.assertTrue(fast.endswith("|  |  |"), fast)
        self.assertIn("| SCRU64 | generate, 2 threads sharing it | hypersistence-tsid 2.1.4", text)
        tsid = next(line for line in text.splitlines()
                    if line.startswith("| SCRU64 | generate, 1 thread | hypersistence-tsid"))
        self.assertIn("| ≥ 1.1x |", tsid)
        self.assertIn("| UUIDv7 | parse | JDK `UUID.fromString()`", text)
        self.assertIn("| ≥ 0.95x | met / **missed** |", next(
            line for line in text.splitlines() if line.startswith("| UUIDv7 | toString |")))
        # x clock read 100 / 50 = 2, no target; x shared counter 100 / 80 = 1.25 on 1 thread:
        # SCRU128's target (at most 1.5) met, ULID's (1.15) missed; 100 / 100 on 2 threads
        self.assertIn("| SCRU128 | generate, x clock read | 2.00 | 2.00 |  |  |", text)
        self.assertIn("| SCRU128 | generate, x shared counter, 1 thread | 1.25 | 1.25 | ≤ 1.50 |"
                      " met / met |", text)
        self.assertIn("| ULID | generate, x shared counter, 1 thread | 1.25 | 1.25 | ≤ 1.15 |"
                      " **missed** / **missed** |", text)
        self.assertIn("| ULID | generate, x shared counter, 2 threads | 1.00 | 1.00 | ≤ 1.15 |"
                      " met / met |", text)
        # scaling 2 x 100 / 100 = 2.0, the counter's 2 x 80 / 100 = 1.6: 1.25 of it
        self.assertIn("| ULID | 2-thread scaling / shared counter's | 1.25 | 1.25 | ≥ 0.9 |"
                      " met / met |", text)
        self.assertIn("| the bare shared counter, `floor_sharedCounter` | 1.60 | 1.60 |", text)
        # per thread: uuidv7 secure 200 x (1, 1.5, 0.5) against 100; scaling 2 x 100 / 100
        self.assertIn("| EUID | 1 thread: uuidv7 1.1.0 `UUIDv7.secureRandomUUID()` / sortid |"
                      " 2.00x (1.00–3.00) | 0.50x | ≥ 1.2x | met / **missed** |", text)
        self.assertIn("| EUID | 2 threads, total vs 1 thread | 2.00 | 2.00 | ≥ 1.8 | met / met |",
                      text)
        self.assertIn("| sortid ULID per thread | 2.00 / 1.25 | 2.00 / 1.00 |", text)
        self.assertTrue(text.startswith("# t\n<!-- report:start -->\nRuns, by JDK:"))
        self.assertTrue(text.endswith("<!-- report:end -->\ntail\n"))
        with open(self.path("out.svg"), encoding="utf-8") as f:
            self.assertIn("JDK 17, median of 3 runs", f.read())

    def test_trim_merges_the_two_invocations_of_a_run_and_notes_their_forks(self):
        scores = full_scores()
        two = {n: v for n, v in scores.items() if n.startswith(report.TWO_THREAD_CLASSES)}
        one = {n: v for n, v in scores.items() if n not in two}
        paths = []
        for name, part, forks in (("one", one, 2), ("two", two, 3)):
            with open(self.path(name + ".jmh"), "w", encoding="utf-8") as f:
                json.dump(jmh_json("17.0.15", part, forks=forks), f)
            paths.append(self.path(name + ".jmh"))
        report.trim(paths, self.path("run.json"), "2026-01-02", "test box")
        run = report.load(self.path("run.json"))
        self.assertEqual(set(scores), set(run["results"]))
        self.assertEqual((2, 3), (run["run"]["forks"], run["run"]["forks_2threads"]))
        self.quiet(report.check, [self.path("run.json")])
        self.assertIn("forks 2 (3 on 2 threads)", self.render(self.path("run.json")))

    def test_check_refuses_a_run_lacking_a_per_thread_benchmark(self):
        scores = full_scores()
        del scores["PerThread.Two.euid"]
        with self.assertRaises(SystemExit):
            self.quiet(report.check, [self.run_file("p", "17.0.15", scores)])

    def test_check_refuses_a_run_lacking_a_benchmark(self):
        scores = full_scores()
        del scores["Generate.Single.uuidV7_peer_jug"]
        partial = self.run_file("p", "17.0.15", scores)
        complete = self.run_file("c", "17.0.15", full_scores())
        self.quiet(report.check, [complete])
        with self.assertRaises(SystemExit) as failure:
            self.quiet(report.check, [complete, partial])
        self.assertEqual(1, failure.exception.code)

    def test_the_single_run_data_file_of_earlier_versions_renders(self):
        legacy = self.run_file("legacy", "17.0.15", full_scores())
        self.assertIn("- **JDK 17**: 1 run (2026-01-02)", self.render(legacy))


if __name__ == "__main__":
    unittest.main()
