// The club's storage in Debian's chromium: a step survives a killed browser, a second tab is read-only
// and can take over without losing a step, importing and starting a game ask first and keep the old game,
// the old localStorage autosave moves into the list. Run with `bash packages/club/e2e/run.sh`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startClubServer } from '../dist/index.js';
import { checks, launch, spawnBrowser, tempDir } from './lib/harness.mjs';

const server = await startClubServer({ port: 0, print: () => undefined });
const { check, finish } = checks('storage');
const log = (page) => page.locator('#log').innerText();

/** Starts a game from the example armies (one click on Start); resolves when the play screen shows. */
async function startGame(page, title) {
  await page.goto(server.url);
  await page.click('#new-game');
  await page.fill('#title', title);
  await page.locator('#title').dispatchEvent('change');
  await page.click('#start-game');
  await page.locator('#play-title', { hasText: title }).waitFor();
}

/** One step (a note in the log); resolves when the page shows it done: in the log, and saved. */
async function note(page, text) {
  await page.fill('#note', text);
  await page.locator('#note').press('Enter');
  await page.locator('#log li', { hasText: text }).waitFor();
  await page.locator('#save-status[data-state="saved"]').waitFor();
}

// ------------------------------------------------------------------ a killed browser
{
  const profile = tempDir('profile-');
  let run = await spawnBrowser(profile);
  let page = await run.context.newPage();
  await check(
    'a step shown as done survives a SIGKILL of the browser, three times over',
    async () => {
      await startGame(page, 'Crash night');
      for (const n of [1, 2, 3]) {
        await note(page, `step before crash ${n}`);
        await run.kill(); // right after the page showed the step: no time to flush anything later
        run = await spawnBrowser(profile);
        page = await run.context.newPage();
        await page.goto(server.url);
        await page.locator('#play-title', { hasText: 'Crash night' }).waitFor({ timeout: 10_000 });
        const text = await log(page);
        for (let k = 1; k <= n; k++)
          assert.ok(text.includes(`step before crash ${k}`), `step ${k} lost after crash ${n}`);
      }
    },
    page,
  );
  await check(
    'installable: manifest and service worker leave chromium no installability error',
    async () => {
      const ready = await page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((done) => setTimeout(() => done(false), 10_000)),
        ]),
      );
      assert.ok(ready, 'the service worker is installed');
      const cdp = await run.context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, []);
    },
    page,
  );
  await run.close();
}

const browser = await launch();

// ------------------------------------------------------------------ two tabs
{
  const context = await browser.newContext();
  const one = await context.newPage();
  const two = await context.newPage();
  for (const p of [one, two]) p.on('dialog', (d) => d.accept());
  await check(
    'a second tab on the same game is read-only, takes over on request, and no step is overwritten',
    async () => {
      await startGame(one, 'Two tabs');
      await note(one, 'first tab step 1');
      await two.goto(server.url);
      await two.locator('#play-title', { hasText: 'Two tabs' }).waitFor();
      await two.locator('#read-only').waitFor();
      assert.equal(await one.locator('#read-only').count(), 0, 'the first tab stays the writer');
      assert.notEqual(await two.locator('#main').getAttribute('inert'), null, 'the read-only game cannot be played');
      // The reader follows the writer's steps.
      await note(one, 'first tab step 2');
      await two.locator('#log li', { hasText: 'first tab step 2' }).waitFor();
      // Take over: the second tab writes, the first becomes read-only and follows.
      await two.click('#take-over');
      await two.locator('#read-only').waitFor({ state: 'detached' });
      await one.locator('#read-only').waitFor();
      await note(two, 'second tab step 3');
      await one.locator('#log li', { hasText: 'second tab step 3' }).waitFor();
      // Reloaded from the store, the game holds every step of both tabs, in order.
      await two.reload();
      await two.locator('#log li', { hasText: 'second tab step 3' }).waitFor();
      const text = await log(two);
      for (const step of ['first tab step 1', 'first tab step 2', 'second tab step 3']) {
        assert.ok(text.includes(step), `${step} lost`);
      }
      assert.ok(text.indexOf('second tab step 3') < text.indexOf('first tab step 1'), 'newest first');
    },
    two,
  );
  await context.close();
}

// ------------------------------------------------------------------ leaving while a step is being written
{
  const context = await browser.newContext();
  const page = await context.newPage();
  await check(
    'leaving or reloading while a step is still being written asks first; once written, it does not',
    async () => {
      await startGame(page, 'Slow disk');
      await note(page, 'written step');
      // Another connection holds the games store in a read-write transaction kept busy, so the app's next write
      // waits behind it (IndexedDB runs overlapping read-write transactions on one store one after the other).
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const open = indexedDB.open('muster-club');
            open.onsuccess = () => {
              const store = open.result.transaction('games', 'readwrite').objectStore('games');
              const spin = () => {
                if (!window.releaseDisk) store.get('nothing').onsuccess = spin;
              };
              spin();
              resolve(undefined);
            };
          }),
      );
      await page.fill('#note', 'step in flight');
      await page.locator('#note').press('Enter');
      await page.locator('#log li', { hasText: 'step in flight' }).waitFor();
      await page.locator('#save-status[data-state="saving"]').waitFor();
      const unload = () =>
        page.evaluate(() => {
          const event = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
      assert.equal(await unload(), true, 'the browser asks before leaving while the step is being written');
      await page.evaluate(() => (window.releaseDisk = true));
      await page.locator('#save-status[data-state="saved"]').waitFor();
      assert.equal(await unload(), false, 'nothing to lose once the step is written: no question');
      await page.reload();
      assert.ok((await log(page)).includes('step in flight'));
    },
    page,
  );
  await context.close();
}

