import { type Dice, hypot, pivot, type ResolveContext, vec } from '@muster/core';
import { brigadeMoves } from '../mechanics/brigadeMoves.js';
import { resolveMelee, standsOf, type CloseCombatRules, type CombatSide } from '../mechanics/closeCombat.js';
import { initialMoraleFor } from '../mechanics/initialMorale.js';
import { moralePassed, moraleResult, moraleScore, type MoraleResult, type MoraleSituation } from '../mechanics/moraleCheck.js';
import { officerCasualty } from '../mechanics/officerCasualty.js';
import { reiterRanksAgainstCharge } from '../mechanics/reiterRanks.js';
import { resolveFire } from '../mechanics/resolveFire.js';
import { routCasualties } from '../mechanics/routCasualties.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import {
  chargePosition,
  forwardSign,
  inBrokenGround,
  inFieldWorks,
  inView,
  moveToward,
  normalMove,
  baseAtCentre,
  onTheTable,
  unitIn,
  unitGap,
  baseOf,
  round,
} from '../table/unitGeometry.js';
import { turnFollowers, turnFor, type Turn } from '../table/turning.js';
import { chargeAspect, type ChargeAspect } from '../table/chargeAspect.js';
import { standsFighting } from '../table/standsInContact.js';
import { alignedCharge } from '../table/alignedCharge.js';
import { evasionDestination } from '../table/evasionDestination.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { OfficerState, Side, SwordAndPikeState, UnitState } from './State.js';
import { advanceThenWheel, fireDeclarer, isFireStep, mayEvade, occupySpot, tacticalMove } from '../sequence/legalDecisions.js';
import { evasionOutcome } from '../mechanics/evasion.js';
import {
  conditionOf,
  figuresLost,
  firersOf,
  isShaken,
  moveAllowance,
  officerWith,
  onTable,
  rangeBetween,
  removedShare,
  standLost,
  targetClassOf,
  unitById,
} from './unitRules.js';

type Ctx = ResolveContext<SwordAndPikeState, SwordAndPikeEvent>;
/** An officer killed or captured, and where he fell. */
type LostOfficer = { readonly officer: OfficerState; readonly x: number; readonly y: number };

const u = (ctx: Ctx, id: string): UnitState => unitById(ctx.state, id);
const isLighterCavalry = (x: UnitState) => x.troop === 'reiters' || x.troop === 'light-horse';

/** What a test needs to know of the attack: from the rear, on a flank (ruling R43), by lighter cavalry. */
type TestExtras = { rear?: boolean; flank?: boolean; vsLighterCavalry?: boolean };

/** Rolls a morale check for a unit, rolling its Basic Morale first if this is its first check. */
function rollMorale(ctx: Ctx, id: string, extra: TestExtras = {}): number {
  let unit = u(ctx, id);
  if (unit.morale === null) {
    // Rulebook: MORALE > Morale rules — "Roll 1 die ... when first having to check Morale."
    const roll = ctx.dice.d(6, `${unit.name}: Initial Morale Chart (${unit.moraleClass})`);
    ctx.emit({ type: 'morale-rated', unit: id, roll, rating: initialMoraleFor(unit.moraleClass, roll) });
    unit = u(ctx, id);
  }
  const officer = officerWith(ctx.state, unit);
  const rating = (unit.morale ?? 0) + unit.moraleShift;
  return moraleScore(
    ctx.dice,
    rating,
    {
      fortified: inFieldWorks(ctx.state, unit),
      square: unit.square,
      officerBonus: officer ? ctx.state.options.officerMoraleBonus[officer.quality] : 0,
      gendarmesVsLighterCavalry: extra.vsLighterCavalry === true && unit.troop === 'gendarmes',
      attackedInRear: extra.rear === true,
      flankPenalty: extra.flank === true && extra.rear !== true ? ctx.state.options.flankAttacks.moralePenalty : 0,
      disordered: unit.status === 'disordered',
    },
    ctx.state.options.moraleDie,
    unit.name,
  );
}

function situationOf(unit: UnitState): MoraleSituation {
  if (unit.fellBack) return 'falling-back';
  return unit.charge !== null || unit.moved !== 'none' ? 'moving' : 'standing';
}

/** A morale test read on the results table, emitted with its reason. */
function tableTest(ctx: Ctx, id: string, reason: string, situation: MoraleSituation, extra: TestExtras = {}): MoraleResult {
  const score = rollMorale(ctx, id, extra);
  const result = moraleResult(score, situation, standLost(u(ctx, id)));
  ctx.emit({ type: 'morale-tested', unit: id, reason, score, result });
  return result;
}

/** A pass/fail test (rally, Spent, disorder): pass is 6 or more. */
function passFailTest(ctx: Ctx, id: string, reason: string): boolean {
  const score = rollMorale(ctx, id);
  const passed = moralePassed(score);
  ctx.emit({ type: 'morale-tested', unit: id, reason, score, result: passed ? 'passed' : 'failed' });
  return passed;
}

function removeIfEmpty(ctx: Ctx, id: string): boolean {
  const unit = u(ctx, id);
  if (unit.status !== 'removed' && unit.figures <= 0) {
    ctx.emit({ type: 'removed', unit: id, reason: 'destroyed' });
    return true;
  }
  return unit.status === 'removed';
}

/** Falls back a normal move to the rear, disordered. A heavy gun cannot move: it stays, disordered (ruling R25). */
function fallBack(ctx: Ctx, id: string): void {
  const unit = u(ctx, id);
  const dist = normalMove(unit, ctx.state.options);
  const to = moveToward(ctx.state, unit, unit.x, unit.y - forwardSign(unit) * dist, dist, 0);
  ctx.emit({ type: 'fell-back', unit: id, x: to.x, y: to.y });
}

