import { describe, expect, it } from 'vitest';
import type { SwordAndPikeEvent } from './Event.js';
import { reduce } from './reduce.js';
import type { SwordAndPikeState } from './State.js';
import { handBuiltTable, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook: MORALE > E. Morale Altered Permanently, one line a case, pinned through the reducer (every change of a
// unit's morale goes through it; "ALL THESE MORALE ALTERATIONS ARE MADE INSTANTLY AS THE CAUSE OCCURS!"). The
// battle emits the +1s ('morale-altered'; game/battle.spec.ts: routed by fire, won a close combat); the -1s are
// the reducer's own.
const table = () =>
  handBuiltTable(
    'E',
    [scenarioUnit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 20 })],
    [scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 30 })],
  );
const fired = (casualties: number): SwordAndPikeEvent => ({
  type: 'fired',
  unit: 'shot',
  target: 'pike',
  weapon: 'arquebus',
  range: 10,
  targetClass: 1,
  firers: 20,
  dice: 20,
  hitsOn: 5,
  hits: casualties,
  casualties,
});
const after = (events: SwordAndPikeEvent[], s: SwordAndPikeState = table()) => events.reduce(reduce, s);

describe('E. Morale Altered Permanently (Rulebook: MORALE; ruling R39)', () => {
  // • If a unit routs another by fire - raise Morale 1 point. • If a unit wins a Close Combat - raise Morale 1 point.
  it.each([
    { line: 'If a unit routs another by fire - raise Morale 1 point', reason: 'routed an enemy by fire' },
    { line: 'If a unit wins a Close Combat - raise Morale 1 point', reason: 'won a close combat' },
  ])('"$line": +1', ({ reason }) => {
    expect(unitIn(after([{ type: 'morale-altered', unit: 'shot', by: 1, reason }]), 'shot').moraleShift).toBe(1);
  });

  // • If a unit Routs due to enemy action - lower Morale 1 point
  it('"If a unit Routs due to enemy action - lower Morale 1 point": -1, and again at a second rout', () => {
    const once = after([{ type: 'routed', unit: 'pike', casualties: 2, x: 30, y: 36 }]);
    expect(unitIn(once, 'pike').moraleShift).toBe(-1);
    expect(
      unitIn(after([{ type: 'routed', unit: 'pike', casualties: 1, x: 30, y: 40 }], once), 'pike').moraleShift,
    ).toBe(-2);
  });

  // • When a unit becomes "Spent" (less then 5O% strength) - lower Morale 1 point.
  it.each([
    { casualties: 10, shift: 0, why: '10 of 20 lost: "no more than 50%", Worn' },
    { casualties: 11, shift: -1, why: '11 of 20 lost: "more than 50% losses", Spent' },
  ])('"When a unit becomes "Spent" ... - lower Morale 1 point": $why → $shift', ({ casualties, shift }) => {
    expect(unitIn(after([fired(casualties)]), 'pike').moraleShift).toBe(shift);
  });

  it('"becomes Spent" lowers morale once (ruling R39): more losses after it do not', () => {
    expect(unitIn(after([fired(11), fired(2)]), 'pike').moraleShift).toBe(-1);
  });
});
