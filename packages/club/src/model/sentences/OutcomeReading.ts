import type { Outcome } from '@muster/core';
import type { ClubRulesetId, ClubSide } from '../ClubSchemas.js';

/** What a clause reads: the ruleset's outcome of one roll, the form it was rolled with, the units' names. */
export interface OutcomeReading {
  readonly ruleset: ClubRulesetId;
  readonly outcome: Outcome;
  readonly params: Readonly<Record<string, number | string | boolean>>;
  /** The acting unit's name as the club shows it ("Tercio 2"), or "" when none was picked. */
  readonly actor: string;
  /** The other unit's name, or "". */
  readonly target: string;
  /** A side as the players know it: "side A (Army of Flanders, 1634)". */
  readonly side: (side: ClubSide) => string;
}

/** An outcome in the rulebook's words, without its consequences ("2 hits, 1 resisted"). */
export type OutcomeClause = (reading: OutcomeReading) => string;

/** A number read from an outcome (a flag 1/0, a count). */
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));

/** "1 hit", "2 hits"; `many` for irregular plurals ("casualties"). */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A unit named in a clause, or `fallback` ("the unit") when none was picked. */
export const named = (name: string, fallback: string): string => name || fallback;
