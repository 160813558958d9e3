import { CombatPluginToken, createGame, MoralePluginToken, resolvePlugins, type Game } from '@muster/core';
import {
  defineSwordAndPikeCombat,
  defineSwordAndPikeMorale,
  frenchArmy,
  imperialArmy,
  swordAndPike,
  swordAndPikeCombatPlugin,
  swordAndPikeMoralePlugin,
} from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import type { ClubDecision, ClubEvent, ClubState } from '../model/ClubSchemas.js';
import { club } from '../model/clubRuleset.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';

const scenario = { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy] } as const;

/** The outcomes of a club game's resolutions, in order. */
const outcomes = (game: Game<ClubState, ClubDecision, ClubEvent>) =>
  game.log.flatMap((e) =>
    e.type === 'event' && (e.event as { type: string }).type === 'resolved'
      ? [(e.event as { outcome: Record<string, unknown> }).outcome]
      : [],
  );

describe('The Sword and the Pike at the club', () => {
  it("walks the ruleset's own SEQUENCE OF ACTIONS", () => {
    expect(swordAndPikeAdapter.steps.map((s) => s.title)).toEqual(resolvePlugins(swordAndPike).sequence.phases);
  });

  it("resolves morale, rout casualties and fire with the house rule the club's container binds", () => {
    let checks = 0;
    let routs = 0;
    let volleys = 0;
    // House rules: every check at -2; a rout costs D4+3 figures; no first-volley bonus.
    const morale = defineSwordAndPikeMorale({
      id: 'house/shaky',
      description: 'every morale check at -2; routs cost D4+3',
      moraleCheck: (dice, check) => (
        checks++,
        swordAndPikeMoralePlugin.moraleCheck(dice, { ...check, rating: check.rating - 2 })
      ),
      routCasualties: (dice, r) => (routs++, swordAndPikeMoralePlugin.routCasualties(dice, r) + 3),
    });
    const combat = defineSwordAndPikeCombat({
      id: 'house/drilled',
      description: 'no first-volley bonus',
      fire: (dice, f) => (
        volleys++,
        swordAndPikeCombatPlugin.fire(dice, { ...f, modifiers: { ...f.modifiers, firstFire: false } })
      ),
    });
    const play = (house: boolean) => {
      const game = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, {
        seed: 'club',
        ...(house
          ? {
              configure: (c) => (
                c.bind(MoralePluginToken).toConstantValue(morale),
                c.bind(CombatPluginToken).toConstantValue(combat)
              ),
            }
          : {}),
      });
      const [a, b] = [game.state.units.find((u) => u.side === 'A')!, game.state.units.find((u) => u.side === 'B')!];
      // A D6 of 4 at rating 3, standing: 7 carries on as written, 5 falls back under the house rule.
      expect(
        game.decide({
          kind: 'resolve',
          mechanic: 'morale',
          params: { troop: a.profile, rating: 3, situation: 'standing' },
          actor: a.id,
          dice: [4],
        }),
      ).toEqual({ ok: true });
      expect(game.decide({ kind: 'resolve', mechanic: 'rout-casualties', params: {}, actor: a.id, dice: [1] })).toEqual(
        { ok: true },
      );
      // Arquebus at 10" on open order, first volley: -2 to each die hits on 1-6 as written, on 1-4 without (a 5 and a 6).
      expect(
        game.decide({
          kind: 'resolve',
          mechanic: 'fire',
          params: { weapon: 'arquebus', range: 10, figures: 2, 'target-class': '2', 'first-fire': true },
          actor: b.id,
          target: a.id,
          dice: [5, 6],
        }),
      ).toEqual({ ok: true });
      return { game, a: game.state.units.find((u) => u.id === a.id)! };
    };
    const written = play(false);
    const house = play(true);
    expect(outcomes(written.game)).toEqual([
      expect.objectContaining({ result: 'carry-on', score: 7 }),
      { casualties: 1 },
      expect.objectContaining({ hits: 2 }),
    ]);
    expect(outcomes(house.game)).toEqual([
      expect.objectContaining({ result: 'fall-back', score: 5 }),
      { casualties: 4 },
      expect.objectContaining({ hits: 0 }),
    ]);
    // Called for the play (the club also runs a typed-dice resolution once to count the dice it needs).
    for (const calls of [checks, routs, volleys]) expect(calls).toBeGreaterThan(0);
    expect(house.a.disordered).toBe(true);
    expect(written.a.disordered).toBe(false);
  });

  it("reads a morale or evasion result with the battle's consequences", () => {
    const s = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, { seed: 'consequences' });
    const unit = s.state.units[0]!;
    const context = { commanders: [], turn: 2 };
    expect(
      swordAndPikeAdapter.effects('evasion', { outcome: 'routs', result: 'rout' }, unit, undefined, context),
    ).toEqual([
      expect.objectContaining({ patch: { routed: true, disordered: false, routedTurn: 2, moraleShift: -1 } }),
    ]);
    expect(swordAndPikeAdapter.effects('morale', { result: 'captured', score: 2 }, unit, undefined, context)).toEqual([
      expect.objectContaining({
        patch: { routed: true, disordered: false, routedTurn: 2, destroyed: true, moraleShift: -1 },
      }),
    ]);
    expect(
      swordAndPikeAdapter.moves!('evasion', { outcome: 'evades', result: 'carry-on' }, unit, undefined, context),
    ).toEqual([expect.objectContaining({ kind: 'evade', unit: unit.id })]);
    expect(swordAndPikeAdapter.moves!('morale', { result: 'halt', score: 5 }, unit, undefined, context)).toEqual([]);
  });

  it('fills the evasion form like a morale check of the charged unit', () => {
    const s = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, { seed: 'evasion' });
    const unit = { ...s.state.units[0]!, disordered: true };
    expect(swordAndPikeAdapter.prefill('evasion', unit, undefined, { commanders: [], turn: 1 })).toEqual(
      swordAndPikeAdapter.prefill('morale', unit, undefined, { commanders: [], turn: 1 }),
    );
    expect(swordAndPikeAdapter.prefill('evasion', unit, undefined, { commanders: [], turn: 1 })).toMatchObject({
      troop: unit.profile,
      disordered: true,
    });
  });

  it('rallies on the morale check read pass/fail', () => {
    const s = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, { seed: 'rally' });
    const routed = { ...s.state.units[0]!, routed: true, routedTurn: 1 };
    const test = { unit: routed.id, mechanic: 'morale', purpose: 'rally', params: {}, text: 'rally' };
    expect(
      swordAndPikeAdapter.effects('morale', { result: 'passed', score: 6 }, routed, undefined, {
        commanders: [],
        turn: 2,
        test,
      }),
    ).toEqual([expect.objectContaining({ patch: { routed: false, disordered: true } })]);
    expect(swordAndPikeAdapter.stepTests!({ ...s.state, step: 8, turn: 2, units: [routed] })).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ situation: 'pass-fail' }) }),
    ]);
  });
});

describe('the club\'s "To Stand" hint follows rulings R45 and R56 (docs/rulings/sword-and-pike.md)', () => {
  const step = swordAndPikeAdapter.steps[6]!;
  const hint = (options?: Record<string, unknown>) => swordAndPikeAdapter.stepHint?.(step, options) ?? step.hint;

  it("by default a target that fell back in a fire phase or at a charger's closing never stands", () => {
    expect(step.title).toBe('7. Test "To Stand"');
    expect(hint()).toBe(
      `${step.hint} A target that fell back before its test (in a fire phase, or at a charger's closing) tests read as falling back and never stands: no combat is fought with it (rulings R45, R56).`,
    );
  });

  it('fellBackAtClosing in-contact: only a fall back in a fire phase', () => {
    expect(hint({ fellBackAtClosing: 'in-contact' })).toMatch(/\(in a fire phase\) tests read as falling back/);
  });

  it('the other steps keep their own hint', () => {
    const first = swordAndPikeAdapter.steps[0]!;
    expect(swordAndPikeAdapter.stepHint?.(first, undefined)).toBeUndefined();
  });
});
