import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import type { ViewerData } from '@muster/core';
import { readMap } from '@muster/core/testing';
import { runWith, tempDir } from './helpers.js';

const embedded = (html: string): ViewerData =>
  JSON.parse(/<script type="application\/json" id="viewer-data">([^]*?)<\/script>/.exec(html)![1]!) as ViewerData;

describe('muster view', async () => {
  const registry = await loadRulesets();
  const dir = tempDir();
  const saved = join(dir, 'game.json');
  await runWith(registry, ['battle', 'tacmento', '--seed', 'view', '--log', saved]);
  const game = JSON.parse(readFileSync(saved, 'utf8')) as { log: { type: string; roll?: { purpose: string } }[] };

  it('writes one self-contained page: a frame per decision plus the setup, every log entry, every roll with its dice', async () => {
    const html = join(dir, 'game.html');
    const { code, stdout } = await runWith(registry, ['view', saved, '--html', html]);
    expect(code).toBe(0);
    const decisions = game.log.filter((e) => e.type === 'decision').length;
    expect(stdout).toContain(`Viewer written to ${html}: ${decisions} decisions, ${game.log.length} log entries`);
    const page = readFileSync(html, 'utf8');
    expect(page).toMatch(/Content-Security-Policy" content="default-src 'none'/);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    const data = embedded(page);
    expect(data.frames).toHaveLength(decisions + 1);
    expect(data.entries).toHaveLength(game.log.length);
    const rolls = data.entries.filter((e) => e.type === 'roll');
    expect(rolls.map((r) => r.roll!.purpose)).toEqual(
      game.log.filter((e) => e.type === 'roll').map((e) => e.roll!.purpose),
    );
    expect(rolls[0]!.roll!.dice).toMatch(/^1d\d+$/);
    // Every map is the renderer's SVG, rebuilt from shared lines.
    const svg = data.svgs[data.frames.at(-1)!.svg]!.map((i) => data.lines[i]).join('\n');
    expect(svg).toMatch(/^<svg [^]*<\/svg>\n$/);
    expect(svg).toContain('over after turn');
  });

  it('refuses a bad file with one line naming the file and the field (exit 2), and writes nothing', async () => {
    const notGame = join(dir, 'not-a-game.json');
    writeFileSync(notGame, '{"format":"something-else"}');
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ ...JSON.parse(readFileSync(saved, 'utf8')), ruleset: 'chess' }));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"format": ');
    const cases: [string[], RegExp][] = [
      [['view', notGame, '--html', join(dir, 'a.html')], /not-a-game\.json: format: not a Muster saved game/],
      [['view', other, '--html', join(dir, 'b.html')], /other\.json: ruleset: unknown ruleset "chess"/],
      [['view', broken, '--html', join(dir, 'c.html')], /broken\.json/],
      [['view', join(dir, 'missing.json'), '--html', join(dir, 'd.html')], /missing\.json/],
      [['view', saved, '--html', saved], /html/],
    ];
    for (const [argv, message] of cases) {
      const { code, stderr } = await runWith(registry, argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    for (const f of ['a', 'b', 'c', 'd']) expect(existsSync(join(dir, `${f}.html`))).toBe(false);
    expect(readFileSync(saved, 'utf8')).toContain('"format":"muster-game"');
  });

  // Games exported by the club app in Debian's chromium (packages/club/e2e/evening.mjs), kept as fixtures.
  const clubFixture = (id: string) =>
    fileURLToPath(new URL(`../../club/src/ui/viewer/fixtures/club-${id}.json`, import.meta.url));

  it('draws a game exported from the club companion, replayed through the club reducer, for every club ruleset', async () => {
    for (const id of ['tercios', 'sword-and-pike', 'wss-6mm']) {
      const html = join(dir, `club-${id}.html`);
      const saved = JSON.parse(readFileSync(clubFixture(id), 'utf8')) as {
        log: { type: string }[];
        state: { turn: number; over: boolean; units: { id: string; name: string; losses: number }[] };
      };
      const { code, stdout, stderr } = await runWith(registry, ['view', clubFixture(id), '--html', html]);
      expect(code, stderr).toBe(0);
      const decisions = saved.log.filter((e) => e.type === 'decision').length;
      expect(stdout).toContain(`${decisions} decisions, ${saved.log.length} log entries (Club companion;`);
      const data = embedded(readFileSync(html, 'utf8'));
      expect(data.ruleset).toBe('club');
      expect(data.frames).toHaveLength(decisions + 1);
      // The last map is the saved final state: its title, and every unit with its losses.
      const map = readMap(data.svgs[data.frames.at(-1)!.svg]!.map((i) => data.lines[i]).join('\n'));
      expect(map.title).toMatch(
        saved.state.over ? `Game over after turn ${saved.state.turn}:` : new RegExp(`^Turn ${saved.state.turn} of `),
      );
      for (const u of saved.state.units) {
        const piece = map.pieces.find((p) => p.id === u.id);
        expect(piece?.name).toBe(u.name);
        expect(piece?.data.losses).toBe(String(u.losses));
      }
    }
  });

  it('refuses a club game edited after export or with a bad decision (exit 2, one line naming the file and the field)', async () => {
    const saved = JSON.parse(readFileSync(clubFixture('wss-6mm'), 'utf8')) as {
      log: { type: string; event?: { type: string; patch?: Record<string, unknown> } }[];
    };
    const at = saved.log.findIndex((e) => e.event?.type === 'unit-changed');
    saved.log[at]!.event!.patch = { ...saved.log[at]!.event!.patch, disordered: true, losses: 3 };
    const tampered = join(dir, 'club-tampered.json');
    writeFileSync(tampered, JSON.stringify(saved));
    const { code, stderr } = await runWith(registry, ['view', tampered, '--html', join(dir, 'e.html')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(`club-tampered\\.json: log\\[${at}\\]: does not replay identically`));
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, 'e.html'))).toBe(false);
    // A decision of no shape the club knows: malformed (not a rule change), naming the field and the shapes it may take.
    const bad = JSON.parse(readFileSync(clubFixture('tercios'), 'utf8')) as {
      log: { type: string; decision?: unknown }[];
    };
    const first = bad.log.findIndex((e) => e.type === 'decision');
    bad.log[first]!.decision = { kind: 'fly' };
    const badFile = join(dir, 'club-bad.json');
    writeFileSync(badFile, JSON.stringify(bad));
    const refused = await runWith(registry, ['view', badFile, '--html', join(dir, 'f.html')]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      new RegExp(
        `club-bad\\.json: log\\[${first}\\]\\.decision\\.kind: not a club game that can be loaded: Invalid discriminator value`,
      ),
    );
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, 'f.html'))).toBe(false);
  });
});
