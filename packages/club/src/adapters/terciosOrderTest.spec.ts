// The club's order test is the ruleset's, on the unit as listed: its rules, Dm and attached commander count as
// in a battle (a raw Discipline number cannot carry Integral Command or Elite, and the club added Loyalty itself).
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { terciosAdapter } from './terciosAdapter.js';

const scenario = {
  ruleset: 'tercios',
  title: 'Nördlingen',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 2,
} as const;

function session(): ClubSession {
  const s = ClubSession.start(scenario, 'order-test');
  expect(s.decide({ kind: 'next' }).ok).toBe(true); // Initiative
  expect(s.decide({ kind: 'next' }).ok).toBe(true); // Activation
  return s;
}
const unitOfProfile = (s: ClubSession, profile: string) =>
  s.state.units.find((u) => u.side === 'A' && u.profile === profile)!;
const form = (s: ClubSession, unitId: string) =>
  terciosAdapter.prefill(
    'order-test',
    s.state.units.find((u) => u.id === unitId),
    undefined,
    { commanders: s.state.commanders, turn: s.state.turn },
  );
const pass = (s: ClubSession, params: Record<string, unknown>) => s.odds('order-test', params).exact?.passed?.['1'];

describe('the club order test is the ruleset orderTest on the listed unit (Order Cards > Testing Orders)', () => {
  it('Integral Command: an artillery piece is never Discipline- out of command (The Troops > Artillery)', () => {
    const s = session();
    const gun = unitOfProfile(s, 'light-artillery');
    expect(s.decide({ kind: 'set-unit', unit: gun.id, patch: { losses: 1 } }).ok).toBe(true);
    const params = form(s, gun.id);
    // Light artillery, Discipline 3: 3 dice needing one 5+: 1 - (2/3)^3 = 19/27, in or out of command.
    expect(pass(s, params)).toBe('19/27');
    expect(pass(s, { ...params, 'out-of-command': true })).toBe('19/27');
  });

  it('a Tercio out of command is Discipline- (3 dice instead of 5); fresh, it needs no test', () => {
    const s = session();
    const tercio = unitOfProfile(s, 'tercio');
    expect(s.decide({ kind: 'set-unit', unit: tercio.id, patch: { losses: 2 } }).ok).toBe(true);
    const params = form(s, tercio.id);
    expect(pass(s, params)).toBe('211/243'); // 1 - (2/3)^5
    expect(pass(s, { ...params, 'out-of-command': true })).toBe('19/27'); // 1 - (2/3)^3
    expect(s.decide({ kind: 'set-unit', unit: tercio.id, patch: { losses: 0 } }).ok).toBe(true);
    expect(pass(s, form(s, tercio.id))).toBe('1');
  });

  it('Loyalty (+1 Discipline, Command > Virtues) comes from the attached commander through the ruleset', () => {
    const s = session();
    const tercio = unitOfProfile(s, 'tercio');
    const loyal = s.state.commanders.find((c) => c.side === 'A' && (c.abilities ?? []).includes('loyalty'))!;
    expect(s.decide({ kind: 'set-unit', unit: tercio.id, patch: { losses: 2 } }).ok).toBe(true);
    expect(s.decide({ kind: 'set-commander', commander: loyal.id, patch: { attachedTo: tercio.id } }).ok).toBe(true);
    const params = form(s, tercio.id);
    expect(params).toMatchObject({ unit: 'tercio', wear: 2, 'unit-commander': expect.stringContaining('loyalty') });
    expect(pass(s, params)).toBe('665/729'); // 6 dice: 1 - (2/3)^6
  });
});
