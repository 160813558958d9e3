import { describe, expect, it } from 'vitest';
import { form, ok, resolveForm, resolveTest, startSession, testOf, wss6mmActivate } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, ruling R37 (`reactionFireSpendsVolley`, default true): "the fire at a charger is the unit's fire for the
// turn: it does not fire in the artillery or small arms phase of that turn" — nor at a second charger in the same
// Movement phase (the battle's chargeReactions drops `fire` for a unit that has fired at a charger this turn). The
// club offered the Gendarmes a second volley at a second charger.
const [gendarmes, queens, wood] = ['B:gendarmes', 'A:queens-horse', 'A:wood'];

/** Lumley's Queen's Horse charges the Gendarmes, who pass their Morale test (a 20) and fire their pistols at it. */
function firedAtFirstCharger(options: Record<string, unknown> = {}): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2, options });
  wss6mmActivate(s, 'orkney', 20);
  wss6mmActivate(s, 'gendarmerie', 20);
  wss6mmActivate(s, 'lumley', 20);
  expect(resolveForm(s, 'charge', queens, gendarmes, [20], { arm: 's-horse' })).toEqual(ok);
  expect(resolveTest(s, testOf(s, gendarmes, 'morale')!, [20])).toEqual(ok);
  expect(fire(s, queens)).toEqual(ok);
  // Wood's Horse charges them too.
  expect(resolveForm(s, 'charge', wood, gendarmes, [20], { arm: 's-horse' })).toEqual(ok);
  expect(resolveTest(s, testOf(s, gendarmes, 'morale')!, [20])).toEqual(ok);
  return s;
}
/** The Gendarmes fire their pistols at `at`, a charger. */
const fire = (s: ClubSession, at: string) =>
  s.decide({
    kind: 'resolve',
    mechanic: 'small-arms',
    params: { ...form(s, 'small-arms', gendarmes, at), weapon: 'pistol', range: 0 },
    actor: gendarmes,
    target: at,
    dice: [1],
  });

describe("6mm WSS at the club: the fire at a charger is the unit's fire for the turn (ruling R37)", () => {
  it("the Gendarmes, having fired at Queen's Horse, may not fire at Wood's Horse charging them next", () => {
    expect(fire(firedAtFirstCharger(), wood)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ruling R37'),
    });
  });

  it('reactionFireSpendsVolley: false lets them fire again', () => {
    expect(fire(firedAtFirstCharger({ reactionFireSpendsVolley: false }), wood)).toEqual(ok);
  });
});