/**
 * Rulebook: ROUTED UNITS — "take a D4 of casualties when they rout and are moved a normal move to the rear."
 * A rout that would carry the unit off its own edge takes it off the field (ruling R26).
 */
function rout(ctx: Ctx, id: string): void {
  const unit = u(ctx, id);
  const casualties = Math.min(unit.figures, routCasualties(ctx.dice, unit.name));
  const dist = normalMove(unit, ctx.state.options);
  const wantY = unit.y - forwardSign(unit) * dist;
  const offTable = dist > 0 && !onTheTable(baseAtCentre(unit, unit.x, wantY), ctx.state.table);
  const to = moveToward(ctx.state, unit, unit.x, wantY, dist, 0);
  ctx.emit({ type: 'routed', unit: id, casualties, x: to.x, y: to.y });
  if (removeIfEmpty(ctx, id)) return;
  if (offTable) ctx.emit({ type: 'removed', unit: id, reason: 'left-field' });
}

/** Acts on a morale result. Returns true when the unit routed or left. */
function applyResult(ctx: Ctx, id: string, result: MoraleResult): boolean {
  switch (result) {
    case 'carry-on':
      return false;
    case 'halt':
      if (u(ctx, id).charge !== null) ctx.emit({ type: 'charge-halted', unit: id });
      return false;
    case 'fall-back':
      fallBack(ctx, id);
      return false;
    case 'rout':
      rout(ctx, id);
      return true;
    case 'captured':
      ctx.emit({ type: 'removed', unit: id, reason: 'captured' });
      return true;
    case 'rout-from-table':
      ctx.emit({ type: 'removed', unit: id, reason: 'left-field' });
      return true;
  }
}

/** Rulebook: OFFICERS — a D20 for each officer with a unit that suffers casualties. */
function officerCasualties(ctx: Ctx, id: string, cause: 'fire' | 'melee', lost: LostOfficer[]): void {
  for (const o of ctx.state.officers) {
    if (o.attachedTo !== id || o.status !== 'ok') continue;
    const fate = officerCasualty(ctx.dice, cause, `${o.name} with ${u(ctx, id).name}`);
    if (fate === 'unharmed') continue;
    ctx.emit({ type: 'officer-casualty', officer: o.id, fate });
    if (fate === 'killed' || fate === 'captured') lost.push({ officer: o, x: u(ctx, id).x, y: u(ctx, id).y });
  }
}

/**
 * Trigger d: "When a units' Staff Officer is killed or captured within 12" and in view (180 degree cone)."
 * A brigade officer is the staff of his brigade's units; the Commander-in-Chief of every unit of his side.
 */
function staffLostTests(ctx: Ctx, lost: readonly LostOfficer[]): void {
  for (const { officer: o, x, y } of lost) {
    const host = u(ctx, o.attachedTo);
    for (const unit of ctx.state.units) {
      if (unit.side !== o.side || !onTable(unit) || unit.status === 'routed') continue;
      if (o.brigade !== null && unit.brigade !== o.brigade) continue;
      const near = unit.id === host.id || (hypot(unit.x - x, unit.y - y) <= 12 && inView(unit, x, y));
      if (!near) continue;
      const current = u(ctx, unit.id);
      if (!onTable(current) || current.status === 'routed') continue;
      applyResult(ctx, unit.id, tableTest(ctx, unit.id, `staff officer ${o.name} lost`, situationOf(current)));
    }
  }
}

/** The units that charged a unit with cavalry this turn (for Reiters' D4 ranks). */
function chargedByCavalry(state: SwordAndPikeState, target: UnitState): boolean {
  return state.units.some((x) => x.charge?.target === target.id && onTable(x) && troopProfile(x.troop).mounted);
}

/** One unit's fire, resolved against the state at the start of its step. */
function fireOnce(ctx: Ctx, before: SwordAndPikeState, firerId: string, targetId: string, ranks?: number, forceRange?: number): number {
  const firer = unitById(before, firerId);
  const target = unitById(before, targetId);
  if (firer.weapon === null || !onTable(u(ctx, targetId))) return 0;
  const range = forceRange ?? rangeBetween(firer, target);
  const { targetClass, skirmish } = targetClassOf(before, target);
  const firers = firersOf(firer, ranks);
  const result = resolveFire(ctx.dice, {
    weapon: firer.weapon,
    range,
    firers,
    targetClass,
    skirmishTarget: skirmish,
    modifiers: { firstFire: !firer.hasFired, shaken: isShaken(before, firer), rain: before.weather === 'light-rain', disordered: firer.status === 'disordered' },
    lightGunLongRange: before.options.lightGunLongRange,
    label: `${firer.name} firing at ${target.name}`,
  });
  const casualties = Math.min(result.casualties, u(ctx, targetId).figures);
  ctx.emit({ type: 'fired', unit: firerId, target: targetId, weapon: firer.weapon, range, targetClass, firers, dice: result.dice, hitsOn: result.hitsOn, hits: result.hits, casualties });
  return casualties;
}

/** SEQUENCE OF ACTIONS 3-5: fire the declared units, then test morale for units which took casualties. */
function resolveFireStep(ctx: Ctx): void {
  const before = ctx.state;
  const hit = new Map<string, { casualties: number; firers: string[]; figuresBefore: number }>();
  for (const d of before.fireDeclared) {
    if (d.target === null) continue;
    const firer = unitById(before, d.unit);
    // "Reiters attacked by other cavalry with the sword or lance ... Roll a D4 ... ranks which may fire."
    const ranks = firer.troop === 'reiters' && chargedByCavalry(before, firer) ? reiterRanksAgainstCharge(ctx.dice, firer.name) : undefined;
    const casualties = fireOnce(ctx, before, d.unit, d.target, ranks);
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
    const newStand = Math.floor((target.startFigures - target.figures) / cs) > Math.floor((target.startFigures - h.figuresBefore) / cs);
    if (ctx.state.options.fireMoraleTrigger === 'stand-lost' && !newStand) continue;
    let routed: boolean;
    if (target.status === 'routed') {
      // "Routed units which are fired upon and take casualties must test morale. Failure means that they rout again."
      routed = !passFailTest(ctx, id, 'routed unit under fire');
      if (routed) rout(ctx, id);
    } else {
      routed = applyResult(ctx, id, tableTest(ctx, id, 'fire casualties', situationOf(target)));
    }
    if (routed) {
      // "If a unit routs another by fire - raise Morale 1 point."
      for (const f of new Set(h.firers)) if (onTable(u(ctx, f))) ctx.emit({ type: 'morale-altered', unit: f, by: 1, reason: 'routed an enemy by fire' });
    }
  }
  staffLostTests(ctx, lost);
}

