#!/usr/bin/env bash
# Reads every game file of the folders given with SekiScope and with Sabaki's SGF library
# (@sabaki/sgf 3.4.7 and @sabaki/go-board 1.4.3, installed with npm into a scratch folder) and
# compares players, result, main-line moves, captures and the final stones of every game.
#   bash scripts/measure-interop.sh FOLDER... [--build BUILD_DIR]
# A measurement for RELIABILITY.md, not a test: the corpus is not part of the project.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$here/build
folders=()
while [ $# -gt 0 ]; do
    case $1 in
        --build) build=$2; shift 2 ;;
        *) folders+=("$1"); shift ;;
    esac
done
[ ${#folders[@]} -gt 0 ] || { echo "usage: measure-interop.sh FOLDER... [--build BUILD_DIR]" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cmake --build "$build" --target measure_readings -j 2 >/dev/null
npm install --silent --prefix "$scratch" @sabaki/sgf@3.4.7 @sabaki/go-board@1.4.3 >/dev/null
cp "$here/scripts/interop/sabaki-readings.js" "$scratch/"
find "${folders[@]}" -type f -iname '*.sgf' | sort >"$scratch/files"
"$build/tests/measure_readings" - <"$scratch/files" >"$scratch/sekiscope.tsv"
xargs -d '\n' -a "$scratch/files" node "$scratch/sabaki-readings.js" >"$scratch/sabaki.tsv"
python3 "$here/scripts/interop/compare-readings.py" "$scratch/sekiscope.tsv" "$scratch/sabaki.tsv"
