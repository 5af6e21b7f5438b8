#!/usr/bin/env python3
"""Makes the scorer's benchmark games: GNU Go playing itself to the end on 19x19.

Each game is driven over GTP (genmove black / white alternately until two passes in a row), then
GNU Go's own end-of-game analysis gives the dead stones and the territory, written into the final
node the way KGS does: TB holds Black's territory and the points of dead White stones, TW holds
White's territory and the points of dead Black stones. So the files are real finished games whose
dead stones are marked, the input the scorer sees from a server.

    python3 scripts/make-gnugo-games.py --out tests/data/games --count 30 --first-seed 1

Games that hit the move cap without two passes are thrown away (they are not finished).
--opening plays given moves first (SGF points, e.g. "B[dc] W[cc] ..."), then GNU Go takes over:
that is how resources/games/seki-19.sgf starts from a corner seki.
GNU Go's own verdict goes into RE (final_score) and its seki stones into the game comment, so the
scorer can be compared with it.
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import time

GTP_COLUMNS = "ABCDEFGHJKLMNOPQRST"  # GTP skips I
SGF_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def find_gnugo():
    # Debian installs it in /usr/games, which is not on root's PATH.
    return shutil.which("gnugo") or ("/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else None)


class Gtp:
    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if line == "":
                raise RuntimeError(f"gnugo exited during {command!r}")
            line = line.rstrip("\n")
            if line == "" and lines:
                break
            if line != "" or lines:
                lines.append(line)
        answer = "\n".join(lines)
        if answer.startswith("?"):
            raise RuntimeError(f"gnugo refused {command!r}: {answer}")
        return answer[1:].strip()

    def close(self):
        try:
            self.send("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.process.wait(timeout=10)


def gtp_to_sgf(vertex, size):
    """GTP "D4" (column letter without I, row counted from the bottom) -> SGF "dp"."""
    column = GTP_COLUMNS.index(vertex[0].upper())
    row_from_bottom = int(vertex[1:])
    return SGF_LETTERS[column] + SGF_LETTERS[size - row_from_bottom]


def vertices(answer):
    return [v for v in answer.split() if v]


def sgf_to_gtp(point, size):
    """SGF "dp" -> GTP "D4"."""
    return GTP_COLUMNS[SGF_LETTERS.index(point[0])] + str(size - SGF_LETTERS.index(point[1]))


def parse_opening(text):
    """ "B[dc] W[cc] ..." -> [("black", "dc"), ("white", "cc"), ...]"""
    import re
    return [("black" if c == "B" else "white", p) for c, p in re.findall(r"([BW])\[([a-s]{2})\]", text)]


def play_game(gnugo, seed, size, komi, level, max_moves, opening=()):
    gtp = Gtp([gnugo, "--mode", "gtp", "--level", str(level), "--seed", str(seed),
               "--komi", str(komi)])
    try:
        gtp.send(f"boardsize {size}")
        gtp.send("clear_board")
        gtp.send(f"komi {komi}")
        moves = []
        passes = 0
        color = "black"
        for opening_color, point in opening:
            vertex = sgf_to_gtp(point, size)
            gtp.send(f"play {opening_color} {vertex}")
            moves.append((opening_color, vertex))
            color = "white" if opening_color == "black" else "black"
        while len(moves) < max_moves and passes < 2:
            vertex = gtp.send(f"genmove {color}").upper()
            if vertex == "RESIGN":
                return None
            moves.append((color, vertex))
            passes = passes + 1 if vertex == "PASS" else 0
            color = "white" if color == "black" else "black"
        if passes < 2:
            return None
        black_stones = set(vertices(gtp.send("list_stones black")))
        dead = vertices(gtp.send("final_status_list dead"))
        seki = vertices(gtp.send("final_status_list seki"))
        black_territory = set(vertices(gtp.send("final_status_list black_territory")))
        white_territory = set(vertices(gtp.send("final_status_list white_territory")))
        result = gtp.send("final_score")
        captured_black = gtp.send("captures black")
        captured_white = gtp.send("captures white")
    finally:
        gtp.close()

    # KGS marks a dead stone's point as the opponent's territory.
    for vertex in dead:
        (white_territory if vertex in black_stones else black_territory).add(vertex)
    return {
        "moves": moves, "dead": dead, "seki": seki, "result": result,
        "tb": sorted(gtp_to_sgf(v, size) for v in black_territory),
        "tw": sorted(gtp_to_sgf(v, size) for v in white_territory),
        "captures": (captured_black, captured_white),
    }


def write_sgf(path, game, seed, size, komi, level, version):
    player = f"GNU Go {version} level {level}"
    comment = (f"GNU Go self-play, seed {seed}, {len(game['moves'])} moves. "
               f"Dead stones ({len(game['dead'])}) marked in the final node (TB/TW, as KGS does); "
               f"GNU Go's seki stones: {len(game['seki'])}"
               + (f" ({' '.join(game['seki'])})" if game["seki"] else "")
               + f". Captures during play: black {game['captures'][0]}, white {game['captures'][1]}.")
    parts = [f"(;GM[1]FF[4]CA[UTF-8]AP[make-gnugo-games.py]SZ[{size}]KM[{komi}]RU[Japanese]"
             f"PB[{player}]PW[{player}]RE[{game['result']}]GC[{comment}]"]
    for index, (color, vertex) in enumerate(game["moves"]):
        letter = "B" if color == "black" else "W"
        point = "" if vertex == "PASS" else gtp_to_sgf(vertex, size)
        node = f";{letter}[{point}]"
        if index == len(game["moves"]) - 1:
            if game["tb"]:
                node += "TB" + "".join(f"[{p}]" for p in game["tb"])
            if game["tw"]:
                node += "TW" + "".join(f"[{p}]" for p in game["tw"])
        parts.append(node)
    # A line break every few nodes keeps the files diffable.
    text = parts[0] + "\n"
    for start in range(1, len(parts), 10):
        text += "".join(parts[start:start + 10]) + "\n"
    text = text.rstrip("\n") + ")\n"
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="tests/data/games")
    parser.add_argument("--count", type=int, default=30, help="finished games to write")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--first-number", type=int, default=1, help="NN of the first gnugo-NN.sgf")
    parser.add_argument("--size", type=int, default=19)
    parser.add_argument("--komi", type=float, default=6.5)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--max-moves", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--opening", default="", help='moves played first, e.g. "B[dc] W[cc]"')
    parser.add_argument("--keep-if-seki", action="store_true",
                        help="write only games whose final position GNU Go scores with a seki")
    parser.add_argument("--time-limit", type=float, default=3600, help="seconds; stop starting games after")
    args = parser.parse_args()

    gnugo = find_gnugo()
    if gnugo is None:
        sys.exit("gnugo not found: apt-get install -y gnugo")
    version = subprocess.run([gnugo, "--version"], capture_output=True, text=True).stdout.split()[2]
    os.makedirs(args.out, exist_ok=True)

    started = time.monotonic()
    written = 0
    seed = args.first_seed
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        running = {}
        while written < args.count:
            while (len(running) < args.jobs and written + len(running) < args.count
                   and time.monotonic() - started < args.time_limit):
                future = pool.submit(play_game, gnugo, seed, args.size, args.komi, args.level,
                                     args.max_moves, parse_opening(args.opening))
                running[future] = seed
                seed += 1
            if not running:
                print("time limit reached", file=sys.stderr)
                break
            done, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                game_seed = running.pop(future)
                game = future.result()
                if game is None:
                    print(f"seed {game_seed}: not finished, skipped", flush=True)
                    continue
                if args.keep_if_seki and not game["seki"]:
                    print(f"seed {game_seed}: no seki, skipped", flush=True)
                    continue
                path = os.path.join(args.out, f"gnugo-{args.first_number + written:02d}.sgf")
                write_sgf(path, game, game_seed, args.size, args.komi, args.level, version)
                written += 1
                print(f"seed {game_seed}: {len(game['moves'])} moves, {game['result']}, "
                      f"{len(game['dead'])} dead, {len(game['seki'])} seki stones -> {path} "
                      f"({time.monotonic() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