/**
 * One unit's side of a close combat. `aspect` is the face of the target its fight is on (ruling R43): for a
 * charger, the face it attacks; for the target, the face its fight is on; sub-units fight beside their pike as
 * to the front. The stands fighting follow ruling R44.
 */
function combatSide(state: SwordAndPikeState, unit: UnitState, enemy: UnitState, attacker: boolean, rear: boolean, flank = false, aspect: ChargeAspect = 'front'): CombatSide {
  const p = troopProfile(unit.troop);
  const officer = officerWith(state, unit);
  return {
    troop: unit.troop,
    stands: standsOf(unit.figures, p.companySize, standsFighting(unit, attacker ? 'attacker' : 'defender', aspect, enemy, state.options.flankAndRearStands)),
    order: unit.order,
    disordered: unit.status === 'disordered' || unit.fellBack,
    attackedInRear: !attacker && rear && !unit.square,
    attackedInFlank: !attacker && flank && !rear && !unit.square,
    square: unit.square,
    uphill: attacker && unitIn(state, enemy, ['hill']) && !unitIn(state, unit, ['hill']),
    acrossWall: attacker && unitIn(state, enemy, ['wall']),
    brokenGround: inBrokenGround(state, unit),
    ...(officer ? { officer: officer.quality } : {}),
  };
}

/** SEQUENCE OF ACTIONS 6-8 with Close Combat A-E and L. */
function resolveCharges(ctx: Ctx): void {
  // 6. Test "To Close" morale for units charging (not needed to attack a rear).
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!onTable(c) || c.status === 'routed' || c.charge === null) continue;
    const t = u(ctx, c.charge.target);
    if (!onTable(t)) {
      ctx.emit({ type: 'charge-halted', unit: id });
      continue;
    }
    let closed = c.charge.rear;
    if (!closed) {
      const result = tableTest(ctx, id, `to close with ${t.name}`, 'moving', { vsLighterCavalry: isLighterCavalry(t) });
      if (result === 'carry-on') closed = true;
      else {
        applyResult(ctx, id, result);
        // "Cavalry that does not close (halts due to morale) may similarly fire the front rank ... +1 ... disordered."
        const after = u(ctx, id);
        if (result === 'halt' && troopProfile(after.troop).pistols && !after.firedThisTurn) pistolsAtClosing(ctx, id, t.id);
        continue;
      }
    }
    ctx.emit({ type: 'closed', unit: id, target: t.id });
    // "The front rank of cavalry armed with pistols who are charging ... may fire one pistol if it closes."
    if (troopProfile(c.troop).pistols && !c.firedThisTurn) pistolsAtClosing(ctx, id, t.id);
  }
  // 7. Test "To Stand" morale for units being charged.
  const tested = new Set<string>();
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!c.charge?.closed || !onTable(c)) continue;
    const t = u(ctx, c.charge.target);
    if (!onTable(t) || t.status === 'routed' || tested.has(t.id)) continue;
    tested.add(t.id);
    // One test however many charge it; at -1 if any of them comes in from the rear (a flank: ruling R43).
    const closing = ctx.state.chargeOrder.map((x) => u(ctx, x)).filter((o) => o.charge?.target === t.id && o.charge.closed && onTable(o));
    standTest(ctx, c, t, closing.some((o) => o.charge?.rear === true), closing.some((o) => o.charge?.flank === true));
  }
  // 8. Fight all close combats, testing morale for losing units. Every charger that closed on one target
  // fights it together, in one combat (ruling R42).
  const lost: LostOfficer[] = [];
  const winners: { unit: string; vacated: { x: number; y: number } | null }[] = [];
  const groups = new Map<string, string[]>();
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!c.charge?.closed || !onTable(c) || c.status === 'routed') continue;
    groups.set(c.charge.target, [...(groups.get(c.charge.target) ?? []), id]);
  }
  for (const [targetId, ids] of groups) {
    const t = u(ctx, targetId);
    if (!onTable(t) || t.fellBack) continue;
    const live = ids.filter((id) => {
      const c = u(ctx, id);
      return onTable(c) && c.status !== 'routed' && c.charge?.closed === true && c.charge.target === targetId;
    });
    if (live.length === 0) continue;
    const rear = live.some((id) => u(ctx, id).charge?.rear === true);
    const flank = live.some((id) => u(ctx, id).charge?.flank === true);
    winners.push(...fight(ctx, live, targetId, rear, lost, flank));
  }
  // L. "... check Morale of any Units that lost their Staff, and then take winners 'Bonus Options'."
  staffLostTests(ctx, lost);
  for (const w of winners) {
    const unit = u(ctx, w.unit);
    if (onTable(unit) && unit.status !== 'routed' && !ctx.state.winners.some((x) => x.unit === w.unit)) ctx.emit({ type: 'winner-pending', unit: w.unit, vacated: w.vacated });
  }
}

function closeCombatRules(state: SwordAndPikeState): CloseCombatRules {
  return {
    dicePerStand: state.options.closeCombatDicePerStand,
    exceptionalOfficerRounding: state.options.exceptionalOfficerRounding,
    brokenGround: state.options.brokenGround,
    tie: state.options.closeCombatTie,
  };
}

