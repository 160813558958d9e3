import { describe, expect, it } from 'vitest';
import { diceMechanics } from '@muster/core';
import {
  entriesFromModule,
  isRuleset,
  loadRulesets,
  PACKAGE_RULESET_IDS,
  RULESET_PACKAGES,
  rulesetPackagesFor,
} from '../src/rulesets.js';
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

  it('knows which ids each built-in package registers, as the packages export them', async () => {
    expect(Object.keys(PACKAGE_RULESET_IDS)).toEqual([...RULESET_PACKAGES]);
    for (const specifier of RULESET_PACKAGES) {
      const ids = (await loadRulesets([specifier])).slice(1).map((e) => e.id);
      expect({ specifier, ids }).toEqual({ specifier, ids: PACKAGE_RULESET_IDS[specifier] });
    }
  });

  describe('imports only the ruleset packages a command needs', () => {
    const all = RULESET_PACKAGES;
    it('none for --version, and none for the built-in dice', () => {
      expect(rulesetPackagesFor(['--version'])).toEqual([]);
      expect(rulesetPackagesFor(['-V'])).toEqual([]);
      expect(rulesetPackagesFor(['odds', 'dice', 'pool', '--dice', '3'])).toEqual([]);
    });

    it("the named ruleset's package, wherever its id stands among the arguments", () => {
      expect(rulesetPackagesFor(['battle', 'tercios', '--seed', 's'])).toEqual(['@muster/tercios']);
      expect(rulesetPackagesFor(['simulate', '--battles', '10', 'wss-6mm'])).toEqual(['@muster/wss-6mm']);
      expect(rulesetPackagesFor(['army', 'validate', 'sword-and-pike', 'a.json'])).toEqual(['@muster/sword-and-pike']);
      expect(rulesetPackagesFor(['odds', 'tacmento', '--units'])).toEqual(['@muster/tacmento']);
      expect(rulesetPackagesFor(['units', 'club'])).toEqual(['@muster/club']);
      expect(rulesetPackagesFor(['ab', 'tercios', '--a', 'rules', '--b', 'wss-6mm'])).toEqual([
        '@muster/tercios',
        '@muster/wss-6mm',
      ]);
    });

    it('every package for help, an unknown id, --plugin, and commands that read their ruleset from a file', () => {
      expect(rulesetPackagesFor([])).toEqual(all);
      expect(rulesetPackagesFor(['--help'])).toEqual(all);
      expect(rulesetPackagesFor(['battle', 'tercios', '--help'])).toEqual(all);
      expect(rulesetPackagesFor(['battle', 'tercio'])).toEqual(all);
      expect(rulesetPackagesFor(['battle', 'tercios', '--plugin', './race.mjs'])).toEqual(all);
      expect(rulesetPackagesFor(['battle', 'tercios', '--plugin=./race.mjs'])).toEqual(all);
      expect(rulesetPackagesFor(['replay', 'tercios'])).toEqual(all);
      expect(rulesetPackagesFor(['compare', 'pike-charged-by-heavy-cavalry-front'])).toEqual(all);
      expect(rulesetPackagesFor(['rulesets'])).toEqual(all);
    });

    it('keeps a package it has no ids for', () => {
      expect(
        rulesetPackagesFor(['battle', 'tercios'], ['@example/race', '@muster/tercios', '@muster/wss-6mm']),
      ).toEqual(['@example/race', '@muster/tercios']);
    });
  });
});
