import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MusterError } from '@muster/core';
import QRCode from 'qrcode';
import { lanAccess, lanAddresses, newAccessToken, tokenCookie } from './lanAccess.js';

/** Options of {@link startClubServer}. */
export interface ClubServerOptions {
  /** Port to listen on; 0 picks a free one. Default 5178. */
  readonly port?: number;
  /** Interface to bind; default `127.0.0.1` (localhost only), `0.0.0.0` with `lan`. */
  readonly host?: string;
  /**
   * Serve the players' phones on the local network: bind every interface, refuse every request without
   * the access token (in the printed link and QR code, then in a cookie), print a QR code of the link.
   */
  readonly lan?: boolean;
  /** The access token of a `lan` server; default a new random one. */
  readonly token?: string;
  /** Folder of the static build; default the package's `dist/web`. */
  readonly root?: string;
  /** Where the address is printed; default `console.log`. Pass `() => {}` to stay quiet. */
  readonly print?: (line: string) => void;
}

/** A running club server. */
export interface ClubServer {
  /** `http://127.0.0.1:5178/`; with `lan`, the link for the phones, token included. */
  readonly url: string;
  /** The access token of a `lan` server, or null. */
  readonly token: string | null;
  readonly port: number;
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Sent with every answer. The app is one module script and one stylesheet from this server; lit sets
 * `style` attributes (the odds bars), hence `'unsafe-inline'` for style attributes only; exported games
 * download through `blob:` links; the icon is a `data:` URL. Nothing else may load, frame or be sniffed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': 'no-referrer',
};

/** How one server answers: its files, and on the local network its token and the phones' link. */
interface Site {
  readonly root: string;
  readonly port: number;
  readonly lan: { readonly token: string; readonly url: string; readonly qrSvg: string } | null;
}

/** Answers one request: GET or HEAD of a file of the build; anything else is a 4xx, never an exception. */
async function serve(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { root } = site;
  let cookie: Record<string, string> = {};
  const plain = (status: number, text: string, extra: Record<string, string> = {}): void => {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...cookie, ...extra });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(405, 'method not allowed', { allow: 'GET, HEAD' });
    return;
  }
  if (site.lan) {
    const access = lanAccess(req, site.lan.token);
    if (!access.allowed) {
      plain(
        401,
        'This club companion needs its access link: open the address `muster club --lan` printed, or scan its QR code.',
      );
      return;
    }
    if (access.setCookie) cookie = { 'set-cookie': tokenCookie(site.lan.token) };
  } else if (/^localhost(:\d+)?$/i.test(req.headers.host ?? '')) {
    // localhost and 127.0.0.1 are two origins, each with its own saved games: always use one of them.
    plain(308, 'moved to 127.0.0.1', { location: `http://127.0.0.1:${site.port}${req.url ?? '/'}` });
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    plain(400, 'bad request: the path is not valid percent-encoding');
    return;
  }
  if (path.includes('\0')) {
    plain(400, 'bad request');
    return;
  }
  // The QR code of the phones' link, shown by the page of a --lan server (the token is in it).
  if (path === '/_club/qr.svg' && site.lan) {
    plain(200, site.lan.qrSvg, { 'content-type': TYPES['.svg']!, 'cache-control': 'no-store' });
    return;
  }
  let file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) {
    plain(403, 'forbidden');
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
  } catch {
    // The app has one page (its screens are not paths): an unknown page is sent to it, a missing file is 404
    // (the app's relative asset links would not resolve under a deeper path, so it is never served there).
    if (extname(path) === '') plain(303, 'the club app is at /', { location: '/' });
    else plain(404, 'not found');
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    plain(404, 'not found');
    return;
  }
  if (site.lan && file === join(root, 'index.html')) {
    // The page of a --lan server names the phones' link, so it can show it with its QR code.
    const meta = `<meta name="muster-club-lan" content="${site.lan.url.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" />`;
    body = Buffer.from(body.toString('utf8').replace('</head>', `${meta}</head>`));
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    ...cookie,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The static build shipped with the package (dist/web next to dist/index.js). */
function defaultRoot(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  for (const candidate of [join(here, 'web'), join(here, '..', 'dist', 'web'), join(here, '..', '..', 'dist', 'web')]) {
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  throw new MusterError('internal', 'the club app is not built: run `pnpm --filter @muster/club build`', {
    expected: 'dist/web/index.html',
  });
}

/**
 * Serves the club app's static build on localhost (no network needed, nothing fetched from outside) and
 * prints its address; with `lan`, on the local network behind an access token, with a QR code of the link
 * for the players' phones. `muster club` calls this.
 *
 * @example
 * const server = await startClubServer({ port: 5178 });
 * // Muster club companion: http://127.0.0.1:5178/
 * await server.close();
 */
export async function startClubServer(options: ClubServerOptions = {}): Promise<ClubServer> {
  const root = resolve(options.root ?? defaultRoot());
  const lan = options.lan === true;
  const host = options.host ?? (lan ? '0.0.0.0' : '127.0.0.1');
  const token = lan ? (options.token ?? newAccessToken()) : null;
  // A --lan server checks the token from its first request on (the link is filled in once the port is known).
  let site: Site = { root, port: 0, lan: token === null ? null : { token, url: '', qrSvg: '' } };
  const server: Server = createServer((req, res) => {
    serve(site, req, res).catch(() => {
      // Never let one request take the server down: whatever went wrong, answer and keep serving.
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
      res.end('internal error');
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'EADDRINUSE'
          ? new MusterError('bad-input', `port ${options.port ?? 5178} is in use`, {
              path: 'port',
              expected: 'a free port (or 0 for any)',
            })
          : error,
      );
    });
    server.listen(options.port ?? 5178, host, () => {
      ok();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 5178);
  const print = options.print ?? console.log;
  const local = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  if (token === null) {
    site = { root, port, lan: null };
    print(`Muster club companion: ${local}`);
    print('Open exactly this address: localhost is another origin with its own saved games (it is sent here).');
    return { url: local, token: null, port, close: closer(server) };
  }
  const ip = host === '0.0.0.0' ? (lanAddresses()[0] ?? '127.0.0.1') : host;
  const url = `http://${ip.includes(':') ? `[${ip}]` : ip}:${port}/?token=${token}`;
  site = { root, port, lan: { token, url, qrSvg: await QRCode.toString(url, { type: 'svg', margin: 2 }) } };
  print(`Muster club companion on the local network: ${url}`);
  print("Players' phones on the same Wi-Fi: scan this code (the link holds the access token; keep it in the club).");
  print(await QRCode.toString(url, { type: 'terminal', small: true }));
  print(
    'Each address keeps its own saved games: on this computer open the same link, or use it at http://127.0.0.1:' +
      `${port}/?token=${token} (another origin, with other games).`,
  );
  return { url, token, port, close: closer(server) };
}

function closer(server: Server): () => Promise<void> {
  return () =>
    new Promise<void>((ok) =>
      server.close(() => {
        ok();
      }),
    );
}
