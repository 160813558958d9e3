// Issue 23: `muster view` of a club game saved under other rules, and of one continued from its recorded state.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGame, GameRulesToken, type GameRules } from '@muster/core';
import { club, ClubSession, readClubGame } from '@muster/club';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import { runWith, tempDir } from './helpers.js';

/** A club game as an older version saved it: victory points counted double then. */
function olderSave(): string {
  const game = createGame(club, club.exampleScenario(), {
    seed: 'older-rules',
    configure: (container) => {
      const own = container.get<GameRules>(GameRulesToken);
      container.unbind(GameRulesToken);
      container.bind(GameRulesToken).toConstantValue({
        ...own,
        resolve: (ctx, decision, player) => {
          const d = decision as { kind: string; side: string; delta: number; reason: string };
          if (d.kind === 'points') ctx.emit({ type: 'points', side: d.side, delta: d.delta * 2, reason: d.reason });
          else own.resolve(ctx, decision, player);
        },
      } satisfies GameRules);
    },
  });
  game.decide({ kind: 'next' });
  game.decide({ kind: 'points', side: 'A', delta: 1, reason: 'the ford' });
  game.decide({ kind: 'note', text: 'recorded under the older rules' });
  return JSON.stringify(game.save());
}

describe('muster view of a club game across a rule change', async () => {
  const registry = await loadRulesets();
  const dir = tempDir();
  const older = join(dir, 'older.json');
  writeFileSync(older, olderSave());
  const pointsAt = (
    JSON.parse(readFileSync(older, 'utf8')) as { log: { decision?: { kind: string } }[] }
  ).log.findIndex((e) => e.decision?.kind === 'points');

  it('refuses one that does not replay under these rules (exit 2), saying --as-recorded draws it as recorded', async () => {
    const { code, stderr } = await runWith(registry, ['view', older, '--html', join(dir, 'a.html')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      new RegExp(
        `older\\.json: log\\[${pointsAt + 1}\\]: does not replay identically under these rules .*--as-recorded`,
      ),
    );
    expect(existsSync(join(dir, 'a.html'))).toBe(false);
  });

  it('refuses a malformed record even with --as-recorded (exit 2, the file, the field and what was expected)', async () => {
    const saved = JSON.parse(readFileSync(older, 'utf8')) as { scenario: Record<string, unknown> };
    const bad = join(dir, 'bad-record.json');
    writeFileSync(bad, JSON.stringify({ ...saved, scenario: { ...saved.scenario, record: { versions: 7 } } }));
    const { code, stderr } = await runWith(registry, ['view', bad, '--as-recorded', '--html', join(dir, 'd.html')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/bad-record\.json: scenario\.record\.versions: .*expected record, received number/);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, 'd.html'))).toBe(false);
  });

  it('draws it as recorded with --as-recorded, and says so', async () => {
    const html = join(dir, 'b.html');
    const { code, stdout, stderr } = await runWith(registry, ['view', older, '--as-recorded', '--html', html]);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(
      /: 3 decisions, \d+ log entries \(Club companion; .*\); the log as recorded: it does not replay under these rules from step 2 \(log\[\d+\]\)/,
    );
    expect(readFileSync(html, 'utf8')).toContain('as recorded');
  });

  it('draws a game continued from its recorded state, replayed from there under these rules', async () => {
    const read = readClubGame(readFileSync(older, 'utf8'), 'older.json');
    if (read.kind !== 'rules-changed') throw new Error('the older save replayed');
    const continued = ClubSession.continueRecorded(read.change);
    expect(continued.decide({ kind: 'points', side: 'B', delta: 1, reason: 'the mill' })).toEqual({ ok: true });
    const file = join(dir, 'continued.json');
    writeFileSync(file, continued.exportText());
    const { code, stdout, stderr } = await runWith(registry, ['view', file, '--html', join(dir, 'c.html')]);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('4 decisions');
    expect(stdout).not.toContain('as recorded');
  });
});
