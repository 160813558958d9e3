import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import type { ViewerData } from '../src/view/viewerFrames.js';
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
});
