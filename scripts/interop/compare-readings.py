#!/usr/bin/env python3
"""Compares SekiScope's and Sabaki's readings (the columns of tests/tools/measure_readings.cpp)
and prints the agreement figures RELIABILITY.md quotes, then every difference.
    compare-readings.py SEKISCOPE.tsv SABAKI.tsv"""
import collections
import sys

COLUMNS = ["games in the file", "PB", "PW", "RE", "main-line moves", "captured by Black", "captured by White",
           "final stones"]


def readings(path):
    """{file: {game index or 'file': columns, or ('ERROR', message)}}"""
    files = collections.defaultdict(dict)
    with open(path, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            files[fields[0]][fields[1]] = tuple(fields[2:])
    return files


def failed(games):
    return any(columns[0] == "ERROR" for columns in games.values())


def main(seki_path, sabaki_path):
    seki, sabaki = readings(seki_path), readings(sabaki_path)
    files = sorted(set(seki) | set(sabaki))
    games = agreeing = 0
    differences = []
    only_seki, only_sabaki, neither = [], [], []
    for name in files:
        ours, theirs = seki.get(name, {}), sabaki.get(name, {})
        if failed(ours) or failed(theirs):
            message = lambda g: next((c[1] for c in g.values() if c[0] == "ERROR"), "")
            (neither if failed(ours) and failed(theirs) else only_sabaki if failed(ours) else only_seki).append(
                (name, message(ours), message(theirs)))
            continue
        for index in sorted(set(ours) | set(theirs)):
            games += 1
            a, b = ours.get(index), theirs.get(index)
            wrong = [c for c, x, y in zip(COLUMNS, a or (), b or ()) if x != y] if a and b else ["the game itself"]
            if wrong:
                differences.append((name, index, wrong))
            else:
                agreeing += 1
    print(f"{len(files)} files; read by both: {len(files) - len(only_seki) - len(only_sabaki) - len(neither)} "
          f"({games} games), every column the same in {agreeing}")
    print(f"read by SekiScope only: {len(only_seki)}; by Sabaki only: {len(only_sabaki)}; by neither: {len(neither)}")
    for name, index, wrong in differences:
        print(f"differs: {name} game {index}: {', '.join(wrong)}")
    for title, entries in (("SekiScope only", only_seki), ("Sabaki only", only_sabaki), ("neither", neither)):
        for name, ours, theirs in entries:
            print(f"{title}: {name}: SekiScope: {ours or 'read'} | Sabaki: {theirs or 'read'}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
