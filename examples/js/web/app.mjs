// SPDX-License-Identifier: MIT
// app.mjs - the table (index.html): a person plays p1 with the sample Crab
// deck against a policy playing the sample Scorpion deck: seeded random,
// or the l5r tool's greedy policy (linked into the module). The table is
// drawn from p1's JSON view only, so p2's hidden cards stay hidden; each
// move's events go to the log. URL parameters: seed (the game's and the
// random policy's), turns (the turn limit), policy (random or greedy).
import { init, version, CardDB, Deck, Game, L5rError } from "./l5r.mjs";

const $ = (id) => document.getElementById(id);
const ME = 0, OPPONENT = 1;

// A small seeded PRNG (mulberry32) for the random policy.
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function text(path) {
  const r = await fetch(path);
  if (!r.ok) throw new Error(`fetch ${path}: ${r.status} ${r.statusText}`);
  return r.text();
}

const PHASES = ["none", "straighten", "events", "action", "attack", "dynasty",
                "end", "game over"];
const ZONES = ["nowhere", "the dynasty deck", "the fate deck", "the hand",
               "a province", "play", "the dynasty discard pile",
               "the fate discard pile", "the removed pile"];
const VICTORIES = ["none", "honor", "dishonor", "military", "enlightenment",
                   "the turn limit"];

let db, game, rand, names, seen, over, policy = "random";

// "hida-defender" -> "Hida Defender"
const title = (slug) => slug.replace(/-/g, " ")
  .replace(/\b\w/g, (c) => c.toUpperCase());
const who = (p) => (p === null ? "nobody" : `p${p + 1}`);
const cardName = (id) =>
  id === null ? "-" : names.has(id) ? `${title(names.get(id))} #${id}` : `card #${id}`;

// Remember the names of the cards p1 can see (the view is p1's).
function learn(view) {
  const visit = (x) => {
    if (Array.isArray(x)) x.forEach(visit);
    else if (x && typeof x === "object") {
      if (typeof x.id === "number" && typeof x.card === "string")
        names.set(x.id, x.card);
      Object.values(x).forEach(visit);
    }
  };
  visit(view);
}

function describe(e) {
  const p = who(e.player), c = cardName(e.card), v = e.value;
  switch (e.kind) {
    case "phase": return `${PHASES[v] ?? v} phase`;
    case "turn": return `turn: ${p} is the active player`;
    case "move": return v >= 100 ? `${c} goes to battlefield ${v - 100}`
                                 : `${c} moves to ${ZONES[v] ?? v}`;
    case "bow": return `${c} bows`;
    case "straighten": return `${c} straightens`;
    case "gold": return `${p}: gold ${v}`;
    case "honor": return `${p}: honor ${v >= 0 ? "+" : ""}${v}`;
    case "reveal": return `${c} is revealed`;
    case "draw": return `${p} draws ${e.player === ME ? c : "a card"}`;
    case "pass": return `${p} passes`;
    case "game_over": return `game over: ${e.player === null ? "no winner" : p + " wins"}` +
                             ` (${VICTORIES[v] ?? v})`;
    case "action": return `${p} acts${e.card === null ? "" : " with " + c}`;
    case "shuffle": return `${p} shuffles`;
    case "attach": return `${c} attaches to ${cardName(v)}`;
    case "favor": return `the Imperial Favor goes to ${p}`;
    case "token": return v >= 0 ? `${c} gets token ${v}` : `${c} loses token ${-v - 1}`;
    case "battle": return `battle: ${p} attacks (${v})`;
    case "destroy": return e.card === null ? `${p}'s province ${-v} is destroyed`
                                           : `${c} is destroyed`;
    case "force": return `${p}: ${c} adds ${v} Force`;
    case "army": return `${p}'s army: ${v} Force`;
    case "outcome": return `battlefield ${v}: ${e.player === null ? "no winner" : p + " wins"}`;
    default: return `${e.kind} ${p} ${c} ${v}`;
  }
}

function logMove(move, who) {
  const li = document.createElement("li");
  const m = document.createElement("span");
  m.className = "move";
  m.textContent = `${move}${who === OPPONENT ? `  (${policy})` : ""}`;
  li.append(m);
  learn(game.view(ME));
  const events = game.events(seen);
  seen = game.eventCount;
  if (events.length) {
    const ul = document.createElement("ul");
    for (const e of events) {
      const ev = document.createElement("li");
      ev.className = "ev";
      ev.textContent = describe(e);
      ul.append(ev);
    }
    li.append(ul);
  }
  $("log").append(li);
  $("log").scrollTop = $("log").scrollHeight;
}

