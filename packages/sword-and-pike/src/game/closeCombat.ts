import { standsOf, type CloseCombatRules, type CombatSide } from '../mechanics/closeCombat.js';
import type { MoraleResult } from '../mechanics/moraleCheck.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import type { ChargeAspect } from '../table/chargeAspect.js';
import { standsFighting } from '../table/standsInContact.js';
import { inBrokenGround, unitGap, unitIn } from '../table/unitGeometry.js';
import { removeIfEmpty, u, type BattleContext, type LostOfficer } from './context.js';
import { applyResult, fallBack, officerCasualties, tableTest } from './moraleTests.js';
import type { SwordAndPikeState, UnitState } from './State.js';
import { officerWith, onTable } from './unitRules.js';

/** A bonus option a winner may take, with the position its loser vacated. */
export interface Winner {
  unit: string;
  vacated: { x: number; y: number } | null;
}

/** "Gendarmes vs. Lighter cavalry" (Close Combat F): the lighter mounted units, Reiters and Light Horse. */
export const isLighterCavalry = (x: Pick<UnitState, 'troop'>): boolean =>
  x.troop === 'reiters' || x.troop === 'light-horse';

/**
 * One unit's side of a close combat. `aspect` is the face of the target its fight is on (ruling R43): for a
 * charger, the face it attacks; for the target, the face its fight is on; sub-units fight beside their pike as
 * to the front. The stands fighting follow ruling R44.
 */
function combatSide(
  state: SwordAndPikeState,
  unit: UnitState,
  enemy: UnitState,
  attacker: boolean,
  rear: boolean,
  flank = false,
  aspect: ChargeAspect = 'front',
): CombatSide {
  const p = troopProfile(unit.troop);
  const officer = officerWith(state, unit);
  return {
    troop: unit.troop,
    stands: standsOf(
      unit.figures,
      p.companySize,
      standsFighting(unit, attacker ? 'attacker' : 'defender', aspect, enemy, state.options.flankAndRearStands),
    ),
    order: unit.order,
    disordered: unit.status === 'disordered' || unit.fellBack,
    attackedInRear: !attacker && rear && !unit.square,
    attackedInFlank: !attacker && flank && !rear && !unit.square,
    square: unit.square,
    uphill: attacker && unitIn(state, enemy, ['hill']) && !unitIn(state, unit, ['hill']),
    acrossWall: attacker && unitIn(state, enemy, ['wall']),
    brokenGround: inBrokenGround(state, unit),
    unitFigures: unit.figures,
    ...(officer ? { officer: officer.quality, unitStands: standsOf(unit.figures, p.companySize).length } : {}),
  };
}

function closeCombatRules(state: SwordAndPikeState): CloseCombatRules {
  return {
    dicePerStand: state.options.closeCombatDicePerStand,
    exceptionalOfficerRounding: state.options.exceptionalOfficerRounding,
    brokenGround: state.options.brokenGround,
    tie: state.options.closeCombatTie,
    lightCavalryBonus: state.options.lightCavalryBonus,
    casualtyCap: state.options.meleeCasualtyCap,
    rounds: state.options.meleeRounds,
  };
}

/**
 * C. The charged unit tests to stand (rear: -1 and a failure routs; flank: ruling R43's penalty; artillerists
 * never stand). A unit falling back tests as one ("Falling Back unit Routs" on 5, and on 4); one that fell back away
 * from every charger after it came in (in a fire phase, R45, or at a closing, R56) is `outOfContact` and never
 * stands: it carries on falling back or routs. One that fell back evading and was charged where it now is stands on
 * Morale Good (R32). True if it stands.
 */
