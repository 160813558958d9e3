import {
  advance,
  angleBetween,
  angleOf,
  centres,
  distance,
  faceTowards,
  forwardOf,
  frontCentre,
  isBehindFrontLine,
  sub,
  contactAlong,
  basesOverlap,
  distanceToBase,
  pivot,
  shapeGap,
  type Base,
  type CentreName,
} from '@muster/core';
import type { BattleState, UnitState } from '../game/State.js';
import {
  OVERLAP_TOLERANCE,
  onEasyGround,
  overlapsSomething,
  pathTerrain,
  movementLine,
  planMove,
  withinTurn,
  type GapObstacles,
  type PathTerrain,
} from './movement.js';
import { hasFeature, impassableFor, liveUnits } from './tableQueries.js';
import { basesOverlapping, pointInPiece } from './distanceBounds.js';

/**
 * Ruling "A charger's turn that touches its target": its turn stops at the touch, and a unit farther round the turn
 * is never reached (`first-contact`), or any other unit where the whole turn would end refuses it (`whole-turn`).
 */
export type ChargeTurnContact = 'first-contact' | 'whole-turn';

/** A charge that reaches its target: where the charger stops, and whether it is a flank charge. */
export interface PlannedCharge {
  readonly reachable: true;
  readonly base: Base;
  readonly distance: number;
  readonly centre: CentreName;
  readonly flank: boolean;
  readonly disorder: boolean;
}

/** A charge that does not reach (its move "as close to the enemy as possible" is `closestShortCharge`). */
export interface ShortCharge {
  readonly reachable: false;
  readonly reason: string;
}

/**
 * Whether a charge on `target` would be a flank charge. Rulebook: Combat > Flank Charges: the charger's
 * front centre is behind the line extending the target's front edge; Square units are never taken in
 * flank; Building: a unit in a building never is.
 */
export function isFlankCharge(charger: UnitState, target: UnitState, neverFlanked: boolean): boolean {
  if (neverFlanked || target.inBuilding) return false;
  return isBehindFrontLine(target.base, frontCentre(charger.base), 1e-6);
}

/** Ruling "Charges into Hidden terrain" (option `battle.hiddenCharge`): who may charge a unit standing in a Hidden piece. */
export type HiddenCharge = 'same-piece' | 'never';

/**
 * Whether `target` may be charged at all: not in Hidden terrain (Terrain Effects in Combat: "terrain elements applying
 * the 'Hidden' rule protect the units located in them from all charges"; Brevis: "Hidden terrain also prevents units
 * inside from being charged"). Ruling "Charges into Hidden terrain": with `same-piece` a charger whose front centre
 * stands in the same piece may charge it; with `never` no one may. The occupant of a building is not protected by it.
 */
export function chargeable(
  state: BattleState,
  charger: UnitState,
  target: UnitState,
  hiddenCharge: HiddenCharge = 'same-piece',
): boolean {
  const hidden = state.terrain.some(
    (t) =>
      hasFeature(t, 'hidden') &&
      t.id !== target.inBuilding &&
      pointInPiece(target.base.centre, t) &&
      (hiddenCharge === 'never' || !pointInPiece(frontCentre(charger.base), t)),
  );
  return !hidden;
}

/**
 * The path of a charge. Rulebook: Combat > Charges: all movement rules apply; the charger must reach one
 * of the target's centres from its front centre with its Assault! movement; the shortest path is used,
 * another centre when the nearest is hidden or blocked; the unit stops as soon as the bases touch, in the
 * direction of its charge, without alignment. The line to each centre is a move's line (`movementLine` in `table/movement.ts`; ruling:
 * The 3" gap when moving, `gapObstacles`). A turn towards a centre that touches the target stops there (distance 0;
 * ruling: A charger's turn that touches its target, `turnContact`).
 */
