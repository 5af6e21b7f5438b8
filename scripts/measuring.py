"""What the corpus-measuring scripts share: running SekiScope or an engine on one file and reading
its JSON report, and results read from RE and from a report in one notation."""

import json
import re
import subprocess
import time


def run(command, timeout):
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, time.monotonic() - start  # no stderr: the caller counts a time-out
    elapsed = time.monotonic() - start
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return (json.loads(lines[-1]) if lines else None), done.stderr.strip(), elapsed


def stored_result(text):
    match = re.search(r"RE\[([^\]]*)\]", text)
    if not match:
        return None
    value = match.group(1).strip()
    if value in ("0", "Draw", "Jigo", "D"):
        return "0"
    match = re.fullmatch(r"([BW])\+(\d+(?:\.\d+)?)", value)
    if not match:
        return None   # resignation, time, forfeit: no score to compare
    return "%s+%g" % (match.group(1), float(match.group(2)))


def normal(result):
    match = re.fullmatch(r"([BW])\+(\d+(?:\.\d+)?)", result or "")
    return "%s+%g" % (match.group(1), float(match.group(2))) if match else result
