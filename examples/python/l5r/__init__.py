"""l5r - Python bindings for libl5r, the Legend of the Five Rings CCG
(Lotus Edition) rules engine, through ctypes. Standard library only; no
compiler needed: every function is bound from the library's declaration
file (l5r.cdef), see l5r._ffi for where the library and the file are
looked for (L5R_LIB, L5R_CDEF).

    import l5r
    with l5r.CardDB.from_files("sets.yaml", "lotus-sample.yaml") as db:
        decks = [l5r.Deck.from_file(db, "crab-yu.yaml"),
                 l5r.Deck.from_file(db, "scorpion-ninjutsu.yaml")]
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

Players are 0-based in this API (as in the C API; p1 in the text
notation is player 0). "No card / no player" (L5R_NO_ID) is None.
Failures raise l5r.L5RError subclasses (see l5r.errors); apply() of an
illegal move raises l5r.IllegalMove, whose .verdict has the rule ID.
Library objects are freed by close(), by `with`, or when collected; closing
a CardDB closes the decks and games made with it first.
"""
import collections
import ctypes
import json as _json
import os
import random as _random
import types as _types
import weakref

from . import _ffi
from . import errors
from .errors import L5RError, IllegalMove, error_for

__all__ = ["CardDB", "Card", "Deck", "Game", "Action", "Verdict",
           "L5RError", "IllegalMove", "errors", "constants", "NO_ID",
           "version", "rules", "rule_text", "sample_dir", "Diagnostic",
           "Problem", "Decision", "Event", "MoveList", "sample_cards",
           "SampleCards", "__version__"]

lib = _ffi.lib
E = _ffi.enums
NO_ID = _ffi.NO_ID
#: Every enum constant of the cdef as an attribute: constants.L5R_EILLEGAL
constants = _types.SimpleNamespace(**_ffi.enums)

__all__ += [n for n in errors.__all__ if n not in __all__]
globals().update({n: getattr(errors, n) for n in errors.__all__})

_byref = ctypes.byref
_Verdict = _ffi.structs["l5r_verdict"]


def _names(enum_type, prefix):
    """value -> short lowercase name, e.g. 4 -> 'personality'."""
    return {v: k[len(prefix):].lower()
            for k, v in _ffi.enum_types[enum_type].items()
            if k.startswith(prefix)}


CARD_TYPES = _names("l5r_card_type", "L5R_TYPE_")
DECK_KINDS = _names("l5r_deck_kind", "L5R_DECK_")
STATS = {v: k for k, v in _names("l5r_stat", "L5R_STAT_").items()}
ELEMENTS = _names("l5r_element", "L5R_ELEMENT_")
FORMATS = {k.replace("_", "-"): v for v, k in
           _names("l5r_format", "L5R_FORMAT_").items()}
PHASES = _names("l5r_phase", "L5R_PHASE_")
DECISIONS = _names("l5r_decision_kind", "L5R_DECIDE_")
VICTORIES = _names("l5r_victory", "L5R_VICTORY_")
ZONES = _names("l5r_zone", "L5R_ZONE_")
ACTION_KINDS = _names("l5r_action_kind", "L5R_ACT_")
EVENT_KINDS = _names("l5r_event_kind", "L5R_EV_")
LIMITS = {v: k for k, v in _names("l5r_carddb_limit", "L5R_LIMIT_").items()}
LISTS = {v: k for k, v in _names("l5r_deck_list", "L5R_LIST_").items()}
COSTS = _names("l5r_cost_choice", "L5R_PAY_")

Diagnostic = collections.namedtuple(
    "Diagnostic", "source line column code name message")
Problem = collections.namedtuple("Problem", "rule message card")
Decision = collections.namedtuple("Decision", "player kind")
Event = collections.namedtuple("Event", "kind player card value")


# --- small helpers -------------------------------------------------------------

def _b(s):
    if s is None or isinstance(s, bytes):
        return s
    if isinstance(s, os.PathLike):
        s = os.fspath(s)
    return s.encode("utf-8")


def _s(b):
    return None if b is None else b.decode("utf-8", "replace")


def _last_error_message():
    return _s(lib.l5r_error_message())


def _fail(rc, message=None):
    raise error_for(rc, message or _last_error_message())


def _id(v):
    return None if v == NO_ID else v


