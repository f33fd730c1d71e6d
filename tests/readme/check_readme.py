#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The README's C, Python and Lua snippets are programs that work.

Every fenced block of README.md written in ```c, ```python or ```lua is
extracted (in order), written to a temporary directory and run from the
repository root:

  c       compiled with CC -std=c99 -pedantic -Wall -Wextra -Werror
          -I include, linked with the library under test (--lib), then run;
  python  run with --python (/usr/bin/python3);
  lua     run with --luajit (skipped, with the reason, without one).

Each runs with the environment its own first comment says: the NAME=value
words of that comment (e.g. "PYTHONPATH=examples/python python3 demo.py")
are set, on top of an environment without PYTHONPATH, LUA_PATH, LUA_CPATH,
L5R_LIB or L5R_CDEF; then L5R_LIB is set to --lib, so the library under
test is the one loaded (both bindings look at $L5R_LIB first).

What a snippet promises is read from its comments:

  prints "TEXT"   a line of its output is TEXT ("..." in TEXT stands for
                  any text); the promises are met in the order written;
  XXX-NN          every rule ID its comments name is in its output.

Each block must exit 0, make at least one promise and keep all of them. A
C block must also include <l5r.h>, define main and say how to build it
(a comment with "cc "). With more than one language, every block that
prints "state hash H" must print the same H (the snippets play the same
seeded game through the C API, the Python package and the Lua module).

Exit status: 0 all good; 1 a block failed; 2 usage or no such block;
77 (ctest's skip) only Lua was asked for and there is no luajit.

usage: check_readme.py --root DIR [--readme FILE] [--lang c,python,lua]
                       [--cc CC] [--lib LIBL5R] [--python PY] [--luajit LJ]
"""
import argparse
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tokenize

SKIP = 77
LANGS = ("c", "python", "lua")
EXT = {"c": ".c", "python": ".py", "lua": ".lua"}
RULE_ID = re.compile(r"\b[A-Z]{2,6}-\d{2}\b")
PROMISE = re.compile(r'\bprints\s+"((?:[^"\\]|\\.)*)"')
ASSIGN = re.compile(r"(?<![\w$])([A-Z][A-Z0-9_]*)=(\S+)")
HASH = re.compile(r"^state hash ([0-9a-f]{16})$")
CLEARED = ("PYTHONPATH", "LUA_PATH", "LUA_CPATH", "L5R_LIB", "L5R_CDEF")


class Block:
    def __init__(self, lang, line, text, index):
        self.lang, self.line, self.text = lang, line, text
        self.name = "README.md:%d (%s block %d)" % (line, lang, index)


def blocks(readme):
    """Every ```c, ```python and ```lua block, with its first line."""
    out, count = [], {}
    lang, start, body = None, 0, []
    with open(readme, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            fence = line.strip()
            if lang is None:
                m = re.match(r"^```\s*([\w+-]*)", fence)
                if m:  # another language is "": skipped, but its end found
                    lang = m.group(1) if m.group(1) in LANGS else ""
                    start, body = n + 1, []
            elif fence == "```":
                if lang:
                    count[lang] = count.get(lang, 0) + 1
                    out.append(Block(lang, start, "".join(body), count[lang]))
                lang = None
            else:
                body.append(line)
    if lang is not None:
        sys.exit("check_readme: README.md:%d: a code block is not closed" %
                 (start - 1))
    return out


# --- comments ------------------------------------------------------------------

def _c_comments(text):
    out, i, n = [], 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j
            out.append(text[i + 2:j])
            i = j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(text[i + 2:j])
            i = j
        else:
            i += 1
    return out


def _python_comments(text):
    toks = tokenize.generate_tokens(io.StringIO(text).readline)
    return [t.string[1:] for t in toks if t.type == tokenize.COMMENT]


def _lua_comments(text):
    out, i, n = [], 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif text.startswith("--", i):
            m = re.match(r"--\[(=*)\[", text[i:])
            if m:
                close = "]" + m.group(1) + "]"
                j = text.find(close, i + len(m.group(0)))
                j = n if j < 0 else j
                out.append(text[i + len(m.group(0)):j])
                i = j + len(close)
            else:
                j = text.find("\n", i)
                j = n if j < 0 else j
                out.append(text[i + 2:j])
                i = j
        elif ch == "[" and re.match(r"\[(=*)\[", text[i:]):
            m = re.match(r"\[(=*)\[", text[i:])
            j = text.find("]" + m.group(1) + "]", i + len(m.group(0)))
            i = n if j < 0 else j + len(m.group(0))
        else:
            i += 1
    return out


COMMENTS = {"c": _c_comments, "python": _python_comments,
            "lua": _lua_comments}


def promises(block):
    """(the promised lines as regexes, the rule IDs named, the first
    comment) of a block."""
    comments = COMMENTS[block.lang](block.text)
    lines, rules = [], []
    for c in comments:
        for m in PROMISE.finditer(c):
            # A promise may go on over the lines of a /* */ comment.
            text = re.sub(r"\s*\n\s*\*?\s*", " ", m.group(1))
            text = text.replace('\\"', '"')
            parts = [re.escape(p) for p in text.split("...")]
            lines.append((text, re.compile(".+".join(parts))))
        for r in RULE_ID.findall(c):
            if r not in rules:
                rules.append(r)
    return lines, rules, comments[0] if comments else ""


# --- running -------------------------------------------------------------------

def environment(first_comment, lib):
    env = {k: v for k, v in os.environ.items() if k not in CLEARED}
    said = dict(ASSIGN.findall(first_comment))
    env.update(said)
    if lib:
        env["L5R_LIB"] = lib
    return env, said


def run(cmd, root, env, timeout=120):
    try:
        p = subprocess.run(cmd, cwd=root, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %d s" % timeout
    except OSError as e:
        return None, "", str(e)
    return (p.returncode, p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"))


def check_block(block, args, tmp):
    """A list of problems (empty: the block is good) and its output."""
    problems = []
    wanted, rules, first = promises(block)
    if not wanted:
        problems.append('no comment says what it prints (prints "...")')
    src = os.path.join(tmp, "block%d%s" % (block.line, EXT[block.lang]))
    with open(src, "w", encoding="utf-8") as f:
        f.write(block.text)
    env, said = environment(first, args.lib)

    if block.lang == "c":
        if not re.search(r"^\s*#\s*include\s*<l5r\.h>", block.text, re.M):
            problems.append("does not #include <l5r.h>")
        if not re.search(r"\bint\s+main\s*\(", block.text):
            problems.append("has no main")
        if not any("cc " in c for c in COMMENTS["c"](block.text)):
            problems.append('no comment says how to build it ("cc ...")')
        exe = src[:-2]
        libdir = os.path.dirname(os.path.abspath(args.lib))
        cc = [args.cc, "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror",
              "-I", os.path.join(args.root, "include"), src,
              os.path.abspath(args.lib), "-Wl,-rpath," + libdir, "-o", exe]
        rc, out, err = run(cc, args.root, env)
        if rc != 0:
            diag = (out + err).splitlines()
            problems.append("does not compile: %s\n%s" % (
                " ".join(cc), "\n".join(diag[:30] + (
                    ["..."] if len(diag) > 30 else []))))
            return problems, ""
        cmd = [exe]
    elif block.lang == "python":
        cmd = [args.python, src]
    else:
        cmd = [args.luajit, src]

    rc, out, err = run(cmd, args.root, env)
    where = " ".join("%s=%s" % kv for kv in sorted(said.items()))
    if rc != 0:
        problems.append("exits with %s (run from %s%s):\n%s%s" %
                        (rc, args.root, where and " with " + where, out, err))
        return problems, out
    lines = out.splitlines()
    at = 0
    for text, regex in wanted:
        for i in range(at, len(lines)):
            if regex.fullmatch(lines[i]):
                at = i + 1
                break
        else:
            problems.append('its comment says it prints "%s", but no line '
                            'of its output is that (after the promises '
                            'before it)' % text)
    for r in rules:
        if r not in out:
            problems.append("its comments name %s, which is not in its "
                            "output" % r)
    if problems:
        problems.append("its output was:\n" + out + err)
    return problems, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", required=True, help="the repository root")
    ap.add_argument("--readme", help="default: ROOT/README.md")
    ap.add_argument("--lang", default="c,python,lua")
    ap.add_argument("--cc", default="cc")
    ap.add_argument("--lib", help="libl5r.so under test")
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--luajit", default="")
    args = ap.parse_args()
    args.root = os.path.abspath(args.root)
    readme = args.readme or os.path.join(args.root, "README.md")
    langs = [l for l in args.lang.split(",") if l]
    if not langs or any(l not in LANGS for l in langs):
        ap.error("--lang: a comma-separated list of %s" % ", ".join(LANGS))
    if "c" in langs and not args.lib:
        ap.error("--lib is needed for C blocks")
    if args.luajit and not shutil.which(args.luajit):
        args.luajit = ""

    todo = [b for b in blocks(readme) if b.lang in langs]
    for l in langs:
        if not any(b.lang == l for b in todo):
            print("check_readme: README.md has no ```%s block" % l)
            return 2
    if "lua" in langs and not args.luajit:
        print("skipped: the Lua blocks (no luajit: install the luajit "
              "package)")
        todo = [b for b in todo if b.lang != "lua"]
        if not todo:
            return SKIP

    failed, hashes = 0, []
    with tempfile.TemporaryDirectory(prefix="l5r-readme-") as tmp:
        for b in todo:
            problems, out = check_block(b, args, tmp)
            for line in out.splitlines():
                m = HASH.match(line)
                if m:
                    hashes.append((b.name, m.group(1)))
            if problems:
                failed += 1
                print("FAIL %s" % b.name)
                for p in problems:
                    print("  - " + p.rstrip().replace("\n", "\n    "))
            else:
                print("ok   %s" % b.name)
    if len(langs) > 1 and len({h for _, h in hashes}) > 1:
        failed += 1
        print("FAIL the snippets play the same game but end with different "
              "state hashes:")
        for name, h in hashes:
            print("  %s: %s" % (name, h))
    print("%d blocks, %d failed" % (len(todo), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
