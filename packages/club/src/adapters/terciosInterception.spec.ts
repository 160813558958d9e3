// Rulebook (Liber Militum: Tercios): Reactions > Assault!: "if the unit reacts with this order against an enemy that
// has come close, it is an interception charge. [...] If the combat that follows is lost by the reacting unit, the
// enemy may continue its activation. Otherwise, the enemy's activation ends." The battle fights the interception with
// the reacting unit as the attacker (game/reactionsOnTable.ts) and ends the intercepted unit's activation unless the
// interceptor lost (`interruptedUnlessWon`: `activation-interrupted`). Ruling "A charger intercepted on its way"
// (docs/rulings/tercios.md, option battle.interceptedCharger): under `assault-bonus` the intercepted unit, if it was
// charging with Assault!, keeps the order's Melee+ (`defenderCharging`); `no-bonus` (default) it does not.
// The club: the melee form between the interceptor and the unit it intercepted says whether that unit was charging
// (Assault!) under `assault-bonus`, and an intercepted unit whose activation the combat ended shoots no more.
import { describe, expect, it } from 'vitest';
import { form, ok, terciosAtActivation } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

const tercio = 'A:tercio-2';
const mover = 'B:musketeer-company';

/** The Musketeer Company (its `order`) comes within 3" of the Tercio, which intercepts it with Assault! (a 5: passed). */
function intercepted(seed: string, order: string, options?: Record<string, unknown>): ClubSession {
  const s = terciosAtActivation(seed, { title: 'Interception', options });
  expect(s.decide({ kind: 'set-unit', unit: tercio, patch: { order: 'assault' } })).toEqual(ok);
  expect(s.decide({ kind: 'set-unit', unit: mover, patch: { order } })).toEqual(ok);
  expect(s.decide({ kind: 'declare', trigger: 'approach', by: mover, unit: tercio })).toEqual(ok);
  const test = s.state.tests.find((t) => t.unit === tercio && t.mechanic === 'reaction')!;
  expect(
    s.decide({
      kind: 'resolve',
      mechanic: 'reaction',
      params: { ...test.params, reaction: 'interception' },
      actor: tercio,
      dice: [5, 1, 1, 1, 1],
    }),
  ).toEqual(ok);
  return s;
}

describe('Tercios at the club: the combat of an interception (Reactions > Assault!)', () => {
  it('battle.interceptedCharger assault-bonus: a charger intercepted keeps its Melee+, the form says so', () => {
    const s = intercepted('bonus', 'assault', { battle: { interceptedCharger: 'assault-bonus' } });
    expect(form(s, 'melee', tercio, mover)['defender-charging']).toBe(true);
  });

  it('default no-bonus, or a mover that was not charging: no Melee+ for it', () => {
    expect(form(intercepted('no-bonus', 'assault'), 'melee', tercio, mover)['defender-charging'] ?? false).toBe(false);
    const ready = intercepted('ready', 'ready', { battle: { interceptedCharger: 'assault-bonus' } });
    expect(form(ready, 'melee', tercio, mover)['defender-charging'] ?? false).toBe(false);
  });

  it('the interceptor did not lose: the intercepted unit’s activation ends, its shot is refused', () => {
    const s = intercepted('ended', 'ready');
    // The Tercio 6d6 at 3+ (one 6: one hit); the Musketeer Company resists with 3d6 (no success) and strikes back
    // with 2d6 (no hit): the Tercio wins (the dice of moves.spec.ts's retreat).
    const melee = form(s, 'melee', tercio, mover);
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'melee',
        params: melee,
        actor: tercio,
        target: mover,
        dice: [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      }),
    ).toEqual(ok);
    const shot = s.decide({
      kind: 'resolve',
      mechanic: 'shoot',
      params: { ...form(s, 'shoot', mover, 'A:musketeer-company'), range: 6, order: 'ready' },
      actor: mover,
      target: 'A:musketeer-company',
    });
    expect(shot).toMatchObject({ ok: false, reason: expect.stringMatching(/activation ends/) });
  });
});
