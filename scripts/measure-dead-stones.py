#!/usr/bin/env python3
"""SekiScope's own dead stones and GNU Go's, side by side, against the players'.

For every SGF file of a folder whose final node carries territory marks: the players' dead stones
are the file's own marks (a stone on a point marked as the opponent's territory,
--dead-stones file); SekiScope's (--dead-stones sekiscope) and a GTP engine's (--dead-stones
engine, GNU Go by default) are found with the marks ignored. Prints, for each source: how often
its dead set equals the players', how often the score with it equals RE, and the time per game;
then every game where SekiScope's set differs, with the stones on either side and whether GNU Go
agrees with the players there, so that each miss can be looked at and classified.

SekiScope's time is the finder's alone, in process (tests/core/bench_deadstones, median of --runs
runs per game, one core); GNU Go's is the wall clock of one engine process per game, as
scripts/measure-engine-dead.py measures it. GNU Go takes seconds a game: --engine-results FILE keeps
its answers (one JSON line per game) and reads them back on the next run instead of asking again.

usage: measure-dead-stones.py CORPUS_DIR [--build DIR] [--engine COMMAND] [--engine-results FILE]
                              [--no-engine] [--runs N] [--timeout S] [--every N] [--start K] [--jobs N]

--every 2 --start 0 and --every 2 --start 1 split the corpus in two halves (the even-numbered and the
odd-numbered games in name order): a change studied on one half is checked on the other.
"""
import argparse
import concurrent.futures
import json
import os
import re
import statistics
import subprocess
import sys

from measuring import normal, run, stored_result  # beside this script


def gtp(point, size=19):
    letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    return "%s%d" % (letters[ord(point[0]) - 97], size - (ord(point[1]) - 97))


