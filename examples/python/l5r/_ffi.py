# SPDX-License-Identifier: MIT
"""The ctypes layer of the l5r package: find libl5r and its declaration
file (l5r.cdef), parse the declarations and bind every function.

Nothing here needs a compiler: the cdef is the whole public API without
macros (one prototype per statement, enums with explicit values, the few
public structs spelled out), so a small parser is enough.

Lookup order (the first that exists wins)
  library: $L5R_LIB; else a libl5r.so* next to this file (a wheel or an
           install that ships the library inside the package); else the
           system's (ctypes.util.find_library("l5r"), then libl5r.so.1
           through the dynamic loader's path); else, in a source tree,
           <repo>/build/lib/libl5r.so
  cdef:    $L5R_CDEF; else the copy shipped in the package (l5r/l5r.cdef,
           kept byte for byte equal to include/l5r/l5r.cdef); else the
           <prefix>/share/l5r/l5r.cdef of the library that was loaded, or
           of sys.prefix, /usr/local, /usr; else, in a source tree,
           <repo>/include/l5r/l5r.cdef
  samples: see find_samples()

Module attributes after import
  lib         the ctypes.CDLL, every cdef function bound (argtypes, restype)
  lib_path    the path (or soname) it was loaded from
  cdef_path   the declaration file that was parsed
  functions   name -> (restype, [argtypes])
  enums       constant name -> value (every enum member of the cdef)
  enum_types  enum type name -> {member name: value}
  structs     struct type name -> ctypes.Structure subclass
  missing     functions the cdef declares that the library does not export
              (an older library than the declaration file)
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import glob
import re
import sys
from typing import Any, Dict, List, Optional, Set, Tuple, Type

__all__ = ["lib", "lib_path", "cdef_path", "functions", "enums",
           "enum_types", "structs", "missing", "parse_cdef", "find_samples",
           "NO_ID", "SONAME"]

#: L5R_NO_ID, a macro in the headers (so not in the cdef).
NO_ID = 0xFFFFFFFF

_PKG_DIR = os.path.dirname(os.path.abspath(__file__))
#: The repository root when the package is used from a source tree
#: (<repo>/examples/python/l5r).
REPO_DIR = os.path.normpath(os.path.join(_PKG_DIR, "..", "..", ".."))
#: The library's soname (ABI version 1).
SONAME = "libl5r.so.1"


def _in_source_tree() -> bool:
    return os.path.isfile(os.path.join(REPO_DIR, "include", "l5r", "l5r.cdef"))

_SCALARS = {
    "void": None,
    "char": ctypes.c_char,
    "int": ctypes.c_int,
    "unsigned int": ctypes.c_uint,
    "unsigned": ctypes.c_uint,
    "long": ctypes.c_long,
    "unsigned long": ctypes.c_ulong,
    "size_t": ctypes.c_size_t,
    "int8_t": ctypes.c_int8,
    "uint8_t": ctypes.c_uint8,
    "int16_t": ctypes.c_int16,
    "uint16_t": ctypes.c_uint16,
    "int32_t": ctypes.c_int32,
    "uint32_t": ctypes.c_uint32,
    "int64_t": ctypes.c_int64,
    "uint64_t": ctypes.c_uint64,
    "double": ctypes.c_double,
}


# --- parsing ----------------------------------------------------------------

def _statements(text: str) -> List[str]:
    """Split declarations at the semicolons that are outside braces."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == ";" and depth == 0:
            stmt = re.sub(r"\s+", " ", text[start:i]).strip()
            if stmt:
                out.append(stmt)
            start = i + 1
    return out


def _split_decl(decl: str) -> Tuple[str, Optional[str], str]:
    """'const char *name' -> ('const char *', 'name'); a declaration
    without a name ('int', 'const char *') -> (decl, None)."""
    decl = decl.strip()
    m = re.match(r"^(.*?[\s\*])(\w+)((?:\[\d+\])*)$", decl)
    if m is None:
        return decl, None, ""
    typ, name, dims = m.group(1).strip(), m.group(2), m.group(3)
    # A lone type word with no name: 'int', 'uint32_t'.
    if not typ or typ in ("const", "struct", "enum", "unsigned", "signed"):
        return decl, None, ""
    return typ, name, dims


class _Types:
    """Maps C type spellings of the cdef to ctypes types."""

    def __init__(self) -> None:
        self.enums: Set[str] = set()    # enum typedef names: all ints
        self.opaque: Set[str] = set()   # opaque struct typedefs: pointers
        self.fnptr: Set[str] = set()    # function-pointer typedefs
        self.structs: Dict[str, Type[ctypes.Structure]] = {}

    def resolve(self, spelling: str) -> Any:
        s = re.sub(r"\s+", " ", spelling.replace("*", " * ")).strip()
        s = re.sub(r"\bconst\b", "", s)
        s = re.sub(r"\s+", " ", s).strip()
        if "*" in s:
            base = s.replace("*", "").strip()
            if s.count("*") == 1 and base == "char" and "const" in spelling:
                return ctypes.c_char_p  # a string (argument or result)
            # Handles, out-parameters, buffers and structs: pass None, a
            # handle (an int), ctypes.byref(x) or a ctypes array.
            return ctypes.c_void_p
        s = re.sub(r"^(struct|enum) ", "", s)
        if s in _SCALARS:
            return _SCALARS[s]
        if s in self.enums:
            return ctypes.c_int
        if s in self.fnptr:
            return ctypes.c_void_p
        if s in self.structs:
            return self.structs[s]
        raise ValueError("l5r: no ctypes mapping for C type %r" % spelling)