export function planCharge(
  state: BattleState,
  charger: UnitState,
  target: UnitState,
  speedFor: (terrain: PathTerrain) => number,
  neverFlanked: boolean,
  gapObstacles?: GapObstacles,
  turnContact: ChargeTurnContact = 'first-contact',
  hiddenCharge: HiddenCharge = 'same-piece',
): PlannedCharge | ShortCharge {
  const from = frontCentre(charger.base);
  const flank = isFlankCharge(charger, target, neverFlanked);
  if (!chargeable(state, charger, target, hiddenCharge))
    return { reachable: false, reason: 'the target is hidden in its terrain' };
  const cs = centres(target.base);
  const others = liveUnits(state).filter((u) => u.id !== charger.id);
  const impassable = state.terrain.filter((t) => impassableFor(charger, t) && t.id !== target.inBuilding);
  let best: PlannedCharge | null = null;
  const order = (['front', 'left', 'right', 'rear'] as CentreName[]).sort(
    (a, b) => distance(from, cs[a]) - distance(from, cs[b]),
  );
  for (const name of order) {
    const c = cs[name];
    const heading = angleOf(sub(c, from));
    if (!withinTurn(charger.base.facing, heading)) continue;
    const terrain = pathTerrain(state, charger, from, c);
    if (terrain.impassable) continue;
    const speed = speedFor(terrain);
    const los = movementLine(
      state,
      from,
      c,
      { exclude: [charger.id, target.id], impassable, ignore: [charger.inBuilding, target.inBuilding] },
      gapObstacles,
    );
    if (!los.clear) continue;
    const turned = faceTowards(charger.base, c, 'front-centre');
    // The turn towards the target must itself fit: a base that already overlaps a unit cannot charge that way.
    const swept = others.filter((u) => basesOverlapping(turned, u.base, OVERLAP_TOLERANCE));
    if (swept.length > 0) {
      // The target in the way of the turn: the charger touches it while turning and stops there, so the charge is
      // made when that position overlaps nothing else (ruling "A charger's turn that touches its target": with
      // `whole-turn`, only when no other unit lies where the whole turn would end).
      const meetsTarget =
        turnContact === 'first-contact'
          ? swept.some((u) => u.id === target.id)
          : swept.every((u) => u.id === target.id);
      const touch = meetsTarget ? turnToContact(charger.base, turned, target.base) : null;
      // (The touching base never overlaps the target: `turnToContact` keeps only turns that do not, at the tolerance
      // `overlapsSomething` uses.)
      if (!touch || overlapsSomething(state, charger, touch) !== null) continue;
      if (!best || best.distance > 0)
        best = { reachable: true, base: touch, distance: 0, centre: name, flank, disorder: false };
      continue;
    }
    // Movement > Obstacles: "Units may ignore terrain or units crossed during their movement if the line drawn between
    // their front centre and the destination point does not cut through them" (the line was checked above, with the
    // 3" gaps): the base sweeping over another unit beside the line does not stop the charge, which "stops as soon as
    // contact is made between the two bases", the charger's and the target's. Where it stops must overlap nothing.
    const ahead = forwardOf(turned);
    const within = distance(from, c) + 1;
    const contact = contactAlong(turned, ahead, within, [target.base]);
    // Stryker disable next-line ConditionalExpression: equivalent — the centre lies on the target's edge, so the sweep towards it always meets a base within distance(from, c) + 1
    if (!contact) continue;
    // Stryker disable next-line EqualityOperator: equivalent — `>=` differs only for a contact exactly speed + 1e-9 away as a float
    if (contact.distance > speed + 1e-9) continue;
    const end = advance(turned, contact.distance);
    // The unit must end on the table and off impassable terrain, as any move.
    if (overlapsSomething(state, charger, end) !== null) continue;
    if (!best || contact.distance < best.distance) {
      best = {
        reachable: true,
        base: end,
        distance: contact.distance,
        centre: name,
        flank,
        disorder: terrain.veryDifficult,
      };
    }
  }
  if (best) return best;
  return { reachable: false, reason: 'no centre of the target can be reached' };
}

/**
 * The charger's base turned on its front centre from `from` towards `to` as far as it goes before touching
 * `target`: the largest part of the turn that does not overlap it (bisection, to a hundredth of a degree).
 */
function turnToContact(from: Base, to: Base, target: Base): Base | null {
  const whole = angleBetween(from.facing, to.facing);
  let lo = 0;
  let hi = 1;
  if (basesOverlap(from, target, OVERLAP_TOLERANCE)) return null;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (basesOverlap(pivot(from, whole * mid, 'front-centre'), target, OVERLAP_TOLERANCE)) hi = mid;
    else lo = mid;
  }
  return pivot(from, whole * lo, 'front-centre');
}

/** Headings tried around the line to each centre of the target (besides the line itself), in degrees either way. */
const SHORT_CHARGE_HEADINGS = [5, 10, 20, 30, 45, 60];
/** Inches at most between the distances a short charge tries on each heading before it bisects. */
const SHORT_CHARGE_STEP = 0.1;