def finder_times(build, files, runs):
    """The finder's median time per game in milliseconds, from bench_deadstones --times."""
    bench = os.path.join(build, "tests", "core", "bench_deadstones")
    done = subprocess.run([bench, "--runs", str(runs), "--times"] + files, capture_output=True, text=True)
    times = {}
    for line in done.stdout.splitlines():
        match = re.fullmatch(r"time (\S+) ([0-9.]+)", line)
        if match:
            times[match.group(1)] = float(match.group(2))
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus")
    parser.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    parser.add_argument("--engine", default=None, help="GTP engine command (default: sekiscope's, GNU Go)")
    parser.add_argument("--engine-results", default=None, help="keep GNU Go's answers here, and reuse them")
    parser.add_argument("--no-engine", action="store_true", help="SekiScope and the players only")
    parser.add_argument("--runs", type=int, default=5, help="runs of the finder per game (median kept)")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--every", type=int, default=1, help="every Nth game only (a sample)")
    parser.add_argument("--start", type=int, default=0, help="with --every: the first game taken (0-based)")
    parser.add_argument("--jobs", type=int, default=1, help="engine processes at once")
    args = parser.parse_args()

    sekiscope = os.path.join(args.build, "app", "sekiscope")
    files = sorted(os.path.join(args.corpus, name) for name in os.listdir(args.corpus) if name.endswith(".sgf"))
    files = files[args.start :: args.every]
    marked = []
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        if "TB[" in text or "TW[" in text:
            marked.append((path, stored_result(text)))

    kept = {}
    if args.engine_results and os.path.exists(args.engine_results):
        with open(args.engine_results) as handle:
            for line in handle:
                entry = json.loads(line)
                kept[entry["game"]] = entry

    def ask(source, path):
        command = [sekiscope, "--score", "--json", "--dead-stones", source, path]
        if source == "engine" and args.engine:
            command[-1:-1] = ["--engine", args.engine]
        return run(command, args.timeout)

    def engine_answer(path):
        name = os.path.basename(path)
        if name in kept:
            return kept[name]
        report, error, elapsed = ask("engine", path)
        entry = {"game": name, "dead": report["dead"] if report else None,
                 "result": report["result"] if report else None, "seconds": elapsed, "error": (error or "timed out") if not report else ""}
        return entry

    engine = {}
    if not args.no_engine:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for entry in pool.map(engine_answer, [path for path, _ in marked]):
                engine[entry["game"]] = entry
                if args.engine_results and entry["game"] not in kept:
                    with open(args.engine_results, "a") as handle:
                        handle.write(json.dumps(entry) + "\n")
                    kept[entry["game"]] = entry

    times = finder_times(args.build, [path for path, _ in marked], args.runs)
    rows = {"sekiscope": [0, 0, 0], "engine": [0, 0, 0], "file": [0, 0, 0]}  # equal, counted, result equal
    undecided_games = 0
    misses = []
    for path, stored in marked:
        name = os.path.basename(path)
        players, _, _ = ask("file", path)
        ours, error, _ = ask("sekiscope", path)
        if players is None or ours is None:
            print("%s: no report (%s)" % (name, error or "timed out"), file=sys.stderr)
            continue
        counted = stored is not None
        for source, report in (("file", players), ("sekiscope", ours), ("engine", engine.get(name))):
            if report is None or report.get("dead") is None:
                continue
            row = rows[source]
            row[0] += sorted(report["dead"]) == sorted(players["dead"])
            row[1] += counted
            row[2] += counted and normal(report["result"]) == stored
        undecided_games += bool(ours.get("undecided"))
        if sorted(ours["dead"]) != sorted(players["dead"]):
            gnugo = engine.get(name)
            misses.append((name, sorted(set(players["dead"]) - set(ours["dead"])),
                           sorted(set(ours["dead"]) - set(players["dead"])), ours.get("undecided", []),
                           ours["result"], stored,
                           None if not gnugo or gnugo.get("dead") is None else sorted(gnugo["dead"]) == sorted(players["dead"])))

    total = len(marked)
    print("games with territory marks: %d of %d" % (total, len(files)))
    print("%-34s %12s %12s" % ("", "SekiScope", "GNU Go" if not args.no_engine else ""))
    print("%-34s %12s %12s" % ("dead stones equal the players'", "%d of %d" % (rows["sekiscope"][0], total),
                                 "%d of %d" % (rows["engine"][0], len(engine)) if engine else "-"))
    print("%-34s %12s %12s" % ("result equals RE", "%d of %d" % (rows["sekiscope"][2], rows["sekiscope"][1]),
                                 "%d of %d" % (rows["engine"][2], rows["engine"][1]) if engine else "-"))
    print("%-34s %12s" % ("result equals RE, players' marks", "%d of %d" % (rows["file"][2], rows["file"][1])))
    ours_times = sorted(times.values())
    if ours_times:
        print("%-34s %12s %12s" % ("time per game, median", "%.2f ms" % statistics.median(ours_times),
                                     "%.2f s" % statistics.median(e["seconds"] for e in engine.values()) if engine else "-"))
        print("%-34s %12s %12s" % ("time per game, slowest", "%.2f ms" % ours_times[-1],
                                     "%.2f s" % max(e["seconds"] for e in engine.values()) if engine else "-"))
    print("games with stones SekiScope left undecided: %d" % undecided_games)
    print()
    print("SekiScope's dead stones differ from the players' in %d games:" % len(misses))
    for name, only_players, only_ours, undecided, result, stored, gnugo_equal in misses:
        print("%s  result %s (RE %s)  GNU Go %s" % (name, result, stored,
                                                 "-" if gnugo_equal is None else "equal" if gnugo_equal else "differs"))
        if only_players:
            print("    dead for the players only: %s" % " ".join(gtp(p) for p in only_players))
        if only_ours:
            print("    dead for SekiScope only:   %s" % " ".join(gtp(p) for p in only_ours))
        if undecided:
            print("    undecided:                 %s" % " ".join(gtp(p) for p in undecided))


if __name__ == "__main__":
    main()
