#!/usr/bin/env python3
"""How well a GTP engine's dead stones (sekiscope --dead-stones engine) agree with the players'.

For every SGF file of a folder: the players' dead stones are the file's own marks (a stone on a
point marked as the opponent's territory, --dead-stones file); the engine's are asked with the
file's marks ignored. Prints, over the games whose final node carries territory marks: how often
the two sets are equal, how often the score with the engine's dead stones equals RE (and, beside
it, with the players' marks), and the median and worst time per game. One engine process per game
(a per-game timeout needs it); run it niced on a shared machine.

usage: measure-engine-dead.py CORPUS_DIR [--sekiscope PATH] [--engine COMMAND] [--timeout S] [--every N]
"""
import argparse
import os
import statistics
import sys

from measuring import normal, run, stored_result  # beside this script


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus")
    parser.add_argument("--sekiscope", default=os.path.join(os.path.dirname(__file__), "..", "build", "app", "sekiscope"))
    parser.add_argument("--engine", default=None)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--every", type=int, default=1, help="every Nth game only (a sample across the corpus)")
    args = parser.parse_args()

    files = sorted(os.path.join(args.corpus, name) for name in os.listdir(args.corpus) if name.endswith(".sgf"))
    files = files[:: args.every]
    if args.limit:
        files = files[: args.limit]
    marked = equal = numeric = engine_matches = file_matches = failures = timeouts = 0
    times = []
    differing = []
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        if "TB[" not in text and "TW[" not in text:
            continue
        marked += 1
        players, _, _ = run([args.sekiscope, "--score", "--json", "--dead-stones", "file", path], args.timeout)
        command = [args.sekiscope, "--score", "--json", "--dead-stones", "engine", path]
        if args.engine:
            command[-1:-1] = ["--engine", args.engine]
        engine, error, elapsed = run(command, args.timeout)
        times.append(elapsed)
        if engine is None:
            if error is None:
                timeouts += 1
            else:
                failures += 1
            print("%s: %s" % (os.path.basename(path), error or "timed out"), file=sys.stderr)
            continue
        same = players is not None and sorted(players["dead"]) == sorted(engine["dead"])
        if same:
            equal += 1
        else:
            differing.append(os.path.basename(path))
        stored = stored_result(text)
        if stored is not None:
            numeric += 1
            engine_matches += normal(engine["result"]) == stored
            file_matches += players is not None and normal(players["result"]) == stored
        # One line a game as it goes: a long run can be read before it ends.
        print("game %s %.2fs dead-equal=%d engine=%s file=%s RE=%s" % (
            os.path.basename(path), elapsed, same, engine["result"], players["result"] if players else "-", stored),
            flush=True)
    print("games with territory marks: %d of %d" % (marked, len(files)))
    print("engine answered: %d (failed %d, timed out %d)" % (marked - failures - timeouts, failures, timeouts))
    print("engine's dead stones equal the players': %d of %d" % (equal, marked))
    print("games with a counted result (RE B+N / W+N / 0): %d" % numeric)
    print("result equals RE with the engine's dead stones: %d of %d" % (engine_matches, numeric))
    print("result equals RE with the players' marks: %d of %d" % (file_matches, numeric))
    if times:
        print("time per game (engine run, wall clock): median %.2f s, worst %.2f s" % (statistics.median(times), max(times)))
    print("dead stones differ: " + " ".join(differing[:40]) + (" ..." if len(differing) > 40 else ""))


if __name__ == "__main__":
    main()
