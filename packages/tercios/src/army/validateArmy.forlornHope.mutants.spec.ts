import { describe, expect, it, vi } from 'vitest';
import type { ArmyFile } from './ArmyFile.js';

// Killers of validateArmy.ts's checkForlornHope (ruling forlorn-hope-quota), docs/mutation/tercios-army.md. No
// source gives a Forlorn Hope card, so, as in forlornHopeAllowance.spec.ts, a test-only card stands in: a Musketeer
// Company carrying the Forlorn Hope rule (never shipped as data).
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

const { validateArmy } = await import('./validateArmy.js');
const { SPANISH_EMPIRE_1000 } = await import('./examples/spanishEmpire1000.js');

const PER_REGIMENT =
  'The Army > Infantry Regiment: 1 company of forlorn hope for every 2 battalions (ruling forlorn-hope-quota)';
const PER_ARMY = 'Adaptations > Forlorn Hope: one company for every two infantry regiments (ruling forlorn-hope-quota)';
const HOPE = { unit: 'test-forlorn-hope' };

/** The Spanish example (infantry regiments 0 and 1, cavalry regiment 2) changed by `edit`. */
function spain(edit: (a: ArmyFile) => void): ArmyFile {
  const army = structuredClone(SPANISH_EMPIRE_1000);
  delete army.battleSize;
  army.pointsLimit = 3000;
  edit(army);
  return army;
}
const quota = (army: ArmyFile, forlornHopeQuota?: 'per-two-battalions' | 'per-two-regiments') =>
  validateArmy(army, forlornHopeQuota ? { forlornHopeQuota } : {}).violations.filter((v) =>
    v.rule.includes('forlorn-hope-quota'),
  );

describe('the Forlorn Hope quota, per regiment: "1 company of forlorn hope for every 2 battalions"', () => {
  it('the first infantry regiment, with 2 battalions, takes one', () => {
    expect(quota(spain((a) => (a.regiments[0]!.units = [{ unit: 'tercio' }, { unit: 'tercio' }, HOPE])))).toEqual([]);
  });

  it('the second infantry regiment counts its own battalions: 4 take two, not three', () => {
    const four = [{ unit: 'tercio' }, { unit: 'tercio' }, { unit: 'tercio' }, { unit: 'tercio' }];
    expect(quota(spain((a) => (a.regiments[1]!.units = [...four, HOPE, HOPE])))).toEqual([]);
    expect(quota(spain((a) => (a.regiments[1]!.units = [...four, HOPE, HOPE, HOPE])))).toEqual([
      { path: 'regiments[1].units', rule: PER_REGIMENT, message: '3 Forlorn Hope companies; 2 allowed' },
    ]);
  });

  it('a regiment that is no infantry regiment takes none', () => {
    expect(quota(spain((a) => a.regiments[2]!.units.push(HOPE)))).toEqual([
      { path: 'regiments[2].units', rule: PER_REGIMENT, message: '1 Forlorn Hope company; 0 allowed' },
    ]);
  });
});

describe('the Forlorn Hope quota, per army: "one company for every two infantry regiments"', () => {
  it('two infantry regiments take one, wherever it is; a second is refused', () => {
    expect(
      quota(
        spain((a) => a.regiments[2]!.units.push(HOPE)),
        'per-two-regiments',
      ),
    ).toEqual([]);
    expect(
      quota(
        spain((a) => a.regiments[2]!.units.push(HOPE, HOPE)),
        'per-two-regiments',
      ),
    ).toEqual([{ path: 'regiments', rule: PER_ARMY, message: '2 Forlorn Hope companies; 1 allowed' }]);
  });
});