/**
 * C. The charged unit tests to stand (rear: -1 and a failure routs; flank: ruling R43's penalty; artillerists
 * never stand). True if it stands.
 */
function standTest(ctx: Ctx, c: UnitState, t: UnitState, chargeFromRear: boolean, chargeOnFlank = false): boolean {
  const rear = chargeFromRear && !t.square;
  const flank = chargeOnFlank && !t.square;
  let result: MoraleResult;
  if (troopProfile(t.troop).artillery) {
    // "Artillerists NEVER actually stand and fight."
    result = tableTest(ctx, t.id, `artillerists charged by ${c.name}`, 'artillerists-charged', { rear, flank, vsLighterCavalry: false });
  } else {
    result = tableTest(ctx, t.id, `to stand against ${c.name}`, 'standing', { rear, flank, vsLighterCavalry: isLighterCavalry(c) });
    // Rear Attacks: "The Defender checks Morale at minus 1, if he fails, he Routs."
    if (rear && result !== 'carry-on' && result !== 'captured' && result !== 'rout-from-table') result = 'rout';
  }
  if (result === 'carry-on') {
    ctx.emit({ type: 'stood', unit: t.id });
    return true;
  }
  applyResult(ctx, t.id, result);
  return false;
}

/** Units charged this turn by a charger that closed. */
function chargedNow(state: SwordAndPikeState): Set<string> {
  const out = new Set<string>();
  for (const x of state.units) if (x.charge?.closed && onTable(x)) out.add(x.charge.target);
  return out;
}

/**
 * Ruling R42: a pike formation's attached sub-units that fight with it — in good order, within 1" of it, and
 * neither charging nor charged themselves (then they fight their own combat).
 */
function subUnitsFighting(ctx: Ctx, pikeId: string, charged: ReadonlySet<string>): UnitState[] {
  const pike = u(ctx, pikeId);
  if (pike.troop !== 'pikemen') return [];
  return ctx.state.units.filter((x) => x.attachedTo === pikeId && onTable(x) && x.status === 'ready' && x.charge === null && !charged.has(x.id) && unitGap(x, pike) <= 1 + 1e-6);
}

/**
 * D-E. One close combat: the chargers that closed on a target (with their sub-units) against the target (with
 * its sub-units), or a routed target destroyed. Every unit of the losing side tests; every unit that fought and
 * still stands is disordered; every winner gains a point of morale. Returns the chargers (or the target) that
 * may take a bonus option, with the position the loser vacated.
 */
function fight(
  ctx: Ctx,
  chargerIds: readonly string[],
  targetId: string,
  rear: boolean,
  lost: LostOfficer[],
  flank = false,
  aspects: ReadonlyMap<string, ChargeAspect> = new Map(),
): { unit: string; vacated: { x: number; y: number } | null }[] {
  const t = u(ctx, targetId);
  if (t.status === 'routed') {
    // "Routed units attacked in close combat are destroyed."
    ctx.emit({ type: 'removed', unit: t.id, reason: 'destroyed' });
    for (const id of chargerIds) ctx.emit({ type: 'morale-altered', unit: id, by: 1, reason: 'won a close combat' });
    return chargerIds.map((id) => ({ unit: id, vacated: { x: t.x, y: t.y } }));
  }
  const charged = chargedNow(ctx.state);
  const lead = u(ctx, chargerIds[0] ?? '');
  const attackers = chargerIds.flatMap((id) => [u(ctx, id), ...subUnitsFighting(ctx, id, charged)]);
  const defenders = [t, ...subUnitsFighting(ctx, t.id, charged)];
  const names = (xs: readonly UnitState[]) => xs.map((x) => x.name).join(' and ');
  // Ruling R44: each charger fights with its stands on the face it attacks; the target with its stands on the
  // face attacked, as to its front if any charger comes at its front.
  const aspectOf = (c: UnitState): ChargeAspect => aspects.get(c.id) ?? (c.charge?.rear ? 'rear' : c.charge?.flank ? 'flank' : 'front');
  const chargerAspects = chargerIds.map((id) => aspectOf(u(ctx, id)));
  const targetAspect: ChargeAspect = chargerAspects.includes('front') ? 'front' : chargerAspects.includes('rear') ? 'rear' : chargerAspects.includes('flank') ? 'flank' : 'front';
  const result = resolveMelee(
    ctx.dice,
    attackers.map((a) => combatSide(ctx.state, a, t, true, rear, false, chargerIds.includes(a.id) ? aspectOf(a) : 'front')),
    defenders.map((d) => combatSide(ctx.state, d, lead, false, rear, flank, d.id === t.id ? targetAspect : 'front')),
    {
      firstRound: true,
      rules: closeCombatRules(ctx.state),
      attackerLabel: `${names(attackers)} attacking ${t.name}`,
      defenderLabel: `${names(defenders)} defending against ${names(chargerIds.map((id) => u(ctx, id)))}`,
    },
  );
  const losses = [
    ...attackers.map((a, i) => ({ unit: a.id, casualties: Math.min(result.attackerShares[i] ?? 0, a.figures) })),
    ...defenders.map((d, i) => ({ unit: d.id, casualties: Math.min(result.defenderShares[i] ?? 0, d.figures) })),
  ];
  ctx.emit({
    type: 'close-combat',
    attacker: lead.id,
    defender: t.id,
    attackers: attackers.map((a) => a.id),
    defenders: defenders.map((d) => d.id),
    attackerDice: result.attackerDice,
    defenderDice: result.defenderDice,
    attackerCasualties: result.attackerCasualties,
    defenderCasualties: result.defenderCasualties,
    losses,
    winner: result.winner,
  });
  for (const l of losses) if (l.casualties > 0 && onTable(u(ctx, l.unit))) officerCasualties(ctx, l.unit, 'melee', lost);
  const gone = new Set(losses.filter((l) => removeIfEmpty(ctx, l.unit)).map((l) => l.unit));
  const fought = [...attackers, ...defenders].map((x) => x.id);
  if (result.winner === 'none') {
    // Ruling R8 'both-fall-back'.
    for (const id of fought) if (!gone.has(id)) fallBack(ctx, id);
    return [];
  }
  const attackersWon = result.winner === 'attacker';
  const winnerIds = (attackersWon ? attackers : defenders).map((x) => x.id);
  const loserIds = (attackersWon ? defenders : attackers).map((x) => x.id);
  const principalLoser = attackersWon ? t.id : lead.id;
  const loserAt = { x: u(ctx, principalLoser).x, y: u(ctx, principalLoser).y };
  for (const id of loserIds) {
    if (gone.has(id) || !onTable(u(ctx, id))) continue;
    // E. "A 6 or more, Falls Back in good order. Less than 6, loser Routs" (2: captured).
    const defending = defenders.some((d) => d.id === id) && !u(ctx, id).square;
    const res = tableTest(ctx, id, 'lost a close combat', 'lost-close-combat', { rear: defending && rear, flank: defending && flank });
    applyResult(ctx, id, res);
  }
  // "Disorder is caused by ... fighting in close combat": every unit that fought and still stands (ruling R29).
  for (const id of fought) {
    const f = u(ctx, id);
    if (onTable(f) && f.status === 'ready') ctx.emit({ type: 'disordered', unit: id });
  }
  for (const id of winnerIds) if (onTable(u(ctx, id))) ctx.emit({ type: 'morale-altered', unit: id, by: 1, reason: 'won a close combat' });
  const l = u(ctx, principalLoser);
  const vacated = l.status === 'removed' || l.x !== loserAt.x || l.y !== loserAt.y ? loserAt : null;
  // Bonus options are taken by the chargers, or by the charged unit (its sub-units follow it).
  const takers = attackersWon ? chargerIds : [t.id];
  return takers.filter((id) => onTable(u(ctx, id))).map((id) => ({ unit: id, vacated }));
}

