import { distanceToBase, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { addWear, destroyUnit, logRoutTest, removeUseless, setMarkers } from './damage.js';
import type { BattleState, CommanderState } from './State.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt):
// Shooting > Damage (Dm): "If the number of Dm exceeds the unit's Stamina value, the unit must take a Rout test."
// Rout Test: "you must roll as many dice as the unit's Discipline value ... you must obtain as many "6"s as the number
// of Rout Points recorded ... If the test fails, the unit is broken and removed from the game."
// Combat > Disengagement: "If the unit cannot fully complete this movement ... it receives one additional Dm."
// Command > Commanders and Losses: "Useless: if there are no more units with which a commander can interact, it is
// removed from the game." "Like a Hero: if the commander is attached to a unit when that unit is destroyed, by fire or
// in combat, it is itself killed too." Leaving a Troop: "If a friendly unit is destroyed within 6 inches and no other
// friendly unit is within that distance, the commander must make a test as above (a command action). If this test
// fails, it takes flight and is therefore removed from the game." Selfless: "a unit attached to this commander that
// fails a rout test may re-roll its dice. The commander is killed even if the second test succeeds."
// A Tercio: Discipline 5, Stamina 5, 2 victory points (Brevis); Musketeer Company: Stamina 2, 1 victory point.

function commander(id: string, side: 'A' | 'B', at: { x: number; y: number }, more: Partial<CommanderState> = {}) {
  return {
    id,
    side,
    name: `Captain ${id}`,
    rank: 2,
    commanderInChief: false,
    regiment: side === 'A' ? 'RA' : 'RB',
    traits: [],
    virtues: [],
    position: at,
    attachedTo: null,
    exhausted: false,
    joinedThisTurn: false,
    removed: false,
    ...more,
  } satisfies CommanderState;
}

/**
 * Tercio `ter` (A) at (20, 10), a second A unit `mus` at (20 + friendX, 10), both facing +y, B's tercio far away;
 * with `east`, both face +x and the Musketeers stand at (20, 10 + friendX) (edges square to the axes: distances exact).
 */
function battle(commanders: CommanderState[] = [], friendX = 30, wear = 0, east = false): BattleState {
  const facing = east ? 0 : 90;
  const friendAt = east ? { x: 20, y: 10 + friendX, facing } : { x: 20 + friendX, y: 10, facing };
  const s = fixtureState({
    A: [
      { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing } },
      { unit: unitOf('mus', 'musketeer-company'), at: friendAt },
    ],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
  });
  return { ...s, commanders, units: s.units.map((u) => (u.id === 'ter' ? { ...u, wear } : u)) };
}

describe('setMarkers: a unit whose markers changed', () => {
  it('records new Dm or a new Disorder with its reason; the same markers again record nothing', () => {
    const ctx = fixtureContext(battle());
    setMarkers(ctx, 'ter', 0, false, 'nothing');
    expect(ctx.events).toEqual([]);
    setMarkers(ctx, 'ter', 2, false, 'shot');
    setMarkers(ctx, 'ter', 2, true, 'disorder');
    setMarkers(ctx, 'ter', 2, true, 'again');
    expect(ctx.events).toEqual([
      { kind: 'unit-state', unit: 'ter', wear: 2, disordered: false, reason: 'shot' },
      { kind: 'unit-state', unit: 'ter', wear: 2, disordered: true, reason: 'disorder' },
    ]);
    expect(unitById(ctx.state, 'ter')).toMatchObject({ wear: 2, disordered: true });
  });

  it('a unit already removed from the game, or one not in the battle, gets no markers', () => {
    const s = battle();
    const ctx = fixtureContext({ ...s, units: s.units.map((u) => (u.id === 'ter' ? { ...u, destroyed: true } : u)) });
    setMarkers(ctx, 'ter', 3, true, 'late');
    setMarkers(ctx, 'nobody', 3, true, 'late');
    expect(ctx.events).toEqual([]);
  });
});

