import { describe, expect, it } from 'vitest';
import { diceMechanics } from '@muster/core';
import { entriesFromModule, isRuleset, loadRulesets } from '../src/rulesets.js';
import { race, raceRenderer } from './fixtures/race.js';

describe('the ruleset registry', () => {
  it('registers every Ruleset-shaped export of a package, with its renderer', () => {
    const entries = entriesFromModule('@example/race', {
      race,
      alias: race,
      tableRenderer: raceRenderer,
      helper: () => 1,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: 'race', version: '0.0.0', source: '@example/race' });
    expect(entries[0]!.renderer).toBe(raceRenderer);
    expect(isRuleset({ id: 'x' })).toBe(false);
  });

  it('offers the mechanics of a package without a ruleset yet as an odds-only entry', () => {
    const [entry] = entriesFromModule('@muster/dice-extra', { extraMechanics: diceMechanics });
    expect(entry).toMatchObject({ id: 'dice-extra', ruleset: null });
    expect(entry!.mechanics.map((m) => m.id)).toEqual(['pool', 'sum']);
  });

  it('loads the built-in dice entry first and skips packages that are not installed', async () => {
    const entries = await loadRulesets(['@muster/not-a-package']);
    expect(entries.map((e) => e.id)).toEqual(['dice']);
    const all = await loadRulesets();
    expect(all[0]!.id).toBe('dice');
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });
});
