import { describe, expect, it } from 'vitest';
import { followingUnits, type FollowingUnit } from './followingUnits.js';

// Liber Militum: Tercios, Game Sequence: "The players activate their units alternately", save where a rule lets units
// act one after another — the battle (its Planning's Brigade groups, its Horde pairs, its Coordinator's second unit)
// and the club companion (the units that may follow one just activated) both ask `followingUnits`:
// - The Troops > Brigade: "Units with this rule that belong to the same regiment may act simultaneously. A single order
//   may then be placed for all the units of the brigade."
// - Rules from "Kingdoms" > Horde: "Two units of the same regiment with this rule may be activated consecutively in the
//   turn, even if they have different orders."
// - Command traits > Coordinator: "if the action succeeds, two units may be activated one after the other. They must be
//   under command and in the commander's line of sight." (the radius and the sight are the table's)
const u = (id: string, patch: Partial<FollowingUnit> = {}): FollowingUnit => ({
  id,
  side: 'A',
  regiment: 'r1',
  brigade: true,
  horde: true,
  free: true,
  ...patch,
});

describe('followingUnits: who may act following a unit (Brigade, Horde, Coordinator)', () => {
  const first = u('a');
  const units = [
    first,
    u('same'),
    u('other-regiment', { regiment: 'r2' }),
    u('enemy', { side: 'B' }),
    u('done', { free: false }),
    u('no-brigade', { brigade: false }),
    u('no-horde', { horde: false }),
  ];

  it('Brigade and Horde: another free unit of its side and regiment, both with the rule', () => {
    expect(followingUnits('brigade', first, units)).toEqual(['same', 'no-horde']);
    expect(followingUnits('horde', first, units)).toEqual(['same', 'no-brigade']);
  });

  it('a unit without the rule is followed by nobody under it', () => {
    expect(followingUnits('brigade', u('x', { brigade: false }), units)).toEqual([]);
    expect(followingUnits('horde', u('x', { horde: false }), units)).toEqual([]);
  });

  it('Coordinator: any other free unit of its side, of any regiment, with or without a rule', () => {
    expect(followingUnits('coordinator', u('x', { brigade: false, horde: false }), units)).toEqual([
      'a',
      'same',
      'other-regiment',
      'no-brigade',
      'no-horde',
    ]);
  });

  it('never the unit itself', () => {
    expect(followingUnits('brigade', first, [first])).toEqual([]);
    expect(followingUnits('coordinator', first, [first])).toEqual([]);
  });
});
