import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import type { BattleState } from './State.js';
import { resolveBattle } from './resolve.js';

// Rules from "Kingdoms" > Harasser: with Fire!, fire as a reaction and evade after firing as with Run!, on one
// order test; light weapon fire then loses the reaction bonus (+).

function charged(harasser: boolean): BattleState {
  const shooters = unitOf('mus', 'musketeer-company');
  const state = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 14, facing: 90 } }],
    B: [
      {
        unit: harasser ? { ...shooters, rules: [...shooters.rules, 'harasser'] } : shooters,
        at: { x: 36, y: 22, facing: -90 },
      },
    ],
  });
  return { ...state, units: state.units.map((u) => ({ ...u, order: u.id === 'cav' ? 'assault' : 'fire' })) };
}

function react(state: BattleState, evade: boolean) {
  const ctx = fixtureContext(state, ScriptedDice.of(Array.from({ length: 200 }, () => 6)));
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'mus' }, 'A');
  resolveBattle(
    ctx,
    { kind: 'react', unit: 'mus', reaction: 'volley', ...(evade ? { evade: true as const, inches: 10 } : {}) },
    'B',
  );
  return ctx.events;
}

describe('Harasser on the table', () => {
  it('is offered a volley followed by an evasion; other units are not', () => {
    const offered = (harasser: boolean) => {
      const ctx = fixtureContext(charged(harasser), ScriptedDice.of([]));
      resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
      resolveBattle(ctx, { kind: 'charge', target: 'mus' }, 'A');
      return { legal: legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS), state: ctx.state };
    };
    // Reactions > Run!: the evasion's distance is the player's, from its Speed (5) to its Speed++ (10).
    expect(offered(true).legal).toContainEqual({
      kind: 'react',
      unit: 'mus',
      reaction: 'volley',
      evade: true,
      inches: 10,
    });
    const plain = offered(false);
    expect(plain.legal.some((d) => d.kind === 'react' && d.evade)).toBe(false);
    expect(
      checkBattleDecision(
        plain.state,
        { kind: 'react', unit: 'mus', reaction: 'volley', evade: true, inches: 10 },
        DEFAULT_TERCIOS_OPTIONS,
      ),
    ).toMatch(/Harasser/);
  });

  it('fires without the Fire! reaction bonus, then evades, on a single order test', () => {
    const events = react(charged(true), true);
    const shot = events.find((e) => e.kind === 'shot');
    // Musketeers Shoot 3: the Fire! reaction bonus would make it 4 dice (3 + 1); evading, it stays 3.
    expect(shot?.dice).toBe(3);
    expect(events.filter((e) => e.kind === 'order-test')).toHaveLength(1);
    expect(
      events.some(
        (e) => e.kind === 'unit-moved' && e.unit === 'mus' && e.reason === 'Harasser: evasion after the volley',
      ),
    ).toBe(true);
    // Without the evasion the volley keeps its bonus and the company stays.
    const stays = react(charged(true), false);
    const volley = stays.find((e) => e.kind === 'shot');
    expect(volley?.dice).toBe(4);
    expect(stays.some((e) => e.kind === 'unit-moved' && e.unit === 'mus' && e.reason.startsWith('Harasser'))).toBe(
      false,
    );
  });
});
