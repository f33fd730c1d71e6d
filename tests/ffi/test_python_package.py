# SPDX-License-Identifier: MIT
"""The l5r Python package (examples/python/l5r) against the C library.

Run by ctest (ffi.python_package) with L5R_LIB, L5R_CDEF, L5R_SOURCE_DIR,
PYTHONPATH=examples/python and L5R_FIRST_POLICY (the test_first_policy
program, which plays the reference games through the C API)."""
import ctypes
import os
import re
import subprocess
import sys
import unittest

import l5r
from l5r import _ffi

SOURCE_DIR = os.environ["L5R_SOURCE_DIR"]
FIRST_POLICY = os.environ["L5R_FIRST_POLICY"]
CARDS = os.path.join(SOURCE_DIR, "examples", "cards")
DECKS = [os.path.join(CARDS, "decks", n)
         for n in ("crab-yu.yaml", "scorpion-ninjutsu.yaml")]
RULE_ID = re.compile(r"^[A-Z]+-\d+$")


def read(path):
    with open(path, "rb") as f:
        return f.read()


def reference(seed, turn_limit, policy):
    """The moves and result of the C program's game."""
    out = subprocess.run([FIRST_POLICY, SOURCE_DIR, str(seed),
                          str(turn_limit), policy], check=True,
                         stdout=subprocess.PIPE, universal_newlines=True).stdout
    moves = [line[5:] for line in out.splitlines() if line.startswith("move ")]
    m = re.search(r"^result moves=(\d+) turn=(\d+) over=(\d) winner=(\d+) "
                  r"hash=([0-9a-f]{16})$", out, re.M)
    assert m is not None, out[-500:]
    return moves, {"moves": int(m.group(1)), "turn": int(m.group(2)),
                   "over": m.group(3) == "1", "winner": int(m.group(4)),
                   "hash": int(m.group(5), 16)}


class Minstd:
    """The C program's `minstd` policy (see tests/ffi/first_policy.c)."""

    def __init__(self, seed):
        self.x = seed % 2147483646 + 1

    def __call__(self, moves):
        self.x = self.x * 48271 % 2147483647
        return moves[self.x % len(moves)]


def first(moves):
    return moves[0]


class PackageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # The sample cards, from memory buffers.
        cls.db = l5r.CardDB()
        for name in ("sets.yaml", "lotus-sample.yaml"):
            cls.db.load_buffer(name, read(os.path.join(CARDS, name)))
        cls.db.freeze()

    @classmethod
    def tearDownClass(cls):
        cls.db.close()

    def decks(self):
        return [l5r.Deck.from_text(self.db, read(p), os.path.basename(p))
                for p in DECKS]

    def new_game(self, seed, turn_limit):
        return l5r.Game.new(self.db, self.decks(), seed=seed,
                            turn_limit=turn_limit)

    def play(self, game, policy, max_moves=None):
        played = []
        while not game.is_over and (max_moves is None or
                                    len(played) < max_moves):
            text, action = policy(game.legal_actions())
            played.append(text)
            game.apply(action)
        return played

    # --- binding ---------------------------------------------------------------
    def test_binds_every_declared_function(self):
        with open(os.environ["L5R_CDEF"]) as f:
            text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
        declared = set(re.findall(r"^[\w \*]*?\b(l5r_\w+)\([^)]*\);$", text,
                                  re.M))
        self.assertGreater(len(declared), 150)
        self.assertEqual(declared, set(_ffi.functions))
        self.assertEqual(_ffi.missing, [])
        for name in declared:
            fn = getattr(_ffi.lib, name)
            self.assertIsNotNone(fn.argtypes, name)
        self.assertEqual(_ffi.functions["l5r_version_string"][0],
                         ctypes.c_char_p)
        # The verdict struct comes from the cdef, with its C layout.
        self.assertEqual(ctypes.sizeof(_ffi.structs["l5r_verdict"]),
                         3 * 4 + 16 + 256)
        self.assertEqual(l5r.version(), _ffi.lib.l5r_version_string().decode())

    def test_packaged_cdef_is_the_headers(self):
        """l5r/l5r.cdef (shipped in the wheel) is include/l5r/l5r.cdef."""
        packaged = os.path.join(os.path.dirname(l5r.__file__), "l5r.cdef")
        source = os.path.join(SOURCE_DIR, "include", "l5r", "l5r.cdef")
        self.assertEqual(read(packaged), read(source),
                         "the package's copy of the cdef is stale: "
                         "cp include/l5r/l5r.cdef examples/python/l5r/")

    def test_version(self):
        """__version__ is the library's, and pyproject.toml's."""
        self.assertEqual(l5r.__version__,
                         _ffi.lib.l5r_version_string().decode())
        with open(os.path.join(SOURCE_DIR, "examples", "python",
                               "pyproject.toml"), encoding="utf-8") as f:
            m = re.search(r'^version = "([^"]+)"$', f.read(), re.M)
        self.assertIsNotNone(m)
        self.assertEqual(m.group(1), l5r.__version__)
        with open(os.path.join(SOURCE_DIR, "include", "l5r",
                               "version.h")) as f:
            m = re.search(r'#define L5R_VERSION_STRING "([^"]+)"', f.read())
        self.assertEqual(m.group(1), l5r.__version__)

    def test_sample_cards(self):
        s = l5r.sample_cards()
        self.assertEqual(os.path.realpath(s.root), os.path.realpath(CARDS))
        self.assertTrue(os.path.isfile(s.sets) and os.path.isfile(s.cards))
        self.assertEqual(s.decks["crab-yu"], os.path.join(s.root, "decks",
                                                          "crab-yu.yaml"))
        self.assertEqual(l5r.sample_dir(), s.root)
        old = os.environ.get("L5R_SAMPLES")
        try:
            os.environ["L5R_SAMPLES"] = "/nonexistent"
            # not there: the next place (L5R_SOURCE_DIR) is used
            self.assertEqual(l5r.sample_cards().root, s.root)
        finally:
            if old is None:
                del os.environ["L5R_SAMPLES"]
            else:
                os.environ["L5R_SAMPLES"] = old

    def test_constants_and_error_classes(self):
        self.assertEqual(l5r.constants.L5R_ENOMEM, -2)
        self.assertEqual(l5r.constants.L5R_STAT_FORCE, 1)
        for name, code in _ffi.enum_types["l5r_status"].items():
            if code == 0:
                continue
            cls = l5r.errors.by_code[code]
            self.assertIs(l5r.errors.by_name[name], cls)
            self.assertTrue(issubclass(cls, l5r.L5RError))
        self.assertIs(l5r.errors.by_name["L5R_ENOMEM"], l5r.NoMemory)
        self.assertIs(l5r.errors.by_name["L5R_EILLEGAL"], l5r.IllegalMove)
        e = l5r.errors.error_for(-2, "out of memory here")
        self.assertIsInstance(e, l5r.NoMemory)
        self.assertIsInstance(e, MemoryError)
        self.assertEqual((e.code, e.name, e.message),
                         (-2, "L5R_ENOMEM", "out of memory here"))
        self.assertTrue(any(r == "FAV-04" for r, _ in l5r.rules()))
        self.assertTrue(l5r.rule_text("FAV-04"))

    # --- cards and decks ----------------------------------------------------------
    def test_card_database(self):
        db = self.db
        self.assertTrue(db.frozen)
        self.assertGreaterEqual(len(db), 161)
        kuroda = db.find("hida-kuroda")
        self.assertIn("hida-kuroda", db)
        self.assertNotIn("no-such-card", db)
        card = db.card("hida-kuroda")
        self.assertEqual(card.index, kuroda)
        self.assertEqual((card.id, card.title, card.type),
                         ("hida-kuroda", "Hida Kuroda", "personality"))
        self.assertEqual(card.stat("force"), 4)
        self.assertEqual(db.stat(kuroda, l5r.constants.L5R_STAT_YU), 2)
        self.assertEqual(card.stats["chi"], 2)
        self.assertIsNone(card.stat("province_strength"))
        self.assertTrue(card.has_keyword("Crab Clan"))
        self.assertFalse(card.has_keyword("Crab"))
        self.assertIn("samurai", card.keywords)
        self.assertTrue(card.lotus_legal)
        self.assertEqual(card.faction, "Crab")
        self.assertIn(("Crab", "Crab Clan"), db.factions())
        self.assertTrue(any(lotus for _, _, lotus in db.sets()))
        with self.assertRaises(l5r.NotFound) as cm:
            db.find("no-such-card")
        self.assertIsInstance(cm.exception, LookupError)
        self.assertIn("no-such-card", str(cm.exception))
        with self.assertRaises(l5r.FrozenError):
            db.load_buffer("late.yaml", b"sets: []\n")

    def test_bad_buffer_raises_with_line_and_column(self):
        with l5r.CardDB() as db:
            cases = [(b"sets:\n  - {name: Broken, order: x, lotus: true}\n",
                      l5r.SchemaError, 2, 27),
                     (b"sets: [\n", l5r.BadSyntax, 2, 1)]
            for data, exc, line, col in cases:
                with self.assertRaises(exc) as cm:
                    db.load_buffer("bad.yaml", data)
                e = cm.exception
                self.assertIn("bad.yaml:%d:%d" % (line, col), str(e))
                self.assertIn("bad.yaml:%d:%d" % (line, col), e.message)
                self.assertEqual((e.diagnostics[0].source,
                                  e.diagnostics[0].line,
                                  e.diagnostics[0].column),
                                 ("bad.yaml", line, col))
                self.assertEqual(e.code, e.diagnostics[0].code)
            # Nothing was added by the failed loads.
            db.freeze()
            self.assertEqual(db.sets(), [])
        self.assertTrue(db.closed)
        with self.assertRaises(l5r.BadHandle):
            len(db)

    def test_decks(self):
        crab, scorpion = self.decks()
        self.assertEqual(crab.name, "Crab Yu")
        self.assertEqual(crab.check(), [])
        self.assertEqual(crab.size("dynasty"), 40)
        self.assertEqual(self.db.card_id(crab.stronghold), "the-kaiu-walls")
        self.assertEqual(sum(n for _, n in crab.entries("fate")), 40)
        bad = l5r.Deck.from_file(self.db, os.path.join(CARDS, "decks",
                                                       "illegal-example.yaml"))
        problems = bad.check()
        self.assertTrue(problems)
        for p in problems:
            self.assertRegex(p.rule, RULE_ID)
        text = b"name: X\nstronghold: the-kaiu-walls\ndynasty: {no-such: 1}\n"
        with self.assertRaises(l5r.NotFound) as cm:
            l5r.Deck.from_text(self.db, text, "x.yaml")
        self.assertEqual(cm.exception.line, 3)
        self.assertGreater(cm.exception.column, 0)

    # --- the same games as the C program --------------------------------------------
    def check_against_c(self, seed, turn_limit, policy_name, policy):
        want_moves, want = reference(seed, turn_limit, policy_name)
        game = self.new_game(seed, turn_limit)
        played = self.play(game, policy)
        self.assertEqual(played, want_moves)
        self.assertEqual(game.log(), want_moves)
        self.assertEqual((len(played), game.turn, game.is_over),
                         (want["moves"], want["turn"], want["over"]))
        self.assertEqual(game.winner, want["winner"] - 1 if want["winner"]
                         else None)
        self.assertEqual(game.hash(), want["hash"],
                         "%016x != %016x" % (game.hash(), want["hash"]))
        return game

    def test_first_policy_game_matches_c(self):
        game = self.check_against_c(3, 10, "first", first)
        self.assertEqual(game.victory, "turn_limit")
        self.assertEqual(game.phase, "game_over")
        self.assertEqual(game.legal_actions(), [])
        self.assertEqual(game.decision().player, None)

    def test_minstd_policy_game_matches_c(self):
        game = self.check_against_c(3, 0, "minstd", Minstd(3))
        self.assertTrue(game.is_over)

    # --- moves -------------------------------------------------------------------------
    def test_illegal_move_raises_with_rule(self):
        game = self.new_game(3, 10)
        while game.decision() != (0, "dynasty"):
            game.apply(game.legal_actions()[0][1])
        # Recruiting a card from the opponent's province.
        theirs = [c for c in range(game.card_count)
                  if game.card_zone(c) == "province" and
                  game.card_owner(c) == 1]
        self.assertTrue(theirs)
        move = "p1 recruit #%d" % theirs[0]
        before, log = game.hash(), game.log()
        v = game.validate(move)
        self.assertFalse(v)
        self.assertRegex(v.rule, RULE_ID)
        self.assertTrue(v.reason_name.startswith("L5R_REASON_"), v)
        self.assertTrue(v.message)
        with self.assertRaises(l5r.IllegalMove) as cm:
            game.apply(move)
        e = cm.exception
        self.assertEqual(e.code, l5r.constants.L5R_EILLEGAL)
        self.assertEqual(e.verdict.rule, v.rule)
        self.assertRegex(e.rule, RULE_ID)
        self.assertIn(v.rule, str(e))
        self.assertEqual((game.hash(), game.log()), (before, log))
        # The same through an Action, and a move out of turn.
        with self.assertRaises(l5r.IllegalMove):
            game.apply(l5r.Action(move))
        with self.assertRaises(l5r.IllegalMove) as cm:
            game.apply("p2 pass")
        self.assertEqual(cm.exception.verdict.reason_name,
                         "L5R_REASON_NOT_YOUR_DECISION")
        with self.assertRaises(l5r.BadSyntax) as cm:
            game.apply("p1 dance")
        self.assertIsInstance(cm.exception, ValueError)
        self.assertEqual(game.hash(), before)
        # Every listed move validates.
        for text, action in game.legal_actions():
            self.assertTrue(game.validate(action), text)
            self.assertTrue(game.validate(text), text)

    def test_actions(self):
        a = l5r.Action.parse("p1 recruit #12")
        self.assertEqual((a.kind, a.player, a.card), ("recruit", 0, 12))
        self.assertEqual(str(a), "p1 recruit #12")
        self.assertEqual(a, l5r.Action("p1 recruit #12"))
        b = l5r.Action.build("assign", player=0, card=12, value=2)
        self.assertEqual(str(b), "p1 assign #12 to 2")
        c = l5r.Action.parse("p1 use #12.0 target #30")
        self.assertEqual((c.kind, c.card, c.ability, c.targets),
                         ("use", 12, 0, [30]))
        self.assertEqual(str(c.copy()), str(c))
        d = l5r.Action.parse("p1 use lobby bow #9")
        self.assertEqual((d.kind, d.card, d.costs),
                         ("use", None, [("bow", 9)]))
        self.assertEqual(str(l5r.Action.parse(str(d))), str(d))
        with self.assertRaises(l5r.BadSyntax):
            l5r.Action.parse("p1 recruit twelve")
        a.close()
        with self.assertRaises(l5r.BadHandle):
            a.kind

    # --- the fast path: a reused MoveList, apply_index -----------------------
    def test_movelist_game_matches_c(self):
        """The minstd game played through one MoveList and apply_index,
        reading only the chosen move's text: the C program's game."""
        want_moves, want = reference(3, 0, "minstd")
        game = self.new_game(3, 0)
        moves, x, played = l5r.MoveList(), Minstd(3).x, []
        while game.legal_moves(into=moves):
            x = x * 48271 % 2147483647
            i = x % len(moves)
            played.append(moves.text(i))
            game.apply_index(moves, i)
        self.assertEqual(played, want_moves)
        self.assertEqual(game.hash(), want["hash"])
        self.assertEqual(len(game.legal_moves(into=moves)), 0)
        moves.close()

    def test_movelist_reads_like_legal_actions(self):
        game = self.new_game(5, 10)
        moves = game.legal_moves()
        self.assertEqual(list(moves), game.legal_actions())
        self.assertEqual(len(moves), len(game.legal_actions()))
        self.assertEqual([l5r.ACTION_KINDS[k] for k in moves.kinds()],
                         [moves.kind(i) for i in range(len(moves))])
        self.assertEqual(moves.text(-1), moves[len(moves) - 1][0])
        self.assertEqual(str(moves.action(0)), moves.text(0))
        with self.assertRaises(IndexError):
            moves.text(len(moves))
        # by player: the one who must act, and one who has no decision
        p = game.decision().player
        self.assertEqual(len(game.legal_moves(p, into=moves)),
                         len(game.legal_actions()))
        self.assertEqual(len(game.legal_moves(1 - p, into=moves)), 0)
        with self.assertRaises(l5r.InvalidArgument):
            game.legal_moves(5, into=moves)
        self.assertEqual(len(moves), 0)

    def test_apply_index_refuses_stale_lists(self):
        game = self.new_game(5, 10)
        twin = game.clone()
        moves = game.legal_moves()
        n = len(moves)
        with self.assertRaises(l5r.InvalidArgument):
            game.apply_index(moves, n)
        with self.assertRaises(l5r.BadState):
            twin.apply_index(moves, 0)  # another game's list
        before = game.hash()
        game.apply_index(moves, 0)
        self.assertNotEqual(game.hash(), before)
        after = game.hash()
        with self.assertRaises(l5r.BadState):
            game.apply_index(moves, 0)  # the game moved on
        self.assertEqual(game.hash(), after)
        twin.apply(game.log()[-1])
        self.assertEqual(twin.hash(), after)

    def test_play_random(self):
        import random
        a, b = self.new_game(9, 10), self.new_game(9, 10)
        na = a.play_random(random.Random(4))
        nb = b.play_random(random.Random(4))
        self.assertTrue(a.is_over)
        self.assertEqual((na, a.hash()), (nb, b.hash()))
        self.assertEqual(len(a.log()), na)
        c = self.new_game(9, 10)
        self.assertEqual(c.play_random(random.Random(4), max_moves=5), 5)
        self.assertEqual(len(c.log()), 5)

    def test_save_load_clone_view(self):
        game = self.new_game(11, 0)
        self.play(game, Minstd(11), max_moves=60)
        data = game.save()
        self.assertIsInstance(data, bytes)
        loaded = l5r.Game.load(self.db, data)
        self.assertEqual(loaded.hash(), game.hash())
        self.assertEqual(loaded.log(), game.log())
        twin = game.clone()
        self.assertEqual(twin.hash(), game.hash())
        before = game.hash()
        twin.apply(twin.legal_actions()[-1][1])
        self.assertNotEqual(twin.hash(), before)
        self.assertEqual(game.hash(), before)
        with self.assertRaises(l5r.CorruptData):
            l5r.Game.load(self.db, data[: len(data) // 2])
        view = game.view(0)
        self.assertIsInstance(view, dict)
        self.assertIsInstance(game.view(None), dict)
        self.assertTrue(game.events())

    def test_parameters(self):
        game = l5r.Game.new(self.db, self.decks(), seed=5, turn_limit=3,
                            honor_victory=50, check_decks=False)
        self.assertEqual(game.turn, 1)
        with self.assertRaises(l5r.InvalidArgument):
            l5r.Game.new(self.db, self.decks(), no_such_parameter=1)
        bad = os.path.join(CARDS, "decks", "illegal-example.yaml")
        with self.assertRaises(l5r.L5RError) as cm:
            l5r.Game.new(self.db, [DECKS[0], bad], seed=1)
        self.assertRegex(cm.exception.message, r"[A-Z]+-\d+")

    def test_closing_the_database_closes_its_games(self):
        db = l5r.CardDB()
        for name in ("sets.yaml", "lotus-sample.yaml"):
            db.load_file(os.path.join(CARDS, name))
        db.freeze()
        decks = [l5r.Deck.from_file(db, p) for p in DECKS]
        game = l5r.Game.new(db, decks, seed=1, turn_limit=2)
        db.close()
        self.assertTrue(game.closed and decks[0].closed)
        with self.assertRaises(l5r.BadHandle):
            game.hash()


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
