import { bestDecision, type Bot, hypot, normalizeAngle } from '@muster/core';
import { combatDice, standsOf, type CombatSide } from '../mechanics/closeCombat.js';
import { hitsOnFor } from '../mechanics/resolveFire.js';
import { dicePerFirer } from '../mechanics/fireTable.js';
import { ranksThatFight } from '../profiles/ranksThatFight.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import { formation, isAhead } from '../table/unitGeometry.js';
import { chargeAspect, type ChargeAspect } from '../table/chargeAspect.js';
import type { SwordAndPikeOptions } from '../options/options.js';
import type { SwordAndPikeDecision } from '../game/Decision.js';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { fireInputOf, hasFireTarget, onTable, unitById } from '../game/unitRules.js';
import { enemiesNearestFirst } from '../sequence/legalDecisions.js';

// The fields of the resolution's sides in their order (terrain left out of the look-ahead), so that `combatDice`
// meets one class of side from the bot and from the game.
function sideOf(u: UnitState, rear: boolean, flank = false): CombatSide {
  const p = troopProfile(u.troop);
  return {
    troop: u.troop,
    stands: standsOf(u.figures, p.companySize, formation(u).front * ranksThatFight(u.troop, u.order)),
    order: u.order,
    disordered: u.status === 'disordered',
    attackedInRear: rear,
    attackedInFlank: flank,
    square: u.square,
    uphill: false,
    acrossWall: false,
    brokenGround: false,
    unitFigures: u.figures,
  };
}

const expectedKills = (d: { onFive: number; onSix: number }) => d.onFive / 3 + d.onSix / 6;

/** Expected casualties of one unit's fire at a target now. */
export function expectedFire(state: SwordAndPikeState, firer: UnitState, target: UnitState): number {
  const input = fireInputOf(state, firer, target);
  if (input === null) return 0;
  // A look-ahead estimate, not a roll: the rules as written, whatever plugin is bound.
  const p = hitsOnFor(input) / 20;
  return (input.firers * dicePerFirer(input.weapon) * p) / (input.skirmishTarget ? 2 : 1);
}

/** A charge of one unit into another as the bot weighs it before friends join in. */
interface Exchange {
  readonly aspect: ChargeAspect;
  /** The target's side of the combat. */
  readonly theirs: CombatSide;
  /** Casualties the charger is expected to deal, and to take. */
  readonly dealt: number;
  readonly taken: number;
}

// Pure in the two unit objects (immutable) and the options, and asked again for every unit that did not move since
// the last decision: kept per pair of objects, for the options it was weighed under.
const exchangeMemo = new WeakMap<UnitState, WeakMap<UnitState, Exchange & { options: SwordAndPikeOptions }>>();

function chargeExchange(state: SwordAndPikeState, u: UnitState, t: UnitState): Exchange {
  let byTarget = exchangeMemo.get(u);
  if (byTarget === undefined) exchangeMemo.set(u, (byTarget = new WeakMap()));
  const known = byTarget.get(t);
  if (known?.options === state.options) return known;
  const aspect = chargeAspect(u, t, state.options);
  const mine = sideOf(u, false);
  const theirs = sideOf(t, aspect === 'rear', aspect === 'flank');
  const dealt = expectedKills(combatDice(mine, theirs, true));
  const taken = expectedKills(combatDice(theirs, mine, true));
  const exchange = { aspect, theirs, dealt, taken, options: state.options };
  byTarget.set(t, exchange);
  return exchange;
}

/** How far a bearing is off a facing, in radians (0 to pi). */
function offBearing(bearing: number, facing: number): number {
  return Math.abs(normalizeAngle(bearing - facing));
}

const NONE: readonly UnitState[] = [];

/**
 * What the scores of one unit's orders ask of it in the state decided on, worked out once a decision: the unit, its
 * profile, and (on the first wheel or advance scored) its nearest enemy and the four it advances on.
 */
interface UnitLooks {
  readonly u: UnitState;
  readonly p: ReturnType<typeof troopProfile>;
  /** A unit with a fire weapon that is not pistols. */
  readonly shooter: boolean;
  /** Where the nearest enemy is (`nearestTo`), once asked. */
  near: Near | undefined;
  /** The ids of the enemies it advances on (`ADVANCED_ON` nearest, as the legal list orders them), once asked. */
  advancedOn: ReadonlySet<string> | undefined;
}