describe('logRoutTest: the rout tests that were rolled', () => {
  it('logs a rolled test with its Rout Points and 6s; a test not rolled (no Rout Points, Mercenaries) or none: nothing', () => {
    const ctx = fixtureContext(battle());
    const roll = { routPoints: 2, dice: 5, sixes: 1, rerolled: false, commanderKilled: false };
    logRoutTest(ctx, 'ter', { ...roll, tested: true, passed: false });
    logRoutTest(ctx, 'ter', { ...roll, tested: false, passed: false });
    logRoutTest(ctx, 'ter', undefined);
    expect(ctx.events).toEqual([{ kind: 'rout-test', unit: 'ter', routPoints: 2, sixes: 1, passed: false }]);
  });
});

describe('addWear: a Dm outside a shot (a blocked disengagement or retreat)', () => {
  it('within Stamina: the Dm are placed and no rout test is rolled', () => {
    const ctx = fixtureContext(battle([], 30, 3), ScriptedDice.of([]));
    addWear(ctx, 'ter', 1, 'disengage blocked');
    expect(ctx.events).toEqual([
      { kind: 'unit-state', unit: 'ter', wear: 4, disordered: false, reason: 'disengage blocked' },
    ]);
  });

  it('no Dm, or a unit already gone: nothing at all', () => {
    const ctx = fixtureContext(battle([], 30, 5), ScriptedDice.of([]));
    addWear(ctx, 'ter', 0, 'nothing');
    addWear(ctx, 'ter', -1, 'nothing');
    addWear(ctx, 'nobody', 1, 'nothing');
    expect(ctx.events).toEqual([]);
    const s = battle([], 30, 5);
    const gone = fixtureContext(
      { ...s, units: s.units.map((u) => (u.id === 'ter' ? { ...u, destroyed: true } : u)) },
      ScriptedDice.of([]),
    );
    addWear(gone, 'ter', 1, 'late');
    expect(gone.events).toEqual([]);
  });

  it('beyond Stamina, one 6 on its 5 Discipline dice: passed, the excess Dm go (back to 5), Disorder kept', () => {
    const s = battle([], 30, 5);
    const ctx = fixtureContext(
      { ...s, units: s.units.map((u) => (u.id === 'ter' ? { ...u, disordered: true } : u)) },
      ScriptedDice.of([6, 1, 1, 1, 1]),
    );
    addWear(ctx, 'ter', 1, 'retreat blocked');
    expect(ctx.events).toEqual([
      { kind: 'unit-state', unit: 'ter', wear: 6, disordered: true, reason: 'retreat blocked' },
      { kind: 'rout-test', unit: 'ter', routPoints: 1, sixes: 1, passed: true },
      { kind: 'unit-state', unit: 'ter', wear: 5, disordered: true, reason: 'rout test passed: the excess Dm go' },
    ]);
    expect(unitById(ctx.state, 'ter')).toMatchObject({ wear: 5, destroyed: false });
  });

  it('beyond Stamina, no 6: broken and removed, its 2 points scored by the enemy', () => {
    const ctx = fixtureContext(battle([], 30, 5), ScriptedDice.of([5, 1, 1, 1, 1]));
    addWear(ctx, 'ter', 1, 'disengage blocked');
    expect(ctx.events).toEqual([
      { kind: 'unit-state', unit: 'ter', wear: 6, disordered: false, reason: 'disengage blocked' },
      { kind: 'rout-test', unit: 'ter', routPoints: 1, sixes: 0, passed: false },
      { kind: 'unit-destroyed', unit: 'ter', reason: 'broken by a rout test', points: 2 },
    ]);
    expect(ctx.state.points).toEqual({ A: 0, B: 2 });
  });

  it('Selfless: the failed test is re-rolled and passed, and the attached commander is killed for it (alone)', () => {
    const selfless = commander('sel', 'A', { x: 20, y: 8 }, { attachedTo: 'ter', traits: ['selfless'] });
    const other = commander('oth', 'A', { x: 50, y: 8 }, { attachedTo: 'mus' });
    const gone = commander('old', 'A', { x: 20, y: 8 }, { attachedTo: 'ter', removed: true });
    const ctx = fixtureContext(battle([selfless, other, gone], 30, 5), ScriptedDice.of([1, 1, 1, 1, 1, 6, 1, 1, 1, 1]));
    addWear(ctx, 'ter', 1, 'disengage blocked');
    expect(ctx.events).toEqual([
      { kind: 'unit-state', unit: 'ter', wear: 6, disordered: false, reason: 'disengage blocked' },
      { kind: 'rout-test', unit: 'ter', routPoints: 1, sixes: 1, passed: true },
      { kind: 'commander-removed', commander: 'sel', reason: 'Selfless: killed for the re-roll' },
      { kind: 'unit-state', unit: 'ter', wear: 5, disordered: false, reason: 'rout test passed: the excess Dm go' },
    ]);
  });
});

