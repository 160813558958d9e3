import { baseGap, distanceToBase, lineOfSight, memoOnState, type Base, type Vec, mapPacked } from '@muster/core';
import { canInteract, commandRadius, isUnderCommand } from '../command/commandReach.js';
import type { TraitId } from '../command/traits.js';
import { blockersFor } from '../table/lineOfFire.js';
import { baseGapWithin, distanceToBaseWithin } from '../table/distanceBounds.js';
import type { BattleState, CommanderState, UnitState } from './State.js';
import { asTerciosUnit } from './asTerciosUnit.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { hasEffect, hasRule } from '../rules/effectiveRules.js';

/** A commander's traits as the rules layer's ids. */
export function traitsOf(c: CommanderState): TraitId[] {
  return c.traits as TraitId[];
}

/**
 * Where a commander's command reaches from: its own base, or the unit it is attached to
 * (Attached Commander: "other units are under command if 6 inches or less from the unit to which the
 * commander is attached").
 */
export function commandOrigin(state: BattleState, c: CommanderState): { point: Vec; unit: UnitState | null } {
  // The unit it is attached to, if still on the table (a find over the live units, without building their list).
  const unit = c.attachedTo ? (state.units.find((u) => !u.destroyed && u.id === c.attachedTo) ?? null) : null;
  return { point: unit ? unit.base.centre : c.position, unit };
}

/** Whether the commander sees the unit: a line from it to the unit's centre, troops in between blocking (commanders ignore each other). */
export function commanderSees(state: BattleState, c: CommanderState, unit: UnitState): boolean {
  const origin = commandOrigin(state, c);
  const hidden = state.terrain.filter((t) => t.features.includes('hidden'));
  return lineOfSight(
    origin.point,
    unit.base.centre,
    blockersFor(state, [unit.id, ...(origin.unit ? [origin.unit.id] : [])], hidden, {
      a: origin.point,
      b: unit.base.centre,
    }),
    { gap: 0 },
  ).clear;
}

/**
 * Distance from a commander's command origin to a unit's base: from the commander, or, attached, from the base of
 * the unit it is attached to (Attached Commander: "located 6 inches or less from the unit to which the commander is
 * attached": the gap between the two bases, whichever side the unit stands).
 */
export function commandDistance(state: BattleState, c: CommanderState, unit: UnitState): number {
  const origin = commandOrigin(state, c);
  if (origin.unit) return origin.unit.id === unit.id ? 0 : baseGap(origin.unit.base, unit.base);
  return distanceToBase(origin.point, unit.base);
}

/**
 * Whether `commandDistance(state, c, unit) <= limit`: the same measure, made only when the bases' centres cannot tell
 * (a command radius asked of every unit of a side is far beyond most of them, or well within).
 */
export function commandWithin(state: BattleState, c: CommanderState, unit: UnitState, limit: number): boolean {
  const origin = commandOrigin(state, c);
  // Attached: the gap from its unit's base (its own unit's gap to itself is 0, as commandDistance says).
  if (origin.unit) return baseGapWithin(origin.unit.base, unit.base, limit);
  return distanceToBaseWithin(origin.point, unit.base, limit);
}

/** Whether `c` may interact with `unit` (C-in-C: all; others: their regiment; Reputation: all). Rulebook: Command. */
export function mayCommand(
  state: BattleState,
  c: CommanderState,
  unit: UnitState,
  purpose: 'command-action' | 'command' = 'command',
): boolean {
  if (c.removed || c.side !== unit.side) return false;
  return canInteract(
    { traits: traitsOf(c), commanderInChief: c.commanderInChief },
    asTerciosUnit(state, unit),
    { sameRegiment: c.regiment === unit.regiment },
    purpose,
  );
}

/**
 * Whether a unit is under command for its order test: a commander attached, or one that may command it
 * within its radius (6", Presence 9") and in sight; artillery always, and a company of its regiment within 6" of
 * it (Integral Command). Rulebook: Order Cards > Testing Orders; Command; Artillery > Integral Command.
 */
