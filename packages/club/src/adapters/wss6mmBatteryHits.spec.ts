import { HITS_PER_GUN } from '@muster/wss-6mm/mechanics';
import { describe, expect, it } from 'vitest';
import { ok, resolveForm, startSession, toStep, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { maxLosses } from '../model/clubRules.js';
import { wss6mmAdapter } from './wss6mmAdapter.js';

// 6mm WSS, Casualties: "Field Artillery can take four hits before the model is removed. For each hit a deployed field
// Artillery battery takes roll 1d20; a result of 4 or less means that the civilian drovers have deserted and the
// battery may no longer limber up." The battle (game/casualties.ts, `inflict`) counts a battery's hits, removes a gun
// model for every four (HITS_PER_GUN, gunsRemaining) and rolls droversDesert for each hit on a deployed battery.
const [firer, battery] = ['A:holstein', 'B:french-battery'];

function atSmallArms(): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
  toStep(s, 3);
  return s;
}
const fire = (s: ClubSession, face: number) => resolveForm(s, 'small-arms', firer, battery, [face], { range: 3 });
const condition = (s: ClubSession) => wss6mmAdapter.condition(unit(s, battery), s.state.commanders, s.state.options);

describe('6mm WSS Casualties: a battery counts hits, four to a gun, and its drovers may desert', () => {
  it('two hits on the two-gun Batterie royale: not destroyed, 2 guns left, a drovers test waiting', () => {
    const s = atSmallArms();
    expect(fire(s, 20)).toEqual(ok);
    expect(s.state.stepResolutions.at(-1)!.outcome.elements).toBe(2);
    expect(unit(s, battery)).toMatchObject({ destroyed: false, losses: 2 });
    expect(condition(s)).toBe('2 guns left');
    expect(s.state.tests.filter((t) => t.unit === battery)).toEqual([
      expect.objectContaining({ mechanic: 'drovers', params: expect.objectContaining({ hits: 2 }) }),
    ]);
    // A battery takes no Morale test (ruling R20).
    expect(s.state.tests.some((t) => t.unit === battery && t.mechanic === 'morale')).toBe(false);
  });

  it('the drovers test rolls 1d20 a hit: a 4 or less, they desert', () => {
    const s = atSmallArms();
    expect(fire(s, 20)).toEqual(ok);
    const drovers = s.state.tests.find((t) => t.unit === battery)!;
    expect(
      s.decide({ kind: 'resolve', mechanic: 'drovers', params: drovers.params, actor: battery, dice: [12, 4] }),
    ).toEqual(ok);
    expect(s.state.stepResolutions.at(-1)!.outcome.deserted).toBe(true);
    expect(s.state.tests).toEqual([]);
  });

  it('a gun model is removed at four hits, the battery at eight; its track is its hits', () => {
    const s = atSmallArms();
    expect(maxLosses(s.state, unit(s, battery))).toBe(2 * HITS_PER_GUN);
    expect(wss6mmAdapter.track?.(unit(s, battery), s.state.commanders)).toBe(2 * HITS_PER_GUN);
    expect(s.decide({ kind: 'set-unit', unit: battery, patch: { losses: 4 } })).toEqual(ok);
    expect(condition(s)).toBe('1 gun left');
    expect(unit(s, battery).destroyed).toBe(false);
    // The artillery form counts the guns left.
    expect(wss6mmAdapter.prefill('artillery', unit(s, battery), undefined, { commanders: [], turn: 1 }).guns).toBe(1);
    expect(s.decide({ kind: 'set-unit', unit: battery, patch: { losses: 8 } })).toEqual(ok);
    expect(unit(s, battery).destroyed).toBe(true);
  });

  it('artillery at a battery: "Target is deployed artillery (-2)" is prefilled', () => {
    const s = atSmallArms();
    const gun = s.state.units.find((u) => u.id === 'A:british-battery')!;
    const form = wss6mmAdapter.prefill('artillery', gun, unit(s, battery), { commanders: [], turn: 1 });
    expect(form).toMatchObject({ guns: 3, 'target-artillery': true });
  });
});