def parse_cdef(text: str) -> Tuple[Dict[str, Tuple[Any, List[Any]]],
                                   Dict[str, int], Dict[str, Dict[str, int]],
                                   Dict[str, Type[ctypes.Structure]]]:
    """Parse a cdef. Returns (functions, enums, enum_types, structs):
    functions: name -> (restype, [argtypes]); enums: member -> value;
    enum_types: type -> {member: value}; structs: name -> Structure."""
    types = _Types()
    functions: Dict[str, Tuple[Any, List[Any]]] = {}
    enums: Dict[str, int] = {}
    enum_types: Dict[str, Dict[str, int]] = {}
    for st in _statements(text):
        if st.startswith("typedef enum") or st.startswith("enum "):
            # an enum with a typedef, or (when the name is a function's)
            # a bare enum tag
            m = re.match(r"(?:typedef )?enum (\w+)?\s*\{(.*)\}\s*(\w+)?$", st)
            if m is None:
                raise ValueError("l5r: cannot parse enum: %s" % st)
            members: Dict[str, int] = {}
            value = -1
            for item in m.group(2).split(","):
                item = item.strip()
                if not item:
                    continue
                if "=" in item:
                    name, expr = [x.strip() for x in item.split("=", 1)]
                    found: Optional[int] = None
                    if re.match(r"^-?(0x)?[0-9a-fA-F]+[uU]?$", expr):
                        found = int(expr.rstrip("uU"), 0)
                    elif expr in members:
                        found = members[expr]
                    else:
                        found = enums.get(expr)
                    if found is None:
                        raise ValueError("l5r: enum value %r" % expr)
                    value = found
                else:
                    name, value = item, value + 1
                members[name] = value
            name = m.group(3) or m.group(1)
            enum_types[name] = members
            enums.update(members)
            if m.group(3):
                types.enums.add(name)
            continue
        if st.startswith("typedef struct") and "{" in st:
            m = re.match(r"typedef struct (\w+)?\s*\{(.*)\}\s*(\w+)$", st)
            if m is None:
                raise ValueError("l5r: cannot parse struct: %s" % st)
            fields = []
            for fdecl in m.group(2).split(";"):
                fdecl = fdecl.strip()
                if not fdecl:
                    continue
                fm = re.match(r"^.*\(\s*\*\s*(\w+)\s*\)\s*\(.*\)$", fdecl)
                if fm is not None:  # a function-pointer field
                    fields.append((fm.group(1), ctypes.c_void_p))
                    continue
                typ, name, dims = _split_decl(fdecl)
                ctyp = types.resolve(typ)
                for n in reversed([int(d) for d in re.findall(r"\[(\d+)\]", dims)]):
                    ctyp = ctyp * n
                fields.append((name, ctyp))
            cls = type(m.group(3), (ctypes.Structure,), {"_fields_": fields})
            types.structs[m.group(3)] = cls
            if m.group(1):
                types.structs[m.group(1)] = cls
            continue
        if st.startswith("typedef"):
            m = re.match(r"typedef .*\(\s*\*\s*(\w+)\s*\)\s*\(.*\)$", st)
            if m is not None:
                types.fnptr.add(m.group(1))
                continue
            m = re.match(r"typedef (struct|enum) (\w+) (\w+)$", st)
            if m is not None:
                (types.opaque if m.group(1) == "struct" else types.enums).add(
                    m.group(3))
                continue
            m = re.match(r"typedef (.+?) (\w+)$", st)
            if m is not None:  # a plain alias of a scalar
                _SCALARS.setdefault(m.group(2), types.resolve(m.group(1)))
                continue
            raise ValueError("l5r: cannot parse typedef: %s" % st)
        m = re.match(r"^(.*?[\s\*])(\w+)\s*\((.*)\)$", st)
        if m is None:
            raise ValueError("l5r: cannot parse declaration: %s" % st)
        ret, name, args = m.groups()
        argtypes = []
        if args.strip() not in ("", "void"):
            for a in args.split(","):
                typ, pname, dims = _split_decl(a)
                argtypes.append(ctypes.c_void_p if dims else types.resolve(typ))
        functions[name] = (types.resolve(ret), argtypes)
    return functions, enums, enum_types, dict(types.structs)


# --- finding the library and the cdef ----------------------------------------

def _loaded_path(soname_hint: str = "libl5r") -> Optional[str]:
    """The file a loaded libl5r came from (Linux /proc/self/maps), or None."""
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.split(None, 5)[-1].strip()
                if os.path.basename(path).startswith(soname_hint + ".so"):
                    return path
    except OSError:
        pass
    return None


