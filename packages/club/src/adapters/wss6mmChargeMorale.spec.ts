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

describe('charged in the flank or rear (Melee: "Units hits in the flank or rear … may not fire"; ruling R34)', () => {
  // The players take Picardie's charged Morale test "attacked in flank/rear" (-2): 9 + 4 - 2 = 11, STEADY.
  const flanked = (options: Record<string, unknown> = {}) => {
    const s = charging(20, options);
    expect(resolveTest(s, moraleOf(s)!, [9], { 'flank-or-rear': true })).toEqual(ok);
    return s;
  };

  it('the foot may attempt to form square, as the battle offers it, but not to fire', () => {
    const s = flanked();
    expect(attempt(s, 'fire')).toMatchObject({
      ok: false,
      reason: expect.stringContaining(
        '"Units hits in the flank or rear are automatically disordered and may not fire"',
      ),
    });
    expect(attempt(s, 'square')).toEqual(ok);
  });

  it('flankChargedSquare: false: it may only stand or fall back, the square refused too', () => {
    const s = flanked({ flankChargedSquare: false });
    expect(attempt(s, 'square')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not form square (ruling R34, flankChargedSquare)'),
    });
    expect(attempt(s, 'fire')).toMatchObject({ ok: false });
  });

  it('charged in front, the players leave the box unticked: fire and square as before', () => {
    const s = charging();
    expect(resolveTest(s, moraleOf(s)!, [9], { 'flank-or-rear': false })).toEqual(ok);
    expect(attempt(s, 'fire')).toEqual(ok);
  });
});
