# SPDX-License-Identifier: MIT
"""l5r.env - a game environment for AI agents (reinforcement learning,
search): reset/step in the Gymnasium style, a fixed action encoding with a
legality mask, a fixed-length numeric observation per player that shows
only what that player may see, rewards at the end.

    import random
    from l5r.env import L5REnv

    env = L5REnv()                     # the sample decks, turn limit 30
    rng = random.Random(0)
    obs, info = env.reset(seed=1)
    done = False
    while not done:
        action = rng.choice(env.legal_actions())    # or mask a policy
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    print(info["rewards"], env.render())

The action encoding
-------------------
An action is an integer in range(env.action_space_n); what each one means
is fixed by the game setup (the card count N, the player count P and the
most abilities A a card of the decks has), the same in every position of
every game of the same decks: see ActionEncoding for the blocks. A move of
the library is the sequence of its parts: a head (its kind with its card,
its ability or its number: 'recruit #12', 'assign #12 to 2', 'use
#12.0', 'use lobby', 'attack p2') and then, if it has them, one part per
further choice, in the order of the notation: 'on #16', each cost ('bow
#9', 'discard #44', 'with #31'), each target ('target #30', 'target p1',
'target p2:3'). Most moves are one part, so one step: pass, produce,
recruit, discard, play, attack, assign, fight and the uses with no
choices. A move with more parts takes one step per part; while it is
being chosen `env.pending` holds the parts so far, the same player is
still to act, nothing has happened in the game yet, and the mask offers
the parts that continue a legal move, and `done` where the parts so far
already are a whole legal move that others continue.

Every legal move has exactly one sequence; at each step the mask has a
bit set for exactly the parts that begin (or continue) a legal move, and
the last part of a sequence applies that move. Compound moves are
sequences because a flat index cannot hold them: a use may pay up to
three discards and a bow, be helped by any set of up to six casters and
pick up to three targets, and Yu any set of up to eight cards.

Observation
-----------
observe(player) is a list of observation_size floats made from
game.view(player) only (the library's view: the player's own hand and
face-down cards, every face-up card, the sizes of hidden zones): the
global state, each player's state in seat order from the viewer on, and
one fixed block per card ID (what the viewer knows of the card: where,
whose, bowed, and, when its face is visible to him, its type and printed
statistics). See ObservationLayout.

Rewards
-------
Nothing until the game ends; then +1 for the winner, -1 for each other
player (-1/(P-1) each with more than two players), so the rewards add up
to 0; 0 for everyone when there is no winner (the turn limit, a draw).
step() returns the reward of the player who acted; info["rewards"] has
everyone's. A game stopped by the turn limit is `truncated`; one won or
drawn otherwise is `terminated`.
"""
from __future__ import annotations

import os
import random
from typing import (Any, Dict, List, NamedTuple, Optional, Sequence, Set,
                    Tuple, Union)

from . import (CARD_TYPES, DECISIONS, PHASES, PLAYER_ABILITIES, STATS,
               Action, CardDB, Deck, Game, MoveFields, MoveList, PathLike,
               sample_cards)

__all__ = ["L5REnv", "ActionEncoding", "ObservationLayout", "IllegalAction",
           "EncodingError", "DEFAULT_TURN_LIMIT", "DEFAULT_DECKS",
           "MAX_BATTLEFIELDS", "MAX_PROVINCES", "MAX_TOKENS",
           "target_player", "target_province", "target_token",
           "describe_target"]

#: The turn limit of an environment unless told otherwise (also play.py's).
DEFAULT_TURN_LIMIT = 30
#: The sample decks an environment plays unless told otherwise.
DEFAULT_DECKS = ("crab-yu", "scorpion-ninjutsu")
#: Battlefields a unit may be assigned to or fought at: 1 .. 8.
MAX_BATTLEFIELDS = 8
#: Provinces a player may have (targets pN:1 .. pN:8).
MAX_PROVINCES = 8
#: Tokens a game may hold at once (targets t0 .. t127; TOK-10).
MAX_TOKENS = 128

# A target that is not a card, as the notation and the C library write it
# (see the grammar in include/l5r/action.h and lib/play/notation.c).
_TGT_MASK = 0xFF000000
_TGT_PLAYER = 0xF0000000
_TGT_PROVINCE = 0xE0000000
_TGT_TOKEN = 0xD0000000


def target_player(player: int) -> int:
    """The target value of a player (0-based), as 'target p1' has it."""
    return _TGT_PLAYER | player


def target_province(player: int, province: int) -> int:
    """The target value of a province (both 0-based): 'target p1:1' is
    target_province(0, 0)."""
    return _TGT_PROVINCE | (player << 8) | province


def target_token(token: int) -> int:
    """The target value of a token (its ID), as 'target t4' has it."""
    return _TGT_TOKEN | token


def describe_target(t: int) -> str:
    """A target in the notation: '#12', 'p2', 'p2:3' or 't4' (a token)."""
    if t & _TGT_MASK == _TGT_PLAYER:
        return "p%d" % ((t & 0xFF) + 1)
    if t & _TGT_MASK == _TGT_TOKEN:
        return "t%d" % (t & 0xFFFFFF)
    if t & _TGT_MASK == _TGT_PROVINCE:
        return "p%d:%d" % (((t >> 8) & 0xFF) + 1, (t & 0xFF) + 1)
    return "#%d" % t


