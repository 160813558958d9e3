import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { UnitState } from '../game/State.js';
import { standLost } from '../game/unitRules.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import { moraleConsequence, type MoraleModifiers, type MoraleReading, type ToCloseFailure } from './moraleCheck.js';

// Rulebook: MORALE > D. Morale Results (and Close Combat E., Notes on Morale, Rear Attacks), F. Morale Altered
// Temporarily, pinned through the bound morale plugin's `moraleCheck` (what the battle calls for every test).
// C. To Check Morale is empty; ruling R1: the score is one D6 + the unit's morale + its alterations. A die of 3
// with a rating of (score - 3) gives each score exactly.

const check = (
  score: number,
  reading: MoraleReading,
  standLost = false,
  modifiers: MoraleModifiers = {},
  toCloseFailure?: ToCloseFailure,
) =>
  swordAndPikeMoralePlugin.moraleCheck(ScriptedDice.of([3]), {
    unit: 'unit',
    rating: score - 3,
    reading,
    standLost,
    modifiers,
    die: 6,
    ...(toCloseFailure ? { toCloseFailure } : {}),
  });

describe('D. Morale Results: every line for every situation (Rulebook: MORALE > D. Morale Results)', () => {
  it.each([
    // • 6 or more - Morale Good, carry-on
    { line: '6 or more - Morale Good, carry-on', score: 6, reading: 'moving', result: 'carry-on' },
    { line: '6 or more - Morale Good, carry-on', score: 6, reading: 'standing', result: 'carry-on' },
    { line: '6 or more - Morale Good, carry-on', score: 6, reading: 'falling-back', result: 'carry-on' },
    { line: '6 or more - Morale Good, carry-on', score: 9, reading: 'standing', result: 'carry-on' },
    // • 5 - Moving unit halts (considered standing). Standing unit Falls Back. Falling Back unit Routs.
    { line: '5 - Moving unit halts (considered standing)', score: 5, reading: 'moving', result: 'halt' },
    { line: '5 - Standing unit Falls Back', score: 5, reading: 'standing', result: 'fall-back' },
    { line: '5 - Falling Back unit Routs', score: 5, reading: 'falling-back', result: 'rout' },
    // • 4 - Moving unit Falls Back. Standing or Falling Back units rout
    { line: '4 - Moving unit Falls Back', score: 4, reading: 'moving', result: 'fall-back' },
    { line: '4 - Standing or Falling Back units rout (standing)', score: 4, reading: 'standing', result: 'rout' },
    {
      line: '4 - Standing or Falling Back units rout (falling back)',
      score: 4,
      reading: 'falling-back',
      result: 'rout',
    },
    // • 3 - Unit Routs, attempt rally next turn.
    { line: '3 - Unit Routs, attempt rally next turn', score: 3, reading: 'moving', result: 'rout' },
    { line: '3 - Unit Routs, attempt rally next turn', score: 3, reading: 'standing', result: 'rout' },
    { line: '3 - Unit Routs, attempt rally next turn', score: 3, reading: 'falling-back', result: 'rout' },
    { line: '3 - Unit Routs, attempt rally next turn', score: 3, reading: 'lost-close-combat', result: 'rout' },
    // • 2 - Unit Routs as above except, if loser in Close Combat, loser is captured.
    { line: '2 - Unit Routs as above', score: 2, reading: 'moving', result: 'rout' },
    { line: '2 - Unit Routs as above', score: 2, reading: 'standing', result: 'rout' },
    { line: '2 - Unit Routs as above', score: 2, reading: 'falling-back', result: 'rout' },
    {
      line: '2 - ... if loser in Close Combat, loser is captured',
      score: 2,
      reading: 'lost-close-combat',
      result: 'captured',
    },
  ] as const)('"$line": $reading at $score → $result', ({ score, reading, result }) => {
    expect(check(score, reading)).toEqual({ score, result });
  });

  it.each([
    // • 1 - Unit routs from table if at least 1 full stand is gone.
    { reading: 'moving', standLost: true, result: 'rout-from-table' },
    { reading: 'standing', standLost: true, result: 'rout-from-table' },
    { reading: 'falling-back', standLost: true, result: 'rout-from-table' },
    { reading: 'lost-close-combat', standLost: true, result: 'rout-from-table' },
    // Ruling R38: with no full stand gone a 1 is a rout, or for the loser of a close combat the "2" (captured).
    { reading: 'standing', standLost: false, result: 'rout' },
    { reading: 'lost-close-combat', standLost: false, result: 'captured' },
  ] as const)(
    '"1 - Unit routs from table if at least 1 full stand is gone": $reading, stand lost $standLost → $result',
    ({ reading, standLost, result }) => {
      expect(check(1, reading, standLost)).toEqual({ score: 1, result });
      // Ruling R38: a total below 1 is read as 1.
      expect(check(0, reading, standLost).result).toBe(result);
    },
  );

  // What the battle passes as `standLost`: "at least 1 full stand is gone" (a company: 5 foot, 3 horse; ruling R17).
  it.each([
    { troop: 'pikemen', start: 20, figures: 16, lost: false },
    { troop: 'pikemen', start: 20, figures: 15, lost: true },
    { troop: 'gendarmes', start: 12, figures: 10, lost: false },
    { troop: 'gendarmes', start: 12, figures: 9, lost: true },
  ] as const)(
    '"at least 1 full stand is gone": $troop, $figures of $start left → $lost',
    ({ troop, start, figures, lost }) => {
      expect(standLost({ troop, startFigures: start, figures } as UnitState)).toBe(lost);
    },
  );

  it('a 2 with a stand gone is still the "2" line, not the "1" line', () => {
    expect(check(2, 'standing', true).result).toBe('rout');
    expect(check(2, 'lost-close-combat', true).result).toBe('captured');
  });
});

