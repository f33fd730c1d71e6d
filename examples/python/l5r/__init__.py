# SPDX-License-Identifier: MIT
"""l5r - Python bindings for libl5r, the Legend of the Five Rings CCG
(Lotus Edition) rules engine, through ctypes. Standard library only; no
compiler needed: every function is bound from the library's declaration
file (l5r.cdef), see l5r._ffi for where the library and the file are
looked for (L5R_LIB, L5R_CDEF).

    import l5r
    s = l5r.sample_cards()
    with l5r.CardDB.from_files(s.sets, s.cards) as db:
        decks = [l5r.Deck.from_file(db, s.decks["crab-yu"]),
                 l5r.Deck.from_file(db, s.decks["scorpion-ninjutsu"])]
        game = l5r.Game.new(db, decks, seed=7, turn_limit=30)
        while not game.is_over:
            text, action = game.legal_actions()[0]
            game.apply(action)            # or game.apply("p1 pass")
        print(game.winner, "%016x" % game.hash())

For playouts and searches, a MoveList is made once and refilled, and a
move is applied by its index: nothing is made per legal move, and a text
only when it is asked for:

        moves = l5r.MoveList()
        while game.legal_moves(into=moves):          # how many, 0 at the end
            game.apply_index(moves, rng.randrange(len(moves)))
        game.play_random(rng)                         # the same loop, faster

For reinforcement learning and other AI agents, l5r.env has a game
environment (reset/step, a fixed action encoding with a legality mask, a
per-player observation that hides what the player may not see).

Players are 0-based in this API (as in the C API; p1 in the text
notation is player 0). "No card / no player" (L5R_NO_ID) is None.
Failures raise l5r.L5RError subclasses (see l5r.errors); apply() of an
illegal move raises l5r.IllegalMove, whose .verdict has the rule ID.
Library objects are freed by close(), by `with`, or when collected; closing
a CardDB closes the decks and games made with it first.
"""
from __future__ import annotations

import ctypes
import json as _json
import os
import random as _random
import types as _types
import weakref
from typing import (Any, Callable, Dict, Iterable, Iterator, List,
                    NamedTuple, Optional, Sequence, Tuple, TypeVar, Union)

from . import _ffi
from . import errors
from .errors import (L5RError, IllegalMove, UnspecifiedError, NoMemory,
                     InvalidArgument, BadHandle, VersionMismatch, IOFailure,
                     BadSyntax, SchemaError, Duplicate, NotFound,
                     LimitExceeded, FrozenError, BadState, BufferTooSmall,
                     CorruptData, DatabaseMismatch, Unsupported,
                     NotApplicable, Verdict, by_code, by_name, error_for,
                     raise_for)

__all__ = ["CardDB", "Card", "Deck", "Game", "Action", "MoveFields",
           "Verdict", "MoveList", "Diagnostic", "Problem", "Decision",
           "Event", "SampleCards", "L5RError", "IllegalMove", "errors",
           "constants", "NO_ID", "version", "rules", "rule_text",
           "sample_dir", "sample_cards", "__version__"]
__all__ += [n for n in errors.__all__ if n not in __all__]

#: The bound library (l5r._ffi.lib): every function of the cdef.
lib: Any = _ffi.lib
#: Every enum constant of the cdef by name: E["L5R_EILLEGAL"].
E: Dict[str, int] = _ffi.enums
#: L5R_NO_ID: "no card / no player" in the C API (None in this one).
NO_ID: int = _ffi.NO_ID
#: Every enum constant of the cdef as an attribute: constants.L5R_EILLEGAL
constants = _types.SimpleNamespace(**_ffi.enums)

#: A path as the loaders take it.
PathLike = Union[str, bytes, "os.PathLike[str]"]
#: A card of a database, by index or by id ('hida-kuroda').
CardRef = Union[int, str]
#: A move: an Action, or its text in the notation ('p1 recruit #12').
Move = Union["Action", str]
#: An enum value, by code or by name ('force', 'lotus-open').
Key = Union[int, str]

_H = TypeVar("_H", bound="_Handle")
_byref = ctypes.byref
_Verdict = _ffi.structs["l5r_verdict"]


def _names(enum_type: str, prefix: str) -> Dict[int, str]:
    """value -> short lowercase name, e.g. 4 -> 'personality'."""
    return {v: k[len(prefix):].lower()
            for k, v in _ffi.enum_types[enum_type].items()
            if k.startswith(prefix)}


#: Card type code -> name ('personality').
CARD_TYPES: Dict[int, str] = _names("l5r_card_type", "L5R_TYPE_")
#: Deck kind code -> name ('dynasty', 'fate', 'pregame').
DECK_KINDS: Dict[int, str] = _names("l5r_deck_kind", "L5R_DECK_")
#: Statistic name -> code ('force' -> L5R_STAT_FORCE).
STATS: Dict[str, int] = {v: k for k, v in
                         _names("l5r_stat", "L5R_STAT_").items()}
#: Element code -> name.
ELEMENTS: Dict[int, str] = _names("l5r_element", "L5R_ELEMENT_")
#: Format name -> code ('lotus-open').
FORMATS: Dict[str, int] = {k.replace("_", "-"): v for v, k in
                           _names("l5r_format", "L5R_FORMAT_").items()}
#: Phase code -> name ('action').
PHASES: Dict[int, str] = _names("l5r_phase", "L5R_PHASE_")
#: Decision kind code -> name ('assign').
DECISIONS: Dict[int, str] = _names("l5r_decision_kind", "L5R_DECIDE_")
#: Victory code -> name ('honor', 'turn_limit').
VICTORIES: Dict[int, str] = _names("l5r_victory", "L5R_VICTORY_")
#: Zone code -> name ('hand', 'play').
ZONES: Dict[int, str] = _names("l5r_zone", "L5R_ZONE_")
#: Action kind code -> name ('recruit').
ACTION_KINDS: Dict[int, str] = _names("l5r_action_kind", "L5R_ACT_")
#: Event kind code -> name.
EVENT_KINDS: Dict[int, str] = _names("l5r_event_kind", "L5R_EV_")
#: Card database limit name -> code.
LIMITS: Dict[str, int] = {v: k for k, v in
                          _names("l5r_carddb_limit", "L5R_LIMIT_").items()}
#: Deck list name -> code ('dynasty', 'fate').
LISTS: Dict[str, int] = {v: k for k, v in
                         _names("l5r_deck_list", "L5R_LIST_").items()}
#: Cost choice code -> name ('bow', 'discard', 'with').
COSTS: Dict[int, str] = _names("l5r_cost_choice", "L5R_PAY_")
#: Player ability code -> its name in the notation ('lobby').
PLAYER_ABILITIES: Dict[int, str] = {
    v: lib.l5r_player_ability_name(v).decode()
    for v in _ffi.enum_types["l5r_player_ability"].values()
    if v and lib.l5r_player_ability_name(v)}


class Diagnostic(NamedTuple):
    """One diagnostic of a card database load: where (source, line,
    column), the status (code, name) and the message."""
    source: Optional[str]
    line: int
    column: int
    code: int
    name: Optional[str]
    message: Optional[str]


class Problem(NamedTuple):
    """One problem of a deck check: the rule ID, the message and the card
    (None for the deck as a whole)."""
    rule: Optional[str]
    message: Optional[str]
    card: Optional[int]


