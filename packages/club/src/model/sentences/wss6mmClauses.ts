import { valueWords } from '../words.js';
import { named, num, plural, type OutcomeClause } from './OutcomeReading.js';

const hits: OutcomeClause = (r) => (num(r.outcome.elements) === 0 ? 'no hits' : plural(num(r.outcome.elements), 'hit'));

/** 6mm WSS: each mechanic's outcome in the rulebook's words (results in its capitals: STEADY, FALL BACK). */
export const wss6mmClauses: Readonly<Record<string, OutcomeClause>> = {
  'small-arms': hits,
  artillery: hits,
  melee: hits,
  // Rulebook: Charges: at or below twice the distance charged, the infantry fire or form square in time.
  'fire-or-square': (r) => {
    const square = r.params.attempt === 'square';
    return num(r.outcome.succeeded) === 1
      ? `${named(r.actor, 'the infantry')} ${square ? 'forms square' : 'fires'} in time`
      : `${named(r.actor, 'the infantry')} fails to ${square ? 'form square' : 'fire'} in time`;
  },
  // Casualties: "… the battery may no longer limber up": a limbering begun stops (ruling R52).
  drovers: (r) =>
    num(r.outcome.deserted) === 1
      ? r.params.limbering === true
        ? 'the drovers desert: the limbering stops and the battery stays deployed'
        : 'the drovers desert'
      : 'the drovers stay',
  resolve: (r) => `result ${valueWords(r.ruleset, String(r.outcome.result))}`,
  rally: (r) =>
    num(r.outcome.rallied) === 1
      ? `${named(r.actor, 'the unit')} rallies from ${valueWords(r.ruleset, String(r.params.from))}`
      : `${named(r.actor, 'the unit')} fails to rally`,
  morale: (r) => `result ${valueWords(r.ruleset, String(r.outcome.result))}`,
  // Rulebook: Disorder: a Control test (ruling R10) recovers the unit's order.
  control: (r) => (num(r.outcome.recovered) === 1 ? 'passed' : 'failed'),
  charge: (r) => (num(r.outcome.charges) === 1 ? 'passed: it charges' : 'failed: it does not charge'),
  initiative: (r) => `${r.side(r.outcome.first === 'B' ? 'B' : 'A')} wins the initiative and goes first`,
  activation: (r) =>
    num(r.outcome.activated) === 1
      ? 'the Brigadier activates the brigade'
      : 'the Brigadier fails: the brigade is not activated',
  move: (r) => `${num(r.outcome.inches)}" of movement`,
};
