#!/usr/bin/env bash
# Builds SekiScope and runs the whole test suite through CTest (the README's test command; CI
# runs exactly this through .ci/run). Installs missing Debian packages first. Runs the suite
# twice: in the Release build, then in a build with AddressSanitizer and UndefinedBehaviorSanitizer
# (RELIABILITY.md), where any sanitizer report fails its test. Exits non-zero on any failure;
# ctest's last line ("100% tests passed, 0 tests failed out of N") is the verdict.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_packages "${SEKISCOPE_TEST_PACKAGES[@]}"
configure_and_build

# The GUI tests need no display: Qt draws offscreen.
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$SEKISCOPE_BUILD_DIR" --output-on-failure

# The same suite under the sanitizers. The fuzz test is not registered here: its harnesses have
# their own sanitized build. Leaks are reported too; tests/lsan.supp is where a suppression for a
# system library would go (none is needed today).
SANITIZE_DIR="${SEKISCOPE_SANITIZE_DIR:-$SEKISCOPE_ROOT/build-sanitize}"
cmake -S "$SEKISCOPE_ROOT" -B "$SANITIZE_DIR" -DCMAKE_BUILD_TYPE=Debug -DSEKI_SANITIZE=ON
cmake --build "$SANITIZE_DIR" -j"$(nproc)"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$SEKISCOPE_ROOT/tests/lsan.supp:print_suppressions=0"
# The monkey runs its full rounds in the Release suite above; under the sanitizers, which slow
# the window about tenfold, one seeded round of 600 random events. Benchmarks (label bench, the
# only tests with timing limits) run in the Release suite only.
# The differential sweep (320,000 comparisons of two scorings) runs in the Release suite only: its
# 20,000 random positions of the core label run here too, through the same code.
SEKI_MONKEY_SEED=20261122 SEKI_MONKEY_STEPS=600 ctest --test-dir "$SANITIZE_DIR" --output-on-failure -R '^tst_monkey$'
ctest --test-dir "$SANITIZE_DIR" --output-on-failure -E '^(tst_monkey|tst_differential_sweep)$' -LE bench
