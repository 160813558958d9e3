import { describe, expect, it } from 'vitest';
import {
  ArmyDeploymentSchema,
  deployArmy,
  deployedFrontage,
  DEPLOYMENT,
  DEFAULT_ZONE_DEPTH,
  DeploymentSchema,
  deploymentProblems,
  type ArmyDeployment,
} from './deployment.js';
import { exampleScenario } from './Scenario.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Command and Control: "All units must remain within 12" of their
// Brigadier." Formations: "Foot: May be in LINE …, march column, or Square. … S type horse will either be in march column
// or a 2 by 2 element formation. P type horse may be in one of three formations". The book has no deployment rules:
// ruling R15 (docs/rulings/wss-6mm.md) — each army in one line 6" from its own edge, brigades in list order left to
// right, 1" between units and 3" between brigades, foot in line, S horse 2 by 2, P horse Pf, batteries deployed,
// brigadiers 2" behind the middle of their brigade; a scenario may place an army instead, every unit inside a zone
// 12" deep (by default) from its own edge, on the table, clear of other units, within 12" of its brigadier.

const scenario = exampleScenario();
const [armyA, armyB] = scenario.armies;
const table = scenario.table; // 72" x 36"

/** Army A as its line stands, every unit placed where ruling R15 would put it. */
function placedA(): ArmyDeployment {
  const { units } = deployArmy(armyA, 'A', table);
  return { units: Object.fromEntries(units.map((u) => [u.id, { x: u.x, y: u.y }])) };
}
/** The problems of one unit's own placement (not its brigadier's distance, which moves with the placed units). */
const ofUnit = (found: { path: string; message: string }[], id: string) =>
  found.filter((p) => p.path.startsWith(`deployment.A.units.${id}`));
const problems = (deployment: unknown) =>
  deploymentProblems({ ...scenario, deployment: DeploymentSchema.parse(deployment) }).map((p) => ({
    path: p.path.join('.'),
    message: p.message,
  }));