class Decision(NamedTuple):
    """Who must act (None once the game is over) and the kind of choice
    ('action', 'dynasty', 'assign', ...)."""
    player: Optional[int]
    kind: Union[str, int]


class Event(NamedTuple):
    """One recorded event: its kind ('draw', 'army', ...), player, card
    (None when none) and value."""
    kind: Union[str, int]
    player: Optional[int]
    card: Optional[int]
    value: int


class SampleCards(NamedTuple):
    """The sample card set: the folder, the set table (sets.yaml), the
    cards (lotus-sample.yaml) and the decks by name ('crab-yu' ->
    .../decks/crab-yu.yaml)."""
    root: str
    sets: str
    cards: str
    decks: Dict[str, str]


# --- small helpers -------------------------------------------------------------

def _b(s: Any) -> Optional[bytes]:
    if s is None or isinstance(s, bytes):
        return s
    if isinstance(s, os.PathLike):
        s = os.fspath(s)
        if isinstance(s, bytes):
            return s
    return str(s).encode("utf-8")


def _s(b: Optional[bytes]) -> Any:
    """bytes -> str; None stays None (typed Any: callers know which)."""
    return None if b is None else b.decode("utf-8", "replace")


def _out(p: Any) -> int:
    """The pointer a successful l5r_*_new stored in a c_void_p."""
    return int(p.value or 0)


def _last_error_message() -> Optional[str]:
    return _s(lib.l5r_error_message())


def _fail(rc: int, message: Optional[str] = None) -> Any:
    raise error_for(rc, message or _last_error_message())


def _id(v: int) -> Optional[int]:
    return None if v == NO_ID else v


def _key(value: Key, table: Dict[str, int], what: str) -> int:
    """An enum value from an int or a name ('force', 'lotus-open')."""
    if isinstance(value, int):
        return value
    k = str(value).lower().replace("_", "-")
    for name, v in table.items():
        if name.replace("_", "-") == k:
            return v
    raise InvalidArgument(E["L5R_EINVAL"], "unknown %s %r" % (what, value))


def _inverse(table: Dict[int, str]) -> Dict[str, int]:
    return {v: k for k, v in table.items()}


def version() -> str:
    """The library's version string, e.g. '0.1.0'."""
    return _s(lib.l5r_version_string())


#: The library's version (l5r_version_string), e.g. '0.1.0'; the package
#: is released with the library and carries its version.
__version__: str = version()


def rules() -> List[Tuple[str, str]]:
    """The rule table: a list of (rule ID, statement)."""
    out = []
    for i in range(lib.l5r_rule_count()):
        rid = _s(lib.l5r_rule_id(i))
        out.append((rid, _s(lib.l5r_rule_text(_b(rid)))))
    return out


def rule_text(rule_id: str) -> Optional[str]:
    """The statement of a rule ID ('FAV-04'), or None."""
    return _s(lib.l5r_rule_text(_b(rule_id)))


def sample_dir() -> str:
    """The folder of the sample cards (see sample_cards())."""
    return _ffi.find_samples()


def sample_cards() -> SampleCards:
    """The sample card set: SampleCards(root, sets, cards, decks) with the
    paths of the folder, of the set table (sets.yaml), of the cards
    (lotus-sample.yaml) and a dict of the sample decks by name
    ('crab-yu' -> .../decks/crab-yu.yaml). Found through L5R_SAMPLES, then
    L5R_SOURCE_DIR, then beside the package in a source tree, then
    <prefix>/share/l5r/cards (FileNotFoundError if nowhere)."""
    root = _ffi.find_samples()
    deck_dir = os.path.join(root, "decks")
    decks = {}
    if os.path.isdir(deck_dir):
        for name in sorted(os.listdir(deck_dir)):
            if name.endswith(".yaml"):
                decks[name[:-5]] = os.path.join(deck_dir, name)
    return SampleCards(root, os.path.join(root, "sets.yaml"),
                       os.path.join(root, "lotus-sample.yaml"), decks)


class _Handle:
    """A library object: close() frees it (also on `with` exit and when
    collected). Methods of a closed object raise BadHandle."""
    _ptr: Optional[int] = None
    _free: Any = None  # the C free function, set by subclasses

    def _p(self) -> int:
        if not self._ptr:
            raise BadHandle(E["L5R_EHANDLE"],
                            "%s is closed" % type(self).__name__)
        return self._ptr

    @property
    def closed(self) -> bool:
        """True once close() was called (or the database was closed)."""
        return not self._ptr

    def close(self) -> None:
        """Free the library object now (again: nothing)."""
        p, self._ptr = self._ptr, None
        if p:
            type(self)._free(p)

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass

    def __enter__(self: _H) -> _H:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


# --- verdicts and actions ------------------------------------------------------

def _new_verdict() -> Any:
    v = _Verdict()
    rc = lib.l5r_verdict_init(_byref(v), lib.l5r_verdict_version())
    if rc < 0:
        _fail(rc)
    return v


class MoveFields(NamedTuple):
    """A move's fields as plain values: kind ('recruit'; 'none' when
    unset), player, card, ability, on, value (None when unset), targets
    and costs (tuples; a cost is (how, card)). Two moves are equal when
    their fields are."""
    kind: str
    player: Optional[int]
    card: Optional[int]
    ability: Optional[int]
    on: Optional[int]
    value: Optional[int]
    targets: Tuple[int, ...]
    costs: Tuple[Tuple[str, int], ...]


def _fields_of(p: int) -> MoveFields:
    """The fields of the action at pointer `p` (an Action's or a list's)."""
    kind = lib.l5r_action_kind(p)
    return MoveFields(
        ACTION_KINDS.get(kind, str(kind)), _id(lib.l5r_action_player(p)),
        _id(lib.l5r_action_card(p)), _id(lib.l5r_action_ability(p)),
        _id(lib.l5r_action_on(p)), _id(lib.l5r_action_value(p)),
        tuple(lib.l5r_action_target(p, i)
              for i in range(lib.l5r_action_target_count(p))),
        tuple((COSTS.get(lib.l5r_action_cost_how(p, i), "?"),
               lib.l5r_action_cost(p, i))
              for i in range(lib.l5r_action_cost_count(p))))


