import { describe, expect, it } from 'vitest';
import type { ClubUnit } from '../model/ClubSchemas.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';

const unit = (profile: string, order: string, id = profile): ClubUnit => ({
  id,
  side: 'A',
  name: id,
  profile,
  group: 'g',
  groupName: 'g',
  size: 20,
  losses: 0,
  disordered: false,
  routed: false,
  destroyed: false,
  order,
  activated: false,
});

// Rulebook: FIRE > Target classifications: "Closed order = Pikes or other heavy foot, base-to-base"; "Open order =
// Other foot and all horse"; "Skirmishers, artillerists, drovers etc. ... takes 2 hits to mark one figure". Ruling R3
// gives each category its class (option `targetClasses`). The club's fire form asks the ruleset's own reading.
describe("The Sword and the Pike at the club: the fire form's target class is the ruleset's (ruling R3)", () => {
  const firer = unit('arquebusiers', 'open', 'shot');
  const form = (target: ClubUnit, options?: Record<string, unknown>) =>
    swordAndPikeAdapter.prefill('fire', firer, target, { commanders: [], turn: 1, options });

  it('closed order is Class I, open order Class II, neither marks skirmishers', () => {
    expect(form(unit('pikemen', 'closed'))).toMatchObject({ 'target-class': '1', skirmishers: false });
    expect(form(unit('gendarmes', 'open'))).toMatchObject({ 'target-class': '2', skirmishers: false });
  });

  it('skirmishers and artillerists take 2 hits to mark one figure', () => {
    expect(form(unit('sword-and-buckler', 'skirmish'))).toMatchObject({ skirmishers: true });
    expect(form(unit('heavy-gun', 'skirmish'))).toMatchObject({ skirmishers: true });
  });

  it("the game's targetClasses option sets the class read", () => {
    const options = { targetClasses: { open: 3, closed: 2 } };
    expect(form(unit('gendarmes', 'open'), options)).toMatchObject({ 'target-class': '3' });
    expect(form(unit('pikemen', 'closed'), options)).toMatchObject({ 'target-class': '2' });
  });
});
