import { describe, expect, it } from 'vitest';
import {
  form,
  ok,
  resolveTest,
  rollAll,
  startSession,
  testOf,
  testsOf,
  toStep,
  unit,
} from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Disorder: "Units are disordered by losing in melee, by charging and failing to make contact, ...". Melee >
// Post Melee: "After a round of melee all units taking an element loss should be take a Morale Test. The losing units,
// i.e. that took the most hits should also take a Resolve test. If this loser passes this test, i.e. gets a result
// better than disordered, then all other units in the melee should take Resolve tests." The battle (game/meleePhase.ts)
// takes the Morale tests first, then the Resolve tests of units neither ROUTED nor FALLING BACK, disorders every loser
// whatever its Resolve result, and tests the winners when the loser passes (ruling R5, `resolvePass`).
const [winner, loser] = ['A:holstein', 'B:picardie-1'];

/** A melee round at step 5: Holstein-Beck rolls a 20 (2 elements), Picardie an 8 (1 element): Picardie lost. */
function meleeLost(options: Record<string, unknown> = {}): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2, options });
  toStep(s, 4);
  const melee = (actor: string, target: string, face: number) => {
    const params = form(s, 'melee', actor);
    expect(s.decide({ kind: 'resolve', mechanic: 'melee', params, actor, target, dice: [face] })).toEqual(ok);
  };
  melee(winner, loser, 20);
  melee(loser, winner, 8);
  return s;
}
/** Rolls the unit's waiting Morale test with `face`. */
function rollMorale(s: ClubSession, id: string, face: number): void {
  expect(resolveTest(s, testOf(s, id, 'morale')!, [face])).toEqual(ok);
}
const last = (s: ClubSession) => s.state.stepResolutions.at(-1)!;

describe('6mm WSS Post Melee: the loser is DISORDERED, and tests as the battle tests it', () => {
  it('"Units are disordered by losing in melee": Picardie holds its tests (20s) and is DISORDERED', () => {
    const s = meleeLost();
    rollAll(s, loser, 20);
    expect(last(s)).toMatchObject({ mechanic: 'resolve', actor: loser, outcome: { result: 'okay' } });
    expect(unit(s, loser)).toMatchObject({ order: 'disordered', disordered: true });
    // It passed: "all other units in the melee should take Resolve tests" (Holstein-Beck after its Morale test).
    rollMorale(s, winner, 20);
    expect(testsOf(s, winner).map((t) => t.mechanic)).toEqual(['resolve']);
  });

  it('the Morale test comes first; the Resolve test then reads the unit as its Morale test left it', () => {
    const s = meleeLost();
    expect(testsOf(s, loser).map((t) => t.mechanic)).toEqual(['morale']);
    const morale = testsOf(s, loser)[0]!;
    // 9 + 2 (FRESH or BLOODED -2) + 2 (STEADY) - 2 (lost): DISORDERED or better: it does not flee.
    expect(s.decide({ kind: 'resolve', mechanic: 'morale', params: morale.params, actor: loser, dice: [11] })).toEqual(
      ok,
    );
    const resolve = testsOf(s, loser).find((t) => t.mechanic === 'resolve');
    expect(resolve?.params).toMatchObject({ 'hit-difference': -1, disordered: unit(s, loser).disordered });
    expect(resolve?.target).toBe(winner);
  });

  it('a loser ROUTED or FALLING BACK after its Morale test (a 1) takes no Resolve test', () => {
    const s = meleeLost();
    rollAll(s, loser, 1);
    expect(['routed', 'falling-back']).toContain(unit(s, loser).order);
    expect(s.state.stepResolutions.some((r) => r.mechanic === 'resolve' && r.actor === loser)).toBe(false);
    expect(testsOf(s, winner).some((t) => t.mechanic === 'resolve')).toBe(false);
  });

  it('"If a unit routs or falls back the winning units will pursue": also when its Morale test breaks it', () => {
    const s = meleeLost();
    rollAll(s, loser, 1);
    expect(unit(s, winner).order).toBe('pursuing');
  });

  it('ruling R5: a DISORDERED loser has not passed by default: the winners do not test', () => {
    const s = meleeLost();
    rollAll(s, loser, (m) => (m === 'morale' ? 20 : 10));
    expect(last(s).outcome).toMatchObject({ result: 'disordered', passed: false });
    expect(testsOf(s, winner).some((t) => t.mechanic === 'resolve')).toBe(false);
  });

  it("ruling R5, resolvePass: 'disordered-or-better': a DISORDERED loser passed, and the winners test", () => {
    const s = meleeLost({ resolvePass: 'disordered-or-better' });
    rollAll(s, loser, (m) => (m === 'morale' ? 20 : 10));
    expect(last(s).outcome).toMatchObject({ result: 'disordered', passed: true });
    rollMorale(s, winner, 20);
    expect(testsOf(s, winner).find((t) => t.mechanic === 'resolve')?.params['hit-difference']).toBe(1);
  });

  it("a winner's Resolve test comes after its own Morale test, whichever the players roll first", () => {
    const s = meleeLost();
    rollAll(s, loser, 20);
    // Holstein-Beck lost an element too: its Morale test first, then its Resolve test.
    expect(testsOf(s, winner).map((t) => t.mechanic)).toEqual(['morale']);
    rollMorale(s, winner, 20);
    expect(testsOf(s, winner).find((t) => t.mechanic === 'resolve')?.params['hit-difference']).toBe(1);
    const held = meleeLost();
    // The winner tests Morale first (a 20: STEADY), then the loser holds: the winner's Resolve test follows.
    rollAll(held, winner, 20);
    expect(testsOf(held, winner)).toEqual([]);
    rollAll(held, loser, 20);
    expect(testsOf(held, winner).map((t) => t.mechanic)).toEqual(['resolve']);
  });
});
