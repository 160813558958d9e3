import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startClubServer, type ClubServer } from './startClubServer.js';

describe('startClubServer', () => {
  const root = mkdtempSync(join(tmpdir(), 'club-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>club</title>');
  writeFileSync(join(root, 'app.js'), 'export {};');
  const printed: string[] = [];
  let server: ClubServer | undefined;
  afterAll(() => server?.close());

  it('serves the static build on localhost and prints the address', async () => {
    server = await startClubServer({ port: 0, root, print: (l) => printed.push(l) });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(printed[0]).toBe(`Muster club companion: ${server.url}`);
    expect(printed[1]).toMatch(/localhost is another origin/);
    const page = await fetch(server.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>club</title>');
    const js = await fetch(`${server.url}app.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    // Unknown pages are sent to the app, missing files are 404; nothing outside the root is served.
    const unknown = await fetch(`${server.url}games/42`, { redirect: 'manual' });
    expect([unknown.status, unknown.headers.get('location')]).toEqual([303, '/']);
    expect(await (await fetch(`${server.url}games/42`)).text()).toContain('<title>club</title>');
    expect((await fetch(`${server.url}assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}..%2F..%2Fetc%2Fpasswd`)).status).toBe(403);
  });

  it('refuses a port in use with a clear error', async () => {
    await expect(startClubServer({ port: server!.port, root, print: () => undefined })).rejects.toThrow(
      /port \d+ is in use/,
    );
  });
});