def _key(value, table, what):
    """An enum value from an int or a name ('force', 'lotus-open')."""
    if isinstance(value, int):
        return value
    k = str(value).lower().replace("_", "-")
    for name, v in table.items():
        if name.replace("_", "-") == k:
            return v
    raise errors.by_name["L5R_EINVAL"](E["L5R_EINVAL"],
                                       "unknown %s %r" % (what, value))


def version():
    """The library's version string, e.g. '0.1.0'."""
    return _s(lib.l5r_version_string())


#: The library's version (l5r_version_string), e.g. '0.1.0'; the package
#: is released with the library and carries its version.
__version__ = version()


def rules():
    """The rule table: a list of (rule ID, statement)."""
    out = []
    for i in range(lib.l5r_rule_count()):
        rid = _s(lib.l5r_rule_id(i))
        out.append((rid, _s(lib.l5r_rule_text(_b(rid)))))
    return out


def rule_text(rule_id):
    """The statement of a rule ID ('FAV-04'), or None."""
    return _s(lib.l5r_rule_text(_b(rule_id)))


def sample_dir():
    """The folder of the sample cards (see sample_cards())."""
    return _ffi.find_samples()


SampleCards = collections.namedtuple("SampleCards", "root sets cards decks")


def sample_cards():
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
    _ptr = None
    _free = None  # the C free function, set by subclasses

    def _p(self):
        if not self._ptr:
            raise errors.by_name["L5R_EHANDLE"](
                E["L5R_EHANDLE"], "%s is closed" % type(self).__name__)
        return self._ptr

    @property
    def closed(self):
        return not self._ptr

    def close(self):
        p, self._ptr = self._ptr, None
        if p:
            type(self)._free(p)

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


# --- verdicts and actions ------------------------------------------------------

class Verdict:
    """The verdict on a move: legal (bool), reason (an l5r_reason value),
    reason_name ('L5R_REASON_GOLD'), rule ('FAV-04'; '' if legal) and
    message. True when legal."""
    __slots__ = ("legal", "reason", "reason_name", "rule", "message")

    def __init__(self, legal=True, reason=0, rule="", message=""):
        self.legal = bool(legal)
        self.reason = reason
        self.reason_name = _s(lib.l5r_reason_name(reason)) or str(reason)
        self.rule = rule
        self.message = message

    @classmethod
    def _from_c(cls, v):
        return cls(v.legal, v.reason, _s(v.rule), _s(v.message))

    def __bool__(self):
        return self.legal

    def __repr__(self):
        if self.legal:
            return "Verdict(legal)"
        return "Verdict(illegal, %s, %s: %s)" % (self.reason_name, self.rule,
                                                 self.message)


def _new_verdict():
    v = _Verdict()
    rc = lib.l5r_verdict_init(_byref(v), lib.l5r_verdict_version())
    if rc < 0:
        _fail(rc)
    return v


