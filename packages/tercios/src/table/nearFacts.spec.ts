import { frontCentre, playGame, type Vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { plannedCharge } from '../game/plannedCharge.js';
import { plannedMove } from '../game/plannedMove.js';
import type { BattleState, Order } from '../game/State.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { tercios } from '../ruleset.js';
import { moveCandidates } from '../sequence/candidates.js';
import { lineOfFire } from './lineOfFire.js';
import { enemyOf, liveUnits, unitById } from './tableQueries.js';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { stateWith, unitWith } from '../game/stateShapes.js';

/**
 * The facts of geometry remembered across states (`memoNear`): lines of fire, move plans and charge plans,
 * asked of every state of seeded battles, against the same facts of a deep copy of the state (new objects, so
 * nothing remembered applies and everything is computed afresh). The battles' states share the objects that
 * events leave alone, and units move near and far from the facts remembered, so a fact kept after something
 * it reads has changed shows up as a difference.
 */
function factsOf(state: BattleState): unknown[] {
  const options = DEFAULT_TERCIOS_OPTIONS;
  const out: unknown[] = [];
  for (const unit of liveUnits(state)) {
    for (const enemy of liveUnits(state, enemyOf(unit.side))) {
      out.push(lineOfFire(state, unit, enemy, DEFAULT_TERCIOS_OPTIONS));
      out.push(plannedCharge(state, unit, enemy, false, options));
    }
    for (const order of [unit.order ?? 'run'] as Order[]) {
      out.push(moveCandidates(state, unit, order, options));
      const f = frontCentre(unit.base);
      const ahead = (d: number, turn: number): Vec => ({
        x: f.x + Math.cos(unit.base.facing + turn) * d,
        y: f.y + Math.sin(unit.base.facing + turn) * d,
      });
      for (const to of [ahead(3, 0), ahead(9, -0.8)]) out.push(plannedMove(state, unit, to, order, options));
    }
  }
  return out;
}

describe('facts of geometry kept across states (memoNear)', () => {
  it('equal the facts computed afresh at states of a seeded battle', () => {
    let actions = 0;
    let checked = 0;
    playGame(tercios, tercios.exampleScenario(), {
      seed: 'near-facts',
      bots: { A: tercios.bots.competent!(), B: tercios.bots.competent!() },
      onDecision: (game) => {
        const state = game.state;
        // Every sixth state of the Action phase: the facts remembered in between carry over or are forgotten.
        if (state.stage !== 'action' || actions++ % 6 !== 0) return;
        checked++;
        expect(factsOf(state)).toEqual(factsOf(structuredClone(state)));
      },
    });
    expect(checked).toBeGreaterThan(20);
  });
});

describe('a line of fire kept across states', () => {
  it('is blocked when a unit moves into it from afar, and clear again when it moves away', () => {
    const far = fixtureState({
      A: [
        { unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } },
        { unit: unitOf('wall', 'tercio'), at: { x: 60, y: 40, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: -90 } }],
    });
    const mus = unitById(far, 'mus')!;
    const ter = unitById(far, 'ter')!;
    const wall = unitById(far, 'wall')!;
    // The same shooter and target objects throughout, as in a battle's states: only the third unit moves.
    const withWall = (x: number, y: number) =>
      stateWith(far, {
        units: far.units.map((u) => (u === wall ? unitWith(u, { base: { ...u.base, centre: { x, y } } }) : u)),
      });
    expect(lineOfFire(far, mus, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(true);
    const between = withWall(36, 15);
    expect(lineOfFire(between, mus, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(false);
    expect(lineOfFire(withWall(60, 40), mus, ter, DEFAULT_TERCIOS_OPTIONS).visible).toBe(true);
    // Elsewhere, still far from the line: the fact of the first state holds.
    expect(lineOfFire(withWall(60, 45), mus, ter, DEFAULT_TERCIOS_OPTIONS)).toBe(
      lineOfFire(far, mus, ter, DEFAULT_TERCIOS_OPTIONS),
    );
  });
});