/** The nearest enemy on the table (`nearestEnemy`) as a unit's wheels and advances weigh it. */
interface Near {
  readonly enemy: UnitState | undefined;
  /** Whether it is ahead of the unit (false with none). */
  readonly ahead: boolean;
  /** The bearing from the unit to it, and how far that is off the unit's facing (0 and the facing's with none). */
  readonly bearing: number;
  readonly off: number;
  /** How far it is (Infinity with none). */
  readonly distance: number;
}

function nearTo(state: SwordAndPikeState, l: UnitLooks): Near {
  if (l.near !== undefined) return l.near;
  const { u } = l;
  const e = nearestEnemy(state, u);
  const bearing = e ? Math.atan2(e.y - u.y, e.x - u.x) : 0;
  return (l.near = {
    enemy: e,
    ahead: e !== undefined && isAhead(u, e.x, e.y),
    bearing,
    off: offBearing(bearing, u.facing),
    distance: e ? hypot(e.x - u.x, e.y - u.y) : Infinity,
  });
}

/** Is the enemy `target` among the `ADVANCED_ON` enemies nearest the unit (as the legal list orders them)? */
function advancesOn(state: SwordAndPikeState, l: UnitLooks, target: string | null): boolean {
  let ids = l.advancedOn;
  if (ids === undefined) {
    const enemies = enemiesNearestFirst(state, l.u);
    const out = new Set<string>();
    for (let i = 0; i < ADVANCED_ON && i < enemies.length; i++) out.add(enemies[i]!.id);
    l.advancedOn = ids = out;
  }
  return target !== null && ids.has(target);
}

/** What the scores ask of the state decided on and its units, worked out once a decision. */
interface Looks {
  /** The unit by id (`unitById`, from a map). */
  unit(id: string): UnitState;
  /** The facts of the unit `id` its orders' scores read (the last unit asked is kept at hand: its orders come together). */
  of(id: string): UnitLooks;
  /** The units on the table charging this one, in the state's order. */
  chargingAt(t: UnitState): readonly UnitState[];
  /** Has the unit a target to fire at now? */
  inRange(u: UnitState): boolean;
}

function unitsById(state: SwordAndPikeState): Map<string, UnitState> {
  const out = new Map<string, UnitState>();
  for (const u of state.units) if (!out.has(u.id)) out.set(u.id, u);
  return out;
}

/** The units on the table that are charging, by the id of their target, in the state's order. */
function chargersByTarget(state: SwordAndPikeState): Map<string, UnitState[]> {
  const out = new Map<string, UnitState[]>();
  for (const f of state.units) {
    if (f.charge === null || !onTable(f)) continue;
    const list = out.get(f.charge.target);
    if (list) list.push(f);
    else out.set(f.charge.target, [f]);
  }
  return out;
}

function unitLooks(u: UnitState): UnitLooks {
  const p = troopProfile(u.troop);
  return { u, p, shooter: u.weapon !== null && !p.pistols, near: undefined, advancedOn: undefined };
}

function looksAt(state: SwordAndPikeState): Looks {
  const inRange = new Map<string, boolean>();
  const units = new Map<string, UnitLooks>();
  let byId: Map<string, UnitState> | undefined;
  let charging: Map<string, UnitState[]> | undefined;
  let last: UnitLooks | undefined;
  const unit = (id: string) => (byId ??= unitsById(state)).get(id) ?? unitById(state, id);
  return {
    // The first unit of each id, as `unitById` finds it; an unknown id is left to it (it throws).
    unit,
    of: (id) => {
      if (last?.u.id === id) return last;
      let l = units.get(id);
      if (l === undefined) units.set(id, (l = unitLooks(unit(id))));
      return (last = l);
    },
    chargingAt: (t) => (charging ??= chargersByTarget(state)).get(t.id) ?? NONE,
    inRange: (u) => {
      let v = inRange.get(u.id);
      if (v === undefined) inRange.set(u.id, (v = hasFireTarget(state, u)));
      return v;
    },
  };
}

/**
 * Ruling R65: the moves the legal list offers every 15 degrees, and advances on an enemy beyond the four nearest, score
 * below ending the moves: the bot keeps to the orders it chose among before, advancing only on the four nearest.
 */