describe('the deployment line (ruling R15)', () => {
  it('the constants: 1" between units, 3" between brigades, 6" from the edge, zones 12" deep', () => {
    expect(DEPLOYMENT).toEqual({ unitGap: 1, brigadeGap: 3, fromEdge: 6 });
    expect(DEFAULT_ZONE_DEPTH).toBe(12);
  });

  it('frontage: foot by their front rank, horse 2 by 2, a battery a gun an inch, plus the gaps', () => {
    // A: Orkney 4 x 4" + 3 guns + 4 gaps = 23; Dutch 3 x 4" + 2 = 14; Lumley 3 x 2" + 2 = 8; 2 brigade gaps = 6.
    expect(deployedFrontage(armyA)).toBe(23 + 14 + 8 + 6);
    // B: Picardie 5 + 5 + 2 guns + 2 = 14; Irish 3 x 3 + 2 = 11; Bavarians 5 + 5 + 1 = 11; Gendarmerie 3 x 2 + 2 = 8; 3 gaps.
    expect(deployedFrontage(armyB)).toBe(14 + 11 + 11 + 8 + 9);
  });

  it('a unit of a type the book does not know takes its elements as its frontage', () => {
    const odd = {
      ...armyA,
      brigades: [{ ...armyA.brigades[0]!, units: [{ ...armyA.brigades[0]!.units[0]!, type: 'nobody' }] }],
    };
    expect(deployedFrontage(odd as typeof armyA)).toBe(4);
  });

  it('A in one line 6" from its edge facing the enemy, centred, brigades left to right; B likewise from the far edge', () => {
    const a = deployArmy(armyA, 'A', table);
    // (72 - 51) / 2 = 10.5: the Foot Guards' centre at 12.5.
    expect(a.units.map((u) => [u.id, u.x, u.y])).toEqual([
      ['foot-guards', 12.5, 6],
      ['royal-scots', 17.5, 6],
      ['royal-irish', 22.5, 6],
      ['webbs', 27.5, 6],
      ['british-battery', 32, 6],
      ['dutch-guards', 38.5, 6],
      ['holstein', 43.5, 6],
      ['prussian-foot', 48.5, 6],
      ['queens-horse', 54.5, 6],
      ['wood', 57.5, 6],
      ['dutch-horse', 60.5, 6],
    ]);
    expect(a.units.every((u) => u.facing === Math.PI / 2)).toBe(true);
    const b = deployArmy(armyB, 'B', table);
    expect(b.units.map((u) => [u.x, u.y])[0]).toEqual([12, 30]);
    expect(b.units.every((u) => u.y === 30 && u.facing === -Math.PI / 2)).toBe(true);
  });

  it('every unit fresh and steady; its formation by arm and tactics; a battery is a field battery', () => {
    const a = deployArmy(armyA, 'A', table);
    const fg = a.units.find((u) => u.id === 'foot-guards')!;
    expect(fg).toEqual({
      side: 'A',
      brigade: 'orkney',
      lost: 0,
      changing: null,
      order: 'steady',
      pursuing: null,
      pursued: 0,
      since: 0,
      status: 'active',
      engaged: [],
      moved: 'none',
      failedCharge: false,
      charge: null,
      pendingMorale: 0,
      testedRouters: [],
      battalionGunLost: false,
      droversDeserted: false,
      firedAtCharger: false,
      id: 'foot-guards',
      name: '1st Foot Guards',
      arm: 'foot',
      type: 'british-foot',
      tactics: 'PF1',
      elements: 4,
      battalionGun: true,
      x: 12.5,
      y: 6,
      facing: Math.PI / 2,
      formation: 'line',
    });
    expect(a.units.find((u) => u.id === 'webbs')!.battalionGun).toBe(false);
    expect(a.units.find((u) => u.id === 'queens-horse')!.formation).toBe('two-by-two');
    expect(a.units.find((u) => u.id === 'british-battery')).toMatchObject({
      arm: 'battery',
      type: 'field-battery',
      tactics: 'artillery',
      elements: 3,
      battalionGun: false,
      formation: 'deployed',
      brigade: 'orkney',
    });
    const b = deployArmy(armyB, 'B', table);
    expect(b.units.find((u) => u.id === 'gendarmes')).toMatchObject({ formation: 'pf', side: 'B', tactics: 'P' });
  });

  it('brigadiers 2" behind the middle of their brigade (behind: towards their own edge)', () => {
    const a = deployArmy(armyA, 'A', table);
    expect(a.brigades[0]).toEqual({
      id: 'orkney',
      name: armyA.brigades[0]!.name,
      side: 'A',
      brigadier: armyA.brigades[0]!.brigadier.name,
      rating: 'good',
      attached: null,
      x: 22,
      y: 4,
      activation: 'pending',
    });
    expect(a.brigades.map((b) => [b.x, b.y])).toEqual([
      [22, 4],
      [43.5, 4],
      [57.5, 4],
    ]);
    expect(deployArmy(armyB, 'B', table).brigades[0]).toMatchObject({ x: 16.5, y: 32 });
  });
});

