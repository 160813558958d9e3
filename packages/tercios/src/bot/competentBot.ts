import { distance, frontCentre, nearestCentre, type Bot, type Vec } from '@muster/core';
import type { BattleDecision } from '../battle/BattleDecision.js';
import type { BattleState, Order, UnitState } from '../battle/BattleState.js';
import { rulesUnit } from '../battle/commandOnTable.js';
import { firstValue } from '../values/splitValue.js';
import { staminaOf } from '../values/staminaOf.js';
import { weaponRulesOf } from '../rules/weaponRules.js';
import { enemyOf, liveUnits, unitById } from '../table/tableQueries.js';
import { lineOfFire } from '../table/lineOfFire.js';
import { shotCheck } from '../battle/shootingAction.js';
import { speedOf } from '../battle/speedOf.js';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/TerciosOptions.js';

/** The longest range of a unit's shooting weapons (0 when it has none or Shoot 0). */
export function maxRange(unit: UnitState): number {
  if (firstValue(unit.values.shoot) === 0) return 0;
  return Math.max(0, ...weaponRulesOf(unit.weapons).map((w) => w.range ?? 0));
}

/** Distance from a unit's front centre to the nearest centre of the nearest enemy. */
function nearestEnemy(state: BattleState, unit: UnitState): { enemy: UnitState; distance: number } | null {
  let best: { enemy: UnitState; distance: number } | null = null;
  const f = frontCentre(unit.base);
  for (const e of liveUnits(state, enemyOf(unit.side))) {
    const d = nearestCentre(f, e.base).distance;
    if (!best || d < best.distance) best = { enemy: e, distance: d };
  }
  return best;
}

function worn(state: BattleState, unit: UnitState): boolean {
  return unit.wear >= Math.max(1, staminaOf(rulesUnit(state, unit)) - 1);
}

/**
 * The order a sensible player gives this unit now: Resist! when worn; Assault! when an enemy is within
 * charge reach and worth charging; Fire! when a target is in range and the unit is a shooter; otherwise
 * Run! (or Ready! for guns and shooters) to close in.
 */
export function planOrder(state: BattleState, unit: UnitState, allowed: readonly Order[], options: TerciosOptions): Order {
  const pick = (...prefs: Order[]): Order => prefs.find((o) => allowed.includes(o)) ?? allowed[0]!;
  const ru = rulesUnit(state, unit);
  const stamina = staminaOf(ru);
  if (unit.wear >= 2 && unit.wear >= stamina - 1) return pick('resist', 'fire', 'ready');
  const ne = nearestEnemy(state, unit);
  if (!ne) return pick('ready');
  const range = maxRange(unit);
  const visibleInRange = liveUnits(state, enemyOf(unit.side)).some((e) => shotCheck(state, unit, e, 'fire', false).ok);
  if (unit.category === 'artillery') return visibleInRange ? pick('fire', 'ready') : pick('ready', 'fire');
  const reach = speedOf(ru, 'assault', null, options);
  const target = ne.enemy;
  const shooter = unit.category === 'company' || unit.values.melee <= 2;
  const weakTarget = target.disordered || worn(state, target) || target.category === 'artillery' || target.category === 'company';
  const seen = lineOfFire(state, unit, target).visible;
  if (seen && ne.distance <= reach + 0.5 && (!shooter || weakTarget)) return pick('assault', 'fire', 'ready');
  if (range > 0 && visibleInRange && (shooter || ne.distance > reach + 0.5)) return pick('fire', 'ready');
  return pick('run', 'ready');
}

