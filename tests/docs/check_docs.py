#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every public function is in the API reference, with a description.

Runs Doxygen with the project's Doxyfile (<build>/Doxyfile, from
cmake/Doxyfile.in) writing XML only into OUT_DIR, then checks that
  - every public header (include/l5r.h, include/l5r/**/*.h) is documented
    (an @file block with a description), and
  - every function declared L5R_API in them appears in the output with a
    non-empty brief or detailed description.
Exits 77 (a skip for ctest) when doxygen is not installed.

usage: check_docs.py [--doxygen PATH] DOXYFILE SOURCE_DIR OUT_DIR
"""
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

SKIP = 77


def public_headers(src):
    inc = os.path.join(src, "include")
    found = [os.path.join(inc, "l5r.h")]
    for root, _dirs, files in os.walk(os.path.join(inc, "l5r")):
        found += [os.path.join(root, f) for f in files if f.endswith(".h")]
    return sorted(found), inc


def api_functions(path):
    """The names of the functions a header declares L5R_API."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)
    return re.findall(r"\bL5R_API\b[^;{}]*?\b(l5r_\w+)\s*\(", text)


def described(elem):
    """Whether a memberdef or compounddef has a non-empty description."""
    for tag in ("briefdescription", "detaileddescription"):
        d = elem.find(tag)
        if d is not None and "".join(d.itertext()).strip():
            return True
    return False


def run_doxygen(doxygen, doxyfile, out):
    os.makedirs(out, exist_ok=True)
    with open(doxyfile, encoding="utf-8") as f:
        conf = f.read()
    conf += ("\nOUTPUT_DIRECTORY = \"%s\"\nGENERATE_HTML = NO\n"
             "GENERATE_XML = YES\nXML_OUTPUT = xml\nQUIET = YES\n"
             "WARN_LOGFILE = \"%s\"\n"
             % (out, os.path.join(out, "warnings.txt")))
    r = subprocess.run([doxygen, "-"], input=conf, text=True,
                       capture_output=True)
    if r.returncode != 0:
        sys.stdout.write(r.stdout + r.stderr)
        raise SystemExit("check_docs: doxygen failed (status %d)"
                         % r.returncode)
    return os.path.join(out, "xml")


def documented(xml_dir, inc):
    """{header path relative to include/: (described, {function: described})}"""
    files = {}
    index = ET.parse(os.path.join(xml_dir, "index.xml")).getroot()
    for comp in index.findall("compound"):
        if comp.get("kind") != "file":
            continue
        root = ET.parse(os.path.join(xml_dir, comp.get("refid") + ".xml"))
        cdef = root.getroot().find("compounddef")
        loc = cdef.find("location")
        path = loc.get("file") if loc is not None else cdef.findtext(
            "compoundname")
        if os.path.isabs(path):
            path = os.path.relpath(path, inc)
        funcs = {}
        for m in cdef.iter("memberdef"):
            if m.get("kind") == "function":
                funcs[m.findtext("name")] = described(m)
        files[path.replace(os.sep, "/")] = (described(cdef), funcs)
    return files


def main(argv):
    doxygen = None
    if len(argv) > 2 and argv[1] == "--doxygen":
        doxygen = argv[2] if os.path.isfile(argv[2]) else None  # -NOTFOUND
        argv = argv[:1] + argv[3:]
    if len(argv) != 4:
        print(__doc__.strip())
        return 2
    doxyfile, src, out = argv[1:]
    doxygen = doxygen or shutil.which("doxygen")
    if not doxygen:
        print("skipped: doxygen not found (install the doxygen package)")
        return SKIP

    headers, inc = public_headers(src)
    files = documented(run_doxygen(doxygen, doxyfile, out), inc)

    problems, nfuncs = [], 0
    for h in headers:
        rel = os.path.relpath(h, inc).replace(os.sep, "/")
        file_ok, funcs = files.get(rel, (False, {}))
        if not file_ok:
            problems.append("%s: no @file block with a description" % rel)
        for name in api_functions(h):
            nfuncs += 1
            if name not in funcs:
                problems.append("%s: %s is not in the documentation"
                                % (rel, name))
            elif not funcs[name]:
                problems.append("%s: %s has an empty description"
                                % (rel, name))
    for p in problems:
        print(p)
    if problems:
        print("%d problem(s) in %d headers, %d public functions"
              % (len(problems), len(headers), nfuncs))
        return 1
    print("%d public functions in %d headers, every one documented"
          % (nfuncs, len(headers)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
