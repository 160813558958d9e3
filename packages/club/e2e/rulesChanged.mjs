// A club game saved under other rules, in Debian's chromium: the file is made here under a test-only rule
// (victory points count double) and recorded as an earlier version; importing it shows what differs and keeps it
// as it was; continuing plays this app's rules from its recorded state, and the continued game is intact after a
// reload (IndexedDB). Run with `bash packages/club/e2e/run.sh`.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGame, GameRulesToken } from '@muster/core';
import { club, startClubServer } from '../dist/index.js';
import { checks, launch, tempDir } from './lib/harness.mjs';

/** The game as an older version of the club would have saved it: victory points counted double then. */
function olderSave() {
  const game = createGame(
    club,
    { ...club.exampleScenario(), title: 'Older rules night' },
    {
      seed: 'older-rules',
      configure: (container) => {
        const own = container.get(GameRulesToken);
        container.unbind(GameRulesToken);
        container.bind(GameRulesToken).toConstantValue({
          ...own,
          resolve: (ctx, decision, player) =>
            decision.kind === 'points'
              ? ctx.emit({ type: 'points', side: decision.side, delta: decision.delta * 2, reason: decision.reason })
              : own.resolve(ctx, decision, player),
        });
      },
    },
  );
  for (const decision of [
    { kind: 'next' },
    { kind: 'points', side: 'A', delta: 1, reason: 'the ford' },
    { kind: 'note', text: 'recorded under the older rules' },
  ])
    assert.deepEqual(game.decide(decision), { ok: true });
  const saved = game.save();
  const versions = { club: '0.0.9', tercios: '0.0.9', 'sword-and-pike': '0.0.9', 'wss-6mm': '0.0.9' };
  return `${JSON.stringify({ ...saved, scenario: { ...saved.scenario, record: { versions, continued: [] } } }, null, 2)}\n`;
}

const server = await startClubServer({ port: 0, print: () => undefined });
const { check, finish } = checks('rulesChanged');
const browser = await launch();
const context = await browser.newContext({ acceptDownloads: true });
const page = await context.newPage();
page.on('dialog', (d) => d.accept());
const text = olderSave();
const file = join(tempDir('older-'), 'older.json');
writeFileSync(file, text);
const log = () => page.locator('#log').innerText();
const titles = () => page.locator('#saved-games li strong').allInnerTexts();

await check(
  'an import recorded under other rules says what differs, and changes nothing until the players choose',
  async () => {
    await page.goto(server.url);
    await page.setInputFiles('#import-file', file);
    await page.locator('#message', { hasText: 'older.json' }).waitFor();
    assert.match(
      await page.locator('#message').innerText(),
      /Import refused — older\.json: log\[\d+\]: does not replay under the rules of this app .*The current game is unchanged\./,
    );
    const what = await page.locator('#rules-changed-what').innerText();
    assert.match(
      what,
      /^At step 2 \(turn 1: victory points for A\), the saved game records: .* gains 2 victory points \(the ford\)\./,
    );
    assert.match(what, /The rules of this app give: .* gains 1 victory point \(the ford\)\./);
    assert.match(what, /recorded with club 0\.0\.9, tercios 0\.0\.9; this app is club 0\.1\.0, tercios 0\.1\.0\./);
    assert.match(await page.locator('#rules-changed').innerText(), /The file was not imported as it is/);
    assert.equal(await page.locator('#saved-games li').count(), 0);
    await page.click('#leave-recorded');
    await page.locator('#rules-changed').waitFor({ state: 'detached' });
    assert.equal(await page.locator('#saved-games li').count(), 0);
  },
  page,
);

await check(
  'continued from its recorded state: the log as recorded, this app’s rules after it, intact after a reload',
  async () => {
    await page.setInputFiles('#import-file', file);
    await page.click('#continue-recorded');
    await page.locator('#play-title', { hasText: 'Older rules night' }).waitFor();
    await page.locator('#message', { hasText: 'Continued from the recorded state' }).waitFor();
    assert.ok((await log()).includes('recorded under the older rules'));
    await page.fill('#note', 'played under the new rules');
    await page.locator('#note').press('Enter');
    await page.locator('#log li', { hasText: 'played under the new rules' }).waitFor();
    await page.locator('#save-status[data-state="saved"]').waitFor();
    const before = await log();

    await page.reload();
    await page.locator('#play-title', { hasText: 'Older rules night' }).waitFor();
    assert.equal(await log(), before);
    assert.equal(await page.locator('#rules-changed').count(), 0);
    await page.click('nav button:has-text("Start")');
    assert.deepEqual(await titles(), ['Older rules night', 'Older rules night']);
    assert.match(
      await page.locator('#saved-games li:has(em)').innerText(),
      /turn 1 · continued under newer rules from turn 1, as recorded up to there/,
    );
  },
  page,
);

await check(
  'the recorded game stays as it was: opening it explains again, its export is the file imported',
  async () => {
    const recorded = page.locator('#saved-games li:not(:has(em))'); // the open one is marked "(open)"
    await recorded.locator('[data-action="open"]').click();
    await page.locator('#rules-changed').waitFor();
    assert.match(await page.locator('#rules-changed').innerText(), /stays exactly as it was recorded/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-recorded')]);
    assert.equal(readFileSync(await download.path(), 'utf8'), text);
  },
  page,
);

await browser.close();
await server.close();
finish();
