#!/bin/sh
# A fake GTP engine for tst_engine. MODE:
#   answers   answers every command with "=", and final_status_list dead with "H6 C2"
#   dead      as answers, with the second argument's vertices as the dead stones ("D4 Q16")
#   exit      answers its first command, says something on stderr, and exits with status 3
#   nonsense  answers every command with a line that is not GTP
#   silent    answers everything but final_status_list, which it never answers
# In the other modes a second argument names a file that gets one line each time the engine starts.
mode=$1
dead="H6 C2"
if [ "$mode" = dead ]; then
    mode=answers
    dead=$2
elif [ -n "$2" ]; then
    echo started >> "$2"
fi
while read -r id command argument rest; do
    case "$mode" in
    answers)
        if [ "$command" = final_status_list ] && [ "$argument" = dead ]; then
            printf '=%s %s\n\n' "$id" "$dead"
        else
            printf '=%s\n\n' "$id"
        fi ;;
    exit)
        printf '=%s\n\n' "$id"
        echo "fake-gtp: out of cheese" >&2
        exit 3 ;;
    nonsense)
        printf 'I am not a Go engine\n\n' ;;
    silent)
        [ "$command" = final_status_list ] || printf '=%s\n\n' "$id" ;;
    esac
done
