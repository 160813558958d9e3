// Rulebook (Liber Militum: Tercios): Automatic Kingdoms Traits > Calm: "a unit attached to this commander does not
// suffer additional Dm if it fails a test to disengage." Combat > Consequences of Combat > Retreat: "If this movement
// cannot be carried out in full, the unit receives one additional Dm." Ruling Calm (docs/rulings/tercios.md, option
// `calmTrait`): by default (`every-disengagement`) Calm spares the Retreat's Dm too; under `not-retreat` "a blocked
// Retreat still costs its Dm". The battle reads the Dm of a blocked combat move from the ruleset's combat
// (`MeleeMovement.wearIfBlocked`, resolveMelee's `blocked`); the club must give the same Dm when the players record
// the move as *Could not complete it*.
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000, type ArmyFile } from '@muster/tercios';
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { ok, resolveForm, startSession, unit } from '../__fixtures__/session.js';
import { club } from '../model/clubRuleset.js';

const tercio = 'A:tercio-2';
const musketeers = 'B:musketeer-company';
const teuffel = 'B:regiment-1-commander';

/** The Swedish list with its Yellow Brigade commander (the Musketeer Company's) Calm instead of Alert. */
const calmSwedes: ArmyFile = {
  ...SWEDISH_EMPIRE_1000,
  regiments: SWEDISH_EMPIRE_1000.regiments.map((r, i) =>
    i === 0 ? { ...r, commander: { ...r.commander!, traits: ['calm'] } } : r,
  ),
};

/**
 * The Tercio charges the Musketeer Company, its Calm commander attached: the Tercio 6d6 at 3+ (one 6: one hit); the
 * Musketeer Company resists with 3d6 at 5+ (1, 1, 1: no success, Disorder, 1 Dm) and strikes back with 2d6 (1, 1: no
 * hit). The Tercio wins 1-0, the loser had no success on its resistance: it retreats double its Speed 5, 10".
 * (The dice of the existing retreat spec, moves.spec.ts; Calm changes no roll.) Returns the retreat, blocked.
 */
function blockedRetreat(options?: Record<string, unknown>) {
  const s = startSession('tercios', 'calm-retreat', {
    title: 'Calm',
    armies: [SPANISH_EMPIRE_1000, calmSwedes],
    maxTurns: 2,
    ...(options ? { options } : {}),
  });
  expect(s.decide({ kind: 'set-commander', commander: teuffel, patch: { attachedTo: musketeers } })).toEqual(ok);
  expect(resolveForm(s, 'melee', tercio, musketeers, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toEqual(ok);
  expect(unit(s, musketeers)).toMatchObject({ losses: 1, disordered: true, destroyed: false });
  const retreat = s.state.moves.find((m) => m.unit === musketeers)!;
  expect(retreat).toMatchObject({ kind: 'retreat', distance: 10 });
  expect(s.decide({ kind: 'settle-move', move: retreat.id, result: 'blocked', where: 'against the wood' })).toEqual(ok);
  return s;
}

describe('Tercios at the club: a Calm commander and the blocked Retreat (ruling Calm, calmTrait)', () => {
  it('default every-disengagement: the blocked Retreat costs no Dm (1 Dm from the combat stays 1)', () => {
    const s = blockedRetreat();
    expect(unit(s, musketeers).losses).toBe(1);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('not-retreat: "a blocked Retreat still costs its Dm", as the battle gives it: 1 + 1 = 2 Dm', () => {
    const s = blockedRetreat({ calmTrait: 'not-retreat' });
    expect(unit(s, musketeers).losses).toBe(2);
    expect(replay(club, s.save()).identical).toBe(true);
  });
});
