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


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
