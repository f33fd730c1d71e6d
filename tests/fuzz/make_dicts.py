#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make_dicts.py - the libFuzzer dictionaries of the fuzz targets.

cards.dict holds every word the card loader reads (the string literals of
lib/cards/, the vocabulary's word lists split at their `|`) and the bits
of YAML a card file is made of; moves.dict the words of the move notation
(lib/play/notation.c) and the bits of a move's text. The fuzzers then try
every word of the schema, the new ones too, without having to find them
byte by byte.

    tests/fuzz/make_dicts.py           write tests/fuzz/*.dict
    tests/fuzz/make_dicts.py --check   exit 1 if a committed one is stale

The check runs as the test fuzz.dicts, so a word added to the vocabulary
and not to the dictionary fails the test run.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = ROOT / "tests" / "fuzz"

# Literals of lower-case words and of word lists ("a|b|c").
LITERAL = re.compile(r'"([a-z][a-z0-9_]*(?:\|[a-z][a-z0-9_]*)*)"')

YAML_BITS = ["cards:", "sets:", "- ", ": ", "{", "}", "[", "]", ", ",
             "\n", "\n  - ", "\n    ", "'-'", "#", "&a", "*a", "<<: ",
             ">-", "|", "~", "null", "true", "false", "0x", "-1",
             "2147483647", "4294967296"]
MOVE_BITS = ["p1 ", "p2 ", "p3 ", " #", "#0", ".0", ".1", " t0", " face-down",
             "\n", " ", "-1", "4294967295"]


def words(paths):
    seen = set()
    for path in paths:
        text = path.read_text(encoding="utf-8")
        for m in LITERAL.finditer(text):
            seen.update(m.group(1).split("|"))
    return sorted(seen)


def quote(s):
    out = []
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\x0A")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def render(title, sources, found, bits):
    lines = ["# " + title,
             "# Made by tests/fuzz/make_dicts.py from " + sources +
             "; do not edit.",
             "# The words (" + str(len(found)) + "):"]
    lines += [quote(w) for w in found]
    lines.append("# The bits of the text around them:")
    lines += [quote(b) for b in bits]
    return "\n".join(lines) + "\n"


def dicts():
    cards = sorted((ROOT / "lib" / "cards").glob("*.[ch]"))
    notation = [ROOT / "lib" / "play" / "notation.c"]
    return {
        "cards.dict": render("fuzz_cards: the words a card file is made of",
                             "lib/cards/*.[ch]", words(cards), YAML_BITS),
        "moves.dict": render("fuzz_moves, fuzz_replay: the words of a move",
                             "lib/play/notation.c", words(notation),
                             MOVE_BITS),
    }


def main(argv):
    check = argv[1:] == ["--check"]
    if argv[1:] and not check:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    stale = []
    for name, text in dicts().items():
        path = HERE / name
        if check:
            have = path.read_text(encoding="utf-8") if path.exists() else ""
            if have != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
    for name in stale:
        print("tests/fuzz/%s is stale (a word was added or removed): run "
              "tests/fuzz/make_dicts.py and commit it" % name,
              file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
