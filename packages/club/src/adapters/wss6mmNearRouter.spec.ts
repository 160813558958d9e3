import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { ok, resolveForm, resolveTest, startSession, testsOf, unit, wss6mmActivate } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';

// 6mm WSS, Compulsory Moves: "Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit before
// should take a Morale test." That test is a test of its own: it is not the Morale test a unit already owes for
// another cause (Charges: "Charged units should take a morale test."; Casualties: "Whenever a unit loses one or more
// elements it should take a Morale test"). The router still counts in that other test, as in every Morale test
// (Morale Tests: "Each enemy routing within 6" +2", "Each friend routing within 6" -4"). The battle takes the tests for
// routers after the unit's other Morale tests (game/moralePhase.ts: the tests for losses, then routerTests) and none
// for a unit those tests rout (routerTests skips a ROUTED unit).
const [charger, charged, router] = ['A:holstein', 'B:picardie-1', 'B:navarre'];

/** Holstein-Beck charges Picardie (its charged Morale test waits); then Navarre, a friend within 6", routs. */
function chargedNearRouter(): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
  wss6mmActivate(s, 'dutch', 20);
  expect(resolveForm(s, 'charge', charger, charged, [20], { arm: 'foot' })).toEqual(ok);
  expect(s.decide({ kind: 'set-unit', unit: router, patch: { routed: true, order: 'routed' } })).toEqual(ok);
  expect(s.decide({ kind: 'near-router', router, units: [charged] })).toEqual(ok);
  return s;
}
const morale = (s: ClubSession) => testsOf(s, charged, 'morale');

describe('6mm WSS: the Morale test for a router within 6" is a test of its own', () => {
  it('the charged Morale test waits first, counting the router; the test for the router follows it, separately', () => {
    const s = chargedNearRouter();
    expect(morale(s)).toMatchObject([{ purpose: 'charged', target: charger, params: { 'friends-routing': 1 } }]);
    expect(morale(s)[0]!.text).toContain('Charged units should take a morale test');
    // d20 20 + 2 (FRESH) + 2 (STEADY) - 4 (a friend routing) = 20: STEADY, it stands.
    expect(resolveTest(s, morale(s)[0]!, [20])).toEqual(ok);
    expect(unit(s, charged).order).toBe('steady');
    expect(morale(s)).toMatchObject([{ params: { 'friends-routing': 1 } }]);
    expect(morale(s)[0]!.purpose).toBeUndefined();
    expect(morale(s)[0]!.text).toContain('is within 6" of Navarre (ROUTED, a friend: -4) and takes a Morale test');
    expect(morale(s)[0]!.text).not.toContain('Charged units');
    expect(resolveTest(s, morale(s)[0]!, [20])).toEqual(ok);
    expect(morale(s)).toEqual([]);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('the test for the router reads the unit as its first test left it (DISORDERED)', () => {
    const s = chargedNearRouter();
    // 7 + 2 + 2 - 4 = 7: DISORDERED.
    expect(resolveTest(s, morale(s)[0]!, [7])).toEqual(ok);
    expect(unit(s, charged).order).toBe('disordered');
    expect(morale(s)).toMatchObject([{ params: { order: 'disordered', 'friends-routing': 1 } }]);
    expect(morale(s)[0]!.text).toContain('Navarre');
  });

  it('a unit its first test routs takes no test for the router', () => {
    const s = chargedNearRouter();
    // Two friends routing (-8): 1 + 2 + 2 - 8 = -3: ROUTED.
    expect(resolveTest(s, morale(s)[0]!, [1], { 'friends-routing': 2 })).toEqual(ok);
    expect(unit(s, charged).order).toBe('routed');
    expect(morale(s)).toEqual([]);
  });

  it('two routers named while the test for the first waits: one test for both (as the battle counts new routers)', () => {
    const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
    for (const id of [router, 'B:leib'])
      expect(s.decide({ kind: 'set-unit', unit: id, patch: { routed: true, order: 'routed' } })).toEqual(ok);
    expect(s.decide({ kind: 'near-router', router, units: [charged] })).toEqual(ok);
    expect(s.decide({ kind: 'near-router', router: 'B:leib', units: [charged] })).toEqual(ok);
    expect(morale(s)).toMatchObject([{ params: { 'friends-routing': 2 } }]);
    expect(morale(s)[0]!.text).toContain('also within 6" of Leibregiment');
  });
});
