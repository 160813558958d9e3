import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { ok, resolveForm, resolveTest, startSession, testOf, toStep, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';
import { wss6mmAdapter } from './wss6mmAdapter.js';

// 6mm WSS, Casualties: "For each hit a deployed field Artillery battery takes roll 1d20; a result of 4 or less means
// that the civilian drovers have deserted and the battery may no longer limber up." The battle (game/casualties.ts,
// `inflict`) records it on the battery (`droversDeserted`), rolls no more for it, and its orders (legalOrders) no
// longer offer limbering up.
const [firer, battery] = ['A:holstein', 'B:french-battery'];

/** Holstein-Beck fires at the Batterie royale in step 4 (a 20 at 3": two hits), and the drovers roll these dice. */
function droversRolled(dice: number[]): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
  toStep(s, 3);
  expect(resolveForm(s, 'small-arms', firer, battery, [20], { range: 3 })).toEqual(ok);
  expect(resolveTest(s, testOf(s, battery, 'drovers')!, dice)).toEqual(ok);
  return s;
}
const condition = (s: ClubSession) => wss6mmAdapter.condition(unit(s, battery), s.state.commanders, s.state.options);

describe('6mm WSS: deserted drovers are recorded on the battery', () => {
  it('a 4 on one of the dice: the drovers desert — the battery is marked, it may no longer limber up', () => {
    const s = droversRolled([12, 4]);
    expect(s.state.stepResolutions.at(-1)!.outcome.deserted).toBe(true);
    expect(unit(s, battery).droversDeserted).toBe(true);
    expect(condition(s)).toContain('drovers deserted');
    expect(condition(s)).toContain('may no longer limber up');
    expect(s.logLines().some((l) => l.text.includes('may no longer limber up'))).toBe(true);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('no die of 4 or less: the drovers stay, nothing is marked', () => {
    const s = droversRolled([12, 5]);
    expect(unit(s, battery).droversDeserted).toBeUndefined();
    expect(condition(s)).toBe('2 guns left');
  });

  it('deserted once, they are gone: a later hit on the battery rolls for no drovers (the battle rolls none)', () => {
    const s = droversRolled([4, 4]);
    expect(resolveForm(s, 'small-arms', 'A:prussian-foot', battery, [20], { range: 3 })).toEqual(ok);
    expect(unit(s, battery).losses).toBe(4);
    expect(testOf(s, battery, 'drovers')).toBeUndefined();
  });

  it('the players may mark or clear it by hand', () => {
    const s = droversRolled([12, 5]);
    expect(s.decide({ kind: 'set-unit', unit: battery, patch: { droversDeserted: true } })).toEqual(ok);
    expect(condition(s)).toContain('drovers deserted');
  });
});
