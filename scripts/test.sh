#!/usr/bin/env bash
# Builds SekiScope and runs the whole test suite through CTest (the README's test command; CI
# runs exactly this through .ci/run). Installs missing Debian packages first. Exits non-zero
# on any failure; ctest's last line ("100% tests passed, 0 tests failed out of N") is the verdict.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_packages "${SEKISCOPE_TEST_PACKAGES[@]}"
configure_and_build

# The GUI tests need no display: Qt draws offscreen.
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$SEKISCOPE_BUILD_DIR" --output-on-failure
