import type { Bot, Rng } from '@muster/core';
import { DIRECTIONS, objectiveTroop, PRISONER_POINTS, type Colour, type Direction } from '../cards/TroopCard.js';
import { lineCells, ofSide, type Grid, type Position, type Side } from '../grounds/Grid.js';
import { troopOf } from '../sequence/legalDecisions.js';
import { objectivesComplete } from '../game/objectivesComplete.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { InstructionState, ManeuverState, TacmentoState } from '../game/State.js';
import { viewFor } from '../game/viewFor.js';
import { cardValues, infiltrationPoints, prisonerPoints, valueOf } from '../maneuver/maneuverScoring.js';
import { compileObjective, eitherOrChoicesAllowed } from '../objectives/matchObjective.js';
import { simulate } from './simulate.js';

const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** The exits of each direction, and `all`: every exit once (a corner ends a row and a column). */
type Exits = Readonly<Record<Direction | 'all', readonly Position[]>>;
/** {@link exits} by grid size (rows x 100 + columns): the bot asks for them twice per candidate move, and they depend on the size only. */
const exitsBySize = new Map<number, Exits>();

/** The cells a flanking push can expel, by the push's direction: the far end of every row and column. */
function exits(grid: Grid): Exits {
  const size = grid.length * 100 + (grid[0]?.length ?? 0);
  let out = exitsBySize.get(size);
  if (out === undefined) {
    const found: Record<Direction | 'all', Position[]> = { north: [], east: [], south: [], west: [], all: [] };
    for (const direction of DIRECTIONS) {
      const count = direction === 'east' || direction === 'west' ? grid.length : (grid[0]?.length ?? 0);
      for (let line = 0; line < count; line++) {
        const cells = lineCells(grid, direction, line);
        const exit = cells[cells.length - 1]!;
        found[direction].push(exit);
        if (!found.all.some((p) => p.row === exit.row && p.col === exit.col)) found.all.push(exit);
      }
    }
    exitsBySize.set(size, (out = found));
  }
  return out;
}

/** A card's arrow as seen from side B's end of the table (the cards are printed for side A). */
const FROM_B = { north: 'south', south: 'north', east: 'west', west: 'east' } as const;

/**
 * The best value `side` could expel with one flanking maneuver next turn. The rival's Reserve is hidden
 * (the bot's view shows only how many cards it holds): for the rival assume a card with all four arrows.
 */
function flankThreat(state: ManeuverState, side: Side, knownArrows: boolean): number {
  const grid = state.grid as Grid;
  const reserve = ofSide(state.reserve, side);
  if (grid.length === 0 || reserve.length === 0 || state.catchUp?.captor === side) return 0;
  const at = exits(grid);
  const values = cardValues(state.troops);
  // All four open (the rival's hidden Reserve): each exit once.
  if (!knownArrows) return mostValuableEnemy(grid, at.all, side, values, 0);
  let north = false;
  let east = false;
  let south = false;
  let west = false;
  for (const card of reserve) {
    for (const a of troopOf(state.troops, card).arrows) {
      const d = side === 'A' ? a : FROM_B[a];
      if (d === 'north') north = true;
      else if (d === 'east') east = true;
      else if (d === 'south') south = true;
      else west = true;
    }
  }
  if (north && east && south && west) return mostValuableEnemy(grid, at.all, side, values, 0);
  let best = 0;
  if (north) best = mostValuableEnemy(grid, at.north, side, values, best);
  if (east) best = mostValuableEnemy(grid, at.east, side, values, best);
  if (south) best = mostValuableEnemy(grid, at.south, side, values, best);
  if (west) best = mostValuableEnemy(grid, at.west, side, values, best);
  return best;
}

/** The greatest of `best` and the values ({@link cardValues}) of the cards at `cells` that are not `side`'s. */
function mostValuableEnemy(
  grid: Grid,
  cells: readonly Position[],
  side: Side,
  values: readonly (number | undefined)[],
  best: number,
): number {
  for (const at of cells) {
    const cell = grid[at.row]![at.col]!;
    if (cell.owner === side) continue;
    const points = valueOf(values, cell.card);
    if (points > best) best = points;
  }
  return best;
}

/** A side's Combat Value so far: finished rounds and this round's prisoners. */
function points(state: ManeuverState, side: Side): number {
  const scores = ofSide(state.scores, side);
  let sum = prisonerPoints(ofSide(state.prisoners, side), state.troops);
  for (const score of scores) sum += score;
  return sum;
}

/** A Maneuver position from `me`'s side: Combat Value, the 3-prisoner race, infiltration, threats. */
export function evaluateManeuver(state: ManeuverState, me: Side): number {
  const rival = other(me);
  if (state.phase === 'over')
    return state.outcome?.winner === me ? 10_000 : state.outcome?.winner === rival ? -10_000 : 0;
  if (state.phase === 'draft') return 0;
  const grid = state.grid as Grid;
  // Infiltration is weighed less in the 1st round, when it does not score yet.
  const infiltration =
    (infiltrationPoints(grid, me, state.troops) - infiltrationPoints(grid, rival, state.troops)) *
    (state.round === 2 ? 1 : 0.3);
  let score =
    10 * (points(state, me) - points(state, rival)) +
    4 * (ofSide(state.prisoners, me).length - ofSide(state.prisoners, rival).length) +
    6 * infiltration;
  score += 1.5 * (ofSide(state.reserve, me).length - ofSide(state.reserve, rival).length);
  const toMove = state.turn;
  // The side to move can strike now; the other only after. `me`'s own chance counts only when `me` moves next,
  // so it is asked only then.
  const threat = flankThreat(state, rival, false);
  score += toMove === rival ? -9 * threat - (threat > 0 ? 4 : 0) : 3 * flankThreat(state, me, true) - 4 * threat;
  return score;
}

