import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Charges: "Charged Infantry Units, which pass their morale test may attempt to either fire or form
// Square" — 1d20 at or below twice the distance charged (the ruleset's `fire-or-square`, `chargeReactionTest`), as
// the battle rolls it before a charged foot unit fires (game/resolveCharge.ts).
describe('6mm WSS: charged foot fire in the Movement step only after passing its attempt to fire', () => {
  const [receiver, charger] = ['B:picardie-1', 'A:holstein'];
  const inMovementStep = () => {
    const s = ClubSession.start(
      { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2 },
      'charged',
    );
    while (s.state.step !== 1) expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
    // "Charged units should take a morale test": Holstein-Beck's charge goes in, and Picardie stands STEADY.
    const charge = { arm: 'foot', condition: 'fresh' };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'charge', params: charge, actor: charger, target: receiver, dice: [20] }),
    ).toEqual({ ok: true });
    const morale = s.state.tests.find((t) => t.unit === receiver && t.mechanic === 'morale')!;
    expect(
      s.decide({ kind: 'resolve', mechanic: 'morale', params: morale.params, actor: receiver, dice: [20] }),
    ).toEqual({ ok: true });
    return s;
  };
  const attempt = (s: ClubSession, kind: 'fire' | 'square', face: number) =>
    s.decide({
      kind: 'resolve',
      mechanic: 'fire-or-square',
      params: { distance: 4, attempt: kind },
      actor: receiver,
      target: charger,
      dice: [face],
    });
  const fire = (s: ClubSession) => {
    const params = {
      ...adapterOf('wss-6mm').prefill(
        'small-arms',
        s.state.units.find((u) => u.id === receiver),
        undefined,
        {
          commanders: s.state.commanders,
          turn: s.state.turn,
        },
      ),
      range: 2,
    };
    return s.decide({ kind: 'resolve', mechanic: 'small-arms', params, actor: receiver, target: charger, dice: [20] });
  };

  it('without the attempt the fire is refused, naming the rule', () => {
    expect(fire(inMovementStep())).toMatchObject({
      ok: false,
      reason: expect.stringContaining('must first pass its attempt to fire (fire-or-square'),
    });
  });

  it('a failed attempt (charged 4": a 9 is over 8) cannot fire in time', () => {
    const s = inMovementStep();
    expect(attempt(s, 'fire', 9)).toEqual({ ok: true });
    expect(fire(s)).toMatchObject({ ok: false, reason: expect.stringContaining('cannot fire in time') });
  });

  it('an attempt to form square is no attempt to fire', () => {
    const s = inMovementStep();
    expect(attempt(s, 'square', 2)).toEqual({ ok: true });
    expect(fire(s)).toMatchObject({ ok: false, reason: expect.stringContaining('must first pass its attempt') });
  });

  it('a passed attempt (8 or less) lets it fire, and the charger takes its Resolve test', () => {
    const s = inMovementStep();
    expect(attempt(s, 'fire', 8)).toEqual({ ok: true });
    expect(fire(s)).toEqual({ ok: true });
    expect(s.state.tests.some((t) => t.unit === charger && t.mechanic === 'resolve')).toBe(true);
  });

  it('the attempt is the same step only: fire in the Small Arms step needs none', () => {
    const s = inMovementStep();
    while (s.state.step !== 3) expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
    expect(fire(s)).toEqual({ ok: true });
  });
});