describe('Close Combat E. "Loser of Close Combat checks Morale. A 6 or more, Falls Back in good order. Less than 6, loser Routs."', () => {
  it.each([
    { score: 6, result: 'fall-back' },
    { score: 9, result: 'fall-back' },
    { score: 5, result: 'rout' },
    { score: 4, result: 'rout' },
  ] as const)('loser at $score → $result', ({ score, result }) => {
    expect(check(score, 'lost-close-combat')).toEqual({ score, result });
  });
});

describe('Notes on Morale: "Artillerists NEVER actually stand and fight. They test morale to see if they fall back in good order or rout" (ruling R25: 5 or more falls back)', () => {
  it.each([
    { score: 6, result: 'fall-back' },
    { score: 5, result: 'fall-back' },
    { score: 4, result: 'rout' },
    { score: 3, result: 'rout' },
  ] as const)('artillerists charged at $score → $result', ({ score, result }) => {
    expect(check(score, 'artillerists-charged')).toEqual({ score, result });
  });
});

describe('Pass/fail tests: rally, Spent, disorder (ruling R1: pass is the "6 or more - Morale Good" line)', () => {
  it.each([
    { score: 6, result: 'passed' },
    { score: 5, result: 'failed' },
  ] as const)('at $score → $result', ({ score, result }) => {
    expect(check(score, 'pass-fail')).toEqual({ score, result });
  });
});

describe('Rear Attacks: "The Defender checks Morale at minus 1, if he fails, he Routs."', () => {
  it('a die of 3 and rating 4, attacked in rear: 6 carries on, 1 point less than without', () => {
    expect(check(7, 'standing', false, { attackedInRear: true })).toEqual({ score: 6, result: 'carry-on' });
  });
  it('a score of 5 standing, attacked in rear: routs (not "Standing unit Falls Back")', () => {
    expect(check(6, 'standing', false, { attackedInRear: true })).toEqual({ score: 5, result: 'rout' });
  });
});

