import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { harness } from './__fixtures__/harness.js';
import { carryOnTurn, endOfTurn, isBroken, losses } from './endOfTurn.js';
import type { BattleEvent } from './Event.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';

// Rulebook: Sequence of Play ("3. Artillery Fire, 4. Small Arms fire, 5. Melee, 6. Morale Tests"; "Each turn both
// CinCs will roll a dice to determine who goes first"). The book has no victory conditions: ruling R16 ("at the end of
// each turn an army is broken when at least half its units (batteries included) are routed, destroyed or off the
// table. One broken army: the other wins ("army broken"). Both broken, or the turn limit reached: the side that
// destroyed more enemy elements (a gun model counts as an element) wins; equal is a draw. Points are the enemy
// elements destroyed.").

/**
 * The example battle on `turn` after its movement (every brigade has moved), its batteries limbered (so nobody has a
 * target: the fire phases are empty).
 */
function battle(changes: Record<string, Partial<BattleUnit>> = {}, turn = 1): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  const quiet: Record<string, Partial<BattleUnit>> = {
    'british-battery': { formation: 'limbered' },
    'french-battery': { formation: 'limbered' },
  };
  return {
    ...s,
    turn,
    brigades: s.brigades.map((b) => ({ ...b, activation: 'done' as const })),
    units: s.units.map((u) => ({ ...u, ...quiet[u.id], ...changes[u.id] })),
  };
}
const gone = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, { status: 'destroyed' as const }]));
const endOf = (events: readonly BattleEvent[]) => events.find((e) => e.kind === 'end');

describe('the elements each side has lost (ruling R16: "Points are the enemy elements destroyed")', () => {
  it('elements lost by units on the table, every element of a unit gone, gun models lost by batteries', () => {
    const s = battle({
      'picardie-1': { lost: 3 },
      clare: { status: 'left-table', lost: 1 },
      // 5 hits on a battery of 2 guns: one gun model lost.
      'french-battery': { lost: 5 },
      'royal-irish': { status: 'destroyed', lost: 4 },
      webbs: { order: 'routed', lost: 1 },
    });
    expect(losses(s)).toEqual({ A: 4 + 1, B: 3 + 6 + 1 });
  });

  it('a fresh battle: nothing lost', () => {
    expect(losses(battle())).toEqual({ A: 0, B: 0 });
  });
});

describe('a broken army (ruling R16: "at least half its units … routed, destroyed or off the table")', () => {
  // B has 11 units.
  it('5 of 11 routed or gone is not half; 6 of 11 is', () => {
    const five = battle({
      ...gone('navarre', 'clare'),
      dillon: { status: 'left-table' },
      lee: { order: 'routed' },
      leib: { order: 'routed' },
    });
    expect(isBroken(five, 'B', 0.5)).toBe(false);
    const six = battle({
      ...gone('navarre', 'clare'),
      dillon: { status: 'left-table' },
      lee: { order: 'routed' },
      leib: { order: 'routed' },
      anjou: { order: 'routed' },
    });
    expect(isBroken(six, 'B', 0.5)).toBe(true);
    expect(isBroken(six, 'A', 0.5)).toBe(false);
  });

  it('"at least": exactly the fraction is broken (2 of 4 at one half)', () => {
    const s = battle();
    const fourEach = {
      ...s,
      units: s.units.filter((u) => ['picardie-1', 'navarre', 'clare', 'dillon'].includes(u.id)),
    };
    const two = { ...fourEach, units: fourEach.units.map((u, i) => (i < 2 ? { ...u, order: 'routed' as const } : u)) };
    expect(isBroken(two, 'B', 0.5)).toBe(true);
    expect(isBroken(two, 'B', 0.75)).toBe(false);
  });

  it('a side with no units is not broken', () => {
    const s = battle();
    expect(isBroken({ ...s, units: s.units.filter((u) => u.side === 'A') }, 'B', 0.5)).toBe(false);
  });
});

