/** A unit as trigger d reads it: whose staff it is under, and whether it still tests at all. */
export interface StaffLostCandidate {
  readonly side: string;
  /** Its brigade (the club's group). */
  readonly brigade: string;
  /** Routed units take no test for their staff (they rally instead). */
  readonly routed: boolean;
  /** Destroyed, captured or gone from the table: no test. */
  readonly onTable: boolean;
}

/**
 * Whether a unit lost its Staff Officer when `officer` is killed or captured: a brigade officer is the staff of his
 * brigade's units, the Commander-in-Chief (`brigade: null`) of every unit of his side; a unit routed or off the table
 * takes no test. Rulebook: MORALE, When to check Morale — "d. When a units' Staff Officer is killed or captured within
 * 12" and in view (180 degree cone of observation)"; Close Combat L — "check Morale of any Units that lost their
 * Staff". The distance and view are the table's (the battle measures them, the club asks the players); the unit he was
 * with always tests. The battle and the club companion both ask this.
 *
 * @example
 * lostItsStaff({ side: 'A', brigade: 'b1' }, { side: 'A', brigade: 'b1', routed: false, onTable: true }) // true
 * lostItsStaff({ side: 'A', brigade: 'b1' }, { side: 'A', brigade: 'b2', routed: false, onTable: true }) // false
 * lostItsStaff({ side: 'A', brigade: null }, { side: 'A', brigade: 'b2', routed: false, onTable: true }) // true
 */
export function lostItsStaff(
  officer: { readonly side: string; readonly brigade: string | null },
  unit: StaffLostCandidate,
): boolean {
  return (
    unit.side === officer.side &&
    unit.onTable &&
    !unit.routed &&
    (officer.brigade === null || unit.brigade === officer.brigade)
  );
}
