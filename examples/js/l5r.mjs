// SPDX-License-Identifier: MIT
// l5r.mjs - a small JavaScript binding of libl5r compiled to WebAssembly
// (l5r.js and l5r.wasm, built by the wasm preset), over the public C API.
//
//   import { init, CardDB, Deck, Game } from "./l5r.mjs";
//   await init();
//   const db = new CardDB([setsYaml, cardsYaml]);
//   const game = new Game(db, [new Deck(db, deckA), new Deck(db, deckB)],
//                         { seed: 1, turnLimit: 30 });
//   game.apply(game.legalMoves()[0]);
//
// Objects own memory in the WebAssembly heap: call free() when done (a
// freed object throws on use).
import createL5rModule from "./l5r.js";

let M = null;
let NO_ID = 0xffffffff;
const VERDICT_SIZE = 284; // struct l5r_verdict, version 1 (l5r/action.h)

const isNode = typeof process === "object" && process.versions?.node;

/** Load and instantiate the WebAssembly module (once); `moduleOptions` go
    to Emscripten's factory (e.g. locateFile, wasmBinary). In a browser
    l5r.wasm is fetched from next to l5r.js; under Node it is read from
    there. */
export async function init(moduleOptions = {}) {
  if (M === null) {
    const opts = { ...moduleOptions };
    if (isNode && !opts.wasmBinary && !opts.locateFile) {
      const { readFile } = await import("node:fs/promises");
      opts.wasmBinary = await readFile(new URL("./l5r.wasm", import.meta.url));
    }
    M = await createL5rModule(opts);
    NO_ID = M._l5r_no_id() >>> 0;
  }
  return M;
}

function mod() {
  if (M === null) throw new Error("l5r: call await init() first");
  return M;
}

/** The library's version ("0.1.0"). */
export function version() {
  return mod().UTF8ToString(mod()._l5r_version_string());
}

/** A failed library call: `status` is the status name ("L5R_ESYNTAX"),
    `code` its negative value. */
export class L5rError extends Error {
  constructor(message, code = -1, status = "L5R_ERROR") {
    super(message);
    this.name = "L5rError";
    this.code = code;
    this.status = status;
  }
}

/** An illegal move: `rule` is the rule ID ("FAV-04"), `reason` the
    l5r_reason name ("L5R_REASON_GOLD"). */
export class IllegalMoveError extends L5rError {
  constructor(message, rule, reason, code, status) {
    super(message, code, status);
    this.name = "IllegalMoveError";
    this.rule = rule;
    this.reason = reason;
  }
}

function statusName(rc) {
  const p = mod()._l5r_status_name(rc);
  return p ? mod().UTF8ToString(p) : "L5R_ERROR";
}

function fail(rc, message) {
  return new L5rError(message || mod().UTF8ToString(mod()._l5r_error_message()),
                      rc, statusName(rc));
}

// Run fn(ptr) with a NUL-terminated UTF-8 copy of `s` in the heap.
function withString(s, fn) {
  const m = mod();
  const p = (m.stringToNewUTF8 ?? m.allocateUTF8)(String(s));
  try { return fn(p); } finally { m._free(p); }
}

// Run fn(ptr, len) with the UTF-8 bytes of `s` in the heap.
function withBytes(s, fn) {
  const m = mod();
  const len = m.lengthBytesUTF8(s);
  const p = m._malloc(len + 1);
  if (!p) throw new L5rError("out of memory", -2, "L5R_ENOMEM");
  try {
    m.stringToUTF8(s, p, len + 1);
    return fn(p, len);
  } finally { m._free(p); }
}

// Run fn(out) with a pointer-sized out parameter; returns [rc, *out].
function withOut(fn) {
  const m = mod();
  const out = m._malloc(4);
  try {
    m.setValue(out, 0, "i32");
    const rc = fn(out);
    return [rc, m.getValue(out, "i32") >>> 0];
  } finally { m._free(out); }
}

function newVerdict() {
  const m = mod();
  const v = m._malloc(VERDICT_SIZE);
  m._l5r_verdict_init(v, m._l5r_verdict_version());
  return v;
}

function hex64(x) {
  return BigInt.asUintN(64, BigInt(x)).toString(16).padStart(16, "0");
}

