import type { Dice } from '@muster/core';
import { troopProfile } from '../profiles/troopProfiles.js';
import type { OfficerQuality, Order, TroopType } from '../profiles/TroopType.js';

/** One side of a close combat, as the "extra dice" list needs it. */
export interface CombatSide {
  readonly troop: TroopType;
  /** Figures in each stand that fights (a partly lost company is a smaller stand). */
  readonly stands: readonly number[];
  /** The order the unit fights in. */
  readonly order: Order;
  /** Disordered or falling back: -1. */
  readonly disordered?: boolean;
  /** Attacked in rear: "can inflict no casualties, must just TAKE it". */
  readonly attackedInRear?: boolean;
  /**
   * Attacked in the flank (ruling R43): the unit is not "fighting to their front", so pikes lose their 5-6 and
   * their enemies the -2 for fighting pikes to the front.
   */
  readonly attackedInFlank?: boolean;
  /** Pikes in square fight to their front on every side. */
  readonly square?: boolean;
  /** Climbing up to a higher level: -1. */
  readonly uphill?: boolean;
  /** Attacking across walls: -1. */
  readonly acrossWall?: boolean;
  /** In broken terrain or urban areas other than streets (pikes, gendarmes, reiters: ruling R11). */
  readonly brokenGround?: boolean;
  /** The officer fighting with the unit. */
  readonly officer?: OfficerQuality;
  /**
   * Stands in the whole unit, for its officer's dice ("add one D6 per stand in the unit"): more than `stands`
   * when only the front ranks fight. Absent: the stands fighting are the whole unit.
   */
  readonly unitStands?: number;
  /** Figures in the whole unit, for ruling R47's `casualtyCap: 'unit'`. Absent: the figures of the stands fighting. */
  readonly unitFigures?: number;
}

/** Rulings the close combat needs. */
export interface CloseCombatRules {
  readonly dicePerStand: 'per-figure' | number;
  readonly exceptionalOfficerRounding: 'down' | 'up';
  readonly brokenGround: 'lose-kill-bonus' | 'minus-one-die';
  readonly tie: 'defender-holds' | 'both-fall-back';
  /** Ruling R47: Light Cavalry's +1 die a stand against every enemy ('always', default) or only against foot. */
  readonly lightCavalryBonus?: 'always' | 'vs-infantry';
  /** Ruling R47: a side's casualties are at most the figures of its stands fighting (default) or of its units. */
  readonly casualtyCap?: 'fighting-stands' | 'unit';
  /**
   * Ruling R31: one roll decides the melee ('one', default); 'until-decided' fights further rounds (no lance bonus)
   * while the casualties are equal, up to three rounds in all, before the tie rules.
   */
  readonly rounds?: 'one' | 'until-decided';
}

/** Default close combat rulings (R4, R6, R8, R11). */
export const DEFAULT_CLOSE_COMBAT_RULES: CloseCombatRules = {
  dicePerStand: 'per-figure',
  exceptionalOfficerRounding: 'down',
  brokenGround: 'lose-kill-bonus',
  tie: 'defender-holds',
};

/** The dice one side rolls: how many kill on 5-6, how many on 6 only. */
export interface CombatDice {
  readonly onFive: number;
  readonly onSix: number;
}

/** Who won a close combat. `none` is a tie under ruling R8's 'both-fall-back'. */
export type CombatWinner = 'attacker' | 'defender' | 'none';

/** The result of one round of close combat. */
export interface CloseCombatResult {
  readonly attackerDice: CombatDice;
  readonly defenderDice: CombatDice;
  /** Casualties inflicted ON the attacker (by the defender) and on the defender. */
  readonly attackerCasualties: number;
  readonly defenderCasualties: number;
  readonly winner: CombatWinner;
}

function isClosed(side: CombatSide): boolean {
  const p = troopProfile(side.troop);
  return p.fightsInOrder === 'closed' || (p.fightsInOrder === 'as-formed' && side.order === 'closed');
}

/** Pikes "closed order ... fighting to their front" (in square every side is a front; ruling R43 for the flank). */
function pikesToFront(side: CombatSide): boolean {
  return (
    side.troop === 'pikemen' &&
    side.order === 'closed' &&
    !side.attackedInRear &&
    (side.square === true || !side.attackedInFlank)
  );
}

/**
 * The D6 one side rolls against another. Rulebook: Close Combat "extra dice" numbers; ruling R4 for the
 * missing Combat Factors Chart (base dice per stand), R6 (1.5 dice), R11 ("= die number").
 */