const UNWANTED_MOVE = -4;

/** The enemies the bot advances on: the four nearest (ruling R65 offers every enemy). */
const ADVANCED_ON = 4;

function scoreOrder(
  state: SwordAndPikeState,
  d: Extract<SwordAndPikeDecision, { kind: 'order' }>,
  looks: Looks,
): number {
  if (d.order === 'move' || d.order === 'move-half') return UNWANTED_MOVE;
  const l = looks.of(d.unit);
  const { u, p, shooter } = l;
  switch (d.order) {
    case 'rally':
      return 0.5;
    case 'retire':
    case 'retire-half':
      return -5;
    case 'form-square': {
      const cavalryNear = state.units.some(
        (e) => e.side !== u.side && onTable(e) && troopProfile(e.troop).mounted && hypot(e.x - u.x, e.y - u.y) < 16,
      );
      return cavalryNear ? 3 : -1;
    }
    case 'form-line': {
      const cavalryNear = state.units.some(
        (e) => e.side !== u.side && onTable(e) && troopProfile(e.troop).mounted && hypot(e.x - u.x, e.y - u.y) < 18,
      );
      return cavalryNear ? -1 : 2;
    }
    case 'form-closed':
    case 'form-open':
    case 'form-skirmish':
      // Ruling R62: the bot keeps every unit in the order it was deployed in (below ending the moves).
      return -3;
    case 'charge': {
      const t = looks.unit(d.target ?? '');
      if (t.status === 'routed') return 20;
      if (p.artillery) return -10;
      const { aspect, theirs, dealt: dealtAlone, taken: takenAlone } = chargeExchange(state, u, t);
      const rear = aspect === 'rear';
      // Friends already charging the same target fight with this unit in one combat (ruling R42): their kills added
      // in the state's order.
      let dealt = dealtAlone;
      let friends = 0;
      for (const f of looks.chargingAt(t)) {
        if (f.side !== u.side || f.id === u.id) continue;
        friends++;
        dealt += expectedKills(combatDice(sideOf(f, false), theirs, true));
      }
      const taken = takenAlone / (1 + friends);
      if (shooter && !troopProfile(t.troop).artillery) return dealt - taken * 2 - 2;
      return (
        (dealt - taken * 1.2) * 3 + (rear ? 4 : aspect === 'flank' ? 1 : 0) + (troopProfile(t.troop).artillery ? 3 : 0)
      );
    }
    case 'advance':
    case 'advance-half': {
      if (!advancesOn(state, l, d.target)) return UNWANTED_MOVE;
      if (p.artillery) return -1;
      const t = looks.unit(d.target ?? '');
      const now = hypot(t.x - u.x, t.y - u.y);
      const nearest = nearTo(state, l).distance;
      const closer = now <= nearest + 1e-9 ? 1 : 0.3;
      if (shooter) {
        if (looks.inRange(u)) return d.order === 'advance-half' ? -0.5 : -1;
        // Keep the fire: a half move unless far away.
        if (d.order === 'advance-half') return 1 + closer;
        return now > 30 && p.mounted ? 1.5 + closer : now > 30 ? 1.2 + closer : 0.2;
      }
      if (d.order === 'advance-half') return 0.2;
      return 1 + closer;
    }
    case 'face': {
      // Ruling R24: turn to meet an enemy that is not in front, nearer ones and horse first.
      const t = looks.unit(d.target ?? '');
      if (isAhead(u, t.x, t.y) || t.status === 'routed') return -2;
      const dist = hypot(t.x - u.x, t.y - u.y);
      if (shooter && looks.inRange(u)) return 0.3;
      const threat = dist < 16 ? 3.5 : dist < 28 ? 2 : -1;
      return threat + (troopProfile(t.troop).mounted ? 0.5 : 0) - dist / 100;
    }
    case 'wheel-left':
    case 'wheel-right': {
      // Wheel when the nearest enemy is well off the front and the wheel brings it nearer straight ahead.
      const { enemy, ahead, bearing, off: offNow } = nearTo(state, l);
      if (!enemy || ahead) return -2;
      const angle = ((d.degrees ?? 45) * Math.PI) / 180;
      const turned = u.facing + (d.order === 'wheel-left' ? angle : -angle);
      // The angle that brings the enemy nearest straight ahead scores best; advancing on is for non-shooters.
      const off = offBearing(bearing, turned);
      if (off >= offNow - 0.3) return -1;
      const onward = d.thenAdvance === true || d.advanceFirst === true;
      return 1.2 - off * 0.3 + (onward ? (shooter ? -0.5 : d.advanceFirst === true ? 0.1 : 0.2) : 0);
    }
    default:
      return 0;
  }
}

