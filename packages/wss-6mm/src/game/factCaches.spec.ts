import { baseAt, baseGap, baseInside, playGame, ScriptedDice, vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { computeNearestEnemy, nearestEnemy } from '../bot/competentBot.js';
import { wss6mm } from '../ruleset.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { chargeTargets, computeChargeTargets } from '../sequence/legalOrders.js';
import { computeFireTargets, fireTargetProblem, fireTargets } from './firePhases.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { baseOf, computeInFrontArc, depth, distance, inFrontArc, onTable, width } from './table.js';

// Facts cached by their true inputs (the `units` array and a unit, not the state) must equal the facts
// computed from scratch at every state of real battles: a cache keyed on too little would hand one
// state's answer to another. The battles run first, filling the caches as the engine and the bots ask.

/** Every state of a seeded battle between competent bots, in order. */
function statesOf(seed: string): BattleState[] {
  const states: BattleState[] = [];
  const bots = { A: wss6mm.bots.competent!(), B: wss6mm.bots.competent!() };
  playGame(wss6mm, wss6mm.exampleScenario(), { seed, bots, onDecision: (game) => states.push(game.state) });
  return states;
}

const ids = (units: readonly { id: string }[] | undefined) => units?.map((u) => u.id);

describe('facts kept by their inputs equal the facts computed from scratch', () => {
  for (const seed of ['pool/battle/0', 'pool/battle/7']) {
    it(`over every state of battle ${seed}`, () => {
      const states = statesOf(seed);
      expect(states.length).toBeGreaterThan(50);
      let fireChecked = 0;
      let chargesChecked = 0;
      for (const state of states) {
        for (const u of state.units) {
          if (u.status !== 'active') continue;
          expect(ids(nearestEnemy(state, u) ? [nearestEnemy(state, u)!] : [])).toEqual(
            ids(computeNearestEnemy(state, u) ? [computeNearestEnemy(state, u)!] : []),
          );
          // A base shared between snapshots of a unit is the base built afresh for this one, exactly.
          const fresh = baseAt(vec(u.x, u.y), u.facing, width(u), depth(u));
          expect(baseOf(u)).toEqual(fresh);
          expect(onTable(state, u)).toBe(
            baseInside(fresh, { width: state.table.width, height: state.table.depth }, 1e-6),
          );
          const near = computeNearestEnemy(state, u);
          if (near)
            expect(distance(u, near)).toBe(
              baseGap(fresh, baseAt(vec(near.x, near.y), near.facing, width(near), depth(near))),
            );
          const charges = chargeTargets(state, u);
          expect(ids(charges)).toEqual(ids(computeChargeTargets(state, u)));
          chargesChecked += charges.length;
        }
        for (const id of state.fire?.pending ?? []) {
          const firer = state.units.find((u) => u.id === id)!;
          const targets = fireTargets(state, DEFAULT_OPTIONS, firer);
          expect(ids(targets)).toEqual(ids(computeFireTargets(state, DEFAULT_OPTIONS, firer)));
          // The list and the reason given for a refused target (checkBattleDecision) agree on every unit.
          for (const t of state.units) {
            expect(targets.includes(t)).toBe(fireTargetProblem(state, DEFAULT_OPTIONS, firer, t) === null);
            expect(inFrontArc(firer, t, 45)).toBe(computeInFrontArc(firer, t, 45));
          }
          fireChecked += targets.length;
        }
      }
      // The battles had fire and charges to check, not only empty lists.
      expect(fireChecked).toBeGreaterThan(0);
      expect(chargesChecked).toBeGreaterThan(0);
    });
  }
});

describe('a base shared between snapshots of a unit', () => {
  it('is not shared when the unit turned in place or changed its frontage', () => {
    const u = { ...setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS).units[0]! };
    const fresh = (x: BattleUnit) => baseAt(vec(x.x, x.y), x.facing, width(x), depth(x));
    expect(baseOf(u)).toEqual(fresh(u));
    // Same front centre, another facing; then another formation (frontage and depth); then back.
    const turned = { ...u, facing: u.facing + Math.PI / 2 };
    expect(baseOf(turned)).toEqual(fresh(turned));
    const column = { ...u, formation: 'column' as const };
    expect(baseOf(column)).toEqual(fresh(column));
    expect(baseOf({ ...u })).toBe(baseOf(u));
  });
});