// ------------------------------------------------------------------ a write the browser refuses
{
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    return d.dismiss();
  });
  await check(
    'a step the browser refuses to write is never shown as saved; leaving and starting another game say so',
    async () => {
      await startGame(page, 'Full disk');
      await note(page, 'written step');
      // The next write's transaction is aborted after its request (as a full disk or a closed database does).
      await page.evaluate(() => {
        const put = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (...args) {
          IDBObjectStore.prototype.put = put;
          const request = put.apply(this, args);
          this.transaction.abort();
          return request;
        };
      });
      await page.fill('#note', 'refused step');
      await page.locator('#note').press('Enter');
      await page.locator('#log li', { hasText: 'refused step' }).waitFor();
      await page.locator('#save-status[data-state="unsaved"]').waitFor();
      const header = await page.locator('header.top').innerText();
      assert.match(header, /Not saved: the browser refused to save the step/);
      assert.doesNotMatch(header, /Every step saved/);
      const unload = () =>
        page.evaluate(() => {
          const event = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
      assert.equal(await unload(), true, 'leaving asks: the refused step is only in this tab');
      await page.click('nav button:has-text("Start")');
      await page.click('#new-game');
      await page.click('#start-game');
      assert.match(asked.at(-1), /"Full disk" stays in your saved games WITHOUT its last steps/);
      await page.click('nav button:has-text("Game")');
      // The next step writes the whole game, the refused one with it.
      await note(page, 'next step');
      assert.equal(await unload(), false, 'every step written: no question');
      await page.reload();
      await page.locator('#log li', { hasText: 'next step' }).waitFor();
      assert.ok((await log(page)).includes('refused step'));
    },
    page,
  );
  await context.close();
}

// ------------------------------------------------------------------ import, new game, delete: asked first
{
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  let answer = true;
  const asked = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    return answer ? d.accept() : d.dismiss();
  });
  const titles = () => page.locator('#saved-games li strong').allInnerTexts();
  await check(
    'import and new game ask first, add a game and keep the open one; delete asks',
    async () => {
      await startGame(page, 'Kept game');
      await note(page, 'kept step');
      await page.click('nav button:has-text("Start")');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('#saved-games li:has-text("Kept game") [data-action="export"]'),
      ]);
      const file = join(tempDir('dl-'), 'kept.json');
      await download.saveAs(file);
      assert.equal(JSON.parse(readFileSync(file, 'utf8')).state.title, 'Kept game');

      // Refused: nothing changes.
      answer = false;
      await page.setInputFiles('#import-file', file);
      await page.locator('#message', { hasText: 'Import cancelled' }).waitFor();
      assert.match(asked.at(-1), /Add "Kept game" \(turn 1\) from kept\.json .* "Kept game" stays in your saved games/);
      assert.deepEqual(await titles(), ['Kept game']);
      // Accepted: a second game, the first still there.
      answer = true;
      await page.setInputFiles('#import-file', file);
      await page.locator('#message', { hasText: 'Loaded kept.json' }).waitFor();
      await page.click('nav button:has-text("Start")');
      assert.deepEqual(await titles(), ['Kept game', 'Kept game']);

      // New game over the open one asks; refused, nothing changes.
      answer = false;
      await page.click('#new-game');
      await page.click('#start-game');
      assert.match(asked.at(-1), /Start a new game\? "Kept game" stays in your saved games/);
      await page.click('nav button:has-text("Start")');
      assert.equal((await titles()).length, 2);

      // Delete asks; refused keeps it, accepted removes one.
      await page.click('#saved-games li >> nth=0 >> [data-action="delete"]');
      assert.match(asked.at(-1), /Delete "Kept game"/);
      assert.equal((await titles()).length, 2);
      answer = true;
      await page.click('#saved-games li >> nth=0 >> [data-action="delete"]');
      await page.waitForFunction(() => document.querySelectorAll('#saved-games li').length === 1);
      await page.reload();
      await page.click('nav button:has-text("Start")');
      assert.deepEqual(await titles(), ['Kept game']);
    },
    page,
  );
  await context.close();
}

// ------------------------------------------------------------------ the old localStorage autosave
{
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await check(
    'the old single localStorage autosave moves into the list; a damaged one stays downloadable',
    async () => {
      const source = await browser.newContext();
      const p = await source.newPage();
      await startGame(p, 'Old autosave');
      await note(p, 'old step');
      const [download] = await Promise.all([p.waitForEvent('download'), p.click('#export')]);
      const text = readFileSync(await download.path(), 'utf8');
      await source.close();

      await page.goto(server.url);
      await page.evaluate((t) => localStorage.setItem('muster-club/current-game', t), text);
      await page.reload();
      await page.locator('#play-title', { hasText: 'Old autosave' }).waitFor();
      assert.ok((await log(page)).includes('old step'));
      assert.equal(await page.evaluate(() => localStorage.getItem('muster-club/current-game')), null);

      const damaged = await browser.newContext({ acceptDownloads: true });
      const d = await damaged.newPage();
      await d.goto(server.url);
      await d.evaluate(() => localStorage.setItem('muster-club/current-game', '{"format":"muster-game"'));
      await d.reload();
      const row = d.locator('#saved-games li.bad');
      await row.waitFor();
      assert.match(await row.innerText(), /Damaged, cannot be opened/);
      const [dl] = await Promise.all([d.waitForEvent('download'), row.locator('[data-action="export"]').click()]);
      assert.equal(readFileSync(await dl.path(), 'utf8'), '{"format":"muster-game"');
      await damaged.close();
    },
    page,
  );
  await context.close();
}

await browser.close();
await server.close();
finish();
