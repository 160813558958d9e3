import { describe, expect, it } from 'vitest';
import { form, ok, resolveTest, startSession, testOf, toStep, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Rallying: "Units requiring Rallying from Rout, Pursuit or Fall Back may test now, unless they began their
// rout, pursuit or Falling Back this move. … In contact with enemy -5 (ROUT) -10 (PURSUIT) -8 (FALL BACK) … All units
// Rallying from any cause will be DISORDERED."
// Ruling R21: "rally tests are taken in phase 6 (Morale Tests), by units whose condition began in an earlier turn."
// Ruling R60 (`rallyContact`): in contact is in melee or touching an enemy's base: the players say it on the table.
// The battle (game/moralePhase.ts) tests the units that rally after the Morale tests for losses, skipping those whose
// `since` is this turn; horse rally from pursuit (foot halt after one move of pursuit).
const [MOVEMENT, SMALL_ARMS, MORALE] = [1, 3, 5];
const [picardie, holstein, queensHorse] = ['B:picardie-1', 'A:holstein', 'A:queens-horse'];

const start = (options?: Record<string, unknown>) => startSession('wss-6mm', 'referee', { maxTurns: 3, options });
/** A Morale test of `id` rolled by the players: a 1 is FALL BACK, with two friends routing (-8 each) ROUTED. */
const morale = (s: ClubSession, id: string, face: number, extra: Record<string, number> = {}) =>
  s.decide({
    kind: 'resolve',
    mechanic: 'morale',
    params: { ...(testOf(s, id, 'morale')?.params ?? form(s, 'morale', id)), ...extra },
    actor: id,
    dice: [face],
  });
/** Picardie's Morale test in the Movement step of turn 1 rolled a 1: FALL BACK (since turn 1). */
function fallsBackInTurn1(s: ClubSession): void {
  toStep(s, MOVEMENT, 1);
  expect(morale(s, picardie, 1)).toEqual(ok);
}
const rally = (s: ClubSession, id: string, face: number) => resolveTest(s, testOf(s, id, 'rally')!, [face]);

describe('6mm WSS Rallying: units whose rout, pursuit or fall back began in an earlier turn test in step 6 (R21)', () => {
  it('Picardie falls back in turn 1: no rally test that turn; in turn 2 step 6 it may test to recover from fall back', () => {
    const s = start();
    fallsBackInTurn1(s);
    expect(unit(s, picardie)).toMatchObject({ order: 'falling-back', orderSince: 1 });
    toStep(s, MORALE, 1);
    // "unless they began their rout, pursuit or Falling Back this move".
    expect(testOf(s, picardie, 'rally')).toBeUndefined();
    toStep(s, MORALE, 2);
    const test = testOf(s, picardie, 'rally');
    expect(test).toMatchObject({ purpose: 'rally', params: { from: 'fall-back', condition: 'fresh', officer: false } });
    // Ruling R60: in contact or not is the players' to say (the form asks "In contact with the enemy").
    expect(test!.params['in-contact']).toBeUndefined();
    expect(test!.text).toMatch(/In contact with enemy" \(-8\)/); // the FALL BACK column
    expect(s.decide({ kind: 'next' }).ok).toBe(false);
    // Ruling R21 (`rallyTests: chosen`, the battle's default): "may test now": the players may decline it.
    expect(test).toMatchObject({ optional: true });
    expect(test!.text).toMatch(/and may test to recover/);
    expect(rally(s, picardie, 20)).toEqual(ok);
    expect(unit(s, picardie)).toMatchObject({ order: 'disordered', disordered: true });
    expect(s.decide({ kind: 'next' })).toEqual(ok);
  });

  it('ruling R21: the players may decline the rally test (chosen); with rallyTests always it must be taken', () => {
    const s = start();
    fallsBackInTurn1(s);
    toStep(s, MORALE, 2);
    expect(s.decide({ kind: 'decline-test', unit: picardie })).toEqual(ok);
    expect(testOf(s, picardie, 'rally')).toBeUndefined();
    expect(unit(s, picardie).order).toBe('falling-back');
    const a = start({ rallyTests: 'always' });
    fallsBackInTurn1(a);
    toStep(a, MORALE, 2);
    expect(testOf(a, picardie, 'rally')).not.toHaveProperty('optional');
    expect(testOf(a, picardie, 'rally')!.text).toMatch(/and tests to recover/);
    expect(a.decide({ kind: 'next' }).ok).toBe(false);
    expect(a.decide({ kind: 'decline-test', unit: picardie }).ok).toBe(false);
  });

  it('a unit that failed to rally tests again in the next turn', () => {
    const s = start();
    toStep(s, MOVEMENT, 1);
    expect(morale(s, picardie, 1, { 'friends-routing': 2 })).toEqual(ok);
    expect(unit(s, picardie)).toMatchObject({ order: 'routed', orderSince: 1 });
    toStep(s, MORALE, 2);
    expect(testOf(s, picardie, 'rally')).toMatchObject({ params: { from: 'rout' } });
    expect(rally(s, picardie, 1)).toEqual(ok);
    expect(unit(s, picardie).order).toBe('routed');
    toStep(s, MORALE, 3);
    expect(testOf(s, picardie, 'rally')).toMatchObject({ params: { from: 'rout' } });
  });

  it('a unit a Morale test routs in step 6 (near a new router) began its rout this turn: its rally test is declined', () => {
    const s = start();
    fallsBackInTurn1(s);
    toStep(s, MORALE, 2);
    expect(testOf(s, picardie, 'rally')).toBeDefined();
    expect(s.decide({ kind: 'set-unit', unit: 'B:navarre', patch: { routed: true } })).toEqual(ok);
    expect(s.decide({ kind: 'near-router', router: 'B:navarre', units: [picardie] })).toEqual(ok);
    // The Morale test first; with two friends routing (-8 each) a 1 routs it.
    expect(rally(s, picardie, 20)).toMatchObject({ ok: false, reason: expect.stringContaining('Morale test first') });
    expect(morale(s, picardie, 1, { 'friends-routing': 2 })).toEqual(ok);
    expect(unit(s, picardie)).toMatchObject({ order: 'routed', orderSince: 2 });
    expect(testOf(s, picardie, 'rally')).toMatchObject({ optional: true });
    expect(rally(s, picardie, 20)).toMatchObject({ ok: false, reason: expect.stringContaining('this move') });
    expect(s.decide({ kind: 'decline-test', unit: picardie })).toEqual(ok);
    expect(s.decide({ kind: 'next' })).toEqual(ok);
  });

  it('a unit the players marked ROUTED by hand (no turn recorded) tests to rally from rout', () => {
    const s = start();
    toStep(s, MOVEMENT, 1);
    expect(s.decide({ kind: 'set-unit', unit: holstein, patch: { routed: true } })).toEqual(ok);
    toStep(s, MORALE, 1);
    expect(testOf(s, holstein, 'rally')).toMatchObject({ params: { from: 'rout' } });
    expect(rally(s, holstein, 20)).toEqual(ok);
    expect(unit(s, holstein)).toMatchObject({ routed: false, order: 'disordered' });
  });

  it('horse pursuing since turn 1 test to rally from pursuit in turn 2', () => {
    const s = start();
    toStep(s, 4, 1);
    // Picardie lost the melee to the Queen's Horse and falls back on its Resolve test: the horse pursue.
    const params = { ...form(s, 'resolve', picardie), 'hit-difference': -3 };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'resolve', params, actor: picardie, target: queensHorse, dice: [1] }),
    ).toEqual(ok);
    expect(unit(s, queensHorse)).toMatchObject({ order: 'pursuing', orderSince: 1 });
    toStep(s, MORALE, 1);
    expect(testOf(s, queensHorse, 'rally')).toBeUndefined();
    toStep(s, MORALE, 2);
    expect(testOf(s, queensHorse, 'rally')).toMatchObject({ params: { from: 'pursuit' } });
  });

  it('the Morale test a unit owes for its losses to fire comes first; a unit it routs does not rally', () => {
    const s = start();
    fallsBackInTurn1(s);
    toStep(s, SMALL_ARMS, 2);
    const fire = { ...form(s, 'small-arms', holstein, picardie), range: 3 };
    const volley = (g: ClubSession) =>
      g.decide({
        kind: 'resolve',
        mechanic: 'small-arms',
        params: fire,
        actor: holstein,
        target: picardie,
        dice: [20],
      });
    expect(volley(s)).toEqual(ok);
    toStep(s, MORALE, 2);
    expect(testOf(s, picardie, 'morale')).toBeDefined();
    expect(testOf(s, picardie, 'rally')).toBeUndefined();
    expect(morale(s, picardie, 20)).toEqual(ok); // still FALLING BACK: now it tests to rally
    expect(testOf(s, picardie, 'rally')).toMatchObject({ params: { from: 'fall-back' } });

    const routs = start();
    fallsBackInTurn1(routs);
    toStep(routs, SMALL_ARMS, 2);
    expect(volley(routs)).toEqual(ok);
    toStep(routs, MORALE, 2);
    expect(morale(routs, picardie, 1, { 'friends-routing': 2 })).toEqual(ok);
    expect(unit(routs, picardie)).toMatchObject({ order: 'routed', orderSince: 2 });
    expect(routs.state.tests).toEqual([]);
  });
});
