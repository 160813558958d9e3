// Rulebook (Liber Militum: Tercios): The Troops > Cavalry > Impetuous: "if such a unit at 0 Dm (fresh) has an order
// other than Assault!, and this unit can consider a charge on an enemy, it must make an Order test. If this test
// fails, it is obliged to charge the enemy, ignoring the order placed. This test and these conditions are checked at
// the moment the unit is activated."
import { replay } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000, type ArmyFile } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { terciosAtActivation } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';

/** The Spanish list with its horse as Light Cavalry, Unhesitating (Impetuous). */
const IMPETUOUS: ArmyFile = {
  ...SPANISH_EMPIRE_1000,
  regiments: SPANISH_EMPIRE_1000.regiments.map((r) =>
    r.type === 'cavalry-regiment'
      ? {
          ...r,
          units: [
            { unit: 'light-cavalry', options: ['unhesitating'] },
            { unit: 'light-cavalry', options: ['unhesitating'] },
          ],
        }
      : r,
  ),
};

function atActivation(seed: string): ClubSession {
  // Initiative, then Activation.
  const s = terciosAtActivation(seed, { title: 'Rocroi', armies: [IMPETUOUS, SWEDISH_EMPIRE_1000] });
  expect(s.state.activeSide).toBe('A');
  return s;
}

describe('a fresh Impetuous unit is asked whether it can charge when activated (The Troops > Impetuous)', () => {
  it('its activation waits for the players, the form asking can-charge; the odds are the Impetuous test', () => {
    const s = atActivation('impetuous');
    const horse = s.state.units.find((u) => u.side === 'A' && u.profile === 'light-cavalry')!;
    expect(s.decide({ kind: 'set-unit', unit: horse.id, patch: { order: 'ready' } }).ok).toBe(true);
    expect(s.decide({ kind: 'activate', unit: horse.id }).ok).toBe(true);
    expect(s.state.tests).toEqual([
      expect.objectContaining({
        unit: horse.id,
        mechanic: 'activation',
        params: expect.objectContaining({ 'can-charge': true, order: 'ready' }),
      }),
    ]);
    expect(s.logLines().some((l) => l.text.includes('no order test (no Dm)'))).toBe(false);
    // Discipline 2 (Light Cavalry): fails with no 5+ on 2D6, (2/3)^2 = 4/9: it must charge.
    expect(
      s.odds('activation', {
        unit: 'light-cavalry',
        'unit-options': 'unhesitating',
        order: 'ready',
        'can-charge': true,
      }).exact?.order,
    ).toEqual({ assault: '4/9', ready: '5/9' });
    // Failed: it must charge, ignoring its order.
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'activation',
        params: s.state.tests[0]!.params,
        actor: horse.id,
        dice: [1, 3],
      }).ok,
    ).toBe(true);
    expect(s.state.units.find((u) => u.id === horse.id)).toMatchObject({ order: 'assault', activated: true });
    expect(s.state.tests).toEqual([]);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('no enemy it could charge: the players untick can-charge and no die is rolled', () => {
    const s = atActivation('impetuous-no-charge');
    const horse = s.state.units.find((u) => u.side === 'A' && u.profile === 'light-cavalry')!;
    expect(s.decide({ kind: 'set-unit', unit: horse.id, patch: { order: 'ready' } }).ok).toBe(true);
    expect(s.decide({ kind: 'activate', unit: horse.id }).ok).toBe(true);
    const test = s.state.tests.find((t) => t.unit === horse.id)!;
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'activation',
        params: { ...test.params, 'can-charge': false },
        actor: horse.id,
        dice: [],
      }).ok,
    ).toBe(true);
    expect(s.state.units.find((u) => u.id === horse.id)).toMatchObject({ order: 'ready', activated: true });
  });

  it('with Resist! too: the Impetuous test comes first (as the engine makes it)', () => {
    const s = atActivation('impetuous-resist');
    const horse = s.state.units.find((u) => u.side === 'A' && u.profile === 'light-cavalry')!;
    expect(
      s.odds('activation', {
        unit: 'light-cavalry',
        'unit-options': 'unhesitating',
        order: 'resist',
        'can-charge': true,
      }).exact?.order,
    ).toEqual({ assault: '4/9', resist: '5/9' });
    expect(s.decide({ kind: 'set-unit', unit: horse.id, patch: { order: 'resist' } }).ok).toBe(true);
    expect(s.decide({ kind: 'activate', unit: horse.id }).ok).toBe(true);
    expect(s.state.tests).toEqual([expect.objectContaining({ unit: horse.id, mechanic: 'activation' })]);
  });

  it('a unit that is not Impetuous still carries out its order at once when fresh', () => {
    const s = atActivation('not-impetuous');
    expect(s.decide({ kind: 'activate', unit: 'A:tercio-2' }).ok).toBe(true);
    expect(s.state.tests).toEqual([]);
  });
});