function play(move) {
  const player = game.decision().player;
  game.apply(move);
  logMove(move, player);
}

// The policy: p2 moves until it is p1's turn to decide or the end.
function opponent() {
  let n = 0;
  while (!game.isOver() && game.decision().player === OPPONENT && n++ < 10000) {
    if (policy === "greedy") {
      play(game.greedyMove());
    } else {
      const moves = game.legalMoves();
      play(moves[Math.floor(rand() * moves.length)]);
    }
  }
}

function box(cls, lines, extra = "") {
  const d = document.createElement("div");
  d.className = `card ${cls}`;
  for (const [k, t] of lines) {
    const s = document.createElement("div");
    if (k) s.className = k;
    s.textContent = t;
    d.append(s);
  }
  if (extra) {
    const s = document.createElement("div");
    s.className = "extra";
    s.textContent = extra;
    d.append(s);
  }
  return d;
}

function extras(c, skip) {
  return Object.entries(c).filter(([k]) => !skip.includes(k))
    .map(([k, v]) => k === "attached_to" ? `on ${cardName(v)}`
                   : `${k}: ${typeof v === "object" ? JSON.stringify(v) : v}`)
    .join(", ");
}

function cardBox(c, cls = "") {
  if (!c) return box("hidden", [["", "(empty)"]]);
  if (c.face_down && !c.card) return box(`hidden ${cls}`, [["id", `#${c.id}`], ["", "face down"]]);
  return box(`${cls} ${c.bowed ? "bowed" : ""} ${c.location ? "battle" : ""}`,
             [["id", `#${c.id}`], ["", title(c.card ?? "?")]],
             extras(c, ["id", "card", "bowed", "location"]));
}

function section(titleText, cards) {
  const wrap = document.createElement("div");
  const row = document.createElement("div");
  row.className = "row";
  row.append(...cards);
  if (titleText) {
    const h = document.createElement("h3");
    h.textContent = titleText;
    wrap.append(h);
  }
  wrap.append(row);
  return wrap;
}

function drawPlayer(el, pv, deciding) {
  el.replaceChildren();
  el.classList.toggle("deciding", deciding);
  const i = pv.player - 1;
  const stats = document.createElement("div");
  stats.className = "stats";
  stats.innerHTML = "";
  for (const [k, v] of [[`p${pv.player}${i === ME ? " (you)" : ` (${policy})`}`, ""],
                        ["Family Honor", game.honor(i)], ["gold", game.gold(i)],
                        ["dynasty deck", pv.dynasty_deck], ["fate deck", pv.fate_deck],
                        ["hand", pv.hand_count]]) {
    const s = document.createElement("span");
    s.textContent = v === "" ? k : `${k}: ${v}`;
    s.dataset.stat = k;
    stats.append(s);
  }
  el.append(stats);
  el.append(section("Provinces", (pv.provinces ?? []).map((p, n) => {
    const b = p.destroyed ? box("destroyed", [["", "destroyed"]])
                          : cardBox(p.card);
    b.title = `province ${n + 1}, strength ${p.strength}`;
    const s = document.createElement("div");
    s.className = "extra";
    s.textContent = `province ${n + 1}, strength ${p.strength}`;
    b.prepend(s);
    return b;
  })));
  const inPlay = pv.in_play ?? [];
  const home = inPlay.filter((c) => !c.location);
  const away = inPlay.filter((c) => c.location);
  el.append(section("Home", home.map((c) => cardBox(c))));
  if (away.length) el.append(section("At battlefields", away.map((c) => cardBox(c))));
  if (pv.hand) el.append(section("Hand", pv.hand.map((c) => cardBox(c))));
  else el.append(section("Hand", Array.from({ length: pv.hand_count },
                                            () => box("hidden", [["", "fate card"]]))));
  for (const [name, pile] of [["Dynasty discard", pv.dynasty_discard ?? []],
                              ["Fate discard", pv.fate_discard ?? []]]) {
    if (!pile.length) continue;
    const d = document.createElement("details");
    const sum = document.createElement("summary");
    sum.textContent = `${name} (${pile.length}), the last: ` +
      title(pile[pile.length - 1].card ?? "face down");
    d.append(sum, section("", pile.map((c) => cardBox(c))));
    el.append(d);
  }
}

