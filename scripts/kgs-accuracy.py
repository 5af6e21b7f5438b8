#!/usr/bin/env python3
"""Measure SekiScope's verdict against the KGS server's own territory marks.

Usage: scripts/kgs-accuracy.py SEKISCOPE CORPUS [--jobs N] [--timeout S] [--details]

CORPUS is a folder holding kgs-dev/*.sgf (Japanese games whose final node carries the
server's TB/TW marks) and kgs-dev/chinese/*.sgf (Chinese games), with INDEX.tsv beside it.
The corpus is for measuring only; nothing here is copied into the repository.

What it reports:
  * Japanese (`--rules japanese`): territory maps equal to TB/TW, per game the points that
    differ and whether the scorer flagged each one `unresolved`;
  * the 1989 rule (`--rules japanese-strict`): the same comparison;
  * Chinese (`--rules chinese` on kgs-dev/chinese): result equal to RE.
Games whose marks do not reproduce RE (INDEX.tsv `consistent` = no) are reported apart.
Dead stones are taken by SekiScope from the file's marks, as the server recorded them
(a stone on a point marked for the opponent is dead).
"""

import argparse
import concurrent.futures
import csv
import json
import os
import subprocess
import sys


def sgf_main_line_last_node(text):
    """Return the properties of the last node of the main line: {ident: [values]}."""
    pos = 0
    n = len(text)

    def skip_ws():
        nonlocal pos
        while pos < n and text[pos] not in '([;)' and not text[pos].isupper():
            pos += 1

    def parse_tree(follow):
        # At '(' : a sequence of nodes, then child trees; only the first child is followed.
        nonlocal pos
        pos += 1
        last = None
        first_child = True
        while pos < n:
            skip_ws()
            if pos >= n:
                break
            c = text[pos]
            if c == ';':
                pos += 1
                node = {}
                while True:
                    skip_ws()
                    if pos < n and text[pos].isupper():
                        j = pos
                        while j < n and text[j].isalpha():
                            j += 1
                        ident = ''.join(ch for ch in text[pos:j] if ch.isupper())
                        pos = j
                        values = []
                        while True:
                            while pos < n and text[pos] in ' \t\r\n':
                                pos += 1
                            if pos < n and text[pos] == '[':
                                j = pos + 1
                                buf = []
                                while j < n and text[j] != ']':
                                    if text[j] == '\\' and j + 1 < n:
                                        j += 1
                                    buf.append(text[j])
                                    j += 1
                                values.append(''.join(buf))
                                pos = j + 1
                            else:
                                break
                        node.setdefault(ident, []).extend(values)
                    else:
                        break
                if follow:
                    last = node
            elif c == '(':
                child = parse_tree(follow and first_child)
                if follow and first_child and child is not None:
                    last = child
                first_child = False
            elif c == ')':
                pos += 1
                return last
            else:
                pos += 1
        return last

    while pos < n and text[pos] != '(':
        pos += 1
    if pos >= n:
        return {}
    return parse_tree(True) or {}


def expand_points(values):
    pts = set()
    for v in values:
        if ':' in v:
            a, b = v.split(':', 1)
            for x in range(min(ord(a[0]), ord(b[0])), max(ord(a[0]), ord(b[0])) + 1):
                for y in range(min(ord(a[1]), ord(b[1])), max(ord(a[1]), ord(b[1])) + 1):
                    pts.add(chr(x) + chr(y))
        elif len(v) == 2:
            pts.add(v)
    return pts


def expected_map(path):
    with open(path, 'rb') as f:
        text = f.read().decode('utf-8', errors='replace')
    node = sgf_main_line_last_node(text)
    return expand_points(node.get('TB', [])), expand_points(node.get('TW', []))


def run(binary, path, rules, timeout):
    try:
        proc = subprocess.run([binary, '--score', '--json', '--rules', rules, path],
                              capture_output=True, timeout=timeout,
                              env=dict(os.environ, QT_QPA_PLATFORM='offscreen'))
    except subprocess.TimeoutExpired:
        return {'hang': True}
    except OSError as e:
        return {'error': 'cannot run %s: %s' % (binary, e)}
    if proc.returncode != 0:
        return {'error': proc.stderr.decode('utf-8', 'replace').strip()[:200]}
    try:
        return json.loads(proc.stdout.decode('utf-8').splitlines()[0])
    except (ValueError, IndexError) as e:
        return {'error': 'bad JSON: %s' % e}


def compare_map(path, report):
    tb, tw = expected_map(path)
    diffs = []
    rows = report['territory']
    unresolved = set(report.get('unresolved', []))
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            p = chr(ord('a') + x) + chr(ord('a') + y)
            want = 'b' if p in tb else 'w' if p in tw else '.'
            got = ch if ch in 'bw' else '.'
            if want != got:
                diffs.append((p, want, got, p in unresolved))
    return diffs


