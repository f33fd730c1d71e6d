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
  /** Judge a move without playing it (throws L5rError if it does not
      parse). */
  validate(move: string): Verdict;
  /** Play a move; throws IllegalMoveError if it is illegal. */
  apply(move: string): this;
  /** The state hash, 16 lowercase hex digits. */
  hash(): string;
  isOver(): boolean;
  /** The winner (0-based), or null (none yet, or a draw). */
  winner(): number | null;
  free(): void;
}