class Action(_Handle):
    """One move. Action("p1 recruit #12") or Action.parse(...) from the
    text notation, Action.build(kind=..., ...) field by field; str(a) is
    the canonical text. Fields: kind ('recruit'), player, card, ability,
    on, value (None when unset), targets, costs ([(how, card)])."""
    _free = lib.l5r_action_free

    def __init__(self, text=None):
        out = ctypes.c_void_p()
        rc = lib.l5r_action_new(_byref(out), None)
        if rc < 0:
            _fail(rc)
        self._ptr = out.value
        if text is not None:
            self.set_text(text)

    @classmethod
    def parse(cls, text):
        return cls(text)

    @classmethod
    def build(cls, kind, player=None, card=None, ability=None, on=None,
              value=None, targets=(), costs=()):
        a = cls()
        a.kind = kind
        a.player = player
        for name, v in (("card", card), ("ability", ability), ("on", on),
                        ("value", value)):
            if v is not None:
                setattr(a, name, v)
        for t in targets:
            a.add_target(t)
        for how, c in costs:
            a.add_cost(how, c)
        return a

    @classmethod
    def _copy_of(cls, ptr):
        a = cls()
        rc = lib.l5r_action_copy(a._ptr, ptr)
        if rc < 0:
            _fail(rc)
        return a

    def copy(self):
        return Action._copy_of(self._p())

    def set_text(self, text):
        """Replace the contents with a parsed move (BadSyntax on error; the
        action is then unchanged)."""
        rc = lib.l5r_action_parse(self._p(), _b(text))
        if rc < 0:
            _fail(rc)

    def clear(self):
        lib.l5r_action_clear(self._p())

    def format(self):
        """The canonical text of the move."""
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

    text = property(format)

    def __str__(self):
        return self.format()

    def __repr__(self):
        return "Action(%r)" % (self.format() if self._ptr else "<closed>")

    def __eq__(self, other):
        if not isinstance(other, Action):
            return NotImplemented
        return self.format() == other.format()

    __hash__ = None  # mutable

    # fields
    def _set(self, fn, value):
        rc = fn(self._p(), value)
        if rc < 0:
            _fail(rc)

    @property
    def kind(self):
        return ACTION_KINDS.get(lib.l5r_action_kind(self._p()))

    @kind.setter
    def kind(self, kind):
        self._set(lib.l5r_action_set_kind,
                  _key(kind, {v: k for k, v in ACTION_KINDS.items()},
                       "action kind"))

    @property
    def kind_code(self):
        return lib.l5r_action_kind(self._p())

    @property
    def player(self):
        return _id(lib.l5r_action_player(self._p()))

    @player.setter
    def player(self, p):
        self._set(lib.l5r_action_set_player, NO_ID if p is None else p)

    @property
    def card(self):
        return _id(lib.l5r_action_card(self._p()))

    @card.setter
    def card(self, c):
        self._set(lib.l5r_action_set_card, NO_ID if c is None else c)

    @property
    def ability(self):
        return _id(lib.l5r_action_ability(self._p()))

    @ability.setter
    def ability(self, i):
        if isinstance(i, str):  # a player ability: 'lobby', 'favor-draw'
            names = {_s(lib.l5r_player_ability_name(v)): v for v in
                     _ffi.enum_types["l5r_player_ability"].values()}
            if i not in names:
                raise errors.by_name["L5R_EINVAL"](
                    E["L5R_EINVAL"], "unknown player ability %r" % i)
            i = names[i]
        self._set(lib.l5r_action_set_ability, i)

    @property
    def on(self):
        return _id(lib.l5r_action_on(self._p()))

    @on.setter
    def on(self, c):
        self._set(lib.l5r_action_set_on, NO_ID if c is None else c)

    @property
    def value(self):
        return _id(lib.l5r_action_value(self._p()))

    @value.setter
    def value(self, v):
        self._set(lib.l5r_action_set_value, NO_ID if v is None else v)

    @property
    def targets(self):
        p = self._p()
        return [lib.l5r_action_target(p, i)
                for i in range(lib.l5r_action_target_count(p))]

    def add_target(self, card):
        self._set(lib.l5r_action_add_target, card)

    @property
    def costs(self):
        p, out = self._p(), []
        for i in range(lib.l5r_action_cost_count(p)):
            how = lib.l5r_action_cost_how(p, i)
            out.append((COSTS.get(how, how), lib.l5r_action_cost(p, i)))
        return out

    def add_cost(self, how, card):
        rc = lib.l5r_action_add_cost(
            self._p(), _key(how, {v: k for k, v in COSTS.items()}, "cost"),
            card)
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

    def __init__(self, limits=None):
        out = ctypes.c_void_p()
        rc = lib.l5r_carddb_new(_byref(out), None)
        if rc < 0:
            _fail(rc)
        self._ptr = out.value
        self._dependents = weakref.WeakSet()
        for k, v in (limits or {}).items():
            self.set_limit(k, v)

    @classmethod
    def from_files(cls, *paths, freeze=True):
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
    def sample(cls):
        """The sample cards of the source tree (sets.yaml and
        lotus-sample.yaml), frozen."""
        s = sample_cards()
        return cls.from_files(s.sets, s.cards)

    def close(self):
        """Close the decks and games made with the database, then free it."""
        for dep in list(getattr(self, "_dependents", ())):
            dep.close()
        super().close()

    def _check(self, rc):
        if rc >= 0:
            return rc
        exc = error_for(rc, _s(lib.l5r_carddb_errmsg(self._ptr)) or None)
        exc.diagnostics = self.diagnostics()
        raise exc

    def load_file(self, path):
        self._check(lib.l5r_carddb_load_file(self._p(), _b(path)))
        return self

    def load_buffer(self, name, data):
        """Load card definitions from memory (bytes or str); `name` names
        the source in diagnostics."""
        data = _b(data)
        self._check(lib.l5r_carddb_load_buffer(self._p(), _b(name), data,
                                               len(data)))
        return self

    def freeze(self):
        self._check(lib.l5r_carddb_freeze(self._p()))
        return self

    @property
    def frozen(self):
        return self._check(lib.l5r_carddb_is_frozen(self._p())) == 1

    def diagnostics(self):
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
    def errmsg(self):
        return _s(lib.l5r_carddb_errmsg(self._p()))

    def set_limit(self, limit, value):
        self._check(lib.l5r_carddb_set_limit(
            self._p(), _key(limit, LIMITS, "limit"), value))

    def get_limit(self, limit):
        v = ctypes.c_int64()
        self._check(lib.l5r_carddb_get_limit(
            _byref(v), self._p(), _key(limit, LIMITS, "limit")))
        return v.value

    # queries ------------------------------------------------------------------
    def __len__(self):
        return lib.l5r_carddb_card_count(self._p())

    @property
    def fingerprint(self):
        return lib.l5r_carddb_fingerprint(self._p())

    def find(self, card_id):
        """The index of the card with this id (NotFound if none)."""
        idx = ctypes.c_uint32(NO_ID)
        rc = lib.l5r_carddb_find(_byref(idx), self._p(), _b(card_id))
        if rc < 0:
            _fail(rc)
        return idx.value

    def __contains__(self, card_id):
        try:
            self.find(card_id)
            return True
        except errors.by_name["L5R_ENOTFOUND"]:
            return False

    def index(self, card):
        """A card index from an index or an id."""
        return self.find(card) if isinstance(card, (str, bytes)) else card

    def card(self, card):
        """A Card view (by index or id)."""
        return Card(self, self.index(card))

    def __iter__(self):
        return (Card(self, i) for i in range(len(self)))

    def _str(self, b):
        if b is None:
            _fail(lib.l5r_error_code() or E["L5R_ENOTFOUND"])
        return _s(b)

    def _int(self, rc):
        if rc < 0:
            _fail(rc)
        return rc

    def card_id(self, card):
        return self._str(lib.l5r_carddb_card_id(self._p(), self.index(card)))

    def title(self, card):
        return self._str(lib.l5r_carddb_card_title(self._p(),
                                                   self.index(card)))

    def text(self, card):
        return self._str(lib.l5r_carddb_card_text(self._p(),
                                                  self.index(card)))

    def faction(self, card):
        return self._str(lib.l5r_carddb_card_faction(self._p(),
                                                     self.index(card)))

    def type(self, card):
        """The card type's name ('personality', 'holding', ...)."""
        t = self._int(lib.l5r_carddb_card_type(self._p(), self.index(card)))
        return CARD_TYPES.get(t, t)

    def deck_kind(self, card):
        """'dynasty', 'fate' or 'pregame'."""
        d = self._int(lib.l5r_carddb_card_deck(self._p(), self.index(card)))
        return DECK_KINDS.get(d, d)

    def is_unique(self, card):
        return self._int(lib.l5r_carddb_card_is_unique(
            self._p(), self.index(card))) == 1

    def element(self, card):
        e = self._int(lib.l5r_carddb_card_element(self._p(),
                                                  self.index(card)))
        return ELEMENTS.get(e, e)

    def stat(self, card, stat):
        """A printed statistic ('force', 'chi', 'gold_cost', ... or an
        l5r_stat value); None if the card has none."""
        v = ctypes.c_int32(0)
        rc = self._int(lib.l5r_carddb_card_get_stat(
            _byref(v), self._p(), self.index(card),
            _key(stat, STATS, "stat")))
        return v.value if rc == 1 else None

    def stats(self, card):
        """Every printed statistic the card has: {'force': 4, ...}."""
        idx = self.index(card)
        out = {}
        for name in STATS:
            v = self.stat(idx, name)
            if v is not None:
                out[name] = v
        return out

    def modifier(self, card, stat):
        """A Sensei's modifier of a Stronghold stat, or None."""
        v = ctypes.c_int32(0)
        rc = self._int(lib.l5r_carddb_card_get_modifier(
            _byref(v), self._p(), self.index(card),
            _key(stat, STATS, "stat")))
        return v.value if rc == 1 else None

    def has_keyword(self, card, keyword):
        """The keyword rule (KEY-01..05)."""
        return self._int(lib.l5r_carddb_card_has_keyword(
            self._p(), self.index(card), _b(keyword))) == 1

    def keywords(self, card):
        """The card's keywords, normalized ('crab clan', 'samurai')."""
        p, idx = self._p(), self.index(card)
        return [self._str(lib.l5r_carddb_card_keyword(p, idx, i))
                for i in range(lib.l5r_carddb_card_keyword_count(p, idx))]

    def printings(self, card):
        """[(set name, lotus symbol?)] in the order written."""
        p, idx = self._p(), self.index(card)
        return [(self._str(lib.l5r_carddb_card_printing_set(p, idx, i)),
                 lib.l5r_carddb_card_printing_lotus(p, idx, i) == 1)
                for i in range(lib.l5r_carddb_card_printing_count(p, idx))]

    def is_lotus_legal(self, card):
        return self._int(lib.l5r_carddb_card_is_lotus_legal(
            self._p(), self.index(card))) == 1

    def soul_of(self, card):
        return self._str(lib.l5r_carddb_card_soul_of(self._p(),
                                                     self.index(card)))

    def ability_count(self, card):
        return lib.l5r_carddb_card_ability_count(self._p(), self.index(card))

    def sets(self):
        """[(name, release order, lotus?)] in release order."""
        p = self._p()
        return [(self._str(lib.l5r_carddb_cardset_name(p, i)),
                 lib.l5r_carddb_cardset_order(p, i),
                 lib.l5r_carddb_cardset_lotus(p, i) == 1)
                for i in range(lib.l5r_carddb_cardset_count(p))]

    def factions(self):
        """[(name, alignment keyword or '')]."""
        p = self._p()
        return [(self._str(lib.l5r_carddb_faction_name(p, i)),
                 self._str(lib.l5r_carddb_faction_alignment(p, i)))
                for i in range(lib.l5r_carddb_faction_count(p))]

    def __repr__(self):
        if not self._ptr:
            return "<CardDB closed>"
        if lib.l5r_carddb_is_frozen(self._ptr) == 1:
            return "<CardDB %d cards>" % len(self)
        return "<CardDB (not frozen)>"


