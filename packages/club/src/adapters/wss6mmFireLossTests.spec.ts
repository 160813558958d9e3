import { describe, expect, it } from 'vitest';
import {
  ok,
  resolveForm,
  resolveTest,
  startSession,
  testOf,
  testsOf,
  toStep,
  unit,
  wss6mmActivate,
} from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, SEQUENCE OF PLAY: "2. Movement … 3. Artillery Fire 4. Small Arms fire 5. Melee 6. Morale Tests".
// Casualties: "Whenever a unit loses one or more elements it should take a Morale test." Post Melee: "After a round of
// melee all units taking an element loss should be take a Morale Test" (taken at once, in the melee).
// Ruling R59 (`fireLossTests`, default `each-phase`): "a unit owes one Morale test for each phase in which it lost
// elements; the losses of one phase are one loss … however many units scored them. The tests are taken one after
// another in phase 6; a unit that one of them routs takes no more"; `once`: "a unit takes one test in phase 6 for all
// of the turn's losses to fire".
// Ruling R43 (`chargerFireMoraleTest`, default `morale-phase`): a charger that loses elements to fire before the melee
// tests "in phase 6 with the other losses to fire"; `before-melee`: "it tests in step iii … and the loss owes no
// second test in phase 6".
// The battle counts these tests in `pendingMorale` (game/casualties.ts `inflict`) and takes them in moralePhase.
const [MOVEMENT, ARTILLERY, SMALL_ARMS, MELEE, MORALE] = [1, 2, 3, 4, 5];
const [picardie, holstein, dutchGuards, battery] = [
  'B:picardie-1',
  'A:holstein',
  'A:dutch-guards',
  'A:british-battery',
];

const start = (options: Record<string, unknown> = {}) => startSession('wss-6mm', 'referee', { maxTurns: 3, options });
const moraleTests = (s: ClubSession, id: string) => testsOf(s, id, 'morale');
/** Muskets at 3" with a 20: two elements. */
const musketry = (s: ClubSession, firer: string, target: string) =>
  resolveForm(s, 'small-arms', firer, target, [20], { range: 3 });
const cannon = (s: ClubSession, target: string) => resolveForm(s, 'artillery', battery, target, [20], { range: 4 });
/** Picardie loses elements to the British guns in step 3, then to Holstein-Beck's muskets in step 4. */
function gunsThenMuskets(s: ClubSession): void {
  toStep(s, ARTILLERY);
  expect(cannon(s, picardie)).toEqual(ok);
  toStep(s, SMALL_ARMS);
  expect(musketry(s, holstein, picardie)).toEqual(ok);
}
/** Takes the Morale test waiting for `id` with a roll of `face` (20: STEADY), the players' params changed by `extra`. */
const takeMorale = (s: ClubSession, id: string, face = 20, extra: Record<string, number> = {}) =>
  resolveTest(s, moraleTests(s, id)[0]!, [face], extra);