describe('phases 3 to 6 and the next turn (Rulebook: Sequence of Play)', () => {
  it('artillery fire, small arms fire, melee, morale; then "both CinCs will roll a dice to determine who goes first"', () => {
    // Marlborough rolls 7, Tallard 12: Tallard has the initiative.
    const h = harness(battle(), [7, 12]);
    endOfTurn(h.ctx);
    expect(h.text()).toBe(
      [
        'Turn 1: artillery fire',
        'Nobody has a target for artillery fire',
        'The artillery fire takes effect',
        'Turn 1: small arms fire',
        'Nobody has a target for small arms fire',
        'The small arms fire takes effect',
        'Turn 1: melee',
        'Turn 1: morale tests',
        'Turn 2: Marshal Tallard (B) has the initiative',
      ].join('\n'),
    );
    expect(h.events.flatMap((e) => (e.kind === 'fire-begun' ? [e.phase] : []))).toEqual(['artillery', 'small-arms']);
    expect(h.events.at(-1)).toMatchObject({ kind: 'turn', turn: 2, first: 'B' });
    expect(h.ctx.state.fire).toBeNull();
    expect(h.ctx.state.brigades.map((b) => b.activation)).toEqual(Array(7).fill('pending'));
  });

  it("the next turn's movement follows, even with a brigade left with no unit to move", () => {
    // Lumley's three regiments of horse are gone (3 of A's 11 units: A is not broken); their brigade has nothing to
    // activate, the six others do. Marlborough 12, Tallard 7.
    const h = harness(battle(gone('queens-horse', 'wood', 'dutch-horse')), [12, 7]);
    endOfTurn(h.ctx);
    expect(h.events.at(-1)).toMatchObject({ kind: 'turn', turn: 2, first: 'A' });
    expect(h.ctx.state.brigades.map((b) => [b.id, b.activation])).toContainEqual(['lumley', 'done']);
    expect(h.ctx.state.fire).toBeNull();
  });

  it('a fire phase waiting for a side to choose a target pauses the turn; carrying it on finishes it', () => {
    // The British battery, deployed, has ten targets: its side chooses (fireTarget `choose`).
    const h = harness(battle({ 'british-battery': { formation: 'deployed' } }), []);
    endOfTurn(h.ctx);
    expect(h.text()).toBe(['Turn 1: artillery fire', '1 unit may fire'].join('\n'));
    expect(h.ctx.state.fire).toMatchObject({ phase: 'artillery', pending: ['british-battery'] });
    // Carried on with no decision, the phase still waits: nothing happens.
    carryOnTurn(h.ctx);
    expect(h.events).toHaveLength(2);
  });

  it('with `fireTarget: nearest` nobody waits: the battery fires at the nearest target and the turn runs to its end', () => {
    const nearest = Wss6mmOptionsSchema.parse({ fireTarget: 'nearest' });
    // The battery fires at Dillon's (a 1: no hit); Marlborough 12, Tallard 7.
    const h = harness(battle({ 'british-battery': { formation: 'deployed' } }), [1, 12, 7], nearest);
    endOfTurn(h.ctx);
    expect(h.text()).toMatch(
      /^Turn 1: artillery fire\n1 unit may fire\nRoyal Train battery \(3 guns\) fires at Dillon's/,
    );
    expect(h.text()).toMatch(/Turn 1: small arms fire\nNobody has a target for small arms fire\n/);
    expect(h.events.at(-1)).toMatchObject({ kind: 'turn', turn: 2, first: 'A' });
  });

  it('carrying on a turn with no fire phase open does nothing', () => {
    const h = harness(battle(), []);
    carryOnTurn(h.ctx);
    expect(h.events).toEqual([]);
  });
});