/**
 * The third bonus option: "Attempt another Close Combat by passing Morale Check and rolling variable move dice
 * ... (Defender can fire defensive volley if not already fired that turn)", on a target within the 45 degree
 * cone. The variable move is a normal move plus 1D6 (ruling R41). No further bonus option follows.
 */
function chargeAgain(ctx: Ctx, id: string, targetId: string): void {
  const t0 = u(ctx, targetId);
  const result = tableTest(ctx, id, `to close again with ${t0.name}`, 'moving', { vsLighterCavalry: isLighterCavalry(t0) });
  if (result !== 'carry-on') {
    applyResult(ctx, id, result);
    return;
  }
  const start = u(ctx, id);
  const variable = normalMove(start, ctx.state.options) + ctx.dice.d(6, `${start.name}: variable move (normal move + D6)`);
  const aspect = chargeAspect(start, t0, ctx.state.options);
  const rear = aspect === 'rear';
  const spot = chargePosition(ctx.state, start, t0, variable);
  if (!spot) {
    const to = moveToward(ctx.state, start, t0.x, t0.y, variable);
    ctx.emit({ type: 'bonus-move', unit: id, x: to.x, y: to.y, closed: false });
    return;
  }
  // It squares up to the edge it attacks like a first charge (ruling R24); its sub-units do not come with a
  // bonus move, so they stay and are in its way.
  const aligned = ctx.state.options.chargersSquareUp ? alignedCharge(ctx.state, start, t0, spot, aspect, variable, false) : null;
  ctx.emit({ type: 'bonus-move', unit: id, x: aligned?.x ?? spot.x, y: aligned?.y ?? spot.y, closed: true, facing: aligned?.facing ?? start.facing });
  const lost: LostOfficer[] = [];
  const t = u(ctx, targetId);
  if (t.status !== 'routed' && t.weapon !== null && !t.firedThisTurn && ctx.state.turn >= t.loadedOnTurn && rangeBetween(t, u(ctx, id)) <= 1.01) {
    const casualties = fireOnce(ctx, ctx.state, targetId, id);
    if (casualties > 0 && onTable(u(ctx, id))) {
      officerCasualties(ctx, id, 'fire', lost);
      if (!removeIfEmpty(ctx, id)) {
        const res = tableTest(ctx, id, 'defensive volley casualties', 'moving');
        if (res !== 'carry-on') {
          applyResult(ctx, id, res);
          staffLostTests(ctx, lost);
          return;
        }
      }
    }
  }
  const attacker = u(ctx, id);
  if (!onTable(attacker) || attacker.status === 'routed') {
    staffLostTests(ctx, lost);
    return;
  }
  const target = u(ctx, targetId);
  if (target.status === 'routed' || standTest(ctx, attacker, target, rear, aspect === 'flank')) fight(ctx, [id], targetId, rear, lost, aspect === 'flank', new Map([[id, aspect]]));
  staffLostTests(ctx, lost);
}

function pistolsAtClosing(ctx: Ctx, id: string, targetId: string): void {
  const lost: LostOfficer[] = [];
  const before = ctx.state;
  const casualties = fireOnce(ctx, before, id, targetId, 1, 1);
  if (casualties > 0 && onTable(u(ctx, targetId))) officerCasualties(ctx, targetId, 'fire', lost);
  removeIfEmpty(ctx, targetId);
  staffLostTests(ctx, lost);
}

