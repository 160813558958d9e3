import { type Base, baseAt, basesOverlap, type Dice, EAST, hypot, MusterError, NORTH, SOUTH, WEST } from '@muster/core';
import type { TerrainState } from '../game/State.js';
import type { Force, Point, Side } from '../game/Scenario.js';
import { baseSize } from '../table/baseSize.js';
import { baseEntersPolygon } from '../table/tableQueries.js';

/** Where each unit and commander of both sides stands after deployment, and how the table was oriented. */
export interface DeploymentResult {
  readonly across: 'long' | 'short';
  readonly edges: Readonly<Record<Side, 'south' | 'north' | 'west' | 'east'>>;
  readonly units: Readonly<Record<string, Base>>;
  readonly commanders: Readonly<Record<string, Point>>;
}

const FACING = { south: NORTH, north: SOUTH, west: EAST, east: WEST } as const;
/** Gap between neighbouring units at deployment: 3", the narrowest gap a move may pass (Movement > Obstacles). */
const UNIT_GAP = 3;

/**
 * Brevis deployment: a D6 decides whether play is across the long (1-4) or short (5-6) side; the higher
 * of two D6 picks a deployment side; zones start 12" from the centre; the players alternate placing a
 * regiment at a time, the units of a regiment within 6" of each other.
 *
 * Between programs the side picked and the place of each regiment follow a fixed plan (ruling
 * "Deployment between bots"): the higher roller takes the edge with less scenery in its zone; each side
 * plans a line of its regiments centred in its zone (horse split on the wings, foot and guns in the centre),
 * 1" behind the front of the zone, units and regiments 3" apart (within the 6" of a regiment, and room to
 * pass); regiments are placed alternately, each at its planned spot or the nearest free one along the line,
 * then further back, never on impassable scenery or buildings.
 */
export function brevisDeployment(
  dice: Dice,
  table: { width: number; height: number },
  forces: Readonly<Record<Side, Force>>,
  terrain: readonly TerrainState[],
): DeploymentResult {
  const across: 'long' | 'short' =
    dice.d(6, 'Deployment: across the long side (1-4) or the short side (5-6)') <= 4 ? 'long' : 'short';
  let a = 0;
  let b = 0;
  for (let i = 0; i < 20 && a === b; i++) {
    a = dice.d(6, 'Deployment: side A rolls to pick a side');
    b = dice.d(6, 'Deployment: side B rolls to pick a side');
  }
  const picker: Side = a >= b ? 'A' : 'B';
  const [e1, e2] = across === 'long' ? (['south', 'north'] as const) : (['west', 'east'] as const);
  const scenery = (edge: 'south' | 'north' | 'west' | 'east') =>
    terrain.filter((t) => inZone(centreOf(t.points), edge, table)).length;
  const pick = scenery(e2) < scenery(e1) ? e2 : e1;
  const edges: Record<Side, 'south' | 'north' | 'west' | 'east'> =
    picker === 'A' ? { A: pick, B: pick === e1 ? e2 : e1 } : { B: pick, A: pick === e1 ? e2 : e1 };
  const units: Record<string, Base> = {};
  const commanders: Record<string, Point> = {};
  const placed: Base[] = [];
  const blocked = terrain.filter(
    (t) =>
      t.features.includes('impassable') ||
      t.type === 'small-building' ||
      t.type === 'large-building' ||
      t.type === 'town',
  );
  const zoneDepth = (across === 'long' ? table.height : table.width) / 2 - 12;
  const fits = (bs: Base) =>
    !placed.some((p) => basesOverlap(bs, p, 1e-6)) &&
    !blocked.some((t) => baseEntersPolygon(bs, { points: t.points })) &&
    onTable(bs, table);
  // Each side's plan: regiments left to right, horse split on the wings, 3" apart, centred in the zone.
  const plans: Record<Side, { regiment: Force['regiments'][number]; along: number }[]> = {
    A: layout(forces.A, edges.A),
    B: layout(forces.B, edges.B),
  };
  function layout(
    force: Force,
    edge: 'south' | 'north' | 'west' | 'east',
  ): { regiment: Force['regiments'][number]; along: number }[] {
    const arranged = arrange(force);
    const spans = arranged.map((r) => regimentSpan(r));
    const along = edge === 'south' || edge === 'north' ? table.width : table.height;
    const total = spans.reduce((a, b) => a + b, 0) + UNIT_GAP * (spans.length - 1);
    let x = Math.max(1, (along - total) / 2);
    return arranged.map((regiment, i) => {
      const at = x;
      x += spans[i]! + UNIT_GAP;
      return { regiment, along: at };
    });
  }
  function tryRow(
    edge: 'south' | 'north' | 'west' | 'east',
    regiment: Force['regiments'][number],
    start: number,
    depthBack: number,
  ): Base[] | null {
    const facing = FACING[edge];
    const bases: Base[] = [];
    let x = start;
    for (const u of regiment.units) {
      const size = u.base ?? baseSize(u.category, u.rules);
      const b = baseAt(frontPoint(edge, x + size.width / 2, depthBack, table), facing, size.width, size.depth);
      if (!fits(b) || bases.some((o) => basesOverlap(b, o, 1e-6))) return null;
      bases.push(b);
      x += size.width + UNIT_GAP;
    }
    return bases;
  }
  function placeRegiment(side: Side, regiment: Force['regiments'][number], wanted: number): void {
    const edge = edges[side];
    const along = edge === 'south' || edge === 'north' ? table.width : table.height;
    // The wanted spot, then spots shifted along the line, then further back in the zone. A regiment planned past
    // the end of a line wider than the table (wanted > along) is shifted as far as the line's start too.
    for (let depthBack = 1; depthBack <= zoneDepth - 1; depthBack += 3) {
      for (let shift = 0; shift <= Math.max(along, wanted); shift += 1) {
        for (const sign of shift === 0 ? [1] : [1, -1]) {
          const start = wanted + sign * shift;
          if (start < 0 || start > along) continue;
          const row = tryRow(edge, regiment, start, depthBack);
          if (row) {
            row.forEach((b, i) => {
              units[regiment.units[i]!.id] = b;
              placed.push(b);
            });
            return;
          }
        }
      }
    }
    // No row fits: each unit alone in the first free spot of the zone.
    for (const u of regiment.units) {
      const size = u.base ?? baseSize(u.category, u.rules);
      let done = false;
      for (let depthBack = 1; depthBack <= zoneDepth - 1 && !done; depthBack += 1) {
        for (let x = size.width / 2 + 0.5; x <= along - size.width / 2 - 0.5 && !done; x += 1) {
          const b = baseAt(frontPoint(edge, x, depthBack, table), FACING[edge], size.width, size.depth);
          if (fits(b)) {
            units[u.id] = b;
            placed.push(b);
            done = true;
          }
        }
      }
      if (!done)
        throw new MusterError('bad-input', `no room to deploy ${u.name} in its deployment zone`, {
          path: `forces.${side}`,
          expected: `an army that fits in a ${zoneDepth}" deep zone`,
        });
    }
  }
  // Alternate a regiment at a time, the picker first.
  const order: Side[] = [picker, picker === 'A' ? 'B' : 'A'];
  const longest = Math.max(plans.A.length, plans.B.length);
  for (let i = 0; i < longest; i++) {
    for (const side of order) {
      const step = plans[side][i];
      if (step) placeRegiment(side, step.regiment, step.along);
    }
  }
  for (const side of ['A', 'B'] as const) {
    const edge = edges[side];
    for (const cmd of forces[side].commanders) {
      const regimentUnits = cmd.regiment
        ? (forces[side].regiments.find((r) => r.id === cmd.regiment)?.units ?? [])
        : forces[side].regiments.flatMap((r) => r.units);
      const bases = regimentUnits.map((u) => units[u.id]).filter((x): x is Base => x !== undefined);
      const along = edge === 'south' || edge === 'north' ? table.width : table.height;
      const mid =
        bases.length > 0 ? bases.reduce((s, bs) => s + alongOf(edge, bs.centre), 0) / bases.length : along / 2;
      const back = bases.length > 0 ? Math.max(...bases.map((bs) => depthOf(edge, bs.centre, table))) + 3 : 9;
      commanders[cmd.id] = frontPoint(edge, mid, Math.min(back, 11.5), table);
    }
  }
  return { across, edges, units, commanders };
}

