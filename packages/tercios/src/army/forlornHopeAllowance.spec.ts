import { describe, expect, it, vi } from 'vitest';
import { forlornHopeAllowance } from './forlornHopeAllowance.js';

describe('Forlorn Hope quota (ruling forlorn-hope-quota)', () => {
  it('per regiment: "1 company of forlorn hope for every 2 battalions" (the Infantry Regiment diagram)', () => {
    expect(forlornHopeAllowance([4, 2, 3], 'per-two-battalions')).toEqual({ perRegiment: [2, 1, 1], army: 4 });
    expect(forlornHopeAllowance([], 'per-two-battalions')).toEqual({ perRegiment: [], army: 0 });
  });

  it('per army: "one company for every two infantry regiments" (Adaptations > Forlorn Hope)', () => {
    expect(forlornHopeAllowance([4, 2, 3], 'per-two-regiments')).toEqual({ army: 1 });
    expect(forlornHopeAllowance([2, 2, 2, 2], 'per-two-regiments')).toEqual({ army: 2 });
    expect(forlornHopeAllowance([4], 'per-two-regiments')).toEqual({ army: 0 });
  });
});

// No source gives a Forlorn Hope card, so the validator is exercised with a test-only card: a Musketeer Company
// carrying the Forlorn Hope rule (never shipped as data).
vi.mock('../profiles/getProfile.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../profiles/getProfile.js')>();
  const fake = (id: string) => ({
    ...real.getProfile('musketeer-company'),
    id,
    name: 'Forlorn Hope (test card)',
    rules: ['forlorn-hope'],
  });
  return {
    ...real,
    hasProfile: (id: string) => id === 'test-forlorn-hope' || real.hasProfile(id),
    getProfile: (id: string) => (id === 'test-forlorn-hope' ? fake(id) : real.getProfile(id)),
  };
});

describe('validateArmy counts Forlorn Hope companies against the quota', () => {
  it('two Forlorn Hope with two battalions break the per-regiment reading; the per-army reading allows none for one regiment', async () => {
    const { validateArmy } = await import('./validateArmy.js');
    const { SPANISH_EMPIRE_1000 } = await import('./examples/spanishEmpire1000.js');
    const army = structuredClone(SPANISH_EMPIRE_1000);
    const regiment = army.regiments[0]!;
    regiment.units = [
      { unit: 'tercio' },
      { unit: 'tercio' },
      { unit: 'test-forlorn-hope' },
      { unit: 'test-forlorn-hope' },
    ];
    const messages = (o: Parameters<typeof validateArmy>[1]) =>
      validateArmy(army, o)
        .violations.filter((v) => v.rule.includes('forlorn-hope-quota'))
        .map((v) => `${v.path}: ${v.message}`);
    expect(messages({})).toEqual(['regiments[0].units: 2 Forlorn Hope companies; 1 allowed']);
    // The Spanish example has two infantry regiments: one Forlorn Hope for the army.
    expect(messages({ forlornHopeQuota: 'per-two-regiments' })).toEqual([
      'regiments: 2 Forlorn Hope companies; 1 allowed',
    ]);
    // Agreed in the army file instead of passed in code.
    expect(
      validateArmy({ ...army, rulings: { forlornHopeQuota: 'per-two-regiments' } })
        .violations.filter((v) => v.rule.includes('forlorn-hope-quota'))
        .map((v) => v.path),
    ).toEqual(['regiments']);
    regiment.units.pop();
    expect(messages({})).toEqual([]);
    expect(messages({ forlornHopeQuota: 'per-two-regiments' })).toEqual([]);
  });
});