/** Evade (ruling R32) when the charger is expected to inflict more than it takes, or the charged unit is shot. */
function evadeScore(state: SwordAndPikeState, id: string): number {
  const pending = state.pendingEvasion;
  if (!pending) return -1;
  const me = unitById(state, id);
  const charger = unitById(state, pending.charger);
  const aspect = chargeAspect(charger, me, state.options);
  const mine = sideOf(me, aspect === 'rear', aspect === 'flank');
  const theirs = sideOf(charger, false);
  const taken = expectedKills(combatDice(theirs, mine, true));
  const dealt = expectedKills(combatDice(mine, theirs, true));
  return taken - dealt + (me.weapon !== null && !troopProfile(me.troop).pistols ? 0.5 : 0);
}

function refaceScore(state: SwordAndPikeState, id: string, target: string | null): number {
  if (target === null) return -1;
  const u = unitById(state, id);
  const t = unitById(state, target);
  return t.status !== 'routed' && hypot(t.x - u.x, t.y - u.y) < 16 ? 2 : -1;
}

/**
 * Ruling R63: of the ways a winner's tactical move may go, the bot takes the one toward the nearest enemy (below
 * holding, which it prefers); another enemy, or straight ahead or back, scores less.
 */
function tacticalMoveScore(
  state: SwordAndPikeState,
  d: Extract<SwordAndPikeDecision, { kind: 'winner-option' }>,
): number {
  return d.target !== null && d.target === nearestEnemy(state, unitById(state, d.unit))?.id ? 0 : -0.1;
}

function nearestEnemy(state: SwordAndPikeState, u: UnitState): UnitState | undefined {
  let best: UnitState | undefined;
  let bestD = Infinity;
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e)) continue;
    const dist = hypot(e.x - u.x, e.y - u.y);
    if (dist < bestD) [best, bestD] = [e, dist];
  }
  return best;
}

/**
 * The competent bot: charges where the expected casualties favour it (and always charges routed units),
 * keeps its shot standing or moving half so it can fire, forms pike squares against nearby horse, turns or
 * wheels to face enemies that come at its flanks or rear, fires at
 * the target where it expects the most casualties, and otherwise advances on the nearest enemy.
 */
export function competentBot(): Bot<SwordAndPikeState, SwordAndPikeDecision> {
  return {
    id: 'competent',
    description: 'charges when the odds favour it, keeps its shot firing, fires where it expects most casualties',
    // The first legal decision of the best score (core's `bestDecision`: given the candidates, it judges only
    // those that could beat the best legal one, the same decision as scoring every legal one).
    decide: (view) => {
      const { state } = view;
      const looks = looksAt(state);
      return bestDecision(view, (d) => {
        switch (d.kind) {
          case 'end-moves':
            return 0;
          case 'order':
            // Pistols are fired at the closing unless held: the bot always fires them (holding only spares the
            // first-fire bonus, which a charger that closes rarely needs again).
            return scoreOrder(state, d, looks) - (d.pistols === false ? 0.01 : 0);
          case 'fire':
            return d.target === null ? 0.01 : expectedFire(state, unitById(state, d.unit), unitById(state, d.target));
          case 'evasion':
            return d.evade ? evadeScore(state, d.unit) : 0;
          case 'winner-option':
            // The bot never risks another combat; it refaces toward an enemy close on its flank or rear. With several
            // of its winners offered at once (ruling R61) the best option goes first; on equal scores the winner whose
            // combat was fought first.
            return d.option === 'hold'
              ? 1
              : d.option === 'occupy'
                ? d.target === null
                  ? 0.5
                  : 0.4 // Ruling R64: it occupies as before, facing as it was.
                : d.option === 'reface'
                  ? refaceScore(state, d.unit, d.target)
                  : d.option === 'tactical-move'
                    ? tacticalMoveScore(state, d)
                    : 0;
        }
      });
    },
  };
}
