#!/usr/bin/env bash
# Builds SekiScope and opens the bundled example game (a finished 9x9 game with a seki): in the
# window when there is a display, otherwise it prints the game's scoring report.
# Installs missing Debian packages first. Arguments replace the example file.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_packages "${SEKISCOPE_PACKAGES[@]}"
configure_and_build --target sekiscope

app="$SEKISCOPE_BUILD_DIR/app/sekiscope"
if [ "$#" -eq 0 ]; then
    set -- "$SEKISCOPE_ROOT/resources/games/example-seki.sgf"
fi
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$app" "$@"
else
    echo "run-example: no display (\$DISPLAY and \$WAYLAND_DISPLAY unset): printing the score instead"
    exec "$app" --score "$@"
fi
