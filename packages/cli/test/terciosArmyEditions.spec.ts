import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { loadRulesets } from '../src/rulesets.js';
import { expectRefused, runWith, tempDir } from './helpers.js';

// docs/rulings/tercios.md, "The edition of a battle from army files": `battle tercios --armies` plays the edition
// the armies were built for, or says which option to pass; armies of two editions are refused.

let registry: RulesetEntry[];
const run = (...argv: string[]) => runWith(registry, argv);

const armies = fileURLToPath(new URL('../../tercios/data/armies/', import.meta.url));
const SPANISH = join(armies, 'spanish-empire-1000.json');
const SWEDISH = join(armies, 'swedish-empire-1000.json');
let BREVIS_A: string;
let BREVIS_B: string;

beforeAll(async () => {
  registry = await loadRulesets(['@muster/tercios']);
  const brevis = registry.find((e) => e.id === 'tercios')!.ruleset!.armies!.examples['spanish-empire-brevis-7'] as {
    name: string;
  };
  const dir = tempDir();
  BREVIS_A = join(dir, 'brevis-a.json');
  BREVIS_B = join(dir, 'brevis-b.json');
  writeFileSync(BREVIS_A, JSON.stringify(brevis));
  writeFileSync(BREVIS_B, JSON.stringify({ ...brevis, name: 'Spanish rearguard (Brevis Editio)' }));
});

describe('muster battle tercios --armies and the editions', () => {
  it('a Brevis army against a Liber Militum army: exit 2, one line naming armies[1].edition and the edition expected', async () => {
    expectRefused(
      await run('battle', 'tercios', '--armies', BREVIS_A, SWEDISH),
      'armies[1].edition: the armies are of two editions',
      '"Spanish vanguard (Brevis Editio)" is a Brevis Editio army',
      '(expected brevis), got liber-militum',
    );
    expectRefused(
      await run('battle', 'tercios', '--armies', SPANISH, BREVIS_B, '--option', 'edition=brevis-editio'),
      'armies[1].edition',
      '(expected liber-militum), got brevis',
    );
  });

  it('two Brevis armies under the default options: exit 2, saying which option to pass', async () => {
    expectRefused(
      await run('battle', 'tercios', '--armies', BREVIS_A, BREVIS_B),
      'options.edition: these armies were built for Brevis Editio, but the game is set to Liber Militum',
      'play them with --option edition=brevis-editio',
    );
  });

  it('two Brevis armies with --option edition=brevis-editio: played by Brevis, saved and replayed', async () => {
    const log = join(tempDir(), 'brevis.json');
    const r = await run(
      'battle',
      'tercios',
      '--armies',
      BREVIS_A,
      BREVIS_B,
      '--option',
      'edition=brevis-editio',
      '--log',
      log,
    );
    expect(r.code, r.stderr).toBe(0);
    const saved = JSON.parse(readFileSync(log, 'utf8')) as {
      scenario: { edition?: string };
      options: { edition: string; commanders: string };
    };
    expect(saved.scenario.edition).toBe('brevis-editio');
    expect(saved.options).toMatchObject({ edition: 'brevis-editio', commanders: 'initiative-only' });
    const replayed = await run('replay', log);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stdout).toContain('identical');
  });

  it('Liber Militum armies play as before; under edition=brevis-editio they are refused', async () => {
    const r = await run('battle', 'tercios', '--armies', SPANISH, SWEDISH, '--bots', 'random', '--json');
    expect(r.code, r.stderr).toBe(0);
    expectRefused(
      await run('battle', 'tercios', '--armies', SPANISH, SWEDISH, '--option', 'edition=brevis-editio'),
      'these armies were built for Liber Militum, but the game is set to Brevis Editio',
      '--option edition=liber-militum',
    );
  });
});
