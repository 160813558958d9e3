import type { Outcome } from '@muster/core';
import type { Metric, NormalisedOutcome } from '../engine/Metric.js';

/**
 * Reads one ruleset mechanic's outcome in common terms. `metrics` lists the fields it decides (the
 * others are "n/a" in the table); `normalise` gets the mechanic's outcome, the other side's outcome
 * when the mapping has `versus`, and the target's size in the mapping's unit.
 */
export interface Normaliser {
  readonly id: string;
  readonly description: string;
  readonly metrics: readonly Metric[];
  /** Whether the mapping must give a `versus` roll. */
  readonly needsVersus?: boolean;
  normalise(outcome: Outcome, versus: Outcome | undefined, targetSize: number): NormalisedOutcome;
}

const num = (o: Outcome | undefined, key: string): number => {
  const v = o?.[key];
  return typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : 0;
};
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const capped = (n: number, size: number): number => Math.max(0, Math.min(size, n));

/** Every normaliser, by id (`<ruleset>/<name>`); a mapping names one. */
export const NORMALISERS: readonly Normaliser[] = [
  {
    id: 'tercios/shoot',
    description:
      'Tercios shooting: losses are Dm (wear) against the target\'s Stamina; "breaks" is destroyed by the rout test; disorder is Disorder',
    metrics: ['losses', 'breaks', 'disorder'],
    normalise: (o, _v, size) => ({
      lost: capped(num(o, 'wear'), size),
      breaks: flag(num(o, 'destroyed') > 0),
      disorder: flag(num(o, 'disordered') > 0),
    }),
  },
  {
    id: 'tercios/melee',
    description:
      'Tercios charge and combat: attacker wins when the combat names the attacker; losses are the defender\'s Dm against its Stamina; "breaks" is the defender destroyed',
    metrics: ['attackerWins', 'losses', 'breaks'],
    normalise: (o, _v, size) => ({
      attackerWins: flag(o.winner === 'attacker'),
      lost: capped(num(o, 'defender-wear'), size),
      breaks: flag(num(o, 'defender-destroyed') > 0),
    }),
  },
  {
    id: 'tercios/rout-test',
    description: 'Tercios rout test: "breaks" is a failed test (the unit is removed)',
    metrics: ['breaks'],
    normalise: (o) => ({ breaks: flag(num(o, 'passed') === 0) }),
  },
  {
    id: 'sword-and-pike/fire',
    description: "Sword and Pike fire: losses are figures killed (casualties) against the target's figures",
    metrics: ['losses'],
    normalise: (o, _v, size) => ({ lost: capped(num(o, 'casualties'), size) }),
  },
  {
    id: 'sword-and-pike/melee',
    description:
      'Sword and Pike close combat: the attacker wins by inflicting more casualties; losses are defender figures killed',
    metrics: ['attackerWins', 'losses'],
    normalise: (o, _v, size) => ({
      attackerWins: flag(o.winner === 'attacker'),
      lost: capped(num(o, 'defenderCasualties'), size),
    }),
  },
  {
    id: 'sword-and-pike/morale',
    description:
      'Sword and Pike morale check: "breaks" is any rout (rout, rout from the table, captured); disorder is fall back or halt',
    metrics: ['breaks', 'disorder'],
    normalise: (o) => {
      const r = String(o.result);
      return {
        breaks: flag(r === 'rout' || r === 'rout-from-table' || r === 'captured'),
        disorder: flag(r === 'fall-back' || r === 'halt'),
      };
    },
  },
  {
    id: 'wss-6mm/fire',
    description: "WSS 6mm small arms or artillery fire: losses are elements lost against the target's elements",
    metrics: ['losses'],
    normalise: (o, _v, size) => ({ lost: capped(num(o, 'elements'), size) }),
  },
  {
    id: 'wss-6mm/melee',
    description:
      'WSS 6mm melee, both sides rolling: the attacker wins by inflicting more element losses than it takes (the hit difference drives the resolve test); losses are elements the target loses',
    metrics: ['attackerWins', 'losses'],
    needsVersus: true,
    normalise: (o, v, size) => ({
      attackerWins: flag(num(o, 'elements') > num(v, 'elements')),
      lost: capped(num(o, 'elements'), size),
    }),
  },
  {
    id: 'wss-6mm/morale',
    description:
      'WSS 6mm morale or resolve test: "breaks" is ROUTED; disorder is DISORDERED (FALL BACK counts as neither)',
    metrics: ['breaks', 'disorder'],
    normalise: (o) => ({ breaks: flag(o.result === 'routed'), disorder: flag(o.result === 'disordered') }),
  },
];

/** The normaliser with this id, or undefined. */
export function findNormaliser(id: string): Normaliser | undefined {
  return NORMALISERS.find((n) => n.id === id);
}
