// The saved game's envelope: its format, version and ruleset said plainly, and its schema's bounds (a version from 1
// to the current one, non-empty ids and seed, a variant name of 1..200 characters, no unknown field).
import { describe, expect, it } from 'vitest';
import { SAVED_GAME_FORMAT, SAVED_GAME_VERSION, SavedGameSchema, savedGameFormat } from './SavedGame.js';

const envelope = {
  format: 'muster-game',
  formatVersion: 1,
  ruleset: 'race',
  rulesetVersion: '',
  seed: 's',
  scenario: null,
  options: {},
  log: [],
  rng: null,
  state: null,
};
const pathOf = (data: unknown) => {
  const result = SavedGameSchema.safeParse(data);
  return result.success ? 'accepted' : result.error.issues[0]!.path.join('.');
};

describe('the saved game envelope', () => {
  it('names its format, its version and, when asked, its ruleset', () => {
    expect([SAVED_GAME_FORMAT, SAVED_GAME_VERSION]).toEqual(['muster-game', 1]);
    expect(savedGameFormat('race')).toEqual({
      format: 'muster-game',
      version: 1,
      ruleset: 'race',
      what: 'a saved game',
    });
    const any = savedGameFormat();
    expect(any).toEqual({ format: 'muster-game', version: 1, what: 'a saved game' });
    expect('ruleset' in any).toBe(false);
  });

  it('accepts the envelope, with a variant and plugin ids or without', () => {
    expect(pathOf(envelope)).toBe('accepted');
    const plugins = { sequence: 's', rules: 'r', dice: 'd', combat: 'c', morale: 'm' };
    expect(pathOf({ ...envelope, variant: 'v'.repeat(200), plugins })).toBe('accepted');
  });

  it('refuses a version outside 1..current, empty ids, a variant name out of bounds and unknown fields', () => {
    expect(pathOf({ ...envelope, formatVersion: 0 })).toBe('formatVersion');
    expect(pathOf({ ...envelope, formatVersion: 2 })).toBe('formatVersion');
    expect(pathOf({ ...envelope, formatVersion: 0.5 })).toBe('formatVersion');
    expect(pathOf({ ...envelope, ruleset: '' })).toBe('ruleset');
    expect(pathOf({ ...envelope, seed: '' })).toBe('seed');
    expect(pathOf({ ...envelope, variant: '' })).toBe('variant');
    expect(pathOf({ ...envelope, variant: 'v'.repeat(201) })).toBe('variant');
    expect(pathOf({ ...envelope, format: 'muster-army' })).toBe('format');
    expect(pathOf({ ...envelope, extra: 1 })).toBe('');
    for (const kind of ['sequence', 'rules', 'dice', 'combat', 'morale']) {
      const plugins = { sequence: 's', rules: 'r', dice: 'd', [kind]: '' };
      expect(pathOf({ ...envelope, plugins })).toBe(`plugins.${kind}`);
    }
    expect(pathOf({ ...envelope, plugins: { sequence: 's', rules: 'r', dice: 'd', extra: 'x' } })).toBe('plugins');
    expect(pathOf({ ...envelope, rng: { a: 1 } })).toBe('rng.b');
  });
});
