#!/usr/bin/env python3
"""play.py - a seeded game between the two sample decks, through the l5r
Python package (ctypes; no compiler needed).

    python3 examples/python/play.py [--seed N] [--turns N]
                                    [--policy first|random] [--quiet]

Each move is picked among the legal moves of the player who must act:
`random` (the default) draws it with Python's random.Random(seed), `first`
takes the first one listed. Every move is validated before it is applied.
Prints the moves and the result; the same seed always gives the same game.

Run from anywhere: the package is found next to this script, the library
and the declaration file through L5R_LIB / L5R_CDEF or the build tree.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import l5r  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--turns", type=int, default=30,
                    help="turn limit (0: none)")
    ap.add_argument("--policy", choices=("first", "random"), default="random")
    ap.add_argument("--quiet", action="store_true",
                    help="print only the result")
    args = ap.parse_args()

    cards = l5r.sample_dir()
    # The card database: the set table first, then the cards; frozen.
    with l5r.CardDB.from_files(os.path.join(cards, "sets.yaml"),
                               os.path.join(cards, "lotus-sample.yaml")) as db:
        decks = [l5r.Deck.from_file(db, os.path.join(cards, "decks", name))
                 for name in ("crab-yu.yaml", "scorpion-ninjutsu.yaml")]
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