class IllegalAction(ValueError):
    """step() of an index whose mask bit is not set (or out of range, or
    after the end of the game): nothing changed."""

    def __init__(self, index: int, message: str) -> None:
        """The error for action `index`."""
        self.index = index
        super().__init__(message)


class EncodingError(ValueError):
    """A move the action encoding has no sequence for (a field it does not
    know: a newer library, or a battlefield past MAX_BATTLEFIELDS)."""


class _Block(NamedTuple):
    name: str
    start: int
    shape: Tuple[int, ...]


class ActionEncoding:
    """The fixed action encoding of a game setup: N card IDs (0..N-1: for
    each player 3 (Stronghold, Sensei, Wind) and the cards of his decks;
    cards created in play take the IDs a deck leaves free), P players, A
    abilities at most on one card of the database. Blocks, in this order
    (the index is start + the row-major offset of the coordinates):

        head parts (the first part of every move)
          pass                    1        'pass'
          produce        [N]      card     'produce #c'
          recruit        [N]      card     'recruit #c'
          recruit_face_down [N]   card     'recruit #c face-down'
          discard        [N]      card     'discard #c'
          play           [N]      card     'play #c'
          attack         [P]      player   'attack pq'
          assign         [N, 8]   card, battlefield-1   'assign #c to b'
          fight          [8]      battlefield-1         'fight b'
          use            [N, A]   card, ability         'use #c.a'
          use_player     [K]      player ability-1      'use lobby'
          focus          [N]      card     'focus #c' (in a duel)
          strike         1        'strike' (in a duel)
          take           [N]      card     'take #c' (in a search)
        further parts
          on             [N]      card     'on #c' (play on, recruit replace)
          bow            [N]      card     a cost: bow #c
          pay_discard    [N]      card     a cost: discard #c
          with           [N]      card     a cost: with #c
          target         [N]      card     'target #c'
          target_player  [P]      player   'target pq'
          target_province [P, 8]  player, province-1   'target pq:m'
          target_token   [T]      token    'target tq' (TOK-10)
          done           1        the parts so far are the move

    K is the number of player abilities (9: lobby .. yu), T the tokens a
    game holds at most (MAX_TOKENS, 128). The size is
    3 + 12N + N*(8 + A) + 10P + 8 + K + T: 5228 for the two sample decks
    of 83 cards each (N 230: the game's card capacity, the decks' 166
    cards and room for the cards created in play; P 2, A 2)."""

    HEADS = ("pass", "produce", "recruit", "recruit_face_down", "discard",
             "play", "attack", "assign", "fight", "use", "use_player",
             "focus", "strike", "take")
    PARTS = ("on", "bow", "pay_discard", "with", "target", "target_player",
             "target_province", "target_token", "done")
    _COST_BLOCK = {"bow": "bow", "discard": "pay_discard", "with": "with"}

    def __init__(self, card_count: int, player_count: int,
                 ability_count: int,
                 player_abilities: Optional[int] = None) -> None:
        """The encoding for N = card_count, P = player_count, A =
        ability_count (the most abilities of a card of the decks, at least
        1) and K player abilities (default: the library's)."""
        n, p = card_count, player_count
        a = max(ability_count, 1)
        k = player_abilities if player_abilities is not None else \
            max(PLAYER_ABILITIES)
        self.card_count, self.player_count = n, p
        self.ability_count, self.player_abilities = a, k
        shapes = {
            "pass": (1,), "produce": (n,), "recruit": (n,),
            "recruit_face_down": (n,), "discard": (n,), "play": (n,),
            "attack": (p,), "assign": (n, MAX_BATTLEFIELDS),
            "fight": (MAX_BATTLEFIELDS,), "use": (n, a), "use_player": (k,),
            "focus": (n,), "strike": (1,), "take": (n,),
            "on": (n,), "bow": (n,), "pay_discard": (n,), "with": (n,),
            "target": (n,), "target_player": (p,),
            "target_province": (p, MAX_PROVINCES),
            "target_token": (MAX_TOKENS,), "done": (1,)}
        self.blocks: Dict[str, _Block] = {}
        start = 0
        for name in self.HEADS + self.PARTS:
            shape = shapes[name]
            self.blocks[name] = _Block(name, start, shape)
            size = 1
            for d in shape:
                size *= d
            start += size
        self.size: int = start
        self._order = sorted(self.blocks.values(), key=lambda b: b.start)
        self.head_end: int = self.blocks["on"].start
        self.done: int = self.blocks["done"].start

    def __repr__(self) -> str:
        return "<ActionEncoding N=%d P=%d A=%d: %d actions>" % (
            self.card_count, self.player_count, self.ability_count,
            self.size)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ActionEncoding):
            return NotImplemented
        return (self.card_count, self.player_count, self.ability_count,
                self.player_abilities) == (
                    other.card_count, other.player_count,
                    other.ability_count, other.player_abilities)

    def __hash__(self) -> int:
        return hash((self.card_count, self.player_count, self.ability_count,
                     self.player_abilities))

    def index(self, block: str, *coords: int) -> int:
        """The action index of `block` at `coords` (0-based, as in the
        table): index('assign', 12, 1) is 'assign #12 to 2'. EncodingError
        for coordinates out of the block."""
        b = self.blocks[block]
        if block in ("pass", "strike", "done"):
            coords = coords or (0,)
        if len(coords) != len(b.shape):
            raise EncodingError("%s takes %d coordinates" % (block,
                                                             len(b.shape)))
        off = 0
        for c, d in zip(coords, b.shape):
            if not 0 <= c < d:
                raise EncodingError("%s: %d is out of 0..%d" % (block, c,
                                                                d - 1))
            off = off * d + c
        return b.start + off

    def unindex(self, index: int) -> Tuple[str, Tuple[int, ...]]:
        """(block name, coordinates) of an action index (IndexError out of
        range)."""
        if not 0 <= index < self.size:
            raise IndexError("action %d of %d" % (index, self.size))
        lo, hi = 0, len(self._order) - 1
        while lo < hi:  # the last block that starts at or before index
            mid = (lo + hi + 1) // 2
            if self._order[mid].start <= index:
                lo = mid
            else:
                hi = mid - 1
        b = self._order[lo]
        off, coords = index - b.start, []
        for d in reversed(b.shape):
            coords.append(off % d)
            off //= d
        return b.name, tuple(reversed(coords))

    def meaning(self, index: int) -> str:
        """What an action index stands for, in words close to the notation
        ('recruit #12', 'assign #12 to 2', 'target p2:3', 'done')."""
        name, c = self.unindex(index)
        if name in ("pass", "strike", "done"):
            return name
        if name == "recruit_face_down":
            return "recruit #%d face-down" % c[0]
        if name == "attack":
            return "attack p%d" % (c[0] + 1)
        if name == "assign":
            return "assign #%d to %d" % (c[0], c[1] + 1)
        if name == "fight":
            return "fight %d" % (c[0] + 1)
        if name == "use":
            return "use #%d.%d" % c
        if name == "use_player":
            return "use %s" % PLAYER_ABILITIES.get(c[0] + 1, str(c[0] + 1))
        if name == "pay_discard":
            return "discard #%d (cost)" % c[0]
        if name == "target_player":
            return "target p%d" % (c[0] + 1)
        if name == "target_province":
            return "target p%d:%d" % (c[0] + 1, c[1] + 1)
        if name == "target_token":
            return "target t%d" % c[0]
        return "%s #%d" % (name, c[0])

    def is_head(self, index: int) -> bool:
        """True for the first part of a move (a head block)."""
        return 0 <= index < self.head_end

    # moves <-> sequences ----------------------------------------------------
    def _target(self, t: int) -> int:
        if t & _TGT_MASK == _TGT_PLAYER:
            return self.index("target_player", t & 0xFF)
        if t & _TGT_MASK == _TGT_PROVINCE:
            return self.index("target_province", (t >> 8) & 0xFF, t & 0xFF)
        if t & _TGT_MASK == _TGT_TOKEN:
            return self.index("target_token", t & 0xFFFFFF)
        return self.index("target", t)

    def encode(self, move: MoveFields) -> Tuple[int, ...]:
        """The sequence of action indices of a move (its fields:
        Action.fields() or MoveList.fields(i); the player is not encoded:
        it is whoever must act). EncodingError for a move it cannot
        hold."""
        kind, card, value = move.kind, move.card, move.value
        seq: List[int] = []
        if kind in ("pass", "strike"):
            seq.append(self.index(kind))
        elif kind in ("produce", "discard", "play", "focus", "take"):
            seq.append(self.index(kind, _need(card, move)))
        elif kind == "recruit":
            if value is None:
                seq.append(self.index("recruit", _need(card, move)))
            elif value == 1:
                seq.append(self.index("recruit_face_down",
                                      _need(card, move)))
            else:
                raise EncodingError("recruit with value %r: %r"
                                    % (value, move))
        elif kind == "attack":
            seq.append(self.index("attack", _need(value, move)))
        elif kind == "assign":
            seq.append(self.index("assign", _need(card, move),
                                  _need(value, move) - 1))
        elif kind == "fight":
            seq.append(self.index("fight", _need(value, move) - 1))
        elif kind == "use":
            ability = _need(move.ability, move)
            if card is None:
                seq.append(self.index("use_player", ability - 1))
            else:
                seq.append(self.index("use", card, ability))
        else:
            raise EncodingError("no encoding for a %r move: %r" % (kind,
                                                                   move))
        if value is not None and kind not in ("recruit", "attack", "assign",
                                              "fight"):
            raise EncodingError("a %s move with a value: %r" % (kind, move))
        if card is not None and kind in ("pass", "attack", "fight", "strike"):
            raise EncodingError("a %s move with a card: %r" % (kind, move))
        if move.on is not None:
            seq.append(self.index("on", move.on))
        for how, c in move.costs:
            if how not in self._COST_BLOCK:
                raise EncodingError("a cost paid by %r: %r" % (how, move))
            seq.append(self.index(self._COST_BLOCK[how], c))
        for t in move.targets:
            seq.append(self._target(t))
        return tuple(seq)

    def decode(self, seq: Sequence[int],
               player: Optional[int] = None) -> MoveFields:
        """The move of a whole sequence (without a final 'done'), as
        MoveFields with `player`; EncodingError if it is not the sequence
        of a move (a part before a head, a head after the first part)."""
        if not seq:
            raise EncodingError("an empty sequence")
        name, c = self.unindex(seq[0])
        if name not in self.HEADS:
            raise EncodingError("%s is not the first part of a move"
                                % self.meaning(seq[0]))
        card = ability = on = value = None
        kind = name
        if name in ("produce", "recruit", "discard", "play", "focus",
                    "take"):
            card = c[0]
        elif name == "recruit_face_down":
            kind, card, value = "recruit", c[0], 1
        elif name == "attack":
            value = c[0]
        elif name == "assign":
            card, value = c[0], c[1] + 1
        elif name == "fight":
            value = c[0] + 1
        elif name == "use":
            card, ability = c
        elif name == "use_player":
            kind, ability = "use", c[0] + 1
        targets: List[int] = []
        costs: List[Tuple[str, int]] = []
        for i in seq[1:]:
            part, pc = self.unindex(i)
            if part == "on":
                on = pc[0]
            elif part in ("bow", "pay_discard", "with"):
                costs.append(("discard" if part == "pay_discard" else part,
                              pc[0]))
            elif part == "target":
                targets.append(pc[0])
            elif part == "target_player":
                targets.append(target_player(pc[0]))
            elif part == "target_province":
                targets.append(target_province(pc[0], pc[1]))
            elif part == "target_token":
                targets.append(target_token(pc[0]))
            else:
                raise EncodingError("%s cannot follow the first part"
                                    % self.meaning(i))
        return MoveFields(kind, player, card, ability, on, value,
                          tuple(targets), tuple(costs))

    def to_action(self, seq: Sequence[int],
                  player: Optional[int] = None) -> Action:
        """The move of a whole sequence as an Action (see decode)."""
        f = self.decode(seq, player)
        return Action.build(f.kind, player=f.player, card=f.card,
                            ability=f.ability, on=f.on, value=f.value,
                            targets=f.targets, costs=f.costs)