export function inCommand(state: BattleState, unit: UnitState): boolean {
  let nearest: { distance: number; inSight: boolean; commander: { traits: TraitId[] } } | null = null;
  for (const c of state.commanders) {
    if (!mayCommand(state, c, unit) || !commandWithin(state, c, unit, commandRadius({ traits: traitsOf(c) }))) continue;
    const d = commandDistance(state, c, unit);
    const sees = commanderSees(state, c, unit);
    if (sees && (!nearest || d < nearest.distance))
      nearest = { distance: d, inSight: true, commander: { traits: traitsOf(c) } };
  }
  return isUnderCommand(asTerciosUnit(state, unit), nearest, batteryArtilleryDistance(state, unit));
}

/** The gap from a company to the nearest live artillery of its own regiment with Integral Command, if any. */
function batteryArtilleryDistance(state: BattleState, unit: UnitState): number | undefined {
  if (unit.category !== 'company') return undefined;
  let best: number | undefined;
  for (const gun of state.units) {
    if (gun.destroyed || gun.side !== unit.side || gun.regiment !== unit.regiment) continue;
    if (!hasEffect(asTerciosUnit(state, gun), 'always-in-command')) continue;
    const d = baseGap(gun.base, unit.base);
    if (best === undefined || d < best) best = d;
  }
  return best;
}

/** Automatic traits of commanders whose radius covers the unit (Imperturbable, Prepared, Wealthy). */
export function radiusTraits(state: BattleState, unit: UnitState): string[] {
  const out: string[] = [];
  for (const c of state.commanders) {
    if (!mayCommand(state, c, unit)) continue;
    if (commandWithin(state, c, unit, commandRadius({ traits: traitsOf(c) })))
      out.push(...c.traits.filter((t) => t === 'imperturbable' || t === 'prepared' || t === 'wealthy'));
  }
  return out;
}

/** The unit as the rules see it, with its commander and the automatic traits in radius. */
export function rulesUnit(state: BattleState, unit: UnitState): TerciosUnit {
  // The answer depends on the unit, the commanders and where their command reaches from (the units they
  // are attached to), and on an Enthusiastic activation of this unit: states are immutable and share the
  // objects an event did not change, so the answer of an earlier state is kept while those are the same
  // objects. A battle asks this of every unit at every state (Horde, orders, command), and most events
  // change neither the unit nor the commanders: checked here directly, without a fact per unit and state.
  const anchors = commandAnchors(state);
  const enthusiastic = state.acting?.unit === unit.id && state.acting.boost === 'enthusiastic';
  const known = RULES_UNITS.get(unit);
  if (
    known?.commanders === state.commanders &&
    known.enthusiastic === enthusiastic &&
    (known.anchors === anchors || sameItems(known.anchors, anchors))
  )
    return known.value;
  const value = computeRulesUnit(state, unit, enthusiastic);
  RULES_UNITS.set(unit, { commanders: state.commanders, anchors, enthusiastic, value });
  return value;
}

function computeRulesUnit(state: BattleState, unit: UnitState, enthusiastic: boolean): TerciosUnit {
  const ru = asTerciosUnit(state, unit, radiusTraits(state, unit));
  // Kingdoms > Enthusiastic: the Light rule for this activation, or Skirmishers if the unit already has Light.
  if (!enthusiastic) return ru;
  return { ...ru, rules: [...ru.rules, hasRule(ru, 'light') ? 'skirmishers' : 'light'] };
}

/** What {@link rulesUnit} of a unit was computed from, besides the unit: see there. */
interface RulesUnitFacts {
  readonly commanders: BattleState['commanders'];
  readonly anchors: readonly (Base | null)[];
  readonly enthusiastic: boolean;
  readonly value: TerciosUnit;
}

const RULES_UNITS = new WeakMap<UnitState, RulesUnitFacts>();

/**
 * For each commander in order, the base of the live unit its command reaches from ({@link commandOrigin}),
 * or null: all of that unit the command distance reads (the unit's id is the commander's `attachedTo`).
 */
function commandAnchors(state: BattleState): readonly (Base | null)[] {
  return memoOnState(state, state, 'commandAnchors', () =>
    mapPacked(state.commanders, (c) => commandOrigin(state, c).unit?.base ?? null),
  );
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
