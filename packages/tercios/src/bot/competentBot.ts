import {
  allLegal,
  distance,
  distanceToBase,
  forwardOf,
  frontCentre,
  nearestCentre,
  type Bot,
  type BotView,
  type Vec,
} from '@muster/core';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState, Order, UnitState } from '../game/State.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { firstValue } from '../values/splitValue.js';
import { staminaOf } from '../values/staminaOf.js';
import { weaponRulesOf } from '../rules/weaponRules.js';
import { enemyOf, liveUnits, unitById } from '../table/tableQueries.js';
import { lineOfFire } from '../table/lineOfFire.js';
import { centresMayBeWithin, nearestCentreAmong } from '../table/distanceBounds.js';
import { plannedCharge } from '../game/plannedCharge.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { shotCheck } from '../game/shootingAction.js';
import { reorientTowards } from '../game/reactionsOnTable.js';
import { speedOf } from '../game/speedOf.js';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { playerView } from './playerView.js';
import { preferredCommands, sameCommand } from '../sequence/commandChoices.js';

/** The longest range of a unit's shooting weapons (0 when it has none or Shoot 0). */
export function maxRange(unit: UnitState): number {
  if (firstValue(unit.values.shoot) === 0) return 0;
  return Math.max(0, ...weaponRulesOf(unit.weapons).map((w) => w.range ?? 0));
}

/** Distance from a unit's front centre to the nearest centre of the nearest enemy. */
function nearestEnemy(state: BattleState, unit: UnitState): { enemy: UnitState; distance: number } | null {
  const nearest = nearestCentreAmong(frontCentre(unit.base), liveUnits(state, enemyOf(unit.side)));
  return nearest ? { enemy: nearest.unit, distance: nearest.centre.distance } : null;
}

function worn(state: BattleState, unit: UnitState): boolean {
  return unit.wear >= Math.max(1, staminaOf(rulesUnit(state, unit)) - 1);
}

/**
 * The order a sensible player gives this unit now: Resist! when worn; Assault! when an enemy is within
 * charge reach and worth charging; Fire! when a target is in range and the unit is a shooter; otherwise
 * Run! (or Ready! for guns and shooters) to close in.
 */
export function planOrder(
  state: BattleState,
  unit: UnitState,
  allowed: readonly Order[],
  options: TerciosOptions,
): Order {
  const pick = (...prefs: Order[]): Order => prefs.find((o) => allowed.includes(o)) ?? allowed[0]!;
  const ru = rulesUnit(state, unit);
  const stamina = staminaOf(ru);
  if (unit.wear >= 2 && unit.wear >= stamina - 1) return pick('resist', 'fire', 'ready');
  const ne = nearestEnemy(state, unit);
  if (!ne) return pick('ready');
  const range = maxRange(unit);
  const visibleInRange = liveUnits(state, enemyOf(unit.side)).some(
    (e) => shotCheck(state, unit, e, 'fire', false, options).ok,
  );
  if (unit.category === 'artillery') return visibleInRange ? pick('fire', 'ready') : pick('ready', 'fire');
  const reach = speedOf(ru, 'assault', null, options);
  const target = ne.enemy;
  const shooter = unit.category === 'company' || unit.values.melee <= 2;
  const weakTarget =
    target.disordered || worn(state, target) || target.category === 'artillery' || target.category === 'company';
  const chargeable = bestCharge(state, unit, options);
  if (chargeable?.weak) return pick('assault', 'fire', 'ready');
  if (range > 0 && visibleInRange) return pick('fire', 'ready');
  if (chargeable && !shooter && !weakTarget) return pick('ready', 'run');
  // Close in: run while far, walk (Ready!: move and shoot) once within two moves of the enemy.
  return ne.distance > reach * 2 || range === 0 ? pick('run', 'ready') : pick('ready', 'run');
}

/**
 * A rough expectation of a combat's outcome (Dm dealt minus Dm taken) for planning: Melee dice (with the
 * Assault! bonus for the charger) against the enemy's defence for the charger's type, less the enemy's
 * expected resistance (Courage dice at 5+). Not a rule: a heuristic of the bot.
 */
