import { hypot, NORTH, SOUTH } from '@muster/core';
import { z } from 'zod';
import { isBattery, type ArmyList } from '../army/ArmyList.js';
import { COMMAND_RADIUS } from '../command/brigadierRatings.js';
import { allowedFormations, type Formation } from '../movement/formations.js';
import { unitType } from '../organisation/unitTypes.js';
import type { BattleBrigade, BattleState, BattleUnit, Side } from './State.js';
import { blockedAt, footprint, onTable } from './table.js';

/** Ruling R15: gap between units and between brigades in the deployment line, and the line's distance from each edge. */
export const DEPLOYMENT = { unitGap: 1, brigadeGap: 3, fromEdge: 6 } as const;

/** Ruling R15: how deep (inches from its own edge) a side's deployment zone is, unless the scenario says. */
export const DEFAULT_ZONE_DEPTH = 12;

/** Frontage in inches of an army deployed in line (foot in line, horse 2 by 2, batteries deployed). */
export function deployedFrontage(army: ArmyList): number {
  let total = 0;
  army.brigades.forEach((b, i) => {
    if (i > 0) total += DEPLOYMENT.brigadeGap;
    b.units.forEach((u, j) => {
      if (j > 0) total += DEPLOYMENT.unitGap;
      if (isBattery(u)) total += u.guns;
      else {
        const t = unitType(u.type);
        total += t ? Math.ceil(u.elements / t.ranks) : u.elements;
      }
    });
  });
  return total;
}

const point = z.strictObject({ x: z.number(), y: z.number() });
const formation = z.enum(['line', 'column', 'square', 'two-by-two', 'pc', 'pf', 'deployed', 'limbered']);

/**
 * One army's deployment given by a scenario (ruling R15): where each unit stands (`x`, `y`: the centre
 * of its front edge, in inches from the near left corner), which way it faces (`facing`, degrees, core
 * convention: 90 up the table, 270 down; default towards the enemy) and its formation (default: foot in
 * line, S horse 2 by 2, P horse Pf, batteries deployed); optionally where each brigadier and the CinC stand.
 */
export const ArmyDeploymentSchema = z.strictObject({
  units: z.record(
    z.string(),
    z.strictObject({
      x: z.number(),
      y: z.number(),
      facing: z.number().min(0).max(360).optional(),
      formation: formation.optional(),
    }),
  ),
  brigadiers: z.record(z.string(), point).optional(),
  cinc: point.optional(),
});
/** One army's deployment. */
export type ArmyDeployment = z.output<typeof ArmyDeploymentSchema>;

/** A scenario's deployment: the zone depth and, for either army, its placed units (the other deploys in line). */
export const DeploymentSchema = z.strictObject({
  /** Inches from each side's own edge within which its units must stand (ruling R15; default 12). */
  zoneDepth: z.number().positive().max(240).default(DEFAULT_ZONE_DEPTH),
  A: ArmyDeploymentSchema.optional(),
  B: ArmyDeploymentSchema.optional(),
});
/** A scenario's deployment. */
export type Deployment = z.output<typeof DeploymentSchema>;

/** The placement of a unit or brigadier, by own key only (never an inherited property such as `constructor`). */
function own<T>(record: Readonly<Record<string, T>> | undefined, id: string): T | undefined {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
}

type Common = Omit<
  BattleUnit,
  'id' | 'name' | 'arm' | 'type' | 'tactics' | 'elements' | 'battalionGun' | 'formation' | 'x' | 'y' | 'facing'
>;

function common(side: Side, brigade: string): Common {
  return {
    side,
    brigade,
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
  };
}

/** The default formation of a unit: foot in line, S horse 2 by 2, P horse Pf, batteries deployed (ruling R15). */
function defaultFormation(u: ArmyList['brigades'][number]['units'][number]): Formation {
  if (isBattery(u)) return 'deployed';
  const t = unitType(u.type);
  return !t || t.arm === 'foot' ? 'line' : t.tactics === 'S' ? 'two-by-two' : 'pf';
}

/**
 * An army on the table: by the scenario's placements when it gives them, otherwise in one line 6" from
 * its own edge, brigades in list order left to right (ruling R15). Brigadiers stand 2" behind the middle
 * of their brigade unless placed.
 */
