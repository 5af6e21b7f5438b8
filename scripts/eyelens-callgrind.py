#!/usr/bin/env python3
"""Instructions per position of the eye lens's first analysis, from the dumps that
`valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=DIR/cg.%p bench_eyelens --callgrind PATH...`
writes (one dump per position, named by the client request). Prints the count and p50 / p90 /
p99 / max in millions of instructions, and the heaviest positions.

    scripts/eyelens-callgrind.py DIR [--slowest K]
"""
import math
import pathlib
import re
import sys


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    slowest = 5
    if "--slowest" in args:
        at = args.index("--slowest")
        slowest = int(args[at + 1])
        del args[at:at + 2]
    counts = {}
    for dump in sorted(pathlib.Path(args[0]).glob("cg.*")):
        name, total = None, None
        for line in dump.read_text(errors="replace").splitlines():
            m = re.match(r"desc: Trigger: Client Request: (.*)", line)
            if m:
                name = m.group(1).strip()
            m = re.match(r"(?:totals|summary): (\d+)", line)
            if m:
                total = int(m.group(1))
        if name is not None and total is not None:
            counts[name] = total
    if not counts:
        sys.exit("no per-position dumps in " + args[0])
    values = sorted(counts.values())

    def nearest_rank(p):
        return values[max(1, math.ceil(p * len(values))) - 1]

    print("positions %d, instructions (M) per first analysis: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f  total %.0f"
          % (len(values), nearest_rank(0.5) / 1e6, nearest_rank(0.9) / 1e6, nearest_rank(0.99) / 1e6,
             values[-1] / 1e6, sum(values) / 1e6))
    for name, total in sorted(counts.items(), key=lambda kv: -kv[1])[:slowest]:
        print("  %-24s %9.2f M" % (name, total / 1e6))


if __name__ == "__main__":
    main()