export function chargeEdge(attacker: UnitState, defender: UnitState): number {
  const type = (u: UnitState) => (u.category === 'cavalry' ? 'cavalry' : 'infantry');
  const p = (target: number) => Math.max(0, Math.min(6, 7 - target)) / 6;
  const courage = (u: UnitState) => (u.disordered ? Math.ceil(u.values.courage / 2) : u.values.courage);
  const dealt = Math.max(0, attacker.values.melee * 1.5 * p(defender.defence[type(attacker)]) - courage(defender) / 3);
  const taken = Math.max(0, defender.values.melee * p(attacker.defence[type(defender)]) - courage(attacker) / 3);
  return dealt - taken + (defender.wear - attacker.wear) * 0.3;
}

/**
 * Whether the bot declares Dirty war! in its side's tied combat (`state.combat`): when its unit is the stronger in a
 * round without charge bonuses, that is, when the Dm it may expect to deal (Melee dice at the enemy's defence, less
 * the enemy's saves: Courage dice at 5+, halved in Disorder) and the Dm the enemy has already taken outweigh the same
 * for the enemy. Not a rule: a heuristic of the bot.
 */
export function declaresDirtyWar(state: BattleState, side: 'A' | 'B'): boolean {
  const combat = state.combat;
  if (!combat) return false;
  const a = unitById(state, combat.attacker)!;
  const d = unitById(state, combat.defender)!;
  const [own, enemy] = a.side === side ? [a, d] : [d, a];
  const type = (u: UnitState) => (u.category === 'cavalry' ? 'cavalry' : 'infantry');
  const p = (target: number) => Math.max(0, Math.min(6, 7 - target)) / 6;
  const courage = (u: UnitState) => (u.disordered ? Math.ceil(u.values.courage / 2) : u.values.courage);
  const dealt = (x: UnitState, y: UnitState) => Math.max(0, x.values.melee * p(y.defence[type(x)]) - courage(y) / 3);
  return dealt(own, enemy) - dealt(enemy, own) + (enemy.wear - own.wear) * 0.3 > 0;
}

/** The best enemy this unit could charge now (reachable with Assault!), weak ones first. */
export function bestCharge(
  state: BattleState,
  unit: UnitState,
  options: TerciosOptions,
): { target: UnitState; weak: boolean } | null {
  const ru = rulesUnit(state, unit);
  const reach = speedOf(ru, 'assault', null, options) + 0.5;
  const f = frontCentre(unit.base);
  let best: { target: UnitState; weak: boolean; score: number } | null = null;
  for (const e of liveUnits(state, enemyOf(unit.side))) {
    if (!centresMayBeWithin(f, e.base, reach) || nearestCentre(f, e.base).distance > reach) continue;
    if (!lineOfFire(state, unit, e, options).visible) continue;
    const plan = plannedCharge(state, unit, e, hasEffect(rulesUnit(state, e), 'never-flanked'), options);
    if (!plan.reachable) continue;
    const edge = chargeEdge(unit, e) + (plan.flank ? 1 : 0);
    const weak = e.disordered || worn(state, e) || e.category === 'artillery' || edge > 0.3;
    const sc = edge * 5 + (weak ? 10 : 0) + (plan.flank ? 8 : 0) + e.wear - plan.distance * 0.1;
    if (!best || sc > best.score) best = { target: e, weak, score: sc };
  }
  return best;
}

/**
 * How far the bot withdraws with a caracole, or null to stay: a heuristic of the bot, not a rule. The unit
 * withdraws when an enemy able to charge could reach it next (its Assault! Speed and an inch of margin, from its
 * front centre), by the shortest offered distance that takes it out of every such reach (the longest when none
 * does); unthreatened, it stays in range to fire again.
 */
export function caracoleChoice(
  state: BattleState,
  unitId: string,
  offered: readonly number[],
  options: TerciosOptions,
): number | null {
  const unit = unitById(state, unitId);
  if (!unit || offered.length === 0) return null;
  const threats = liveUnits(state, enemyOf(unit.side))
    .filter((e) => e.category !== 'artillery')
    .map((e) => ({ from: frontCentre(e.base), reach: speedOf(rulesUnit(state, e), 'assault', null, options) + 1 }));
  const back = forwardOf(unit.base);
  const safeAfter = (inches: number) => {
    const base = {
      ...unit.base,
      centre: { x: unit.base.centre.x - back.x * inches, y: unit.base.centre.y - back.y * inches },
    };
    return threats.every((t) => distanceToBase(t.from, base) > t.reach);
  };
  if (safeAfter(0)) return null;
  const sorted = [...offered].sort((a, b) => a - b);
  return sorted.find(safeAfter) ?? sorted[sorted.length - 1]!;
}