class Action(_Handle):
    """One move. Action("p1 recruit #12") or Action.parse(...) from the
    text notation, Action.build(kind=..., ...) field by field; str(a) is
    the canonical text. Fields: kind ('recruit'), player, card, ability,
    on, value (None when unset), targets, costs ([(how, card)]).
    a == b compares the moves field by field (a.fields())."""
    _free = lib.l5r_action_free

    def __init__(self, text: Optional[str] = None) -> None:
        """An empty move, or the move `text` in the notation."""
        out = ctypes.c_void_p()
        rc = lib.l5r_action_new(_byref(out), None)
        if rc < 0:
            _fail(rc)
        self._ptr = _out(out)
        if text is not None:
            self.set_text(text)

    @classmethod
    def parse(cls, text: str) -> "Action":
        """The move `text` in the notation (BadSyntax if it is not one)."""
        return cls(text)

    @classmethod
    def build(cls, kind: Key, player: Optional[int] = None,
              card: Optional[int] = None, ability: Optional[Key] = None,
              on: Optional[int] = None, value: Optional[int] = None,
              targets: Iterable[int] = (),
              costs: Iterable[Tuple[Key, int]] = ()) -> "Action":
        """A move from its fields: Action.build('assign', player=0,
        card=12, value=2); `ability` may name a player ability ('lobby');
        costs are (how, card) pairs, how 'bow', 'discard' or 'with'."""
        a = cls()
        a._set_kind(kind)
        a.player = player
        if card is not None:
            a.card = card
        if ability is not None:
            a._set_ability(ability)
        if on is not None:
            a.on = on
        if value is not None:
            a.value = value
        for t in targets:
            a.add_target(t)
        for how, c in costs:
            a.add_cost(how, c)
        return a

    @classmethod
    def _copy_of(cls, ptr: int) -> "Action":
        a = cls()
        rc = lib.l5r_action_copy(a._ptr, ptr)
        if rc < 0:
            _fail(rc)
        return a

    def copy(self) -> "Action":
        """An independent copy of the move."""
        return Action._copy_of(self._p())

    def set_text(self, text: str) -> None:
        """Replace the contents with a parsed move (BadSyntax on error; the
        action is then unchanged)."""
        rc = lib.l5r_action_parse(self._p(), _b(text))
        if rc < 0:
            _fail(rc)

    def clear(self) -> None:
        """Empty the move (kind 'none', every field unset)."""
        lib.l5r_action_clear(self._p())

    def format(self) -> str:
        """The canonical text of the move (InvalidArgument for a move with
        no kind)."""
        cap = 128
        while True:
            buf = ctypes.create_string_buffer(cap)
            needed = ctypes.c_size_t(0)
            rc = lib.l5r_action_format(buf, cap, self._p(), _byref(needed))
            if rc >= 0:
                return _s(buf.value)
            if rc != E["L5R_EBUFSIZE"]:
                _fail(rc)
            cap = needed.value + 1

    @property
    def text(self) -> str:
        """The canonical text of the move (format())."""
        return self.format()

    def fields(self) -> MoveFields:
        """The move's fields as a MoveFields tuple (hashable)."""
        return _fields_of(self._p())

    def __str__(self) -> str:
        return self.format()

    def __repr__(self) -> str:
        if not self._ptr:
            return "Action(<closed>)"
        if lib.l5r_action_kind(self._ptr) == E["L5R_ACT_NONE"]:
            return "Action()"
        return "Action(%r)" % self.format()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self.fields() == other.fields()

    __hash__ = None  # type: ignore[assignment]  # mutable: use fields()

    # fields
    def _set(self, fn: Callable[[int, int], int], value: int) -> None:
        rc = fn(self._p(), value)
        if rc < 0:
            _fail(rc)

    @property
    def kind(self) -> Optional[str]:
        """The kind of move ('pass', 'recruit', ...; 'none' when unset);
        set it by name or code."""
        return ACTION_KINDS.get(lib.l5r_action_kind(self._p()))

    @kind.setter
    def kind(self, kind: Key) -> None:
        self._set_kind(kind)

    def _set_kind(self, kind: Key) -> None:
        self._set(lib.l5r_action_set_kind,
                  _key(kind, _inverse(ACTION_KINDS), "action kind"))

    @property
    def kind_code(self) -> int:
        """The kind as an l5r_action_kind code."""
        return lib.l5r_action_kind(self._p())

    @property
    def player(self) -> Optional[int]:
        """The acting player (0-based), None for whoever must act."""
        return _id(lib.l5r_action_player(self._p()))

    @player.setter
    def player(self, p: Optional[int]) -> None:
        self._set(lib.l5r_action_set_player, NO_ID if p is None else p)

    @property
    def card(self) -> Optional[int]:
        """The card acted on or with (an in-game ID), or None."""
        return _id(lib.l5r_action_card(self._p()))

    @card.setter
    def card(self, c: Optional[int]) -> None:
        self._set(lib.l5r_action_set_card, NO_ID if c is None else c)

    @property
    def ability(self) -> Optional[int]:
        """For 'use': the ability's index on the card, or (with no card) a
        player ability's code (PLAYER_ABILITIES); set it by index, code
        or player ability name ('lobby', 'favor-draw')."""
        return _id(lib.l5r_action_ability(self._p()))

    @ability.setter
    def ability(self, i: Key) -> None:
        self._set_ability(i)

    def _set_ability(self, i: Key) -> None:
        if isinstance(i, str):  # a player ability: 'lobby', 'favor-draw'
            names = _inverse(PLAYER_ABILITIES)
            if i not in names:
                raise InvalidArgument(E["L5R_EINVAL"],
                                      "unknown player ability %r" % i)
            i = names[i]
        self._set(lib.l5r_action_set_ability, i)

    @property
    def on(self) -> Optional[int]:
        """The Personality a card is played on (or the card a recruit
        replaces), or None."""
        return _id(lib.l5r_action_on(self._p()))

    @on.setter
    def on(self, c: Optional[int]) -> None:
        self._set(lib.l5r_action_set_on, NO_ID if c is None else c)

    @property
    def value(self) -> Optional[int]:
        """A number: the battlefield of an assign or a fight, the player
        attacked, 1 for a face-down recruit; None when unset."""
        return _id(lib.l5r_action_value(self._p()))

    @value.setter
    def value(self, v: Optional[int]) -> None:
        self._set(lib.l5r_action_set_value, NO_ID if v is None else v)

    @property
    def targets(self) -> List[int]:
        """The targets: card IDs, or a player / a province as the notation
        writes them (l5r.env.target_player(), l5r.env.target_province())."""
        p = self._p()
        return [lib.l5r_action_target(p, i)
                for i in range(lib.l5r_action_target_count(p))]

    def add_target(self, card: int) -> None:
        """Add a target (LimitExceeded past 8)."""
        self._set(lib.l5r_action_add_target, card)

    @property
    def costs(self) -> List[Tuple[Union[str, int], int]]:
        """The cost choices: [(how, card)], how 'bow', 'discard' or
        'with'."""
        p = self._p()
        out: List[Tuple[Union[str, int], int]] = []
        for i in range(lib.l5r_action_cost_count(p)):
            how = lib.l5r_action_cost_how(p, i)
            out.append((COSTS.get(how, how), lib.l5r_action_cost(p, i)))
        return out

    def add_cost(self, how: Key, card: int) -> None:
        """Add a cost choice: how ('bow', 'discard', 'with' or a code) and
        with which card (LimitExceeded past 8)."""
        rc = lib.l5r_action_add_cost(
            self._p(), _key(how, _inverse(COSTS), "cost"), card)
        if rc < 0:
            _fail(rc)


# --- the card database ---------------------------------------------------------

