import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mmMoralePlugin } from '../plugins/morale.js';
import type { MoraleSituation } from './moraleTest.js';

// Every band and modifier of the printed Morale Tests, through the morale plugin the battle binds.
// Rulebook: Morale Tests.

// A FRESH unit falling back, in no melee: "FRESH +2" is its only modifier.
const plain: MoraleSituation = {
  casualty: 'fresh',
  order: 'falling-back',
  melee: 'none',
  enemyRoutingWithin6: 0,
  friendsRoutingWithin6: 0,
  defendingObstacle: false,
  officerAttached: false,
  attackedFlankOrRear: false,
};
// "To take a Morale Test roll 1d20".
const morale = (roll: number, s: Partial<MoraleSituation>, options = DEFAULT_OPTIONS) =>
  wss6mmMoralePlugin.moraleTest(
    ScriptedDice.of([roll], (r: { sides: number }) => {
      expect(r.sides).toBe(20);
    }),
    { ...plain, ...s },
    options,
    'u',
  );

describe('Morale Test table (Rulebook: Morale Tests)', () => {
  // A DISTRESSED unit falling back: "DISTRESSED -4" only, so the score is the roll less 4.
  const distressed = { casualty: 'distressed' } as const;
  it.each([
    ['11 or more\tSTEADY', 'the lowest', 15, 11, 'steady'],
    ['7 - 10\tDISORDERED', 'the highest', 14, 10, 'disordered'],
    ['7 - 10\tDISORDERED', 'the lowest', 11, 7, 'disordered'],
    ['0 - 6\tFALL BACK', 'the highest', 10, 6, 'fall-back'],
    ['0 - 6\tFALL BACK', 'the lowest below the overlap at 0', 5, 1, 'fall-back'],
    ['0 or less\tROUTED', 'the highest below the overlap at 0', 3, -1, 'routed'],
  ] as const)('"%s": %s score', (_row, _which, roll, score, result) => {
    expect(morale(roll, distressed)).toEqual({ roll, score, result });
  });
  it('a score of 0 is in "0 - 6 FALL BACK" and "0 or less ROUTED": FALL BACK by default, ROUTED with moraleBandAt0 (ruling R4)', () => {
    expect(morale(4, distressed)).toEqual({ roll: 4, score: 0, result: 'fall-back' });
    expect(morale(4, distressed, Wss6mmOptionsSchema.parse({ moraleBandAt0: 'routed' })).result).toBe('routed');
  });
});

describe('Morale Test modifiers, each at its printed value (Rulebook: Morale Tests)', () => {
  // The plain unit scores roll + 2 ("FRESH +2"); each row adds its value, or replaces FRESH.
  it.each([
    ['FRESH\t+2', {}, 2],
    ['Winning in Melee\t+2', { melee: 'won' }, 2 + 2],
    ['STEADY\t+2', { order: 'steady' }, 2 + 2],
    ['Each enemy routing within 6"\t+2 (two enemies)', { enemyRoutingWithin6: 2 }, 2 + 2 * 2],
    ['Defending obstacle\t+2', { defendingObstacle: true }, 2 + 2],
    ['Officer Attached\t+2', { officerAttached: true }, 2 + 2],
    ['SHAKEN\t-2 (ruling R7: DISORDERED)', { order: 'disordered' }, 2 - 2],
    ['BLOODED\t-2 (not FRESH)', { casualty: 'blooded' }, -2],
    ['Losing in Melee\t-2', { melee: 'lost' }, 2 - 2],
    ['Attacked in flank/rear\t-2', { attackedFlankOrRear: true }, 2 - 2],
    ['DISTRESSED\t-4 (not FRESH)', { casualty: 'distressed' }, -4],
    ['Each friend routing within 6"\t-4 (two friends)', { friendsRoutingWithin6: 2 }, 2 - 2 * 4],
  ] as const)('"%s"', (_row, change, value) => {
    expect(morale(10, change).score).toBe(10 + value);
  });
  it('"SHAKEN -2" with shakenMeans none: a DISORDERED unit takes no SHAKEN modifier (ruling R7)', () => {
    expect(morale(10, { order: 'disordered' }, Wss6mmOptionsSchema.parse({ shakenMeans: 'none' })).score).toBe(12);
  });
});
