import type { Dice } from '@muster/core';
import { emptyObjectArray } from '@muster/core';
import type { TerrainState } from '../game/State.js';
import { outlinesApart } from '../table/distanceBounds.js';
import type { Point, Side } from '../game/Scenario.js';
import {
  croplandFeatures,
  riverFeatures,
  SCENERY_TYPES,
  type SceneryType,
  type TerrainFeature,
} from './SceneryType.js';

/** Who took part in the scenery-points procedure, and with what. */
export interface SceneryPointsInput {
  readonly table: { readonly width: number; readonly height: number };
  /** Sides whose commanders have the Cartographer trait. */
  readonly cartographer: readonly Side[];
}

/** The outline of an area element: an ellipse of `length` x `width` inches as a 12-gon. */
export function ellipse(centre: Point, length: number, width: number): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * 2 * Math.PI;
    pts.push({ x: round(centre.x + (length / 2) * Math.cos(a)), y: round(centre.y + (width / 2) * Math.sin(a)) });
  }
  return pts;
}

/** An axis-aligned rectangle as a polygon. */
export function rectangle(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [
    { x: round(x0), y: round(y0) },
    { x: round(x1), y: round(y0) },
    { x: round(x1), y: round(y1) },
    { x: round(x0), y: round(y1) },
  ];
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/**
 * The features of a piece, rolling once for all cultivated fields and once for the river
 * (Scenery Elements > Cultivated field; Brevis: "Cropland's feature is rolled for all crops",
 * "River flow is rolled"). `rolls` keeps the roll so every field of a table shares it.
 */
export function featuresOf(
  type: SceneryType,
  dice: Dice,
  rolls: { cropland?: number; river?: number },
): TerrainFeature[] {
  if (type === 'cultivated-field') {
    rolls.cropland ??= dice.d(
      6,
      'Cultivated fields: the crop (1-2 Difficult, 3-5 Difficult and In cover, 6 Very difficult, Hidden and In cover)',
    );
    return croplandFeatures(rolls.cropland);
  }
  if (type === 'river') {
    rolls.river ??= dice.d(6, 'River flow (1 Difficult, 2-4 Very difficult, 5-6 Impassable)');
    return riverFeatures(rolls.river);
  }
  return featureCopy(SCENERY_TYPES[type].features);
}

/**
 * A fresh copy of a type's features, on an array with the map of a list of strings even when empty (a bridge's):
 * `[]` and its copies get the map of a list of small integers, and every `features.includes` that met both maps
 * was deoptimised and compiled again.
 */
function featureCopy(features: readonly TerrainFeature[]): TerrainFeature[] {
  const copy = emptyObjectArray<TerrainFeature>();
  copy.push(...features);
  return copy;
}

/**
 * The scenery-points procedure. Rulebook: The Battle > Scenery Points: each player rolls a die (ties
 * re-rolled) for their points; the higher buys first; the players take turns buying one element at a
 * time until their points are spent; each element is adjacent to another or at least 3" away.
 *
 * Players choose the elements and where they stand; in a battle between programs the choice and the
 * place are rolled (ruling "Scenery points between bots"): the element by a die over the affordable
 * types, its centre by dice over the middle of the table, re-rolled until it is 3" from the others.
 */
export function sceneryPoints(dice: Dice, input: SceneryPointsInput): TerrainState[] {
  const { width, height } = input.table;
  let a = 0;
  let b = 0;
  for (let i = 0; i < 20 && a === b; i++) {
    a = dice.d(6, 'Scenery points of side A');
    b = dice.d(6, 'Scenery points of side B');
  }
  if (a === b) b = a + 1 > 6 ? a - 1 : a + 1; // unreachable in practice: twenty ties in a row
  // Optional Traits > Cartographer: add two points to one's own roll (ruling: the option taken).
  const budget: Record<Side, number> = {
    A: a + (input.cartographer.includes('A') ? 2 : 0),
    B: b + (input.cartographer.includes('B') ? 2 : 0),
  };
  const first: Side = a > b ? 'A' : 'B';
  const pieces: TerrainState[] = [];
  const rolls: { cropland?: number; river?: number } = {};
  let turn: Side = first;
  for (let guard = 0; guard < 40 && (budget.A > 0 || budget.B > 0); guard++) {
    if (budget[turn] <= 0) {
      turn = turn === 'A' ? 'B' : 'A';
      continue;
    }
    const hasRiver = pieces.some((p) => p.type === 'river');
    const affordable = (Object.keys(SCENERY_TYPES) as SceneryType[]).filter((t) => {
      const info = SCENERY_TYPES[t];
      return info.cost <= budget[turn] && (!info.needsRiver || hasRiver) && !(t === 'river' && hasRiver);
    });
    const type =
      affordable[dice.d(affordable.length, `Scenery element bought by side ${turn} (1-${affordable.length})`) - 1]!;
    budget[turn] -= SCENERY_TYPES[type].cost;
    const placed = placePiece(dice, type, `${type}-${pieces.length + 1}`, pieces, width, height, rolls);
    if (placed) pieces.push(placed);
    turn = turn === 'A' ? 'B' : 'A';
  }
  return pieces;
}

function placePiece(
  dice: Dice,
  type: SceneryType,
  id: string,
  pieces: readonly TerrainState[],
  width: number,
  height: number,
  rolls: { cropland?: number; river?: number },
): TerrainState | null {
  const info = SCENERY_TYPES[type];
  const river = pieces.find((p) => p.type === 'river');
  for (let attempt = 0; attempt < 6; attempt++) {
    let points: Point[];
    if (type === 'river' || type === 'road') {
      // Rivers and roads run from side A's edge to side B's edge.
      const x = 12 + dice.d(width - 24, `Where the ${type} runs (x)`);
      const half = info.size.width / 2;
      points = rectangle(x - half, 0, x + half, height);
    } else if ((type === 'bridge' || type === 'ford') && river) {
      const xs = river.points.map((p) => p.x);
      const x0 = Math.min(...xs) - 1;
      const x1 = Math.max(...xs) + 1;
      const y = 6 + dice.d(height - 12, `Where the ${type} crosses the river (y)`);
      points = rectangle(x0, y - info.size.width / 2, x1, y + info.size.width / 2);
    } else {
      const cx = 8 + dice.d(width - 16, `Where the ${type} stands (x)`);
      const cy = 12 + dice.d(height - 24, `Where the ${type} stands (y)`);
      points = info.linear
        ? rectangle(
            cx - info.size.length / 2,
            cy - info.size.width / 2,
            cx + info.size.length / 2,
            cy + info.size.width / 2,
          )
        : ellipse({ x: cx, y: cy }, info.size.length, info.size.width);
    }
    // Rulebook: "Each element may be placed either adjacent to another, or at least 3 inches apart."
    // Bridges and fords stand on their river by definition.
    const ok = pieces.every((p) => {
      if ((type === 'bridge' || type === 'ford') && p.type === 'river') return true;
      if ((type === 'river' || type === 'road') && (p.type === 'bridge' || p.type === 'ford')) return true;
      return outlinesApart(points, p.points, 3);
    });
    if (ok) return { id, type, points, features: featuresOf(type, dice, rolls) };
  }
  return null;
}