class CardDB(_Handle):
    """A card database: load sources, freeze, query. A context manager.

        db = CardDB.from_files("sets.yaml", "lotus-sample.yaml")  # frozen
        db = CardDB(); db.load_buffer("cards.yaml", data); db.freeze()

    A failed load raises (SchemaError, BadSyntax, ...) with
    'source:line:column: message' and the list in exc.diagnostics; it
    adds nothing to the database. Cards are named by index or by id."""
    _free = lib.l5r_carddb_free

    def __init__(self, limits: Optional[Dict[Key, int]] = None) -> None:
        """An empty database; `limits` by name or code ({'cards': 500})."""
        out = ctypes.c_void_p()
        rc = lib.l5r_carddb_new(_byref(out), None)
        if rc < 0:
            _fail(rc)
        self._ptr = _out(out)
        self._dependents: "weakref.WeakSet[_Handle]" = weakref.WeakSet()
        for k, v in (limits or {}).items():
            self.set_limit(k, v)

    @classmethod
    def from_files(cls, *paths: PathLike, freeze: bool = True) -> "CardDB":
        """A database of the files, in order (the set table first), frozen
        unless freeze=False."""
        db = cls()
        try:
            for path in paths:
                db.load_file(path)
            if freeze:
                db.freeze()
        except BaseException:
            db.close()
            raise
        return db

    @classmethod
    def sample(cls) -> "CardDB":
        """The sample cards (sample_cards(): sets.yaml and
        lotus-sample.yaml), frozen."""
        s = sample_cards()
        return cls.from_files(s.sets, s.cards)

    def close(self) -> None:
        """Close the decks and games made with the database, then free it."""
        for dep in list(getattr(self, "_dependents", ())):
            dep.close()
        super().close()

    def _check(self, rc: int) -> int:
        if rc >= 0:
            return rc
        exc = error_for(rc, _s(lib.l5r_carddb_errmsg(self._ptr)) or None)
        exc.diagnostics = self.diagnostics()
        raise exc

    def load_file(self, path: PathLike) -> "CardDB":
        """Load card definitions from a YAML file (returns the database)."""
        self._check(lib.l5r_carddb_load_file(self._p(), _b(path)))
        return self

    def load_buffer(self, name: str, data: Union[bytes, str]) -> "CardDB":
        """Load card definitions from memory (bytes or str); `name` names
        the source in diagnostics."""
        raw = _b(data) or b""
        self._check(lib.l5r_carddb_load_buffer(self._p(), _b(name), raw,
                                               len(raw)))
        return self

    def freeze(self) -> "CardDB":
        """Check and freeze the database: then it can be queried and
        played with, and no longer loaded into."""
        self._check(lib.l5r_carddb_freeze(self._p()))
        return self

    @property
    def frozen(self) -> bool:
        """True once freeze() succeeded."""
        return self._check(lib.l5r_carddb_is_frozen(self._p())) == 1

    def diagnostics(self) -> List[Diagnostic]:
        """The last load's or freeze's diagnostics (Diagnostic tuples)."""
        p, out = self._p(), []
        code, line, col = ctypes.c_int(), ctypes.c_uint32(), ctypes.c_uint32()
        for i in range(lib.l5r_carddb_diag_count(p)):
            if lib.l5r_carddb_diag(_byref(code), _byref(line), _byref(col),
                                   p, i) < 0:
                continue
            out.append(Diagnostic(
                _s(lib.l5r_carddb_diag_source(p, i)), line.value, col.value,
                code.value, _s(lib.l5r_status_name(code.value)),
                _s(lib.l5r_carddb_diag_message(p, i))))
        return out

    @property
    def errmsg(self) -> Optional[str]:
        """The message of the last failure on this database."""
        return _s(lib.l5r_carddb_errmsg(self._p()))

    def set_limit(self, limit: Key, value: int) -> None:
        """Set a resource limit (by name or code) before loading."""
        self._check(lib.l5r_carddb_set_limit(
            self._p(), _key(limit, LIMITS, "limit"), value))

    def get_limit(self, limit: Key) -> int:
        """A resource limit's value (by name or code)."""
        v = ctypes.c_int64()
        self._check(lib.l5r_carddb_get_limit(
            _byref(v), self._p(), _key(limit, LIMITS, "limit")))
        return v.value

    # queries ------------------------------------------------------------------
    def __len__(self) -> int:
        return lib.l5r_carddb_card_count(self._p())

    @property
    def fingerprint(self) -> int:
        """The database's fingerprint (saved games carry it)."""
        return lib.l5r_carddb_fingerprint(self._p())

    def find(self, card_id: str) -> int:
        """The index of the card with this id (NotFound if none)."""
        idx = ctypes.c_uint32(NO_ID)
        rc = lib.l5r_carddb_find(_byref(idx), self._p(), _b(card_id))
        if rc < 0:
            _fail(rc)
        return idx.value

    def __contains__(self, card_id: object) -> bool:
        try:
            self.find(card_id)  # type: ignore[arg-type]
            return True
        except NotFound:
            return False

    def index(self, card: CardRef) -> int:
        """A card index from an index or an id."""
        return self.find(card) if isinstance(card, (str, bytes)) else card

    def card(self, card: CardRef) -> "Card":
        """A Card view (by index or id)."""
        return Card(self, self.index(card))

    def __iter__(self) -> Iterator["Card"]:
        return (Card(self, i) for i in range(len(self)))

    def _str(self, b: Optional[bytes]) -> str:
        if b is None:
            _fail(lib.l5r_error_code() or E["L5R_ENOTFOUND"])
        return _s(b)

    def _int(self, rc: int) -> int:
        if rc < 0:
            _fail(rc)
        return rc

    def card_id(self, card: CardRef) -> str:
        """The card's id ('hida-kuroda')."""
        return self._str(lib.l5r_carddb_card_id(self._p(), self.index(card)))

    def title(self, card: CardRef) -> str:
        """The card's title ('Hida Kuroda')."""
        return self._str(lib.l5r_carddb_card_title(self._p(),
                                                   self.index(card)))

    def text(self, card: CardRef) -> str:
        """The card's rules text."""
        return self._str(lib.l5r_carddb_card_text(self._p(),
                                                  self.index(card)))

    def faction(self, card: CardRef) -> str:
        """The card's faction ('Crab'; '' if none)."""
        return self._str(lib.l5r_carddb_card_faction(self._p(),
                                                     self.index(card)))

    def type(self, card: CardRef) -> Union[str, int]:
        """The card type's name ('personality', 'holding', ...)."""
        t = self._int(lib.l5r_carddb_card_type(self._p(), self.index(card)))
        return CARD_TYPES.get(t, t)

    def deck_kind(self, card: CardRef) -> Union[str, int]:
        """'dynasty', 'fate' or 'pregame'."""
        d = self._int(lib.l5r_carddb_card_deck(self._p(), self.index(card)))
        return DECK_KINDS.get(d, d)

    def is_unique(self, card: CardRef) -> bool:
        """True for a Unique card."""
        return self._int(lib.l5r_carddb_card_is_unique(
            self._p(), self.index(card))) == 1

    def element(self, card: CardRef) -> Union[str, int]:
        """The card's element ('none' if it has none)."""
        e = self._int(lib.l5r_carddb_card_element(self._p(),
                                                  self.index(card)))
        return ELEMENTS.get(e, e)

    def stat(self, card: CardRef, stat: Key) -> Optional[int]:
        """A printed statistic ('force', 'chi', 'gold_cost', ... or an
        l5r_stat value); None if the card has none."""
        v = ctypes.c_int32(0)
        rc = self._int(lib.l5r_carddb_card_get_stat(
            _byref(v), self._p(), self.index(card),
            _key(stat, STATS, "stat")))
        return v.value if rc == 1 else None

    def stats(self, card: CardRef) -> Dict[str, int]:
        """Every printed statistic the card has: {'force': 4, ...}."""
        idx = self.index(card)
        out = {}
        for name in STATS:
            v = self.stat(idx, name)
            if v is not None:
                out[name] = v
        return out

    def modifier(self, card: CardRef, stat: Key) -> Optional[int]:
        """A Sensei's modifier of a Stronghold stat, or None."""
        v = ctypes.c_int32(0)
        rc = self._int(lib.l5r_carddb_card_get_modifier(
            _byref(v), self._p(), self.index(card),
            _key(stat, STATS, "stat")))
        return v.value if rc == 1 else None

    def has_keyword(self, card: CardRef, keyword: str) -> bool:
        """The keyword rule (KEY-01..05)."""
        return self._int(lib.l5r_carddb_card_has_keyword(
            self._p(), self.index(card), _b(keyword))) == 1

    def keywords(self, card: CardRef) -> List[str]:
        """The card's keywords, normalized ('crab clan', 'samurai')."""
        p, idx = self._p(), self.index(card)
        return [self._str(lib.l5r_carddb_card_keyword(p, idx, i))
                for i in range(lib.l5r_carddb_card_keyword_count(p, idx))]

    def printings(self, card: CardRef) -> List[Tuple[str, bool]]:
        """[(set name, lotus symbol?)] in the order written."""
        p, idx = self._p(), self.index(card)
        return [(self._str(lib.l5r_carddb_card_printing_set(p, idx, i)),
                 lib.l5r_carddb_card_printing_lotus(p, idx, i) == 1)
                for i in range(lib.l5r_carddb_card_printing_count(p, idx))]

    def is_lotus_legal(self, card: CardRef) -> bool:
        """True if the card is legal in the Lotus formats."""
        return self._int(lib.l5r_carddb_card_is_lotus_legal(
            self._p(), self.index(card))) == 1

    def soul_of(self, card: CardRef) -> str:
        """The title the card is a Soul of ('' if none)."""
        return self._str(lib.l5r_carddb_card_soul_of(self._p(),
                                                     self.index(card)))

    def ability_count(self, card: CardRef) -> int:
        """How many abilities the card has ('use #N.K', K below it)."""
        return lib.l5r_carddb_card_ability_count(self._p(), self.index(card))

    def sets(self) -> List[Tuple[str, int, bool]]:
        """[(name, release order, lotus?)] in release order."""
        p = self._p()
        return [(self._str(lib.l5r_carddb_cardset_name(p, i)),
                 lib.l5r_carddb_cardset_order(p, i),
                 lib.l5r_carddb_cardset_lotus(p, i) == 1)
                for i in range(lib.l5r_carddb_cardset_count(p))]

    def factions(self) -> List[Tuple[str, str]]:
        """[(name, alignment keyword or '')]."""
        p = self._p()
        return [(self._str(lib.l5r_carddb_faction_name(p, i)),
                 self._str(lib.l5r_carddb_faction_alignment(p, i)))
                for i in range(lib.l5r_carddb_faction_count(p))]

    def __repr__(self) -> str:
        if not self._ptr:
            return "<CardDB closed>"
        if lib.l5r_carddb_is_frozen(self._ptr) == 1:
            return "<CardDB %d cards>" % len(self)
        return "<CardDB (not frozen)>"


