import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MusterError } from '@muster/core';

/** Options of {@link startClubServer}. */
export interface ClubServerOptions {
  /** Port to listen on; 0 picks a free one. Default 5178. */
  readonly port?: number;
  /** Interface to bind; default `127.0.0.1` (localhost only). */
  readonly host?: string;
  /** Folder of the static build; default the package's `dist/web`. */
  readonly root?: string;
  /** Where the address is printed; default `console.log`. Pass `() => {}` to stay quiet. */
  readonly print?: (line: string) => void;
}

/** A running club server. */
export interface ClubServer {
  /** `http://127.0.0.1:5178/` */
  readonly url: string;
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

/** Answers one request: GET or HEAD of a file of the build; anything else is a 4xx, never an exception. */
async function serve(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const plain = (status: number, text: string, extra: Record<string, string> = {}): void => {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(405, 'method not allowed', { allow: 'GET, HEAD' });
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
  let file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) {
    plain(403, 'forbidden');
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
  } catch {
    file = join(root, 'index.html'); // a single-page app: unknown paths get the app
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    plain(404, 'not found');
    return;
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
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
 * prints its address. `muster club` calls this.
 *
 * @example
 * const server = await startClubServer({ port: 5178 });
 * // Muster club companion: http://127.0.0.1:5178/
 * await server.close();
 */
export async function startClubServer(options: ClubServerOptions = {}): Promise<ClubServer> {
  const root = resolve(options.root ?? defaultRoot());
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer((req, res) => {
    serve(root, req, res).catch(() => {
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
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  (options.print ?? console.log)(`Muster club companion: ${url}`);
  return {
    url,
    port,
    close: () =>
      new Promise<void>((ok) =>
        server.close(() => {
          ok();
        }),
      ),
  };
}