describe('destroyUnit: a unit removed from the game and the commanders it takes with it', () => {
  it('the enemy scores its victory points; a unit already destroyed or not in the battle is not destroyed again', () => {
    const s = battle();
    const ctx = fixtureContext(s, ScriptedDice.of([]));
    destroyUnit(ctx, 'mus', 'broken by shooting');
    destroyUnit(ctx, 'mus', 'again');
    destroyUnit(ctx, 'nobody', 'never');
    expect(ctx.events).toEqual([{ kind: 'unit-destroyed', unit: 'mus', reason: 'broken by shooting', points: 1 }]);
    expect(ctx.state.points).toEqual({ A: 0, B: 1 });
  });

  it('"Like a Hero": the commander attached to it dies with it; one attached elsewhere does not', () => {
    const hero = commander('hero', 'A', { x: 20, y: 8 }, { attachedTo: 'ter' });
    const other = commander('oth', 'A', { x: 50, y: 8 }, { attachedTo: 'mus' });
    const ctx = fixtureContext(battle([hero, other]), ScriptedDice.of([]));
    destroyUnit(ctx, 'ter', 'destroyed in combat (rout-test)');
    expect(ctx.events).toEqual([
      { kind: 'unit-destroyed', unit: 'ter', reason: 'destroyed in combat (rout-test)', points: 2 },
      { kind: 'commander-removed', commander: 'hero', reason: 'Like a Hero: died with the unit' },
    ]);
  });

  it('a commander already out of the game does not die again', () => {
    const dead = commander('dead', 'A', { x: 20, y: 8 }, { attachedTo: 'ter', removed: true });
    const ctx = fixtureContext(battle([dead]), ScriptedDice.of([]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events.filter((e) => e.kind === 'commander-removed')).toEqual([]);
  });

  it('left alone (no friend within 6"), a commander 6" away tests with its rank dice: no 5+, it takes flight', () => {
    // The Tercio faces east, its base 2.36" deep: the commander exactly 6" behind its rear edge, the friend 20" away.
    const alone = commander('alone', 'A', { x: 20 - 2.3622047244094486 / 2 - 6, y: 10 });
    const s = battle([alone], 20, 0, true);
    expect(distanceToBase(alone.position, unitById(s, 'ter')!.base)).toBe(6);
    const ctx = fixtureContext(s, ScriptedDice.of([4, 4]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([
      { kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 },
      { kind: 'commander-removed', commander: 'alone', reason: 'fled: a unit destroyed within 6" and no friend near' },
    ]);
  });

  it('left alone, one 5+ on its rank dice: it stays, Exhausted (the test is made "as above"); two: it stays fresh', () => {
    const alone = commander('alone', 'A', { x: 20, y: 5 });
    const ctx = fixtureContext(battle([alone]), ScriptedDice.of([5, 1]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([
      { kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 },
      { kind: 'commander-exhausted', commander: 'alone' },
    ]);
    const fresh = fixtureContext(battle([alone]), ScriptedDice.of([5, 6]));
    destroyUnit(fresh, 'ter', 'broken by shooting');
    expect(fresh.events).toEqual([{ kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 }]);
  });

  it('no test for a commander farther than 6", of the other side, attached, or with a friend within 6"', () => {
    const rear = 10 - 2.3622047244094486 / 2;
    const far = commander('far', 'A', { x: 20, y: rear - 6.01 });
    const enemy = commander('enemy', 'B', { x: 20, y: 12 });
    const attached = commander('att', 'A', { x: 20, y: 8 }, { attachedTo: 'mus' });
    // The friend (Musketeer Company, 3.15" wide) 8" to the right: its left edge 6.43" from the Tercio's centre line.
    const nearFriend = commander('near', 'A', { x: 24, y: 10 });
    const ctx = fixtureContext(battle([far, enemy, attached, nearFriend], 8), ScriptedDice.of([]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([{ kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 }]);
  });

  it('a friend exactly 6" from the commander is near: no test', () => {
    // Both face east; the Musketeer Company (3.15" wide) 14" to the Tercio's left: the commander exactly 6" from its
    // edge and 4.06" from the Tercio's.
    const c = commander('c', 'A', { x: 20, y: 10 + 14 - 3.149606299212598 / 2 - 6 });
    const s = battle([c], 14, 0, true);
    expect(distanceToBase(c.position, unitById(s, 'mus')!.base)).toBe(6);
    expect(distanceToBase(c.position, unitById(s, 'ter')!.base)).toBeLessThan(6);
    const ctx = fixtureContext(s, ScriptedDice.of([]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([{ kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 }]);
  });

  it('"Useless": the last unit a commander could command destroyed, it is removed with no roll', () => {
    const s = battle([commander('cap', 'A', { x: 60, y: 5 })]);
    const ctx = fixtureContext(
      { ...s, units: s.units.map((u) => (u.id === 'mus' ? { ...u, destroyed: true } : u)) },
      ScriptedDice.of([]),
    );
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([
      { kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 },
      { kind: 'commander-removed', commander: 'cap', reason: 'useless: no unit left to command' },
    ]);
  });
});

describe('removeUseless', () => {
  it('removes only the commanders in the game with no live unit of their side to command', () => {
    const s = battle([
      commander('a1', 'A', { x: 60, y: 5 }),
      commander('b1', 'B', { x: 60, y: 45 }),
      commander('b0', 'B', { x: 60, y: 45 }, { removed: true }),
    ]);
    const ctx = fixtureContext(
      { ...s, units: s.units.map((u) => (u.side === 'B' ? { ...u, destroyed: true } : u)) },
      ScriptedDice.of([]),
    );
    removeUseless(ctx);
    expect(ctx.events).toEqual([
      { kind: 'commander-removed', commander: 'b1', reason: 'useless: no unit left to command' },
    ]);
  });
});

describe('after the deadline run: what only a commander or a second friend shows', () => {
  it('a passed rout test kills no commander but a Selfless one: an attached plain captain stays', () => {
    const captain = commander('cap', 'A', { x: 20, y: 8 }, { attachedTo: 'ter' });
    const ctx = fixtureContext(battle([captain], 30, 5), ScriptedDice.of([6, 1, 1, 1, 1]));
    addWear(ctx, 'ter', 1, 'retreat blocked');
    expect(ctx.events.filter((e) => e.kind === 'commander-removed')).toEqual([]);
  });

  it('"no other friendly unit within that distance": one friend near is enough, another far away does not matter', () => {
    const s = battle([commander('c', 'A', { x: 24, y: 10 })], 8);
    const far = fixtureState({
      A: [{ unit: unitOf('far', 'musketeer-company'), at: { x: 60, y: 30, facing: 90 } }],
      B: [{ unit: unitOf('x', 'tercio'), at: { x: 60, y: 45, facing: -90 } }],
    }).units.find((u) => u.id === 'far')!;
    const ctx = fixtureContext({ ...s, units: [...s.units, { ...far, regiment: 'RA' }] }, ScriptedDice.of([]));
    destroyUnit(ctx, 'ter', 'broken by shooting');
    expect(ctx.events).toEqual([{ kind: 'unit-destroyed', unit: 'ter', reason: 'broken by shooting', points: 2 }]);
  });
});