class Card:
    """A card of a frozen database (a view: index and database); its
    properties ask the database."""
    __slots__ = ("db", "index")

    def __init__(self, db: CardDB, index: int) -> None:
        self.db, self.index = db, index

    @property
    def id(self) -> str:
        """The card's id ('hida-kuroda')."""
        return self.db.card_id(self.index)

    @property
    def title(self) -> str:
        """The card's title."""
        return self.db.title(self.index)

    @property
    def text(self) -> str:
        """The card's rules text."""
        return self.db.text(self.index)

    @property
    def faction(self) -> str:
        """The card's faction ('' if none)."""
        return self.db.faction(self.index)

    @property
    def type(self) -> Union[str, int]:
        """The card type ('personality', ...)."""
        return self.db.type(self.index)

    @property
    def deck(self) -> Union[str, int]:
        """'dynasty', 'fate' or 'pregame'."""
        return self.db.deck_kind(self.index)

    @property
    def unique(self) -> bool:
        """True for a Unique card."""
        return self.db.is_unique(self.index)

    @property
    def element(self) -> Union[str, int]:
        """The card's element."""
        return self.db.element(self.index)

    @property
    def stats(self) -> Dict[str, int]:
        """Every printed statistic: {'force': 4, ...}."""
        return self.db.stats(self.index)

    @property
    def keywords(self) -> List[str]:
        """The card's keywords, normalized."""
        return self.db.keywords(self.index)

    @property
    def printings(self) -> List[Tuple[str, bool]]:
        """[(set name, lotus symbol?)]."""
        return self.db.printings(self.index)

    @property
    def lotus_legal(self) -> bool:
        """True if legal in the Lotus formats."""
        return self.db.is_lotus_legal(self.index)

    @property
    def soul_of(self) -> str:
        """The title the card is a Soul of ('' if none)."""
        return self.db.soul_of(self.index)

    @property
    def ability_count(self) -> int:
        """How many abilities the card has."""
        return self.db.ability_count(self.index)

    def stat(self, stat: Key) -> Optional[int]:
        """A printed statistic, or None (see CardDB.stat)."""
        return self.db.stat(self.index, stat)

    def has_keyword(self, keyword: str) -> bool:
        """The keyword rule (KEY-01..05)."""
        return self.db.has_keyword(self.index, keyword)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.db is other.db and self.index == other.index

    def __hash__(self) -> int:
        return hash((id(self.db), self.index))

    def __repr__(self) -> str:
        return "<Card %d %s %r>" % (self.index, self.id, self.title)


# --- decks -------------------------------------------------------------------------

