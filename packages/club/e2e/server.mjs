// The club server and the installed app in Debian's chromium: malformed URLs never kill the server, the
// app reloads offline once loaded (service worker), `--lan` refuses requests without its token and shows
// the phones' QR code. Run with `bash packages/club/e2e/run.sh`.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { startClubServer } from '../dist/index.js';
import { checks, launch } from './lib/harness.mjs';

const { check, finish } = checks('server');
// The full browser: the offline check needs the installed app's service worker (harness.mjs, FULL_CHROMIUM).
const browser = await launch({ full: true });

/** One raw request (no client-side URL normalising): status, headers and body. */
function raw(url, path, headers = {}) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// ------------------------------------------------------------------ malformed URLs
{
  const server = await startClubServer({ port: 0, print: () => undefined });
  const context = await browser.newContext();
  const page = await context.newPage();
  await check(
    'malformed and unknown URLs are answered and the server keeps serving',
    async () => {
      for (const path of ['/%', '/%E0%A4%A', '/assets/%zz', '/..%2f..%2fetc%2fpasswd']) {
        const res = await raw(server.url, path);
        assert.ok(res.status >= 400 && res.status < 500, `${path}: ${res.status}`);
      }
      const res = await page.goto(`${server.url}%`);
      assert.equal(res.status(), 400);
      await page.goto(`${server.url}no/such/page`);
      await page.getByRole('heading', { name: 'Start' }).waitFor();
      await page.goto(server.url);
      await page.getByRole('heading', { name: 'Start' }).waitFor();
      // localhost is another origin: it is sent to the one address the server printed.
      const moved = await raw(server.url, '/x?y=1', { host: `localhost:${server.port}` });
      assert.equal(moved.status, 308);
      assert.equal(moved.headers.location, `http://127.0.0.1:${server.port}/x?y=1`);
    },
    page,
  );
  await context.close();
  await server.close();
}

// ------------------------------------------------------------------ offline
{
  const server = await startClubServer({ port: 0, print: () => undefined });
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (d) => d.accept());
  await check(
    'once loaded, the app reloads and plays with the server stopped',
    async () => {
      await page.goto(server.url);
      const installed = await page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((done) => setTimeout(() => done(false), 10_000)),
        ]),
      );
      assert.ok(installed, 'the service worker is installed');
      await page.click('#new-game');
      await page.click('#start-game');
      await page.locator('#play-title').waitFor();
      await server.close();
      assert.notEqual((await fetch(server.url).catch((e) => e)).ok, true, 'the server is gone');
      await page.reload();
      await page.locator('#play-title').waitFor({ timeout: 10_000 });
      await page.fill('#note', 'offline step');
      await page.locator('#note').press('Enter');
      await page.locator('#log li', { hasText: 'offline step' }).waitFor();
      await page.reload();
      await page.locator('#log li', { hasText: 'offline step' }).waitFor({ timeout: 10_000 });
    },
    page,
  );
  await context.close();
  await server.close().catch(() => undefined);
}

// ------------------------------------------------------------------ --lan
{
  const printed = [];
  const server = await startClubServer({ port: 0, lan: true, print: (l) => printed.push(l) });
  const context = await browser.newContext();
  const page = await context.newPage();
  await check(
    '--lan: requests without the token are refused; the link sets a cookie; the page shows the QR code',
    async () => {
      const base = server.url.replace(/\?.*$/, '');
      assert.match(server.url, /^http:\/\/[\d.]+:\d+\/\?token=[\w-]{22}$/);
      assert.ok(
        printed.some((l) => l.includes(server.url)),
        'the link is printed',
      );
      assert.ok(
        printed.some((l) => /[█▀▄]/.test(l)),
        'a QR code is printed',
      );
      assert.equal((await raw(base, '/')).status, 401);
      assert.equal((await raw(base, '/assets/')).status, 401);
      assert.equal((await raw(base, '/?token=wrong')).status, 401);
      assert.equal((await raw(base, '/', { cookie: 'muster-club-token=wrong' })).status, 401);
      assert.equal((await raw(base, '/%')).status, 401);

      const first = await page.goto(server.url);
      assert.equal(first.status(), 200);
      await page.locator('#phone-qr').waitFor();
      assert.equal(await page.locator('#phone-url').innerText(), server.url);
      assert.ok(await page.locator('#phone-qr').evaluate((img) => img.complete && img.naturalWidth > 0), 'QR shown');
      // After the first visit the cookie is enough: the installed app opens its start URL without the token.
      const again = await page.goto(base);
      assert.equal(again.status(), 200);
      await page.getByRole('heading', { name: 'Start' }).waitFor();
      const stranger = await browser.newContext();
      const res = await (await stranger.newPage()).goto(base);
      assert.equal(res.status(), 401);
      await stranger.close();
    },
    page,
  );
  // Only where the machine has a LAN address (plain HTTP there is not a secure context: no Web Locks).
  if (new URL(server.url).hostname === '127.0.0.1') console.log('  - no LAN address here: plain-HTTP tabs not tested');
  else
    await check(
      '--lan on plain HTTP (no Web Locks): a second tab is still read-only and can take over',
      async () => {
        const two = await context.newPage();
        two.on('dialog', (d) => d.accept());
        page.on('dialog', (d) => d.accept());
        assert.equal(await page.evaluate(() => isSecureContext || 'locks' in navigator), false, 'an insecure page');
        await page.click('#new-game');
        await page.click('#start-game');
        await page.locator('#save-status[data-state="saved"]').waitFor();
        await two.goto(server.url.replace(/\?.*$/, ''));
        await two.locator('#read-only').waitFor();
        assert.equal(await page.locator('#read-only').count(), 0);
        await two.click('#take-over');
        await page.locator('#read-only').waitFor();
        await two.locator('#save-status[data-state="saved"]').waitFor();
      },
      page,
    );
  await context.close();
  await server.close();
}

await browser.close();
finish();
