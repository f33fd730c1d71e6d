#!/usr/bin/env python3
"""story.py - checks of the story the l5r tool tells (examples/cli/story.c).

    story.py lines L5R ARGS...   the JSON story of `l5r play ARGS --json`,
                                 one move per line (the JSON golden's form)
    story.py check L5R ARGS...   every battle told with both totals and an
                                 outcome; nothing hidden told to one side

`check` plays the game of `l5r play ARGS` three times: told to all, to p1
and to p2. Told to all, it learns which cards never leave their owner's
hand or deck face-down (drawn, never the card of any other event, never
named by a move): told to the other player, none of those may be named
(by id in the JSON story, or by title in the text when no other copy of
that title is ever seen), and a draw by the other player names no card.
Prints one line per check and exits 1 on any failure.
"""
import json
import subprocess
import sys


def run(l5r, args):
    out = subprocess.run([l5r, "play"] + args, check=True,
                         stdout=subprocess.PIPE).stdout
    return out.decode("utf-8")


def story(l5r, args, viewer):
    doc = json.loads(run(l5r, args + ["--json", "--as", viewer]))
    if not doc["ok"]:
        sys.exit("l5r play failed: %s" % doc["error"])
    return doc["story"]


HAND_ONLY = {"draw", "action"}


def hidden_cards(moves):
    """Cards (id -> (owner, title)) that are only ever drawn or moved to a
    hand, and never named by a move's own text: no other player ever sees
    them."""
    seen, drawn = set(), {}
    for m in moves:
        for w in m["move"].split():
            if w.startswith("#"):
                seen.add(int(w[1:].split(".")[0]))
        for e in m["events"]:
            c = e["card"]
            if c is None:
                continue
            if e["event"] == "draw":
                drawn[c] = (e["player"], e["title"])
            elif not (e["event"] == "move" and e.get("zone") == "hand"):
                seen.add(c)
    return {c: v for c, v in drawn.items() if c not in seen}


def check_battles(moves, say):
    armies = outcomes = 0
    pending = 0
    ok = True
    for m in moves:
        for e in m["events"]:
            if e["event"] == "army":
                armies += 1
                pending += 1
            elif e["event"] == "outcome":
                outcomes += 1
                if pending != 2:
                    ok = False
                pending = 0
    ok = ok and pending == 0 and armies == 2 * outcomes
    say(ok, "%d battles, each with both totals and an outcome" % outcomes)
    return outcomes


def check_hidden(l5r, args, all_moves, say):
    hidden = hidden_cards(all_moves)
    # The titles some copy of which is seen: those may appear in any text.
    public_titles = set()
    for m in all_moves:
        for e in m["events"]:
            if e["title"] and e["card"] not in hidden:
                public_titles.add(e["title"])
    for viewer in (1, 2):
        moves = story(l5r, args, "p%d" % viewer)
        text = run(l5r, args + ["--as", "p%d" % viewer])
        secret = {c: t for c, (owner, t) in hidden.items() if owner != viewer}
        leaked = [e for m in moves for e in m["events"]
                  if e["card"] in secret]
        say(not leaked, "told to p%d: none of the other's %d hidden cards "
            "named by id" % (viewer, len(secret)))
        titles = {t for t in secret.values() if t not in public_titles}
        named = [t for t in titles if t in text]
        say(not named, "told to p%d: none of %d titles only the other holds "
            "in the text %s" % (viewer, len(titles), named[:3]))
        draws = [e for m in moves for e in m["events"]
                 if e["event"] == "draw" and e["player"] != viewer and
                 e["card"] is not None]
        say(not draws, "told to p%d: the other's draws name no card"
            % viewer)
        if viewer == 1 and not secret:
            say(False, "the game has hidden cards to check")


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("lines", "check"):
        sys.exit(__doc__)
    mode, l5r, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    moves = story(l5r, args, "all")
    if mode == "lines":
        for m in moves:
            print(json.dumps(m, sort_keys=True, ensure_ascii=False))
        return
    failed = []

    def say(ok, what):
        print("%s %s" % ("ok   " if ok else "FAIL ", what))
        if not ok:
            failed.append(what)

    if check_battles(moves, say) == 0:
        say(False, "the game has a battle to check")
    check_hidden(l5r, args, moves, say)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
