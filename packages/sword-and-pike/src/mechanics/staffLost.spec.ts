import { describe, expect, it } from 'vitest';
import { lostItsStaff, type StaffLostCandidate } from './staffLost.js';

// MORALE, When to check Morale: "d. When a units' Staff Officer is killed or captured within 12" and in view (180
// degree cone of observation)". A brigade officer is the staff of his brigade's units; the Commander-in-Chief of every
// unit of his side. Routed units and units off the table take no test.
const unit = (over: Partial<StaffLostCandidate> = {}): StaffLostCandidate => ({
  side: 'A',
  brigade: 'first',
  routed: false,
  onTable: true,
  ...over,
});
const brigadier = { side: 'A', brigade: 'first' } as const;
const chief = { side: 'A', brigade: null } as const;

describe('trigger d: whose Staff Officer he was (MORALE, When to check Morale)', () => {
  it("a brigade officer: his own brigade's units, not another brigade's, not the enemy's", () => {
    expect(lostItsStaff(brigadier, unit())).toBe(true);
    expect(lostItsStaff(brigadier, unit({ brigade: 'second' }))).toBe(false);
    expect(lostItsStaff(brigadier, unit({ side: 'B' }))).toBe(false);
  });
  it('the Commander-in-Chief: every brigade of his side, none of the enemy', () => {
    expect(lostItsStaff(chief, unit({ brigade: 'second' }))).toBe(true);
    expect(lostItsStaff(chief, unit({ side: 'B' }))).toBe(false);
  });
  it('a routed unit, or one off the table, takes no test', () => {
    expect(lostItsStaff(brigadier, unit({ routed: true }))).toBe(false);
    expect(lostItsStaff(chief, unit({ onTable: false }))).toBe(false);
  });
});
