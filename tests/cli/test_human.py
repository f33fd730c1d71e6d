# SPDX-License-Identifier: MIT
"""l5r play --human: a scripted person plays a whole seeded game.

Run by ctest (cli.human) as  test_human.py L5R_BINARY  with L5R_LIB,
L5R_CDEF, L5R_SOURCE_DIR and PYTHONPATH=examples/python set. Moves are
piped into `l5r play --human p1 --log LOG`: a line that is no move, an
illegal move, moves by number, one in the notation, help, board, an undo,
a save and a load, then the first legal move at every decision to the end.
The tool's final state hash must be the one the library gives for the
moves of the log it wrote, applied through the Python package, and the
log must replay with `l5r replay`. Prints one line per check.
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

import l5r

L5R = sys.argv.pop(1) if len(sys.argv) > 1 else os.environ.get("L5R_BINARY")
SOURCE_DIR = os.environ["L5R_SOURCE_DIR"]
CARDS = os.path.join(SOURCE_DIR, "examples", "cards")


def moves_of(log):
    with open(log, encoding="utf-8") as f:
        body = f.read().split("---\n", 1)[1]
    return [m for m in body.splitlines() if m and not m.startswith("end:")]


def library_hash(moves, seed):
    """The state hash after `moves`, applied through the library."""
    with l5r.CardDB.from_files(os.path.join(CARDS, "sets.yaml"),
                               os.path.join(CARDS, "lotus-sample.yaml")) as db:
        decks = [l5r.Deck.from_file(db, os.path.join(CARDS, "decks", n))
                 for n in ("crab-yu.yaml", "scorpion-ninjutsu.yaml")]
        game = l5r.Game.new(db, decks, seed=seed, turn_limit=30)
        for m in moves:
            game.apply(m)
        return game.hash(), game.is_over


class HumanGame(unittest.TestCase):
    def play(self, script, *args):
        with tempfile.TemporaryDirectory() as tmp:
            log = os.path.join(tmp, "game.log")
            save = os.path.join(tmp, "game.sav")
            text = script.replace("SAVE", save)
            p = subprocess.run([L5R, "play", "--human", "p1", "--log", log]
                               + list(args), input=text.encode(),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=dict(os.environ, NO_COLOR="1"))
            out = p.stdout.decode("utf-8")
            moves = moves_of(log) if os.path.exists(log) else None
            replay = subprocess.run([L5R, "replay", "--quiet", log],
                                    stdout=subprocess.PIPE)
            return p.returncode, out, moves, replay.returncode

    def test_a_whole_game_with_undo_save_and_load(self):
        script = ("foo bar\n"            # no move at all
                  "p1 recruit #9999\n"   # illegal here
                  "99\n"                 # no such number
                  "help\n"
                  "1\n"                  # by number
                  "pass\n"               # the notation, own player implied
                  "board\n"
                  "undo\n"               # back to the previous decision
                  "save SAVE\n"
                  "1\n"
                  "load SAVE\n"          # back to the saved decision
                  + "1\n" * 5000)
        rc, out, moves, replay_rc = self.play(script, "--seed", "1")
        self.assertEqual(rc, 0, out[-2000:])
        # The bad entries were answered, and changed nothing.
        self.assertIn("illegal: column", out)
        self.assertRegex(out, r"illegal: [A-Z]+-\d+: ")
        self.assertIn("no move 99", out)
        self.assertIn("undo        back to your previous decision", out)
        self.assertIn("back to your decision after move", out)
        self.assertRegex(out, r"saved to .* \(\d+ bytes\)")
        self.assertRegex(out, r"loaded: \d+ moves, turn \d+")
        self.assertIn("Your decision (", out)
        m = re.search(r"== game over at turn \d+: .*\n.*\n   (\d+) moves; "
                      r"state hash ([0-9a-f]{16})", out)
        self.assertIsNotNone(m, out[-2000:])
        self.assertIsNotNone(moves)
        self.assertEqual(len(moves), int(m.group(1)))
        h, over = library_hash(moves, 1)
        self.assertTrue(over)
        self.assertEqual("%016x" % h, m.group(2))
        self.assertEqual(replay_rc, 0)
        # The board is told as p1 sees it: p2's hand is a count.
        self.assertIn("p1 (you):", out)
        self.assertRegex(out, r"\n  hand: \d+ cards?\n")
        # 80 columns, no colour when told not to.
        self.assertFalse([l for l in out.splitlines() if len(l) > 80
                          and not l.startswith("p1> ")])
        self.assertNotIn("\x1b", out)

    def test_undo_restores_the_position_exactly(self):
        # A move, an undo, then the same answers as a game without them
        # (the greedy policy draws no random numbers): the same moves, the
        # same final hash.
        rc1, out1, moves1, _ = self.play("1\nundo\n" + "1\n" * 5000,
                                         "--seed", "2")
        rc2, out2, moves2, _ = self.play("1\n" * 5000, "--seed", "2")
        self.assertEqual((rc1, rc2), (0, 0))
        self.assertIn("back to your decision", out1)
        self.assertEqual(moves1, moves2)
        h, _ = library_hash(moves1, 2)
        self.assertTrue(out1.rstrip().endswith("%016x" % h))
        self.assertTrue(out2.rstrip().endswith("%016x" % h))

    def test_quit_and_end_of_input_leave_cleanly(self):
        rc, out, moves, replay_rc = self.play("1\nquit\n", "--seed", "3")
        self.assertEqual(rc, 0)
        self.assertRegex(out, r"== left at move \d+")
        self.assertEqual(replay_rc, 0)
        rc, out, moves, replay_rc = self.play("", "--seed", "3")
        self.assertEqual(rc, 0)
        self.assertRegex(out, r"== left at move 0")

    def test_bad_human_option(self):
        p = subprocess.run([L5R, "play", "--human", "p9"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.assertEqual(p.returncode, 2)
        p = subprocess.run([L5R, "play", "--human", "all"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.assertEqual(p.returncode, 2)


if __name__ == "__main__":
    unittest.main(verbosity=2)
