"""Exceptions of the l5r package.

Every failing library call raises an L5RError: `code` is the library's
status (a negative int), `name` its symbolic name ("L5R_ENOMEM", from
l5r_status_name) and `message` the library's own message. There is one
subclass per status code, named after it (L5R_ENOMEM -> NoMemory, ...);
`by_code` and `by_name` map codes and status names to the subclasses, and
codes the package does not know yet (a newer library) get a generated
subclass. An illegal move is IllegalMove, which carries the Verdict.
"""
from . import _ffi

__all__ = ["L5RError", "IllegalMove", "by_code", "by_name", "error_for",
           "raise_for"]


class L5RError(Exception):
    """A failure reported by libl5r: code (negative int), name, message."""

    def __init__(self, code, message=None):
        self.code = int(code)
        raw = _ffi.lib.l5r_status_name(self.code)
        self.name = raw.decode() if raw else "L5R_UNKNOWN(%d)" % self.code
        if not message:
            message = _ffi.lib.l5r_strerror(self.code).decode()
        self.message = message
        super().__init__(message)

    def __str__(self):
        return "%s: %s" % (self.name, self.message)


class IllegalMove(L5RError):
    """apply() of a move that is not legal; `verdict` says why (its rule
    ID, reason and message)."""

    def __init__(self, verdict, message=None):
        self.verdict = verdict
        self.rule = verdict.rule if verdict is not None else ""
        if message is None and verdict is not None:
            message = "%s: %s" % (verdict.rule, verdict.message)
        super().__init__(_ffi.enums["L5R_EILLEGAL"], message)


# Status name -> (class name, extra builtin base). Codes not listed here
# (appended by a newer library) get a class named from their status name.
_NAMES = {
    "L5R_ERROR": ("UnspecifiedError", None),
    "L5R_ENOMEM": ("NoMemory", MemoryError),
    "L5R_EINVAL": ("InvalidArgument", ValueError),
    "L5R_EHANDLE": ("BadHandle", ValueError),
    "L5R_EVERSION": ("VersionMismatch", None),
    "L5R_EIO": ("IOFailure", None),
    "L5R_ESYNTAX": ("BadSyntax", ValueError),
    "L5R_ESCHEMA": ("SchemaError", ValueError),
    "L5R_EDUPLICATE": ("Duplicate", ValueError),
    "L5R_ENOTFOUND": ("NotFound", LookupError),
    "L5R_ELIMIT": ("LimitExceeded", None),
    "L5R_EFROZEN": ("FrozenError", None),
    "L5R_ESTATE": ("BadState", None),
    "L5R_EBUFSIZE": ("BufferTooSmall", None),
    "L5R_EFORMAT": ("CorruptData", ValueError),
    "L5R_EMISMATCH": ("DatabaseMismatch", ValueError),
    "L5R_EUNSUPPORTED": ("Unsupported", None),
    "L5R_ENOTAPPLICABLE": ("NotApplicable", None),
}

by_code = {}
by_name = {}


def _class_name(status_name):
    words = status_name[len("L5R_E"):] if status_name.startswith("L5R_E") \
        else status_name[len("L5R_"):]
    return "".join(w.capitalize() for w in words.split("_")) + "Error"


def _make_classes():
    for status_name, code in sorted(_ffi.enum_types["l5r_status"].items(),
                                    key=lambda kv: -kv[1]):
        if code >= 0:
            continue
        name_raw = _ffi.lib.l5r_status_name(code)
        name = name_raw.decode() if name_raw else status_name
        if name == "L5R_EILLEGAL":
            cls = IllegalMove
        else:
            cname, extra = _NAMES.get(name, (_class_name(name), None))
            bases = (L5RError,) if extra is None else (L5RError, extra)
            cls = type(cname, bases, {
                "__doc__": "%s: %s" % (name,
                                       _ffi.lib.l5r_strerror(code).decode()),
                "__module__": __name__,
            })
        by_code[code] = cls
        by_name[name] = cls
        globals()[cls.__name__] = cls
        __all__.append(cls.__name__)


_make_classes()


def error_for(code, message=None):
    """The exception instance for a status code and a message."""
    cls = by_code.get(code)
    if cls is None:
        return L5RError(code, message)
    if cls is IllegalMove:
        return IllegalMove(None, message)
    return cls(code, message)


def raise_for(code, message=None):
    raise error_for(code, message)
