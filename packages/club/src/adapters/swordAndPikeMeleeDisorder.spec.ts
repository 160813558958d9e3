import { describe, expect, it } from 'vitest';
import type { ClubUnit } from '../model/ClubSchemas.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';

const unit = (profile: string, id: string): ClubUnit => ({
  id,
  side: id === 'a' ? 'A' : 'B',
  name: id,
  profile,
  group: 'g',
  groupName: 'g',
  size: 12,
  losses: 0,
  disordered: false,
  routed: false,
  destroyed: false,
  order: 'open',
  activated: false,
});

// Rulebook: DISORDERED UNITS: "Disorder is calused by falling vack, rallying from routed, or fighting in close combat."
// Ruling R29: the loser tests before the fight disorders it (its fall back disorders it anyway); after the test every
// unit that fought and still stands is disordered — the winner too, as the battle's `fight` does.
describe('The Sword and the Pike at the club: fighting in close combat disorders the winner', () => {
  const a = unit('gendarmes', 'a');
  const b = unit('reiters', 'b');
  const effects = (winner: 'attacker' | 'defender') =>
    swordAndPikeAdapter.effects('melee', { attackerCasualties: 1, defenderCasualties: 1, winner }, a, b, {
      commanders: [],
      turn: 1,
    });

  it('the winning attacker is disordered (and gains its point of Morale)', () => {
    expect(effects('attacker')).toContainEqual(
      expect.objectContaining({ unit: 'a', patch: expect.objectContaining({ disordered: true, moraleShift: 1 }) }),
    );
  });

  it('the winning defender is disordered; the loser is not disordered before its test', () => {
    const all = effects('defender');
    expect(all.some((c) => 'unit' in c && c.unit === 'b' && c.patch.disordered === true)).toBe(true);
    expect(all.some((c) => 'unit' in c && c.unit === 'a' && c.patch.disordered === true)).toBe(false);
  });
});

// ROUTED UNITS: routed and disordered are two states ("Pass means they are no longer routed and must stand in place as
// 'disordered'"): a unit that routs is routed, no longer disordered, so its rally test is not taken at -1 for disorder
// (the battle's unit has one status: `routed`).
describe('The Sword and the Pike at the club: a unit that routs is routed, not disordered', () => {
  it('a disordered unit that routs on a morale check is no longer marked disordered', () => {
    const shaken = { ...unit('gendarmes', 'a'), disordered: true };
    const changes = swordAndPikeAdapter.effects('morale', { result: 'rout', score: 3 }, shaken, undefined, {
      commanders: [],
      turn: 1,
    });
    expect(changes).toContainEqual(
      expect.objectContaining({ unit: 'a', patch: expect.objectContaining({ routed: true, disordered: false }) }),
    );
  });
});
