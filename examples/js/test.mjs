// SPDX-License-Identifier: MIT
// test.mjs - the JavaScript binding's test (node test.mjs, from the build
// tree's examples/js, where l5r.js and l5r.wasm are): replays the native
// tool's seeded game (l5r play --seed 1) move by move, checking each move
// legal, and compares the final state hash with the one the native log's
// end line records; then checks that an illegal move throws with a rule
// ID. The native game log comes from L5R_LOG (a file), or else is written
// by the native tool L5R_NATIVE (default: <source>/build/bin/l5r). Exits
// 77 (skipped) when neither is there. It also checks the decision, view,
// event, honor and gold calls. L5R_SOURCE_DIR: the source tree
// (default: found two or three folders up from here, or the working
// directory).
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { init, version, CardDB, Deck, Game, L5rError, IllegalMoveError }
  from "./l5r.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const src = process.env.L5R_SOURCE_DIR ||
  [path.resolve(here, "../.."), path.resolve(here, "../../.."), process.cwd()].find((d) =>
    fs.existsSync(path.join(d, "examples/cards/lotus-sample.yaml")));
if (!src) {
  console.log("skip: no source tree (set L5R_SOURCE_DIR)");
  process.exit(77);
}
const cards = path.join(src, "examples/cards");

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok" : "FAIL"}: ${what}`);
  if (!ok) failures++;
}

// --- the native game log ------------------------------------------------
function nativeLog() {
  if (process.env.L5R_LOG) return fs.readFileSync(process.env.L5R_LOG, "utf8");
  const tool = process.env.L5R_NATIVE || path.join(src, "build/bin/l5r");
  if (!fs.existsSync(tool)) {
    console.log(`skip: no native l5r tool at ${tool} (build the default ` +
                "preset, or set L5R_NATIVE or L5R_LOG)");
    process.exit(77);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "l5r-js-"));
  const log = path.join(dir, "seed1.log");
  try {
    execFileSync(tool, ["play", "--seed", "1", "--quiet", "--log", log],
                 { stdio: ["ignore", "ignore", "inherit"] });
    return fs.readFileSync(log, "utf8");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// header "key: value" lines, "---", moves, "end: moves N hash H"
function parseLog(text) {
  const header = {}, decks = [], moves = [];
  let end = null, body = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!body) {
      if (line === "---") { body = true; continue; }
      const i = line.indexOf(":");
      const key = line.slice(0, i).trim(), value = line.slice(i + 1).trim();
      if (key === "deck") decks.push(value); else header[key] = value;
      continue;
    }
    const m = /^end: moves (\d+) hash ([0-9a-f]{16})$/.exec(line);
    if (m) end = { moves: Number(m[1]), hash: m[2] };
    else moves.push(line);
  }
  return { header, decks, moves, end };
}

await init();
console.log(`libl5r ${version()} (WebAssembly)`);
const log = parseLog(nativeLog());
check(log.end !== null && log.end.moves === log.moves.length,
      `native log: ${log.moves.length} moves, end line ${JSON.stringify(log.end)}`);

const read = (f) => fs.readFileSync(path.join(cards, f), "utf8");
const db = new CardDB([{ name: "sets.yaml", text: read("sets.yaml") },
                       { name: "lotus-sample.yaml", text: read("lotus-sample.yaml") }]);
check(db.cardCount > 0, `card database: ${db.cardCount} cards`);
if (log.header.fingerprint)
  check(db.fingerprint === log.header.fingerprint,
        `fingerprint ${db.fingerprint} (native ${log.header.fingerprint})`);

function newGame() {
  // the log's decks by file name, read from the sample folder
  const decks = log.decks.map((d) => {
    const f = path.join("decks", path.basename(d));
    return new Deck(db, read(f), f);
  });
  const g = new Game(db, decks, { seed: Number(log.header.seed),
                                  turnLimit: Number(log.header.turn_limit) });
  decks.forEach((d) => d.free());
  return g;
}

// --- the replay ---------------------------------------------------------
// The native log of `l5r play --seed 1` is the greedy policy's game (the
// tool's default), and the module links the same policy: at every
// decision, greedyMove() must pick the tool's move. (A log from L5R_LOG
// may come from any policy: not checked then.)
const greedyLog = !process.env.L5R_LOG;
const game = newGame();
let replayed = 0, greedyAgrees = 0;
for (const move of log.moves) {
  const legal = game.legalMoves();
  if (greedyLog && game.greedyMove() === move) greedyAgrees++;
  const v = game.validate(move);
  if (!v.legal || !legal.includes(move)) {
    check(false, `move ${replayed + 1} '${move}': ${v.rule} ${v.message}` +
                 ` (legal: ${legal.join(", ")})`);
    break;
  }
  game.apply(move);
  replayed++;
}
check(replayed === log.moves.length, `replayed ${replayed} moves, each legal`);
if (greedyLog)
  check(greedyAgrees === log.moves.length,
        `greedyMove() picked the tool's move ${greedyAgrees} times of ${log.moves.length}`);
