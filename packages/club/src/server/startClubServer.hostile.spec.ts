// Issue 22, defect 9: one request killed the club server (`GET /%` threw URIError from
// decodeURIComponent); no nosniff, no Content-Security-Policy; every method was answered as GET.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClubServer, type ClubServer } from './startClubServer.js';

/** One raw request (no client-side URL normalising), answered with status, headers and body. */
function raw(
  server: ClubServer,
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startClubServer against hostile requests', () => {
  const root = mkdtempSync(join(tmpdir(), 'club-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>club</title>');
  let server: ClubServer;
  beforeAll(async () => {
    server = await startClubServer({ port: 0, root, print: () => undefined });
  });
  afterAll(() => server.close());

  it.each(['/%', '/%E0%A4%A', '/%zz', '/assets/%', '/%00'])(
    'answers GET %s with 400 and keeps serving',
    async (path) => {
      const bad = await raw(server, 'GET', path);
      expect(bad.status).toBe(400);
      expect(bad.headers['x-content-type-options']).toBe('nosniff');
      const good = await raw(server, 'GET', '/');
      expect(good.status).toBe(200);
      expect(good.body).toContain('<title>club</title>');
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const answer = await raw(server, method, '/');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await raw(server, 'HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('sends nosniff and a Content-Security-Policy with every answer (200, 403, 405)', async () => {
    for (const [method, path, status] of [
      ['GET', '/', 200],
      ['GET', '/..%2F..%2Fetc%2Fpasswd', 403],
      ['PUT', '/', 405],
    ] as const) {
      const answer = await raw(server, method, path);
      expect(answer.status).toBe(status);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toMatch(
        /default-src 'none'; script-src 'self'; .*frame-ancestors 'none'/,
      );
    }
  });
});
