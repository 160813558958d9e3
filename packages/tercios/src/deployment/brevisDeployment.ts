import { baseAt, basesOverlap, EAST, NORTH, SOUTH, WEST, type Base, type Dice } from '@muster/core';
import type { TerrainState } from '../battle/BattleState.js';
import type { Force, Point, Side } from '../scenario/TerciosScenario.js';
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
 * places its regiments alternately from the centre of its zone outwards, foot in the centre, horse on the
 * wings, in a line 1" behind the front of the zone (a second line 4" further back when the first is full),
 * units 3" apart (within the 6" of their regiment, and room to pass), skipping spots that would stand on impassable scenery.
 */
export function brevisDeployment(dice: Dice, table: { width: number; height: number }, forces: Readonly<Record<Side, Force>>, terrain: readonly TerrainState[]): DeploymentResult {
  const across: 'long' | 'short' = dice.d(6, 'Deployment: across the long side (1-4) or the short side (5-6)') <= 4 ? 'long' : 'short';
  let a = 0;
  let b = 0;
  for (let i = 0; i < 20 && a === b; i++) {
    a = dice.d(6, 'Deployment: side A rolls to pick a side');
    b = dice.d(6, 'Deployment: side B rolls to pick a side');
  }
  const picker: Side = a >= b ? 'A' : 'B';
  const [e1, e2] = across === 'long' ? (['south', 'north'] as const) : (['west', 'east'] as const);
  const scenery = (edge: 'south' | 'north' | 'west' | 'east') => terrain.filter((t) => inZone(centreOf(t.points), edge, table)).length;
  const pick = scenery(e2) < scenery(e1) ? e2 : e1;
  const edges: Record<Side, 'south' | 'north' | 'west' | 'east'> = picker === 'A' ? { A: pick, B: pick === e1 ? e2 : e1 } : { B: pick, A: pick === e1 ? e2 : e1 };
  const units: Record<string, Base> = {};
  const commanders: Record<string, Point> = {};
  const placed: Base[] = [];
  const blocked = terrain.filter((t) => t.features.includes('impassable') || t.type === 'small-building' || t.type === 'large-building' || t.type === 'town');
  // Alternate a regiment at a time, the picker first.
  const order: Side[] = [picker, picker === 'A' ? 'B' : 'A'];
  const queues: Record<Side, Force['regiments'][number][]> = { A: arrange(forces.A), B: arrange(forces.B) };
  const cursor: Record<Side, { right: number; left: number; line: number; toRight: boolean }> = {
    A: { right: 0, left: 0, line: 0, toRight: true },
    B: { right: 0, left: 0, line: 0, toRight: true },
  };
  for (let guard = 0; guard < 64 && (queues.A.length > 0 || queues.B.length > 0); guard++) {
    for (const side of order) {
      const regiment = queues[side].shift();
      if (!regiment) continue;
      placeRegiment(side, regiment);
    }
  }
  function placeRegiment(side: Side, regiment: Force['regiments'][number]): void {
    const edge = edges[side];
    const facing = FACING[edge];
    const along = edge === 'south' || edge === 'north' ? table.width : table.height;
    const c = cursor[side];
    const sizes = regiment.units.map((u) => u.base ?? baseSize(u.category, u.rules));
    const span = sizes.reduce((s, z) => s + z.width, 0) + UNIT_GAP * (sizes.length - 1);
    for (let attempt = 0; attempt < 40; attempt++) {
      const useRight = c.toRight;
      const offset = useRight ? c.right : c.left;
      if (offset + span > along / 2 - 1) {
        if (c.right + span > along / 2 - 1 && c.left + span > along / 2 - 1) {
          c.line += 1;
          c.right = 0;
          c.left = 0;
        } else c.toRight = !c.toRight;
        continue;
      }
      const start = useRight ? along / 2 + offset : along / 2 - offset - span;
      const depthBack = 1 + c.line * 4;
      const bases: Base[] = [];
      let x = start;
      for (const size of sizes) {
        bases.push(baseAt(frontPoint(edge, x + size.width / 2, depthBack, table), facing, size.width, size.depth));
        x += size.width + UNIT_GAP;
      }
      const clash = bases.some((bs) => placed.some((p) => basesOverlap(bs, p, 1e-6)) || blocked.some((t) => baseEntersPolygon(bs, { points: t.points })) || !onTable(bs, table));
      if (useRight) c.right = offset + span + UNIT_GAP;
      else c.left = offset + span + UNIT_GAP;
      c.toRight = !c.toRight;
      if (clash) continue;
      bases.forEach((bs, i) => {
        units[regiment.units[i]!.id] = bs;
        placed.push(bs);
      });
      return;
    }
    // The zone is full: stack the rest behind the lines (still inside the zone, may be crowded).
    regiment.units.forEach((u, i) => {
      const size = u.base ?? baseSize(u.category, u.rules);
      units[u.id] = baseAt(frontPoint(edge, 4 + i * (size.width + 1), 9, table), facing, size.width, size.depth);
    });
  }
  for (const side of ['A', 'B'] as const) {
    const edge = edges[side];
    for (const cmd of forces[side].commanders) {
      const regimentUnits = cmd.regiment ? forces[side].regiments.find((r) => r.id === cmd.regiment)?.units ?? [] : forces[side].regiments.flatMap((r) => r.units);
      const bases = regimentUnits.map((u) => units[u.id]).filter((x): x is Base => x !== undefined);
      const along = edge === 'south' || edge === 'north' ? table.width : table.height;
      const mid = bases.length > 0 ? bases.reduce((s, bs) => s + alongOf(edge, bs.centre), 0) / bases.length : along / 2;
      const back = bases.length > 0 ? Math.max(...bases.map((bs) => depthOf(edge, bs.centre, table))) + 3 : 9;
      commanders[cmd.id] = frontPoint(edge, mid, Math.min(back, 11.5), table);
    }
  }
  return { across, edges, units, commanders };
}

/** Regiments in deployment order: foot and artillery first (the centre), then horse (the wings). */
function arrange(force: Force): Force['regiments'][number][] {
  const horse = (r: Force['regiments'][number]) => r.units.every((u) => u.category === 'cavalry');
  return [...force.regiments.filter((r) => !horse(r)), ...force.regiments.filter(horse)];
}

/** The point `depthBack` inches behind the front of `edge`'s zone (12" from the centre) at `along` inches along it. */
function frontPoint(edge: 'south' | 'north' | 'west' | 'east', along: number, depthBack: number, table: { width: number; height: number }): Point {
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

function depthOf(edge: 'south' | 'north' | 'west' | 'east', p: Point, table: { width: number; height: number }): number {
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
export function inZone(p: Point, edge: 'south' | 'north' | 'west' | 'east', table: { width: number; height: number }): boolean {
  return depthOf(edge, p, table) >= 0;
}

function centreOf(points: readonly Point[]): Point {
  return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}

function onTable(b: Base, table: { width: number; height: number }): boolean {
  const r = Math.hypot(b.width, b.depth) / 2;
  return b.centre.x - r >= 0 && b.centre.x + r <= table.width && b.centre.y - r >= 0 && b.centre.y + r <= table.height;
}
