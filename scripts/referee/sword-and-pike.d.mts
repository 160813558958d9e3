/** Types of the referee's exports (the referee itself is a plain ES module: `node scripts/referee/sword-and-pike.mjs`). */

/** A finding: a breach of the rules by the engine, a gap in the log, or a reading no ruling covers. */
export interface Finding {
  readonly kind: string;
  readonly rule: string;
  readonly evidence: string;
  readonly seq: number | null;
}

/** How many of each thing the referee checked. */
export interface Counts {
  readonly rolls: number;
  readonly moves: number;
  readonly charges: number;
  readonly fires: number;
  readonly morale: number;
  readonly combats: number;
  readonly swings: number;
}

/** The referee's own picture of a unit at the end of the battle, followed from the log alone. */
export interface RefereeUnit {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly figures: number;
  readonly status: string;
  readonly square: boolean;
  readonly morale: number | null;
}

/** Referee one saved game (the parsed JSON of a `--log` file). */
export function refereeGame(
  game: unknown,
  label?: string,
): {
  readonly battle: string;
  readonly counts: Counts;
  readonly findings: readonly Finding[];
  readonly units: readonly RefereeUnit[];
  readonly unruled: unknown;
};

/** Referee several saved games: totals and every finding. */
export function refereeGames(games: readonly { game: unknown; label: string }[]): {
  readonly counts: Counts & { readonly battles: number };
  readonly findings: readonly Finding[];
};

/** The gap between two units' bases, in inches. */
export function baseGap(u: unknown, v: unknown): number;