class Card:
    """A card of a frozen database (a view: index and database)."""
    __slots__ = ("db", "index")

    def __init__(self, db, index):
        self.db, self.index = db, index

    id = property(lambda self: self.db.card_id(self.index))
    title = property(lambda self: self.db.title(self.index))
    text = property(lambda self: self.db.text(self.index))
    faction = property(lambda self: self.db.faction(self.index))
    type = property(lambda self: self.db.type(self.index))
    deck = property(lambda self: self.db.deck_kind(self.index))
    unique = property(lambda self: self.db.is_unique(self.index))
    element = property(lambda self: self.db.element(self.index))
    stats = property(lambda self: self.db.stats(self.index))
    keywords = property(lambda self: self.db.keywords(self.index))
    printings = property(lambda self: self.db.printings(self.index))
    lotus_legal = property(lambda self: self.db.is_lotus_legal(self.index))
    soul_of = property(lambda self: self.db.soul_of(self.index))
    ability_count = property(lambda self: self.db.ability_count(self.index))

    def stat(self, stat):
        return self.db.stat(self.index, stat)

    def has_keyword(self, keyword):
        return self.db.has_keyword(self.index, keyword)

    def __repr__(self):
        return "<Card %d %s %r>" % (self.index, self.id, self.title)


# --- decks -------------------------------------------------------------------------

