import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { MUSKETEERS } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';

// Combat > Tie: "in case of a tie during combat, it is the attacker that must disengage (3 inches)"; Disengagement: "an
// involuntary backward movement, away from the enemy"; Advance: "if the charging unit has broken the enemy by routing
// it (its resistance test a complete failure), it may consolidate its position by advancing 3 inches"; Shooting > Rout
// Test: failed, "the unit is broken and removed from the game". A tie in which the defender fails its rout test leaves
// the attacker in contact with nothing: ruling "A tie where the defender is destroyed" (option `tieEnemyDestroyed`).
//
// Two Musketeer Companies at 2 Dm (Stamina 2, Weary). The attacker rolls 2 dice (Assault! +, Weary -): a 3 hits
// (Defence 3); the defender resists with 3 dice, no 5+ (a complete failure). The defender rolls 1 die: a 3 hits; the
// attacker resists, no 5+. One Dm each: a tie, both beyond Stamina. Rout tests, 3 dice needing a six each: the
// attacker rolls 6 (passes: its excess Dm removed, back to 2), the defender 1, 1, 1 (broken, removed).
const faces = [3, 1, /* no 5+ */ 1, 1, 1, /* hit */ 3, /* no 5+ */ 1, 1, 1, /* rout tests */ 6, 1, 1, 1, 1, 1];
const tie = (tieEnemyDestroyed?: 'advance' | 'stand' | 'disengage', edition?: 'brevis-editio') =>
  resolveMelee(ScriptedDice.of(faces), {
    attacker: { ...MUSKETEERS, wear: 2 },
    defender: { ...MUSKETEERS, wear: 2 },
    options: TerciosOptionsSchema.parse({
      ...(tieEnemyDestroyed ? { tieEnemyDestroyed } : {}),
      ...(edition ? { edition } : {}),
    }),
  });

describe('ruling: a tie where the defender is destroyed (tieEnemyDestroyed)', () => {
  it('the dice give a tie, the attacker standing and the defender broken by its rout test', () => {
    const r = tie();
    expect(r).toMatchObject({ winner: 'tie', attackerWear: 2, defenderWear: 3, defenderDestroyed: 'rout-test' });
    expect(r.attackerDestroyed).toBeUndefined();
  });

  it('by default (advance) the charger has broken the enemy: no disengagement, it may advance 3"', () => {
    expect(tie().movements).toEqual([
      { unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 },
    ]);
  });

  it('with stand the charger holds its place: no disengagement from a unit no longer on the table, no advance', () => {
    expect(tie('stand').movements).toEqual([]);
  });

  it('with disengage the Tie rule is read alone: the attacker disengages 3" (the battle before 7 Dec 2026)', () => {
    expect(tie('disengage').movements).toEqual([
      { unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 },
    ]);
  });

  it('in Brevis Editio, which prints no advance, the default holds the charger in place', () => {
    expect(tie(undefined, 'brevis-editio').movements).toEqual([]);
  });
});
