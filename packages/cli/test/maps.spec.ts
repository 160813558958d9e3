import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMap } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import { runWith, tempDir } from './helpers.js';

describe('muster battle <ruleset> --svg draws every ruleset', async () => {
  const registry = await loadRulesets();
  for (const id of ['tercios', 'sword-and-pike', 'wss-6mm', 'tacmento']) {
    it(`${id}: the end and each turn's table, each titled with the turn it shows`, async () => {
      const dir = tempDir();
      const { code, stdout } = await runWith(registry, ['battle', id, '--svg', join(dir, 'map.svg')]);
      expect(code).toBe(0);
      const turns = Number(/after (\d+) turns?;/.exec(stdout)![1]);
      const end = readMap(readFileSync(join(dir, 'map.svg'), 'utf8'));
      expect(end.title).toMatch(new RegExp(`over after turn ${turns}: `));
      expect(end.caption).toMatch(/after \d+ turns?; points/);
      const files = readdirSync(dir).filter((f) => f.startsWith('map-turn-'));
      expect(files.length).toBeGreaterThanOrEqual(turns - 1);
      for (const file of files) {
        const n = Number(/map-turn-(\d+)\.svg/.exec(file)![1]);
        const map = readMap(readFileSync(join(dir, file), 'utf8'));
        expect(map.title, file).toMatch(new RegExp(`\\bturn ${n}\\b`));
        expect(map.title, file).not.toMatch(/over/);
        expect(map.caption, file).toMatch(new RegExp(`end of turn ${n}$`));
        expect(map.legend.length, file).toBeGreaterThan(0);
      }
    });

    it(`${id}: the map in docs/viewer.md is the one seed "docs" draws today (else run node packages/cli/e2e/screenshots.mjs)`, async () => {
      const dir = tempDir();
      await runWith(registry, ['battle', id, '--seed', 'docs', '--svg', join(dir, 'map.svg')]);
      const docs = fileURLToPath(new URL(`../../../docs/images/maps/${id}.svg`, import.meta.url));
      expect(readFileSync(join(dir, 'map.svg'), 'utf8')).toBe(readFileSync(docs, 'utf8'));
    });
  }
});