class Deck(_Handle):
    """A decklist for a frozen CardDB: Deck.from_file(db, path),
    Deck.from_text(db, yaml_text), or built with set_*/add. A failed load
    raises with the message, and exc.line / exc.column."""
    _free = lib.l5r_deck_free

    def __init__(self, db):
        out = ctypes.c_void_p()
        rc = lib.l5r_deck_new(_byref(out), db._p(), None)
        if rc < 0:
            _fail(rc)
        self._ptr = out.value
        self.db = db
        db._dependents.add(self)

    @classmethod
    def from_file(cls, db, path):
        d = cls(db)
        try:
            d.load_file(path)
        except BaseException:
            d.close()
            raise
        return d

    @classmethod
    def from_text(cls, db, text, name="<deck>"):
        d = cls(db)
        try:
            d.load_text(text, name)
        except BaseException:
            d.close()
            raise
        return d

    def _check(self, rc, load=False):
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

    def load_file(self, path):
        self._check(lib.l5r_deck_load_file(self._p(), _b(path)), load=True)
        return self

    def load_text(self, text, name="<deck>"):
        data = _b(text)
        self._check(lib.l5r_deck_load_buffer(self._p(), _b(name), data,
                                             len(data)), load=True)
        return self

    load_buffer = load_text

    def _card(self, fn):
        c = ctypes.c_uint32(NO_ID)
        return c.value if self._check(fn(_byref(c), self._p())) == 1 else None

    name = property(lambda self: _s(lib.l5r_deck_name(self._p())))
    stronghold = property(
        lambda self: self._card(lib.l5r_deck_get_stronghold))
    sensei = property(lambda self: self._card(lib.l5r_deck_get_sensei))
    wind = property(lambda self: self._card(lib.l5r_deck_get_wind))

    def set_name(self, name):
        self._check(lib.l5r_deck_set_name(self._p(), _b(name)))

    def set_stronghold(self, card):
        self._check(lib.l5r_deck_set_stronghold(
            self._p(), NO_ID if card is None else self.db.index(card)))

    def set_sensei(self, card):
        self._check(lib.l5r_deck_set_sensei(
            self._p(), NO_ID if card is None else self.db.index(card)))

    def set_wind(self, card):
        self._check(lib.l5r_deck_set_wind(
            self._p(), NO_ID if card is None else self.db.index(card)))

    def add(self, which, card, count=1):
        """Add copies to 'dynasty' or 'fate'."""
        self._check(lib.l5r_deck_add(self._p(), _key(which, LISTS, "list"),
                                     self.db.index(card), count))

    def size(self, which):
        return lib.l5r_deck_size(self._p(), _key(which, LISTS, "list"))

    def entries(self, which):
        """[(card index, count)] of 'dynasty' or 'fate'."""
        p, lst = self._p(), _key(which, LISTS, "list")
        card, count, out = ctypes.c_uint32(), ctypes.c_uint32(), []
        for i in range(lib.l5r_deck_entry_count(p, lst)):
            self._check(lib.l5r_deck_entry(_byref(card), _byref(count), p,
                                           lst, i))
            out.append((card.value, count.value))
        return out

    def check(self, format="lotus-storyline"):
        """Every problem for the format: [Problem(rule, message, card)]
        (card None for the deck as a whole); [] when legal."""
        p = self._p()
        n = self._check(lib.l5r_deck_check(p, _key(format, FORMATS,
                                                   "format")))
        return [Problem(_s(lib.l5r_deck_problem_rule(p, i)),
                        _s(lib.l5r_deck_problem_message(p, i)),
                        _id(lib.l5r_deck_problem_card(p, i)))
                for i in range(n)]

    def __repr__(self):
        return "<Deck %r>" % (self.name if self._ptr else "<closed>")


