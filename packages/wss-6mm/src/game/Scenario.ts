import { MusterError, parseWith } from '@muster/core';
import { z } from 'zod';
import { ArmyListSchema } from '../army/ArmyList.js';
import { BRITISH_ARMY, FRENCH_ARMY } from '../army/exampleArmies.js';
import { validateArmy } from '../army/validateArmy.js';
import { TerrainSchema, type Terrain } from './terrain.js';
import { deployedFrontage, deploymentProblems, DeploymentSchema } from './deployment.js';

export { DEPLOYMENT, deployedFrontage } from './deployment.js';

/**
 * A battle: a table and two armies (side A first). There are no scenario rules in the rulebook; the
 * armies deploy by ruling R15 and the battle ends by ruling R16.
 */
export const Wss6mmScenarioSchema = z
  .strictObject({
    name: z.string().min(1).max(200),
    table: z.strictObject({ width: z.number().min(24).max(480), depth: z.number().min(24).max(480) }),
    /** Terrain pieces (ruling R15: the rulebook sets none; a scenario may). */
    terrain: z.array(TerrainSchema).max(100).default([]),
    armies: z.tuple([ArmyListSchema, ArmyListSchema]),
    /** Where the armies stand (ruling R15): zone depth and, per army, placed units; an army not placed deploys in line. */
    deployment: DeploymentSchema.optional(),
  })
  .superRefine((scenario, ctx) => {
    let armyProblems = 0;
    scenario.armies.forEach((army, i) => {
      for (const v of validateArmy(army).violations) {
        armyProblems++;
        ctx.addIssue({ code: 'custom', path: ['armies', i, v.path], message: v.message });
      }
      const placed = i === 0 ? scenario.deployment?.A : scenario.deployment?.B;
      if (!placed && deployedFrontage(army) > scenario.table.width) {
        ctx.addIssue({
          code: 'custom',
          path: ['armies', i, 'brigades'],
          message: `${army.name} needs ${deployedFrontage(army)}" of frontage; the table is ${scenario.table.width}" wide`,
        });
      }
    });
    // Placements are checked once the armies themselves are sound (they name the armies' units).
    if (armyProblems === 0)
      for (const p of deploymentProblems(scenario)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
    const ids = new Set<string>();
    scenario.armies.forEach((army, i) => {
      army.brigades.forEach((b, j) => {
        [b.id, ...b.units.map((u) => u.id)].forEach((id) => {
          if (ids.has(id))
            ctx.addIssue({
              code: 'custom',
              path: ['armies', i, 'brigades', j],
              message: `id "${id}" is used by both armies`,
            });
          ids.add(id);
        });
      });
    });
  });
/** A validated scenario. */
export type Wss6mmScenario = z.output<typeof Wss6mmScenarioSchema>;

/** The default table: 72" by 36" (ruling R15). */
export const DEFAULT_TABLE = { width: 72, depth: 36 } as const;

const box = (x0: number, y0: number, x1: number, y1: number) => ({
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

/** The example table's terrain: a road up the middle, a marsh on one flank, a hedge line before the French. */
export const EXAMPLE_TERRAIN: readonly Terrain[] = [
  { id: 'high-road', kind: 'road', polygon: box(35, 0, 37, 36) },
  { id: 'marsh', kind: 'disordering', polygon: box(4, 14, 12, 22) },
  { id: 'hedges', kind: 'obstacle', polygon: box(40, 29, 56, 31) },
];

/** The example battle: the British-led Allied army (A) against the Franco-Bavarian army (B). */
export function exampleScenario(): Wss6mmScenario {
  return {
    name: 'An encounter in Flanders (example)',
    table: { ...DEFAULT_TABLE },
    terrain: EXAMPLE_TERRAIN.map((t) => structuredClone(t)),
    armies: [structuredClone(BRITISH_ARMY), structuredClone(FRENCH_ARMY)],
  };
}

/** A scenario from two army files' contents (A first), on the default table. */
export function scenarioFromArmies(armies: readonly [unknown, unknown], seed: string): Wss6mmScenario {
  const a = parseWith(ArmyListSchema, armies[0], { path: 'armies[0]' });
  const b = parseWith(ArmyListSchema, armies[1], { path: 'armies[1]' });
  if (seed.length === 0) throw new MusterError('bad-input', 'a seed must be a non-empty string', { path: 'seed' });
  return parseWith(
    Wss6mmScenarioSchema,
    { name: `${a.name} against ${b.name}`, table: { ...DEFAULT_TABLE }, terrain: [], armies: [a, b] },
    { path: 'scenario' },
  );
}