describe('6mm WSS: Morale tests for losses to fire are taken in step 6, Morale Tests (SEQUENCE OF PLAY; R59)', () => {
  it('a loss to small arms fire owes a test that waits for step 6: the fire and melee steps go on without it', () => {
    const s = start();
    toStep(s, SMALL_ARMS);
    expect(musketry(s, holstein, picardie)).toEqual(ok);
    expect(unit(s, picardie).losses).toBe(2);
    expect(moraleTests(s, picardie)).toEqual([]);
    expect(unit(s, picardie).moraleOwed).toMatchObject({ tests: 1 });
    expect(s.decide({ kind: 'next' })).toEqual(ok); // 5. Melee
    expect(s.state.step).toBe(MELEE);
    expect(s.decide({ kind: 'next' })).toEqual(ok); // 6. Morale Tests
    expect(s.state.step).toBe(MORALE);
    const [test] = moraleTests(s, picardie);
    expect(test).toMatchObject({ purpose: 'fire-losses', params: { melee: 'none', order: 'steady' } });
    expect(test!.text).toMatch(/Whenever a unit loses one or more elements it should take a Morale test/);
    // The rules leave no choice: the step waits for it.
    expect(s.decide({ kind: 'next' }).ok).toBe(false);
    expect(s.decide({ kind: 'decline-test', unit: picardie }).ok).toBe(false);
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toEqual([]);
    expect(unit(s, picardie).moraleOwed).toMatchObject({ tests: 0 });
    expect(s.decide({ kind: 'next' })).toEqual(ok);
    expect(s.state).toMatchObject({ turn: 2, step: 0 });
  });

  it('R59 each-phase: losses to the guns (step 3) and to muskets (step 4) owe two tests, taken one after the other', () => {
    const s = start();
    toStep(s, ARTILLERY);
    expect(cannon(s, picardie)).toEqual(ok);
    expect(unit(s, picardie).losses).toBeGreaterThan(0);
    toStep(s, SMALL_ARMS);
    expect(musketry(s, holstein, picardie)).toEqual(ok);
    expect(unit(s, picardie).moraleOwed).toMatchObject({ tests: 2 });
    toStep(s, MORALE);
    expect(moraleTests(s, picardie)).toHaveLength(1);
    expect(moraleTests(s, picardie)[0]!.text).toMatch(/2 steps/);
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toHaveLength(1);
    expect(s.decide({ kind: 'next' }).ok).toBe(false);
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toEqual([]);
    expect(s.decide({ kind: 'next' })).toEqual(ok);
  });

  it("R59 once: one test in step 6 for all of the turn's losses to fire", () => {
    const s = start({ fireLossTests: 'once' });
    gunsThenMuskets(s);
    expect(unit(s, picardie).moraleOwed).toMatchObject({ tests: 1 });
    toStep(s, MORALE);
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toEqual([]);
  });

  it("R59: two firers' losses in one step are one loss: one test", () => {
    const s = start();
    toStep(s, SMALL_ARMS);
    expect(musketry(s, holstein, picardie)).toEqual(ok);
    expect(musketry(s, dutchGuards, picardie)).toEqual(ok);
    expect(unit(s, picardie).losses).toBe(4);
    expect(unit(s, picardie).moraleOwed).toMatchObject({ tests: 1 });
    toStep(s, MORALE);
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toEqual([]);
  });

  it('R59: "a unit that one of them routs takes no more"', () => {
    const s = start();
    gunsThenMuskets(s);
    toStep(s, MORALE);
    // Two friends routing within 6" (-8 each): a 1 routs it.
    expect(takeMorale(s, picardie, 1, { 'friends-routing': 2 })).toEqual(ok);
    expect(unit(s, picardie).order).toBe('routed');
    expect(moraleTests(s, picardie)).toEqual([]);
    expect(unit(s, picardie).moraleOwed).toMatchObject({ tests: 0 });
  });

  // Compulsory Moves: "Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit before should
  // take a Morale test": a test of its own, after the tests for losses (the battle's moralePhase, then routerTests).
  it('a unit within 6" of a new router in step 6: its two tests owed for fire, each counting the router, then the test for the router', () => {
    const s = start();
    gunsThenMuskets(s);
    toStep(s, MORALE);
    expect(s.decide({ kind: 'set-unit', unit: holstein, patch: { routed: true } })).toEqual(ok);
    expect(s.decide({ kind: 'near-router', router: holstein, units: [picardie] })).toEqual(ok);
    expect(moraleTests(s, picardie)).toMatchObject([{ purpose: 'fire-losses', params: { 'enemy-routing': 1 } }]);
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toMatchObject([{ purpose: 'fire-losses', params: { 'enemy-routing': 1 } }]);
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toMatchObject([{ params: { 'enemy-routing': 1 } }]);
    expect(moraleTests(s, picardie)[0]!.text).toContain('is within 6" of Holstein-Beck (ROUTED, an enemy: +2)');
    expect(takeMorale(s, picardie)).toEqual(ok);
    expect(moraleTests(s, picardie)).toEqual([]);
  });

  it('a game saved before the count (no `moraleOwed`) owes no test', () => {
    const s = start();
    toStep(s, MORALE);
    expect(s.state.units.some((u) => u.moraleOwed !== undefined)).toBe(false);
    expect(s.state.tests).toEqual([]);
  });
});

describe("6mm WSS ruling R43: the charger's test for its losses to the charged unit's fire", () => {
  /** Holstein-Beck charges Picardie, which stands STEADY, passes its attempt to fire, and fires: 2 elements. */
  function chargedFire(options: Record<string, unknown> = {}): ClubSession {
    const s = start(options);
    toStep(s, MOVEMENT);
    wss6mmActivate(s, 'dutch', 20);
    const charge = { arm: 'foot', condition: 'fresh' };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'charge', params: charge, actor: holstein, target: picardie, dice: [20] }),
    ).toEqual(ok);
    expect(takeMorale(s, picardie)).toEqual(ok);
    const attempt = { distance: 4, attempt: 'fire' };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'fire-or-square', params: attempt, actor: picardie, dice: [2] }),
    ).toEqual(ok);
    expect(resolveForm(s, 'small-arms', picardie, holstein, [20], { range: 2 })).toEqual(ok);
    expect(unit(s, holstein).losses).toBeGreaterThan(0);
    return s;
  }
  const passResolve = (s: ClubSession) => {
    expect(resolveTest(s, testOf(s, holstein, 'resolve')!, [20])).toEqual(ok);
  };

  it('morale-phase (the default): the charger takes its Resolve test at once, its Morale test in step 6', () => {
    const s = chargedFire();
    expect(s.state.tests.filter((t) => t.unit === holstein).map((t) => t.mechanic)).toEqual(['resolve']);
    expect(unit(s, holstein).moraleOwed).toMatchObject({ tests: 1 });
    passResolve(s);
    toStep(s, MORALE);
    expect(moraleTests(s, holstein)).toHaveLength(1);
    expect(takeMorale(s, holstein)).toEqual(ok);
    expect(moraleTests(s, holstein)).toEqual([]);
  });

  it('before-melee: the charger tests at once (step iii), and the loss owes no second test in step 6', () => {
    const s = chargedFire({ chargerFireMoraleTest: 'before-melee' });
    expect(moraleTests(s, holstein)).toMatchObject([{ purpose: 'charger-fire' }]);
    passResolve(s);
    expect(takeMorale(s, holstein)).toEqual(ok);
    // The test the loss owed is taken (the battle's `testedForLosses`): none is left for step 6.
    expect(unit(s, holstein).moraleOwed).toMatchObject({ tests: 0, step: null });
    toStep(s, MORALE);
    expect(moraleTests(s, holstein)).toEqual([]);
  });

  it('a loss in the Movement step and one in step 4 owe two tests in step 6', () => {
    const s = chargedFire();
    passResolve(s);
    toStep(s, SMALL_ARMS);
    expect(musketry(s, 'B:navarre', holstein)).toEqual(ok);
    expect(unit(s, holstein).moraleOwed).toMatchObject({ tests: 2 });
  });
});
