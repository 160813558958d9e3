/** The rules that let a side activate units one after another, instead of alternating. */
export type FollowingRule = 'brigade' | 'horde' | 'coordinator';

/** A unit as the Brigade, Horde and Coordinator rules read it. */
export interface FollowingUnit {
  readonly id: string;
  readonly side: string;
  /** Its regiment (the club's group). */
  readonly regiment: string;
  /** It has the Brigade rule (the ruleset's `shared-order` effect). */
  readonly brigade: boolean;
  /** It has the Horde rule (`paired-activation`). */
  readonly horde: boolean;
  /**
   * Free to act with another: on the table and, when the orders are planned, still without its Order card; when
   * units are activated, not yet activated this turn.
   */
  readonly free: boolean;
}

/**
 * The units of `units` that may act following `unit` by a rule, in their order: always free units of its side other
 * than itself; by Brigade and by Horde, of its regiment, both with the rule; by Coordinator, any (under command and in
 * the commander's line of sight: the table's to judge — the battle measures them, the club asks the players).
 * Rulebook: The Troops > Brigade ("Units with this rule that belong to the same regiment may act simultaneously. A
 * single order may then be placed for all the units of the brigade"); Rules from "Kingdoms" > Horde ("Two units of the
 * same regiment with this rule may be activated consecutively in the turn, even if they have different orders");
 * Command traits > Coordinator ("two units may be activated one after the other"). The battle (its Brigade groups
 * when planning, its Horde pairs, its Coordinator's second unit) and the club companion both ask this.
 *
 * @example
 * const a = { id: 'a', side: 'A', regiment: 'r1', brigade: true, horde: false, free: true };
 * followingUnits('brigade', a, [a, { ...a, id: 'b' }, { ...a, id: 'c', regiment: 'r2' }]); // ['b']
 * followingUnits('coordinator', a, [a, { ...a, id: 'b' }, { ...a, id: 'c', regiment: 'r2' }]); // ['b', 'c']
 */
export function followingUnits(rule: FollowingRule, unit: FollowingUnit, units: readonly FollowingUnit[]): string[] {
  const byRule =
    rule === 'coordinator' ? () => true : (o: FollowingUnit) => unit[rule] && o[rule] && o.regiment === unit.regiment;
  return units.filter((o) => o.id !== unit.id && o.side === unit.side && o.free && byRule(o)).map((o) => o.id);
}
