// The replay viewer in Debian's chromium: `muster view` writes a page, the browser opens it from disk with
// every network request blocked, steps through the game with the page's own controls, and at three points
// checks what the map shows against the state the ruleset's reducer gives for that point of the saved game.
// Run with `bash packages/cli/e2e/run.sh` (it installs chromium and builds first).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createGame, replay } from '@muster/core';
import { tercios } from '@muster/tercios';
import { swordAndPike } from '@muster/sword-and-pike';
import { wss6mm } from '@muster/wss-6mm';
import { tacmento } from '@muster/tacmento';
import { club } from '@muster/club';

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '..', 'bin', 'muster.mjs');
const dir = mkdtempSync(join(tmpdir(), 'muster-viewer-'));
const muster = (...args) => {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  assert.equal(run.status, 0, `muster ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
};

/** The state after each decision's entries (index 0: after setup), by the ruleset's reducer, as saved. */
function statesByDecision(ruleset, savedFile) {
  const saved = JSON.parse(readFileSync(savedFile, 'utf8'));
  const report = replay(ruleset, saved);
  assert.ok(report.identical, 'the saved game replays identically');
  const game = report.game;
  const reduce = (s, e) => game.plugins.rules.reduce(s, e);
  // The state the log starts from: the saved scenario set up again (setup logs rolls, not events).
  let state = createGame(ruleset, saved.scenario, { seed: saved.seed, options: saved.options }).state;
  const out = [];
  for (const entry of saved.log) {
    if (entry.type === 'decision') out.push(state);
    if (entry.type === 'event') state = reduce(state, entry.event);
  }
  out.push(state);
  return { states: out, final: saved.state };
}

const rulesets = {
  tercios: {
    ruleset: tercios,
    pieces: (s) =>
      s.units.map((u) => ({
        id: u.id,
        name: u.name,
        x: u.base.centre.x,
        y: u.base.centre.y,
        extra: { wear: String(u.wear), disordered: String(u.disordered) },
      })),
    turn: (s) => (s.stage === 'over' ? s.result.turns : s.turn),
  },
  'sword-and-pike': {
    ruleset: swordAndPike,
    pieces: (s) =>
      s.units.map((u) => ({
        id: u.id,
        name: u.name,
        x: u.x,
        y: u.y,
        extra: { status: u.status, figures: String(u.figures) },
      })),
    turn: (s) => (s.step === 'over' ? s.result.turns : s.turn),
  },
  'wss-6mm': {
    ruleset: wss6mm,
    pieces: (s) =>
      s.units.map((u) => ({
        id: u.id,
        name: u.name,
        x: u.x,
        y: u.y,
        extra: { order: u.order, formation: u.formation, lost: String(u.lost) },
      })),
    turn: (s) => (s.result ? s.result.turns : s.turn),
  },
  // A game exported from the club companion (in chromium, by the club's own e2e evening): no positions, so its
  // map is a board of unit cards; what each card shows is checked against the club reducer's state.
  club: {
    ruleset: club,
    file: fileURLToPath(new URL('../../club/src/ui/viewer/fixtures/club-sword-and-pike.json', import.meta.url)),
    pieces: (s) =>
      s.units.map((u) => ({
        id: u.id,
        name: u.name,
        extra: {
          losses: String(u.losses),
          disordered: String(u.disordered),
          routed: String(u.routed),
          destroyed: String(u.destroyed),
        },
      })),
    turn: (s) => s.turn,
    titleFlags: 'i',
  },
  tacmento: {
    ruleset: tacmento,
    pieces: (s) =>
      s.grid.flatMap((row) =>
        row.map((c) => ({ id: `card-${c.card}`, name: null, extra: { owner: c.owner, where: 'grounds' } })),
      ),
    turn: null,
  },
};

const round = (v) => String(Math.round(v * 100) / 100 + 0);
const browser = await chromium.launch({
  // Debian's chromium-headless-shell when installed (run.sh installs it): the same Chromium in the old headless
  // mode, less CPU than the full browser (bench/README.md, "A slower machine, and browser tests in the headless shell").
  executablePath:
    process.env.CHROMIUM ??
    (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let failures = 0;
try {
  const only = process.argv.slice(2);
  for (const [id, spec] of Object.entries(rulesets)) {
    if (only.length > 0 && !only.includes(id)) continue;
    const started = Date.now();
    const saved = join(dir, `${id}.json`);
    const html = join(dir, `${id}.html`);
    if (spec.file) copyFileSync(spec.file, saved);
    else muster('battle', id, '--seed', 'viewer-e2e', '--log', saved);
    muster('view', saved, '--html', html);
    const { states } = statesByDecision(spec.ruleset, saved);
    const context = await browser.newContext();
    await context.setOffline(true);
    const requests = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:')) return route.continue();
      requests.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      await page.goto(pathToFileURL(html).href);
      const frames = await page.evaluate(
        () => JSON.parse(globalThis.document.getElementById('viewer-data').textContent).frames.length,
      );
      assert.equal(frames, states.length, 'one frame per decision, plus the setup');

      /** What the map shows now, checked against the reducer's state for that frame. */
      const checkFrame = async (label) => {
        const frame = Number(
          await page.evaluate(() => globalThis.document.querySelector('.muster-viewer').dataset.frame),
        );
        const state = states[frame];
        const drawn = await page.$$eval('.mv-map .piece', (els) => els.map((el) => ({ ...el.dataset })));
        for (const piece of spec.pieces(state)) {
          const d = drawn.find((x) => x.id === piece.id);
          assert.ok(d, `${label}: ${piece.id} is on the map at frame ${frame}`);
          if (piece.name !== null) assert.equal(d.name, piece.name, `${label}: ${piece.id}'s name`);
          if (piece.x !== undefined)
            assert.deepEqual([d.x, d.y], [round(piece.x), round(piece.y)], `${label}: where ${piece.id} stands`);
          for (const [k, v] of Object.entries(piece.extra)) assert.equal(d[k], v, `${label}: ${piece.id} ${k}`);
        }
        const title = await page.$eval('.mv-map .map-title', (el) => el.textContent);
        if (spec.turn)
          assert.match(title, new RegExp(`turn ${spec.turn(state)}\\b`, spec.titleFlags), `${label}: the title's turn`);
        const current = await page.$$eval('.mv-log .current', (els) => els.map((el) => el.dataset.frame));
        assert.ok(frame === 0 || current.length > 0, `${label}: the narrative highlights the decision's entries`);
        assert.ok(
          current.every((f) => Number(f) === frame),
          `${label}: only this decision's entries are highlighted`,
        );
        return frame;
      };

      // Each check is made at a decision that changed what the map shows, so a map one decision late fails.
      const seen = (k) => JSON.stringify(spec.pieces(states[k]));
      const frameNow = async () =>
        Number(await page.evaluate(() => globalThis.document.querySelector('.muster-viewer').dataset.frame));
      const onToAChange = async () => {
        let k = await frameNow();
        while (k < states.length - 1 && (k === 0 || seen(k) === seen(k - 1))) {
          await page.click('button[data-step="decision"][data-dir="1"]');
          k = await frameNow();
        }
      };
      // 1. Step decision by decision with the button.
      for (let i = 0; i < 5; i++) await page.click('button[data-step="decision"][data-dir="1"]');
      await onToAChange();
      const first = await checkFrame('stepping');
      assert.ok(first >= 5);
      const options = await page.$$eval('.mv-turn option', (els) => els.map((el) => el.value));
      let second;
      let third;
      if (spec.file) {
        // A club evening is a turn or two (and one side's run of steps is one activation): the next turn,
        // then one decision more.
        await page.click('button[data-step="turn"][data-dir="1"]');
        await onToAChange();
        second = await checkFrame('next turn');
        assert.ok(second > first, 'the turn control moves forward');
        await page.click('button[data-step="decision"][data-dir="1"]');
        await onToAChange();
        third = await checkFrame('one decision more');
        assert.ok(third > second, 'the decision control moves forward');
      } else {
        // 2. Next turn, twice.
        await page.click('button[data-step="turn"][data-dir="1"]');
        await page.click('button[data-step="turn"][data-dir="1"]');
        await onToAChange();
        second = await checkFrame('two turns on');
        assert.ok(second > first, 'the turn control moves forward');
        // 3. Jump to the last turn with the select, then the next activation.
        await page.selectOption('.mv-turn', options.at(-1));
        await page.click('button[data-step="activation"][data-dir="1"]');
        await onToAChange();
        third = await checkFrame('last turn');
        assert.ok(third > second, 'jump to the last turn');
      }

      // Rolls only: every visible line is a roll with its dice, purpose and result.
      await page.check('.mv-rolls');
      const visible = await page.$$eval('.mv-log > div:not(.hidden)', (els) =>
        els.map((el) => el.className.split(' ')[0]),
      );
      assert.ok(
        visible.every((c) => c === 'roll'),
        'rolls only hides the other lines',
      );
      if (visible.length > 0) {
        const roll = await page.$eval('.mv-log > div.roll:not(.hidden)', (el) => ({
          dice: el.querySelector('.dice')?.textContent,
          result: el.querySelector('.result')?.textContent,
        }));
        assert.match(roll.dice, /^\d+d\d+/);
        assert.ok(roll.result.length > 0);
      }
      await page.uncheck('.mv-rolls');
      // A unit: every visible line names it.
      const unit = await page.$$eval('.mv-unit option', (els) => els.map((el) => el.value).find((v) => v !== ''));
      if (unit) {
        await page.selectOption('.mv-unit', unit);
        const texts = await page.$$eval('.mv-log > div:not(.hidden)', (els) => els.map((el) => el.textContent));
        assert.ok(
          texts.length > 0 && texts.every((t) => t.includes(unit)),
          `the filter keeps only lines naming ${unit}`,
        );
      }
      // Play a few frames from the start.
      await page.selectOption('.mv-turn', options[0]);
      await page.selectOption('.mv-speed', '20');
      await page.click('.mv-play');
      await page
        .waitForFunction(() => Number(globalThis.document.querySelector('.muster-viewer').dataset.frame) > 2, null, {
          timeout: 5000,
        })
        .catch(() => {
          throw new Error('play did not advance');
        });
      await page.click('.mv-play');
      assert.deepEqual(requests, [], 'no network request');
      assert.deepEqual(errors, [], 'no script error');
      console.log(
        `  ✓ ${id}: frames ${first}, ${second}, ${third} match the replayed state (${Date.now() - started} ms)`,
      );
    } catch (error) {
      failures++;
      console.error(
        `  ✗ ${id}: ${String(error?.stack ?? error)
          .split('\n')
          .slice(0, 6)
          .join('\n    ')}`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`viewer e2e: ${failures} failed`);
  process.exit(1);
}
console.log('viewer e2e: all passed');