def _need(v: Optional[int], move: MoveFields) -> int:
    if v is None:
        raise EncodingError("a field is missing: %r" % (move,))
    return v


class ObservationLayout:
    """Where things are in an observation (a list of floats), for P
    players and N cards. Three parts, in order:

      global [G]: turn / turn limit (turn / 100 without a limit), the
        phase (one-hot over l5r.PHASES), the decision's kind (one-hot over
        l5r.DECISIONS), 1 if the viewer must decide, 1 if it is his turn,
        who holds the Imperial Favor (one-hot: viewer, next player, ...,
        nobody), 1 once the game is over, the parts of the viewer's
        pending move / 8, and its head block (one-hot over
        ActionEncoding.HEADS)
      players [P x 34], the viewer first, then in seat order: Family
        Honor / 40, gold / 20, dynasty deck / 40, fate deck / 40, hand
        / 10, provinces left / 8, per province slot (8): present,
        destroyed, strength / 10; cards in play / 20, dynasty discard
        / 40, fate discard / 40, tokens / 10
      cards [N x F], one block per card ID: 1 if the viewer sees the card
        anywhere; whose zone it is in (one-hot over the relative
        players); the zone (one-hot: hand, province, in play, dynasty
        discard, fate discard); face-down, bowed, attached, battlefield
        / 8, province / 8, tokens on it / 4; 1 if its face is visible
        to the viewer, then its type (one-hot over l5r.CARD_TYPES less
        'none') and its printed statistics / 10 (l5r.STATS, in order);
        1 if the viewer's pending move names it

    The attributes global_start, players_start, cards_start,
    player_size and card_size give the offsets; size the length."""

    ZONES = ("hand", "province", "in_play", "dynasty_discard",
             "fate_discard")
    PLAYER_SIZE = 34

    def __init__(self, player_count: int, card_count: int) -> None:
        """The layout for `player_count` players and `card_count` cards."""
        self.player_count, self.card_count = player_count, card_count
        self.phases = sorted(PHASES)
        self.decisions = sorted(DECISIONS)
        #: phase name -> its place in the one-hot ('action' -> 3)
        self.phase_at = {PHASES[k]: j for j, k in enumerate(self.phases)}
        #: decision kind name -> its place in the one-hot
        self.decision_at = {DECISIONS[k]: j
                            for j, k in enumerate(self.decisions)}
        self.types = sorted(t for t in CARD_TYPES if t != 0)
        self.stats = list(STATS)  # names, in code order
        g = (1 + len(self.phases) + len(self.decisions) + 2 +
             (player_count + 1) + 1 + 1 + len(ActionEncoding.HEADS))
        self.global_start = 0
        self.global_size = g
        self.players_start = g
        self.player_size = self.PLAYER_SIZE
        self.cards_start = g + player_count * self.player_size
        # visible, side[P], zone[5], 6 state values, known, type, stats,
        # pending
        self.face_size = 1 + len(self.types) + len(self.stats)
        self.card_size = (1 + player_count + len(self.ZONES) + 6 +
                          self.face_size + 1)
        self.size = self.cards_start + card_count * self.card_size

    def __repr__(self) -> str:
        return "<ObservationLayout %d floats: global %d, players %dx%d, " \
            "cards %dx%d>" % (self.size, self.global_size, self.player_count,
                              self.player_size, self.card_count,
                              self.card_size)


