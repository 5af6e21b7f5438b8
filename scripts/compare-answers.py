#!/usr/bin/env python3
"""The "no answer changes" check: scores the same files with two sekiscope binaries and reports
every difference in what they print.

Usage:
    scripts/compare-answers.py BEFORE AFTER CORPUS [--cases DIR] [--jobs N]

    BEFORE, AFTER  two sekiscope binaries (e.g. /work/baseline/sekiscope-ebaf59b and
                   build/app/sekiscope)
    CORPUS         a folder holding kgs-dev/*.sgf and kgs-dev/chinese/*.sgf (the KGS corpus);
                   tests/cases/*.pos of this checkout is always added (--cases to point elsewhere)
    --jobs N       how many sekiscope processes run at once (default 2: the two binaries side
                   by side)

Every file is scored with `--score --json --trace` and with `--score --json` (the scorer's
untraced path is its own code) under each rule set (japanese, japanese-strict, chinese) and each
eye method (boundary, local-game): twelve runs per binary, each one process over all the files. Standard output is compared file by file (each JSON line names
its file), standard error and the exit status as a whole.

Prints one line per difference:
    DIFF FILE rules=R eyes=E [traced] line N column C: BEFORE | AFTER
(the two lines cut to the neighbourhood of their first differing character)
then a summary line
    compared F files x 12 rule/eye/trace settings: D differences
and exits 1 when anything differs (2 on a usage error), 0 otherwise.
"""

import argparse
import concurrent.futures
import glob
import json
import os
import subprocess
import sys

RULES = ["japanese", "japanese-strict", "chinese"]
EYES = ["boundary", "local-game"]


def run(binary, rules, eyes, trace, files):
    command = [binary, "--score", "--json"] + (["--trace"] if trace else []) + ["--rules", rules, "--eyes", eyes] + files
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def by_file(stdout):
    """Output lines grouped by the file each JSON line names, in order."""
    groups = {}
    for line in stdout.splitlines():
        try:
            name = json.loads(line).get("file", "?")
        except (ValueError, AttributeError):
            name = "?"
        groups.setdefault(name, []).append(line)
    return groups


def first_difference(a, b):
    for k in range(max(len(a), len(b))):
        x = a[k] if k < len(a) else "<missing>"
        y = b[k] if k < len(b) else "<missing>"
        if x != y:
            return k + 1, x, y
    return None


def around(x, y, context=80):
    """The two lines cut to the neighbourhood of their first differing character."""
    k = 0
    while k < min(len(x), len(y)) and x[k] == y[k]:
        k += 1
    start = max(0, k - context)
    cut = lambda t: ("..." if start else "") + t[start:k + context] + ("..." if len(t) > k + context else "")
    return f"column {k + 1}: {cut(x)} | {cut(y)}"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("corpus")
    parser.add_argument("--cases", default=os.path.join(here, "..", "tests", "cases"))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()

    files = sorted(glob.glob(os.path.join(args.corpus, "kgs-dev", "*.sgf")))
    files += sorted(glob.glob(os.path.join(args.corpus, "kgs-dev", "chinese", "*.sgf")))
    files += sorted(glob.glob(os.path.join(args.cases, "*.pos")))
    for binary in (args.before, args.after):
        if not os.access(binary, os.X_OK):
            print(f"compare-answers: {binary}: not an executable", file=sys.stderr)
            return 2
    if not files:
        print(f"compare-answers: no .sgf under {args.corpus}/kgs-dev and no .pos in {args.cases}",
              file=sys.stderr)
        return 2

    settings = [(r, e, t) for r in RULES for e in EYES for t in (True, False)]
    differences = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        jobs = {(s, b): pool.submit(run, binary, s[0], s[1], s[2], files)
                for s in settings for b, binary in (("before", args.before), ("after", args.after))}
        for rules, eyes, trace in settings:
            before = jobs[((rules, eyes, trace), "before")].result()
            after = jobs[((rules, eyes, trace), "after")].result()
            where = f"rules={rules} eyes={eyes}" + (" traced" if trace else "")
            if before[0] != after[0]:
                differences += 1
                print(f"DIFF exit status {where}: {before[0]} | {after[0]}")
            if before[2] != after[2]:
                differences += 1
                found = first_difference(before[2].splitlines(), after[2].splitlines())
                line, x, y = found if found else (0, "", "")
                print(f"DIFF stderr {where} line {line} {around(x, y)}")
            a = by_file(before[1])
            b = by_file(after[1])
            for name in list(dict.fromkeys(list(a) + list(b))):
                found = first_difference(a.get(name, []), b.get(name, []))
                if found:
                    differences += 1
                    line, x, y = found
                    print(f"DIFF {name} {where} line {line} {around(x, y)}")
    print(f"compared {len(files)} files x {len(settings)} rule/eye/trace settings: {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
