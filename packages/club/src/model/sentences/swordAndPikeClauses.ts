import { valueWords } from '../words.js';
import { named, num, plural, type OutcomeClause } from './OutcomeReading.js';

/** D. Morale Results as a verb: "carries on", "falls back", "routs". */
const MORALE_RESULT: Readonly<Record<string, string>> = {
  'carry-on': 'carries on',
  halt: 'halts',
  'fall-back': 'falls back',
  rout: 'routs',
  captured: 'is captured',
  'rout-from-table': 'routs from the table',
};

/** Evasion (ruling R32): 6+ evades, 5 caught, 4 falls back, 3 or less routs. */
const EVASION: Readonly<Record<string, string>> = {
  evades: 'it gets away',
  caught: 'it is caught',
  'falls-back': 'it falls back',
  routs: 'it routs',
  'leaves-field': 'it leaves the field',
};

/** The Sword and the Pike: each mechanic's outcome in the rulebook's words. */
export const swordAndPikeClauses: Readonly<Record<string, OutcomeClause>> = {
  fire: (r) => {
    const carried = num(r.outcome.hitsCarried) > 0 ? ', an odd hit carried to the next volley' : '';
    return `${plural(num(r.outcome.hits), 'hit')}, ${plural(num(r.outcome.casualties), 'casualty', 'casualties')}${carried}`;
  },
  melee: (r) => {
    // Rulebook: Close Combat: the side inflicting the most casualties wins.
    const winner = String(r.outcome.winner);
    const [toAttacker, toDefender] = [num(r.outcome.attackerCasualties), num(r.outcome.defenderCasualties)];
    if (winner === 'attacker')
      return `${named(r.actor, 'the attacker')} wins the close combat, ${toDefender} casualties to ${toAttacker}`;
    if (winner === 'defender')
      return `${named(r.target, 'the defender')} wins the close combat, ${toAttacker} casualties to ${toDefender}`;
    return `the close combat is drawn, ${toDefender} casualties to ${toAttacker}`;
  },
  'officer-casualty': (r) => `the officer is ${valueWords(r.ruleset, String(r.outcome.fate))}`,
  'reiter-ranks': (r) => `${plural(num(r.outcome.ranks), 'rank')} may fire`,
  morale: (r) => {
    // Rulebook: MORALE: C. To Check Morale (D6 + morale), read on D. Morale Results.
    const result = String(r.outcome.result);
    return `${named(r.actor, 'the unit')} scores ${num(r.outcome.score)} and ${MORALE_RESULT[result] ?? valueWords(r.ruleset, result)}`;
  },
  evasion: (r) => {
    const outcome = String(r.outcome.outcome);
    return `the evasion: ${EVASION[outcome] ?? valueWords(r.ruleset, outcome)}`;
  },
  'rout-casualties': (r) => `the D4 gives ${plural(num(r.outcome.casualties), 'casualty', 'casualties')}`,
  // Rulebook: SEQUENCE OF ACTIONS 1: each side rolls 2D6; the higher moves first, that many brigades.
  'brigade-moves': (r) =>
    `side A rolls ${num(r.outcome.A)}, side B ${num(r.outcome.B)}: ${r.side(r.outcome.first === 'B' ? 'B' : 'A')} moves first`,
};
