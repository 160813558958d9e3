import { describe, expect, it } from 'vitest';
import { ok, resolveTest, startSession, toStep, wss6mmActivate } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Charges: "Charged units should take a morale test." and "Charged Infantry Units, which pass their morale
// test may attempt to either fire or form Square." The battle (game/resolveCharge.ts) takes the charged unit's Morale
// test as soon as the charge test passes; it reacts only if it stands (STEADY, or DISORDERED by ruling R22).
const [charger, charged] = ['A:holstein', 'B:picardie-1'];

/** Holstein-Beck's brigade activated in the Movement step, and its charge test at Picardie rolled (`face`). */
function charging(face = 20, options: Record<string, unknown> = {}): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2, options });
  wss6mmActivate(s, 'dutch', 20);
  expect(
    s.decide({
      kind: 'resolve',
      mechanic: 'charge',
      params: { arm: 'foot', condition: 'fresh' },
      actor: charger,
      target: charged,
      dice: [face],
    }),
  ).toEqual(ok);
  return s;
}
const moraleOf = (s: ClubSession) => s.state.tests.find((t) => t.unit === charged && t.mechanic === 'morale');
const takeMorale = (s: ClubSession, face: number) => resolveTest(s, moraleOf(s)!, [face]);
const attempt = (s: ClubSession, kind: 'fire' | 'square' = 'fire') =>
  s.decide({
    kind: 'resolve',
    mechanic: 'fire-or-square',
    params: { distance: 4, attempt: kind },
    actor: charged,
    target: charger,
    dice: [2],
  });

describe('a charged unit takes a Morale test', () => {
  it('Holstein-Beck passes its charge test at Picardie: Picardie has a Morale test waiting', () => {
    const s = charging();
    expect(s.state.stepResolutions.at(-1)!.outcome.charges).toBe(true);
    expect(s.state.tests.filter((t) => t.unit === charged).map((t) => t.mechanic)).toContain('morale');
    expect(moraleOf(s)).toMatchObject({ target: charger, params: { condition: 'fresh', order: 'steady' } });
    // The rules leave no choice: the Morale test cannot be declined, and the step waits for it.
    expect(s.decide({ kind: 'decline-test', unit: charged }).ok).toBe(false);
  });

  it('a failed charge test charges nobody: no Morale test', () => {
    const s = charging(1);
    expect(s.state.stepResolutions.at(-1)!.outcome.charges).toBe(false);
    expect(moraleOf(s)).toBeUndefined();
  });

  it('"which pass their morale test may attempt to either fire or form Square": not before the test', () => {
    const s = charging();
    expect(attempt(s)).toMatchObject({ ok: false, reason: expect.stringContaining('Morale test') });
    expect(attempt(s, 'square')).toMatchObject({ ok: false, reason: expect.stringContaining('Morale test') });
  });

  it('a charged unit falling back (1 + 4 = 5: FALL BACK) may not attempt to fire or form square', () => {
    const s = charging();
    expect(takeMorale(s, 1)).toEqual(ok);
    expect(s.state.units.find((u) => u.id === charged)!.order).toBe('falling-back');
    expect(attempt(s)).toMatchObject({ ok: false, reason: expect.stringContaining('did not pass') });
  });

  it('a charged unit STEADY (7 + 4 = 11) may attempt to fire, then fire', () => {
    const s = charging();
    expect(takeMorale(s, 7)).toEqual(ok);
    expect(attempt(s)).toEqual(ok);
  });

  it('ruling R22: DISORDERED (5 + 4 = 9) stands by default, not with chargedUnitStandsOn: steady', () => {
    const byDefault = charging();
    expect(takeMorale(byDefault, 5)).toEqual(ok);
    expect(attempt(byDefault)).toEqual(ok);
    const strict = charging(20, { chargedUnitStandsOn: 'steady' });
    expect(takeMorale(strict, 5)).toEqual(ok);
    expect(attempt(strict)).toMatchObject({ ok: false, reason: expect.stringContaining('did not pass') });
  });

  it('no charge on the unit recorded this step: no attempt to fire or form square', () => {
    const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
    toStep(s, 1);
    expect(attempt(s)).toMatchObject({ ok: false, reason: expect.stringContaining('charge') });
  });
});
