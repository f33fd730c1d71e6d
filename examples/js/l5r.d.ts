// SPDX-License-Identifier: MIT
// l5r.d.ts - TypeScript declarations of l5r.mjs.

/** Options for Emscripten's module factory (see its documentation). */
export interface ModuleOptions {
  locateFile?: (path: string, scriptDirectory: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
  [key: string]: unknown;
}

/** Load and instantiate the WebAssembly module (once; later calls return
    the same module). */
export function init(moduleOptions?: ModuleOptions): Promise<unknown>;

/** The library's version ("0.1.0"). */
export function version(): string;

/** A failed library call. */
export class L5rError extends Error {
  /** The status's negative value (l5r_status). */
  readonly code: number;
  /** The status's name ("L5R_ESYNTAX"). */
  readonly status: string;
}

/** An illegal move (apply). */
export class IllegalMoveError extends L5rError {
  /** The rule ID ("CORE-10"). */
  readonly rule: string;
  /** The l5r_reason's name ("L5R_REASON_NOT_YOUR_DECISION"). */
  readonly reason: string | null;
}

/** A card source: YAML text, named or not. */
export type CardSource = string | { name: string; text: string };

/** A frozen card database (the set table first). */
export class CardDB {
  constructor(sources: CardSource[]);
  readonly cardCount: number;
  /** 16 lowercase hex digits. */
  readonly fingerprint: string;
  free(): void;
}

/** A deck from a YAML decklist. */
export class Deck {
  constructor(db: CardDB, text: string, sourceName?: string);
  readonly db: CardDB;
  readonly name: string;
  free(): void;
}

/** What validate() says of a move. */
export interface Verdict {
  legal: boolean;
  /** The rule ID ("" if legal). */
  rule: string;
  /** Why, for people ("" if legal). */
  message: string;
  /** The l5r_reason's name, or null if legal. */
  reason: string | null;
}

export interface GameOptions {
  /** The RNG seed (default 0). */
  seed?: number | bigint;
  /** End the game after this turn; 0: no limit (default). */
  turnLimit?: number | bigint;
}

/** A game; moves are strings in the text notation ("p1 pass"). */
export class Game {
  constructor(db: CardDB, decks: Deck[], options?: GameOptions);
  readonly db: CardDB;
  /** The player who must decide now (0-based), or null once over. */
  readonly decisionPlayer: number | null;
  readonly turn: number;
  readonly playerCount: number;
  /** The legal moves of `player` (default: the one who must decide). */
  legalMoves(player?: number | null): string[];
  /** The move the l5r tool's greedy policy picks for the player who must
      decide (null once over). */
  greedyMove(): string | null;
  /** Judge a move without playing it (throws L5rError if it does not
      parse). */
  validate(move: string): Verdict;
  /** Play a move; throws IllegalMoveError if it is illegal. */
  apply(move: string): this;
  /** The pending decision (player null and kind "none" once over). */
  decision(): Decision;
  /** What `player` may see (null: a spectator), from the JSON view. */
  view(player?: number | null): GameView;
  /** How many events have been recorded. */
  readonly eventCount: number;
  /** The recorded events from index `from` (default 0) on. */
  events(from?: number): GameEvent[];
  /** The player's Family Honor. */
  honor(player: number): number;
  /** The player's gold in the pool. */
  gold(player: number): number;
  /** Who controls the Imperial Favor (0-based), or null. */
  favor(): number | null;
  /** The whole game saved (versioned, fingerprinted): bytes for load. */
  save(): Uint8Array;
  /** A game from save()'s bytes over the same cards; throws L5rError
      (L5R_EFORMAT, L5R_EMISMATCH) for a bad save. */
  static load(db: CardDB, bytes: Uint8Array): Game;
  /** The state hash, 16 lowercase hex digits. */
  hash(): string;
  isOver(): boolean;
  /** The winner (0-based), or null (none yet, or a draw). */
  winner(): number | null;
  free(): void;
}

/** The pending decision. */
export interface Decision {
  /** Who must act (0-based), or null once over. */
  player: number | null;
  /** The l5r_decision_kind's name ("dynasty", "none" once over). */
  kind: string;
}

/** One recorded event (see l5r_event_kind for what the fields mean). */
export interface GameEvent {
  index: number;
  /** The l5r_event_kind's name ("gold"). */
  kind: string;
  /** 0-based, or null (L5R_NO_ID). */
  player: number | null;
  /** A card's game id, or null (L5R_NO_ID). */
  card: number | null;
  value: number;
}

/** The JSON view (l5r_game_view_json); players are 1-based there. */
export interface GameView {
  viewer: number | null;
  turn: number;
  active: number;
  phase: string;
  decision: { player: number | null; kind: string } | null;
  favor: number | null;
  players: Array<Record<string, unknown>>;
  tokens: Array<Record<string, unknown>>;
  [key: string]: unknown;
}