export function standTest(
  ctx: BattleContext,
  c: UnitState,
  t: UnitState,
  chargeFromRear: boolean,
  chargeOnFlank = false,
  outOfContact = false,
): boolean {
  const rear = chargeFromRear && !t.square;
  const flank = chargeOnFlank && !t.square;
  // "Artillerists NEVER actually stand and fight." Rear Attacks: "The Defender checks Morale at minus 1, if he
  // fails, he Routs" (read by the morale check).
  const result: MoraleResult = troopProfile(t.troop).artillery
    ? tableTest(ctx, t.id, `artillerists charged by ${c.name}`, 'artillerists-charged', {
        rear,
        flank,
        vsLighterCavalry: false,
      })
    : tableTest(ctx, t.id, `to stand against ${c.name}`, t.fellBack ? 'falling-back' : 'standing', {
        rear,
        flank,
        vsLighterCavalry: isLighterCavalry(c),
      });
  if (outOfContact) {
    // Morale Good: it carries on falling back; anything less routs it.
    if (result !== 'carry-on') applyResult(ctx, t.id, result, c);
    return false;
  }
  if (result === 'carry-on') {
    ctx.emit({ type: 'stood', unit: t.id });
    return true;
  }
  applyResult(ctx, t.id, result, c);
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
function subUnitsFighting(ctx: BattleContext, pikeId: string, charged: ReadonlySet<string>): UnitState[] {
  const pike = u(ctx, pikeId);
  if (pike.troop !== 'pikemen') return [];
  return ctx.state.units.filter(
    (x) =>
      x.attachedTo === pikeId &&
      onTable(x) &&
      x.status === 'ready' &&
      x.charge === null &&
      !charged.has(x.id) &&
      unitGap(x, pike) <= 1 + 1e-6,
  );
}

/**
 * D-E. One close combat through the bound combat plugin: the chargers that closed on a target (with their
 * sub-units) against the target (with its sub-units), or a routed target destroyed. Every unit of the losing side
 * tests; every unit that fought and still stands is disordered; every winner gains a point of morale. Returns the
 * chargers (or the target) that may take a bonus option, with the position the loser vacated.
 */
export function fight(
  ctx: BattleContext,
  chargerIds: readonly string[],
  targetId: string,
  rear: boolean,
  lost: LostOfficer[],
  flank = false,
  aspects: ReadonlyMap<string, ChargeAspect> = new Map(),
): Winner[] {
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
  const aspectOf = (c: UnitState): ChargeAspect =>
    aspects.get(c.id) ?? (c.charge?.rear ? 'rear' : c.charge?.flank ? 'flank' : 'front');
  const chargerAspects = chargerIds.map((id) => aspectOf(u(ctx, id)));
  const targetAspect: ChargeAspect = chargerAspects.includes('front')
    ? 'front'
    : chargerAspects.includes('rear')
      ? 'rear'
      : chargerAspects.includes('flank')
        ? 'flank'
        : 'front';
  const result = ctx.combat.closeCombat(ctx.dice, {
    attackers: attackers.map((a) =>
      combatSide(ctx.state, a, t, true, rear, false, chargerIds.includes(a.id) ? aspectOf(a) : 'front'),
    ),
    defenders: defenders.map((d) =>
      combatSide(ctx.state, d, lead, false, rear, flank, d.id === t.id ? targetAspect : 'front'),
    ),
    firstRound: true,
    rules: closeCombatRules(ctx.state),
    attackerLabel: `${names(attackers)} attacking ${t.name}`,
    defenderLabel: `${names(defenders)} defending against ${names(chargerIds.map((id) => u(ctx, id)))}`,
  });
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
  for (const l of losses)
    if (l.casualties > 0 && onTable(u(ctx, l.unit))) officerCasualties(ctx, l.unit, 'melee', lost);
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
    const defending = defenders.some((d) => d.id === id);
    // F. "Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point": the unit they fought is the other side's
    // first (the target, or the first charger).
    const enemy = defending ? lead : t;
    const res = tableTest(ctx, id, 'lost a close combat', 'lost-close-combat', {
      rear: defending && !u(ctx, id).square && rear,
      flank: defending && !u(ctx, id).square && flank,
      vsLighterCavalry: isLighterCavalry(enemy),
    });
    applyResult(ctx, id, res, enemy);
  }
  // "Disorder is caused by ... fighting in close combat": every unit that fought and still stands (ruling R29).
  for (const id of fought) {
    const f = u(ctx, id);
    if (onTable(f) && f.status === 'ready') ctx.emit({ type: 'disordered', unit: id });
  }
  for (const id of winnerIds)
    if (onTable(u(ctx, id))) ctx.emit({ type: 'morale-altered', unit: id, by: 1, reason: 'won a close combat' });
  const l = u(ctx, principalLoser);
  const vacated = l.status === 'removed' || l.x !== loserAt.x || l.y !== loserAt.y ? loserAt : null;
  // Bonus options are taken by the chargers, or by the charged unit (its sub-units follow it).
  const takers = attackersWon ? chargerIds : [t.id];
  return takers.filter((id) => onTable(u(ctx, id))).map((id) => ({ unit: id, vacated }));
}
