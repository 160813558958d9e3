import { replay } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { club } from './clubRuleset.js';

const unit = (s: ClubSession, id: string) => s.state.units.find((u) => u.id === id)!;
/** Walks to the step with this index (0-based), turning over as needed. */
function toStep(s: ClubSession, turn: number, step: number): void {
  while (s.state.turn < turn || s.state.step !== step) expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
}

// Rulebook: SEQUENCE OF ACTIONS 10: "test morale for any unit shich is 'Spent' (under 50% strength) which does not
// have an officer attached to it. If it passes, it will continue in the game. If it fails, it is removed from the
// game." MORALE: "Units which are 'Spent' must test morale at the end of each turn unless an officer is attached to
// the unit. Pass means to continue the fight. Failure means to leave the table."
describe('The Sword and the Pike: Spent units test at the end of the turn (SEQUENCE OF ACTIONS 10)', () => {
  const start = (seed: string) =>
    ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy], maxTurns: 3 },
      seed,
    );
  const officered = (s: ClubSession) => new Set(s.state.commanders.map((c) => c.attachedTo));

  it('step 10 calls a pass/fail test for each Spent unit with no officer, and none for the others', () => {
    const s = start('spent');
    const withOfficer = officered(s);
    const [spent, fresh] = s.state.units.filter((u) => u.side === 'A' && !withOfficer.has(u.id));
    const led = s.state.units.find((u) => withOfficer.has(u.id))!;
    // Over 50% losses: Spent.
    for (const u of [spent!, led])
      expect(s.decide({ kind: 'set-unit', unit: u.id, patch: { losses: Math.floor(u.size / 2) + 1 } }).ok).toBe(true);
    toStep(s, 1, 9); // 10. Test Spent units
    const tests = s.state.tests.filter((t) => t.purpose === 'spent');
    expect(tests.map((t) => t.unit)).toEqual([spent!.id]);
    expect(tests[0]).toMatchObject({ mechanic: 'morale', params: { situation: 'pass-fail' } });
    expect(tests.some((t) => t.unit === fresh!.id || t.unit === led.id)).toBe(false);
  });

  it('a failed Spent test removes the unit; a passed one leaves it in the game', () => {
    for (const [die, gone] of [
      [1, true],
      [6, false],
    ] as const) {
      const s = start(`spent-${die}`);
      const withOfficer = officered(s);
      const spent = s.state.units.find((u) => u.side === 'A' && !withOfficer.has(u.id))!;
      expect(s.decide({ kind: 'set-unit', unit: spent.id, patch: { losses: Math.floor(spent.size / 2) + 1 } }).ok).toBe(
        true,
      );
      toStep(s, 1, 9);
      const test = s.state.tests.find((t) => t.unit === spent.id && t.purpose === 'spent')!;
      const params = { ...test.params, rating: 1, initial: false, officer: 'none', disordered: false };
      expect(s.decide({ kind: 'resolve', mechanic: 'morale', params, actor: spent.id, dice: [die] }).ok).toBe(true);
      expect(unit(s, spent.id).destroyed).toBe(gone);
      expect(replay(club, s.save()).identical).toBe(true);
    }
  });
});

// Ruling R52 (`spentTestRouted`): a routed Spent unit takes only its rally test, or (`tests`) the Spent test too.
describe('The Sword and the Pike at the club: a routed Spent unit and the Spent test (ruling R52)', () => {
  for (const [spentTestRouted, tested] of [
    ['exempt', false],
    ['tests', true],
  ] as const) {
    it(`${spentTestRouted}: a routed Spent unit ${tested ? 'is' : 'is not'} called to the Spent test`, () => {
      const s = ClubSession.start(
        {
          ruleset: 'sword-and-pike',
          title: 'Italy',
          armies: [frenchArmy, imperialArmy],
          maxTurns: 3,
          options: { spentTestRouted },
        },
        `spent-routed-${spentTestRouted}`,
      );
      const withOfficer = new Set(s.state.commanders.map((c) => c.attachedTo));
      const u = s.state.units.find((x) => x.side === 'A' && !withOfficer.has(x.id))!;
      const patch = { losses: Math.floor(u.size / 2) + 1, routed: true, routedTurn: 1 };
      expect(s.decide({ kind: 'set-unit', unit: u.id, patch }).ok).toBe(true);
      toStep(s, 1, 9);
      expect(s.state.tests.some((t) => t.unit === u.id && t.purpose === 'spent')).toBe(tested);
    });
  }
});