def _deck_path(spec: Union[str, PathLike]) -> Union[str, PathLike]:
    if isinstance(spec, str) and not os.path.exists(spec) and \
            os.sep not in spec and not spec.endswith(".yaml"):
        decks = sample_cards().decks
        if spec in decks:
            return decks[spec]
    return spec


class L5REnv:
    """A two-player (or more) game of the rules engine as an environment:
    reset(seed) -> (obs, info); step(action) -> (obs, reward, terminated,
    truncated, info); legal_action_mask(), legal_actions(),
    current_player, observe(player), render(). See the module's
    documentation for the action encoding, the observation and the
    rewards.

    decks: sample deck names ('crab-yu'), deck files or Decks of `db`
    (default DEFAULT_DECKS); db: the card database (default: the sample
    cards, owned by the environment); turn_limit (default 30; 0: none);
    seed: where the seeds of reset(seed=None) come from; illegal: 'raise'
    (step of a masked-out index raises IllegalAction) or 'penalty' (it
    returns illegal_penalty as the reward, the state unchanged, and
    info['illegal'] True); other game parameters by name (check_decks=
    False, honor_victory=50, ...).

    obs is the observation of the player who must act next (of the one
    who acted, once the game is over); info has 'player' (whose
    observation it is), 'action_mask', 'rewards' (every player's reward
    of this step), 'turn', 'seed', 'move' (the text of the move the step
    applied, None while a move is being chosen part by part), 'pending'
    (its parts so far) and 'illegal'."""

    def __init__(self, decks: Optional[Sequence[Union[str, PathLike, Deck]]]
                 = None, db: Optional[CardDB] = None,
                 turn_limit: int = DEFAULT_TURN_LIMIT,
                 seed: Optional[int] = None, illegal: str = "raise",
                 illegal_penalty: float = -1.0,
                 **params: Union[int, bool, str]) -> None:
        """An environment; a first game is set up (seed 0) to size the
        encoding and the observation."""
        if illegal not in ("raise", "penalty"):
            raise ValueError("illegal must be 'raise' or 'penalty'")
        self._own_db = db is None
        if db is None:
            s = sample_cards()
            db = CardDB.from_files(s.sets, s.cards)
        self.db: CardDB = db
        self._own_decks: List[Deck] = []
        self.decks: List[Deck] = []
        for d in (decks if decks is not None else DEFAULT_DECKS):
            if not isinstance(d, Deck):
                d = Deck.from_file(db, _deck_path(d))
                self._own_decks.append(d)
            self.decks.append(d)
        self.turn_limit = turn_limit
        self.params = dict(params)
        self.illegal = illegal
        self.illegal_penalty = float(illegal_penalty)
        self._rng = random.Random(seed)
        self._moves = MoveList()
        self.game: Game = self._new_game(0)
        # Card IDs: every card the game can hold, those created in play
        # (TOK-06) included.
        n = self.game.card_capacity
        # Any card of the database may be created in play: its abilities
        # count too.
        ability_count = max([db.ability_count(i) for i in range(len(db))]
                            + [1])
        self.num_players: int = self.game.player_count
        self.encoding = ActionEncoding(n, self.num_players, ability_count)
        self.layout = ObservationLayout(self.num_players, n)
        #: The number of actions (the indices are range(action_space_n)).
        self.action_space_n: int = self.encoding.size
        #: The length of every observation.
        self.observation_size: int = self.layout.size
        self._faces = self._face_table()
        self._heads = {name: i for i, name in
                       enumerate(ActionEncoding.HEADS)}
        self.seed: Optional[int] = 0
        self.rewards: List[float] = [0.0] * self.num_players
        self.pending: Tuple[int, ...] = ()
        self._start()

    # setup ------------------------------------------------------------------
    def _new_game(self, seed: int) -> Game:
        return Game.new(self.db, self.decks, seed=seed,
                        turn_limit=self.turn_limit, **self.params)

    def _face_table(self) -> Dict[Optional[str], List[float]]:
        """Card id -> the face features (known, type one-hot, stats)."""
        lay, db = self.layout, self.db
        table: Dict[Optional[str], List[float]] = {}
        type_index = {t: i for i, t in enumerate(lay.types)}
        for i in range(len(db)):
            v = [0.0] * lay.face_size
            v[0] = 1.0
            t = db.type(i)
            code = next((k for k, name in CARD_TYPES.items() if name == t),
                        None)
            if code in type_index:
                v[1 + type_index[code]] = 1.0
            stats = db.stats(i)
            base = 1 + len(lay.types)
            for j, name in enumerate(lay.stats):
                if name in stats:
                    v[base + j] = stats[name] / 10.0
            table[db.card_id(i)] = v
        return table

    def _start(self) -> None:
        self.pending = ()
        self.rewards = [0.0] * self.num_players
        self._last_actor: Optional[int] = None
        self._refresh()

    def _refresh(self) -> None:
        """List the legal moves of the position and their sequences."""
        n = self._moves.fill(self.game)
        enc, moves = self.encoding, self._moves
        self._cands: List[Tuple[Tuple[int, ...], int]] = [
            (enc.encode(moves.fields(i)), i) for i in range(n)]
        self._next = self._continuations()

    def _continuations(self) -> Dict[int, Optional[int]]:
        """The parts that may follow `pending`: part -> the move index it
        completes (None when it only continues)."""
        k = len(self.pending)
        nxt: Dict[int, Optional[int]] = {}
        done: Optional[int] = None
        for seq, i in self._cands:
            if seq[:k] != self.pending:
                continue
            if len(seq) == k:
                done = i
                continue
            part = seq[k]
            if len(seq) == k + 1 and part not in nxt:
                nxt[part] = i
            else:
                # more than one way on from here (a part that completes
                # one move and begins others: that move needs 'done')
                nxt[part] = None
        if done is not None:
            nxt[self.encoding.done] = done
        return nxt

    # the Gymnasium-style interface --------------------------------------------
    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None
              ) -> Tuple[List[float], Dict[str, Any]]:
        """A new game: with `seed` (the shuffle), or the next seed of the
        environment's own generator. Returns (observation of the player
        to act, info)."""
        if seed is None:
            seed = self._rng.randrange(2 ** 31)
        self.game.close()
        self.game = self._new_game(seed)
        if self.game.card_capacity > self.encoding.card_count:
            raise EncodingError("the decks changed: %d cards, not %d" % (
                self.game.card_capacity, self.encoding.card_count))
        self.seed = seed
        self._start()
        player = self.current_player
        return self.observe(player if player is not None else 0), \
            self._info(player, None, False)

    def step(self, action: int) -> Tuple[List[float], float, bool, bool,
                                         Dict[str, Any]]:
        """Take action `action` (an index whose mask bit is set) for the
        player who must act. Returns (observation, reward of the acting
        player, terminated, truncated, info)."""
        actor = self.current_player
        action = int(action)
        if actor is None or action not in self._next:
            why = self._why_illegal(action)
            if self.illegal == "raise" or actor is None:
                raise IllegalAction(action, why)
            info = self._info(actor, None, True)
            info["why"] = why
            return self.observe(actor), self.illegal_penalty, False, False, \
                info
        completes = self._next[action]
        if completes is None:  # a part of a move being chosen
            self.pending = self.pending + (action,)
            self._next = self._continuations()
            return self.observe(actor), 0.0, False, False, \
                self._info(actor, None, False)
        text = self._moves.text(completes)
        self.game.apply_index(self._moves, completes)
        self._last_actor = actor
        self.pending = ()
        rewards = [0.0] * self.num_players
        terminated = truncated = False
        if self.game.is_over:
            rewards = self._final_rewards()
            self.rewards = rewards
            truncated = self.game.victory == "turn_limit"
            terminated = not truncated
            self._moves.fill(self.game)  # empty
            self._cands, self._next = [], {}
        else:
            self._refresh()
        player = self.current_player
        viewer = player if player is not None else actor
        info = self._info(viewer, text, False)
        info["rewards"] = rewards
        return self.observe(viewer), rewards[actor], terminated, truncated, \
            info

    def _final_rewards(self) -> List[float]:
        w = self.game.winner
        if w is None:
            return [0.0] * self.num_players
        lose = -1.0 / max(self.num_players - 1, 1)
        return [1.0 if p == w else lose for p in range(self.num_players)]

    def _why_illegal(self, action: int) -> str:
        if not 0 <= action < self.action_space_n:
            return "action %d is out of range(%d)" % (action,
                                                      self.action_space_n)
        what = "%d (%s)" % (action, self.encoding.meaning(action))
        if self.current_player is None:
            return "action %s: the game is over; call reset()" % what
        legal = len(self._next)
        if self.pending:
            return "action %s does not continue the move being chosen " \
                "(%s): %d parts do" % (what, self._pending_text(), legal)
        return "action %s is not legal here: %d actions are (see " \
            "legal_action_mask())" % (what, legal)

    def _info(self, player: Optional[int], move: Optional[str],
              illegal: bool) -> Dict[str, Any]:
        return {"player": player, "action_mask": self.legal_action_mask(),
                "rewards": [0.0] * self.num_players, "turn": self.game.turn,
                "seed": self.seed, "move": move, "pending": self.pending,
                "illegal": illegal}

    @property
    def current_player(self) -> Optional[int]:
        """The player who must act (0-based); None once the game is
        over."""
        if self.game.is_over:
            return None
        return self.game.decision().player

    @property
    def done(self) -> bool:
        """True once the game is over (terminated or truncated)."""
        return self.game.is_over

    def legal_action_mask(self) -> List[bool]:
        """A bool per action index: True for the legal ones (the parts
        that begin a legal move, or continue the pending one). All False
        once the game is over."""
        mask = [False] * self.action_space_n
        for i in self._next:
            mask[i] = True
        return mask

    def legal_actions(self) -> List[int]:
        """The indices whose mask bit is set, in increasing order."""
        return sorted(self._next)

    def legal_sequences(self) -> List[Tuple[Tuple[int, ...], str]]:
        """Every legal move of the position as (its sequence of action
        indices, its text), in the library's order ('done' is not part of
        a sequence: it is needed only where a whole move is also the
        beginning of others)."""
        return [(seq, self._moves.text(i)) for seq, i in self._cands]

    def action_meaning(self, action: int) -> str:
        """What an action index stands for ('recruit #12', 'done')."""
        return self.encoding.meaning(action)

    def encode_move(self, move: Union[Action, MoveFields, str]
                    ) -> Tuple[int, ...]:
        """The sequence of action indices of a move (an Action, its text or
        MoveFields)."""
        if isinstance(move, str):
            a = Action(move)
            try:
                return self.encoding.encode(a.fields())
            finally:
                a.close()
        if isinstance(move, Action):
            return self.encoding.encode(move.fields())
        return self.encoding.encode(move)

    def clone(self) -> "L5REnv":
        """An independent copy in the same position (the same pending parts
        and rewards; the database and the decks are shared, and stay the
        original's to close)."""
        other = object.__new__(L5REnv)
        other.__dict__.update(self.__dict__)
        other._own_db = False
        other._own_decks = []
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other._moves = MoveList()
        other.game = self.game.clone()
        other.rewards = list(self.rewards)
        pending = self.pending
        other.pending = ()
        if other.game.is_over:
            other._cands, other._next = [], {}
        else:
            other._refresh()
            other.pending = pending
            other._next = other._continuations()
        return other

    # observation ----------------------------------------------------------------
    def observe(self, player: int) -> List[float]:
        """The observation of `player` (observation_size floats), made
        only from what the library shows him (Game.view(player))."""
        view = self.game.view(player)
        lay, P = self.layout, self.num_players
        obs = [0.0] * lay.size
        rel = {q + 1: (q - player) % P for q in range(P)}  # 1-based seats
        # global
        i = 0
        limit = self.turn_limit or 100
        obs[i] = view["turn"] / float(limit)
        i += 1
        at = lay.phase_at.get(view["phase"])
        if at is not None:
            obs[i + at] = 1.0
        i += len(lay.phases)
        dec = view.get("decision")
        if dec is not None:
            at = lay.decision_at.get(dec["kind"])
            if at is not None:
                obs[i + at] = 1.0
        i += len(lay.decisions)
        mine = dec is not None and dec["player"] == player + 1
        obs[i] = 1.0 if mine else 0.0
        obs[i + 1] = 1.0 if view["active"] == player + 1 else 0.0
        i += 2
        favor = view.get("favor")
        obs[i + (rel[favor] if favor else P)] = 1.0
        i += P + 1
        obs[i] = 1.0 if dec is None else 0.0
        i += 1
        pending = self.pending if mine else ()
        obs[i] = len(pending) / 8.0
        i += 1
        if pending:
            head, _ = self.encoding.unindex(pending[0])
            obs[i + self._heads[head]] = 1.0
        i += len(ActionEncoding.HEADS)
        # players
        tokens_of = [0] * P
        tokens_on: Dict[int, int] = {}
        for t in view.get("tokens", ()):
            if "on" in t:
                tokens_on[t["on"]] = tokens_on.get(t["on"], 0) + 1
            elif "player" in t:
                tokens_of[rel[t["player"]]] += 1
        cs, csize = lay.cards_start, lay.card_size
        zone_base = 1 + P
        state_base = zone_base + len(lay.ZONES)
        face_base = state_base + 6
        pend_cards = self._pending_cards(pending)
        faces, ncards = self._faces, lay.card_count
        face_end = face_base + lay.face_size

        def card(c: Dict[str, Any], side: int, zone: int,
                 province: int = 0) -> None:
            cid = c["id"]
            if not 0 <= cid < lay.card_count:
                return
            b = cs + cid * csize
            obs[b] = 1.0
            obs[b + 1 + side] = 1.0
            obs[b + zone_base + zone] = 1.0
            s = b + state_base
            if c.get("face_down"):
                obs[s] = 1.0
            if c.get("bowed"):
                obs[s + 1] = 1.0
            if "attached_to" in c:
                obs[s + 2] = 1.0
            obs[s + 3] = c.get("location", 0) / 8.0
            obs[s + 4] = (c.get("province", province)) / 8.0
            obs[s + 5] = tokens_on.get(cid, 0) / 4.0
            face = self._faces.get(c.get("card", ""))
            if face is not None:
                obs[b + face_base:b + face_base + lay.face_size] = face
            if cid in pend_cards:
                obs[b + csize - 1] = 1.0

        for pl in view["players"]:
            r = rel[pl["player"]]
            b = lay.players_start + r * lay.player_size
            provinces = pl.get("provinces", [])
            obs[b] = pl["honor"] / 40.0
            obs[b + 1] = pl["gold"] / 20.0
            obs[b + 2] = pl["dynasty_deck"] / 40.0
            obs[b + 3] = pl["fate_deck"] / 40.0
            obs[b + 4] = pl["hand_count"] / 10.0
            obs[b + 5] = sum(1 for p in provinces
                             if not p["destroyed"]) / 8.0
            for k, prov in enumerate(provinces[:MAX_PROVINCES]):
                pb = b + 6 + 3 * k
                obs[pb] = 1.0
                obs[pb + 1] = 1.0 if prov["destroyed"] else 0.0
                obs[pb + 2] = prov["strength"] / 10.0
                if "card" in prov:
                    card(prov["card"], r, 1, k + 1)
            tail = b + 6 + 3 * MAX_PROVINCES
            obs[tail] = len(pl.get("in_play", ())) / 20.0
            obs[tail + 1] = len(pl.get("dynasty_discard", ())) / 40.0
            obs[tail + 2] = len(pl.get("fate_discard", ())) / 40.0
            obs[tail + 3] = tokens_of[r] / 10.0
            for c in pl.get("in_play", ()):
                card(c, r, 2)
            # hand and discard piles: face-up (or the viewer's), no state
            for key, zone in (("hand", 0), ("dynasty_discard", 3),
                              ("fate_discard", 4)):
                zone_at = zone_base + zone
                for c in pl.get(key, ()):
                    cid = c["id"]
                    if not 0 <= cid < ncards:
                        continue
                    b = cs + cid * csize
                    obs[b] = 1.0
                    obs[b + 1 + r] = 1.0
                    obs[b + zone_at] = 1.0
                    face = faces.get(c.get("card"))
                    if face is not None:
                        obs[b + face_base:b + face_end] = face
                    if cid in pend_cards:
                        obs[b + csize - 1] = 1.0
        return obs

    def _pending_cards(self, pending: Sequence[int]) -> Set[int]:
        out: Set[int] = set()
        for a in pending:
            name, c = self.encoding.unindex(a)
            if name not in ("pass", "attack", "fight", "use_player",
                            "target_player", "target_province",
                            "target_token", "done"):
                out.add(c[0])
        return out

    # text ---------------------------------------------------------------------------
    def _pending_text(self) -> str:
        return ", ".join(self.encoding.meaning(a) for a in self.pending)

    def _title(self, c: Dict[str, Any]) -> str:
        if "card" not in c:
            return "#%d (face-down)" % c["id"]
        title = self.db.title(c["card"])
        marks = []
        if c.get("face_down"):
            marks.append("face-down")
        if c.get("bowed"):
            marks.append("bowed")
        if c.get("location"):
            marks.append("at %d" % c["location"])
        if "attached_to" in c:
            marks.append("on #%d" % c["attached_to"])
        return "#%d %s%s" % (c["id"], title,
                             " (%s)" % ", ".join(marks) if marks else "")

    def render(self, player: Optional[int] = None) -> str:
        """The board as text, as `player` sees it (None: a spectator, who
        sees no hand and no face-down card)."""
        v = self.game.view(player)
        dec = v.get("decision")
        lines = ["turn %d%s, %s phase; %s; favor: %s" % (
            v["turn"], " of %d" % self.turn_limit if self.turn_limit else "",
            v["phase"],
            "p%d to act (%s)" % (dec["player"], dec["kind"]) if dec else
            "game over: %s" % ("p%d wins (%s)" % (v["winner"],
                                                  self.game.victory)
                               if v.get("winner") else
                               "no winner (%s)" % self.game.victory),
            "p%d" % v["favor"] if v.get("favor") else "nobody")]
        for pl in v["players"]:
            lines.append("p%d  honor %d  gold %d  hand %d  dynasty deck %d  "
                         "fate deck %d" % (pl["player"], pl["honor"],
                                           pl["gold"], pl["hand_count"],
                                           pl["dynasty_deck"],
                                           pl["fate_deck"]))
            provs = []
            for k, p in enumerate(pl["provinces"]):
                if p["destroyed"]:
                    provs.append("%d: destroyed" % (k + 1))
                else:
                    provs.append("%d: [%d] %s" % (
                        k + 1, p["strength"],
                        self._title(p["card"]) if "card" in p else "empty"))
            lines.append("    provinces  " + "; ".join(provs))
            if pl.get("in_play"):
                lines.append("    in play    " + "; ".join(
                    self._title(c) for c in pl["in_play"]))
            if "hand" in pl:
                lines.append("    hand       " + ("; ".join(
                    self._title(c) for c in pl["hand"]) or "-"))
            lines.append("    discards   dynasty %d, fate %d" % (
                len(pl["dynasty_discard"]), len(pl["fate_discard"])))
        if self.pending:
            lines.append("choosing: " + self._pending_text())
        if dec is not None:
            lines.append("%d legal actions" % len(self._next))
        return "\n".join(lines)

    def close(self) -> None:
        """Free the game (and the database and decks the environment
        loaded itself)."""
        self.game.close()
        self._moves.close()
        for d in self._own_decks:
            d.close()
        if self._own_db:
            self.db.close()

    def __enter__(self) -> "L5REnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return "<L5REnv %d players, %d actions, %d floats per observation>" \
            % (self.num_players, self.action_space_n, self.observation_size)
