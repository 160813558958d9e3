import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { ClubSession } from '../app/ClubSession.js';
import { currentStep } from './clubRules.js';
import { unfinishedStep } from './unfinishedStep.js';

const tercios = { ruleset: 'tercios', title: 'F', armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000] } as const;

describe('what Next step would leave behind', () => {
  it('lists the units still to activate and the tests waiting; nothing once the step is done', () => {
    const s = ClubSession.start(tercios, 'left');
    expect(unfinishedStep(s.state)).toEqual([]); // planning: nothing is activated
    while (currentStep(s.state).activation !== 'unit') expect(s.decide({ kind: 'next' }).ok).toBe(true);
    const left = unfinishedStep(s.state);
    expect(left).toHaveLength(2);
    expect(left[0]).toMatch(/^side A: 8 units to activate \(.*\)$/);
    expect(left[1]).toMatch(/^side B: \d+ units to activate/);
    const u = s.state.units[0]!;
    const stamina = adapterOf('tercios').track!(u, s.state.commanders);
    expect(s.decide({ kind: 'set-unit', unit: u.id, patch: { losses: stamina + 1 } }).ok).toBe(true);
    expect(unfinishedStep(s.state)).toContain(`1 test waiting (${u.name}: rout-test)`);
  });
});
