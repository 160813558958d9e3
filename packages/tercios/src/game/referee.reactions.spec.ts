import { ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { unitById } from '../table/tableQueries.js';
import { startActivation } from './activation.js';
import type { BattleEvent } from './Event.js';
import type { BattleState, Order, UnitState } from './State.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import type { Placement, ScenarioUnit } from './Scenario.js';

// Referee scenarios (issue #20): clauses of Reactions, Combat > Charges and The Troops that no test pinned.
// Rulebook: /work/shared/rules/tercios-liber-militum.txt.

interface Placed {
  unit: ScenarioUnit;
  at: Placement;
}
const ones = (): Dice => ScriptedDice.of(Array<number>(400).fill(1));

function table(
  A: Placed[],
  B: Placed[],
  orders: Record<string, Order | null> = {},
  fields: Record<string, Partial<UnitState>> = {},
): BattleState {
  const state = fixtureState({ A, B });
  return {
    ...state,
    units: state.units.map((u) => ({
      ...u,
      ...(u.id in orders ? { order: orders[u.id] ?? null } : {}),
      ...(fields[u.id] ?? {}),
    })),
  };
}
const kinds = (events: readonly BattleEvent[]): string[] => events.map((e) => e.kind);

describe('The Troops > Impetuous', () => {
  it('"if such a unit at 0 Dm (fresh) has an order other than Assault! [...] it must make an Order test. If this test fails, it is obliged to charge": Resist! is such an order', () => {
    const s = table(
      [{ unit: { ...unitOf('imp', 'tercio'), rules: ['dense', 'impetuous'] }, at: { x: 36, y: 20, facing: 90 } }],
      [{ unit: unitOf('e', 'musketeer-company'), at: { x: 36, y: 26, facing: -90 } }],
      { imp: 'resist' },
    );
    const ctx = fixtureContext(s, ones());
    startActivation(ctx, 'imp');
    expect(ctx.events).toContainEqual({
      kind: 'order-forced',
      unit: 'imp',
      order: 'assault',
      reason: 'Impetuous: failed its test and must charge',
    });
    expect(kinds(ctx.events)).not.toContain('activation-ended');
    expect(ctx.state.acting?.order).toBe('assault');
    expect(unitById(ctx.state, 'imp')?.activated).toBe(true);
  });
});
