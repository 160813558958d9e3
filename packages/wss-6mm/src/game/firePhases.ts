import {
  ARTILLERY_MAX_RANGE,
  ARTILLERY_TABLE,
  artilleryModifier,
  elementsForScore,
  type ArtilleryShot,
  type FireResult,
} from '../mechanics/artilleryFire.js';
import {
  firesByPlatoon,
  MUSKET_RANGE,
  PISTOL_RANGE,
  smallArmsModifier,
  smallArmsRow,
  type SmallArmsShot,
} from '../mechanics/smallArmsFire.js';
import { isColumn } from '../movement/formations.js';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleState, BattleUnit } from './State.js';
import { takeHits } from './casualties.js';
import { fortificationOf } from './terrain.js';
import { closestPointOfShape, frontCentre, lineOfSight, type Vec, mapPacked } from '@muster/core';
import {
  baseOf,
  type Box,
  distance,
  frontElements,
  inFrontArc,
  type Placed,
  placedUnits,
  remaining,
  round,
  roughDistance,
  unitById,
} from './table.js';

/**
 * Ruling R33: a unit fires only along a line from its front centre to the target that crosses no other
 * unit's base (core `lineOfSight`; no gap rule in this game).
 */
export function clearShot(units: readonly BattleUnit[], firer: BattleUnit, target: BattleUnit): boolean {
  return clearShotAmong(frontCentre(baseOf(firer)), blockersOf(units, firer), target);
}

/** The bases that may block `firer`'s shots: every other unit on the table, in army-list order. */
function blockersOf(units: readonly BattleUnit[], firer: BattleUnit): Placed[] {
  return placedUnits({ units }).filter((b) => b.id !== firer.id);
}

/**
 * More than core `lineOfSight`'s tolerance (1e-9"): a blocker whose box lies this far beyond the line's box is
 * one `lineOfSight` would skip too (by its own box test, after working out the blocker's corners).
 */
const LINE_BOX_REACH = 1e-6;

/** True when `box` lies beyond the bounding box of the segment from `from` to `to` (by {@link LINE_BOX_REACH}). */
// Stryker disable next-line BlockStatement: equivalent — a pre-filter: the body emptied answers undefined, which keeps every blocker for core's own test
function boxClearOfSegment(box: Box, from: Vec, to: Vec): boolean {
  // Stryker disable ConditionalExpression,LogicalOperator,EqualityOperator,ArithmeticOperator: equivalent — a pre-filter: a looser one (false, &&, <=) leaves more blockers to core's own test; the reach 2e-6" tighter leaves out only a blocker within 1e-6" of the line's box, which no position kept to 1/1000" puts across the line
  return (
    box.x1 < Math.min(from.x, to.x) - LINE_BOX_REACH ||
    box.x0 > Math.max(from.x, to.x) + LINE_BOX_REACH ||
    box.y1 < Math.min(from.y, to.y) - LINE_BOX_REACH ||
    box.y0 > Math.max(from.y, to.y) + LINE_BOX_REACH
  );
  // Stryker restore ConditionalExpression,LogicalOperator,EqualityOperator,ArithmeticOperator
}

/** {@link clearShot} from the firer's front centre, among its {@link blockersOf} (the target left out). */
function clearShotAmong(from: Vec, blockers: readonly Placed[], target: BattleUnit): boolean {
  const to = closestPointOfShape(from, baseOf(target));
  // Only blockers near the line can cross it: their cached boxes leave out the rest before core works out
  // every blocker's corners for its own tests (most units stand far from most lines).
  return lineOfSight(
    from,
    to,
    // Stryker disable next-line MethodExpression: equivalent — a pre-filter: every blocker left to core's test (the target too, which the line only touches at its end) clears the same lines
    blockers.filter((b) => b.id !== target.id && !boxClearOfSegment(b.box, from, to)),
    { gap: 0 },
  ).clear;
}

/** Which fire phase: artillery, then small arms. Rulebook: Sequence of Play (3, 4). */
export type FirePhase = 'artillery' | 'small-arms';