class Handle {
  constructor(ptr) { this._ptr = ptr; }
  get ptr() {
    if (!this._ptr) throw new L5rError(`${this.constructor.name} is freed`,
                                       -4, "L5R_EHANDLE");
    return this._ptr;
  }
}
// `using` (explicit resource management) frees, where the runtime has it.
if (typeof Symbol.dispose === "symbol")
  Handle.prototype[Symbol.dispose] = function () { this.free(); };

/** A frozen card database, loaded from YAML texts in order (the set
    table first). Each source is a string or { name, text }. */
export class CardDB extends Handle {
  constructor(sources) {
    const m = mod();
    const [rc, db] = withOut((out) => m._l5r_carddb_new(out, 0));
    if (rc !== 0) throw fail(rc);
    super(db);
    try {
      sources.forEach((src, i) => {
        const { name, text } = typeof src === "string"
          ? { name: `<source ${i + 1}>`, text: src } : src;
        const r = withString(name, (pn) => withBytes(text, (p, n) =>
          m._l5r_carddb_load_buffer(db, pn, p, n)));
        if (r !== 0) throw fail(r, m.UTF8ToString(m._l5r_carddb_errmsg(db)));
      });
      const r = m._l5r_carddb_freeze(db);
      if (r !== 0) throw fail(r, m.UTF8ToString(m._l5r_carddb_errmsg(db)));
    } catch (e) {
      this.free();
      throw e;
    }
  }
  /** How many cards it holds. */
  get cardCount() { return mod()._l5r_carddb_card_count(this.ptr) >>> 0; }
  /** The database's fingerprint (16 hex digits, as game logs write it). */
  get fingerprint() { return hex64(mod()._l5r_carddb_fingerprint(this.ptr)); }
  free() {
    if (this._ptr) mod()._l5r_carddb_free(this._ptr);
    this._ptr = 0;
  }
}

/** A deck from a YAML decklist over `db`. */
export class Deck extends Handle {
  constructor(db, text, sourceName = "<deck>") {
    const m = mod();
    const [rc, d] = withOut((out) => m._l5r_deck_new(out, db.ptr, 0));
    if (rc !== 0) throw fail(rc);
    super(d);
    const r = withString(sourceName, (pn) => withBytes(text, (p, n) =>
      m._l5r_deck_load_buffer(d, pn, p, n)));
    if (r !== 0) {
      const e = fail(r, m.UTF8ToString(m._l5r_deck_errmsg(d)));
      this.free();
      throw e;
    }
    this.db = db;
  }
  /** The decklist's name. */
  get name() {
    const p = mod()._l5r_deck_name(this.ptr);
    return p ? mod().UTF8ToString(p) : "";
  }
  free() {
    if (this._ptr) mod()._l5r_deck_free(this._ptr);
    this._ptr = 0;
  }
}

const PARAM_SEED = 2, PARAM_TURN_LIMIT = 16; // l5r_param (l5r/options.h)

/** A game: `decks` in seat order (player 0 first); options `seed` and
    `turnLimit` (0: none). The decks may be freed once it is made; the
    database must outlive it. */
export class Game extends Handle {
  constructor(db, decks, { seed = 0, turnLimit = 0 } = {}) {
    const m = mod();
    const [orc, opts] = withOut((out) => m._l5r_options_new(out, 0));
    if (orc !== 0) throw fail(orc);
    let g = 0;
    try {
      for (const [param, value] of [[PARAM_SEED, seed],
                                    [PARAM_TURN_LIMIT, turnLimit]]) {
        const r = m._l5r_options_set(opts, param, BigInt(value));
        if (r !== 0) throw fail(r);
      }
      const arr = m._malloc(4 * decks.length);
      try {
        decks.forEach((d, i) => m.setValue(arr + 4 * i, d.ptr, "i32"));
        const [rc, out] = withOut((o) =>
          m._l5r_game_new(o, db.ptr, opts, arr, decks.length, 0));
        if (rc !== 0) throw fail(rc);
        g = out;
      } finally { m._free(arr); }
    } finally { m._l5r_options_free(opts); }
    super(g);
    this.db = db;
  }

  /** The player who must decide now (0-based), or null once over. */
  get decisionPlayer() {
    const [rc, p] = withOut((out) =>
      mod()._l5r_game_decision(out, 0, this.ptr));
    if (rc !== 0) throw fail(rc);
    return p === NO_ID ? null : p;
  }

