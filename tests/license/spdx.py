#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""spdx.py - every source file of the project carries its licence tag.

    spdx.py ROOT          check: list the files without the tag, exit 1
    spdx.py ROOT --add    add the tag to those that lack it

Source files are the C sources and headers, the Python, shell, Lua,
JavaScript, TypeScript, CMake, HTML and CSS files tracked by git (card and
deck data, golden transcripts and fuzz corpora are data, not source). The
tag is the first line, or the second after a "#!" or "<!DOCTYPE" line:
"SPDX-License-Identifier: MIT" in the file's comment syntax.
"""
import os
import subprocess
import sys

TAG = "SPDX-License-Identifier: MIT"
DATA = ("tests/cards/", "tests/fuzz/corpus", "tests/golden/")


def comment(path):
    base = os.path.basename(path)
    if path.endswith((".c", ".h", ".css")):
        return "/* %s */" % TAG
    if path.endswith(".html"):
        return "<!-- %s -->" % TAG
    if path.endswith((".py", ".sh", ".cmake", ".in", ".toml")) or \
            base in ("CMakeLists.txt", "run"):
        return "# " + TAG
    if path.endswith(".lua"):
        return "-- " + TAG
    if path.endswith((".js", ".mjs", ".ts")):
        return "// " + TAG
    return None


def sources(root):
    out = subprocess.run(["git", "-C", root, "ls-files"], check=True,
                         stdout=subprocess.PIPE, universal_newlines=True)
    for f in out.stdout.split():
        if not f.startswith(DATA) and comment(f) is not None:
            yield f


def tagged(text):
    return any(TAG in line for line in text.split("\n")[:2])


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    root, add = sys.argv[1], "--add" in sys.argv[2:]
    missing = []
    for f in sources(root):
        path = os.path.join(root, f)
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        if tagged(text):
            continue
        if not add:
            missing.append(f)
            continue
        lines = text.split("\n")
        lines.insert(1 if lines[0].startswith(("#!", "<!DOCTYPE")) else 0,
                     comment(f))
        with open(path, "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines))
    for f in missing:
        print("no '%s' line: %s" % (TAG, f))
    print("%s source files checked, %d without the tag" %
          (sum(1 for _ in sources(root)), len(missing)))
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
