import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBattleRuleset, loadRulesets } from '../src/rulesets.js';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { runWith, tempDir } from './helpers.js';

// The real rulesets the CLI ships with, whatever is installed: every battle ruleset with bots must play a battle
// that is byte-identical for the same seed and replays identically from its log.
const entries = await loadRulesets();
const playable = entries.filter(
  (e): e is RulesetEntry & { ruleset: NonNullable<RulesetEntry['ruleset']> } =>
    isBattleRuleset(e) && Object.keys(e.ruleset.bots).length > 0,
);

const run = (...argv: string[]) => runWith(entries, argv);

describe.runIf(playable.length > 0)('installed rulesets through the CLI', () => {
  it.each(playable.map((e) => [e.id]))(
    '%s: same seed, same battle; the log replays identically; a tampered log does not',
    async (id) => {
      const dir = tempDir();
      const log = join(dir, `${id}.json`);
      const first = await run('battle', id, '--seed', 'cli-int', '--log', log);
      expect(first.stderr).toBe(`wrote ${log}\n`);
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^Result: /m);
      const second = await run('battle', id, '--seed', 'cli-int');
      expect(second.stdout).toBe(first.stdout.replace(/^Saved game written to .*\n/m, ''));
      const replayed = await run('replay', log);
      expect(replayed.stderr).toBe('');
      expect(replayed.code).toBe(0);
      const saved = JSON.parse(readFileSync(log, 'utf8'));
      const roll = saved.log.findIndex((e: { type: string }) => e.type === 'roll');
      saved.log[roll].roll.result = (saved.log[roll].roll.result as number) + 1;
      writeFileSync(join(dir, 'tampered.json'), JSON.stringify(saved));
      const tampered = await run('replay', join(dir, 'tampered.json'));
      expect(tampered.code).toBe(1);
      expect(tampered.stderr).toContain(`differs at log[${roll}]`);
    },
  );

  it.each(playable.filter((e) => e.ruleset.armies).map((e) => [e.id]))(
    '%s: every example army validates (exit 0)',
    async (id) => {
      const entry = playable.find((e) => e.id === id)!;
      const dir = tempDir();
      for (const [name, army] of Object.entries(entry.ruleset.armies!.examples)) {
        const file = join(dir, `${name}.json`);
        writeFileSync(file, JSON.stringify(army));
        const result = await run('army', 'validate', id, file);
        expect(result.code, `${name}: ${result.stdout}${result.stderr}`).toBe(0);
      }
    },
  );
});