  /** The legal moves of `player` (default: the one who must decide) in
      the text notation ("p1 pass"). */
  legalMoves(player = this.decisionPlayer) {
    if (player === null) return [];
    const m = mod();
    const [rc, list] = withOut((out) =>
      m._l5r_game_legal_actions(out, this.ptr, player));
    if (rc !== 0) throw fail(rc);
    try {
      const n = m._l5r_action_list_count(list) >>> 0;
      const moves = [];
      for (let i = 0; i < n; i++)
        moves.push(m.UTF8ToString(m._l5r_action_list_text(list, i)));
      return moves;
    } finally { m._l5r_action_list_free(list); }
  }

  /** The move the l5r tool's greedy policy (examples/cli/policy.c, linked
      into the module) picks for the player who must decide, in the text
      notation; null once the game is over. The same position gives the
      same move as `l5r play`. */
  greedyMove() {
    const player = this.decisionPlayer;
    if (player === null) return null;
    const m = mod();
    const [rc, list] = withOut((out) =>
      m._l5r_game_legal_actions(out, this.ptr, player));
    if (rc !== 0) throw fail(rc);
    try {
      if ((m._l5r_action_list_count(list) >>> 0) === 0) return null;
      const i = m._cli_pick_greedy(this.ptr, list, player) >>> 0;
      return m.UTF8ToString(m._l5r_action_list_text(list, i));
    } finally { m._l5r_action_list_free(list); }
  }

  /** Judge a move (text notation) without playing it:
      { legal, rule, message, reason } (rule and message "" if legal). A
      move that does not parse throws an L5rError (L5R_ESYNTAX). */
  validate(move) {
    const m = mod();
    const [arc, a] = withOut((out) => m._l5r_action_new(out, 0));
    if (arc !== 0) throw fail(arc);
    const v = newVerdict();
    try {
      let rc = withString(move, (p) => m._l5r_action_parse(a, p));
      if (rc !== 0) throw fail(rc);
      rc = m._l5r_game_validate(v, this.ptr, a);
      if (rc !== 0) throw fail(rc);
      return verdict(v);
    } finally {
      m._free(v);
      m._l5r_action_free(a);
    }
  }

  /** Play a move (text notation). An illegal one throws an
      IllegalMoveError (with `rule`) and changes nothing. */
  apply(move) {
    const m = mod();
    const v = newVerdict();
    try {
      const rc = withString(move, (p) => m._l5r_game_apply_text(this.ptr, p, v));
      if (rc === 0) return this;
      const status = statusName(rc);
      if (status === "L5R_EILLEGAL") {
        const r = verdict(v);
        throw new IllegalMoveError(`illegal move '${move}': ${r.rule}: ${r.message}`,
                                   r.rule, r.reason, rc, status);
      }
      throw fail(rc, m.UTF8ToString(m._l5r_game_errmsg(this.ptr)));
    } finally { m._free(v); }
  }

  /** The pending decision: { player, kind } (player 0-based, or null once
      over; kind an l5r_decision_kind name, "dynasty", "none" once over). */
  decision() {
    const m = mod();
    const out = m._malloc(8);
    try {
      m.setValue(out, 0, "i32");
      m.setValue(out + 4, 0, "i32");
      const rc = m._l5r_game_decision(out, out + 4, this.ptr);
      if (rc !== 0) throw fail(rc);
      const p = m.getValue(out, "i32") >>> 0;
      const k = m.getValue(out + 4, "i32");
      const name = m._l5r_decision_name(k);
      return { player: p === NO_ID ? null : p,
               kind: name ? m.UTF8ToString(name) : String(k) };
    } finally { m._free(out); }
  }

  /** What `player` may see (0-based; null: a spectator), parsed from the
      library's JSON view (l5r_game_view_json). */
  view(player = null) {
    const m = mod();
    const [rc, p] = withOut((out) =>
      m._l5r_game_view_json(out, this.ptr, player === null ? NO_ID : player));
    if (rc !== 0) throw fail(rc);
    try { return JSON.parse(m.UTF8ToString(p)); } finally { m._l5r_free(p); }
  }

  /** How many events have been recorded since the game began. */
  get eventCount() { return mod()._l5r_game_event_count(this.ptr) >>> 0; }

