# SPDX-License-Identifier: MIT
"""Exceptions of the l5r package.

Every failing library call raises an L5RError: `code` is the library's
status (a negative int), `name` its symbolic name ("L5R_ENOMEM", from
l5r_status_name) and `message` the library's own message. There is one
subclass per status of the library, declared here and named after it
(L5R_ENOMEM -> NoMemory, L5R_EINVAL -> InvalidArgument, ...); each one
names its status in the class attribute `status`. Some are also builtin
exceptions (NoMemory is a MemoryError, InvalidArgument a ValueError,
NotFound a LookupError), so `except ValueError` works as expected.

`by_code` and `by_name` map codes and status names to the classes; a code
the package does not know (a newer library) is raised as L5RError itself.
An illegal move is IllegalMove, which carries the Verdict (why: the rule
ID, the reason and a message).
"""
from __future__ import annotations

from typing import (Any, Dict, NoReturn, Optional, Sequence,
                    Tuple, Type)

from . import _ffi

__all__ = ["L5RError", "IllegalMove", "Verdict", "UnspecifiedError", "NoMemory",
           "InvalidArgument", "BadHandle", "VersionMismatch", "IOFailure",
           "BadSyntax", "SchemaError", "Duplicate", "NotFound",
           "LimitExceeded", "FrozenError", "BadState", "BufferTooSmall",
           "CorruptData", "DatabaseMismatch", "Unsupported", "NotApplicable",
           "by_code", "by_name", "error_for", "raise_for"]


def _status_name(code: int) -> str:
    raw = _ffi.lib.l5r_status_name(code)
    return raw.decode() if raw else "L5R_UNKNOWN(%d)" % code


class Verdict:
    """The verdict on a move: legal (bool), reason (an l5r_reason value),
    reason_name ('L5R_REASON_GOLD'), rule ('FAV-04'; '' if legal) and
    message. True when legal."""
    __slots__ = ("legal", "reason", "reason_name", "rule", "message")

    def __init__(self, legal: bool = True, reason: int = 0, rule: str = "",
                 message: str = "") -> None:
        """A verdict; legal by default."""
        self.legal = bool(legal)
        self.reason = reason
        raw = _ffi.lib.l5r_reason_name(reason)
        self.reason_name: str = raw.decode() if raw else str(reason)
        self.rule = rule
        self.message = message

    @classmethod
    def _from_c(cls, v: Any) -> "Verdict":
        return cls(v.legal, v.reason, v.rule.decode("utf-8", "replace"),
                   v.message.decode("utf-8", "replace"))

    def __bool__(self) -> bool:
        return self.legal

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Verdict):
            return NotImplemented
        return (self.legal, self.reason, self.rule, self.message) == \
            (other.legal, other.reason, other.rule, other.message)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        if self.legal:
            return "Verdict(legal)"
        return "Verdict(illegal, %s, %s: %s)" % (self.reason_name, self.rule,
                                                 self.message)


class L5RError(Exception):
    """A failure reported by libl5r: code (negative int), name (the status
    name, 'L5R_EINVAL'), message (the library's message, or the given one).
    Extra context may be attached by the caller that raised it:
    `diagnostics` (CardDB loads), `line` and `column` (Deck loads)."""

    #: The status this class stands for ('L5R_EINVAL'); '' for L5RError.
    status: str = ""
    #: A failed CardDB load's or freeze's diagnostics (CardDB.diagnostics()).
    diagnostics: Sequence[Any] = ()
    #: Where a failed Deck load stopped (0 when unknown).
    line: int = 0
    column: int = 0

    def __init__(self, code: int, message: Optional[str] = None) -> None:
        """An error for status `code`; `message` defaults to the library's
        l5r_strerror text for the code."""
        self.code: int = int(code)
        self.name: str = _status_name(self.code)
        text: str = message or _ffi.lib.l5r_strerror(self.code).decode()
        self.message: str = text
        super().__init__(text)

    def __str__(self) -> str:
        """'L5R_EINVAL: the message'."""
        return "%s: %s" % (self.name, self.message)