/** SEQUENCE OF ACTIONS 9 and 10, then the end condition (ruling R15) or the next turn's 2D6. */
function finishTurn(ctx: Ctx): void {
  const turn = ctx.state.turn;
  // 9. "Attempt to rally all routed units which routed in a previous turn."
  for (const unit of ctx.state.units) {
    const cur = u(ctx, unit.id);
    if (cur.status !== 'routed' || cur.routedTurn === null || cur.routedTurn >= turn) continue;
    if (passFailTest(ctx, cur.id, 'rally from rout')) ctx.emit({ type: 'rallied', unit: cur.id });
    else if (ctx.state.options.routedRallyFailure === 'always-removed' || conditionOf(cur) !== 'fresh') ctx.emit({ type: 'removed', unit: cur.id, reason: 'left-field' });
  }
  // 10. "test morale for any unit which is Spent ... which does not have an officer attached to it."
  for (const unit of ctx.state.units) {
    const cur = u(ctx, unit.id);
    if (!onTable(cur) || cur.status === 'routed' || conditionOf(cur) !== 'spent' || officerWith(ctx.state, cur)) continue;
    if (!passFailTest(ctx, cur.id, 'Spent unit')) ctx.emit({ type: 'removed', unit: cur.id, reason: 'left-field' });
  }
  ctx.emit({ type: 'turn-ended', turn });
  const s = ctx.state;
  const broken = (side: Side) => removedShare(s, side) >= s.options.armyBreakFraction;
  const brokenA = broken('A');
  const brokenB = broken('B');
  if (brokenA || brokenB || turn >= s.options.maxTurns) {
    const points = { A: figuresLost(s, 'B'), B: figuresLost(s, 'A') };
    if (brokenA !== brokenB) ctx.emit({ type: 'game-over', winner: brokenA ? 'B' : 'A', victory: 'army-broken', points });
    else if (points.A !== points.B) ctx.emit({ type: 'game-over', winner: points.A > points.B ? 'A' : 'B', victory: 'points', points });
    else ctx.emit({ type: 'game-over', winner: null, victory: 'draw', points });
    return;
  }
  const rolls = brigadeMoves(ctx.dice, turn + 1);
  ctx.emit({ type: 'turn-began', turn: turn + 1, A: rolls.A, B: rolls.B, first: rolls.first });
}

/** Runs the steps that need no decision until a side must decide or the game ends. */
function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 20; guard++) {
    const s = ctx.state;
    if (s.step === 'over' || s.step === 'movement') return;
    if (isFireStep(s.step)) {
      if (fireDeclarer(s) !== null) return;
      resolveFireStep(ctx);
      if (s.step === 'fire-artillery') ctx.emit({ type: 'step', step: 'fire-infantry' });
      else if (s.step === 'fire-infantry') ctx.emit({ type: 'step', step: 'fire-mounted' });
      else {
        resolveCharges(ctx);
        if (ctx.state.winners.length > 0) ctx.emit({ type: 'step', step: 'winner-options' });
        else finishTurn(ctx);
      }
      continue;
    }
    // winner-options
    if (s.winners.length > 0) return;
    finishTurn(ctx);
  }
}

/** Carries out a movement order. Rulebook: SEQUENCE OF ACTIONS 1; DISORDERED UNITS; Close Combat A. */
function resolveOrder(ctx: Ctx, d: Extract<SwordAndPikeDecision, { kind: 'order' }>): void {
  const start = u(ctx, d.unit);
  if (start.status === 'disordered') {
    // "Disordered Units test morale when they attempt to move. Pass means to rally from disorder."
    if (passFailTest(ctx, d.unit, 'rally from disorder')) ctx.emit({ type: 'rallied-from-disorder', unit: d.unit });
  }
  const unit = u(ctx, d.unit);
  const emitOrder = (x: number, y: number, moved: 'none' | 'half' | 'full', facing = unit.facing) =>
    ctx.emit({ type: 'unit-ordered', unit: d.unit, order: d.order, target: d.target, x, y, facing, moved, rear: false, flank: false });
  const allowance = moveAllowance(ctx.state, unit);
  switch (d.order) {
    case 'rally':
      emitOrder(unit.x, unit.y, 'none');
      return;
    case 'form-square':
    case 'form-line':
      // Ruling R27: forming or leaving square takes half a move.
      emitOrder(unit.x, unit.y, 'half');
      return;
    case 'face':
    case 'wheel-left':
    case 'wheel-right': {
      // Ruling R24: turning and wheeling. A turn the table no longer allows (checked when offered) is no move.
      if (d.advanceFirst === true && d.order !== 'face') {
        const plan = advanceThenWheel(ctx.state, unit, d.order, d.degrees ?? 45, allowance);
        if (!plan) {
          emitOrder(unit.x, unit.y, 'none');
          return;
        }
        const used = plan.to.moved + plan.turn.cost;
        const moved = used <= allowance / 2 + 1e-9 ? 'half' : 'full';
        ctx.emit({ type: 'unit-ordered', unit: d.unit, order: 'advance', target: null, x: plan.to.x, y: plan.to.y, facing: unit.facing, moved, rear: false, flank: false });
        for (const f of plan.followers) ctx.emit({ type: 'unit-ordered', unit: f.id, order: 'advance', target: null, x: f.x, y: f.y, facing: u(ctx, f.id).facing, moved, rear: false, flank: false });
        emitOrder(plan.turn.x, plan.turn.y, moved, plan.turn.facing);
        // The sleeves swing with their pike about the same point by the same angle (as `turnSubUnits`).
        for (const f of plan.followers) {
          const at = pivot(baseOf(u(ctx, f.id)), plan.turn.angle, vec(plan.turn.about.x, plan.turn.about.y));
          ctx.emit({ type: 'unit-ordered', unit: f.id, order: d.order, target: null, x: at.centre.x, y: at.centre.y, facing: at.facing, moved, rear: false, flank: false });
        }
        return;
      }
      const t = d.target === null ? null : u(ctx, d.target);
      const turn = turnFor(ctx.state, unit, d.order, t ? { x: t.x, y: t.y } : null, allowance, d.degrees ?? 45);
      if (!turn) {
        emitOrder(unit.x, unit.y, 'none');
        return;
      }
      const followers = turnFollowers(ctx.state, unit).map((f) => f.id);
      emitOrder(turn.x, turn.y, turn.cost <= 1e-9 ? 'none' : turn.cost <= allowance / 2 + 1e-9 ? 'half' : 'full', turn.facing);
      turnSubUnits(ctx, d, turn);
      if (d.thenAdvance === true && d.order !== 'face') advanceAfterWheel(ctx, d, followers, allowance - turn.cost, allowance);
      return;
    }
    case 'advance':
    case 'advance-half': {
      const t = u(ctx, d.target ?? '');
      const limit = d.order === 'advance' ? allowance : allowance / 2;
      const to = moveToward(ctx.state, unit, t.x, t.y, limit);
      emitOrder(to.x, to.y, to.moved <= 1e-9 ? 'none' : to.moved <= allowance / 2 + 1e-9 ? 'half' : 'full');
      moveSubUnits(ctx, d, to.x - unit.x, to.y - unit.y);
      return;
    }
    case 'retire': {
      const to = moveToward(ctx.state, unit, unit.x, unit.y - forwardSign(unit) * allowance, allowance);
      emitOrder(to.x, to.y, to.moved <= 1e-9 ? 'none' : to.moved <= allowance / 2 + 1e-9 ? 'half' : 'full');
      moveSubUnits(ctx, d, to.x - unit.x, to.y - unit.y);
      return;
    }
    case 'charge': {
      const t = u(ctx, d.target ?? '');
      // Ruling R32: a unit that may evade is asked first; the charger moves when its side has answered.
      if (mayEvade(ctx.state, t)) {
        ctx.emit({ type: 'charge-declared', unit: d.unit, target: t.id });
        return;
      }
      const spot = chargePosition(ctx.state, unit, t);
      if (!spot) {
        emitOrder(unit.x, unit.y, 'none');
        return;
      }
      chargeHome(ctx, unit, t, spot, allowance);
      return;
    }
  }
}