function score(
  state: BattleState,
  d: BattleDecision,
  best: ReturnType<typeof bestCharge>,
  caracole: number | null,
): number {
  switch (d.kind) {
    case 'caracole':
      return caracole === d.inches ? 95 : -1;
    case 'charge': {
      const t = unitById(state, d.target)!;
      const a = unitById(state, state.acting!.unit)!;
      return (
        100 +
        (best?.target.id === t.id ? 50 : 0) +
        t.wear * 3 +
        (t.disordered ? 6 : 0) -
        distance(frontCentre(a.base), t.base.centre) * 0.2
      );
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
  const d = nearestCentreAmong(to, enemies)!.centre.distance;
  return Math.abs(d - want) + (d < 3 && range > 0 && a.category !== 'cavalry' ? 5 : 0);
}

/**
 * Brigade: of the units sharing the card, the one nearest the enemy acts first (the front clears the way for those
 * behind); the first offered (the army list's order) on a tie. A heuristic, not a rule.
 */
function frontFirst(state: BattleState, legal: readonly BattleDecision[]): BattleDecision {
  const enemies = liveUnits(state, enemyOf(state.activeSide));
  const gap = (d: BattleDecision): number => {
    const u = d.kind === 'activate' ? unitById(state, d.unit) : undefined;
    if (!u) return Infinity;
    let least = Infinity;
    for (const e of enemies) least = Math.min(least, distance(u.base.centre, e.base.centre));
    return least;
  };
  let best = legal[0]!;
  let bestGap = gap(best);
  for (const d of legal) {
    const g = gap(d);
    if (g < bestGap) [best, bestGap] = [d, g];
  }
  return best;
}

/** How eagerly the bot activates a unit with this card: charges first, then fire, Ready!, Run!. */
function orderPriority(o: Order | null): number {
  return o === 'assault' ? 5 : o === 'fire' ? 4 : o === 'ready' ? 3 : o === 'run' ? 2 : 1;
}

/**
 * Whether a Fearless assault with this unit pays off now: it has a charge on a weak target in reach (worn,
 * disordered, artillery, or a clear edge); for a unit already activated, a second activation risks the
 * commander ("killed even if the unit is not destroyed" if the combat is lost), so only with a large edge.
 * A heuristic of the bot, not a rule.
 */
export function fearlessPaysOff(state: BattleState, unitId: string, options: TerciosOptions): boolean {
  const unit = unitById(state, unitId);
  if (!unit) return false;
  const best = bestCharge(state, unit, options);
  if (!best?.weak) return false;
  return !unit.activated || chargeEdge(unit, best.target) > 1.5;
}

/** The edge above which a charged unit would rather evade than fight (a heuristic of the bot). */
const EVADE_EDGE = 0.5;
/** The edge above which a unit intercepts a mover rather than shoot at it (a heuristic of the bot). */
const INTERCEPT_EDGE = 0.5;

/**
 * How much the bot likes a reaction: fire first, then a counter-charge, Resist!, interception, reorienting.
 * Evasion comes first when the charger would win the combat (its edge above EVADE_EDGE), and never otherwise;
 * interception comes first when the reactor would beat the mover (worn, disordered, or a clear edge).
 * Rulebook: Reactions (Run!: evasion; Assault!: interception). A heuristic of the bot, not a rule.
 */
export function reactionRank(state: BattleState, d: Extract<BattleDecision, { kind: 'react' }>): number {
  const reactor = unitById(state, d.unit);
  const enemy = state.reaction ? unitById(state, state.reaction.by) : undefined;
  switch (d.reaction) {
    case 'evasion':
      return reactor && enemy && chargeEdge(enemy, reactor) > EVADE_EDGE ? 10 : 0;
    case 'interception': {
      if (!reactor || !enemy) return 3;
      const weak = enemy.disordered || worn(state, enemy) || enemy.category === 'artillery';
      return weak || chargeEdge(reactor, enemy) > INTERCEPT_EDGE ? 9 : 3;
    }
    case 'volley':
    case 'shoot':
      return 6;
    case 'counter-charge':
      return 5;
    case 'resist':
      return 4;
    case 'reorient':
      // The centre nearest the enemy becomes the front; none when the front is already nearest.
      return reactor && enemy && d.to === reorientTowards(reactor, enemy) ? 2 : 0;
  }
}

/**
 * Of the evasion distances offered for the reaction chosen (the same unit, reaction, firing point and Harasser's
 * evasion), the bot
 * takes the farthest: away from danger as far as it may go (Reactions > Run!, "with the bonus granted (Mvt++)"). A
 * heuristic, not a rule.
 */
export function farthestEvasion(chosen: BattleDecision, legal: readonly BattleDecision[]): BattleDecision {
  if (chosen.kind !== 'react' || chosen.inches === undefined) return chosen;
  let best = chosen;
  for (const d of legal)
    if (
      d.kind === 'react' &&
      d.unit === chosen.unit &&
      d.reaction === chosen.reaction &&
      d.evade === chosen.evade &&
      d.from === chosen.from &&
      d.inches !== undefined &&
      d.inches > best.inches!
    )
      best = d;
  return best;
}

/**
 * The legal decisions without the command activations the bot does not consider: of those the rules allow
 * (`commandOffers`), it keeps its own (`commandCandidates`: the most worn units, the trait actions it would take,
 * listed first and legal as they are made). Given the candidates, no other command is judged. A heuristic of the bot,
 * not a rule.
 */
function ownDecisions(view: BotView<BattleState, BattleDecision>, options: TerciosOptions): readonly BattleDecision[] {
  // Without candidates (a caller that lists the legal decisions), each listed is legal.
  const candidates = view.candidates ?? allLegal(view.legal);
  // The bot's own commands are among the offers (the first of them, the same objects, when the bot and the game share
  // their options: commandOffers), each judged.
  const possible = candidates.possible;
  const own = new Set<BattleDecision>();
  for (const mine of preferredCommands(view.state, options)) {
    const i = possible.findIndex((d) => sameCommand(d, mine));
    if (i >= 0 && candidates.isLegal(i)) own.add(possible[i]!);
  }
  const kept = possible.filter((d, i) => (d.kind === 'command' ? own.has(d) : candidates.isLegal(i)));
  return kept.length > 0 ? kept : view.legal;
}

/**
 * The competent bot: plans orders from the situation (closes to range, fires, charges worn or
 * disordered enemies, resists when worn), activates the units that can strike first, keeps commanders
 * rallying in radius, reacts with fire or a counter-charge. Deterministic except for ties (its own rng).
 */
export function competentBot(options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS): Bot<BattleState, BattleDecision> {
  return {
    id: 'competent',
    description:
      'closes to range, fires, charges worn or disordered enemies, resists when worn, rallies with commanders, leads Fearless assaults, pairs Horde units, shares Brigade orders, evades charges it would lose and intercepts movers it would beat',
    decide: (view) => {
      const player = view.player;
      // Face-down orders: the bot decides on what its player may know (the enemy's cards hidden).
      const state = playerView(view.state, player as 'A' | 'B');
      // Of the command activations the rules allow (commandOffers), the bot weighs only its own (commandCandidates).
      const legal = ownDecisions(view, options);
      const first = legal[0]!;
      if (first.kind === 'order' || first.kind === 'brigade-order') {
        const unit = unitById(state, first.kind === 'order' ? first.unit : first.units[0]!)!;
        const allowed = legal
          .filter((d): d is Extract<BattleDecision, { kind: 'order' }> => d.kind === 'order')
          .map((d) => d.order);
        const order = planOrder(state, unit, allowed, options);
        // Brigade: one card for the whole brigade (offered first) when all its units want that order (they then act
        // together); the bot names no smaller part of it.
        const whole = legal.find((d) => d.kind === 'brigade-order')?.units.length;
        const brigade = legal.find(
          (d): d is Extract<BattleDecision, { kind: 'brigade-order' }> =>
            d.kind === 'brigade-order' &&
            d.units.length === whole &&
            d.order === order &&
            d.units.every((id) => planOrder(state, unitById(state, id)!, allowed, options) === order),
        );
        if (brigade) return brigade;
        return legal.find((d) => d.kind === 'order' && d.order === order) ?? first;
      }
      // In the wrong place: the commander stays where the battle set it clear of the enemy (offered first).
      if (first.kind === 'escape') return first;
      // Selfless: the failed rout test is re-rolled (offered first; as the battle did before it asked): the commander
      // dies either way when the unit breaks in combat or under fire (Like a Hero), and the re-roll may save the unit.
      if (first.kind === 'selfless-reroll') return first;
      // Movement > Overlap: a friendly commander passed through joins the unit under `battle.passedCommander: 'joins'`
      // when it may; otherwise it stays where it stands (offered first: set one inch clear, or where it stood).
      if (first.kind === 'passed-through')
        return options.battle.passedCommander === 'joins'
          ? (legal.find((d) => d.kind === 'passed-through' && d.join === true) ?? first)
          : first;
      if (first.kind === 'first') return legal.find((d) => d.kind === 'first' && d.side === player) ?? first;
      // Cold Blood: an enemy action that succeeded is worth cancelling; the highest rank rolls the most dice.
      if (first.kind === 'cold-blood') {
        const rank = (d: BattleDecision) =>
          d.kind === 'cold-blood' ? (state.commanders.find((c) => c.id === d.commander)?.rank ?? 0) : -1;
        return [...legal].sort((a, b) => rank(b) - rank(a))[0]!;
      }
      // Combat > "Dirty war!": declared when its unit is the stronger (declaresDirtyWar); the winner's advance and the
      // 1" withdrawal are always made (as the bots did before they were offered).
      if (first.kind === 'dirty-war')
        return legal.find(
          (d) => d.kind === (declaresDirtyWar(state, player as 'A' | 'B') ? 'dirty-war' : 'no-dirty-war'),
        )!;
      if (first.kind === 'advance' || first.kind === 'withdraw') return first;
      if (legal.some((d) => d.kind === 'no-reaction')) {
        const rank = (d: BattleDecision) => (d.kind === 'react' ? reactionRank(state, d) : 1);
        return farthestEvasion([...legal].sort((a, b) => rank(b) - rank(a))[0]!, legal);
      }
      if (state.acting?.brigadeNext) return frontFirst(state, legal);
      if (legal.some((d) => d.kind === 'activate')) {
        // Fearless: join and assault at once, when the charge is worth it now (see fearlessPaysOff).
        const fearless = legal.find(
          (d) => d.kind === 'command' && d.action.kind === 'fearless' && fearlessPaysOff(state, d.action.unit, options),
        );
        if (fearless) return fearless;
        const rally = legal.find(
          (d) =>
            d.kind === 'command' &&
            (d.action.kind === 'rally' ||
              d.action.kind === 'reorganise' ||
              d.action.kind === 'bold' ||
              d.action.kind === 'comrade-in-arms' ||
              d.action.kind === 'experienced' ||
              d.action.kind === 'indefatigable'),
        );
        if (rally) return rally;
        // Authoritarian before activating that very unit (the bot then activates it: see below).
        const authority = legal.find((d) => d.kind === 'command' && d.action.kind === 'authoritarian');
        if (authority) return authority;
        const join = legal.find((d) => d.kind === 'command' && d.action.kind === 'join');
        const commander = join?.kind === 'command' ? state.commanders.find((c) => c.id === join.commander) : undefined;
        if (join && commander && !commander.commanderInChief && state.turn === 1) return join;
        // Keeps commanders in radius: close up on units that have drifted out of command.
        const closeUp = legal.find((d) => d.kind === 'command' && d.action.kind === 'hold');
        if (closeUp) return closeUp;
        const priority = (d: BattleDecision): number => {
          if (d.kind !== 'activate') return -1;
          if (state.authoritarian === d.unit) return 10;
          const u = unitById(state, d.unit)!;
          // Horde: the pair strikes before the enemy can answer; worth it only when the partner charges or fires too.
          const partner = d.horde !== undefined ? unitById(state, d.horde) : undefined;
          return orderPriority(u.order) + (partner ? (orderPriority(partner.order) >= 4 ? 0.5 : -0.5) : 0);
        };
        return [...legal].sort((a, b) => priority(b) - priority(a))[0]!;
      }
      // Game Sequence: no troop left to activate: a lone commander rallies or reorganises, or the side passes.
      if (!state.acting && legal.some((d) => d.kind === 'end'))
        return (
          legal.find((d) => d.kind === 'command' && (d.action.kind === 'rally' || d.action.kind === 'reorganise')) ??
          legal.find((d) => d.kind === 'end')!
        );
      const charging = legal.some((d) => d.kind === 'charge');
      const best = charging && state.acting ? bestCharge(state, unitById(state, state.acting.unit)!, options) : null;
      const offered = legal.flatMap((d) => (d.kind === 'caracole' ? [d.inches] : []));
      const caracole =
        offered.length > 0 && state.acting ? caracoleChoice(state, state.acting.unit, offered, options) : null;
      const scores = new Map(legal.map((d) => [d, score(state, d, best, caracole)] as const));
      return [...legal].sort((a, b) => scores.get(b)! - scores.get(a)!)[0]!;
    },
  };
}