function score(state: BattleState, player: string, d: BattleDecision): number {
  switch (d.kind) {
    case 'charge': {
      const t = unitById(state, d.target)!;
      const a = state.acting ? unitById(state, state.acting.unit)! : null;
      return 100 + t.wear * 3 + (t.disordered ? 6 : 0) - (a ? distance(frontCentre(a.base), t.base.centre) * 0.2 : 0);
    }
    case 'shoot': {
      const t = unitById(state, d.target)!;
      return 80 + t.wear * 2 + (t.disordered ? 3 : 0) + (t.category === 'infantry' ? 1 : 0);
    }
    case 'reorganise':
      return 85;
    case 'move':
      return 50 - moveBadness(state, d.to);
    case 'reorient': {
      const a = unitById(state, state.acting!.unit)!;
      const ne = nearestEnemy(state, a);
      if (!ne) return 0;
      const f = nearestCentre(ne.enemy.base.centre, a.base);
      return f.side === 'front' ? 0 : 60;
    }
    case 'hitch':
      return 40;
    case 'unhitch':
      return 45;
    case 'end':
      return 10;
    default:
      void player;
      return 0;
  }
}

/** How far a move leaves the acting unit from where it wants to be (its weapon range, or contact). */
function moveBadness(state: BattleState, to: Vec): number {
  const a = unitById(state, state.acting!.unit)!;
  const enemies = liveUnits(state, enemyOf(a.side));
  if (enemies.length === 0) return 0;
  const range = maxRange(a);
  const want = state.acting!.order === 'run' || range === 0 ? 0.5 : range * 0.75;
  const d = Math.min(...enemies.map((e) => nearestCentre(to, e.base).distance));
  return Math.abs(d - want) + (d < 3 && range > 0 && a.category !== 'cavalry' ? 5 : 0);
}

/**
 * The competent bot: plans orders from the situation (closes to range, fires, charges worn or
 * disordered enemies, resists when worn), activates the units that can strike first, keeps commanders
 * rallying in radius, reacts with fire or a counter-charge. Deterministic except for ties (its own rng).
 */
export function competentBot(options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS): Bot<BattleState, BattleDecision> {
  return {
    id: 'competent',
    description: 'closes to range, fires, charges worn or disordered enemies, resists when worn, rallies with commanders',
    decide: ({ state, player, legal }) => {
      const first = legal[0]!;
      if (first.kind === 'order' || first.kind === 'brigade-order') {
        const unit = unitById(state, first.kind === 'order' ? first.unit : first.units[0]!)!;
        const allowed = legal.filter((d): d is Extract<BattleDecision, { kind: 'order' }> => d.kind === 'order').map((d) => d.order);
        const order = planOrder(state, unit, allowed, options);
        return legal.find((d) => d.kind === 'order' && d.order === order) ?? first;
      }
      if (first.kind === 'first') return legal.find((d) => d.kind === 'first' && d.side === player) ?? first;
      if (legal.some((d) => d.kind === 'no-reaction')) {
        const rank = (d: BattleDecision) => (d.kind !== 'react' ? 1 : d.reaction === 'volley' || d.reaction === 'shoot' ? 6 : d.reaction === 'counter-charge' ? 5 : d.reaction === 'resist' ? 4 : d.reaction === 'interception' ? 3 : d.reaction === 'reorient' ? 2 : 0);
        return [...legal].sort((a, b) => rank(b) - rank(a))[0]!;
      }
      if (legal.some((d) => d.kind === 'activate')) {
        const rally = legal.find((d) => d.kind === 'command' && d.action.kind !== 'join');
        if (rally) return rally;
        const join = legal.find((d) => d.kind === 'command' && d.action.kind === 'join');
        const commander = join && join.kind === 'command' ? state.commanders.find((c) => c.id === join.commander) : undefined;
        if (join && commander && !commander.commanderInChief && state.turn === 1) return join;
        const priority = (d: BattleDecision): number => {
          if (d.kind !== 'activate') return -1;
          const u = unitById(state, d.unit)!;
          const o = u.order;
          return o === 'assault' ? 5 : o === 'fire' ? 4 : o === 'ready' ? 3 : o === 'run' ? 2 : 1;
        };
        return [...legal].sort((a, b) => priority(b) - priority(a))[0]!;
      }
      return [...legal].sort((a, b) => score(state, player, b) - score(state, player, a))[0]!;
    },
  };
}
