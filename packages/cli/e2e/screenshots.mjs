// The pictures in docs/viewer.md, made from a fixed seed so they stay true: each ruleset's map at the end of
// a battle (the SVG the CLI writes) and the viewer in Debian's chromium. Run after a build:
// `node packages/cli/e2e/screenshots.mjs` (writes docs/images/maps/).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '..', 'bin', 'muster.mjs');
const out = join(here, '..', '..', '..', 'docs', 'images', 'maps');
const dir = mkdtempSync(join(tmpdir(), 'muster-shots-'));
const SEED = 'docs';
mkdirSync(out, { recursive: true });
const muster = (...args) => {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  assert.equal(run.status, 0, `muster ${args.join(' ')}: ${run.stderr}`);
};
for (const id of ['tercios', 'sword-and-pike', 'wss-6mm', 'tacmento']) {
  muster('battle', id, '--seed', SEED, '--svg', join(dir, `${id}.svg`), '--log', join(dir, `${id}.json`));
  copyFileSync(join(dir, `${id}.svg`), join(out, `${id}.svg`));
}
muster('view', join(dir, 'tercios.json'), '--html', join(dir, 'tercios.html'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.goto(pathToFileURL(join(dir, 'tercios.html')).href);
  await page.click('button[data-step="turn"][data-dir="1"]');
  await page.click('button[data-step="turn"][data-dir="1"]');
  for (let i = 0; i < 12; i++) await page.click('button[data-step="decision"][data-dir="1"]');
  await page.screenshot({ path: join(out, 'viewer-tercios.png') });
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`screenshots written to ${out}`);
