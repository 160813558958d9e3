import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { movementAllowance } from '../orders/movementAllowance.js';
import type { PathTerrain } from '../table/movement.js';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { rulesUnit } from './commandOnTable.js';
import { speedOf, speedsKey, terrainDisorders, terrainMovement } from './speedOf.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt): Tercio "Mvt 4", Musketeer Company
// "Mvt 5 ... Light". Order Cards: "Assault! ... a bonus (+) to its movement, Mvt+ [Speed+]"; "Run! ... a double bonus
// (++) to its movement (Mvt++ [Speed++])"; Reactions > Run!: an evasion, "Its movement may nevertheless benefit from
// the bonus granted (Mvt++ [Speed++])". Terrain and Movement with ruling "Terrain and movement"
// (docs/rulings/tercios.md): Difficult Speed -, Very difficult Speed - and Disorder, Easy Speed +; Impassable stops
// the unit; "Light" treats very difficult terrain as difficult. Modifiers: "Value + (bonus): the value is increased by
// half its base value, rounded down. Value ++ ...: double the original value. Value - (penalty): the base value is
// halved, rounded up. Value -- ...: brought to 1." "For each bonus \"+\", one penalty \"-\" is cancelled."

const state = fixtureState({
  A: [
    { unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } },
    { unit: unitOf('mus', 'musketeer-company'), at: { x: 40, y: 10, facing: 90 } },
  ],
  B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
});
const tercio = rulesUnit(
  state,
  state.units.find((u) => u.id === 'ter')!,
);
const musketeers = rulesUnit(
  state,
  state.units.find((u) => u.id === 'mus')!,
);
const options = DEFAULT_TERCIOS_OPTIONS;

const path = (p: Partial<PathTerrain>): PathTerrain => ({
  difficult: false,
  veryDifficult: false,
  easy: false,
  impassable: null,
  ...p,
});

describe('terrainMovement: the terrain class of a front-centre line (Terrain and Movement)', () => {
  it('no terrain and a line over nothing are open ground', () => {
    expect(terrainMovement(null)).toBe('open');
    expect(terrainMovement(path({}))).toBe('open');
  });

  it('each class alone', () => {
    expect(terrainMovement(path({ impassable: 'lake' }))).toBe('impassable');
    expect(terrainMovement(path({ veryDifficult: true }))).toBe('very-difficult');
    expect(terrainMovement(path({ difficult: true }))).toBe('difficult');
    expect(terrainMovement(path({ easy: true }))).toBe('easy');
  });

  it('the worst terrain crossed decides: impassable over all, then very difficult, then difficult, then easy', () => {
    expect(terrainMovement(path({ impassable: 'lake', veryDifficult: true, difficult: true, easy: true }))).toBe(
      'impassable',
    );
    expect(terrainMovement(path({ veryDifficult: true, difficult: true, easy: true }))).toBe('very-difficult');
    expect(terrainMovement(path({ difficult: true, easy: true }))).toBe('difficult');
  });
});

describe('speedOf: a Tercio (Mvt 4) under each order and on each terrain', () => {
  it('Ready! 4, Assault! 6 (Speed+), Run! 8 (Speed++), Fire! and Resist! 4; no order at all moves as Ready!', () => {
    expect(speedOf(tercio, 'ready', null, options)).toBe(4);
    expect(speedOf(tercio, 'assault', null, options)).toBe(6);
    expect(speedOf(tercio, 'run', null, options)).toBe(8);
    expect(speedOf(tercio, 'fire', null, options)).toBe(4);
    expect(speedOf(tercio, null, null, options)).toBe(4);
  });

  it('difficult 2, very difficult 2, easy 6, impassable 0 under Ready!', () => {
    expect(speedOf(tercio, 'ready', path({ difficult: true }), options)).toBe(2);
    expect(speedOf(tercio, 'ready', path({ veryDifficult: true }), options)).toBe(2);
    expect(speedOf(tercio, 'ready', path({ easy: true }), options)).toBe(6);
    expect(speedOf(tercio, 'ready', path({ impassable: 'lake' }), options)).toBe(0);
  });

  // Reactions > Run!: "Its movement may nevertheless benefit from the bonus granted (Mvt++ [Speed++])"; Assault!'s
  // reactions "get the Assault! bonus". So a reaction moves at its order's Speed, which speedOf gives for both.
  it("a reaction moves at its order's Speed: the Run! evasion is Speed++ on every terrain, as the Run! order", () => {
    const kinds = ['open', 'easy', 'difficult', 'very-difficult'] as const;
    expect(kinds.map((t) => movementAllowance(tercio, 'evasion', t, options))).toEqual([8, 8, 6, 6]);
    expect(kinds.map((t) => movementAllowance(tercio, 'run', t, options))).toEqual([8, 8, 6, 6]);
  });

  it('the terrain steps are those of the options (terrainSpeed: Difficult --, brought to 1)', () => {
    const slow = TerciosOptionsSchema.parse({ terrainSpeed: { difficult: -2 } });
    expect(speedOf(tercio, 'ready', path({ difficult: true }), slow)).toBe(1);
  });
});

describe('terrainDisorders: "crossing very difficult terrain causes units to fall into disorder"', () => {
  it('very difficult disorders a Tercio; difficult, easy and open do not', () => {
    expect(terrainDisorders(tercio, path({ veryDifficult: true }), options)).toBe(true);
    expect(terrainDisorders(tercio, path({ difficult: true }), options)).toBe(false);
    expect(terrainDisorders(tercio, path({ easy: true }), options)).toBe(false);
    expect(terrainDisorders(tercio, path({}), options)).toBe(false);
  });

  it('Light musketeers treat very difficult as difficult: no Disorder, Speed 3 of their 5 (Speed -)', () => {
    expect(terrainDisorders(musketeers, path({ veryDifficult: true }), options)).toBe(false);
    expect(speedOf(musketeers, 'ready', path({ veryDifficult: true }), options)).toBe(3);
  });
});

describe('speedsKey: the Speed on open, easy, difficult and very difficult ground', () => {
  it('a Tercio under Ready!, Assault! and Run!', () => {
    expect(speedsKey(tercio, 'ready', options)).toBe('4,6,2,2');
    // Assault! + and Easy + are "2 bonuses or more"; Assault! + cancels Difficult -.
    expect(speedsKey(tercio, 'assault', options)).toBe('6,8,4,4');
    // Run! ++ is already the maximum bonus; Difficult - cancels one of its bonuses.
    expect(speedsKey(tercio, 'run', options)).toBe('8,8,6,6');
  });

  it('Light musketeers: 5 in the open, 7 easy, 3 difficult and very difficult', () => {
    expect(speedsKey(musketeers, 'ready', options)).toBe('5,7,3,3');
  });

  it('asked again, the same answer; asked under other options, the answer of those options', () => {
    expect(speedsKey(tercio, 'ready', options)).toBe('4,6,2,2');
    const slow = TerciosOptionsSchema.parse({ terrainSpeed: { difficult: -2, veryDifficult: -2, easy: 2 } });
    expect(speedsKey(tercio, 'ready', slow)).toBe('4,8,1,1');
    expect(speedsKey(tercio, 'ready', slow)).toBe('4,8,1,1');
    expect(speedsKey(tercio, 'ready', options)).toBe('4,6,2,2');
  });
});
