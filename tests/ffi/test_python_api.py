# SPDX-License-Identifier: MIT
"""The l5r Python package as Python users expect it: every public name
documented and annotated, the exception classes declared in the source,
moves that compare by their fields.

Run by ctest (ffi.python_api) with L5R_LIB, L5R_CDEF, L5R_SOURCE_DIR and
PYTHONPATH=examples/python. The mypy check runs when mypy is installed
(Debian: mypy) and is skipped, with the reason, when it is not."""
import inspect
import os
import re
import shutil
import subprocess
import sys
import typing
import unittest

import l5r
import l5r.errors

try:
    import l5r.env
    ENV = l5r.env
except ImportError:  # the environment is optional for this test
    ENV = None

SOURCE_DIR = os.environ["L5R_SOURCE_DIR"]
PACKAGE_DIR = os.path.join(SOURCE_DIR, "examples", "python")


def ours(obj):
    return getattr(obj, "__module__", "") and \
        (obj.__module__ == "l5r" or obj.__module__.startswith("l5r."))


def public_modules():
    mods = [l5r, l5r.errors]
    if ENV is not None:
        mods.append(ENV)
    return mods


def public_names(mod):
    """dir(mod) and __all__: every name without a leading underscore."""
    names = sorted(set(dir(mod)) | set(getattr(mod, "__all__", ())))
    return [n for n in names if not n.startswith("_") or n == "__version__"]


class Missing:
    """Collects what is undocumented or unannotated."""

    def __init__(self):
        self.items = []

    def function(self, where, fn, doc=True):
        if isinstance(fn, (staticmethod, classmethod)):
            fn = fn.__func__
        if doc and not (fn.__doc__ or "").strip():
            self.items.append("%s: no docstring" % where)
        try:
            sig = inspect.signature(fn)
        except (TypeError, ValueError):
            return
        params = list(sig.parameters.values())
        for i, p in enumerate(params):
            if i == 0 and p.name in ("self", "cls"):
                continue
            if p.annotation is inspect.Parameter.empty:
                self.items.append("%s: parameter %r not annotated"
                                  % (where, p.name))
        if sig.return_annotation is inspect.Signature.empty:
            self.items.append("%s: no return annotation" % where)
        try:
            typing.get_type_hints(fn)
        except Exception as e:  # an annotation that does not resolve
            self.items.append("%s: annotations do not resolve (%s)"
                              % (where, e))

    def cls(self, where, cls):
        if not (cls.__doc__ or "").strip():
            self.items.append("%s: no docstring" % where)
        for klass in cls.__mro__:
            if not ours(klass):
                continue
            for name, member in vars(klass).items():
                w = "%s.%s" % (where, name)
                dunder = name.startswith("__") and name.endswith("__")
                if name.startswith("_") and not dunder:
                    continue
                if isinstance(member, property):
                    if not (member.__doc__ or "").strip():
                        self.items.append("%s: property without docstring"
                                          % w)
                    for acc in (member.fget, member.fset):
                        if acc is not None:
                            self.function(w, acc, doc=False)
                elif inspect.isfunction(member) or isinstance(
                        member, (staticmethod, classmethod)):
                    fn = member.__func__ if isinstance(
                        member, (staticmethod, classmethod)) else member
                    if not ours(fn):
                        continue  # e.g. a NamedTuple's generated methods
                    # dunder methods: annotations (their meaning is
                    # Python's); the others also a docstring
                    self.function(w, member, doc=not dunder)


class Documented(unittest.TestCase):
    def test_modules_have_docstrings(self):
        for mod in public_modules() + [l5r._ffi]:
            self.assertTrue((mod.__doc__ or "").strip(), mod.__name__)

    def test_every_public_callable_is_documented_and_annotated(self):
        m = Missing()
        seen = 0
        for mod in public_modules():
            for name in public_names(mod):
                obj = getattr(mod, name)
                if not callable(obj) or not ours(obj):
                    continue
                seen += 1
                where = "%s.%s" % (mod.__name__, name)
                if inspect.isclass(obj):
                    m.cls(where, obj)
                else:
                    m.function(where, obj)
        self.assertGreater(seen, 30)
        self.assertEqual(m.items, [], "\n" + "\n".join(m.items))

    def test_a_bare_function_is_caught(self):
        """The walk itself finds what it must."""
        def f(x):
            return x

        class C:
            @property
            def p(self):
                return 1

            def m(self, y: int) -> int:
                return y
        f.__module__ = C.__module__ = "l5r.fake"
        m = Missing()
        m.function("f", f)
        m.cls("C", C)
        self.assertEqual(len(m.items), 6, m.items)

    def test_py_typed_is_shipped(self):
        self.assertTrue(os.path.isfile(os.path.join(
            os.path.dirname(l5r.__file__), "py.typed")))
        with open(os.path.join(PACKAGE_DIR, "pyproject.toml")) as f:
            self.assertRegex(f.read(), r'"py\.typed"')

    def test_mypy(self):
        mypy = shutil.which("mypy")
        if mypy is None:
            self.skipTest("mypy is not installed (Debian: mypy)")
        p = subprocess.run([mypy, "--no-incremental",
                            "--disallow-untyped-defs",
                            "--disallow-incomplete-defs", "l5r"],
                           cwd=PACKAGE_DIR, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True)
        self.assertEqual(p.returncode, 0, p.stdout)


