// Issue 22, defect 9: the Content-Security-Policy must not break the app. The built app is served by
// startClubServer and driven in Debian's chromium: it renders, starts a game, and nothing is blocked.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { startClubServer } from './startClubServer.js';

const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const built = existsSync(fileURLToPath(new URL('../../dist/web/index.html', import.meta.url)));

it.skipIf(!existsSync(browserPath) || !built)(
  'the app works under its Content-Security-Policy: it renders, starts a game, and no violation is reported',
  async () => {
    const server = await startClubServer({ port: 0, print: () => undefined });
    const browser = await chromium.launch({
      executablePath: browserPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage({ acceptDownloads: true });
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`page error: ${String(e)}`));
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`console: ${m.text()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Refused to load: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const answer = await page.goto(server.url);
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      await page.getByRole('heading', { name: 'Start' }).waitFor({ timeout: 30_000 });
      await page.click('#new-game');
      await page.locator('#ruleset').waitFor();
      // lit sets style attributes (the odds bars) with setAttribute: the policy must let them apply.
      const width = await page.evaluate(() => {
        const span = document.createElement('span');
        span.setAttribute('style', 'display:block;width:37px');
        document.body.append(span);
        return getComputedStyle(span).width;
      });
      expect(width).toBe('37px');
      // An exported game downloads through a blob: link, as main.ts's download() does.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.evaluate(() => {
          const a = document.createElement('a');
          a.href = URL.createObjectURL(new Blob(['{"format":"muster-game"}'], { type: 'application/json' }));
          a.download = 'game.json';
          document.body.append(a);
          a.click();
        }),
      ]);
      expect(download.suggestedFilename()).toBe('game.json');
      // zod probes once whether it may compile parsers (`Function('')` in a try, then parses without):
      // the policy refuses the probe, as intended, and zod falls back. Nothing else may be refused.
      expect(problems.filter((p) => p !== 'console: Refused to load: script-src eval')).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  },
  120_000,
);
