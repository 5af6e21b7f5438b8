#!/bin/bash
# Screenshots of dead stones suggested by GNU Go, in the real window under Xvfb:
#   xvfb-run -a -s '-screen 0 1280x720x24' scripts/engine-screenshots.sh OUT_PREFIX GAME.sgf build/app/sekiscope X Y [WAIT]
# GAME.sgf a game with no dead marks; X Y where the status bar's "Suggest Dead Stones" button is;
# WAIT seconds for the engine (25). Writes OUT_PREFIX-{offer,busy,suggested,accepted}.png.
set -u
out=$1; file=$2; app=$3
export HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d)
"$app" "$file" &
pid=$!
sleep 6
wid=$(xdotool search --onlyvisible --name "SekiScope" | head -1)
xdotool windowsize "$wid" 100% 100% 2>/dev/null; xdotool windowmove "$wid" 0 0; sleep 2
import -window root "$out-offer.png"
xdotool mousemove $4 $5 click 1
sleep 0.7
import -window root "$out-busy.png"
for k in $(seq 1 90); do sleep 1; done &
waiter=$!
sleep ${6:-25}
import -window root "$out-suggested.png"
kill $waiter
xdotool mousemove 600 30 click 1; sleep 0.3; xdotool key ctrl+Return
sleep 1.5
import -window root "$out-accepted.png"
kill $pid