class Exceptions(unittest.TestCase):
    # The names the package has always had.
    NAMES = ["UnspecifiedError", "NoMemory", "InvalidArgument", "BadHandle",
             "VersionMismatch", "IOFailure", "BadSyntax", "SchemaError",
             "Duplicate", "NotFound", "LimitExceeded", "FrozenError",
             "BadState", "BufferTooSmall", "CorruptData", "DatabaseMismatch",
             "Unsupported", "NotApplicable", "IllegalMove", "L5RError"]

    def test_declared_in_the_source(self):
        with open(l5r.errors.__file__, encoding="utf-8") as f:
            source = f.read()
        statuses = [n for n, v in
                    l5r._ffi.enum_types["l5r_status"].items() if v < 0]
        self.assertEqual(len(statuses), 19)
        for status in statuses:
            cls = l5r.errors.by_name[status]
            self.assertIn("class %s(" % cls.__name__, source)
            self.assertEqual(cls.status, status)
            self.assertIs(l5r.errors.by_code[l5r.E[status]], cls)
            self.assertIs(getattr(l5r, cls.__name__), cls)
            self.assertTrue(issubclass(cls, l5r.L5RError))
            self.assertTrue(cls.__doc__.startswith(status + ":"), cls)
        self.assertNotIn("type(", re.sub(r"#.*", "", source))

    def test_the_old_names(self):
        for name in self.NAMES:
            self.assertTrue(hasattr(l5r, name), name)
            self.assertTrue(hasattr(l5r.errors, name), name)
            self.assertIn(name, l5r.__all__)
        self.assertTrue(issubclass(l5r.NotFound, LookupError))
        self.assertTrue(issubclass(l5r.InvalidArgument, ValueError))
        self.assertTrue(issubclass(l5r.NoMemory, MemoryError))

    def test_unknown_code(self):
        e = l5r.errors.error_for(-999, "from a newer library")
        self.assertIs(type(e), l5r.L5RError)
        self.assertEqual(e.code, -999)
        self.assertEqual(str(e), "L5R_UNKNOWN(-999): from a newer library")
        with self.assertRaises(l5r.NotFound):
            l5r.errors.raise_for(l5r.E["L5R_ENOTFOUND"])


class Moves(unittest.TestCase):
    def test_equality_compares_the_fields(self):
        a = l5r.Action("p1 recruit #12")
        b = l5r.Action.build("recruit", player=0, card=12)
        self.assertEqual(a, b)
        self.assertEqual(a.fields(), b.fields())
        self.assertEqual(a.fields(), l5r.MoveFields(
            "recruit", 0, 12, None, None, None, (), ()))
        self.assertNotEqual(a, l5r.Action("p2 recruit #12"))
        self.assertNotEqual(a, l5r.Action("p1 recruit #12 face-down"))
        self.assertNotEqual(a, "p1 recruit #12")  # a move is not its text
        # moves that have no text yet compare too
        self.assertEqual(l5r.Action(), l5r.Action())
        self.assertNotEqual(l5r.Action(), a)
        self.assertEqual(repr(l5r.Action()), "Action()")
        c = l5r.Action("p1 use yu with #31 with #33 target #12")
        d = l5r.Action.build("use", player=0, ability="yu",
                             costs=[("with", 31), ("with", 33)],
                             targets=[12])
        self.assertEqual(c, d)
        self.assertEqual(c.fields().costs, (("with", 31), ("with", 33)))
        e = l5r.Action("p1 use yu with #33 with #31 target #12")
        self.assertNotEqual(c, e)
        self.assertEqual(len({c.fields(), d.fields(), e.fields()}), 2)
        with self.assertRaises(TypeError):
            hash(c)  # mutable

    def test_listed_moves_have_fields(self):
        s = l5r.sample_cards()
        with l5r.CardDB.from_files(s.sets, s.cards) as db:
            decks = [l5r.Deck.from_file(db, s.decks[n])
                     for n in ("crab-yu", "scorpion-ninjutsu")]
            game = l5r.Game.new(db, decks, seed=3, turn_limit=5)
            moves = game.legal_moves()
            for i in range(len(moves)):
                self.assertEqual(moves.fields(i), moves.action(i).fields())
                self.assertEqual(moves.action(i), l5r.Action(moves.text(i)))


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
