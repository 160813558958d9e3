// Issue 22, defects 6 and 7 through the club import: a game nested thousands of levels deep threw a raw
// RangeError; a game whose dice generator state was swapped for another valid one loaded as identical.
import { MusterError } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { ClubSession } from './ClubSession.js';

const tercios = {
  ruleset: 'tercios',
  title: 'Flanders',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 2,
} as const;

function line(text: string): string {
  try {
    ClubSession.fromText(text, null, 'game.json');
  } catch (error) {
    return MusterError.is(error) ? `${error.code}: ${error.toUserLine()}` : `not a MusterError: ${String(error)}`;
  }
  return 'accepted';
}

function nestedText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('ClubSession import of hostile files', () => {
  const s = ClubSession.start(tercios, 'hostile');
  s.decide({ kind: 'resolve', mechanic: 'order-test', params: { discipline: 3 } });
  const saved = JSON.parse(s.exportText()) as Record<string, unknown>;

  it.each([
    ['state', (d: string) => JSON.stringify({ ...saved, state: '§' }).replace('"§"', d)],
    ['scenario', (d: string) => JSON.stringify({ ...saved, scenario: '§' }).replace('"§"', d)],
    ['options', (d: string) => JSON.stringify({ ...saved, options: '§' }).replace('"§"', d)],
    ['the whole file', (d: string) => d],
  ])('refuses %s nested 5,000 deep as bad-file naming the file, never a RangeError', (_where, build) => {
    expect(line(build(nestedText(5_000)))).toMatch(/^bad-file: game\.json: .*nested more than 256 levels deep/);
  });

  it('refuses a dice generator state swapped for another valid one (it would roll differently when resumed)', () => {
    const rng = saved.rng as { a: number; b: number; c: number; d: number };
    const swapped = { ...saved, rng: { ...rng, a: rng.a ^ 1 } };
    // Every entry replays; only the generator state at the end differs: the refusal names that field.
    expect(line(JSON.stringify(swapped))).toMatch(/^bad-file: game\.json: rng: does not replay/);
    expect(line(JSON.stringify({ ...saved, rng: { a: 0, b: 0, c: 0, d: 0 } }))).toMatch(
      /^bad-file: game\.json: rng: not a club game that can be loaded: dice generator state is all zeros/,
    );
    expect(line(JSON.stringify(saved))).toBe('accepted');
  });
});
