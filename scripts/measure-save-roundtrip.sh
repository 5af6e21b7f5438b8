#!/usr/bin/env bash
# Saves every game of a corpus the two ways the window saves it (as the game, and as the setup
# position a board-editor edit writes) and reports any whose score changes on reopening.
#   bash scripts/measure-save-roundtrip.sh CORPUS_FOLDER [BUILD_DIR]
# A measurement for RELIABILITY.md, not a test: the corpus is not part of the project.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:?usage: measure-save-roundtrip.sh CORPUS_FOLDER [BUILD_DIR]}
build=${2:-$here/build}
cmake --build "$build" --target measure_saveroundtrip -j 2 >/dev/null
find "$corpus" -name '*.sgf' | sort | "$build/tests/measure_saveroundtrip" -