  /** The recorded events from index `from` on: [{ index, kind, player,
      card, value }], kind an l5r_event_kind name ("gold"), player and card
      null where the library says L5R_NO_ID. */
  events(from = 0) {
    const m = mod();
    const n = this.eventCount;
    const out = m._malloc(16);
    const events = [];
    try {
      for (let i = from; i < n; i++) {
        const rc = m._l5r_game_event(out, out + 4, out + 8, out + 12, this.ptr, i);
        if (rc !== 0) throw fail(rc);
        const k = m.getValue(out, "i32");
        const player = m.getValue(out + 4, "i32") >>> 0;
        const card = m.getValue(out + 8, "i32") >>> 0;
        const name = m._l5r_event_name(k);
        events.push({ index: i, kind: name ? m.UTF8ToString(name) : String(k),
                      player: player === NO_ID ? null : player,
                      card: card === NO_ID ? null : card,
                      value: m.getValue(out + 12, "i32") });
      }
    } finally { m._free(out); }
    return events;
  }

  /** The player's Family Honor. */
  honor(player) { return mod()._l5r_game_player_honor(this.ptr, player); }
  /** The player's gold in the pool. */
  gold(player) { return mod()._l5r_game_player_gold(this.ptr, player); }
  /** Who controls the Imperial Favor (0-based), or null. */
  favor() {
    const f = mod()._l5r_game_favor(this.ptr);
    const c = f ? mod()._l5r_favor_controller(f) >>> 0 : NO_ID;
    return c === NO_ID ? null : c;
  }

  /** The whole game saved (versioned, with the card database's
      fingerprint) as a Uint8Array; Game.load(db, bytes) makes it again,
      in WebAssembly or natively. */
  save() {
    const m = mod();
    const out = m._malloc(8); /* void *data; size_t len (4 bytes here) */
    try {
      m.setValue(out, 0, "i32");
      m.setValue(out + 4, 0, "i32");
      const rc = m._l5r_game_save(out, out + 4, this.ptr);
      if (rc !== 0) throw fail(rc);
      const p = m.getValue(out, "i32") >>> 0;
      const n = m.getValue(out + 4, "i32") >>> 0;
      try {
        const bytes = new Uint8Array(n);
        for (let i = 0; i < n; i++) bytes[i] = m.getValue(p + i, "i8") & 0xff;
        return bytes;
      } finally { m._l5r_free(p); }
    } finally { m._free(out); }
  }

  /** A game from the bytes of save(), over the same cards (a save made
      with other cards is refused: L5R_EMISMATCH). A corrupt or cut save
      throws an L5rError (L5R_EFORMAT). */
  static load(db, bytes) {
    const m = mod();
    const n = bytes.length;
    const buf = m._malloc(n || 1);
    if (!buf) throw new L5rError("out of memory", -2, "L5R_ENOMEM");
    try {
      for (let i = 0; i < n; i++) m.setValue(buf + i, bytes[i], "i8");
      const [rc, g] = withOut((o) =>
        m._l5r_game_load(o, db.ptr, buf, n, 0));
      if (rc !== 0) throw fail(rc);
      const game = Object.create(Game.prototype);
      game._ptr = g;
      game.db = db;
      return game;
    } finally { m._free(buf); }
  }

  /** The state hash as 16 lowercase hex digits (what game logs' end lines
      record; the same on every platform). */
  hash() { return hex64(mod()._l5r_game_hash(this.ptr)); }
  /** Whether the game has ended. */
  isOver() { return mod()._l5r_game_is_over(this.ptr) === 1; }
  /** The winner (0-based), or null: no winner yet, or a draw. */
  winner() {
    const w = mod()._l5r_game_winner(this.ptr) >>> 0;
    return w === NO_ID ? null : w;
  }
  /** The turn number (1 = the first). */
  get turn() { return mod()._l5r_game_turn(this.ptr) >>> 0; }
  /** How many players. */
  get playerCount() { return mod()._l5r_game_player_count(this.ptr) >>> 0; }

  free() {
    if (this._ptr) mod()._l5r_game_free(this._ptr);
    this._ptr = 0;
  }
}

// struct l5r_verdict (version 1): version, legal, reason, rule[16],
// message[256] (l5r/action.h).
function verdict(v) {
  const m = mod();
  const legal = m.getValue(v + 4, "i32") !== 0;
  const reason = m.getValue(v + 8, "i32");
  return {
    legal,
    rule: m.UTF8ToString(v + 12, 16),
    message: m.UTF8ToString(v + 28, 256),
    reason: legal ? null : reasonName(reason),
  };
}

function reasonName(reason) {
  const p = mod()._l5r_reason_name(reason);
  return p ? mod().UTF8ToString(p) : String(reason);
}
