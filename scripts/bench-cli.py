#!/usr/bin/env python3
"""Whole-process cost of `sekiscope --score --json` over a folder of games, for one or more
binaries measured in the same run.

Usage:
    scripts/bench-cli.py FOLDER BINARY [BINARY ...] [--runs N] [--no-callgrind]

Each binary scores FOLDER/*.sgf in one process, output to /dev/null. The binaries take turns
(run 1 of each, then run 2 of each, ...) so that the machine's load falls on all of them alike.
Per binary it prints the median wall time and the median user+sys CPU time of the N runs
(default 21), and, unless --no-callgrind, the instruction count of one run under
`valgrind --tool=callgrind` (the whole process, dynamic loading included; independent of load).
"""

import argparse
import glob
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def timed_run(command):
    """Wall seconds and user+sys CPU seconds of one run of `command`."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=sink)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command[0]} exited with status {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime


def instructions(command):
    """Instructions executed by one run of `command`, counted by callgrind."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        with open(os.devnull, "wb") as sink:
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                           stdout=sink, stderr=sink, check=True)
        with open(out) as profile:
            for line in profile:
                if line.startswith("summary:") or line.startswith("totals:"):
                    return int(line.split()[1])
    raise RuntimeError("no instruction total in the callgrind output")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--no-callgrind", action="store_true")
    args = parser.parse_args()

    files = sorted(glob.glob(os.path.join(args.folder, "*.sgf")))
    if not files:
        sys.exit(f"no *.sgf in {args.folder}")
    commands = {binary: [binary, "--score", "--json"] + files for binary in args.binaries}
    walls = {binary: [] for binary in args.binaries}
    cpus = {binary: [] for binary in args.binaries}
    for binary in args.binaries:   # one warm-up run each: the files and libraries in the page cache
        timed_run(commands[binary])
    for _ in range(args.runs):
        for binary in args.binaries:
            wall, cpu = timed_run(commands[binary])
            walls[binary].append(wall)
            cpus[binary].append(cpu)
    print(f"{len(files)} games, {args.runs} runs per binary, load average {os.getloadavg()[0]:.2f} at the end")
    for binary in args.binaries:
        line = (f"{binary}: wall median {statistics.median(walls[binary]):.3f} s (min {min(walls[binary]):.3f}), "
                f"user+sys median {statistics.median(cpus[binary]):.3f} s")
        if not args.no_callgrind:
            line += f", {instructions(commands[binary]) / 1e6:,.0f} M instructions"
        print(line, flush=True)


if __name__ == "__main__":
    main()
