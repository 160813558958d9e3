import { valueWords } from '../words.js';
import { named, num, plural, type OutcomeClause, type OutcomeReading } from './OutcomeReading.js';

/** Hits and what the resistance test cancelled (each success cancels a hit; the rest are Dm). */
function hitsResisted(r: OutcomeReading, hits: number): string {
  // Rulebook: Shooting > Resistance test: "each success cancels one hit"; the outcome's Dm are the hits left.
  return hits === 0 ? 'no hits' : `${plural(hits, 'hit')}, ${hits - num(r.outcome.wear)} resisted`;
}

const order = (r: OutcomeReading, value: unknown): string => valueWords(r.ruleset, String(value));

/** Liber Militum: Tercios: each mechanic's outcome in the rulebook's words. */
export const terciosClauses: Readonly<Record<string, OutcomeClause>> = {
  shoot: (r) => {
    const caracole = String(r.outcome.caracole ?? 'none');
    const withdraw = /^withdraw (.+)$/.exec(caracole);
    // Rulebook: The Troops > Cavalry > Caracole: a passed Discipline test lets the shooters withdraw.
    const after =
      caracole === 'failed'
        ? '; the Caracole test fails'
        : withdraw
          ? `; Caracole: the shooters may withdraw ${withdraw[1]}`
          : '';
    // Automatic Kingdoms Traits > Selfless: a rout test failed that its players may have rolled again.
    const selfless =
      num(r.outcome['target-selfless']) === 1 ? '; the rout test fails: Selfless, it may be rolled again' : '';
    return `${hitsResisted(r, num(r.outcome.hits))}${selfless}${after}`;
  },
  melee: (r) => {
    const winner = String(r.outcome.winner);
    if (winner === 'attacker') return `${named(r.actor, 'the attacker')} wins the combat`;
    if (winner === 'defender') return `${named(r.target, 'the defender')} wins the combat`;
    return 'the combat is a tie';
  },
  'resistance-test': (r) => {
    const hits = num(r.params.hits);
    const wear = num(r.outcome.wear);
    // Rulebook: Shooting > Resistance test: no success at all puts the unit in Disorder.
    return `${hitsResisted(r, hits)}: ${wear} Dm${num(r.outcome.disordered) === 1 ? ' and Disorder' : ''}`;
  },
  // Rulebook: Order Cards > Testing Orders: a fresh unit carries out its order without a test.
  'order-test': (r) =>
    num(r.outcome.tested) === 0 ? 'no test: the unit has no Dm' : num(r.outcome.passed) === 1 ? 'passed' : 'failed',
  'reaction-test': (r) => (num(r.outcome.passed) === 1 ? 'passed' : 'failed'),
  // Rulebook: The Troops > Impetuous: failed, it must charge, ignoring its order.
  'impetuous-test': (r) => (num(r.outcome['must-charge']) === 1 ? 'failed: it must charge' : 'passed'),
  // Automatic Kingdoms Traits > Selfless: failed, its players may roll it again (ruling Selfless re-roll, `ask`).
  'rout-test': (r) =>
    num(r.outcome.passed) === 1
      ? 'passed'
      : num(r.outcome.selfless) === 1
        ? 'failed: its Selfless commander may have it rolled again'
        : 'failed',
  // Rulebook: Command > Command Actions: one success and the action takes effect; fewer than two exhaust the commander.
  // Common Traits > Fast: after a successful test the commander may move again. Kingdoms > Accomplice: "a friendly
  // commander in the line of sight may make a movement of at most 9 inches even if it is Exhausted": anywhere within it.
  'command-test': (r) =>
    `${num(r.outcome.passed) === 1 ? 'the action takes effect' : 'no success: the action is cancelled'}${num(r.outcome.passed) === 1 && r.params.action === 'accomplice' ? ' (Accomplice: the friendly commander in sight moves up to 9" in any direction, even if Exhausted)' : ''}${num(r.outcome.exhausted) === 1 ? ', the commander is Exhausted' : ''}${num(r.outcome['may-move-again']) === 1 ? '; Fast: it may move again' : ''}`,
  'isolation-test': (r) => (num(r.outcome.fled) === 1 ? 'the commander takes flight' : 'the commander stands firm'),
  // Rulebook: Command > In the wrong place: no success kills it, fewer than two exhaust it.
  'wrong-place-test': (r) =>
    num(r.outcome.killed) === 1
      ? 'the commander is killed'
      : num(r.outcome.exhausted) === 1
        ? 'the commander is exhausted'
        : 'the commander comes through',
  // Rulebook: Initiative: "initiative is won by the player who obtains the highest total".
  initiative: (r) => `${r.side(r.outcome.first === 'B' ? 'B' : 'A')} wins the initiative`,
  activation: (r) => {
    const carried = String(r.outcome.order);
    if (num(r.outcome.passed) === 0) return 'order test failed';
    // An Impetuous unit that failed its test charges whatever its card says.
    const forced = carried === 'assault' && r.params.order !== 'assault' ? ' (Impetuous: it must charge)' : '';
    const test = num(r.outcome.tested) === 1 ? 'order test passed' : 'no order test (no Dm)';
    return `${test}: ${named(r.actor, 'the unit')} carries out ${order(r, carried)}${forced}`;
  },
  reaction: (r) => {
    if (num(r.outcome.passed) === 0) return 'reaction test failed';
    const max = num(r.outcome['evade-max']);
    if (max > 0)
      return `reaction test passed: ${named(r.actor, 'the unit')} evades ${num(r.outcome['evade-min'])}" to ${max}"${
        num(r.outcome['evade-disordered']) === 1 ? ' and falls into disorder (very difficult terrain)' : ''
      }`;
    const hits = num(r.outcome.hits);
    const shot = r.params.reaction === 'volley' || r.params.reaction === 'shoot';
    return shot
      ? `reaction test passed: the ${order(r, r.params.reaction)}, ${hitsResisted(r, hits)}`
      : `reaction test passed: ${order(r, r.params.reaction)}`;
  },
};
