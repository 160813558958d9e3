import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { droversDesert } from '../mechanics/droversDesert.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { legalOrders } from '../sequence/legalOrders.js';
import { inflict } from './casualties.js';
import { executeOrder } from './executeOrder.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R52 (limberingDrovers). Formations: "Forming Column, limbering Artillery and reforming line from square take
// 2 moves." Casualties: "For each hit a deployed field Artillery battery takes roll 1d20; a result of 4 or less means
// that the civilian drovers have deserted and the battery may no longer limber up."

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

/** The Royal Train battery after its first move of limbering up: still deployed, one move of the change left. */
const limbering = { 'british-battery': { changing: { to: 'limbered' as const, movesLeft: 1 } } };
const noRoll = Wss6mmOptionsSchema.parse({ limberingDrovers: 'no-roll' });

describe('ruling R52: a battery that has begun limbering up and is hit (limberingDrovers)', () => {
  it('the first move of limbering leaves the battery deployed, changing to limbered', () => {
    const h = harness(battle(), []);
    executeOrder(h.ctx, 'british-battery', { type: 'form', formation: 'limbered' });
    expect(h.unit('british-battery')).toMatchObject({
      formation: 'deployed',
      changing: { to: 'limbered', movesLeft: 1 },
    });
  });

  it('by default (roll) it is still deployed: each hit rolls for the drovers, who stay on a 5 or more', () => {
    const h = harness(battle(limbering), [5]);
    inflict(h.ctx, 'british-battery', 1, 'artillery fire');
    expect(h.text()).toBe('Royal Train battery takes 1 hit (artillery fire): 3 guns left');
    expect(h.unit('british-battery').changing).toEqual({ to: 'limbered', movesLeft: 1 });
  });

  it('by default, drovers who desert on a 4 stop the limbering: "may no longer limber up", it stays deployed', () => {
    const h = harness(battle(limbering), [4]);
    inflict(h.ctx, 'british-battery', 1, 'artillery fire');
    expect(h.events).toEqual([
      {
        kind: 'unit',
        unit: 'british-battery',
        set: { lost: 1, droversDeserted: true, changing: null },
        text: 'Royal Train battery takes 1 hit (artillery fire): 3 guns left; the drovers desert and it stays deployed',
      },
    ]);
    const gun = h.unit('british-battery');
    expect(gun.formation).toBe('deployed');
    expect(legalOrders(h.ctx.state, gun)).toEqual([{ type: 'hold' }]);
  });

  it('no-roll: a battery that has begun limbering is no longer "deployed": no die, and it may finish', () => {
    // The script has no dice: a roll would throw.
    const h = harness(battle(limbering), [], noRoll);
    inflict(h.ctx, 'british-battery', 2, 'artillery fire');
    expect(h.text()).toBe('Royal Train battery takes 2 hits (artillery fire): 3 guns left');
    const gun = h.unit('british-battery');
    expect(gun).toMatchObject({ droversDeserted: false, changing: { to: 'limbered', movesLeft: 1 } });
    expect(legalOrders(h.ctx.state, gun)).toContainEqual({ type: 'form', formation: 'limbered' });
  });

  it('no-roll still rolls for a battery that is deployed and not limbering', () => {
    const h = harness(battle(), [4], noRoll);
    inflict(h.ctx, 'british-battery', 1, 'artillery fire');
    expect(h.unit('british-battery').droversDeserted).toBe(true);
  });

  it('a battery whose drovers have gone is never offered the rest of a limbering it had begun', () => {
    const s = battle({ 'british-battery': { ...limbering['british-battery'], droversDeserted: true } });
    const gun = s.units.find((u) => u.id === 'british-battery')!;
    expect(legalOrders(s, gun)).toEqual([{ type: 'hold' }]);
    // A battery deploying (the other way) is not stopped by its drovers.
    const deploying = { ...gun, formation: 'limbered' as const, changing: { to: 'deployed' as const, movesLeft: 1 } };
    expect(legalOrders(s, deploying)).toContainEqual({ type: 'form', formation: 'deployed' });
  });

  it('the roll itself: a limbering battery rolls by default and not with no-roll; a limbered one never', () => {
    const roll = (options = DEFAULT_OPTIONS, s = { hits: 1, deployed: true, limbering: true }) => {
      const dice = ScriptedDice.of([3]);
      const r = droversDesert(dice, s, options, 'battery');
      return { ...r, rolled: dice.takeRolls().length === 1 };
    };
    expect(roll()).toEqual({ deserted: true, rolled: true });
    expect(roll(noRoll)).toEqual({ deserted: false, rolled: false });
    expect(roll(DEFAULT_OPTIONS, { hits: 1, deployed: false, limbering: false })).toEqual({
      deserted: false,
      rolled: false,
    });
  });
});