describe('a placed army (ruling R15)', () => {
  it('units where placed; facing in degrees (0 right, 180 left), else towards the enemy; formation as given or by default', () => {
    const placed = placedA();
    placed.units['foot-guards'] = { x: 12.5, y: 8, facing: 0, formation: 'column' };
    placed.units['royal-scots'] = { x: 17.5, y: 8, facing: 180 };
    const a = deployArmy(armyA, 'A', table, placed);
    expect(a.units[0]).toMatchObject({ x: 12.5, y: 8, facing: 0, formation: 'column' });
    expect(a.units[1]).toMatchObject({ x: 17.5, y: 8, facing: Math.PI, formation: 'line' });
    expect(a.units[2]).toMatchObject({ x: 22.5, y: 6, facing: Math.PI / 2, formation: 'line' });
  });

  it('a brigadier unplaced stands 2" behind the centre of his placed units; placed, where placed', () => {
    const placed = placedA();
    placed.units['foot-guards'] = { x: 12.5, y: 11 };
    // Orkney's five units at y 11, 6, 6, 6, 6: mean 7, less 2.
    expect(deployArmy(armyA, 'A', table, placed).brigades[0]).toMatchObject({ x: 22.4, y: 5 });
    placed.brigadiers = { orkney: { x: 20, y: 3 } };
    expect(deployArmy(armyA, 'A', table, placed).brigades[0]).toMatchObject({ x: 20, y: 3 });
    const b = deployArmy(armyB, 'B', table, {
      units: Object.fromEntries(deployArmy(armyB, 'B', table).units.map((u) => [u.id, { x: u.x, y: u.y }])),
    });
    // Picardie's units at x 12, 18 and 22.5: their centre 17.5 (not the middle of the line, 16.5).
    expect(b.brigades[0]).toMatchObject({ x: 17.5, y: 32 });
  });
});

describe('the deployment schema', () => {
  it('facing 0 to 360 degrees; the known formations; nothing else in a placement', () => {
    const ok = (u: unknown) => ArmyDeploymentSchema.safeParse({ units: { a: u } }).success;
    expect(ok({ x: 1, y: 1, facing: 0 })).toBe(true);
    expect(ok({ x: 1, y: 1, facing: 360 })).toBe(true);
    expect(ok({ x: 1, y: 1, facing: -1 })).toBe(false);
    expect(ok({ x: 1, y: 1, facing: 361 })).toBe(false);
    for (const f of ['line', 'column', 'square', 'two-by-two', 'pc', 'pf', 'deployed', 'limbered'])
      expect(ok({ x: 1, y: 1, formation: f })).toBe(true);
    expect(ok({ x: 1, y: 1, formation: 'wedge' })).toBe(false);
    expect(ok({ x: 1, y: 1, z: 1 })).toBe(false);
    expect(ok({ x: 1 })).toBe(false);
    expect(ArmyDeploymentSchema.safeParse({ units: {}, brigadiers: { b: { x: 1, y: 1, z: 2 } } }).success).toBe(false);
    expect(ArmyDeploymentSchema.safeParse({ units: {}, cinc: { x: 1 } }).success).toBe(false);
    expect(
      ArmyDeploymentSchema.safeParse({ units: {}, cinc: { x: 1, y: 2 }, brigadiers: { b: { x: 1, y: 1 } } }).success,
    ).toBe(true);
    expect(ArmyDeploymentSchema.safeParse({ units: {}, extra: 1 }).success).toBe(false);
  });

  it('zone depth: positive, at most 240, 12 by default; nothing else at the top', () => {
    expect(DeploymentSchema.parse({})).toEqual({ zoneDepth: 12 });
    expect(DeploymentSchema.safeParse({ zoneDepth: 0 }).success).toBe(false);
    expect(DeploymentSchema.safeParse({ zoneDepth: 240 }).success).toBe(true);
    expect(DeploymentSchema.safeParse({ zoneDepth: 241 }).success).toBe(false);
    expect(DeploymentSchema.safeParse({ C: { units: {} } }).success).toBe(false);
    expect(DeploymentSchema.safeParse({ B: { units: {} } }).success).toBe(true);
  });
});