/**
 * Ruling R32, evasion: the charged unit's side chose to evade or stand. Evading is a morale test read as a
 * moving unit (trigger f, `evasionOutcome`): it withdraws a normal move to the rear in good order, is caught
 * where it stands, falls back disordered, or routs. Then the charger charges where the target now is, if it
 * can reach it with its move; otherwise it advances toward it as far as it can, stopping 1" short.
 */
function resolveEvasion(ctx: Ctx, d: Extract<SwordAndPikeDecision, { kind: 'evasion' }>): void {
  const pending = ctx.state.pendingEvasion;
  if (!pending) return;
  const charger = u(ctx, pending.charger);
  ctx.emit({ type: 'evasion', unit: d.unit, charger: charger.id, evade: d.evade });
  if (d.evade) {
    const result = tableTest(ctx, d.unit, `evading ${charger.name}`, 'moving');
    switch (evasionOutcome(result)) {
      case 'evades': {
        const t = u(ctx, d.unit);
        const to = evasionDestination(ctx.state, t, charger, moveAllowance(ctx.state, t));
        ctx.emit({ type: 'evaded', unit: d.unit, x: to.x, y: to.y });
        break;
      }
      case 'caught':
        break;
      default:
        applyResult(ctx, d.unit, result);
    }
  }
  const c = u(ctx, pending.charger);
  const t = u(ctx, pending.target);
  const allowance = moveAllowance(ctx.state, c);
  const spot = onTable(t) ? chargePosition(ctx.state, c, t, allowance) : null;
  if (spot) {
    chargeHome(ctx, c, t, spot, allowance);
    return;
  }
  const to = onTable(t) ? moveToward(ctx.state, c, t.x, t.y, allowance) : { x: c.x, y: c.y, moved: 0 };
  ctx.emit({ type: 'unit-ordered', unit: c.id, order: 'advance', target: onTable(t) ? t.id : null, x: to.x, y: to.y, facing: c.facing, moved: to.moved <= 1e-9 ? 'none' : to.moved <= allowance / 2 + 1e-9 ? 'half' : 'full', rear: false, flank: false });
}

/**
 * The charger moves in to halt 1" from its target (Close Combat A), from the front, a flank or the rear as it
 * began (ruling R43), squared up to the edge it attacks when the table allows (`alignedCharge`, ruling R24) —
 * its sub-units in good order swinging with it — or else where its straight path stopped, its sub-units
 * following by the same displacement (R23, R42).
 */
function chargeHome(ctx: Ctx, c: UnitState, t: UnitState, spot: { x: number; y: number }, allowance: number): void {
  const aspect = chargeAspect(c, t, ctx.state.options);
  const flags = { rear: aspect === 'rear', flank: aspect === 'flank' };
  const aligned = ctx.state.options.chargersSquareUp ? alignedCharge(ctx.state, c, t, spot, aspect, allowance) : null;
  if (!aligned) {
    ctx.emit({ type: 'unit-ordered', unit: c.id, order: 'charge', target: t.id, x: spot.x, y: spot.y, facing: c.facing, moved: 'full', ...flags });
    moveSubUnits(ctx, { kind: 'order', unit: c.id, order: 'advance', target: t.id }, spot.x - c.x, spot.y - c.y);
    return;
  }
  ctx.emit({ type: 'unit-ordered', unit: c.id, order: 'charge', target: t.id, x: aligned.x, y: aligned.y, facing: aligned.facing, moved: 'full', ...flags });
  for (const f of aligned.followers) {
    const sub = u(ctx, f.id);
    const moved = hypot(f.x - sub.x, f.y - sub.y) <= moveAllowance(ctx.state, sub) / 2 + 1e-9 ? 'half' : 'full';
    ctx.emit({ type: 'unit-ordered', unit: f.id, order: 'advance', target: t.id, x: f.x, y: f.y, facing: f.facing, moved, rear: false, flank: false });
  }
}

