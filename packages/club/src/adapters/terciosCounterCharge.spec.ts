// Rulebook (Liber Militum: Tercios): Reactions > Assault!: "If the unit reacts against an enemy's assault (charge), it
// is a counter-charge. The two units are brought into contact halfway and both benefit from the bonus linked to the
// Assault! order." The battle fights the charge's combat with `defenderReaction: 'counter-charge'` when the charged
// unit counter-charged (game/activation.ts chargeCombat: `acting.counterCharge`), as it fights it with 'resist' for a
// unit resisting. The club records the reaction: its melee form between the charger and the unit that counter-charged
// it is filled the same way (the form's Assault!, `defender-reaction: assault`), as it is with Resist! for a resisting
// unit (terciosResisting.spec); the players may change it.
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { form, ok, terciosAtActivation } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';

const tercio = 'A:tercio-2';
const charger = 'B:musketeer-company';

/** The Tercio, with Assault!, reacts to the Musketeer Company's charge with a counter-charge: its order test's dice. */
function counterCharged(seed: string, dice: number[]): ClubSession {
  const s = terciosAtActivation(seed, { title: 'Counter-charge' });
  expect(s.decide({ kind: 'set-unit', unit: tercio, patch: { order: 'assault' } })).toEqual(ok);
  expect(s.decide({ kind: 'declare', trigger: 'charge', by: charger, unit: tercio })).toEqual(ok);
  const test = s.state.tests.find((t) => t.unit === tercio && t.mechanic === 'reaction')!;
  expect(test.text).toMatch(/counter.charge/);
  expect(
    s.decide({
      kind: 'resolve',
      mechanic: 'reaction',
      params: { ...test.params, reaction: 'counter-charge' },
      actor: tercio, // the waiting test names the charger as its target
      dice,
    }),
  ).toEqual(ok);
  return s;
}

describe('Tercios at the club: the combat after a counter-charge (Reactions > Assault!)', () => {
  it('passed (a 5 among the Discipline dice): the melee form reads the defender counter-charging', () => {
    const s = counterCharged('passed', [5, 1, 1, 1, 1]);
    expect(form(s, 'melee', charger, tercio)['defender-reaction']).toBe('assault');
    // The same combat seen from another unit, or the other way round, is no counter-charge.
    expect(form(s, 'melee', 'B:modern-cavalry', tercio)['defender-reaction'] ?? 'none').toBe('none');
    expect(form(s, 'melee', tercio, charger)['defender-reaction'] ?? 'none').toBe('none');
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('failed (no 5+): no counter-charge, the form says none', () => {
    const s = counterCharged('failed', [1, 1, 1, 1, 1]);
    expect(form(s, 'melee', charger, tercio)['defender-reaction'] ?? 'none').toBe('none');
  });

  it('once their combat is fought, a later one between them this turn is no counter-charge', () => {
    const s = counterCharged('fought', [5, 1, 1, 1, 1]);
    const melee = form(s, 'melee', charger, tercio);
    expect(s.decide({ kind: 'resolve', mechanic: 'melee', params: melee, actor: charger, target: tercio }).ok).toBe(
      true,
    );
    expect(form(s, 'melee', charger, tercio)['defender-reaction'] ?? 'none').toBe('none');
  });
});
