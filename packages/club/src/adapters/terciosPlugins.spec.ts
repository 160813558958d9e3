import { CombatPluginToken, MoralePluginToken, createGame, type Game } from '@muster/core';
import {
  SPANISH_EMPIRE_1000,
  SWEDISH_EMPIRE_1000,
  defineTerciosCombat,
  defineTerciosMorale,
  terciosCombatPlugin,
  terciosMoralePlugin,
} from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import type { ClubDecision, ClubEvent, ClubState } from '../model/ClubSchemas.js';
import { club } from '../model/clubRuleset.js';
import { terciosAdapter } from './terciosAdapter.js';

// A house rule bound in a club game's container is what the club's Tercios forms roll.

const scenario = {
  ruleset: 'tercios',
  title: 'Flanders',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 2,
} as const;

function resolved(game: Game): Extract<ClubEvent, { type: 'resolved' }> {
  const events = game.log.flatMap((e) => (e.type === 'event' ? [e.event as ClubEvent] : []));
  return events.filter((e): e is Extract<ClubEvent, { type: 'resolved' }> => e.type === 'resolved').at(-1)!;
}

function shootDecision(state: ClubState): ClubDecision {
  const shooter = state.units.find((u) => u.id === 'B:musketeer-company')!;
  const target = state.units.find((u) => u.id === 'A:tercio-2')!;
  const params = {
    ...terciosAdapter.prefill('shoot', shooter, target, { commanders: state.commanders, turn: 1 }),
    range: 6,
  };
  return { kind: 'resolve', mechanic: 'shoot', params, actor: shooter.id, target: target.id };
}

describe('a club game resolves Tercios rolls with the bound plugins', () => {
  it('shoot: a rebound combat plugin is called and its outcome recorded', () => {
    let calls = 0;
    const house = defineTerciosCombat({
      id: 'house/every-shot-hits-twice',
      description: 'for the test: a shot always inflicts 2 Dm more',
      shoot: (dice, s, p) => {
        calls++;
        const r = terciosCombatPlugin.shoot(dice, s, p);
        return { ...r, wear: r.wear + 2, targetWear: r.targetWear + 2 };
      },
    });
    const game = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, {
      seed: 'club',
      configure: (c) => c.bind(CombatPluginToken).toConstantValue(house),
    });
    expect(game.decide(shootDecision(game.state)).ok).toBe(true);
    expect(calls).toBe(1);
    expect(Number(resolved(game).outcome.wear)).toBeGreaterThanOrEqual(2);
    const asWritten = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, { seed: 'club' });
    expect(asWritten.decide(shootDecision(asWritten.state)).ok).toBe(true);
    expect(Number(resolved(game).outcome.wear)).toBe(Number(resolved(asWritten).outcome.wear) + 2);
  });

  it("activation: a rebound morale plugin's order test decides the order", () => {
    let calls = 0;
    const house = defineTerciosMorale({
      id: 'house/never-obeys',
      description: "for the test: every order test fails, even a fresh unit's",
      orderTest: (dice, s) => (calls++, { ...terciosMoralePlugin.orderTest(dice, s), tested: true, passed: false }),
    });
    const game = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, {
      seed: 'club',
      configure: (c) => c.bind(MoralePluginToken).toConstantValue(house),
    });
    const unit = game.state.units.find((u) => u.id === 'A:tercio-2')!;
    const params = terciosAdapter.prefill('activation', unit, undefined, {
      commanders: game.state.commanders,
      turn: 1,
    });
    expect(game.decide({ kind: 'resolve', mechanic: 'activation', params, actor: unit.id }).ok).toBe(true);
    expect(calls).toBe(1);
    expect(resolved(game).outcome.order).toBe('lost');
    expect(game.state.units.find((u) => u.id === unit.id)?.order).toBeNull();
  });
});