def gtp(p, size=19):
    letters = 'ABCDEFGHJKLMNOPQRST'
    return '%s%d' % (letters[ord(p[0]) - ord('a')], size - (ord(p[1]) - ord('a')))


def parse_result(re_value):
    re_value = re_value.strip()
    if len(re_value) > 2 and re_value[0] in 'BW' and re_value[1] == '+':
        try:
            v = float(re_value[2:])
        except ValueError:
            return None
        return v if re_value[0] == 'B' else -v
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('sekiscope')
    ap.add_argument('corpus')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=float, default=20.0)
    ap.add_argument('--details', action='store_true', help='list every differing point')
    ap.add_argument('--only', choices=['japanese', 'japanese-strict', 'chinese'], action='append')
    args = ap.parse_args()

    index = {}
    with open(os.path.join(args.corpus, 'INDEX.tsv'), newline='') as f:
        for row in csv.DictReader(f, delimiter='\t'):
            index[row['path']] = row

    japanese = sorted(p for p in index if p.startswith('kgs-dev/') and '/chinese/' not in p)
    chinese = sorted(p for p in index if p.startswith('kgs-dev/chinese/'))
    wanted = args.only or ['japanese', 'japanese-strict', 'chinese']

    def map_pass(rules):
        jobs = {}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for p in japanese:
                jobs[p] = pool.submit(run, args.sekiscope, os.path.join(args.corpus, p), rules, args.timeout)
        equal = {True: 0, False: 0}
        total = {True: 0, False: 0}
        hangs, errors, differing = [], [], []
        diff_points = {True: 0, False: 0}
        diff_unresolved = {True: 0, False: 0}
        for p in japanese:
            consistent = index[p]['consistent'] == 'yes'
            total[consistent] += 1
            r = jobs[p].result()
            if r.get('hang'):
                hangs.append(p)
                continue
            if 'error' in r:
                errors.append((p, r['error']))
                continue
            d = compare_map(os.path.join(args.corpus, p), r)
            if not d:
                equal[consistent] += 1
            else:
                differing.append((p, consistent, d))
                diff_points[consistent] += len(d)
                diff_unresolved[consistent] += sum(1 for x in d if x[3])
        print('== %s: territory map equal to the server\'s TB/TW' % rules)
        print('   consistent games: %d / %d equal   (%d differing points, %d of them flagged unresolved)'
              % (equal[True], total[True], diff_points[True], diff_unresolved[True]))
        print('   hard games (marks do not reproduce RE): %d / %d equal' % (equal[False], total[False]))
        print('   hangs (> %gs): %d%s' % (args.timeout, len(hangs), (': ' + ' '.join(hangs)) if hangs else ''))
        for p, e in errors:
            print('   error %s: %s' % (p, e))
        for p, consistent, d in differing:
            if rules != 'japanese' and not args.details:
                continue
            tag = '' if consistent else ' [hard]'
            pts = ' '.join('%s(%s->%s%s)' % (gtp(q), want, got, ',unresolved' if u else '')
                           for q, want, got, u in d)
            print('   %s%s: %d point(s): %s' % (p, tag, len(d), pts))
        sys.stdout.flush()

    if 'japanese' in wanted:
        map_pass('japanese')
    if 'japanese-strict' in wanted:
        map_pass('japanese-strict')
    if 'chinese' in wanted:
        jobs = {}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for p in chinese:
                jobs[p] = pool.submit(run, args.sekiscope, os.path.join(args.corpus, p), 'chinese', args.timeout)
        equal, hangs, wrong = 0, [], []
        for p in chinese:
            r = jobs[p].result()
            if r.get('hang'):
                hangs.append(p)
                continue
            want = parse_result(index[p]['result'])
            got = parse_result(r.get('result', '')) if 'result' in r else None
            if r.get('result') in ('0', 'Jigo', 'Draw'):
                got = 0.0
            if want is not None and got is not None and abs(want - got) < 1e-6:
                equal += 1
            else:
                wrong.append((p, index[p]['result'], r.get('result', r.get('error')), index[p]['handicap']))
        print('== chinese: result equal to RE')
        print('   %d / %d equal; hangs: %d' % (equal, len(chinese), len(hangs)))
        by_ha = {}
        for p, want, got, ha in wrong:
            by_ha[ha] = by_ha.get(ha, 0) + 1
        if wrong:
            print('   differing by handicap: ' + ', '.join('HA %s: %d' % kv for kv in sorted(by_ha.items())))
        for p, want, got, ha in (wrong if args.details else wrong[:20]):
            print('   %s: RE %s, SekiScope %s (HA %s)' % (p, want, got, ha))


if __name__ == '__main__':
    main()