# --- games ---------------------------------------------------------------------------

def _options(seed, turn_limit, format, params):
    out = ctypes.c_void_p()
    rc = lib.l5r_options_new(_byref(out), None)
    if rc < 0:
        _fail(rc)
    opts = out.value
    try:
        settings = [(E["L5R_PARAM_SEED"], seed),
                    (E["L5R_PARAM_TURN_LIMIT"], turn_limit)]
        if format is not None:
            settings.append((E["L5R_PARAM_FORMAT"],
                             _key(format, FORMATS, "format")))
        for name, value in params.items():
            key = lib.l5r_param_from_name(_b(name))
            if key < 0:
                raise errors.by_name["L5R_EINVAL"](
                    E["L5R_EINVAL"], "unknown game parameter %r" % name)
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
    moves.kind(i) ('pass', 'recruit', ...), moves.kinds() (the kind codes,
    one call), moves[i] -> (text, Action), iteration. A fill is of one
    position: game.apply_index(moves, i) applies move i while the game has
    not moved on; a refill replaces the moves."""
    _free = lib.l5r_action_list_free

    def __init__(self):
        out = ctypes.c_void_p()
        rc = lib.l5r_action_list_new(_byref(out), None)
        if rc < 0:
            _fail(rc)
        self._ptr = out.value
        self._n = 0
        self._kinds = None

    def fill(self, game, player=None):
        """List the legal moves of `player` (default: whoever must act) in
        `game` now; returns how many (0 when the player has no decision)."""
        n = lib.l5r_game_legal_actions_into(
            self._p(), game._p(), NO_ID if player is None else player)
        self._n = max(n, 0)
        if n < 0:
            _fail(n)
        return n

    def __len__(self):
        return self._n

    def _index(self, i):
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("move %d of %d" % (i, self._n))
        return i

    def text(self, i):
        """The canonical text of move `i`."""
        t = lib.l5r_action_list_text(self._p(), self._index(i))
        if t is None:
            _fail(lib.l5r_error_code())
        return _s(t)

    def action(self, i):
        """Move `i` as an Action of its own (a copy)."""
        return Action._copy_of(lib.l5r_action_list_action(self._p(),
                                                          self._index(i)))

    def kinds(self):
        """The kind code (an l5r_action_kind) of every move, in order."""
        n = self._n
        if self._kinds is None or len(self._kinds) < n:
            self._kinds = (ctypes.c_uint32 * max(n, 32))()
        lib.l5r_action_list_kinds(self._p(), self._kinds, n)
        return self._kinds[:n]

    def kind(self, i):
        """The kind of move `i`: 'pass', 'recruit', ..."""
        a = lib.l5r_action_list_action(self._p(), self._index(i))
        k = lib.l5r_action_kind(a)
        return ACTION_KINDS.get(k, k)

    def __getitem__(self, i):
        return self.text(i), self.action(i)

    def __iter__(self):
        for i in range(self._n):
            yield self[i]

    def __repr__(self):
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

    def __init__(self, db, ptr):
        """Internal: use Game.new, Game.load or clone."""
        self._ptr = ptr
        self.db = db
        self._moves = MoveList()  # reused by legal_actions, play_random
        db._dependents.add(self)

    @classmethod
    def new(cls, db, decks, seed=0, turn_limit=0, format=None, **params):
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
        return cls(db, out.value)

    @classmethod
    def load(cls, db, data):
        """A game saved with save() (CorruptData, VersionMismatch or
        DatabaseMismatch if it cannot be loaded with this database)."""
        data = bytes(data)
        out = ctypes.c_void_p()
        rc = lib.l5r_game_load(_byref(out), db._p(), data, len(data), None)
        if rc < 0:
            _fail(rc)
        return cls(db, out.value)

    def _check(self, rc):
        if rc < 0:
            _fail(rc, _s(lib.l5r_game_errmsg(self._ptr)) or None)
        return rc

    def clone(self):
        """An independent copy of the state (the move log stays here)."""
        out = ctypes.c_void_p()
        self._check(lib.l5r_game_clone(_byref(out), self._p()))
        return Game(self.db, out.value)

    def save(self):
        data, n = ctypes.c_void_p(), ctypes.c_size_t()
        self._check(lib.l5r_game_save(_byref(data), _byref(n), self._p()))
        try:
            return ctypes.string_at(data.value, n.value)
        finally:
            lib.l5r_free(data)

    def hash(self):
        """The state hash (an int): equal states, equal hashes."""
        return lib.l5r_game_hash(self._p())

    @property
    def errmsg(self):
        return _s(lib.l5r_game_errmsg(self._p()))

    # state
    player_count = property(lambda self: lib.l5r_game_player_count(self._p()))
    turn = property(lambda self: lib.l5r_game_turn(self._p()))
    active_player = property(
        lambda self: _id(lib.l5r_game_active_player(self._p())))
    is_over = property(lambda self: lib.l5r_game_is_over(self._p()) == 1)
    winner = property(lambda self: _id(lib.l5r_game_winner(self._p())),
                      doc="The winner (0-based), or None.")
    state_size = property(lambda self: lib.l5r_game_state_size(self._p()))

    @property
    def phase(self):
        """'straighten', 'events', 'action', 'attack', 'dynasty', 'end' or
        'game_over'."""
        ph = lib.l5r_game_phase(self._p())
        return PHASES.get(ph, ph)

    @property
    def victory(self):
        """How the game ended: 'none', 'honor', 'dishonor', 'military',
        'enlightenment' or 'turn_limit'."""
        v = lib.l5r_game_victory(self._p())
        return VICTORIES.get(v, v)

    def decision(self):
        """Decision(player, kind): who must act (None when the game is over)
        and the kind of choice ('action', 'dynasty', 'assign', ...)."""
        player, kind = ctypes.c_uint32(NO_ID), ctypes.c_int(0)
        self._check(lib.l5r_game_decision(_byref(player), _byref(kind),
                                          self._p()))
        return Decision(_id(player.value), DECISIONS.get(kind.value,
                                                         kind.value))

    def honor(self, player):
        return lib.l5r_game_player_honor(self._p(), player)

    def gold(self, player):
        return lib.l5r_game_player_gold(self._p(), player)

    def zone_count(self, player, zone):
        return lib.l5r_game_player_zone_count(
            self._p(), player,
            _key(zone, {v: k for k, v in ZONES.items()}, "zone"))

    def provinces(self, player):
        return lib.l5r_game_player_province_count(self._p(), player)

    @property
    def favor_controller(self):
        f = lib.l5r_game_favor(self._p())
        return _id(lib.l5r_favor_controller(f)) if f else None

    # cards
    @property
    def card_count(self):
        return lib.l5r_game_card_count(self._p())

    def card_def(self, card):
        """The card's index in the card database."""
        d = ctypes.c_uint32(NO_ID)
        self._check(lib.l5r_game_card_def(_byref(d), self._p(), card))
        return d.value

    def card_title(self, card):
        return self.db.title(self.card_def(card))

    def card_zone(self, card):
        z = self._check(lib.l5r_game_card_zone(self._p(), card))
        return ZONES.get(z, z)

    def card_owner(self, card):
        return _id(lib.l5r_game_card_owner(self._p(), card))

    def card_controller(self, card):
        return _id(lib.l5r_game_card_controller(self._p(), card))

    def card_bowed(self, card):
        return self._check(lib.l5r_game_card_is_bowed(self._p(), card)) == 1

    def card_face_down(self, card):
        return self._check(
            lib.l5r_game_card_is_face_down(self._p(), card)) == 1

    def card_attached_to(self, card):
        return _id(lib.l5r_game_card_attached_to(self._p(), card))

    def card_stat(self, card, stat):
        """A derived statistic, or None if the card has none."""
        v = ctypes.c_int32(0)
        rc = self._check(lib.l5r_game_card_stat(
            _byref(v), self._p(), card, _key(stat, STATS, "stat")))
        return v.value if rc == 1 else None

    # moves
    def _action(self, move):
        return move if isinstance(move, Action) else Action(move)

    def legal_actions(self, player=None):
        """[(text, Action)]: every legal move of `player` (default: whoever
        must act); [] when the player has no decision. A list of objects,
        one per move: for a playout or a search, legal_moves() and
        apply_index() are much faster."""
        moves = self.legal_moves(player, into=self._moves)
        return [moves[i] for i in range(len(moves))]

    def legal_moves(self, player=None, into=None):
        """The legal moves of `player` (default: whoever must act) as a
        MoveList: `into` refilled (no allocation once it is warm), or a
        new one. Nothing is made per move until it is asked for
        (moves.text(i), moves.action(i)); apply one with
        apply_index(moves, i)."""
        moves = MoveList() if into is None else into
        moves.fill(self, player)
        return moves

    def apply_index(self, moves, i):
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

    def play_random(self, rng=None, max_moves=None, moves=None):
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

    def validate(self, move):
        """The Verdict on a move (an Action or text); changes nothing."""
        a = self._action(move)
        try:
            v = _new_verdict()
            self._check(lib.l5r_game_validate(_byref(v), self._p(), a._p()))
            return Verdict._from_c(v)
        finally:
            if a is not move:
                a.close()

    def apply(self, move):
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
    def log(self):
        """The moves applied since the game began, in the text notation."""
        p = self._p()
        return [_s(lib.l5r_game_log(p, i))
                for i in range(lib.l5r_game_log_count(p))]

    def events(self):
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

    def clear_events(self):
        self._check(lib.l5r_game_events_clear(self._p()))

    def view_json(self, player=None):
        """What `player` may see (None: a spectator), as JSON text."""
        out = ctypes.c_char_p()
        self._check(lib.l5r_game_view_json(
            _byref(out), self._p(), NO_ID if player is None else player))
        try:
            return _s(out.value)
        finally:
            lib.l5r_free(out)

    def view(self, player=None):
        """What `player` may see (None: a spectator), as a dict."""
        return _json.loads(self.view_json(player))

    def __repr__(self):
        if not self._ptr:
            return "<Game closed>"
        return "<Game turn %d, %s, hash %016x>" % (self.turn, self.phase,
                                                   self.hash())
