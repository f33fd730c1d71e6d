#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate (or check) include/l5r/l5r.cdef, the macro-free declaration
file of the public API for FFI (cffi, LuaJIT's ffi.cdef, ctypes helpers).

The file is the public headers run through the C preprocessor with
L5R_CDEF defined (which empties the export macro), keeping only what comes
from our own headers, one declaration per line. Because it is derived from
the headers, the check mode proves the two cannot drift.

usage: gen_cdef.py [--check] [--cc CC] SOURCE_DIR
"""
import os
import re
import subprocess
import sys

HEADER = ("/* l5r.cdef - the public API of libl5r without macros, for FFI.\n"
          "   Generated from l5r.h and l5r/sys/loader.h by cmake/gen_cdef.py; do not edit.\n"
          "   Regenerate: cmake --build build --target cdef */\n")


def preprocess(cc, src):
    inc = os.path.join(src, "include")
    out = subprocess.run(
        [cc, "-E", "-DL5R_CDEF", "-I", inc, "-x", "c", "-"],
        input="#include <l5r.h>\n#include <l5r/sys/loader.h>\n",
        check=True, capture_output=True, text=True).stdout
    keep, ours = [], False
    for line in out.splitlines():
        m = re.match(r'#\s*\d+\s+"([^"]*)"', line)
        if m:
            path = os.path.realpath(m.group(1))
            ours = path.startswith(os.path.realpath(inc) + os.sep)
            continue
        if ours and not line.startswith("#"):
            keep.append(line)
    return " ".join(keep)


def tidy(s):
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r"\s*,\s*", ", ", s)
    s = re.sub(r"\(\s+", "(", s)
    s = re.sub(r"\s+\)", ")", s)
    s = re.sub(r"\s+;", ";", s)
    return s


def declarations(text):
    decls, cur, depth = [], [], 0
    for ch in text:
        cur.append(ch)
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == ";" and depth == 0:
            d = tidy("".join(cur))
            if d != ";":
                decls.append(d)
            cur = []
    if tidy("".join(cur)):
        raise SystemExit("gen_cdef: trailing text after last declaration")
    return decls


def render(decl):
    if "{" not in decl:
        return decl
    head, rest = decl.split("{", 1)
    body, tail = rest.rsplit("}", 1)
    sep = "," if head.lstrip().startswith(("enum", "typedef enum")) else ";"
    items = [tidy(i) for i in body.split(sep) if tidy(i)]
    inner = "".join("    %s%s\n" % (i, sep) for i in items)
    if sep == ",":
        inner = inner.rstrip(",\n") + "\n"
    return "%s{\n%s}%s" % (head.rstrip() + " ", inner, tail.rstrip())


def main(argv):
    check = "--check" in argv
    cc = os.environ.get("CC", "cc")
    args = [a for a in argv if a != "--check"]
    if "--cc" in args:
        i = args.index("--cc")
        cc = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        raise SystemExit(__doc__)
    src = args[0]
    text = HEADER + "\n".join(render(d) for d in declarations(
        preprocess(cc, src))) + "\n"
    path = os.path.join(src, "include", "l5r", "l5r.cdef")
    if check:
        with open(path) as f:
            old = f.read()
        if old != text:
            import difflib
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), text.splitlines(True),
                "l5r.cdef (committed)", "l5r.cdef (from headers)"))
            print("l5r.cdef is out of step with the headers: "
                  "run cmake --build build --target cdef")
            return 1
        print("l5r.cdef matches the headers (%d lines)" % text.count("\n"))
        return 0
    with open(path, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
