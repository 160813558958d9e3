import { troopProfile } from '../profiles/troopProfiles.js';
import { removeIfEmpty, u, type BattleContext, type LostOfficer } from './context.js';
import {
  officerCasualties,
  passFailTest,
  rout,
  situationOf,
  staffLostTests,
  tableTest,
  applyResult,
} from './moraleTests.js';
import type { SwordAndPikeState, UnitState } from './State.js';
import { fireInputOf, onTable, unitById } from './unitRules.js';

/** The units charging `target` this turn and not halted: the attackers it may meet with fire. */
function chargersOf(state: SwordAndPikeState, target: UnitState): UnitState[] {
  return state.units.filter((x) => x.charge?.target === target.id && !x.charge.halted && onTable(x));
}

/**
 * The ranks `firer` may fire at `attackers` coming upon it: "Reiters attacked by other cavalry with the sword or
 * lance must test to see how many ranks can fire before the close combat begins. Roll a D4 and the result is the
 * number of ranks which may fire." A D4 through the bound combat plugin for Reiters attacked by cavalry; otherwise
 * undefined (every rank the fire rules allow). Used by the mounted fire phase and by the defensive volley against a
 * winner's new charge (Close Combat L, ruling R36).
 */
export function ranksAgainst(
  ctx: BattleContext,
  firer: UnitState,
  attackers: readonly UnitState[],
): number | undefined {
  return firer.troop === 'reiters' && attackers.some((a) => troopProfile(a.troop).mounted)
    ? ctx.combat.reiterRanks(ctx.dice, { unit: firer.name })
    : undefined;
}

/**
 * E. Morale Altered Permanently: "If a unit routs another by fire - raise Morale 1 point": every unit that fired at
 * the routed unit (ruling R39), in a fire phase or with a defensive volley.
 */
export function routedByFire(ctx: BattleContext, firers: Iterable<string>): void {
  for (const f of new Set(firers))
    if (onTable(u(ctx, f))) ctx.emit({ type: 'morale-altered', unit: f, by: 1, reason: 'routed an enemy by fire' });
}

/** One unit's fire through the bound combat plugin, resolved against the state at the start of its step. */
export function fireOnce(
  ctx: BattleContext,
  before: SwordAndPikeState,
  firerId: string,
  targetId: string,
  ranks?: number,
  forceRange?: number,
): number {
  const firer = unitById(before, firerId);
  const target = unitById(before, targetId);
  const input = fireInputOf(before, firer, target, ranks, forceRange);
  if (input === null || firer.weapon === null || !onTable(u(ctx, targetId))) return 0;
  const { range, targetClass, firers } = input;
  // Ruling R46: the odd hit carried on the target now (an earlier volley of this phase may have left it).
  const carriedHits = ctx.state.options.skirmishOddHits === 'carried' ? u(ctx, targetId).carriedHits : 0;
  const result = ctx.combat.fire(ctx.dice, { ...input, carriedHits, label: `${firer.name} firing at ${target.name}` });
  const casualties = Math.min(result.casualties, u(ctx, targetId).figures);
  ctx.emit({
    type: 'fired',
    unit: firerId,
    target: targetId,
    weapon: firer.weapon,
    range,
    targetClass,
    firers,
    dice: result.dice,
    hitsOn: result.hitsOn,
    hits: result.hits,
    casualties,
    // Ruling R46: the odd hit left on a skirmish target (never kept under 'dropped').
    ...(input.skirmishTarget
      ? { hitsCarried: ctx.state.options.skirmishOddHits === 'carried' ? result.hitsCarried : 0 }
      : {}),
  });
  return casualties;
}

/** SEQUENCE OF ACTIONS 3-5: fire the declared units, then test morale for units which took casualties. */
export function resolveFireStep(ctx: BattleContext): void {
  const before = ctx.state;
  const hit = new Map<string, { casualties: number; firers: string[]; figuresBefore: number }>();
  for (const d of before.fireDeclared) {
    if (d.target === null) continue;
    const firer = unitById(before, d.unit);
    const casualties = fireOnce(ctx, before, d.unit, d.target, ranksAgainst(ctx, firer, chargersOf(before, firer)));
    const entry = hit.get(d.target) ?? { casualties: 0, firers: [], figuresBefore: unitById(before, d.target).figures };
    hit.set(d.target, { ...entry, casualties: entry.casualties + casualties, firers: [...entry.firers, d.unit] });
  }
  const lost: LostOfficer[] = [];
  for (const [id, h] of hit) {
    if (h.casualties > 0 && onTable(u(ctx, id))) officerCasualties(ctx, id, 'fire', lost);
  }
  for (const [id, h] of hit) {
    if (h.casualties === 0 || removeIfEmpty(ctx, id)) continue;
    const target = u(ctx, id);
    const cs = troopProfile(target.troop).companySize;
    const newStand =
      Math.floor((target.startFigures - target.figures) / cs) >
      Math.floor((target.startFigures - h.figuresBefore) / cs);
    if (ctx.state.options.fireMoraleTrigger === 'stand-lost' && !newStand) continue;
    let routed: boolean;
    if (target.status === 'routed') {
      // "Routed units which are fired upon and take casualties must test morale. Failure means that they rout again."
      routed = !passFailTest(ctx, id, 'routed unit under fire');
      if (routed) rout(ctx, id);
    } else {
      routed = applyResult(
        ctx,
        id,
        tableTest(ctx, id, 'fire casualties', situationOf(target, ctx.state.options.movedUnitTests)),
      );
    }
    if (routed) routedByFire(ctx, h.firers);
  }
  staffLostTests(ctx, lost);
}

/**
 * "The front rank of cavalry armed with pistols who are charging ... may fire one pistol if it closes" (and
 * cavalry halted by morale may fire likewise): one rank at 1".
 */
export function pistolsAtClosing(ctx: BattleContext, id: string, targetId: string): void {
  const lost: LostOfficer[] = [];
  const before = ctx.state;
  const casualties = fireOnce(ctx, before, id, targetId, 1, 1);
  if (casualties > 0 && onTable(u(ctx, targetId))) officerCasualties(ctx, targetId, 'fire', lost);
  removeIfEmpty(ctx, targetId);
  staffLostTests(ctx, lost);
}