describe('F. Morale Altered Temporarily: every line at its printed value (Rulebook: MORALE > F.)', () => {
  it.each([
    // • Units in towns, forts, trenches, etc. -raise Morale 1 point.
    { line: 'Units in towns, forts, trenches, etc. -raise Morale 1 point', modifiers: { fortified: true }, by: 1 },
    // • Pikes in Square formation - raise Morale 1 point.
    { line: 'Pikes in Square formation - raise Morale 1 point', modifiers: { square: true }, by: 1 },
    // • Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point.
    {
      line: 'Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point',
      modifiers: { gendarmesVsLighterCavalry: true },
      by: 1,
    },
    // • Units attacked in rear, or disordered unit - lower Morale 1 point.
    { line: 'Units attacked in rear ... - lower Morale 1 point', modifiers: { attackedInRear: true }, by: -1 },
    { line: '... or disordered unit - lower Morale 1 point', modifiers: { disordered: true }, by: -1 },
    // • Officer attached to unit adds his Morale Bonus (the bonus the battle passes, ruling R5).
    { line: 'Officer attached to unit adds his Morale Bonus (2)', modifiers: { officerBonus: 2 }, by: 2 },
    // Ruling R43 option: flankAttacks.moralePenalty points off.
    { line: 'ruling R43: attacked in the flank, penalty 2', modifiers: { flankPenalty: 2 }, by: -2 },
    // Every line together: +1 +1 +1 +2 -1 -1 = +3.
    {
      line: 'all together',
      modifiers: {
        fortified: true,
        square: true,
        gendarmesVsLighterCavalry: true,
        officerBonus: 2,
        attackedInRear: true,
        disordered: true,
      },
      by: 3,
    },
  ] as const)('"$line": the score moves by $by', ({ modifiers, by }) => {
    // Die 3, rating 2: 5 without the alteration.
    const plain = swordAndPikeMoralePlugin.moraleCheck(ScriptedDice.of([3]), {
      unit: 'unit',
      rating: 2,
      reading: 'moving',
      standLost: false,
      modifiers: {},
      die: 6,
    });
    const altered = swordAndPikeMoralePlugin.moraleCheck(ScriptedDice.of([3]), {
      unit: 'unit',
      rating: 2,
      reading: 'moving',
      standLost: false,
      modifiers,
      die: 6,
    });
    expect(plain.score).toBe(5);
    expect(altered.score).toBe(5 + by);
  });

  it('ruling R5 gives the officer\'s "Morale Bonus": Exceptional +2, Ordinary +1, Dummkopf 0', () => {
    expect(DEFAULT_OPTIONS.officerMoraleBonus).toEqual({ exceptional: 2, ordinary: 1, dummkopf: 0 });
  });
});

describe('What each result does (Rulebook: D. Morale Results; ROUTED UNITS)', () => {
  it.each([
    { result: 'carry-on', halts: false, fallsBack: false, routs: false, removed: null },
    { result: 'halt', halts: true, fallsBack: false, routs: false, removed: null },
    { result: 'fall-back', halts: false, fallsBack: true, routs: false, removed: null },
    { result: 'rout', halts: false, fallsBack: false, routs: true, removed: null },
    { result: 'captured', halts: false, fallsBack: false, routs: false, removed: 'captured' },
    { result: 'rout-from-table', halts: false, fallsBack: false, routs: false, removed: 'left-field' },
  ] as const)('$result', ({ result, ...consequence }) => {
    expect(moraleConsequence(result)).toEqual(consequence);
  });
});

// Close Combat B: "Attacker attempts to Close Into Combat with a Morale roll. if he fails, Stops 1\" from target."
// D. Morale Results: "5 - Moving unit halts ... 4 - Moving unit Falls Back ... 3 - Unit Routs". Ruling R54.
describe('Close Combat B, a charger\'s "To Close" test (ruling R54: `toCloseFailure`)', () => {
  it.each([
    { score: 6, standLost: false, asWritten: 'carry-on', stops: 'carry-on' },
    { score: 5, standLost: false, asWritten: 'halt', stops: 'halt' },
    { score: 4, standLost: false, asWritten: 'fall-back', stops: 'halt' },
    { score: 3, standLost: false, asWritten: 'rout', stops: 'halt' },
    { score: 2, standLost: false, asWritten: 'rout', stops: 'halt' },
    { score: 1, standLost: true, asWritten: 'rout-from-table', stops: 'halt' },
  ] as const)(
    'to close at $score (stand lost $standLost): morale-results → $asWritten, stops → $stops',
    ({ score, standLost, asWritten, stops }) => {
      // The default (no option given, and 'morale-results') reads the Morale Results table as a moving unit's.
      expect(check(score, 'to-close', standLost)).toEqual({ score, result: asWritten });
      expect(check(score, 'to-close', standLost, {}, 'morale-results')).toEqual({ score, result: asWritten });
      expect(check(score, 'moving', standLost).result).toBe(asWritten);
      expect(check(score, 'to-close', standLost, {}, 'stops')).toEqual({ score, result: stops });
    },
  );

  it('`stops` changes only the "To Close" reading: a moving unit testing for fire casualties still falls back on a 4', () => {
    expect(check(4, 'moving', false, {}, 'stops').result).toBe('fall-back');
    expect(check(4, 'standing', false, {}, 'stops').result).toBe('rout');
  });
});