describe('the end of the battle (ruling R16)', () => {
  // Six of B's eleven units destroyed: 10 + 2 guns + 6 + 6 + 6 + 10 = 40 elements.
  const bBroken = gone('navarre', 'french-battery', 'clare', 'dillon', 'lee', 'leib');
  // Six of A's eleven: 4 + 4 + 4 + 4 + 3 guns + 8 = 27 elements.
  const aBroken = gone('foot-guards', 'royal-scots', 'royal-irish', 'webbs', 'british-battery', 'dutch-guards');

  it('"One broken army: the other wins ("army broken")"', () => {
    const h = harness(battle(bBroken), []);
    endOfTurn(h.ctx);
    expect(endOf(h.events)).toEqual({
      kind: 'end',
      winner: 'A',
      victory: 'army broken',
      points: { A: 40, B: 0 },
      turns: 1,
      text: 'The battle ends after turn 1: Allied army (British and Dutch) wins (army broken); elements destroyed A 40, B 0',
    });
    expect(h.events.at(-1)?.kind).toBe('end');
    expect(h.ctx.state.result).toMatchObject({ winner: 'A' });
  });

  it('B wins when A alone is broken, whatever the elements destroyed', () => {
    const h = harness(
      battle({ ...aBroken, 'picardie-1': { lost: 9 }, navarre: { lost: 9 }, clare: { lost: 5 }, leib: { lost: 9 } }),
      [],
    );
    endOfTurn(h.ctx);
    expect(endOf(h.events)).toMatchObject({ winner: 'B', victory: 'army broken', points: { A: 32, B: 27 } });
  });

  it('"Both broken …: the side that destroyed more enemy elements … wins"', () => {
    const h = harness(battle({ ...aBroken, ...bBroken }), []);
    endOfTurn(h.ctx);
    expect(endOf(h.events)).toEqual({
      kind: 'end',
      winner: 'A',
      victory: 'both armies broken: more elements destroyed',
      points: { A: 40, B: 27 },
      turns: 1,
      text: 'The battle ends after turn 1: Allied army (British and Dutch) wins (both armies broken: more elements destroyed); elements destroyed A 40, B 27',
    });
  });

  it('both broken, B having destroyed more: B wins', () => {
    // A loses 4 + 4 + 4 + 4 + 8 + 8 + 8 = 40 (seven units); B loses 6 + 6 + 6 + 2 guns + 4 + 4 = 28 (six units).
    const h = harness(
      battle({
        ...gone('foot-guards', 'royal-scots', 'royal-irish', 'webbs', 'dutch-guards', 'holstein', 'prussian-foot'),
        ...gone('clare', 'dillon', 'lee', 'french-battery', 'gendarmes', 'bourgogne'),
      }),
      [],
    );
    endOfTurn(h.ctx);
    expect(endOf(h.events)).toMatchObject({
      winner: 'B',
      victory: 'both armies broken: more elements destroyed',
      points: { A: 28, B: 40 },
      text: 'The battle ends after turn 1: Franco-Bavarian army wins (both armies broken: more elements destroyed); elements destroyed A 28, B 40',
    });
  });

  it('"equal is a draw"', () => {
    // A loses 4 + 4 + 4 + 4 + 8 + 8 + 8 = 40; B loses 10 + 10 + 6 + 6 + 6 + 2 = 40.
    const h = harness(
      battle({
        ...gone('foot-guards', 'royal-scots', 'royal-irish', 'webbs', 'dutch-guards', 'holstein', 'prussian-foot'),
        ...gone('picardie-1', 'navarre', 'clare', 'dillon', 'lee', 'french-battery'),
      }),
      [],
    );
    endOfTurn(h.ctx);
    expect(endOf(h.events)).toEqual({
      kind: 'end',
      winner: null,
      victory: 'draw',
      points: { A: 40, B: 40 },
      turns: 1,
      text: 'The battle ends after turn 1: a draw; elements destroyed A 40, B 40',
    });
  });

  it('"the turn limit reached" (maxTurns 12): the battle ends after turn 12, on elements destroyed', () => {
    const h = harness(battle({ 'picardie-1': { lost: 2 }, webbs: { lost: 1 } }, 12), []);
    endOfTurn(h.ctx);
    expect(endOf(h.events)).toEqual({
      kind: 'end',
      winner: 'A',
      victory: 'turn limit: more elements destroyed',
      points: { A: 2, B: 1 },
      turns: 12,
      text: 'The battle ends after turn 12: Allied army (British and Dutch) wins (turn limit: more elements destroyed); elements destroyed A 2, B 1',
    });
  });

  it('at the turn limit with nothing destroyed: a draw; before it, the battle goes on', () => {
    const last = harness(battle({}, 12), []);
    endOfTurn(last.ctx);
    expect(endOf(last.events)).toMatchObject({ winner: null, victory: 'draw', points: { A: 0, B: 0 }, turns: 12 });
    const before = harness(battle({}, 11), [3, 9]);
    endOfTurn(before.ctx);
    expect(endOf(before.events)).toBeUndefined();
    expect(before.events.at(-1)).toMatchObject({ kind: 'turn', turn: 12, first: 'B' });
  });

  it('`maxTurns` and `armyBreakFraction` are read from the options', () => {
    const options = Wss6mmOptionsSchema.parse({ maxTurns: 3, armyBreakFraction: 0.75 });
    const h = harness(battle(bBroken, 3), [], options);
    endOfTurn(h.ctx);
    expect(endOf(h.events)).toMatchObject({ winner: 'A', victory: 'turn limit: more elements destroyed', turns: 3 });
  });
});