class Deck(_Handle):
    """A decklist for a frozen CardDB: Deck.from_file(db, path),
    Deck.from_text(db, yaml_text), or built with set_*/add. A failed load
    raises with the message, and exc.line / exc.column."""
    _free = lib.l5r_deck_free

    def __init__(self, db: CardDB) -> None:
        """An empty deck for `db` (closed when the database is)."""
        out = ctypes.c_void_p()
        rc = lib.l5r_deck_new(_byref(out), db._p(), None)
        if rc < 0:
            _fail(rc)
        self._ptr = _out(out)
        self.db = db
        db._dependents.add(self)

    @classmethod
    def from_file(cls, db: CardDB, path: PathLike) -> "Deck":
        """The deck of a YAML file."""
        d = cls(db)
        try:
            d.load_file(path)
        except BaseException:
            d.close()
            raise
        return d

    @classmethod
    def from_text(cls, db: CardDB, text: Union[str, bytes],
                  name: str = "<deck>") -> "Deck":
        """The deck of YAML text; `name` names it in messages."""
        d = cls(db)
        try:
            d.load_text(text, name)
        except BaseException:
            d.close()
            raise
        return d

    def _check(self, rc: int, load: bool = False) -> int:
        if rc >= 0:
            return rc
        exc = error_for(rc, _s(lib.l5r_deck_errmsg(self._ptr)) or None)
        exc.line = exc.column = 0
        if load:
            line, col = ctypes.c_uint32(), ctypes.c_uint32()
            if lib.l5r_deck_diag(None, _byref(line), _byref(col),
                                 self._ptr) == E["L5R_OK"]:
                exc.line, exc.column = line.value, col.value
        raise exc

    def load_file(self, path: PathLike) -> "Deck":
        """Replace the deck with a YAML file's."""
        self._check(lib.l5r_deck_load_file(self._p(), _b(path)), load=True)
        return self

    def load_text(self, text: Union[str, bytes],
                  name: str = "<deck>") -> "Deck":
        """Replace the deck with YAML text's."""
        data = _b(text) or b""
        self._check(lib.l5r_deck_load_buffer(self._p(), _b(name), data,
                                             len(data)), load=True)
        return self

    load_buffer = load_text

    def _card(self, fn: Any) -> Optional[int]:
        c = ctypes.c_uint32(NO_ID)
        return c.value if self._check(fn(_byref(c), self._p())) == 1 else None

    @property
    def name(self) -> Optional[str]:
        """The deck's name."""
        return _s(lib.l5r_deck_name(self._p()))

    @property
    def stronghold(self) -> Optional[int]:
        """The Stronghold's card index, or None."""
        return self._card(lib.l5r_deck_get_stronghold)

    @property
    def sensei(self) -> Optional[int]:
        """The Sensei's card index, or None."""
        return self._card(lib.l5r_deck_get_sensei)

    @property
    def wind(self) -> Optional[int]:
        """The Wind's card index, or None."""
        return self._card(lib.l5r_deck_get_wind)

    def set_name(self, name: str) -> None:
        """Name the deck."""
        self._check(lib.l5r_deck_set_name(self._p(), _b(name)))

    def set_stronghold(self, card: Optional[CardRef]) -> None:
        """Set (or, with None, remove) the Stronghold."""
        self._check(lib.l5r_deck_set_stronghold(
            self._p(), NO_ID if card is None else self.db.index(card)))

    def set_sensei(self, card: Optional[CardRef]) -> None:
        """Set (or, with None, remove) the Sensei."""
        self._check(lib.l5r_deck_set_sensei(
            self._p(), NO_ID if card is None else self.db.index(card)))

    def set_wind(self, card: Optional[CardRef]) -> None:
        """Set (or, with None, remove) the Wind."""
        self._check(lib.l5r_deck_set_wind(
            self._p(), NO_ID if card is None else self.db.index(card)))

    def add(self, which: Key, card: CardRef, count: int = 1) -> None:
        """Add copies to 'dynasty' or 'fate'."""
        self._check(lib.l5r_deck_add(self._p(), _key(which, LISTS, "list"),
                                     self.db.index(card), count))

    def size(self, which: Key) -> int:
        """How many cards 'dynasty' or 'fate' has."""
        return lib.l5r_deck_size(self._p(), _key(which, LISTS, "list"))

    def entries(self, which: Key) -> List[Tuple[int, int]]:
        """[(card index, count)] of 'dynasty' or 'fate'."""
        p, lst = self._p(), _key(which, LISTS, "list")
        card, count, out = ctypes.c_uint32(), ctypes.c_uint32(), []
        for i in range(lib.l5r_deck_entry_count(p, lst)):
            self._check(lib.l5r_deck_entry(_byref(card), _byref(count), p,
                                           lst, i))
            out.append((card.value, count.value))
        return out

    def check(self, format: Key = "lotus-storyline") -> List[Problem]:
        """Every problem for the format: [Problem(rule, message, card)]
        (card None for the deck as a whole); [] when legal."""
        p = self._p()
        n = self._check(lib.l5r_deck_check(p, _key(format, FORMATS,
                                                   "format")))
        return [Problem(_s(lib.l5r_deck_problem_rule(p, i)),
                        _s(lib.l5r_deck_problem_message(p, i)),
                        _id(lib.l5r_deck_problem_card(p, i)))
                for i in range(n)]

    def __repr__(self) -> str:
        return "<Deck %r>" % (self.name if self._ptr else "<closed>")


# --- games ---------------------------------------------------------------------------

def _options(seed: int, turn_limit: int, format: Optional[Key],
             params: Dict[str, Any]) -> int:
    out = ctypes.c_void_p()
    rc = lib.l5r_options_new(_byref(out), None)
    if rc < 0:
        _fail(rc)
    opts = _out(out)
    try:
        settings = [(E["L5R_PARAM_SEED"], seed),
                    (E["L5R_PARAM_TURN_LIMIT"], turn_limit)]
        if format is not None:
            settings.append((E["L5R_PARAM_FORMAT"],
                             _key(format, FORMATS, "format")))
        for name, value in params.items():
            key = lib.l5r_param_from_name(_b(name))
            if key < 0:
                raise InvalidArgument(E["L5R_EINVAL"],
                                      "unknown game parameter %r" % name)
            if key == E["L5R_PARAM_FORMAT"]:
                value = _key(value, FORMATS, "format")
            settings.append((key, int(value)))
        for key, value in settings:
            rc = lib.l5r_options_set(opts, key, value)
            if rc < 0:
                _fail(rc, "%s = %r: %s" % (_s(lib.l5r_param_name(key)), value,
                                           _last_error_message()))
    except BaseException:
        lib.l5r_options_free(opts)
        raise
    return opts


class MoveList(_Handle):
    """A list of legal moves, made once and refilled: game.legal_moves(
    into=moves) (or moves.fill(game)) lists the moves of a position in
    it, reusing its memory. len(moves); moves.text(i) (the canonical text,
    written when first asked for), moves.action(i) (a copy, an Action),
    moves.fields(i) (a MoveFields), moves.kind(i) ('pass', 'recruit',
    ...), moves.kinds() (the kind codes, one call), moves[i] -> (text,
    Action), iteration. A fill is of one position: game.apply_index(moves,
    i) applies move i while the game has not moved on; a refill replaces
    the moves."""
    _free = lib.l5r_action_list_free

    def __init__(self) -> None:
        """An empty list."""
        out = ctypes.c_void_p()
        rc = lib.l5r_action_list_new(_byref(out), None)
        if rc < 0:
            _fail(rc)
        self._ptr = _out(out)
        self._n = 0
        self._kinds: Any = None

    def fill(self, game: "Game", player: Optional[int] = None) -> int:
        """List the legal moves of `player` (default: whoever must act) in
        `game` now; returns how many (0 when the player has no decision)."""
        n = lib.l5r_game_legal_actions_into(
            self._p(), game._p(), NO_ID if player is None else player)
        self._n = max(n, 0)
        if n < 0:
            _fail(n)
        return n

    def __len__(self) -> int:
        return self._n

    def _index(self, i: int) -> int:
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("move %d of %d" % (i, self._n))
        return i

    def text(self, i: int) -> str:
        """The canonical text of move `i`."""
        t = lib.l5r_action_list_text(self._p(), self._index(i))
        if t is None:
            _fail(lib.l5r_error_code())
        return _s(t)

    def action(self, i: int) -> Action:
        """Move `i` as an Action of its own (a copy)."""
        return Action._copy_of(lib.l5r_action_list_action(self._p(),
                                                          self._index(i)))

    def fields(self, i: int) -> MoveFields:
        """The fields of move `i` (no Action is made)."""
        return _fields_of(lib.l5r_action_list_action(self._p(),
                                                     self._index(i)))

    def kinds(self) -> List[int]:
        """The kind code (an l5r_action_kind) of every move, in order."""
        n = self._n
        if self._kinds is None or len(self._kinds) < n:
            self._kinds = (ctypes.c_uint32 * max(n, 32))()
        lib.l5r_action_list_kinds(self._p(), self._kinds, n)
        return self._kinds[:n]

    def kind(self, i: int) -> Union[str, int]:
        """The kind of move `i`: 'pass', 'recruit', ..."""
        a = lib.l5r_action_list_action(self._p(), self._index(i))
        k = lib.l5r_action_kind(a)
        return ACTION_KINDS.get(k, k)

    def __getitem__(self, i: int) -> Tuple[str, Action]:
        return self.text(i), self.action(i)

    def __iter__(self) -> Iterator[Tuple[str, Action]]:
        for i in range(self._n):
            yield self[i]

    def __repr__(self) -> str:
        return "<MoveList of %d moves>" % self._n if self._ptr else \
            "<MoveList closed>"