function draw() {
  const view = game.view(ME);
  learn(view);
  const d = game.decision();
  over = game.isOver();
  const [mine, theirs] = [view.players[ME], view.players[OPPONENT]];
  drawPlayer($("p1"), mine, d.player === ME);
  drawPlayer($("p2"), theirs, d.player === OPPONENT);

  const mid = $("middle");
  mid.replaceChildren();
  const fav = game.favor();
  mid.append(box("token", [["", "Imperial Favor"],
                           ["", fav === null ? "uncontrolled" : `held by ${who(fav)}`]]));
  for (const t of view.tokens ?? [])
    mid.append(box("token", [["", "token"]], extras(t, [])));

  const status = $("status");
  if (over) {
    const w = game.winner();
    status.textContent = `Game over at turn ${game.turn}: ` +
      (w === null ? "no winner" : w === ME ? "you win" : "p2 wins");
  } else {
    status.textContent = `Turn ${view.turn}, ${view.phase} phase; ` +
      `${d.player === ME ? "your" : "p2's"} decision (${d.kind})`;
  }
  status.dataset.over = over ? "1" : "0";

  const moves = $("moves");
  moves.replaceChildren();
  if (!over && d.player === ME) {
    for (const m of game.legalMoves(ME)) {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.move = m;
      b.textContent = m.replace(/#(\d+)/g, (s, id) =>
        names.has(+id) ? `${s} (${title(names.get(+id))})` : s);
      b.addEventListener("click", () => { act(m); });
      moves.append(b);
    }
  }
}

function act(move) {
  play(move);
  opponent();
  draw();
}

function typed(ev) {
  ev.preventDefault();
  const move = $("move").value.trim();
  const out = $("verdict");
  out.dataset.rule = "";
  if (!move) return;
  try {
    const v = game.validate(move);
    if (!v.legal) {
      out.className = "illegal";
      out.dataset.rule = v.rule;
      out.textContent = `Illegal: ${v.rule}: ${v.message}`;
      return;
    }
    out.className = "legal";
    out.textContent = `Played: ${move}`;
    $("move").value = "";
    act(move);
  } catch (e) {
    if (!(e instanceof L5rError)) throw e;
    out.className = "illegal";
    out.dataset.rule = e.status;
    out.textContent = `Not a move: ${e.status}: ${e.message}`;
  }
}

async function newGame(seed, turns, pol) {
  policy = pol === "greedy" ? "greedy" : "random";
  if (game) game.free();
  const decks = [new Deck(db, await text("cards/decks/crab-yu.yaml"), "crab-yu.yaml"),
                 new Deck(db, await text("cards/decks/scorpion-ninjutsu.yaml"),
                          "scorpion-ninjutsu.yaml")];
  game = new Game(db, decks, { seed, turnLimit: turns });
  decks.forEach((d) => d.free());
  rand = prng(seed ^ 0x5eed);
  names = new Map();
  seen = 0;
  $("log").replaceChildren();
  $("verdict").textContent = "";
  logMove(`new game: seed ${seed}, turn limit ${turns}, p2 ${policy}, ` +
          `libl5r ${version()}`, null);
  opponent();
  draw();
}

async function main() {
  await init({ locateFile: (p) => new URL(p, import.meta.url).href });
  db = new CardDB([{ name: "sets.yaml", text: await text("cards/sets.yaml") },
                   { name: "lotus-sample.yaml", text: await text("cards/lotus-sample.yaml") }]);
  const q = new URLSearchParams(location.search);
  const seed = Number(q.get("seed") ?? 1), turns = Number(q.get("turns") ?? 30);
  const pol = q.get("policy") ?? "random";
  $("seed").value = seed;
  $("turns").value = turns;
  $("policy").value = pol === "greedy" ? "greedy" : "random";
  $("typed").addEventListener("submit", typed);
  $("newgame").addEventListener("submit", (ev) => {
    ev.preventDefault();
    newGame(Number($("seed").value), Number($("turns").value), $("policy").value);
  });
  await newGame(seed, turns, pol);
  document.body.dataset.ready = "1";
}

main().catch((e) => {
  $("status").textContent = `error: ${e.message}`;
  document.body.dataset.error = e.message;
  console.error(e);
});