class IllegalMove(L5RError):
    """L5R_EILLEGAL: apply() of a move that is not legal; `verdict` says
    why (its rule ID, reason and message), `rule` is the rule ID."""
    status = "L5R_EILLEGAL"

    def __init__(self, verdict: Optional["Verdict"],
                 message: Optional[str] = None) -> None:
        """The error for a Verdict (None when only the status is known)."""
        self.verdict = verdict
        self.rule: str = verdict.rule if verdict is not None else ""
        if message is None and verdict is not None:
            message = "%s: %s" % (verdict.rule, verdict.message)
        super().__init__(_ffi.enums["L5R_EILLEGAL"], message)


class UnspecifiedError(L5RError):
    """L5R_ERROR: an unspecified failure."""
    status = "L5R_ERROR"


class NoMemory(L5RError, MemoryError):
    """L5R_ENOMEM: out of memory."""
    status = "L5R_ENOMEM"


class InvalidArgument(L5RError, ValueError):
    """L5R_EINVAL: an invalid argument (an unknown name, a number out of
    range)."""
    status = "L5R_EINVAL"


class BadHandle(L5RError, ValueError):
    """L5R_EHANDLE: a wrong or destroyed handle (a closed object)."""
    status = "L5R_EHANDLE"


class VersionMismatch(L5RError):
    """L5R_EVERSION: a version mismatch (a struct, a saved game)."""
    status = "L5R_EVERSION"


class IOFailure(L5RError):
    """L5R_EIO: an input/output error (a file that cannot be read)."""
    status = "L5R_EIO"


class BadSyntax(L5RError, ValueError):
    """L5R_ESYNTAX: malformed input (YAML, a move's text)."""
    status = "L5R_ESYNTAX"


class SchemaError(L5RError, ValueError):
    """L5R_ESCHEMA: input that does not match the card schema."""
    status = "L5R_ESCHEMA"


class Duplicate(L5RError, ValueError):
    """L5R_EDUPLICATE: a duplicate key or identifier."""
    status = "L5R_EDUPLICATE"


class NotFound(L5RError, LookupError):
    """L5R_ENOTFOUND: not found (a card id, a file)."""
    status = "L5R_ENOTFOUND"


class LimitExceeded(L5RError):
    """L5R_ELIMIT: a limit exceeded (a database limit, 8 targets)."""
    status = "L5R_ELIMIT"


class FrozenError(L5RError):
    """L5R_EFROZEN: the object is frozen (or not yet frozen)."""
    status = "L5R_EFROZEN"


class BadState(L5RError):
    """L5R_ESTATE: not possible in the current state (a stale move list)."""
    status = "L5R_ESTATE"


class BufferTooSmall(L5RError):
    """L5R_EBUFSIZE: a buffer too small."""
    status = "L5R_EBUFSIZE"


class CorruptData(L5RError, ValueError):
    """L5R_EFORMAT: corrupt or truncated data (a saved game)."""
    status = "L5R_EFORMAT"


class DatabaseMismatch(L5RError, ValueError):
    """L5R_EMISMATCH: made with another card database."""
    status = "L5R_EMISMATCH"


class Unsupported(L5RError):
    """L5R_EUNSUPPORTED: not supported."""
    status = "L5R_EUNSUPPORTED"


class NotApplicable(L5RError):
    """L5R_ENOTAPPLICABLE: not applicable."""
    status = "L5R_ENOTAPPLICABLE"


_CLASSES: Tuple[Type[L5RError], ...] = (IllegalMove, UnspecifiedError, NoMemory, InvalidArgument,
            BadHandle, VersionMismatch, IOFailure, BadSyntax, SchemaError,
            Duplicate, NotFound, LimitExceeded, FrozenError, BadState,
            BufferTooSmall, CorruptData, DatabaseMismatch, Unsupported,
            NotApplicable)

#: Status name -> exception class (every status the package declares).
by_name: Dict[str, Type[L5RError]] = {c.status: c for c in _CLASSES}
#: Status code -> exception class (the statuses the library's cdef has).
by_code: Dict[int, Type[L5RError]] = {
    _ffi.enums[c.status]: c for c in _CLASSES if c.status in _ffi.enums}


def error_for(code: int, message: Optional[str] = None) -> L5RError:
    """The exception instance for a status code and a message (L5RError
    itself for a code the package does not know)."""
    cls = by_code.get(code)
    if cls is None:
        return L5RError(code, message)
    if cls is IllegalMove:
        return IllegalMove(None, message)
    return cls(code, message)


def raise_for(code: int, message: Optional[str] = None) -> NoReturn:
    """Raise the exception for a status code (see error_for)."""
    raise error_for(code, message)
