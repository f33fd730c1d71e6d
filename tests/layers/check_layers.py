#!/usr/bin/env python3
"""check_layers.py - the library's files call each other one way.

Reads lib/*.c as text, finds where each l5r_ / l5r__ function is defined
and which files call it, and checks:

  - the card side (cards, loaders, decks and what they stand on) includes
    no header of the game side (state.h, game_int.h);
  - the largest circle of files that call each other, on each side, is no
    larger than the figure recorded here. The figures only go down: when a
    change breaks a circle, lower them in the same commit.

Usage: check_layers.py SOURCE_DIR [--print]   (--print: the circles and
the calls that make them, to see what to untangle next)
"""
import os
import re
import sys

# The largest circle allowed on each side (the goal is at most 3 on the
# game side and none on the card side).
MAX_GAME_CIRCLE = 9
MAX_CARD_CIRCLE = 6

# Files of the card side and the base they stand on; every other file of
# lib/ is on the game side.
CARD_SIDE = {
    "alloc.c", "errors.c", "vec.c", "version.c", "names.c", "rules.c",
    "keywords.c", "builder.c", "loader_yaml.c", "schema.c",
    "ability_schema.c", "player_abilities.c", "carddb.c", "deck.c",
}
GAME_HEADERS = ("state.h", "game_int.h")

DEF = re.compile(r"^[A-Za-z_][\w \*]*?\b(l5r_\w+)\s*\([^;]*?\)\s*\{",
                 re.M | re.S)
CALL = re.compile(r"\b(l5r_\w+)\s*\(")
COMMENT = re.compile(r"/\*.*?\*/", re.S)


def read_sources(root):
    lib = os.path.join(root, "lib")
    src = {}
    for name in sorted(os.listdir(lib)):
        if name.endswith(".c"):
            with open(os.path.join(lib, name), encoding="utf-8") as f:
                src[name] = COMMENT.sub("", f.read())
    return src


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
    edges = call_graph(src)
    failed = False
    for name in sorted(CARD_SIDE & set(src)):
        for header in GAME_HEADERS:
            if re.search(r'#include\s+"%s"' % re.escape(header), src[name]):
                print("%s (card side) includes %s (game side)" % (name, header))
                failed = True
    sides = (("game", set(src) - CARD_SIDE, MAX_GAME_CIRCLE),
             ("card", CARD_SIDE & set(src), MAX_CARD_CIRCLE))
    for side, nodes, limit in sides:
        found = circles(nodes, edges)
        largest = len(found[0]) if found else 0
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
