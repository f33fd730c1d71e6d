# SPDX-License-Identifier: MIT
"""FFI through ctypes: load libl5r.so, bind every function of the
declaration file (l5r.cdef) and call the version and error functions.

Run by ctest with L5R_LIB and L5R_CDEF set."""
import ctypes
import os
import re
import sys
import unittest

LIB = os.environ["L5R_LIB"]
CDEF = os.environ["L5R_CDEF"]
SOURCE_DIR = os.environ["L5R_SOURCE_DIR"]

C_TYPES = {
    "void": None, "int": ctypes.c_int, "unsigned int": ctypes.c_uint,
    "size_t": ctypes.c_size_t, "uint32_t": ctypes.c_uint32,
    "int32_t": ctypes.c_int32, "uint64_t": ctypes.c_uint64,
    "const uint64_t": ctypes.c_uint64,
    "int64_t": ctypes.c_int64, "const char *": ctypes.c_char_p,
    "char *": ctypes.c_void_p, "double": ctypes.c_double,
}


def ctype(decl):
    decl = re.sub(r"\s+", " ", decl.strip())
    if decl in C_TYPES:
        return C_TYPES[decl]
    if decl.endswith("*") or decl.endswith("_fn"):
        return ctypes.c_void_p  # pointers and function-pointer typedefs
    # enums are ints
    if decl.startswith(("l5r_status", "enum")):
        return ctypes.c_int
    raise ValueError("no ctypes mapping for %r" % decl)