class Game(_Handle):
    """A game. Game.new(db, decks, seed=..., turn_limit=..., **params)
    (params by name: honor_victory=40, check_decks=False, format=
    'lotus-open', ...), Game.load(db, saved_bytes), game.clone().

    Moves are Actions or text ('p1 recruit #12'): validate(move) returns a
    Verdict; apply(move) applies a legal move or raises IllegalMove (the
    game is then unchanged)."""
    _free = lib.l5r_game_free

    def __init__(self, db: CardDB, ptr: int) -> None:
        """Internal: use Game.new, Game.load or clone."""
        self._ptr = ptr
        self.db = db
        self._moves = MoveList()  # reused by legal_actions, play_random
        db._dependents.add(self)

    @classmethod
    def new(cls, db: CardDB, decks: Sequence[Union[Deck, PathLike]],
            seed: int = 0, turn_limit: int = 0, format: Optional[Key] = None,
            **params: Union[int, bool, str]) -> "Game":
        """A new game of `decks` (Decks or deck files, one per player):
        `seed` shuffles, `turn_limit` ends the game (0: none), `format`
        ('lotus-storyline', 'lotus-open', ...) and any other game
        parameter by name (honor_victory=40, check_decks=False, ...)."""
        own = []
        try:
            handles = []
            for d in decks:
                if not isinstance(d, Deck):
                    d = Deck.from_file(db, d)
                    own.append(d)
                handles.append(d._p())
            arr = (ctypes.c_void_p * len(handles))(*handles)
            opts = _options(seed, turn_limit, format, params)
            try:
                out = ctypes.c_void_p()
                rc = lib.l5r_game_new(_byref(out), db._p(), opts, arr,
                                      len(handles), None)
                if rc < 0:
                    _fail(rc)
            finally:
                lib.l5r_options_free(opts)
        finally:
            for d in own:
                d.close()
        return cls(db, _out(out))

    @classmethod
    def load(cls, db: CardDB, data: bytes) -> "Game":
        """A game saved with save() (CorruptData, VersionMismatch or
        DatabaseMismatch if it cannot be loaded with this database)."""
        data = bytes(data)
        out = ctypes.c_void_p()
        rc = lib.l5r_game_load(_byref(out), db._p(), data, len(data), None)
        if rc < 0:
            _fail(rc)
        return cls(db, _out(out))

    def _check(self, rc: int) -> int:
        if rc < 0:
            _fail(rc, _s(lib.l5r_game_errmsg(self._ptr)) or None)
        return rc

    def clone(self) -> "Game":
        """An independent copy of the state (the move log stays here)."""
        out = ctypes.c_void_p()
        self._check(lib.l5r_game_clone(_byref(out), self._p()))
        return Game(self.db, _out(out))

    def save(self) -> bytes:
        """The game (state and move log) as bytes, for Game.load."""
        data, n = ctypes.c_void_p(), ctypes.c_size_t()
        self._check(lib.l5r_game_save(_byref(data), _byref(n), self._p()))
        try:
            return ctypes.string_at(_out(data), n.value)
        finally:
            lib.l5r_free(data)

    def hash(self) -> int:
        """The state hash (an int): equal states, equal hashes."""
        return lib.l5r_game_hash(self._p())

    @property
    def errmsg(self) -> Optional[str]:
        """The message of the last failure on this game."""
        return _s(lib.l5r_game_errmsg(self._p()))

    # state
    @property
    def player_count(self) -> int:
        """How many players."""
        return lib.l5r_game_player_count(self._p())

    @property
    def turn(self) -> int:
        """The turn number, from 1."""
        return lib.l5r_game_turn(self._p())

    @property
    def active_player(self) -> Optional[int]:
        """Whose turn it is (0-based)."""
        return _id(lib.l5r_game_active_player(self._p()))

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return lib.l5r_game_is_over(self._p()) == 1

    @property
    def winner(self) -> Optional[int]:
        """The winner (0-based), or None."""
        return _id(lib.l5r_game_winner(self._p()))

    @property
    def state_size(self) -> int:
        """The size of the state in bytes."""
        return lib.l5r_game_state_size(self._p())

    @property
    def phase(self) -> Union[str, int]:
        """'straighten', 'events', 'action', 'attack', 'dynasty', 'end' or
        'game_over'."""
        ph = lib.l5r_game_phase(self._p())
        return PHASES.get(ph, ph)

    @property
    def victory(self) -> Union[str, int]:
        """How the game ended: 'none', 'honor', 'dishonor', 'military',
        'enlightenment' or 'turn_limit'."""
        v = lib.l5r_game_victory(self._p())
        return VICTORIES.get(v, v)

    def decision(self) -> Decision:
        """Decision(player, kind): who must act (None when the game is over)
        and the kind of choice ('action', 'dynasty', 'assign', ...)."""
        player, kind = ctypes.c_uint32(NO_ID), ctypes.c_int(0)
        self._check(lib.l5r_game_decision(_byref(player), _byref(kind),
                                          self._p()))
        return Decision(_id(player.value), DECISIONS.get(kind.value,
                                                         kind.value))

    def honor(self, player: int) -> int:
        """A player's Family Honor."""
        return lib.l5r_game_player_honor(self._p(), player)

    def gold(self, player: int) -> int:
        """A player's gold in his pool."""
        return lib.l5r_game_player_gold(self._p(), player)

    def restricted_gold(self, player: int) -> int:
        """A player's restricted gold (GLD-03): it pays only for the cards
        its producers name, apart from gold()."""
        return lib.l5r_game_player_restricted_gold(self._p(), player)

    def zone_count(self, player: int, zone: Key) -> int:
        """How many of a player's cards are in a zone ('hand', ...)."""
        return lib.l5r_game_player_zone_count(
            self._p(), player, _key(zone, _inverse(ZONES), "zone"))

    def provinces(self, player: int) -> int:
        """How many provinces a player has left."""
        return lib.l5r_game_player_province_count(self._p(), player)

    @property
    def favor_controller(self) -> Optional[int]:
        """Who holds the Imperial Favor, or None."""
        f = lib.l5r_game_favor(self._p())
        return _id(lib.l5r_favor_controller(f)) if f else None

    # cards
    @property
    def card_count(self) -> int:
        """How many cards the game has (IDs 0 .. card_count-1)."""
        return lib.l5r_game_card_count(self._p())

    @property
    def card_capacity(self) -> int:
        """The most cards the game can hold: card_count grows up to it as
        cards are created in play (TOK-06)."""
        return lib.l5r_game_card_capacity(self._p())

    def card_def(self, card: int) -> int:
        """The card's index in the card database."""
        d = ctypes.c_uint32(NO_ID)
        self._check(lib.l5r_game_card_def(_byref(d), self._p(), card))
        return d.value

    def card_title(self, card: int) -> str:
        """The card's title."""
        return self.db.title(self.card_def(card))

    def card_zone(self, card: int) -> Union[str, int]:
        """The card's zone ('hand', 'play', 'province', ...)."""
        z = self._check(lib.l5r_game_card_zone(self._p(), card))
        return ZONES.get(z, z)

    def card_owner(self, card: int) -> Optional[int]:
        """The card's owner."""
        return _id(lib.l5r_game_card_owner(self._p(), card))

    def card_controller(self, card: int) -> Optional[int]:
        """The card's controller."""
        return _id(lib.l5r_game_card_controller(self._p(), card))

    def card_bowed(self, card: int) -> bool:
        """True if the card is bowed."""
        return self._check(lib.l5r_game_card_is_bowed(self._p(), card)) == 1

    def card_face_down(self, card: int) -> bool:
        """True if the card is face-down."""
        return self._check(
            lib.l5r_game_card_is_face_down(self._p(), card)) == 1

    def card_attached_to(self, card: int) -> Optional[int]:
        """The card this one is attached to, or None."""
        return _id(lib.l5r_game_card_attached_to(self._p(), card))

    def card_stat(self, card: int, stat: Key) -> Optional[int]:
        """A derived statistic, or None if the card has none."""
        v = ctypes.c_int32(0)
        rc = self._check(lib.l5r_game_card_stat(
            _byref(v), self._p(), card, _key(stat, STATS, "stat")))
        return v.value if rc == 1 else None

    # moves
    def _action(self, move: Move) -> Action:
        return move if isinstance(move, Action) else Action(move)

    def legal_actions(self, player: Optional[int] = None
                      ) -> List[Tuple[str, Action]]:
        """[(text, Action)]: every legal move of `player` (default: whoever
        must act); [] when the player has no decision. A list of objects,
        one per move: for a playout or a search, legal_moves() and
        apply_index() are much faster."""
        moves = self.legal_moves(player, into=self._moves)
        return [moves[i] for i in range(len(moves))]

    def legal_moves(self, player: Optional[int] = None,
                    into: Optional[MoveList] = None) -> MoveList:
        """The legal moves of `player` (default: whoever must act) as a
        MoveList: `into` refilled (no allocation once it is warm), or a
        new one. Nothing is made per move until it is asked for
        (moves.text(i), moves.action(i)); apply one with
        apply_index(moves, i)."""
        moves = MoveList() if into is None else into
        moves.fill(self, player)
        return moves

    def apply_index(self, moves: MoveList, i: int) -> None:
        """Apply move `i` of a MoveList filled for this game since its last
        move. IllegalMove as apply(); InvalidArgument for `i` out of range;
        BadState for a stale list (the game moved on, or another game's);
        the game is then unchanged."""
        p = self._p()
        rc = lib.l5r_game_apply_index(p, moves._p(), i, None)
        if rc < 0:
            if rc == E["L5R_EILLEGAL"]:
                v = _new_verdict()
                lib.l5r_game_apply_index(p, moves._ptr, i, _byref(v))
                raise IllegalMove(Verdict._from_c(v))
            self._check(rc)

    def play_random(self, rng: Optional[_random.Random] = None,
                    max_moves: Optional[int] = None,
                    moves: Optional[MoveList] = None) -> int:
        """Play uniformly random legal moves until the game is over (or
        `max_moves` were played): the fast path, one refill and one apply
        through the library per move, no Python object per legal move.
        `rng` is a random.Random (default: a new one, seeded 0), `moves` a
        MoveList to reuse. Returns the number of moves played."""
        if rng is None:
            rng = _random.Random(0)
        if moves is None:
            moves = self._moves
        fill, apply_index = (lib.l5r_game_legal_actions_into,
                             lib.l5r_game_apply_index)
        rand, g, lst = rng.random, self._p(), moves._p()
        played, limit = 0, -1 if max_moves is None else max_moves
        moves._n = 0
        while played != limit:
            n = fill(lst, g, NO_ID)
            if n <= 0:
                if n < 0:
                    _fail(n)
                break
            rc = apply_index(g, lst, int(rand() * n), None)
            if rc < 0:
                self._check(rc)
            played += 1
        moves._n = 0  # the list is stale now: the game moved on
        return played

    def validate(self, move: Move) -> Verdict:
        """The Verdict on a move (an Action or text); changes nothing."""
        a = self._action(move)
        try:
            v = _new_verdict()
            self._check(lib.l5r_game_validate(_byref(v), self._p(), a._p()))
            return Verdict._from_c(v)
        finally:
            if a is not move:
                a.close()

    def apply(self, move: Move) -> None:
        """Apply a legal move (an Action or text). IllegalMove (with the
        verdict) if it is not legal; the game is then unchanged."""
        v = _new_verdict()
        if isinstance(move, Action):
            rc = lib.l5r_game_apply(self._p(), move._p(), _byref(v))
        else:
            rc = lib.l5r_game_apply_text(self._p(), _b(move), _byref(v))
        if rc == E["L5R_EILLEGAL"]:
            raise IllegalMove(Verdict._from_c(v))
        self._check(rc)

    # history, views
    def log(self) -> List[str]:
        """The moves applied since the game began, in the text notation."""
        p = self._p()
        out = []
        for i in range(lib.l5r_game_log_count(p)):
            t = lib.l5r_game_log(p, i)  # NULL: out of memory making it
            if t is None:
                _fail(lib.l5r_error_code())
            out.append(_s(t))
        return out

    def events(self) -> List[Event]:
        """The recorded events: [Event(kind, player, card, value)]."""
        p, out = self._p(), []
        kind, player = ctypes.c_int(), ctypes.c_uint32()
        card, value = ctypes.c_uint32(), ctypes.c_int32()
        for i in range(lib.l5r_game_event_count(p)):
            self._check(lib.l5r_game_event(_byref(kind), _byref(player),
                                           _byref(card), _byref(value), p, i))
            out.append(Event(EVENT_KINDS.get(kind.value, kind.value),
                             _id(player.value), _id(card.value), value.value))
        return out

    def clear_events(self) -> None:
        """Forget the recorded events."""
        self._check(lib.l5r_game_events_clear(self._p()))

    def view_json(self, player: Optional[int] = None) -> str:
        """What `player` may see (None: a spectator), as JSON text."""
        out = ctypes.c_char_p()
        self._check(lib.l5r_game_view_json(
            _byref(out), self._p(), NO_ID if player is None else player))
        try:
            return _s(out.value)
        finally:
            lib.l5r_free(out)

    def view(self, player: Optional[int] = None) -> Dict[str, Any]:
        """What `player` may see (None: a spectator), as a dict."""
        return _json.loads(self.view_json(player))

    def __repr__(self) -> str:
        if not self._ptr:
            return "<Game closed>"
        return "<Game turn %d, %s, hash %016x>" % (self.turn, self.phase,
                                                   self.hash())