describe('what is wrong with a placed deployment', () => {
  it('no deployment, or neither army placed: nothing to check', () => {
    expect(deploymentProblems(scenario)).toEqual([]);
    expect(problems({ zoneDepth: 20 })).toEqual([]);
  });

  it('the line of ruling R15, given as placements, is sound; zones may meet but not overlap', () => {
    expect(problems({ A: placedA() })).toEqual([]);
    expect(problems({ zoneDepth: 18, A: placedA() })).toEqual([]);
    expect(problems({ zoneDepth: 18.5, A: placedA() })).toEqual([
      { path: 'deployment.zoneDepth', message: 'zones 18.5" deep overlap on a table 36" deep' },
    ]);
  });

  it('a placement for a brigade the army does not have', () => {
    expect(problems({ A: { ...placedA(), brigadiers: { nobody: { x: 1, y: 1 } } } })).toEqual([
      { path: 'deployment.A.brigadiers.nobody', message: 'no brigade "nobody" in this army' },
    ]);
  });

  it('a unit off the table is reported once (not also outside its zone)', () => {
    const a = placedA();
    a.units['foot-guards'] = { x: -5, y: 20 };
    expect(ofUnit(problems({ A: a }), 'foot-guards')).toEqual([
      { path: 'deployment.A.units.foot-guards', message: '1st Foot Guards is not wholly on the table' },
    ]);
  });

  it('a formation the tactics forbid is reported once', () => {
    const a = placedA();
    a.units['foot-guards'] = { x: -5, y: 20, formation: 'pc' };
    expect(ofUnit(problems({ A: a }), 'foot-guards').map((p) => p.path)).toEqual([
      'deployment.A.units.foot-guards.formation',
    ]);
  });

  it('the zone: A\'s units wholly within 12" of y 0; a front edge on 12" is inside, beyond it is not', () => {
    const a = placedA();
    a.units['foot-guards'] = { x: 12.5, y: 12 };
    expect(ofUnit(problems({ A: a }), 'foot-guards')).toEqual([]);
    a.units['foot-guards'] = { x: 12.5, y: 12.01 };
    expect(ofUnit(problems({ A: a }), 'foot-guards').map((p) => p.message)).toEqual([
      '1st Foot Guards is outside A\'s deployment zone (within 12" of its own edge)',
    ]);
  });

  it("B's zone is measured from the far edge: a B unit on its own line is inside, one at A's line is not", () => {
    const { units } = deployArmy(armyB, 'B', table);
    const b: ArmyDeployment = { units: Object.fromEntries(units.map((u) => [u.id, { x: u.x, y: u.y }])) };
    expect(problems({ B: b })).toEqual([]);
    // Its rear edge exactly on 24" is inside; the Gendarmes' front at y 24 puts the rear past 24.
    b.units.gendarmes = { x: 55.5, y: 20 };
    expect(problems({ B: b })).toEqual([
      {
        path: 'deployment.B.units.gendarmes',
        message: 'Gendarmes de la Garde is outside B\'s deployment zone (within 12" of its own edge)',
      },
    ]);
  });

  it('every brigadier within 12" of each of his units: 12" is enough, more is not', () => {
    const a = placedA();
    // Webb's at (27.5, 6); the Foot Guards at (12.5, 6): a brigadier at (24.5, 6) is 12" from the Foot Guards.
    expect(problems({ A: { ...a, brigadiers: { orkney: { x: 24.5, y: 6 } } } })).toEqual([]);
    expect(problems({ A: { ...a, brigadiers: { orkney: { x: 24.56, y: 6 } } } })).toEqual([
      {
        path: 'deployment.A.brigadiers.orkney',
        message: '1st Foot Guards is 12.1" from Brigadier Earl of Orkney: units must be within 12"',
      },
    ]);
  });

  it('a brigadier or the CinC off the table', () => {
    const a = placedA();
    for (const at of [
      { x: -0.1, y: 4 },
      { x: 72.1, y: 4 },
      { x: 22, y: -0.1 },
      { x: 22, y: 36.1 },
    ])
      expect(problems({ A: { ...a, brigadiers: { orkney: at } } }).map((p) => p.message)).toContain(
        'Brigadier Earl of Orkney is off the table',
      );
    expect(problems({ A: { ...a, brigadiers: { orkney: { x: 22, y: 0 } } } })).toEqual([]);
    for (const at of [
      { x: -0.1, y: 1 },
      { x: 72.1, y: 1 },
      { x: 36, y: -0.1 },
      { x: 36, y: 36.1 },
    ])
      expect(problems({ A: { ...a, cinc: at } })).toEqual([
        { path: 'deployment.A.cinc', message: 'the CinC is off the table' },
      ]);
    expect(problems({ A: { ...a, cinc: { x: 0, y: 0 } } })).toEqual([]);
    expect(problems({ A: { ...a, cinc: { x: 72, y: 36 } } })).toEqual([]);
  });
});