def parse_cdef(text):
    """Function prototypes of the cdef: name -> (restype, [argtypes])."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    funcs = {}
    for m in re.finditer(r"^([\w \*]+?)\s*\b(l5r_\w+)\(([^)]*)\);$", text,
                         re.M):
        ret, name, args = m.groups()
        if ret.startswith("typedef"):
            continue
        argtypes = []
        if args.strip() != "void":
            for a in args.split(","):
                a = a.strip()
                a = re.sub(r"\b\w+$", "", a) if not a.endswith("*") else a
                argtypes.append(ctype(a.strip() or "int"))
        funcs[name] = (ctype(ret), argtypes)
    enums = {k: int(v) for k, v in re.findall(r"(L5R_\w+) = (-?\d+)", text)}
    return funcs, enums


class FFITest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(CDEF) as f:
            cls.funcs, cls.enums = parse_cdef(f.read())
        cls.lib = ctypes.CDLL(LIB)
        for name, (res, args) in cls.funcs.items():
            fn = getattr(cls.lib, name)
            fn.restype, fn.argtypes = res, args

    def test_every_declared_function_is_exported(self):
        self.assertGreater(len(self.funcs), 10)
        for name in self.funcs:
            self.assertTrue(hasattr(self.lib, name), name)

    def test_version(self):
        s = self.lib.l5r_version_string().decode()
        n = self.lib.l5r_version()
        self.assertEqual(s, "%d.%d.%d" % (n // 10000, n // 100 % 100, n % 100))
        self.assertEqual(self.lib.l5r_version_check(n, self.lib.l5r_abi_major()),
                         self.enums["L5R_OK"])
        self.assertEqual(self.lib.l5r_version_check(n + 1,
                                                    self.lib.l5r_abi_major()),
                         self.enums["L5R_EVERSION"])

    def test_errors(self):
        enomem = self.enums["L5R_ENOMEM"]
        self.assertEqual(enomem, -2)
        self.assertEqual(self.lib.l5r_strerror(enomem), b"out of memory")
        self.assertEqual(self.lib.l5r_status_name(enomem), b"L5R_ENOMEM")
        self.lib.l5r_error_clear()
        self.assertEqual(self.lib.l5r_error_code(), 0)
        self.assertEqual(self.lib.l5r_allocator_init(None, 1),
                         self.enums["L5R_EINVAL"])
        self.assertEqual(self.lib.l5r_error_code(), self.enums["L5R_EINVAL"])
        self.assertTrue(self.lib.l5r_error_message())

    def read_sample(self, name):
        path = os.path.join(SOURCE_DIR, "examples", "cards", name)
        with open(path, "rb") as f:
            return f.read()

    def new_carddb(self):
        db = ctypes.c_void_p()
        self.assertEqual(self.lib.l5r_carddb_new(ctypes.byref(db), None),
                         self.enums["L5R_OK"])
        self.assertTrue(db.value)
        self.addCleanup(self.lib.l5r_carddb_free, db)
        return db

    def test_carddb_from_buffers(self):
        lib, E = self.lib, self.enums
        db = self.new_carddb()
        for name in ("sets.yaml", "lotus-sample.yaml"):
            data = self.read_sample(name)
            rc = lib.l5r_carddb_load_buffer(db, name.encode(), data, len(data))
            self.assertEqual(rc, E["L5R_OK"], lib.l5r_carddb_errmsg(db))
        self.assertEqual(lib.l5r_carddb_is_frozen(db), 0)
        self.assertEqual(lib.l5r_carddb_freeze(db), E["L5R_OK"])
        self.assertEqual(lib.l5r_carddb_is_frozen(db), 1)
        self.assertGreaterEqual(lib.l5r_carddb_card_count(db), 161)
        self.assertNotEqual(lib.l5r_carddb_fingerprint(db), 0)

        card = ctypes.c_uint32(0xFFFFFFFF)
        self.assertEqual(lib.l5r_carddb_find(ctypes.byref(card), db,
                                             b"hida-kuroda"), E["L5R_OK"])
        self.assertLess(card.value, lib.l5r_carddb_card_count(db))
        self.assertEqual(lib.l5r_carddb_card_id(db, card.value), b"hida-kuroda")
        self.assertEqual(lib.l5r_carddb_card_title(db, card.value),
                         b"Hida Kuroda")
        self.assertEqual(lib.l5r_carddb_card_type(db, card.value),
                         E["L5R_TYPE_PERSONALITY"])
        value = ctypes.c_int32(-1)
        self.assertEqual(lib.l5r_carddb_card_get_stat(
            ctypes.byref(value), db, card.value, E["L5R_STAT_FORCE"]), 1)
        self.assertEqual(value.value, 4)
        self.assertEqual(lib.l5r_carddb_card_get_stat(
            ctypes.byref(value), db, card.value, E["L5R_STAT_YU"]), 1)
        self.assertEqual(value.value, 2)
        # KEY-03, KEY-04: "Crab Clan Samurai" is two keywords, and no part
        # of the alignment is one.
        has = lib.l5r_carddb_card_has_keyword
        self.assertEqual(has(db, card.value, b"Crab Clan"), 1)
        self.assertEqual(has(db, card.value, b"Samurai"), 1)
        self.assertEqual(has(db, card.value, b"Crab"), 0)
        self.assertEqual(has(db, card.value, b"Courtier"), 0)
        # Unknown ids and loads after freezing are errors, not crashes.
        self.assertEqual(lib.l5r_carddb_find(ctypes.byref(card), db,
                                             b"no-such-card"),
                         E["L5R_ENOTFOUND"])
        data = b"sets: []\n"
        self.assertEqual(lib.l5r_carddb_load_buffer(db, b"late", data,
                                                    len(data)),
                         E["L5R_EFROZEN"])

    def test_carddb_bad_buffer_diagnostics(self):
        lib, E = self.lib, self.enums
        db = self.new_carddb()
        cases = [
            (b"sets:\n  - {name: Broken, order: x, lotus: true}\n",
             E["L5R_ESCHEMA"], 2, 27),
            (b"sets: [\n", E["L5R_ESYNTAX"], 2, 1),
        ]
        for data, want, want_line, want_col in cases:
            rc = lib.l5r_carddb_load_buffer(db, b"bad.yaml", data, len(data))
            self.assertEqual(rc, want)
            self.assertGreaterEqual(lib.l5r_carddb_diag_count(db), 1)
            code = ctypes.c_int(0)
            line = ctypes.c_uint32(0)
            col = ctypes.c_uint32(0)
            self.assertEqual(lib.l5r_carddb_diag(
                ctypes.byref(code), ctypes.byref(line), ctypes.byref(col),
                db, 0), E["L5R_OK"])
            self.assertEqual((code.value, line.value, col.value),
                             (want, want_line, want_col))
            self.assertEqual(lib.l5r_carddb_diag_source(db, 0), b"bad.yaml")
            self.assertTrue(lib.l5r_carddb_diag_message(db, 0))
            self.assertIn(b"bad.yaml:%d:%d" % (want_line, want_col),
                          lib.l5r_carddb_errmsg(db))
            self.assertEqual(lib.l5r_error_code(), want)
        # Nothing was added by the failed loads.
        self.assertEqual(lib.l5r_carddb_freeze(db), E["L5R_OK"])
        self.assertEqual(lib.l5r_carddb_cardset_count(db), 0)
        self.assertEqual(lib.l5r_carddb_diag_count(db), 0)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