/** True when a deployed battery may engage a target this phase. Rulebook: Artillery Fire. */
export function mayFireArtillery(u: BattleUnit): boolean {
  return (
    u.status === 'active' && u.arm === 'battery' && u.formation === 'deployed' && !u.changing && u.engaged.length === 0
  );
}

/** The range of a firer's weapon: 36" for guns, 6" muskets, 2" pistols (Pc horse). Rulebook: Artillery Fire; Small Arms Fire. */
export function fireRange(u: BattleUnit): number {
  return u.arm === 'battery' ? ARTILLERY_MAX_RANGE : u.arm === 'horse' ? PISTOL_RANGE : MUSKET_RANGE;
}

/** Why a target is refused, the first of the rule's tests it fails; null when it is a legal target. */
type FireRefusal = 'gone' | 'friend' | 'routed' | 'in-melee' | 'out-of-range' | 'out-of-arc' | 'blocked';

/**
 * What a firer's line-of-fire test needs, gathered once per firer and only when a target reaches that test:
 * the firer's front centre and every other unit on the table that may block a shot.
 */
class FirerSight {
  private from: Vec | undefined;
  private blockers: Placed[] | undefined;
  constructor(
    private readonly units: readonly BattleUnit[],
    private readonly firer: BattleUnit,
  ) {}
  clearTo(target: BattleUnit): boolean {
    this.from ??= frontCentre(baseOf(this.firer));
    this.blockers ??= blockersOf(this.units, this.firer);
    return clearShotAmong(this.from, this.blockers, target);
  }
}

/**
 * The rule, written once: a target is an enemy, not routed and not in melee, within range, in the firer's front
 * arc (ruling R25) and, with `lineOfFire`, seen along a line that crosses no other unit (ruling R33). The range
 * is tested on the bounding boxes first (a lower bound of the gap) and exactly after the arc, the cheaper test.
 * Rulebook: Artillery Fire; Small Arms Fire.
 */
function fireRefusal(
  options: Wss6mmOptions,
  firer: BattleUnit,
  target: BattleUnit,
  sight: FirerSight,
): FireRefusal | null {
  if (target.status !== 'active') return 'gone';
  if (target.side === firer.side) return 'friend';
  if (target.order === 'routed') return 'routed';
  if (target.engaged.length > 0) return 'in-melee';
  const range = fireRange(firer);
  if (roughDistance(firer, target) > range) return 'out-of-range';
  if (!inFrontArc(firer, target, options.fireArcDegrees)) return 'out-of-arc';
  if (distance(firer, target) > range) return 'out-of-range';
  if (options.lineOfFire && !sight.clearTo(target)) return 'blocked';
  return null;
}

/**
 * Why `target` is not a legal target for `firer` now, or null when it is ({@link fireRefusal} in words).
 * Rulebook: Artillery Fire; Small Arms Fire.
 */
export function fireTargetProblem(
  state: BattleState,
  options: Wss6mmOptions,
  firer: BattleUnit,
  target: BattleUnit,
): string | null {
  const refusal = fireRefusal(options, firer, target, new FirerSight(state.units, firer));
  switch (refusal) {
    case null:
      return null;
    case 'gone':
      return `${target.name} is no longer on the table`;
    case 'friend':
      return `${target.name} is a friend`;
    case 'routed':
      return `${target.name} is routed`;
    case 'in-melee':
      return `${target.name} is in melee`;
    case 'out-of-range':
      return `${target.name} is ${round(distance(firer, target))}" away, beyond ${firer.name}'s ${fireRange(firer)}" range`;
    case 'out-of-arc':
      return `${target.name} is not in ${firer.name}'s front arc`;
    case 'blocked':
      return `the line of fire from ${firer.name} to ${target.name} is blocked`;
  }
}

/**
 * The legal targets of each firer, by the facts they are computed from: the units on the table (the
 * `units` array: every event that changes a unit makes a new one), the options, and the firer. A fire
 * phase asks the same question of one `units` array several times (who may fire, who fires next, the
 * side's choice, the bot's), while its shots only record hits until the phase ends.
 */
const targetsByUnits = new WeakMap<readonly BattleUnit[], WeakMap<Wss6mmOptions, WeakMap<BattleUnit, BattleUnit[]>>>();

