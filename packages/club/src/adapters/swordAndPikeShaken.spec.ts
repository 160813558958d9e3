// Ruling R7 (docs/rulings/sword-and-pike.md), "Shaken": fire is "+1 to each die result if firing unit 'Shaken'". The
// word is never defined. "Default: a unit is Shaken when it is Spent (over 50% losses)." Option `shakenMeans: 'spent' |
// 'worn-or-spent' | 'never'`. The club knows the firer's casualties: its fire form reads Shaken with the ruleset's own
// `isShaken`, as the battle's fire does (the players may change it).
import { describe, expect, it } from 'vitest';
import type { ClubUnit } from '../model/ClubSchemas.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';

const shot = (losses: number): ClubUnit => ({
  id: 'A:shot',
  side: 'A',
  name: 'Shot',
  profile: 'arquebusiers',
  group: 'g',
  groupName: 'g',
  size: 20,
  losses,
  disordered: false,
  routed: false,
  destroyed: false,
  order: 'open',
  activated: false,
});
const shaken = (losses: number, options?: Record<string, unknown>) =>
  swordAndPikeAdapter.prefill('fire', shot(losses), undefined, { commanders: [], turn: 1, options }).shaken;

describe("The Sword and the Pike at the club: the fire form's Shaken is the ruleset's (ruling R7)", () => {
  it('default: a Spent firer (over 50% losses) is Shaken; a fresh or worn one is not', () => {
    expect(shaken(0)).toBe(false);
    expect(shaken(8)).toBe(false); // worn: two stands gone, 12 of 20 left
    expect(shaken(11)).toBe(true); // spent: 9 of 20 left
  });

  it("shakenMeans 'worn-or-spent': any firer but a fresh one; 'never': not even a Spent one", () => {
    expect(shaken(0, { shakenMeans: 'worn-or-spent' })).toBe(false);
    expect(shaken(8, { shakenMeans: 'worn-or-spent' })).toBe(true);
    expect(shaken(11, { shakenMeans: 'never' })).toBe(false);
  });
});