describe('what is wrong with a placed deployment: where each problem is, and the edges (ruling R15)', () => {
  it('a placement for a unit the army does not have, and a unit of a placed army left out, name their field', () => {
    const a = placedA();
    expect(problems({ A: { ...a, units: { ...a.units, nobody: { x: 1, y: 1 } } } })).toEqual([
      { path: 'deployment.A.units.nobody', message: 'no unit "nobody" in this army' },
    ]);
    const { 'foot-guards': _left, ...rest } = a.units;
    expect(problems({ A: { ...a, units: rest } })).toEqual([
      {
        path: 'deployment.A.units',
        message: '1st Foot Guards (foot-guards) is not placed: a placed army places every unit',
      },
    ]);
  });

  it('"clear of every other unit": a unit placed on another is reported', () => {
    const a = placedA();
    a.units['foot-guards'] = { ...a.units['royal-scots']! };
    expect(ofUnit(problems({ A: a }), 'foot-guards')).toEqual([
      { path: 'deployment.A.units.foot-guards', message: '1st Foot Guards overlaps another unit' },
    ]);
  });

  it('B\'s zone: a B unit whose front edge is exactly 12" from its own edge (y 24) is inside', () => {
    const { units } = deployArmy(armyB, 'B', table);
    const b: ArmyDeployment = { units: Object.fromEntries(units.map((u) => [u.id, { x: u.x, y: u.y }])) };
    b.units.gendarmes = { x: 55.5, y: 24 };
    expect(problems({ B: b })).toEqual([]);
  });

  it("the zone's line allows a millionth of an inch of arithmetic over it (A at y 12.000001, B at 23.999999)", () => {
    const a = placedA();
    a.units['foot-guards'] = { x: 12.5, y: 12.000001 };
    expect(ofUnit(problems({ A: a }), 'foot-guards')).toEqual([]);
    const { units } = deployArmy(armyB, 'B', table);
    const b: ArmyDeployment = { units: Object.fromEntries(units.map((u) => [u.id, { x: u.x, y: u.y }])) };
    b.units.gendarmes = { x: 55.5, y: 23.999999 };
    expect(problems({ B: b })).toEqual([]);
  });

  it('"within 12" of their Brigadier" allows a millionth of an inch of arithmetic over 12"', () => {
    // The Foot Guards at x 12.499999, the brigadier at 24.5: 12.000001" apart.
    const a = placedA();
    a.units['foot-guards'] = { x: 12.499999, y: 6 };
    expect(problems({ A: { ...a, brigadiers: { orkney: { x: 24.5, y: 6 } } } })).toEqual([]);
  });

  it('a brigadier on the very edge of the table is on it; one off it is reported at his placement', () => {
    const a = placedA();
    const offTable = (at: { x: number; y: number }) =>
      problems({ A: { ...a, brigadiers: { orkney: at } } }).filter((p) => p.message.endsWith('is off the table'));
    for (const at of [
      { x: 0, y: 4 },
      { x: 72, y: 4 },
      { x: 22, y: 36 },
    ])
      expect(offTable(at)).toEqual([]);
    expect(offTable({ x: 72.1, y: 4 })).toEqual([
      { path: 'deployment.A.brigadiers.orkney', message: 'Brigadier Earl of Orkney is off the table' },
    ]);
  });
});
