#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""play.py - a seeded game between the two sample decks, through the l5r
Python package (ctypes; no compiler needed).

    python3 examples/python/play.py [--seed N] [--turns N]
                                    [--policy first|random] [--quiet]
    python3 examples/python/play.py --bench [--games N] [--turns N]
                                    [--repeat K]
    python3 examples/python/play.py --env [--games N] [--turns N]

Each move is picked among the legal moves of the player who must act:
`random` (the default) draws it with Python's random.Random(seed), `first`
takes the first one listed. Every move is validated before it is applied.
Prints the moves and the result; the same seed always gives the same game.

--bench plays N random games (seeds 0 .. N-1, every move uniformly
random) three ways, K times, and prints the actions/s of each (its best
run): the object path
(game.legal_actions(): a text and an Action per legal move, then
game.apply(action)), the MoveList path (game.legal_moves(into=moves),
then game.apply_index(moves, i): nothing made per legal move) and
game.play_random() (the same loop with the library calls bound once).
The two fast paths play the same games; the state hashes are compared.

--env plays N games of random agents through the game environment
(l5r.env.L5REnv: the action encoding, its mask and an observation per
step) and prints the steps/s and the results.

The turn limit is the environment's (l5r.env.DEFAULT_TURN_LIMIT, 30)
unless --turns says otherwise.

Run from anywhere: the package is found next to this script, the library
and the declaration file through L5R_LIB / L5R_CDEF or the build tree.
"""
import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import l5r  # noqa: E402
import l5r.env  # noqa: E402


def env_bench(games, turns, seed):
    """Random agents through l5r.env for `games` games; prints steps/s."""
    rng = random.Random(seed)
    outcomes = {}
    steps, spent = 0, 0.0
    with l5r.env.L5REnv(turn_limit=turns) as env:
        print("l5r.env: %d actions (%r), observations of %d floats"
              % (env.action_space_n, env.encoding, env.observation_size))
        for g in range(games):
            env.reset(seed=seed + g)
            done = False
            t0 = time.perf_counter()
            while not done:
                _, _, terminated, truncated, info = env.step(
                    rng.choice(env.legal_actions()))
                steps += 1
                done = terminated or truncated
            spent += time.perf_counter() - t0
            w = env.game.winner
            key = "no winner (%s)" % env.game.victory if w is None else \
                "p%d wins" % (w + 1)
            outcomes[key] = outcomes.get(key, 0) + 1
    print("  %d games, %d steps in %.2f s: %.0f env steps/s (each: the "
          "mask, the step, an observation)" % (games, steps, spent,
                                              steps / spent))
    print("  " + ", ".join("%s: %d" % kv for kv in sorted(outcomes.items())))
    return 0


def bench(db, decks, games, turns, repeat):
    """Random games three ways, the best of `repeat` runs each; prints
    actions/s. Returns 0, or 1 if the fast paths disagree."""
    def object_path(game, rng):
        n = 0
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions())[1])
            n += 1
        return n

    moves = l5r.MoveList()

    def movelist_path(game, rng):
        n, rand = 0, rng.random
        while game.legal_moves(into=moves):
            game.apply_index(moves, int(rand() * len(moves)))
            n += 1
        return n

    def play_random(game, rng):
        return game.play_random(rng, moves=moves)

    ways = (("objects (legal_actions + apply)", object_path),
            ("MoveList (legal_moves + apply_index)", movelist_path),
            ("play_random", play_random))
    best, hashes = {}, {}
    for _ in range(repeat):  # the ways in turn, the best run of each
        for name, run in ways:
            total, spent, hs = 0, 0.0, []
            for seed in range(games):
                game = l5r.Game.new(db, decks, seed=seed, turn_limit=turns)
                rng = random.Random(seed)
                t0 = time.perf_counter()
                total += run(game, rng)
                spent += time.perf_counter() - t0
                hs.append(game.hash())
                game.close()
            hashes[run] = hs
            if run not in best or spent < best[run][1]:
                best[run] = (total, spent)
    for name, run in ways:
        total, spent = best[run]
        print("  %-38s %9.0f actions/s  (%d actions in %.3f s)" % (
            name, total / spent, total, spent))
    same = hashes[movelist_path] == hashes[play_random]
    print("  the fast paths play the same games: %s" % ("yes" if same
                                                        else "NO"))
    return 0 if same else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--turns", type=int, default=l5r.env.DEFAULT_TURN_LIMIT,
                    help="turn limit (0: none; default %(default)s, the "
                    "environment's)")
    ap.add_argument("--policy", choices=("first", "random"), default="random")
    ap.add_argument("--quiet", action="store_true",
                    help="print only the result")
    ap.add_argument("--bench", action="store_true",
                    help="time random games: the object path against the "
                    "fast paths")
    ap.add_argument("--env", action="store_true",
                    help="random agents through l5r.env: steps/s")
    ap.add_argument("--games", type=int, default=50,
                    help="games for --bench and --env")
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs for --bench (the best is shown)")
    args = ap.parse_args()
    if args.env:
        return env_bench(args.games, args.turns, args.seed)

    cards = l5r.sample_cards()
    # The card database: the set table first, then the cards; frozen.
    with l5r.CardDB.from_files(cards.sets, cards.cards) as db:
        decks = [l5r.Deck.from_file(db, cards.decks[name])
                 for name in l5r.env.DEFAULT_DECKS]
        if args.bench:
            print("%d random games, turn limit %d, one thread, best of %d"
                  % (args.games, args.turns, args.repeat))
            return bench(db, decks, args.games, args.turns,
                         max(args.repeat, 1))
        for seat, deck in enumerate(decks):
            problems = deck.check()
            print("p%d: %s (%s)" % (seat + 1, deck.name,
                                    "legal" if not problems else
                                    "%d problems" % len(problems)))
        game = l5r.Game.new(db, decks, seed=args.seed, turn_limit=args.turns)
        rng = random.Random(args.seed)
        last_turn = None
        while not game.is_over:
            moves = game.legal_actions()
            text, action = (moves[0] if args.policy == "first"
                            else rng.choice(moves))
            verdict = game.validate(action)
            assert verdict.legal, verdict  # listed moves are legal
            if not args.quiet:
                if game.turn != last_turn:
                    last_turn = game.turn
                    print("== turn %d: p%d" % (game.turn,
                                               game.active_player + 1))
                card = action.card
                title = (" (%s)" % game.card_title(card)
                         if card is not None else "")
                print("   %-8s %s%s" % (game.phase, text, title))
            game.apply(action)

        print("== %d moves; turn %d; %s" % (
            len(game.log()), game.turn,
            "no winner (%s)" % game.victory if game.winner is None else
            "p%d wins (%s)" % (game.winner + 1, game.victory)))
        print("   Family Honor: %s" % ", ".join(
            "p%d %d" % (p + 1, game.honor(p))
            for p in range(game.player_count)))
        print("   state hash %016x" % game.hash())

        # Illegal moves are refused with a rule ID, and change nothing.
        before = game.hash()
        try:
            game.apply("p1 pass")
        except l5r.IllegalMove as e:
            print("   after the end, 'p1 pass' is refused: %s (%s)" % (
                e.verdict.rule, e.verdict.message))
        assert game.hash() == before
    return 0


if __name__ == "__main__":
    sys.exit(main())