check(game.greedyMove() === null || !game.isOver(), "greedyMove() is null once over");
check(game.isOver(), `game over at turn ${game.turn}, winner ` +
                     (game.winner() === null ? "none" : `p${game.winner() + 1}`));
check(game.legalMoves().length === 0, "no legal moves once over");
const hash = game.hash();
check(hash === log.end?.hash, `final state hash ${hash} (native ${log.end?.hash})`);

// --- an illegal move ----------------------------------------------------
const fresh = newGame();
const before = fresh.hash();
const p = fresh.decisionPlayer;
const other = `p${2 - p} pass`; // the player who is not to act
const v = fresh.validate(other);
check(!v.legal && /^[A-Z]+-\d+/.test(v.rule),
      `validate('${other}'): ${JSON.stringify(v)}`);
try {
  fresh.apply(other);
  check(false, `apply('${other}') did not throw`);
} catch (e) {
  check(e instanceof IllegalMoveError && e instanceof L5rError &&
        e.rule === v.rule && e.status === "L5R_EILLEGAL",
        `apply('${other}') throws ${e.name} rule ${e.rule}: ${e.message}`);
}
check(fresh.hash() === before, "an illegal move changes nothing");
try {
  fresh.validate("p1 frobnicate");
  check(false, "a move that does not parse is refused");
} catch (e) {
  check(e instanceof L5rError && e.status === "L5R_ESYNTAX",
        `a move that does not parse throws ${e.status}`);
}
try {
  new Deck(db, "name: broken\nstronghold: no-such-card\n", "broken.yaml");
  check(false, "a bad decklist is refused");
} catch (e) {
  check(e instanceof L5rError, `a bad decklist throws ${e.status}: ${e.message}`);
}

// --- decision, view, events, honor, gold --------------------------------
const d = fresh.decision();
check(d.player === fresh.decisionPlayer && typeof d.kind === "string" && d.kind !== "none",
      `decision(): ${JSON.stringify(d)}`);
check(JSON.stringify(game.decision()) === JSON.stringify({ player: null, kind: "none" }),
      "decision() once over: nobody, none");
const view = fresh.view(p), other2 = fresh.view(1 - p);
const mine = view.players[p], theirs = view.players[1 - p];
check(Array.isArray(mine.hand) && mine.hand.length === mine.hand_count &&
      theirs.hand === undefined && theirs.hand_count > 0,
      `view(${p}): own hand (${mine.hand.length}) shown, the other's hidden`);
check(other2.players[1 - p].hand !== undefined, "the other's view shows his hand");
check([0, 1].every((i) => fresh.honor(i) === view.players[i].honor &&
                          fresh.gold(i) === view.players[i].gold),
      `honor() and gold() match the view: ${fresh.honor(0)}/${fresh.gold(0)}, ` +
      `${fresh.honor(1)}/${fresh.gold(1)}`);
check(fresh.favor() === null && view.favor === null, "the Imperial Favor is uncontrolled");
const evs = game.events();
check(evs.length === game.eventCount && evs.length > 0 &&
      evs.every((e, i) => e.index === i && /^[a-z_]+$/.test(e.kind)) &&
      evs[evs.length - 1].kind === "game_over",
      `events(): ${evs.length}, the last ${JSON.stringify(evs[evs.length - 1])}`);
check(game.events(evs.length - 1).length === 1, "events(from) starts at from");

// --- save and load ----------------------------------------------------------
const saved = fresh.save();
const back = Game.load(db, saved);
check(back.hash() === fresh.hash() &&
      JSON.stringify(back.legalMoves()) === JSON.stringify(fresh.legalMoves()),
      `save() and Game.load(): ${saved.length} bytes, the same game`);
const ended = Game.load(db, game.save());
check(ended.hash() === hash && ended.isOver(), "a finished game loads finished");
const cut = saved.slice(0, saved.length - 7);
try {
  Game.load(db, cut);
  check(false, "a cut save is refused");
} catch (e) {
  check(e instanceof L5rError && e.status === "L5R_EFORMAT",
        `a cut save is refused: ${e.status}`);
}
back.free();
ended.free();

fresh.free();
game.free();
db.free();
console.log(failures === 0 ? "all passed" : `${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
