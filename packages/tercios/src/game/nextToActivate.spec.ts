import { ScriptedDice, SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { hasRule } from '../rules/effectiveRules.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleState, CommanderState } from './State.js';
import { rulesUnit } from './commandOnTable.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Kingdoms Expansion Traits: Determined, Energetic, Enthusiastic ("the target unit must be the next to activate").

function state(trait: string): BattleState {
  const s = fixtureState({
    A: [
      { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } },
      { unit: unitOf('mus', 'musketeer-company'), at: { x: 26, y: 16, facing: 90 } },
    ],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 28, facing: -90 } }],
  });
  const commander: CommanderState = {
    id: 'c1',
    side: 'A',
    name: 'Coronel',
    rank: 2,
    commanderInChief: false,
    regiment: 'RA',
    traits: [trait],
    virtues: [],
    position: { x: 31, y: 16 },
    attachedTo: null,
    exhausted: false,
    joinedThisTurn: false,
    removed: false,
  };
  const orders = { cav: 'assault', mus: 'ready', ter: 'ready' } as const;
  return {
    ...s,
    commanders: [commander],
    units: s.units.map((u) => ({ ...u, order: orders[u.id as keyof typeof orders] })),
  };
}

describe('the unit must be the next to activate', () => {
  it('after a passed command test only the named unit may be activated', () => {
    const ctx = fixtureContext(state('energetic'), ScriptedDice.of([6, 6]));
    const command = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS).find(
      (d) => d.kind === 'command' && d.action.kind === 'energetic',
    );
    if (command?.kind !== 'command' || command.action.kind !== 'energetic') throw new Error('Energetic is not offered');
    const named = command.action.unit;
    const other = named === 'cav' ? 'mus' : 'cav';
    resolveBattle(ctx, command, 'A');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS).filter((d) => d.kind === 'activate')).toEqual([
      { kind: 'activate', unit: named },
    ]);
    expect(checkBattleDecision(ctx.state, { kind: 'activate', unit: other }, DEFAULT_TERCIOS_OPTIONS)).toMatch(
      /next to activate/,
    );
  });
});

describe('Energetic', () => {
  it('the unit may change its orientation at the end of its activation', () => {
    const ctx = fixtureContext({ ...state('energetic'), nextToActivate: { unit: 'mus', trait: 'energetic' } });
    resolveBattle(ctx, { kind: 'activate', unit: 'mus' }, 'A');
    resolveBattle(ctx, { kind: 'end' }, 'A');
    expect(ctx.state.acting).toMatchObject({ unit: 'mus', boost: 'energetic-turn' });
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(legal).toContainEqual({ kind: 'reorient', to: 'right' });
    expect(legal).toContainEqual({ kind: 'end' });
    resolveBattle(ctx, { kind: 'reorient', to: 'right' }, 'A');
    expect(ctx.state.acting).toBeNull();
    expect(unitById(ctx.state, 'mus')!.base.facing).toBeCloseTo(0, 3);
  });
});

describe('Enthusiastic', () => {
  it('the unit gains Light (Skirmishers if it has Light) during its activation only', () => {
    for (const id of ['cav', 'mus']) {
      const ctx = fixtureContext(
        { ...state('enthusiastic'), nextToActivate: { unit: id, trait: 'enthusiastic' } },
        SeededDice.fromSeed('enthusiastic'),
      );
      const has = (rule: string) => hasRule(rulesUnit(ctx.state, unitById(ctx.state, id)!), rule);
      const gained = has('light') ? 'skirmishers' : 'light';
      expect(has(gained)).toBe(false);
      resolveBattle(ctx, { kind: 'activate', unit: id }, 'A');
      expect(has(gained)).toBe(true);
      expect(has('light')).toBe(true);
      resolveBattle(
        ctx,
        ctx.state.acting?.order === 'assault' ? { kind: 'charge', target: 'ter' } : { kind: 'end' },
        'A',
      );
      if (ctx.state.reaction) resolveBattle(ctx, { kind: 'no-reaction' }, 'B');
      if (!ctx.state.acting) expect(has(gained)).toBe(false);
    }
  });
});

describe('Determined', () => {
  it('charging a slower enemy and winning, the enemy takes one more Dm than with the same dice undetermined', () => {
    let compared = 0;
    for (let seed = 0; seed < 60 && compared < 2; seed++) {
      const charge = (determined: boolean) => {
        const base = state('determined');
        const ctx = fixtureContext(
          determined ? { ...base, nextToActivate: { unit: 'cav', trait: 'determined' } } : base,
          SeededDice.fromSeed(`determined-${seed}`),
        );
        resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
        resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
        if (ctx.state.reaction) resolveBattle(ctx, { kind: 'no-reaction' }, 'B');
        const combat = ctx.events.find((e) => e.kind === 'combat');
        return combat ?? null;
      };
      const plain = charge(false);
      const determined = charge(true);
      if (!plain || !determined || plain.winner !== 'attacker') continue;
      // The Tercio (Mvt 4) is slower than the horse (Mvt 8).
      expect(determined.defenderWear).toBe(plain.defenderWear + 1);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
