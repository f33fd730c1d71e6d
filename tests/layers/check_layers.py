#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check_layers.py - the library's files call each other one way.

Reads lib/<layer>/*.c as text, finds where each l5r_ / l5r__ function is
defined and which files call it, and checks:

  - the layers are the folders, in the order of LAYERS: a file calls
    functions of its own layer and of the layers before it, never after
    (at most MAX_UPWARD calls that still do);
  - the card side (base/ and cards/) includes no header of the layers
    after it;
  - an internal function is named after the file that defines it:
    l5r_<file>__<name> is defined in lib/<layer>/<file>.c or .h, and
    nothing else in lib/ uses the internal l5r__ prefix;
  - the largest circle of files that call each other, on each side, is no
    larger than the figure recorded here. The figures only go down: when a
    change breaks a circle or an upward call, lower them in the same
    commit.

Usage: check_layers.py SOURCE_DIR [--print]   (--print: the circles and
the calls that make them, to see what to untangle next)
"""
import os
import re
import sys

# The largest circle allowed on each side, in files (0: no circle at all;
# neither side has one).
MAX_GAME_CIRCLE = 0
MAX_CARD_CIRCLE = 0

# Upward calls (a layer calling a later one) still allowed.
MAX_UPWARD = 0

# The layers, first to last (lib/README.md).
LAYERS = ("base", "cards", "game", "rules", "play", "api")
# The card side: the card database and what it stands on.
CARD_LAYERS = ("base", "cards")

DEF = re.compile(r"^[A-Za-z_][\w \*]*?\b(l5r_\w+)\s*\([^;]*?\)\s*\{",
                 re.M | re.S)
CALL = re.compile(r"\b(l5r_\w+)\s*\(")
COMMENT = re.compile(r"/\*.*?\*/", re.S)


def read_sources(root):
    """{"layer/file.c": text} for every .c and .h of every layer."""
    lib = os.path.join(root, "lib")
    src = {}
    for layer in sorted(os.listdir(lib)):
        folder = os.path.join(lib, layer)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith((".c", ".h")):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    src[layer + "/" + name] = COMMENT.sub("", f.read())
    return src


def layer_of(name):
    return name.split("/", 1)[0]


def call_graph(src):
    defs = {}
    for name, text in src.items():
        for m in DEF.finditer(text):
            defs.setdefault(m.group(1), name)
    edges = {name: {} for name in src}
    for name, text in src.items():
        for m in CALL.finditer(text):
            where = defs.get(m.group(1))
            if where is not None and where != name:
                edges[name].setdefault(where, set()).add(m.group(1))
    return edges


def circles(nodes, edges):
    """Strongly connected components (Tarjan), of more than one file."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in nodes:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return sorted(out, key=len, reverse=True)


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    root, show = argv[1], "--print" in argv[2:]
    src = read_sources(root)
    failed = False
    for name in sorted(src):
        if layer_of(name) not in LAYERS:
            print("%s: lib/%s/ is not a layer" % (name, layer_of(name)))
            failed = True
    if failed:
        return 1
    rank = {layer: i for i, layer in enumerate(LAYERS)}
    card_side = {n for n in src if layer_of(n) in CARD_LAYERS}
    for name in sorted(card_side):
        for m in re.finditer(r'#include\s+"(\w+)/[\w.]+"', src[name]):
            if m.group(1) in rank and m.group(1) not in CARD_LAYERS:
                print("%s (card side) includes %s" % (name, m.group(0)))
                failed = True
    for name, text in sorted(src.items()):
        stem = os.path.basename(name)[:-2]
        for m in DEF.finditer(text):
            fn = m.group(1)
            if fn.startswith("l5r__"):
                print("%s: %s: an internal function says its file: "
                      "l5r_%s__%s" % (name, fn, stem, fn[5:]))
                failed = True
            elif "__" in fn and not fn.startswith("l5r_%s__" % stem):
                print("%s: %s is defined in %s, not the file its name says"
                      % (name, fn, name))
                failed = True
    src = {n: t for n, t in src.items() if n.endswith(".c")}
    edges = call_graph(src)
    upward = []
    for f in sorted(edges):
        for g, fns in sorted(edges[f].items()):
            if rank[layer_of(g)] > rank[layer_of(f)]:
                upward.append("%s -> %s (%s)" % (f, g, ", ".join(sorted(fns))))
    print("upward calls: %d files call a later layer (at most %d)" %
          (len(upward), MAX_UPWARD))
    if len(upward) > MAX_UPWARD:
        failed = True
    if show or len(upward) > MAX_UPWARD:
        for u in upward:
            print("  " + u)
    card_files = card_side & set(src)
    sides = (("game", set(src) - card_files, MAX_GAME_CIRCLE),
             ("card", card_files, MAX_CARD_CIRCLE))
    for side, nodes, limit in sides:
        found = circles(nodes, edges)
        largest = len(found[0]) if found else 0
        if largest == 0:
            print("%s side: no circle (at most %d files)" % (side, limit))
        else:
            print("%s side: largest circle %d files (at most %d)" %
                  (side, largest, limit))
        if largest > limit:
            failed = True
        if show or largest > limit:
            for comp in found:
                print("  circle of %d: %s" % (len(comp), " ".join(comp)))
                for f in comp:
                    calls = ["%s (%s)" % (g, ", ".join(sorted(fns)))
                             for g, fns in sorted(edges[f].items())
                             if g in comp]
                    print("    %s -> %s" % (f, "; ".join(calls)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
