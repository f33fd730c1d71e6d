# SPDX-License-Identifier: MIT
"""l5r.env, the game environment for AI agents, against the library.

Run by ctest (ffi.python_env) with L5R_LIB, L5R_CDEF, L5R_SOURCE_DIR and
PYTHONPATH=examples/python. Checks the action encoding (every legal move
of the library has exactly one sequence of indices, the mask has exactly
their first parts, each set bit decodes to a legal move and walking a
sequence applies that move), random agents over 200 games (every game ends
by the turn limit, rewards +-1/0 adding up to 0, a legal action while the
game goes on, observations of one length), that an observation hides what
its player may not see (two games that differ only in the opponent's
hidden cards look the same), illegal indices, seeds, clone and render."""
import math
import os
import random
import subprocess
import sys
import unittest

import l5r
from l5r.env import (ActionEncoding, DEFAULT_TURN_LIMIT, EncodingError,
                     IllegalAction, L5REnv, describe_target, target_player,
                     target_province, target_token)

SOURCE_DIR = os.environ["L5R_SOURCE_DIR"]
GAMES = int(os.environ.get("L5R_ENV_GAMES", "200"))


def walk(env, seq):
    """Step through a move's sequence (and 'done' if it needs one);
    returns the text of the move applied."""
    info = None
    for a in seq:
        _, _, _, _, info = env.step(a)
    if info["move"] is None:  # a whole move that others continue
        _, _, _, _, info = env.step(env.encoding.done)
    return info["move"]