/** The legal targets of a firer, nearest first (ties: the order of the army lists). */
export function fireTargets(state: BattleState, options: Wss6mmOptions, firer: BattleUnit): BattleUnit[] {
  let byOptions = targetsByUnits.get(state.units);
  if (!byOptions) targetsByUnits.set(state.units, (byOptions = new WeakMap()));
  let byFirer = byOptions.get(options);
  if (!byFirer) byOptions.set(options, (byFirer = new WeakMap()));
  let targets = byFirer.get(firer);
  if (!targets) byFirer.set(firer, (targets = computeFireTargets(state, options, firer)));
  return [...targets];
}

/** {@link fireTargets} computed from scratch: they depend on `state.units`, `options` and `firer` only. */
export function computeFireTargets(state: BattleState, options: Wss6mmOptions, firer: BattleUnit): BattleUnit[] {
  const sight = new FirerSight(state.units, firer);
  const targets = state.units.filter((t) => fireRefusal(options, firer, t, sight) === null);
  const byDistance = mapPacked(targets, (t) => ({ t, d: distance(firer, t) })).sort((a, b) => a.d - b.d);
  return mapPacked(byDistance, (x) => x.t);
}

/** The shot `firer` would make at `target`, as the fire tables see it. Rulebook: Artillery Fire; Small Arms Fire. */
export function shotAt(
  state: BattleState,
  options: Pick<Wss6mmOptions, 'pcTargetInColumn'>,
  firer: BattleUnit,
  target: BattleUnit,
): { kind: 'artillery'; shot: ArtilleryShot } | { kind: 'small-arms'; shot: SmallArmsShot } {
  const range = round(distance(firer, target));
  if (firer.arm === 'battery') {
    const guns = Math.min(3, Math.max(1, remaining(firer))) as 1 | 2 | 3;
    return {
      kind: 'artillery',
      shot: {
        guns,
        range,
        targetColumn: isColumn(target.formation, options),
        // "Target is deployed Artillery": a limbered battery counts as in column instead.
        targetArtillery: target.arm === 'battery' && target.formation === 'deployed',
        targetFortified: fortificationOf(state, target),
      },
    };
  }
  // Pc horse: long range (not contacted) pistol fire, all elements. Rulebook: Small Arms Fire.
  const pistol = firer.arm === 'horse';
  return {
    kind: 'small-arms',
    shot: {
      weapon: pistol ? 'pistol' : 'musket',
      elements: pistol ? Math.min(4, remaining(firer)) : Math.min(5, frontElements(firer)),
      range,
      platoon: firesByPlatoon(firer.tactics),
      battalionGun: firer.battalionGun && !firer.battalionGunLost,
      targetColumn: isColumn(target.formation, options),
      firerDisordered: firer.order === 'disordered',
      failedToCharge: firer.failedCharge,
      targetFortified: fortificationOf(state, target),
    },
  };
}

/** Expected elements a shot removes (the mean of its d20 table row): for bots weighing targets. */
export function expectedFireElements(
  state: BattleState,
  options: Wss6mmOptions,
  firer: BattleUnit,
  target: BattleUnit,
): number {
  const s = shotAt(state, options, firer, target);
  let modifier: number;
  let row: readonly [number, number | null];
  if (s.kind === 'artillery') {
    modifier = artilleryModifier(s.shot, options.artilleryCloseRangeInclusive);
    row = ARTILLERY_TABLE[s.shot.guns];
  } else {
    modifier = smallArmsModifier(s.shot);
    row = smallArmsRow(s.shot);
  }
  let sum = 0;
  for (let face = 1; face <= 20; face++) sum += elementsForScore(face + modifier, row);
  return sum / 20;
}

/** Units that may fire in this phase and have at least one legal target, in army-list order. */
function firers(state: BattleState, options: Wss6mmOptions, phase: FirePhase): string[] {
  const may = (u: BattleUnit) => (phase === 'artillery' ? mayFireArtillery(u) : mayFireSmallArms(u, options));
  return mapPacked(
    state.units.filter((u) => may(u) && fireTargets(state, options, u).length > 0),
    (u) => u.id,
  );
}