/**
 * The move of a charge that does not reach. Order Cards > Assault!: "Otherwise the charge move is made as
 * close to the enemy as possible": of the legal moves (Movement > Activation Movement, the charger's Assault!
 * Speed), the one that ends with its front centre nearest the target's base (charges are measured from the
 * front centre). Searched deterministically: straight lines towards each centre of the target and at 5 to 60 degrees
 * either side of each, and at the whole 90-degree turn either way; on each, the legal move that ends nearest (every
 * 0.1" of the distance asked, then bisection to 0.02"; `gapObstacles` as for any move). Of ends equally near (within
 * a millionth of an inch), the shortest move: Charges, "The shortest path is always used to conduct a charge".
 * `disorder`: the move crosses very difficult terrain (as `planMove` says; Charges: "all the basic rules of movement
 * apply"). Null when no move brings it closer.
 */
export function closestShortCharge(
  state: BattleState,
  charger: UnitState,
  target: UnitState,
  speedFor: (terrain: PathTerrain) => number,
  gapObstacles?: GapObstacles,
): { base: Base; distance: number; disorder: boolean } | null {
  const from = frontCentre(charger.base);
  const cs = centres(target.base);
  const targetCentres = (['front', 'left', 'right', 'rear'] as const).map((n) => cs[n]);
  const headings = [
    ...targetCentres.flatMap((c) => {
      const towards = angleOf(sub(c, from));
      return [
        towards,
        ...SHORT_CHARGE_HEADINGS.flatMap((d) => [towards + (d * Math.PI) / 180, towards - (d * Math.PI) / 180]),
      ];
    }),
    // The whole turn either way (at most 90 degrees): the nearest a target behind the shoulder can be approached.
    charger.base.facing + Math.PI / 2,
    charger.base.facing - Math.PI / 2,
  ];
  const reach = Math.max(...targetCentres.map((c) => distance(from, c)));
  let best: { base: Base; distance: number; disorder: boolean; gap: number } | null = null;
  const startGap = distanceToBase(from, target.base);
  // Nearer by more than a millionth of an inch, or as near by a move shorter by more than a millionth of an inch ("The
  // shortest path is always used"); otherwise the first found is kept.
  const better = (a: { gap: number; distance: number }, b: { gap: number; distance: number } | null) =>
    // Stryker disable next-line EqualityOperator: equivalent — `<=` for `<` and back differ only for gaps or distances exactly the float 1e-6 apart
    !b || a.gap < b.gap - 1e-6 || (a.gap <= b.gap + 1e-6 && a.distance < b.distance - 1e-6);
  const top = Math.min(reach, speedFor({ difficult: false, veryDifficult: false, easy: true, impassable: null }));
  // A line from ground that is not easy is never easy (`pathTerrain`), so `planMove` refuses every move on it longer than
  // the most the unit moves over open, difficult or very difficult ground ("beyond the unit's movement"): such steps
  // are not asked (most of a fan's steps when a road's speed sets `top`, or when `speedFor` is what is left of a move).
  // Stryker disable next-line ArrowFunction: equivalent — no Speed makes the bound NaN, which skips no step (planMove refuses them)
  const notEasy = (difficult: boolean, veryDifficult: boolean) =>
    // Stryker disable next-line BooleanLiteral: equivalent — a road's Speed is never less, and a larger bound only asks planMove for more of the steps it refuses
    speedFor({ difficult, veryDifficult, easy: false, easyCrossed: false, impassable: null });
  // Under `battle.easyTerrain: 'crossed'` a line from ground that is not easy is easy when it crosses a road: no bound.
  const crossingIsEasy =
    speedFor({ difficult: false, veryDifficult: false, easy: false, easyCrossed: true, impassable: null }) >
    notEasy(false, false);
  const farthest =
    onEasyGround(state, from) || crossingIsEasy
      ? Infinity
      : Math.max(notEasy(false, false), notEasy(true, false), notEasy(false, true)) + 1e-9;
  // Every move on a heading ends with its front centre on the line of the whole reach (a move stops short, or pivots
  // on its front centre), so none ends nearer than that line comes (its bound). The lines are searched from the lowest
  // bound up, and a line that cannot end as near as the best end found (or nearer than the start) is skipped: the
  // answer is the same, and most of the fans' moves are spared. A heading beyond the 90 degrees a move
  // may turn is not searched: `planMove` would refuse every move on it.
  // Stryker disable next-line MethodExpression,ConditionalExpression,BooleanLiteral: equivalent — it only spares planMove's refusals of those turns
  const turnable = headings.filter((h) => withinTurn(charger.base.facing, h));
  const lines = turnable.map((h) => {
    const dir = { x: Math.cos(h), y: Math.sin(h) };
    // Stryker disable next-line ObjectLiteral: equivalent — a bound of NaN prunes nothing
    const end = { x: from.x + dir.x * top, y: from.y + dir.y * top };
    return { dir, bound: shapeGap({ points: [from, end] }, target.base, 0) };
  });
  // By the bound to a millionth of an inch (mirrored lines' bounds differ in the last bits), then in the fans' order.
  // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: equivalent — the order changes only which of two ends equally near and equally long is kept (skipping a line is exact in any order)
  lines.sort((a, b) => Math.round(a.bound * 1e6) - Math.round(b.bound * 1e6));
  for (const { dir, bound } of lines) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent — a bound that only prunes: no end on a skipped line could be kept
    if (best ? bound > best.gap + 1e-6 : bound >= startGap - 1e-6) continue;
    const at = (d: number) => ({ x: from.x + dir.x * d, y: from.y + dir.y * d });
    // The legal move asked `d` along the line, with how near it ends; null when there is none.
    const endAt = (d: number) => {
      const plan = planMove(state, charger, at(d), speedFor, { gapObstacles });
      if (!plan.ok || basesOverlap(plan.base, target.base, OVERLAP_TOLERANCE)) return null;
      return {
        base: plan.base,
        distance: plan.distance,
        disorder: plan.disorder,
        gap: distanceToBase(frontCentre(plan.base), target.base),
        asked: d,
      };
    };
    // A move asked farther may end farther from the target (it stops at a first contact, or an Angle Correction
    // saves one end and not another), so each step is judged by where it ends, not by how far it was asked.
    const steps = Math.max(8, Math.ceil(top / SHORT_CHARGE_STEP));
    let found: ReturnType<typeof endAt> = null;
    // The steps too long for `planMove` (see `farthest`) end nowhere; of the bounds below, the one of the shortest of
    // them is the highest (the line up to there is the shortest), so it alone decides whether the line is skipped.
    let first = steps;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — stopping sooner only asks planMove for more of the steps it refuses
    while (first >= 1 && distance(from, at((top * first) / steps)) > farthest) first--;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — starting a step farther out (beyond `top`, whose bound is the whole line's as at `steps`) or at `steps` reads bounds that only prune
    for (let k = first < steps ? first + 1 : steps; k >= 1; k--) {
      const d = (top * k) / steps;
      // No move asked this far or less, nor one the bisection below tries from such a step (up to a step farther),
      // ends nearer than the line up to there comes: once that is farther than the best end found on this line (or,
      // with none yet, than the best end found, or no nearer than the start), the shorter steps cannot be kept.
      // Stryker disable next-line MethodExpression,ArithmeticOperator: equivalent — a line reaching farther makes a lower bound, which only prunes less
      const floor = shapeGap({ points: [from, at(Math.min(top, d + top / steps))] }, target.base, 0);
      const bar = found ?? best;
      // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent — a bound that only prunes: no shorter step could be kept
      if (bar ? floor > bar.gap + 1e-6 : floor >= startGap - 1e-6) break;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — such a step's move is refused by planMove (`farthest`)
      if (k > first) continue;
      const end = endAt(d);
      if (end && better(end, found)) found = end;
    }
    if (!found) continue;
    // Then to 0.02" between the best step and the next one out (bisection, keeping what ends nearer), and between it
    // and the next one in (keeping what ends as near by a shorter move).
    let [lo, hi] = [found.asked, Math.min(top, found.asked + top / steps)];
    while (hi - lo > 0.02) {
      const mid = (lo + hi) / 2;
      const end = endAt(mid);
      // Stryker disable next-line EqualityOperator: equivalent — `<=` differs only for gaps exactly the float 1e-6 apart
      if (end && end.gap < found.gap - 1e-6) {
        found = end;
        lo = mid;
      } else hi = mid;
    }
    [lo, hi] = [Math.max(0, found.asked - top / steps), found.asked];
    while (hi - lo > 0.02) {
      const mid = (lo + hi) / 2;
      const end = endAt(mid);
      if (end && better(end, found)) {
        found = end;
        hi = mid;
      } else lo = mid;
    }
    if (found.gap < startGap - 1e-6 && better(found, best))
      best = { base: found.base, distance: found.distance, disorder: found.disorder, gap: found.gap };
  }
  return best ? { base: best.base, distance: best.distance, disorder: best.disorder } : null;
}