export function combatDice(
  side: CombatSide,
  enemy: CombatSide,
  firstRound: boolean,
  rules: CloseCombatRules = DEFAULT_CLOSE_COMBAT_RULES,
): CombatDice {
  // "Attacked in rear - can inflict no casualties, must just TAKE it!"
  if (side.attackedInRear) return { onFive: 0, onSix: 0 };
  const me = troopProfile(side.troop);
  const them = troopProfile(enemy.troop);
  const broken =
    side.brokenGround === true && (side.troop === 'pikemen' || side.troop === 'gendarmes' || side.troop === 'reiters');
  let perStand = me.extraDice; // Reiters +1, Light Cavalry +1
  // "Light Cavalry are +1 win ties vs. infantry but not cavalry", read as both against infantry only (ruling R47).
  if (side.troop === 'light-horse' && rules.lightCavalryBonus === 'vs-infantry' && !them.foot) perStand -= 1;
  if (!isClosed(side) && isClosed(enemy)) perStand -= 1; // open order vs closed order
  if (side.troop !== 'pikemen' && pikesToFront(enemy)) perStand -= 2; // "All other units fighting pikes to front -2"
  if (side.uphill) perStand -= 1;
  if (side.acrossWall) perStand -= 1;
  if (side.disordered) perStand -= 1;
  if (broken && rules.brokenGround === 'minus-one-die') perStand -= 1;
  // "Cavalry with lance +1 first turn for the first die roll in any melee for each company."
  if (me.lance && firstRound) perStand += 1;
  let killsOnFive: boolean;
  switch (me.killsOnFive) {
    case 'always':
      killsOnFive = true;
      break;
    case 'vs-foot':
      killsOnFive = them.foot;
      break;
    case 'closed-front':
      killsOnFive = pikesToFront(side);
      break;
    case 'never':
      killsOnFive = false;
  }
  if (broken && rules.brokenGround === 'lose-kill-bonus') killsOnFive = false;
  let standDice = 0;
  for (const figures of side.stands) {
    // A stand with no figure left is no stand: it rolls nothing, not even its troop's extra dice.
    if (figures <= 0) continue;
    const base = rules.dicePerStand === 'per-figure' ? figures : rules.dicePerStand;
    standDice += Math.max(0, base + perStand);
  }
  // "Ordinary officers fighting with a unit add one D6 per stand in the unit": the unit's stands, not only those
  // fighting.
  const officerDice = officerCombatDice(
    side.officer,
    side.unitStands ?? side.stands.filter((f) => f > 0).length,
    rules.exceptionalOfficerRounding,
  );
  return killsOnFive ? { onFive: standDice, onSix: officerDice } : { onFive: 0, onSix: standDice + officerDice };
}

/**
 * Officers' dice (kill with 6s only): Exceptional 1.5 D6 per stand, Ordinary 1 per stand, Dummkopf 1 in all.
 */
export function officerCombatDice(
  officer: OfficerQuality | undefined,
  stands: number,
  rounding: 'down' | 'up',
): number {
  if (officer === undefined || stands <= 0) return 0;
  if (officer === 'ordinary') return stands;
  if (officer === 'dummkopf') return 1;
  return rounding === 'down' ? Math.floor(stands * 1.5) : Math.ceil(stands * 1.5);
}

function roll(dice: Dice, d: CombatDice, label: string): number {
  let kills = 0;
  if (d.onFive > 0) kills += dice.pool(d.onFive, 6, 5, `${label}: ${d.onFive}d6 killing on 5-6`);
  if (d.onSix > 0) kills += dice.pool(d.onSix, 6, 6, `${label}: ${d.onSix}d6 killing on 6`);
  return kills;
}

/**
 * A close combat as the battle builds it from the table: every unit fighting on each side (the first of each is
 * the one the other side's dice count against), whether it is the melee's first die roll, and the rulings.
 */
export interface CloseCombat {
  readonly attackers: readonly CombatSide[];
  readonly defenders: readonly CombatSide[];
  /** The first die roll of the melee (lances +1). */
  readonly firstRound: boolean;
  readonly rules?: CloseCombatRules;
  /** Names for the rolls' purposes. */
  readonly attackerLabel?: string;
  readonly defenderLabel?: string;
}

/** The result of a close combat between several units a side (ruling R42). */
export interface MeleeResult extends CloseCombatResult {
  /** Casualties each attacking unit takes, in the order given. */
  readonly attackerShares: readonly number[];
  /** Casualties each defending unit takes, in the order given. */
  readonly defenderShares: readonly number[];
}

const addDice = (a: CombatDice, b: CombatDice): CombatDice => ({
  onFive: a.onFive + b.onFive,
  onSix: a.onSix + b.onSix,
});

/**
 * Shares a side's casualties among its units in proportion to the stands each has fighting (ruling R42): each
 * casualty in turn goes to the unit with the most stands per casualty already taken (ties: the first listed),
 * never more than a unit's figures.
 *
 * @example
 * shareCasualties(5, [4, 1], [20, 5]) // [4, 1]
 */