export function deployArmy(
  army: ArmyList,
  side: Side,
  table: { width: number; depth: number },
  placed?: ArmyDeployment,
): { units: BattleUnit[]; brigades: BattleBrigade[] } {
  const lineY = side === 'A' ? DEPLOYMENT.fromEdge : table.depth - DEPLOYMENT.fromEdge;
  const towardsEnemy = side === 'A' ? NORTH : SOUTH;
  let x = (table.width - deployedFrontage(army)) / 2;
  const units: BattleUnit[] = [];
  const brigades: BattleBrigade[] = [];
  army.brigades.forEach((b, i) => {
    if (i > 0) x += DEPLOYMENT.brigadeGap;
    const start = x;
    const mine: BattleUnit[] = [];
    b.units.forEach((u, j) => {
      if (j > 0) x += DEPLOYMENT.unitGap;
      // Stryker disable next-line OptionalChaining: equivalent — the scenario schema has validated every type; an unknown type throws three lines on either way
      const w = isBattery(u) ? u.guns : Math.ceil(u.elements / (unitType(u.type)?.ranks ?? 1));
      const p = own(placed?.units, u.id);
      const at = p
        ? {
            x: p.x,
            y: p.y,
            facing: p.facing === undefined ? towardsEnemy : (p.facing * Math.PI) / 180,
            formation: p.formation ?? defaultFormation(u),
          }
        : { x: x + w / 2, y: lineY, facing: towardsEnemy, formation: defaultFormation(u) };
      x += w;
      const unit: BattleUnit = isBattery(u)
        ? {
            ...common(side, b.id),
            id: u.id,
            name: u.name,
            arm: 'battery',
            type: 'field-battery',
            tactics: 'artillery',
            elements: u.guns,
            battalionGun: false,
            ...at,
          }
        : (() => {
            const t = unitType(u.type)!; // the scenario schema has validated every type
            return {
              ...common(side, b.id),
              id: u.id,
              name: u.name,
              arm: t.arm,
              type: t.id,
              tactics: t.tactics,
              elements: u.elements,
              battalionGun: u.battalionGun === true,
              ...at,
            };
          })();
      mine.push(unit);
      units.push(unit);
    });
    // Stryker disable next-line ArithmeticOperator: equivalent — 2 * (±1) and 2 / (±1) are equal
    const behind = 2 * (side === 'A' ? -1 : 1);
    const given = own(placed?.brigadiers, b.id);
    const centre = placed
      ? {
          x: mine.reduce((s, u) => s + u.x, 0) / mine.length,
          y: mine.reduce((s, u) => s + u.y, 0) / mine.length + behind,
        }
      : { x: (start + x) / 2, y: lineY + behind };
    brigades.push({
      id: b.id,
      name: b.name,
      side,
      brigadier: b.brigadier.name,
      rating: b.brigadier.rating,
      attached: null,
      x: given?.x ?? centre.x,
      y: given?.y ?? centre.y,
      activation: 'pending',
    });
  });
  return { units, brigades };
}

/** A problem of a scenario's deployment: the field path under the scenario and what is wrong. */
export interface DeploymentProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

/**
 * What is wrong with a scenario's deployment: every unit of a placed army placed once, in a formation its
 * tactics allow, wholly on the table and inside its side's zone, clear of every other unit; every
 * brigadier within 12" of each of his units ("All units must remain within 12" of their Brigadier"); the
 * CinC on the table. Rulebook: Command and Control; Formations; ruling R15.
 */
export function deploymentProblems(scenario: {
  table: { width: number; depth: number };
  armies: readonly [ArmyList, ArmyList];
  deployment?: Deployment | undefined;
}): DeploymentProblem[] {
  const d = scenario.deployment;
  if (!d || (!d.A && !d.B)) return [];
  const out: DeploymentProblem[] = [];
  const { width, depth } = scenario.table;
  if (2 * d.zoneDepth > depth)
    out.push({
      path: ['deployment', 'zoneDepth'],
      message: `zones ${d.zoneDepth}" deep overlap on a table ${depth}" deep`,
    });
  const sides = [
    ['A', scenario.armies[0], d.A],
    ['B', scenario.armies[1], d.B],
  ] as const;
  const deployed = sides.map(([side, army, placed]) => ({
    side,
    placed,
    ...deployArmy(army, side, scenario.table, placed),
  }));
  const state = {
    table: { width, depth, terrain: [] },
    units: deployed.flatMap((x) => x.units),
  } as unknown as BattleState;
  for (const { side, placed, units, brigades } of deployed) {
    if (!placed) continue;
    const base = ['deployment', side];
    const ids = new Set(units.map((u) => u.id));
    for (const id of Object.keys(placed.units))
      if (!ids.has(id)) out.push({ path: [...base, 'units', id], message: `no unit "${id}" in this army` });
    for (const id of Object.keys(placed.brigadiers ?? {}))
      if (!brigades.some((b) => b.id === id))
        out.push({ path: [...base, 'brigadiers', id], message: `no brigade "${id}" in this army` });
    for (const u of units) {
      const at = [...base, 'units', u.id];
      if (!own(placed.units, u.id)) {
        out.push({
          path: [...base, 'units'],
          message: `${u.name} (${u.id}) is not placed: a placed army places every unit`,
        });
        continue;
      }
      if (!allowedFormations(u.tactics).includes(u.formation)) {
        out.push({
          path: [...at, 'formation'],
          message: `${u.name} cannot be in ${u.formation} (allowed: ${allowedFormations(u.tactics).join(', ')})`,
        });
        continue;
      }
      if (!onTable(state, u)) {
        out.push({ path: at, message: `${u.name} is not wholly on the table` });
        continue;
      }
      const f = footprint(u);
      const inZone = side === 'A' ? f.y1 <= d.zoneDepth + 1e-6 : f.y0 >= depth - d.zoneDepth - 1e-6;
      if (!inZone)
        out.push({
          path: at,
          message: `${u.name} is outside ${side}'s deployment zone (within ${d.zoneDepth}" of its own edge)`,
        });
      if (blockedAt(state, u, u.x, u.y)) out.push({ path: at, message: `${u.name} overlaps another unit` });
    }
    for (const b of brigades) {
      for (const u of units.filter((x) => x.brigade === b.id)) {
        const dist = hypot(b.x - u.x, b.y - u.y);
        if (dist > COMMAND_RADIUS + 1e-6)
          out.push({
            path: [...base, 'brigadiers', b.id],
            message: `${u.name} is ${Math.round(dist * 10) / 10}" from Brigadier ${b.brigadier}: units must be within 12"`,
          });
      }
      if (b.x < 0 || b.x > width || b.y < 0 || b.y > depth)
        out.push({ path: [...base, 'brigadiers', b.id], message: `Brigadier ${b.brigadier} is off the table` });
    }
    const c = placed.cinc;
    if (c && (c.x < 0 || c.x > width || c.y < 0 || c.y > depth))
      out.push({ path: [...base, 'cinc'], message: 'the CinC is off the table' });
  }
  return out;
}
