import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClubServer, type ClubServer } from './startClubServer.js';

describe('startClubServer --lan', () => {
  const root = mkdtempSync(join(tmpdir(), 'club-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><head><title>club</title></head>');
  const printed: string[] = [];
  let server: ClubServer;
  let base: string;
  beforeAll(async () => {
    server = await startClubServer({ port: 0, root, lan: true, token: 'tok-123', print: (l) => printed.push(l) });
    base = server.url.replace(/\?.*$/, '');
  });
  afterAll(() => server.close());

  it('prints the link with its token and a QR code of it', () => {
    expect(server.url).toMatch(/^http:\/\/[\d.]+:\d+\/\?token=tok-123$/);
    expect(printed[0]).toBe(`Muster club companion on the local network: ${server.url}`);
    expect(printed.join('\n')).toMatch(/[█▀▄]{10}/);
  });

  it('refuses a request without the token, or with a wrong one', async () => {
    expect((await fetch(base)).status).toBe(401);
    expect((await fetch(`${base}?token=tok-124`)).status).toBe(401);
    expect((await fetch(base, { headers: { cookie: 'muster-club-token=tok-12' } })).status).toBe(401);
  });

  it('serves the link, sets the cookie, then serves with the cookie alone', async () => {
    const first = await fetch(server.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBe(
      'muster-club-token=tok-123; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
    // The page names the phones' link, and the QR code is served beside it.
    expect(await first.text()).toContain(`<meta name="muster-club-lan" content="${server.url}" />`);
    const again = await fetch(base, { headers: { cookie: 'other=1; muster-club-token=tok-123' } });
    expect(again.status).toBe(200);
    const qr = await fetch(`${base}_club/qr.svg`, { headers: { cookie: 'muster-club-token=tok-123' } });
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg/);
  });

  it('without --lan stays on 127.0.0.1 with no token and no QR code', async () => {
    const local = await startClubServer({ port: 0, root, print: () => undefined });
    try {
      expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(local.token).toBeNull();
      expect((await fetch(local.url)).status).toBe(200);
      expect((await fetch(`${local.url}_club/qr.svg`)).status).toBe(404);
    } finally {
      await local.close();
    }
  });
});
