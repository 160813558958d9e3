// Rulebook (Liber Militum: Tercios): Kingdoms Expansion Traits > Determined: "the target unit must be the next to
// activate. If this unit charges an enemy that has a lower Mvt value or is in disorder, and it wins the combat, the
// enemy suffers 1 additional Dm. If it loses the combat, it is put into disorder." The battle gives the combat
// `attackerDetermined` only against such an enemy (game/activation.ts chargeCombat: `firstValue(defender.values.speed)
// < firstValue(charger.values.speed) || defender.disordered`). The club's melee form has the field `determined`, ticked
// by the players (the app does not know which commander named the charger); it must not apply the trait against an
// enemy neither slower nor in Disorder: it refuses the roll, saying why.
import { describe, expect, it } from 'vitest';
import { form, ok, terciosAtActivation } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

const melee = (s: ClubSession, attacker: string, defender: string, patch: Record<string, boolean> = {}) =>
  s.decide({
    kind: 'resolve',
    mechanic: 'melee',
    params: { ...form(s, 'melee', attacker, defender), determined: true, ...patch },
    actor: attacker,
    target: defender,
  });

describe('Tercios at the club: Determined only against an enemy slower or in Disorder (Kingdoms > Determined)', () => {
  it('a Tercio (Mvt 4) on a Musketeer Company (Mvt 5) in order: refused', () => {
    const s = terciosAtActivation('determined-faster', { title: 'Determined' });
    expect(melee(s, 'A:tercio-2', 'B:musketeer-company')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Determined/),
    });
  });

  it('the same Musketeer Company in Disorder: the trait applies', () => {
    const s = terciosAtActivation('determined-disordered', { title: 'Determined' });
    expect(melee(s, 'A:tercio-2', 'B:musketeer-company', { 'defender-disordered': true })).toEqual(ok);
  });

  it('Arquebusiers on horseback (Mvt 8) on the Musketeer Company (Mvt 5): the trait applies', () => {
    const s = terciosAtActivation('determined-slower', { title: 'Determined' });
    expect(melee(s, 'A:arquebusiers-on-horseback', 'B:musketeer-company')).toEqual(ok);
  });
});
