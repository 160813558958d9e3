import { playGame, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mm } from '../ruleset.js';
import type { BattleState, BattleUnit } from './State.js';
import { isBroken } from './endOfTurn.js';
import { mayFireSmallArms } from './firePhases.js';
import { meleePhase } from './meleePhase.js';
import { resolveBattle } from './resolve.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// The rulings of docs/rulings/wss-6mm.md that had no test of their own: each asserts the default and, where
// the ruling is an option, the other setting.

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}
const bots = () => ({ A: wss6mm.bots.competent!(), B: wss6mm.bots.competent!() });

describe('R11: "both CinCs will roll a dice … the highest goes first" (initiativeDie)', () => {
  it('each CinC rolls 1d20 by default, and ties are re-rolled', () => {
    const sides: number[] = [];
    const dice = ScriptedDice.of([7, 7, 3, 12], (r: { sides: number }) => sides.push(r.sides));
    const s = setupBattle(exampleScenario(), dice, DEFAULT_OPTIONS);
    expect(s.first).toBe('B');
    expect(sides).toEqual([20, 20, 20, 20]);
  });
  it('initiativeDie 6 rolls 1d6', () => {
    const sides: number[] = [];
    const dice = ScriptedDice.of([6, 1], (r: { sides: number }) => sides.push(r.sides));
    const s = setupBattle(exampleScenario(), dice, Wss6mmOptionsSchema.parse({ initiativeDie: 6 }));
    expect(s.first).toBe('A');
    expect(sides).toEqual([6, 6]);
  });
});

describe('R12: "The losing units, i.e. that took the most hits" — equal hits (meleeTie)', () => {
  const engaged = {
    'queens-horse': { x: 20, y: 16, engaged: ['picardie-1'] },
    'picardie-1': { x: 20, y: 16, engaged: ['queens-horse'] },
  };
  it('all-test: with no hits on either side every unit in the melee takes a Resolve test', () => {
    const h = harness(battle(engaged), [1, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Queen's Horse takes a resolve test/);
    expect(h.text()).toMatch(/Picardie takes a resolve test/);
  });
  it('no-test: nobody tests (no dice beyond the two melee rolls)', () => {
    const h = harness(battle(engaged), [1, 1], Wss6mmOptionsSchema.parse({ meleeTie: 'no-test' }));
    meleePhase(h.ctx);
    expect(h.text()).not.toMatch(/resolve test/);
  });
});

describe('R16: victory (armyBreakFraction, maxTurns)', () => {
  const half = battle({
    'picardie-1': { order: 'routed' },
    navarre: { status: 'destroyed' },
    clare: { order: 'routed' },
    dillon: { status: 'left-table' },
    lee: { order: 'routed' },
    leib: { order: 'routed' },
  }); // 6 of B's 11 units
  it('an army with at least half its units routed or gone is broken; armyBreakFraction 0.75 needs three quarters', () => {
    expect(isBroken(half, 'B', DEFAULT_OPTIONS.armyBreakFraction)).toBe(true);
    expect(isBroken(half, 'B', Wss6mmOptionsSchema.parse({ armyBreakFraction: 0.75 }).armyBreakFraction)).toBe(false);
  });
  it('the battle ends at the turn limit: maxTurns 1 ends it after turn 1', () => {
    const short = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'r16', bots: bots(), options: { maxTurns: 1 } });
    expect(short.result().turns).toBe(1);
    expect(short.result().victory).toMatch(/turn limit|draw/);
    const long = playGame(wss6mm, wss6mm.exampleScenario(), { seed: 'r16', bots: bots() });
    expect(long.result().turns).toBeGreaterThan(1);
    expect(long.result().turns).toBeLessThanOrEqual(DEFAULT_OPTIONS.maxTurns);
  });
});

