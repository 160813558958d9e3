// Shared by the club's browser tests (storage.mjs, server.mjs): Debian's chromium, a check runner that
// keeps going after a failure and prints `club e2e (suite): N passed, M failed`, and a browser that can be killed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * Debian's full browser, for what only it does here: the installed app's service worker and its reload with the
 * server stopped (server.mjs, viewer.mjs). In the headless shell that check did not finish (stopped after five minutes),
 * and viewer.mjs's reload hung there once (98 minutes, 3 Dec 2026).
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_FULL ?? '/usr/bin/chromium';
/**
 * The browser of the other suites: Debian's `chromium-headless-shell` (the same Chromium build, Blink and V8, in
 * the old headless mode without the full browser's UI layer; what playwright itself runs for headless tests),
 * which took 19–57% less CPU than the full browser, suite by suite (bench/README.md, "A slower machine, and browser
 * tests in the headless shell"). `CHROMIUM` names another binary; without the shell, the full browser.
 */
export const CHROMIUM =
  process.env.CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_CHROMIUM);
export const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const tmp = fileURLToPath(new URL('../../.e2e-tmp/', import.meta.url));
mkdirSync(tmp, { recursive: true });

/** A new empty folder under .e2e-tmp (a browser profile, downloads). */
export const tempDir = (prefix) => mkdtempSync(join(tmp, prefix));

/** A browser for one suite: the headless shell, or with `{ full: true }` Debian's full chromium. */
export const launch = ({ full = false } = {}) =>
  chromium.launch({ executablePath: full ? FULL_CHROMIUM : CHROMIUM, args: ARGS });

/**
 * Chromium started by hand with a profile folder (not by playwright), so the test knows its process group
 * and can SIGKILL it like a crash; playwright attaches over CDP. Its context is the profile's own.
 */
export async function spawnBrowser(profile) {
  const child = spawn(CHROMIUM, [...ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const endpoint = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start: ${text}`)), 20_000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${text}`)));
  });
  const browser = await chromium.connectOverCDP(endpoint);
  const exited = new Promise((done) => child.once('exit', done));
  return {
    browser,
    context: browser.contexts()[0],
    /** The whole browser (every process of its group) killed at once: no shutdown, no flush. */
    async kill() {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
    async close() {
      await browser.close().catch(() => undefined);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
  };
}

/** How long one check may take (ms) before the suite fails and stops: `MUSTER_E2E_CHECK_TIMEOUT_MS`, 240 s unless set. */
const CHECK_TIMEOUT_MS = Number(process.env.MUSTER_E2E_CHECK_TIMEOUT_MS ?? 240_000);

/**
 * A runner of named checks: a failure is printed (with a screenshot when a page is given, into `screenshots`)
 * and counted. A check that has not finished after {@link CHECK_TIMEOUT_MS} fails and ends the suite at once (a
 * browser call that hangs would hang every check after it; the offline reload once waited 98 minutes).
 */
export function checks(suite, { screenshots = tmp } = {}) {
  let passed = 0;
  let failed = 0;
  const started = Date.now();
  const finish = (note = '') => {
    const s = Math.round((Date.now() - started) / 1000);
    console.log(`club e2e (${suite}): ${passed} passed, ${failed} failed in ${s} s${note}`);
    process.exit(failed === 0 ? 0 : 1);
  };
  return {
    async check(name, fn, page = null) {
      const t = Date.now();
      const timeout = new Error(`did not finish in ${CHECK_TIMEOUT_MS} ms`);
      let timer;
      const hung = new Promise((_, reject) => {
        timer = setTimeout(() => reject(timeout), CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([fn(), hung]);
        passed++;
        console.log(`  ✓ ${name} (${Date.now() - t} ms)`);
      } catch (error) {
        failed++;
        console.error(
          `  ✗ ${name}\n    ${String(error?.stack ?? error)
            .split('\n')
            .slice(0, 6)
            .join('\n    ')}`,
        );
        if (error === timeout) finish(' (a check did not finish: the suite stopped there)');
        if (page) {
          await page
            .screenshot({
              path: join(screenshots, `FAILED-${suite}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`),
              fullPage: true,
            })
            .catch(() => undefined);
        }
      } finally {
        clearTimeout(timer);
      }
    },
    /** Prints the summary line the CI test reads (and `note`, if any) and exits with the result. */
    finish,
  };
}