/**
 * Starts a fire phase: the units that may fire and have a target are listed; each then engages one target
 * of its side's choosing (ruling R25). Fire is simultaneous: hits are taken when every firer has fired.
 * Rulebook: Artillery Fire ("Each battery may engage one target a move"); Small Arms Fire.
 */
export function beginFire(ctx: BattleContext, phase: FirePhase): void {
  const text = phase === 'artillery' ? 'artillery fire' : 'small arms fire';
  ctx.emit({ kind: 'phase', phase: text, text: `Turn ${ctx.state.turn}: ${text}` });
  const pending = firers(ctx.state, ctx.options, phase);
  ctx.emit({
    kind: 'fire-begun',
    phase,
    pending,
    text:
      pending.length === 0
        ? `Nobody has a target for ${text}`
        : `${pending.length} unit${pending.length === 1 ? '' : 's'} may fire`,
  });
}

/** One unit's fire at its chosen target: rolled now, the hits taken when the phase's fire is over. */
export function shoot(ctx: BattleContext, firerId: string, targetId: string): void {
  const u = unitById(ctx.state, firerId);
  const t = unitById(ctx.state, targetId);
  const s = shotAt(ctx.state, ctx.options, u, t);
  let r: FireResult;
  let who: string;
  if (s.kind === 'artillery') {
    r = ctx.combat.artilleryFire(ctx.dice, s.shot, ctx.options, u.name);
    who = `${u.name} (${s.shot.guns} gun${s.shot.guns === 1 ? '' : 's'})`;
  } else {
    r = ctx.combat.smallArmsFire(ctx.dice, s.shot, ctx.options, u.name);
    who = u.name;
  }
  ctx.emit({
    kind: 'shot',
    unit: u.id,
    target: t.id,
    elements: r.elements,
    cause: `${u.name}'s fire`,
    text: `${who} fires at ${t.name} at ${s.shot.range}": rolled ${r.roll}, score ${r.score}: ${r.elements} element(s)`,
  });
}

/**
 * Carries the fire phase on: a firer with one legal target fires at it at once; a firer with several
 * waits for its side's decision (returns false) unless `fireTarget` is `nearest`. When every firer has
 * fired, the hits are taken and the phase ends (returns true).
 */
export function advanceFire(ctx: BattleContext): boolean {
  for (;;) {
    const fire = ctx.state.fire;
    if (!fire) return true;
    const next = fire.pending[0];
    if (next === undefined) {
      ctx.emit({
        kind: 'fire-ended',
        text: `The ${fire.phase === 'artillery' ? 'artillery' : 'small arms'} fire takes effect`,
      });
      takeHits(ctx, fire.hits);
      return true;
    }
    const targets = fireTargets(ctx.state, ctx.options, unitById(ctx.state, next));
    if (targets.length === 0) {
      ctx.emit({
        kind: 'shot',
        unit: next,
        target: null,
        elements: 0,
        cause: '',
        text: `${unitById(ctx.state, next).name} has no target`,
      });
      continue;
    }
    if (targets.length > 1 && ctx.options.fireTarget === 'choose') return false;
    shoot(ctx, next, targets[0]!.id);
  }
}

/**
 * True when this unit may fire small arms this turn. A unit that fired at a charger this turn has fired
 * (ruling R37; `reactionFireSpendsVolley: false` lets it fire again). Rulebook: Small Arms Fire; Manoeuvre.
 */
export function mayFireSmallArms(
  u: BattleUnit,
  options: Pick<Wss6mmOptions, 'reactionFireSpendsVolley'> = DEFAULT_OPTIONS,
): boolean {
  if (u.firedAtCharger && options.reactionFireSpendsVolley) return false;
  if (u.arm === 'horse')
    return (
      u.status === 'active' &&
      u.formation === 'pc' &&
      u.order === 'steady' &&
      u.engaged.length === 0 &&
      u.pursuing === null
    );
  if (u.status !== 'active' || u.arm !== 'foot' || u.engaged.length > 0) return false;
  if (u.order !== 'steady' && u.order !== 'disordered') return false;
  if (u.pursuing !== null || u.changing) return false;
  return u.moved === 'none' || u.moved === 'move-and-fire';
}