describe('R20: field artillery in melee and morale (a reading: no option)', () => {
  it('a battery fights as one foot element per gun, loses a gun (4 hits) per element and takes no morale or resolve test', () => {
    // The battery fights with the 2 guns in contact as 2 foot elements (14 for a hit): 20, one hit. The
    // Gendarmes (2 horse elements, 8 for one): 10, one element, which is 4 hits on the battery: a gun, and
    // four drovers rolls (15s). Equal hits (R12): the Gendarmes test morale and resolve; the battery nothing.
    const h = harness(
      battle({
        'british-battery': { x: 32, y: 16, engaged: ['gendarmes'] },
        gendarmes: { x: 32, y: 16, engaged: ['british-battery'] },
      }),
      [20, 10, 15, 15, 15, 15, 15, 15],
    );
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Royal Train battery fights with 2 element\(s\): rolled 20, score 20: 1 hit/);
    expect(h.unit('british-battery')).toMatchObject({ lost: 4, status: 'active' });
    expect(h.text()).toMatch(/Royal Train battery takes 4 hits .*: 2 guns left/);
    expect(h.unit('gendarmes').lost).toBe(1);
    expect(h.text()).toMatch(/Gendarmes de la Garde takes a resolve test/);
    expect(h.text()).not.toMatch(/Royal Train battery takes a (morale|resolve) test/);
  });
});

describe('R26: hits in a melee of several units (a reading: no option)', () => {
  it("each unit's hits fall on the enemy it overlaps most; the side totals decide the loser", () => {
    // Queen's Horse overlaps Picardie by 2", Wood's Horse by 1": Picardie's hit falls on Queen's Horse.
    const h = harness(
      battle({
        'queens-horse': { x: 19, y: 16, engaged: ['picardie-1'] },
        wood: { x: 22.5, y: 16, engaged: ['picardie-1'] },
        'picardie-1': { x: 20, y: 16, engaged: ['queens-horse', 'wood'] },
      }),
      [10, 12, 10, ...Array<number>(10).fill(10)], // Queen's Horse, Picardie (3 elements, 12: a hit), Wood's
    );
    meleePhase(h.ctx);
    expect(h.unit('wood').lost).toBe(0);
    expect(h.unit('queens-horse').lost).toBe(1);
    expect(h.unit('picardie-1').lost).toBe(2);
    expect(h.text()).toMatch(/Picardie takes a resolve test/);
  });
});

describe('R27: who may fire after moving (a reading of "Move & Fire" and "Foot may not manoeuvre and Fire": no option)', () => {
  it('foot fire after holding or a Move & Fire move, not after a full move, a manoeuvre or a formation change', () => {
    const guards = battle().units.find((u) => u.id === 'foot-guards')!;
    expect(mayFireSmallArms({ ...guards, moved: 'none' })).toBe(true);
    expect(mayFireSmallArms({ ...guards, moved: 'move-and-fire' })).toBe(true);
    expect(mayFireSmallArms({ ...guards, moved: 'moved' })).toBe(false);
    expect(mayFireSmallArms({ ...guards, moved: 'manoeuvred' })).toBe(false);
    expect(mayFireSmallArms({ ...guards, changing: { to: 'column', movesLeft: 1 } })).toBe(false);
  });
});

describe("R28: the brigadier's position (brigadierRide; the player's choice: game/brigadierRide.spec.ts)", () => {
  it('brigadierRide follows: after his brigade has moved he rides an officer\'s move (1d6 x 2) towards 2" behind its centre', () => {
    // Lumley's horse 10" up the table at y = 16; the brigadier at y = 4 rides 3 x 2 = 6" towards y = 14.
    const s = battle({ 'queens-horse': { y: 16 }, wood: { y: 16 }, 'dutch-horse': { y: 16 } });
    const h = harness(s, [10, 3], Wss6mmOptionsSchema.parse({ brigadierRide: 'follows' }));
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'lumley', unit: null });
    for (const unit of ['queens-horse', 'wood', 'dutch-horse'])
      resolveBattle(h.ctx, { kind: 'order', unit, order: { type: 'hold' } });
    expect(h.ctx.state.brigades.find((b) => b.id === 'lumley')).toMatchObject({ x: 57.5, y: 10 });
  });
});
