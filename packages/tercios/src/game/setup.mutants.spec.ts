import { MusterError, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { unitOf } from './__fixtures__/battleFixture.js';
import { TerciosScenarioSchema, type TerciosScenario, type TerciosScenarioInput } from './Scenario.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { roundBase, setupBattle, victoryPointsOf } from './setup.js';

/** Units on 4" x 2" bases. */
const foot = (id: string) => ({ ...unitOf(id, 'tercio'), base: { width: 4, depth: 2 } });
const commander = (id: string, regiment: string | null, traits: string[] = []) => ({
  id,
  name: id,
  rank: 1,
  commanderInChief: false,
  regiment,
  traits,
  virtues: [],
});
const scenario = (over: Partial<TerciosScenarioInput> = {}): TerciosScenario =>
  TerciosScenarioSchema.parse({
    name: 'setup',
    forces: {
      A: { name: 'A', commanders: [commander('ca', 'RA')], regiments: [{ id: 'RA', name: 'a', units: [foot('a1')] }] },
      B: { name: 'B', commanders: [commander('cb', 'RB')], regiments: [{ id: 'RB', name: 'b', units: [foot('b1')] }] },
    },
    terrain: { mode: 'placed', pieces: [] },
    deployment: { mode: 'placed', units: { a1: { x: 20, y: 10 }, b1: { x: 20, y: 38 } } },
    ...over,
  });
/** What a set-up says: accepted, or the error's code and line. */
const line = (f: () => unknown) => {
  try {
    f();
    return 'accepted';
  } catch (error) {
    return MusterError.is(error) ? `${error.code}: ${error.toUserLine()}` : `crash: ${String(error)}`;
  }
};

/** Dice answering by purpose, keeping the purposes in order. */
const diceBy = (answer: (purpose: string, sides: number) => number) => {
  const asked: string[] = [];
  return {
    asked,
    dice: new ScriptedDice((r) => {
      asked.push(r.purpose);
      return [answer(r.purpose, r.sides)];
    }),
  };
};

describe('victory points of a destroyed unit', () => {
  it('Brevis: "Destroyed Squadrons score 2, Horse, Companies and Artillery 1", unless the scenario or the unit sets its own', () => {
    const company = unitOf('m', 'musketeer-company');
    const squadron = unitOf('t', 'tercio');
    expect(victoryPointsOf(company, { victoryPoints: { squadron: 3, other: 4 } })).toBe(4);
    expect(victoryPointsOf(squadron, { victoryPoints: { squadron: 3, other: 4 } })).toBe(3);
    expect(victoryPointsOf({ ...company, victoryPoints: 0 }, {})).toBe(0);
    expect(victoryPointsOf({ ...squadron, victoryPoints: 5 }, { victoryPoints: { squadron: 3, other: 4 } })).toBe(5);
  });

  it('each unit of the first state carries its victory points', () => {
    const s = setupBattle(
      scenario({ victoryPoints: { squadron: 3, other: 4 } }),
      ScriptedDice.of([]),
      DEFAULT_TERCIOS_OPTIONS,
    );
    expect(s.units.map((u) => [u.id, u.victoryPoints])).toEqual([
      ['a1', 3],
      ['b1', 3],
    ]);
  });
});

describe('the first state of a battle', () => {
  it('turn 1, the Planning phase, no points scored, nothing decided yet; the fixed duration when agreed (The Battle > Duration)', () => {
    const s = setupBattle(scenario(), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS);
    expect(s).toMatchObject({
      format: 'tercios-battle',
      turn: 1,
      stage: 'planning',
      table: { width: 72, height: 48 },
      activeSide: 'A',
      initiative: null,
      commanderActivated: null,
      authoritarian: null,
      nextToActivate: null,
      erudite: null,
      coordinated: null,
      acting: null,
      reaction: null,
      coldBlood: null,
      points: { A: 0, B: 0 },
      fixedTurns: null,
      activations: {},
      result: null,
    });
    expect(setupBattle(scenario({ fixedTurns: 6 }), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS).fixedTurns).toBe(6);
  });

  it('every unit starts Steady (no Wear, not Disordered), without an order, not activated, its values and weapons from its card', () => {
    const s = setupBattle(scenario(), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS);
    const a1 = s.units.find((u) => u.id === 'a1')!;
    const card = foot('a1');
    expect(a1).toMatchObject({
      id: 'a1',
      side: 'A',
      name: card.name,
      profile: card.profile,
      category: card.category,
      regiment: 'RA',
      values: card.values,
      defence: card.defence,
      weapons: card.weapons,
      rules: card.rules,
      wear: 0,
      disordered: false,
      destroyed: false,
      hitched: false,
      order: null,
      brigade: null,
      activated: false,
      resisting: false,
      inspiredBy: null,
      inBuilding: null,
    });
    expect(s.units.find((u) => u.id === 'b1')!.side).toBe('B');
  });

  it('Horse Teams: artillery deploys unhitched unless the scenario says hitched (ruling "Deployment between programs")', () => {
    const gun = { ...unitOf('g1', 'light-artillery'), hitched: true };
    const s = setupBattle(
      scenario({
        forces: {
          A: { name: 'A', commanders: [], regiments: [{ id: 'RA', name: 'a', units: [gun] }] },
          B: { name: 'B', commanders: [], regiments: [{ id: 'RB', name: 'b', units: [foot('b1')] }] },
        },
        deployment: { mode: 'placed', units: { g1: { x: 20, y: 10 }, b1: { x: 20, y: 38 } } },
      }),
      ScriptedDice.of([]),
      DEFAULT_TERCIOS_OPTIONS,
    );
    expect(s.units.find((u) => u.id === 'g1')!.hitched).toBe(true);
  });

  it('every commander starts on the table, unattached, fresh, with its rank, regiment, traits and virtues', () => {
    const s = setupBattle(scenario(), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS);
    expect(s.commanders).toHaveLength(2);
    expect(s.commanders[0]).toEqual({
      id: 'ca',
      side: 'A',
      name: 'ca',
      rank: 1,
      commanderInChief: false,
      regiment: 'RA',
      traits: [],
      virtues: [],
      position: { x: 36, y: 2 },
      attachedTo: null,
      exhausted: false,
      joinedThisTurn: false,
      removed: false,
    });
    expect(s.commanders[1]!.side).toBe('B');
  });
});

describe('deployment placed by the scenario', () => {
  it('each unit at its placement, facing as given in degrees; without a facing, side A faces north and side B south', () => {
    const s = setupBattle(
      scenario({
        deployment: {
          mode: 'placed',
          units: { a1: { x: 20.00049, y: 10, facing: 180 }, b1: { x: 30, y: 38 } },
          commanders: { ca: { x: 5, y: 6 } },
        },
      }),
      ScriptedDice.of([]),
      DEFAULT_TERCIOS_OPTIONS,
    );
    const a1 = s.units.find((u) => u.id === 'a1')!.base;
    expect(a1).toMatchObject({ centre: { x: 20, y: 10 }, width: 4, depth: 2 });
    expect(a1.facing).toBeCloseTo(Math.PI, 6);
    expect(s.units.find((u) => u.id === 'b1')!.base.facing).toBeCloseTo(-Math.PI / 2, 6);
    const a = setupBattle(scenario(), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS).units.find((u) => u.id === 'a1')!;
    expect(a.base.facing).toBeCloseTo(Math.PI / 2, 6);
    // Commanders: at their placement, or in the middle of their own edge, 2" in.
    expect(s.commanders.find((c) => c.id === 'ca')!.position).toEqual({ x: 5, y: 6 });
    expect(s.commanders.find((c) => c.id === 'cb')!.position).toEqual({ x: 36, y: 46 });
  });

  it('a unit without a placement (a scenario not read through its schema) stands in the middle of its own edge, 6" in', () => {
    const s = scenario();
    const loose: TerciosScenario = { ...s, deployment: { mode: 'placed', units: {} } };
    const state = setupBattle(loose, ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS);
    expect(state.units.find((u) => u.id === 'a1')!.base).toMatchObject({ centre: { x: 36, y: 6 } });
    expect(state.units.find((u) => u.id === 'b1')!.base).toMatchObject({ centre: { x: 36, y: 42 } });
    expect(state.units.find((u) => u.id === 'b1')!.base.facing).toBeCloseTo(-Math.PI / 2, 6);
  });

  it('Movement > Overlap: units that overlap are refused, naming the second; touching bases are not', () => {
    const placed = (b1: { x: number; y: number }) =>
      scenario({ deployment: { mode: 'placed', units: { a1: { x: 20, y: 10 }, b1 } } });
    expect(line(() => setupBattle(placed({ x: 23.9, y: 10 }), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS))).toBe(
      'bad-input: deployment.units.b1: units a1 and b1 overlap (expected bases that do not overlap)',
    );
    expect(line(() => setupBattle(placed({ x: 24, y: 10 }), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS))).toBe(
      'accepted',
    );
    expect(line(() => setupBattle(placed({ x: 20, y: 11.9 }), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS))).toMatch(
      /overlap/,
    );
  });

  it('a unit must stand on the table: one over any edge is refused, naming it and the table; one on the edge is not', () => {
    const placed = (a1: { x: number; y: number }) =>
      scenario({ deployment: { mode: 'placed', units: { a1, b1: { x: 50, y: 38 } } } });
    const off = (a1: { x: number; y: number }) =>
      line(() => setupBattle(placed(a1), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS));
    expect(off({ x: 1.9, y: 10 })).toBe(
      'bad-input: deployment.units.a1: unit a1 is placed off the table (expected a base inside the 72"x48" table)',
    );
    expect(off({ x: 2, y: 10 })).toBe('accepted');
    expect(off({ x: 70, y: 10 })).toBe('accepted');
    expect(off({ x: 70.1, y: 10 })).toMatch(/off the table/);
    expect(off({ x: 20, y: 0.9 })).toMatch(/off the table/);
    expect(off({ x: 20, y: 47.1 })).toMatch(/off the table/);
  });
});

describe('scenery and deployment by the rulebook procedures', () => {
  it('scenery placed by agreement keeps its features; left out, they come from the type, one crop roll for every field', () => {
    const field = (id: string, x: number) => ({
      id,
      type: 'cultivated-field' as const,
      points: [
        { x, y: 20 },
        { x: x + 4, y: 20 },
        { x: x + 4, y: 24 },
      ],
    });
    const { dice, asked } = diceBy(() => 6);
    const s = setupBattle(
      scenario({
        terrain: {
          mode: 'placed',
          pieces: [field('f1', 10), field('f2', 30), { ...field('f3', 50), features: ['easy'] }],
        },
      }),
      dice,
      DEFAULT_TERCIOS_OPTIONS,
    );
    expect(asked).toHaveLength(1);
    expect(s.terrain.map((t) => [t.id, t.type, [...t.features].sort()])).toEqual([
      ['f1', 'cultivated-field', ['cover', 'hidden', 'very-difficult']],
      ['f2', 'cultivated-field', ['cover', 'hidden', 'very-difficult']],
      ['f3', 'cultivated-field', ['easy']],
    ]);
    expect(s.terrain[0]!.points).toEqual(field('f1', 10).points);
  });

  it('The Battle > Scenery Points, with Optional Traits > Cartographer: a side whose commander has it adds two points', () => {
    const run = (traits: { A: string[]; B: string[] }) => {
      const { dice, asked } = diceBy((purpose, sides) => {
        if (purpose === 'Scenery points of side A') return 2;
        if (purpose === 'Scenery points of side B') return 1;
        if (purpose.startsWith('Scenery element bought')) return 2; // a small hill
        return Math.min(sides, 1 + 11 * (asked.length % 5));
      });
      const s = scenario({ terrain: { mode: 'scenery-points' } });
      const withTraits: TerciosScenario = {
        ...s,
        forces: {
          // A second commander without the trait: one Cartographer is enough.
          A: {
            ...s.forces.A,
            commanders: [{ ...s.forces.A.commanders[0]!, traits: traits.A }, commander('ca2', 'RA')],
          },
          B: { ...s.forces.B, commanders: [{ ...s.forces.B.commanders[0]!, traits: traits.B }] },
        },
      };
      setupBattle(withTraits, dice, DEFAULT_TERCIOS_OPTIONS);
      const bought = (side: string) => asked.filter((p) => p.startsWith(`Scenery element bought by side ${side}`));
      return [bought('A').length, bought('B').length];
    };
    // A rolls 2 points and B 1; each element a 1-point small hill.
    expect(run({ A: [], B: [] })).toEqual([2, 1]);
    expect(run({ A: ['cartographer'], B: [] })).toEqual([4, 1]);
    expect(run({ A: [], B: ['cartographer', 'brave'] })).toEqual([2, 3]);
  });

  it('Brevis deployment: every unit and commander where the procedure puts them, bases rounded to 1/1000"', () => {
    const s = scenario({ deployment: { mode: 'brevis' } });
    const state = setupBattle(s, ScriptedDice.of([1, 6, 1]), DEFAULT_TERCIOS_OPTIONS);
    // A picks the south edge: its unit 1" behind the front of its zone (y 12), its commander 3" behind the unit.
    expect(state.units.find((u) => u.id === 'a1')!.base).toMatchObject({ centre: { x: 36, y: 10 }, width: 4 });
    expect(state.units.find((u) => u.id === 'b1')!.base).toMatchObject({ centre: { x: 36, y: 38 } });
    expect(state.commanders.find((c) => c.id === 'ca')!.position).toEqual({ x: 36, y: 7 });
    expect(state.commanders.find((c) => c.id === 'cb')!.position).toEqual({ x: 36, y: 41 });
  });
});

// Ruling Command in Brevis Editio (`commanders: 'initiative-only'`, Brevis's reading): "Players alternate placing a
// regiment at a time" (no commander placed); "ties go to the player with the highest-ranked commander".
describe('commanders: initiative-only: no commander figure, each side keeps its highest rank', () => {
  const brevis = TerciosOptionsSchema.parse({ commanders: 'initiative-only' });
  const ranked = (over: Partial<TerciosScenarioInput> = {}): TerciosScenario => {
    const s = scenario(over);
    return {
      ...s,
      forces: {
        A: { ...s.forces.A, commanders: [2, 4, 3].map((rank, i) => ({ ...commander(`a${i}`, 'RA'), rank })) },
        B: { ...s.forces.B, commanders: [] },
      },
    };
  };

  it('placed deployment: no commander in the state; A keeps rank 4 (the highest of 2, 4, 3), B none (null)', () => {
    const s = setupBattle(ranked(), ScriptedDice.of([]), brevis);
    expect(s.commanders).toEqual([]);
    expect(s.initiativeRanks).toStrictEqual({ A: 4, B: null });
    expect(Object.keys(s)).toContain('initiativeRanks');
    // With figures on the table: every commander placed, no rank kept.
    const full = setupBattle(ranked(), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS);
    expect(full.commanders.map((c) => c.id)).toEqual(['a0', 'a1', 'a2']);
    expect(full.initiativeRanks).toBeUndefined();
  });

  it('Brevis deployment places the units only (the same dice as with figures), and a Cartographer buys nothing', () => {
    const s = setupBattle(ranked({ deployment: { mode: 'brevis' } }), ScriptedDice.of([1, 6, 1]), brevis);
    expect(s.commanders).toEqual([]);
    expect(s.initiativeRanks).toStrictEqual({ A: 4, B: null });
    expect(s.units.find((u) => u.id === 'a1')!.base.centre).toEqual({ x: 36, y: 10 });
    const { dice, asked } = diceBy((purpose, sides) => (purpose.startsWith('Scenery points') ? 1 : Math.min(sides, 2)));
    const map = ranked({ terrain: { mode: 'scenery-points' } });
    const cartographer = {
      ...map,
      forces: { ...map.forces, A: { ...map.forces.A, commanders: [commander('c', 'RA', ['cartographer'])] } },
    };
    setupBattle(cartographer, dice, brevis);
    expect(asked.filter((p) => p.startsWith('Scenery element bought by side A'))).toHaveLength(1);
  });
});

describe('roundBase', () => {
  it('rounds a base\'s centre to 1/1000" and its facing to a millionth of a radian, keeping its size', () => {
    expect(roundBase({ centre: { x: 1.23456, y: -2.34567 }, facing: 0.1234567, width: 4.12345, depth: 2 })).toEqual({
      centre: { x: 1.235, y: -2.346 },
      facing: 0.123457,
      width: 4.12345,
      depth: 2,
    });
  });
});