def _load_library() -> Tuple[ctypes.CDLL, str]:
    tried = []
    env = os.environ.get("L5R_LIB")
    if env:
        return ctypes.CDLL(env), env
    # next to the package: libl5r.so, then the versioned names
    for path in sorted(glob.glob(os.path.join(_PKG_DIR, "libl5r.so*")),
                       key=lambda p: (len(p), p)):
        try:
            return ctypes.CDLL(path), path
        except OSError as e:
            tried.append("%s (%s)" % (path, e))
    tried.append(os.path.join(_PKG_DIR, "libl5r.so*") + ": none")
    # the system's
    name = ctypes.util.find_library("l5r")
    for candidate in ([name] if name else []) + [SONAME]:
        try:
            return ctypes.CDLL(candidate), candidate
        except OSError as e:
            tried.append("%s (%s)" % (candidate, e))
    # a source tree's build
    if _in_source_tree():
        path = os.path.join(REPO_DIR, "build", "lib", "libl5r.so")
        if os.path.exists(path):
            return ctypes.CDLL(path), path
        tried.append(path + ": no such file")
    raise OSError("l5r: cannot find libl5r (set L5R_LIB): " + "; ".join(tried))


def _share_dirs(lib_file: Optional[str]) -> List[str]:
    """<prefix>/share/l5r of the loaded library, then of the usual
    prefixes."""
    out = []
    if lib_file and os.path.isabs(lib_file):
        libdir = os.path.dirname(os.path.realpath(lib_file))
        out.append(os.path.join(libdir, "..", "share", "l5r"))
        # lib/<multiarch>/libl5r.so
        out.append(os.path.join(libdir, "..", "..", "share", "l5r"))
    for prefix in (sys.prefix, "/usr/local", "/usr"):
        out.append(os.path.join(prefix, "share", "l5r"))
    return [os.path.normpath(d) for d in out]


def _find_cdef(lib_file: Optional[str]) -> str:
    env = os.environ.get("L5R_CDEF")
    if env:
        return env
    candidates = [os.path.join(_PKG_DIR, "l5r.cdef")]
    candidates += [os.path.join(d, "l5r.cdef") for d in _share_dirs(lib_file)]
    if _in_source_tree():
        candidates.append(os.path.join(REPO_DIR, "include", "l5r", "l5r.cdef"))
    for c in candidates:
        if os.path.isfile(c):
            return os.path.normpath(c)
    raise OSError("l5r: cannot find l5r.cdef (set L5R_CDEF); tried: " +
                  ", ".join(os.path.normpath(c) for c in candidates))


def find_samples() -> str:
    """The folder of the sample cards (sets.yaml, lotus-sample.yaml and
    decks/): $L5R_SAMPLES (that folder itself); else
    $L5R_SOURCE_DIR/examples/cards; else the source tree's examples/cards
    (../cards beside examples/python); else <prefix>/share/l5r/cards of the
    loaded library, sys.prefix, /usr/local or /usr. FileNotFoundError,
    naming every place tried, when none has sets.yaml."""
    candidates = []
    if os.environ.get("L5R_SAMPLES"):
        candidates.append(os.environ["L5R_SAMPLES"])
    if os.environ.get("L5R_SOURCE_DIR"):
        candidates.append(os.path.join(os.environ["L5R_SOURCE_DIR"],
                                       "examples", "cards"))
    candidates.append(os.path.join(_PKG_DIR, "..", "..", "cards"))
    candidates += [os.path.join(d, "cards") for d in _share_dirs(lib_path)]
    for c in candidates:
        if os.path.isfile(os.path.join(c, "sets.yaml")):
            return os.path.normpath(os.path.abspath(c))
    raise FileNotFoundError(
        "l5r: cannot find the sample cards (set L5R_SAMPLES to the folder "
        "with sets.yaml); tried: " +
        ", ".join(os.path.normpath(c) for c in candidates))


def _bind() -> Tuple[Any, ...]:
    library, where = _load_library()
    path = _loaded_path() or where
    cdef = _find_cdef(path)
    with open(cdef, encoding="utf-8") as f:
        funcs, consts, etypes, structs_ = parse_cdef(f.read())
    absent = []
    for fname, (res, args) in funcs.items():
        try:
            fn = getattr(library, fname)
        except AttributeError:
            absent.append(fname)
            continue
        fn.restype, fn.argtypes = res, args
    return library, path, cdef, funcs, consts, etypes, structs_, absent


_bound = _bind()
lib: Any = _bound[0]  # a ctypes.CDLL; Any: its functions are set at run time
lib_path: str = _bound[1]
cdef_path: str = _bound[2]
functions: Dict[str, Tuple[Any, List[Any]]] = _bound[3]
enums: Dict[str, int] = _bound[4]
enum_types: Dict[str, Dict[str, int]] = _bound[5]
structs: Dict[str, Type[ctypes.Structure]] = _bound[6]
missing: List[str] = _bound[7]
del _bound