/** Sub-units in good order follow their pike formation's move by the same displacement, as far as they can. */
function moveSubUnits(ctx: Ctx, d: Extract<SwordAndPikeDecision, { kind: 'order' }>, dx: number, dy: number): void {
  const len = hypot(dx, dy);
  for (const sub of ctx.state.units) {
    if (sub.attachedTo !== d.unit || sub.ordered || !onTable(sub) || sub.status !== 'ready') continue;
    const to = len > 1e-9 ? moveToward(ctx.state, sub, sub.x + dx, sub.y + dy, len) : { x: sub.x, y: sub.y, moved: 0 };
    const allowance = moveAllowance(ctx.state, sub);
    const moved = to.moved <= 1e-9 ? 'none' : to.moved <= allowance / 2 + 1e-9 ? 'half' : 'full';
    ctx.emit({ type: 'unit-ordered', unit: sub.id, order: d.order, target: d.target, x: to.x, y: to.y, facing: sub.facing, moved, rear: false, flank: false });
  }
}

/**
 * Sub-units in good order turn with their pike formation (ruling R24): swung about the same point by the same
 * angle, as one block (`turnFor` allowed the turn only if each of them can follow).
 */
function turnSubUnits(ctx: Ctx, d: Extract<SwordAndPikeDecision, { kind: 'order' }>, turn: Turn): void {
  for (const sub of turnFollowers(ctx.state, u(ctx, d.unit))) {
    const at = pivot(baseOf(sub), turn.angle, vec(turn.about.x, turn.about.y));
    ctx.emit({ type: 'unit-ordered', unit: sub.id, order: d.order, target: d.target, x: at.centre.x, y: at.centre.y, facing: at.facing, moved: troopProfile(sub.troop).artillery ? 'none' : 'half', rear: false, flank: false });
  }
}

/**
 * Ruling R24, wheel and advance: the rest of the move (`rest` inches) straight ahead after a wheel, stopping
 * short as every move does; the sub-units that wheeled with the pike follow by the same displacement. The
 * unit's move counts the wheel's arc plus the advance.
 */
function advanceAfterWheel(ctx: Ctx, d: Extract<SwordAndPikeDecision, { kind: 'order' }>, followers: readonly string[], rest: number, allowance: number): void {
  const unit = u(ctx, d.unit);
  const ahead = { x: unit.x + Math.cos(unit.facing) * rest, y: unit.y + Math.sin(unit.facing) * rest };
  const to = moveToward(ctx.state, unit, ahead.x, ahead.y, rest);
  if (to.moved <= 1e-9) return;
  const used = allowance - rest + to.moved;
  const moved = used <= allowance / 2 + 1e-9 ? 'half' : 'full';
  ctx.emit({ type: 'unit-ordered', unit: unit.id, order: 'advance', target: null, x: to.x, y: to.y, facing: unit.facing, moved, rear: false, flank: false });
  const dx = to.x - unit.x;
  const dy = to.y - unit.y;
  for (const id of followers) {
    const sub = u(ctx, id);
    if (!onTable(sub) || sub.status !== 'ready') continue;
    const f = moveToward(ctx.state, sub, sub.x + dx, sub.y + dy, hypot(dx, dy));
    if (f.moved <= 1e-9) continue;
    ctx.emit({ type: 'unit-ordered', unit: id, order: 'advance', target: null, x: f.x, y: f.y, facing: sub.facing, moved: 'full', rear: false, flank: false });
  }
}

/** Applies a winner's bonus option (Close Combat L). */
function resolveWinnerOption(ctx: Ctx, d: Extract<SwordAndPikeDecision, { kind: 'winner-option' }>): void {
  const unit = u(ctx, d.unit);
  const pending = ctx.state.winners.find((w) => w.unit === d.unit);
  let at = { x: unit.x, y: unit.y };
  if (d.option === 'occupy' && pending?.vacated && occupySpot(ctx.state, unit, pending.vacated)) at = pending.vacated;
  if (d.option === 'tactical-move') at = tacticalMove(ctx.state, unit) ?? at;
  let facing = unit.facing;
  if (d.option === 'reface' && d.target !== null) {
    const e = u(ctx, d.target);
    const turn = turnFor(ctx.state, unit, 'face', { x: e.x, y: e.y }, Math.max(normalMove(unit, ctx.state.options), 1));
    if (turn) [at, facing] = [{ x: turn.x, y: turn.y }, turn.facing];
  }
  ctx.emit({ type: 'winner-option', unit: d.unit, option: d.option, x: at.x, y: at.y, facing });
  if (d.option === 'charge-again' && d.target !== null) chargeAgain(ctx, d.unit, d.target);
}

/**
 * Resolves a legal decision of `player` and then runs every step that needs no decision.
 */
export function resolve(ctx: Ctx, decision: SwordAndPikeDecision, player: string): void {
  switch (decision.kind) {
    case 'order':
      resolveOrder(ctx, decision);
      return;
    case 'end-moves':
      ctx.emit({ type: 'moves-ended', side: player as Side });
      if (ctx.state.movesEnded.length >= 2) {
        ctx.emit({ type: 'step', step: 'fire-artillery' });
        advance(ctx);
      }
      return;
    case 'fire':
      ctx.emit({ type: 'fire-declared', unit: decision.unit, target: decision.target });
      advance(ctx);
      return;
    case 'winner-option':
      resolveWinnerOption(ctx, decision);
      advance(ctx);
      return;
    case 'evasion':
      resolveEvasion(ctx, decision);
      return;
  }
}

/** First turn's Commander-in-Chief roll, used by setup. */
export function firstTurnRoll(dice: Dice): { A: number; B: number; first: Side } {
  return brigadeMoves(dice, 1);
}