/** Regiments left to right: half the horse on the left wing, the foot and guns in the centre, the rest of the horse on the right. */
function arrange(force: Force): Force['regiments'][number][] {
  const horse = (r: Force['regiments'][number]) => r.units.every((u) => u.category === 'cavalry');
  const wings = force.regiments.filter(horse);
  const left = wings.slice(0, Math.floor(wings.length / 2));
  const right = wings.slice(Math.floor(wings.length / 2));
  return [...left, ...force.regiments.filter((r) => !horse(r)), ...right];
}

/** The width of a regiment in a row, units 3" apart. */
function regimentSpan(regiment: Force['regiments'][number]): number {
  const sizes = regiment.units.map((u) => u.base ?? baseSize(u.category, u.rules));
  return sizes.reduce((s, z) => s + z.width, 0) + UNIT_GAP * (sizes.length - 1);
}

/** The point `depthBack` inches behind the front of `edge`'s zone (12" from the centre) at `along` inches along it. */
function frontPoint(
  edge: 'south' | 'north' | 'west' | 'east',
  along: number,
  depthBack: number,
  table: { width: number; height: number },
): Point {
  switch (edge) {
    case 'south':
      return { x: along, y: table.height / 2 - 12 - depthBack };
    case 'north':
      return { x: along, y: table.height / 2 + 12 + depthBack };
    case 'west':
      return { x: table.width / 2 - 12 - depthBack, y: along };
    case 'east':
      return { x: table.width / 2 + 12 + depthBack, y: along };
  }
}

function alongOf(edge: 'south' | 'north' | 'west' | 'east', p: Point): number {
  return edge === 'south' || edge === 'north' ? p.x : p.y;
}

function depthOf(
  edge: 'south' | 'north' | 'west' | 'east',
  p: Point,
  table: { width: number; height: number },
): number {
  switch (edge) {
    case 'south':
      return table.height / 2 - 12 - p.y;
    case 'north':
      return p.y - (table.height / 2 + 12);
    case 'west':
      return table.width / 2 - 12 - p.x;
    case 'east':
      return p.x - (table.width / 2 + 12);
  }
}

/** Whether a point lies in a side's deployment zone (beyond 12" from the centre line). */
export function inZone(
  p: Point,
  edge: 'south' | 'north' | 'west' | 'east',
  table: { width: number; height: number },
): boolean {
  return depthOf(edge, p, table) >= 0;
}

function centreOf(points: readonly Point[]): Point {
  return {
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
  };
}

function onTable(b: Base, table: { width: number; height: number }): boolean {
  const r = hypot(b.width, b.depth) / 2;
  return b.centre.x - r >= 0 && b.centre.x + r <= table.width && b.centre.y - r >= 0 && b.centre.y + r <= table.height;
}