function draftChoice(state: ManeuverState, side: Side, legal: readonly TacmentoDecision[]): TacmentoDecision {
  // A heuristic, not a rule. Keep valuable, mobile troops; put the most valuable where no single flank can expel it (row 2 or 1, column 2).
  const interior = side === 'A' ? { row: 2, col: 1 } : { row: 1, col: 1 };
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const d of legal) {
    if (d.kind === 'keep') {
      // R10 `chosen`: the Reserve flanks, so a card with many arrows and a high value is kept.
      const card = troopOf(state.troops, d.card);
      const score = card.arrows.length * 2 + PRISONER_POINTS[card.troop];
      if (score > bestScore) [bestScore, best] = [score, d];
      continue;
    }
    if (d.kind !== 'draft') continue;
    const card = troopOf(state.troops, d.card);
    const front = side === 'A' ? d.row === 2 : d.row === 1;
    const score =
      card.arrows.length * 2 +
      PRISONER_POINTS[card.troop] +
      (d.row === interior.row && d.col === interior.col ? PRISONER_POINTS[card.troop] * 2 : 0) +
      (front ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}

function pickBest<D>(candidates: readonly D[], score: (d: D) => number, rng: Rng): D {
  let best: D[] = [];
  let top = -Infinity;
  for (const d of candidates) {
    const s = score(d);
    if (s > top + 1e-9) {
      top = s;
      best = [d];
    } else if (Math.abs(s - top) <= 1e-9) best.push(d);
  }
  return best[rng.int(best.length) - 1]!;
}

/** Mismatched cells of the closest placement, summed over the Objectives (0 when all are complete). */
export function objectiveDistance(state: InstructionState): number {
  if (objectivesComplete(state)) return 0;
  const troops = new Map(state.troops.map((t) => [t.number, t]));
  const cards = state.grid.flat().map((c) => c.card);
  let total = 0;
  for (const objective of state.objectives) {
    const compiled = compileObjective(objective, state.grid.length, state.grid[0]?.length ?? 0, {
      allowMirror: state.rules.allowMirror,
    });
    let best = Infinity;
    for (const { tests } of compiled.placements) {
      let miss = 0;
      const chosen = new Map<string, Colour>();
      for (const t of tests) {
        const card = troops.get(cards[t.index]!)!;
        const need = t.need;
        const ok =
          'colour' in need
            ? card.colour === need.colour
            : 'card' in need
              ? card.number === need.card
              : 'troop' in need
                ? objectiveTroop(card.troop) === need.troop
                : need.oneOf.includes(card.colour) && (chosen.get(t.key) ?? card.colour) === card.colour;
        if ('oneOf' in need && ok) chosen.set(t.key, card.colour);
        if (!ok) miss++;
      }
      // Ruling R24: letters that must differ and chose the same colour leave one cell to change.
      if (!eitherOrChoicesAllowed([...chosen.values()], state.rules)) miss++;
      best = Math.min(best, miss);
    }
    total += best === Infinity ? 12 : best;
  }
  return total;
}

/**
 * The competent bot. It decides from `viewFor(state, player)` only: the rival's hand, face-down Squadron
 * cards and Reserve are hidden from it. Maneuver: a one-move search by the real rules, scoring Combat
 * Value, the 3-prisoner race, infiltration and the flanks each side could make next.
 * Instruction: the move that brings the Objectives closest, by the same rules.
 *
 * @example
 * playGame(tacmento, tacmento.exampleScenario(), { seed: 's', bots: { A: searchBot(), B: randomLegalBot() } });
 */
export function searchBot(): Bot<TacmentoState, TacmentoDecision> {
  return {
    id: 'competent',
    description:
      'Maneuver: one-move search on Combat Value, prisoners and flank threats; Instruction: greedy on the Objectives',
    decide({ state: full, player, legal, rng }) {
      // Ruling R20: decide from what this player may see, never from the rival's hidden cards.
      const state = viewFor(full, player);
      if (state.mode === 'maneuver') {
        const side = player as Side;
        if (state.phase === 'draft') return draftChoice(state, side, legal);
        return pickBest(legal, (d) => evaluateManeuver(simulate(state, d, player) as ManeuverState, side), rng);
      }
      return pickBest(
        legal,
        (d) => {
          const next = simulate(state, d, player) as InstructionState;
          if (next.outcome?.winner === 'solo') return 1000;
          return -objectiveDistance(next) - (d.kind === 'pass' ? 0.5 : 0) + ('ability' in d && d.ability ? -0.1 : 0);
        },
        rng,
      );
    },
  };
}