export function shareCasualties(total: number, stands: readonly number[], figures: readonly number[]): number[] {
  const taken = stands.map(() => 0);
  for (let k = 0; k < total; k++) {
    let best = -1;
    let bestScore = -Infinity;
    stands.forEach((w, i) => {
      if (taken[i]! >= figures[i]!) return;
      const score = Math.max(w, 1e-9) / (taken[i]! + 1);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    if (best < 0) break;
    taken[best]! += 1;
  }
  return taken;
}

/**
 * A close combat in which several units may fight on a side: every charger that closed on one target fights
 * it together, and a pike formation fights with its attached sub-units (ruling R42). Each unit rolls its own
 * D6 by the "extra dice" list, counted against the other side's first unit (the target, or the first charger);
 * the kills of a side are rolled as one pool per kill number, so exact odds stay binomial. "The side which
 * inflicts the most casualties on the enemy wins"; Light Cavalry leading a side win ties against infantry;
 * other ties follow ruling R8. Rulebook: Close Combat, "For Close Combat Each stand will receive a certain
 * number of D6".
 *
 * @example
 * resolveMelee(dice, { attackers: [gendarmes, reiters], defenders: [pikes, halberdierSleeve], firstRound: true });
 */
export function resolveMelee(dice: Dice, combat: CloseCombat): MeleeResult {
  const { attackers, defenders } = combat;
  const options = combat;
  const rules = options.rules ?? DEFAULT_CLOSE_COMBAT_RULES;
  const leadA = attackers[0];
  const leadD = defenders[0];
  if (!leadA || !leadD) throw new Error('a close combat needs a unit on each side');
  const attackerDice = attackers
    .map((a) => combatDice(a, leadD, options.firstRound, rules))
    .reduce(addDice, { onFive: 0, onSix: 0 });
  const defenderDice = defenders
    .map((d) => combatDice(d, leadA, options.firstRound, rules))
    .reduce(addDice, { onFive: 0, onSix: 0 });
  // Ruling R47: casualties fall on the stands fighting, or (`casualtyCap: 'unit'`) on the whole units.
  const capOf = (x: CombatSide) =>
    rules.casualtyCap === 'unit' ? Math.max(x.unitFigures ?? 0, sumFigures(x)) : sumFigures(x);
  const defenderFigures = defenders.map(capOf);
  const attackerFigures = attackers.map(capOf);
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const labelA = options.attackerLabel ?? `${leadA.troop} attacking`;
  const labelD = options.defenderLabel ?? `${leadD.troop} defending`;
  let defenderCasualties = Math.min(sum(defenderFigures), roll(dice, attackerDice, labelA));
  let attackerCasualties = Math.min(sum(attackerFigures), roll(dice, defenderDice, labelD));
  // "Light Cavalry are +1 win ties vs. infantry but not cavalry."
  const a = troopProfile(leadA.troop);
  const d = troopProfile(leadD.troop);
  const lightHorseWinsTie = (leadA.troop === 'light-horse' && d.foot) || (leadD.troop === 'light-horse' && a.foot);
  // Ruling R31 'until-decided': further rounds while the casualties are equal (the lance's +1 was the first roll's).
  for (let round = 2; round <= 3 && rules.rounds === 'until-decided' && !lightHorseWinsTie; round++) {
    if (defenderCasualties !== attackerCasualties) break;
    if (defenderCasualties >= sum(defenderFigures) || attackerCasualties >= sum(attackerFigures)) break;
    const again = (xs: readonly CombatSide[], enemy: CombatSide) =>
      xs.map((x) => combatDice(x, enemy, false, rules)).reduce(addDice, { onFive: 0, onSix: 0 });
    defenderCasualties = Math.min(
      sum(defenderFigures),
      defenderCasualties + roll(dice, again(attackers, leadD), `${labelA}, round ${round}`),
    );
    attackerCasualties = Math.min(
      sum(attackerFigures),
      attackerCasualties + roll(dice, again(defenders, leadA), `${labelD}, round ${round}`),
    );
  }
  let winner: CombatWinner;
  if (defenderCasualties > attackerCasualties) winner = 'attacker';
  else if (attackerCasualties > defenderCasualties) winner = 'defender';
  else if (leadA.troop === 'light-horse' && d.foot) winner = 'attacker';
  else if (leadD.troop === 'light-horse' && a.foot) winner = 'defender';
  else winner = rules.tie === 'defender-holds' ? 'defender' : 'none';
  return {
    attackerDice,
    defenderDice,
    attackerCasualties,
    defenderCasualties,
    winner,
    attackerShares: shareCasualties(
      attackerCasualties,
      attackers.map((a) => a.stands.length),
      attackerFigures,
    ),
    defenderShares: shareCasualties(
      defenderCasualties,
      defenders.map((d) => d.stands.length),
      defenderFigures,
    ),
  };
}

function sumFigures(side: CombatSide): number {
  return side.stands.reduce((a, b) => a + b, 0);
}

/** Splits figures into stands of a company's size: full companies first, then what is left. */
export function standsOf(figures: number, companySize: number, maxStands = Infinity): number[] {
  const out: number[] = [];
  let left = figures;
  while (left > 0 && out.length < maxStands) {
    const n = Math.min(companySize, left);
    out.push(n);
    left -= n;
  }
  return out;
}
