import { createGame, Game, MusterError, playGame, replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { tableInvariants } from './invariants.js';

const bots = () => ({ A: wss6mm.bots.competent!(), B: wss6mm.bots.random!() });

describe('the battle (Rulebook: Sequence of Play; rulings R15, R16)', () => {
  it('deploys both armies in line 6" from their edges, clear of each other, and rolls initiative', () => {
    const game = createGame<BattleState, BattleDecision, BattleEvent>(wss6mm, wss6mm.exampleScenario(), {
      seed: 'deploy',
    });
    const s = game.state;
    expect(s.units.filter((u) => u.side === 'A').every((u) => u.y === 6)).toBe(true);
    expect(s.units.filter((u) => u.side === 'B').every((u) => u.y === 30)).toBe(true);
    expect(tableInvariants(s)).toEqual([]);
    expect(game.log[0]).toMatchObject({ type: 'roll', roll: { sides: 20 } });
    // Phase 1: the CinCs act first (ruling R35).
    expect(game.legalDecisions().every((d) => d.kind === 'cinc' && d.side === s.first)).toBe(true);
  });

  it('the same seed gives the identical log, and core replay reproduces it', () => {
    const a = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'same', bots: bots() });
    const b = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'same', bots: bots() });
    expect(JSON.stringify(a.save())).toBe(JSON.stringify(b.save()));
    expect(a.isOver()).toBe(true);
    const report = replay(wss6mm, JSON.parse(JSON.stringify(a.save())));
    expect(report.identical).toBe(true);
  });

  it('a game saved mid-way and resumed ends exactly as the uninterrupted one', () => {
    const full = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'resume', bots: bots() });
    const decisions = full.log.filter((e) => e.type === 'decision');
    const cut = createGame<BattleState, BattleDecision, BattleEvent>(wss6mm, wss6mm.exampleScenario(), {
      seed: 'resume',
    });
    const half = Math.floor(decisions.length / 2);
    for (const d of decisions.slice(0, half))
      expect(cut.decide((d as { decision: BattleDecision }).decision)).toEqual({ ok: true });
    const resumed = Game.resume<BattleState, BattleDecision, BattleEvent>(
      wss6mm,
      JSON.parse(JSON.stringify(cut.save())),
    );
    for (const d of decisions.slice(half))
      expect(resumed.decide((d as { decision: BattleDecision }).decision)).toEqual({ ok: true });
    expect(JSON.stringify(resumed.save())).toBe(JSON.stringify(full.save()));
  });

  it('every turn runs the phases in the rulebook order and every brigade tries to activate once a turn', () => {
    const game = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'order', bots: bots() });
    const events = game.log.filter((e) => e.type === 'event').map((e) => (e as { event: BattleEvent }).event);
    const phases = events.filter((e) => e.kind === 'phase').map((e) => (e as { phase: string }).phase);
    expect(phases.slice(0, 4)).toEqual(['artillery fire', 'small arms fire', 'melee', 'morale tests']);
    let turnActivations = new Map<string, number>();
    for (const e of events) {
      if (e.kind === 'turn') turnActivations = new Map();
      if (e.kind === 'activation') {
        turnActivations.set(e.brigade, (turnActivations.get(e.brigade) ?? 0) + 1);
        expect(turnActivations.get(e.brigade)).toBe(1);
      }
    }
    const result = game.result();
    expect(result.turns).toBeLessThanOrEqual(12);
  });

  it('refuses illegal decisions as values, naming why', () => {
    const game = createGame<BattleState, BattleDecision, BattleEvent>(wss6mm, wss6mm.exampleScenario(), {
      seed: 'illegal',
    });
    for (const side of [game.state.first, game.state.first === 'A' ? 'B' : 'A'] as const)
      expect(game.decide({ kind: 'cinc', side, unit: null })).toEqual({ ok: true });
    const other = game.state.activeSide === 'A' ? 'picardie' : 'orkney';
    expect(game.decide({ kind: 'activate', brigade: other })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not on the side to move/),
    });
    expect(game.decide({ kind: 'order', unit: 'navarre', order: { type: 'hold' } })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/activate a brigade first/),
    });
    expect(game.decide({ kind: 'activate', brigade: 'nowhere' })).toMatchObject({ ok: false });
  });

  it('a scenario with a bad army is refused with the field path', () => {
    const scenario = wss6mm.exampleScenario() as unknown as {
      armies: { brigades: { units: { elements: number }[] }[] }[];
    };
    scenario.armies[1]!.brigades[0]!.units[0]!.elements = 9;
    try {
      createGame(wss6mm, scenario, { seed: 'bad', scenarioFile: 'battle.json' });
      expect.unreachable();
    } catch (e) {
      expect(MusterError.is(e)).toBe(true);
      expect((e as MusterError).toUserLine()).toMatch(/battle\.json: armies\[1\]\.brigades\[0\]\.units\[0\]\.elements/);
    }
  });

  it('scenarioFromArmies builds a battle from two army files', () => {
    const [a, b] = [wss6mm.armies!.examples.french, wss6mm.armies!.examples.british] as const;
    const scenario = wss6mm.scenarioFromArmies!([a, b], 's');
    const game = playGame(wss6mm, scenario, { seed: 'armies', bots: bots() });
    expect(game.isOver()).toBe(true);
    expect(game.state.armies.A.name).toBe('Franco-Bavarian army');
  });
});
