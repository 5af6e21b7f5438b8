#!/usr/bin/env bash
# Builds the libFuzzer harnesses (tests/fuzz, with clang) and runs each for a bounded time on a
# copy of its seed corpus, after replaying every kept regression input.
#   bash scripts/fuzz.sh [--seconds N] [--build DIR] [--jobs N] [harness...]
# A finding stops the run with status 1; its input is left in DIR/artifacts/ to be kept under
# tests/fuzz/regressions/<harness>/ once fixed. Long runs: --seconds 600 (RELIABILITY.md).
# Memory is a finding too: more than 1 GiB resident or one allocation over 256 MiB (the harnesses
# also check that a replay's memory stays proportional to its input).
set -euo pipefail
shopt -s nullglob

here=$(cd "$(dirname "$0")/.." && pwd)
seconds=30
build="$here/build/fuzz"
jobs=$(nproc)
harnesses=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds=$2; shift 2 ;;
        --build) build=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
        *) harnesses+=("$1"); shift ;;
    esac
done
[ ${#harnesses[@]} -gt 0 ] || harnesses=(sgf pos scorer)

if ! command -v clang++ >/dev/null; then
    echo "fuzz.sh: clang++ is missing (apt-get install clang libclang-rt-14-dev)" >&2
    exit 2
fi

CXX=clang++ cmake -S "$here/tests/fuzz" -B "$build" -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$build" -j "$jobs" >/dev/null

mkdir -p "$build/artifacts"
for h in "${harnesses[@]}"; do
    binary="$build/fuzz_$h"
    regressions="$here/tests/fuzz/regressions/$h"
    kept=()
    [ -d "$regressions" ] && kept=("$regressions"/*)
    if [ ${#kept[@]} -gt 0 ]; then
        "$binary" -runs=0 -rss_limit_mb=1024 -malloc_limit_mb=256 "${kept[@]}" >"$build/regressions-$h.log" 2>&1 || {
            echo "fuzz_$h: a kept regression input fails again:" >&2
            tail -30 "$build/regressions-$h.log" >&2
            exit 1
        }
    fi
    work="$build/corpus-$h"
    rm -rf "$work"
    mkdir -p "$work"
    cp "$here/tests/fuzz/corpus/$h/"* "$work/"
    if ! "$binary" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=256 \
            -artifact_prefix="$build/artifacts/$h-" -print_final_stats=1 "$work" >"$build/fuzz-$h.log" 2>&1; then
        echo "fuzz_$h: finding (input in $build/artifacts/):" >&2
        grep -A40 -m1 "ERROR\|invariant broken\|round trip\|does not parse\|deadly signal\|timeout" "$build/fuzz-$h.log" >&2 || tail -40 "$build/fuzz-$h.log" >&2
        exit 1
    fi
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$build/fuzz-$h.log" | grep -o '[0-9]*$' || echo '?')
    echo "fuzz_$h: no finding in ${seconds}s ($runs inputs)"
done