class Encoding(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.env = L5REnv()
        cls.enc = cls.env.encoding

    @classmethod
    def tearDownClass(cls):
        cls.env.close()

    def test_size_and_shape(self):
        e = self.enc
        n, p, a, k = e.card_count, e.player_count, e.ability_count, \
            e.player_abilities
        self.assertEqual((n, p, a, k), (230, 2, 2, 9))
        self.assertEqual(e.size,
                         3 + 12 * n + n * (8 + a) + 10 * p + 8 + k + 128)
        self.assertEqual(e.size, 5228)
        self.assertEqual(self.env.action_space_n, e.size)
        self.assertEqual(len(self.env.legal_action_mask()), e.size)
        self.assertIn("5228", ActionEncoding.__doc__)
        # the blocks tile range(size) in the documented order
        start = 0
        for name in ActionEncoding.HEADS + ActionEncoding.PARTS:
            b = e.blocks[name]
            self.assertEqual(b.start, start, name)
            size = 1
            for d in b.shape:
                size *= d
            start += size
        self.assertEqual(start, e.size)

    def test_every_index_round_trips(self):
        e = self.enc
        meanings = set()
        for i in range(e.size):
            name, coords = e.unindex(i)
            self.assertEqual(e.index(name, *coords), i)
            meanings.add(e.meaning(i))
        self.assertEqual(len(meanings), e.size)  # one meaning per index
        with self.assertRaises(IndexError):
            e.unindex(e.size)
        with self.assertRaises(EncodingError):
            e.index("assign", 0, 8)

    def test_moves_of_every_shape(self):
        e = self.enc
        for text, parts in [
                ("p1 pass", ["pass"]),
                ("p1 produce #3", ["produce #3"]),
                ("p1 recruit #12", ["recruit #12"]),
                ("p1 recruit #12 face-down", ["recruit #12 face-down"]),
                ("p1 recruit #12 replace #5", ["recruit #12", "on #5"]),
                ("p1 discard #12", ["discard #12"]),
                ("p1 play #40", ["play #40"]),
                ("p1 play #40 on #12", ["play #40", "on #12"]),
                ("p1 attack p2", ["attack p2"]),
                ("p1 assign #12 to 2", ["assign #12 to 2"]),
                ("p1 fight 3", ["fight 3"]),
                ("p1 use #12.1", ["use #12.1"]),
                ("p2 focus #44", ["focus #44"]),
                ("p1 strike", ["strike"]),
                ("p1 use #12.0 target #30", ["use #12.0", "target #30"]),
                ("p2 use #5.0 target p1", ["use #5.0", "target p1"]),
                ("p1 use #5.0 target p2:3", ["use #5.0", "target p2:3"]),
                # TOK-10: a token as a target
                ("p1 use #5.0 target t4", ["use #5.0", "target t4"]),
                ("p1 use lobby bow #12", ["use lobby", "bow #12"]),
                ("p2 use favor-draw discard #44",
                 ["use favor-draw", "discard #44 (cost)"]),
                ("p1 use #47.0 discard #56 target #28",
                 ["use #47.0", "discard #56 (cost)", "target #28"]),
                ("p2 use yu with #31 with #33 target #12",
                 ["use yu", "with #31", "with #33", "target #12"])]:
            a = l5r.Action(text)
            seq = self.env.encode_move(a)
            self.assertEqual([e.meaning(i) for i in seq], parts, text)
            self.assertTrue(e.is_head(seq[0]))
            self.assertFalse(any(e.is_head(i) for i in seq[1:]))
            self.assertEqual(e.decode(seq, a.player), a.fields(), text)
            self.assertEqual(e.to_action(seq, a.player), a)
            self.assertEqual(self.env.encode_move(text), seq)
        self.assertEqual(describe_target(target_player(1)), "p2")
        self.assertEqual(describe_target(target_province(1, 2)), "p2:3")
        self.assertEqual(describe_target(target_token(4)), "t4")
        self.assertEqual(l5r.Action("p1 use #5.0 target t4").targets,
                         [target_token(4)])
        self.assertEqual(l5r.Action("p1 use #5.0 target p2:3").targets,
                         [target_province(1, 2)])
        with self.assertRaises(EncodingError):
            e.decode([e.index("target", 3)])
        with self.assertRaises(EncodingError):
            self.env.encode_move("p1 assign #12 to 9")


class Play(unittest.TestCase):
    def test_random_agents(self):
        """GAMES random games: they end by the turn limit with rewards
        +-1/0 that add up to 0; a legal action while a game goes on; one
        observation length; the encoding checked against the library at
        every decision of the first games."""
        env = L5REnv()
        rng = random.Random(2024)
        size = env.observation_size
        outcomes = {"win": 0, "turn_limit": 0, "draw": 0}
        steps = parts = checked = walked = 0
        for g in range(GAMES):
            obs, info = env.reset(seed=g)
            self.assertEqual(len(obs), size)
            done, total = False, [0.0, 0.0]
            while not done:
                mask = env.legal_action_mask()
                legal = [i for i, bit in enumerate(mask) if bit]
                self.assertTrue(legal, "no legal action in game %d" % g)
                self.assertEqual(legal, env.legal_actions())
                self.assertEqual(info["action_mask"], mask)
                if g < 20 and not env.pending:
                    walked += self.check_decision(env, walk_some=g < 5)
                    checked += 1
                actor = env.current_player
                self.assertEqual(info["player"], actor)
                obs, reward, terminated, truncated, info = env.step(
                    rng.choice(legal))
                steps += 1
                parts += info["move"] is None
                self.assertEqual(len(obs), size)
                self.assertEqual(reward, info["rewards"][actor])
                for p in range(2):
                    total[p] += info["rewards"][p]
                done = terminated or truncated
                self.assertEqual(done, env.game.is_over)
                if not done:
                    self.assertFalse(any(info["rewards"]))
            self.assertLessEqual(env.game.turn, DEFAULT_TURN_LIMIT)
            self.assertIsNone(env.current_player)
            self.assertFalse(any(env.legal_action_mask()))
            self.assertEqual(sum(total), 0.0)
            self.assertEqual(total, env.rewards)
            if env.game.winner is not None:
                self.assertTrue(terminated and not truncated)
                self.assertEqual(total[env.game.winner], 1.0)
                self.assertEqual(total[1 - env.game.winner], -1.0)
                outcomes["win"] += 1
            else:
                self.assertEqual(total, [0.0, 0.0])
                if env.game.victory == "turn_limit":
                    self.assertTrue(truncated and not terminated)
                    outcomes["turn_limit"] += 1
                else:
                    outcomes["draw"] += 1
        env.close()
        print("%d games, %d steps (%d of them parts of a move), %s; "
              "%d decisions checked against the library, %d moves walked "
              "part by part" % (GAMES, steps, parts, outcomes, checked,
                                walked))
        self.assertEqual(sum(outcomes.values()), GAMES)
        self.assertGreater(parts, 0)  # compound moves were played

    def check_decision(self, env, walk_some):
        """The encoding against the library's list of the position."""
        game, enc = env.game, env.encoding
        player = env.current_player
        moves = game.legal_moves()
        seqs = {}
        for i in range(len(moves)):
            f = moves.fields(i)
            seq = env.encode_move(f)
            self.assertNotIn(seq, seqs, "two moves, one sequence")
            seqs[seq] = moves.text(i)
            self.assertEqual(enc.decode(seq, player), f)
        self.assertEqual(dict((s, t) for s, t in env.legal_sequences()),
                         seqs)
        firsts = {s[0] for s in seqs}
        self.assertEqual(set(env.legal_actions()), firsts)
        for bit in env.legal_actions():
            if (bit,) in seqs:
                # one part: the move itself, which the judge accepts
                self.assertTrue(game.validate(enc.to_action([bit], player)),
                                enc.meaning(bit))
            else:
                # the head of moves with more parts: some legal move has it
                head = enc.decode([bit], player)
                key = (head.kind, head.player, head.card, head.ability,
                       head.value)
                self.assertTrue(any(
                    (f.kind, f.player, f.card, f.ability, f.value) == key
                    for f in (moves.fields(i) for i in range(len(moves)))),
                    enc.meaning(bit))
        walked = 0
        if walk_some:
            before = game.hash()
            for seq, text in seqs.items():
                if len(seq) == 1 and hash(seq) % 4:
                    continue  # one move in four of one part
                twin = env.clone()
                self.assertEqual(walk(twin, seq), text)
                self.assertEqual(twin.game.log()[-1], text)
                twin.close()
                walked += 1
            self.assertEqual(game.hash(), before)
        return walked

    def test_a_compound_move_part_by_part(self):
        env = L5REnv()
        rng = random.Random(5)
        env.reset(seed=5)
        for _ in range(5000):
            compound = [s for s, _ in env.legal_sequences() if len(s) > 1]
            if compound:
                break
            env.step(rng.choice(env.legal_actions()))
        else:
            self.fail("no compound move in 5000 steps")
        seq = compound[0]
        text = dict(env.legal_sequences())[seq]
        player, before = env.current_player, env.game.hash()
        log = len(env.game.log())
        obs0 = env.observe(player)
        obs, reward, term, trunc, info = env.step(seq[0])
        self.assertIsNone(info["move"])
        self.assertEqual((reward, term, trunc), (0.0, False, False))
        self.assertEqual(env.pending, seq[:1])
        self.assertEqual(info["pending"], seq[:1])
        self.assertEqual(env.current_player, player)
        self.assertEqual((env.game.hash(), len(env.game.log())),
                         (before, log))
        self.assertNotEqual(obs, obs0)  # the pending part is seen
        self.assertIn("choosing: ", env.render(player))
        # the mask now offers the parts that continue
        want = {s[1] if len(s) > 1 else env.encoding.done
                for s, _ in env.legal_sequences() if s[:1] == seq[:1]}
        self.assertEqual(set(env.legal_actions()), want)
        # a head is not a part: refused, nothing changes
        with self.assertRaises(IllegalAction) as cm:
            env.step(env.encoding.index("pass"))
        self.assertIn("does not continue", str(cm.exception))
        self.assertEqual(env.pending, seq[:1])
        for a in seq[1:]:
            obs, reward, term, trunc, info = env.step(a)
        if info["move"] is None:
            obs, reward, term, trunc, info = env.step(env.encoding.done)
        self.assertEqual(info["move"], text)
        self.assertEqual(env.game.log()[-1], text)
        self.assertEqual(env.pending, ())
        env.close()


class Rules(unittest.TestCase):
    def setUp(self):
        self.env = L5REnv()

    def tearDown(self):
        self.env.close()

    def test_defaults_seeds_and_render(self):
        env = self.env
        self.assertEqual(env.turn_limit, DEFAULT_TURN_LIMIT)
        self.assertEqual(DEFAULT_TURN_LIMIT, 30)
        obs1, info1 = env.reset(seed=42)
        actions = []
        rng = random.Random(1)
        for _ in range(50):
            a = rng.choice(env.legal_actions())
            actions.append(a)
            env.step(a)
        end1, hash1 = env.observe(0), env.game.hash()
        obs2, info2 = env.reset(seed=42)
        self.assertEqual((obs1, info1["seed"]), (obs2, 42))
        for a in actions:
            env.step(a)
        self.assertEqual((env.observe(0), env.game.hash()), (end1, hash1))
        # reset() without a seed: the environment's own sequence
        a = L5REnv(seed=9)
        b = L5REnv(seed=9)
        self.assertEqual([a.reset()[1]["seed"] for _ in range(3)],
                         [b.reset()[1]["seed"] for _ in range(3)])
        a.close()
        b.close()
        text = env.render()
        self.assertIn("turn ", text)
        self.assertIn("p1  honor", text)
        self.assertIn("p2  honor", text)
        self.assertNotIn("hand    ", text)  # a spectator sees no hand
        self.assertIn("hand    ", env.render(0))
        for v in env.observe(0):
            self.assertTrue(math.isfinite(v))

    def test_illegal_actions(self):
        env = self.env
        env.reset(seed=3)
        before = env.game.hash()
        mask = env.legal_action_mask()
        bad = mask.index(False)
        with self.assertRaises(IllegalAction) as cm:
            env.step(bad)
        self.assertEqual(cm.exception.index, bad)
        self.assertIn(env.action_meaning(bad), str(cm.exception))
        self.assertIsInstance(cm.exception, ValueError)
        with self.assertRaises(IllegalAction):
            env.step(env.action_space_n)
        with self.assertRaises(IllegalAction):
            env.step(-1)
        self.assertEqual((env.game.hash(), env.legal_action_mask()),
                         (before, mask))
        # the penalty mode: a reward, nothing changes
        soft = L5REnv(illegal="penalty", illegal_penalty=-0.5)
        soft.reset(seed=3)
        obs, reward, term, trunc, info = soft.step(bad)
        self.assertEqual((reward, term, trunc, info["illegal"]),
                         (-0.5, False, False, True))
        self.assertEqual(soft.game.hash(), before)
        soft.game.play_random(random.Random(0))  # to the end, underneath
        soft._start()
        with self.assertRaises(IllegalAction) as cm:
            soft.step(0)
        self.assertIn("game is over", str(cm.exception))
        soft.close()

    def test_clone_is_independent(self):
        env = self.env
        env.reset(seed=8)
        twin = env.clone()
        self.assertEqual(twin.observe(0), env.observe(0))
        self.assertEqual(twin.legal_action_mask(), env.legal_action_mask())
        h = env.game.hash()
        twin.step(twin.legal_actions()[0])
        self.assertEqual(env.game.hash(), h)
        twin.close()
        self.assertFalse(env.game.closed)
        env.step(env.legal_actions()[0])

    def test_duel_decks(self):
        """Games between the duel and the Ranged-attack decks: duels are
        answered through the encoding ('focus #c', 'strike'), and every
        legal move has a sequence."""
        with L5REnv(decks=["crane-duelists", "mantis-archers"],
                    turn_limit=12) as env:
            rng = random.Random(5)
            seen = set()
            for seed in range(100):
                if {"focus", "strike"} <= seen:
                    break  # both answered: enough games
                env.reset(seed=seed)
                done = False
                while not done:
                    for seq, text in env.legal_sequences():
                        seen.add(text.split()[1])
                    _, _, term, trunc, _ = env.step(
                        rng.choice(env.legal_actions()))
                    done = term or trunc
            self.assertIn("focus", seen)
            self.assertIn("strike", seen)

    def test_other_decks_and_limits(self):
        with L5REnv(decks=["shadowlands-fear", "phoenix-rituals"],
                    turn_limit=6) as env:
            rng = random.Random(3)
            for seed in range(5):
                env.reset(seed=seed)
                done = False
                while not done:
                    _, _, term, trunc, _ = env.step(
                        rng.choice(env.legal_actions()))
                    done = term or trunc
                self.assertLessEqual(env.game.turn, 6)


class HiddenInformation(unittest.TestCase):
    def test_opponents_hidden_cards_do_not_show(self):
        """p2's deck with one fate card swapped for another: while no copy
        of it is visible to p1, p1's observations of the two games are
        the same (and p2's, who may hold it, are not always)."""
        db = l5r.CardDB.sample()
        s = l5r.sample_cards()
        crab = l5r.Deck.from_file(db, s.decks["crab-yu"])
        scorpion = l5r.Deck.from_file(db, s.decks["scorpion-ninjutsu"])
        fate = scorpion.entries("fate")
        crab_fate = {c for c, _ in crab.entries("fate")}
        k = max(range(len(fate)), key=lambda i: fate[i][1])  # most copies
        x = fate[k][0]
        y = next(c for c in sorted(crab_fate)
                 if c not in {c for c, _ in fate})
        other = l5r.Deck(db)
        other.set_name("Scorpion, one card swapped")
        other.set_stronghold(scorpion.stronghold)
        other.set_sensei(scorpion.sensei)
        other.set_wind(scorpion.wind)
        for which in ("dynasty", "fate"):
            for c, n in scorpion.entries(which):
                other.add(which, y if (which, c) == ("fate", x) else c, n)
        self.assertEqual(other.size("fate"), scorpion.size("fate"))
        a = L5REnv(decks=[crab, scorpion], db=db, check_decks=False)
        b = L5REnv(decks=[crab, other], db=db, check_decks=False)
        rng = random.Random(11)
        compared = p2_differs = revealed = 0
        for seed in range(12):
            a.reset(seed=seed)
            b.reset(seed=seed)
            swapped = [i for i in range(a.game.card_count)
                       if a.game.card_def(i) != b.game.card_def(i)]
            self.assertEqual(len(swapped), fate[k][1])
            for _ in range(400):
                if self.seen_by(a, 0, swapped) or self.seen_by(b, 0,
                                                              swapped):
                    revealed += 1
                    break
                self.assertEqual(a.observe(0), b.observe(0),
                                 "seed %d: p1 sees a difference" % seed)
                compared += 1
                p2_differs += a.observe(1) != b.observe(1)
                if a.done or b.done:
                    break
                both = sorted(set(a.legal_actions()) &
                              set(b.legal_actions()))
                if not both or a.current_player != b.current_player:
                    break
                act = rng.choice(both)
                a.step(act)
                b.step(act)
        print("%d positions compared; p2's observations differed in %d; "
              "the swapped card was revealed in %d games" % (
                  compared, p2_differs, revealed))
        self.assertGreater(compared, 500)
        self.assertGreater(p2_differs, 0)  # the test can see a difference
        a.close()
        b.close()
        db.close()

    @staticmethod
    def seen_by(env, player, cards):
        view = env.game.view(player)
        cards = set(cards)
        for pl in view["players"]:
            for zone in ("hand", "in_play", "dynasty_discard",
                         "fate_discard"):
                for c in pl.get(zone, ()):
                    if c["id"] in cards and "card" in c:
                        return True
            for p in pl["provinces"]:
                c = p.get("card")
                if c and c["id"] in cards and "card" in c:
                    return True
        return False


class PlayScript(unittest.TestCase):
    def test_readme_example(self):
        """The example of examples/python/README.md runs as shown."""
        import contextlib
        import io
        import re
        with open(os.path.join(SOURCE_DIR, "examples", "python",
                               "README.md"), encoding="utf-8") as f:
            m = re.search(r"```python\n(.*?)```", f.read(), re.S)
        self.assertIsNotNone(m)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(m.group(1), "README.md", "exec"), {})
        lines = out.getvalue().splitlines()
        self.assertEqual(lines[0], "5228 9775")
        self.assertIn(lines[1], ("[1.0, -1.0]", "[-1.0, 1.0]", "[0.0, 0.0]"))
        self.assertTrue(lines[2].startswith("turn "))

    def test_play_py(self):
        script = os.path.join(SOURCE_DIR, "examples", "python", "play.py")
        out = subprocess.run([sys.executable, script, "--quiet", "--seed",
                              "3"], check=True, stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
        self.assertIn("state hash", out)
        m = [l for l in out.splitlines() if l.startswith("== ")]
        self.assertTrue(m)
        turn = int(m[-1].split("turn ")[1].split(";")[0])
        self.assertLessEqual(turn, DEFAULT_TURN_LIMIT)
        out = subprocess.run([sys.executable, script, "--env", "--games",
                              "2"], check=True, stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
        self.assertIn("steps/s", out)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
