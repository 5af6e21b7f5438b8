#!/usr/bin/env python3
"""The ui's feature folders depend on each other one way only.

Reads every #include "folder/name.h" in ui/<folder>/ (one include root: a header is named by its
folder) and fails when the folders' dependencies form a cycle, naming it and the files behind each
arrow. Folders that may not depend on one another at all are not this check's business; a cycle is.
Run by CTest as check_ui_folders (label core). Exits 0 when the graph is acyclic.
"""
import os
import re
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'ui')
folders = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and d != 'tools')
include = re.compile(r'^\s*#\s*include\s+"(([^"/]+)/[^"]+)"', re.M)

edges = {}  # (from, to) -> files that make the arrow
for folder in folders:
    for name in sorted(os.listdir(os.path.join(root, folder))):
        if not name.endswith(('.h', '.cpp')):
            continue
        path = os.path.join(root, folder, name)
        with open(path, encoding='utf-8') as f:
            text = f.read()
        for header, target in include.findall(text):
            # core/ has folders of the same names (board/, eyes/): only a header that is in ui/ counts.
            if target in folders and target != folder and os.path.exists(os.path.join(root, header)):
                edges.setdefault((folder, target), []).append(f'ui/{folder}/{name}')

# Cycles that were there before this check and are being taken apart; any other cycle fails.
# (Remove an entry when its cycle is gone: the check then keeps it gone.)
KNOWN = []

graph = {f: sorted({t for (s, t) in edges if s == f}) for f in folders}

# Tarjan's strongly connected components: every component of more than one folder is a cycle.
index, low, stack, on_stack, components = {}, {}, [], set(), []
counter = [0]


def visit(v):
    index[v] = low[v] = counter[0]
    counter[0] += 1
    stack.append(v)
    on_stack.add(v)
    for w in graph[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on_stack:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        component = []
        while True:
            w = stack.pop()
            on_stack.discard(w)
            component.append(w)
            if w == v:
                break
        if len(component) > 1:
            components.append(sorted(component))


for v in folders:
    if v not in index:
        visit(v)

new = [c for c in components if set(c) not in KNOWN]
if not new:
    known = '; known, being removed: ' + ', '.join(' <-> '.join(c) for c in components) if components else ''
    print(f'ui folders: {len(folders)} folders, {len(edges)} dependencies, no new cycle{known}')
    sys.exit(0)
for component in new:
    print('ui folders depend on each other in a cycle: ' + ' <-> '.join(component))
    for (s, t), files in sorted(edges.items()):
        if s in component and t in component:
            print(f'  {s} -> {t}: ' + ', '.join(files))
sys.exit(1)
