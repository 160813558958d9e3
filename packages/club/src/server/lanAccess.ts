import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';

/** The cookie that carries the access token after the first visit with `?token=`. */
export const TOKEN_COOKIE = 'muster-club-token';

/** A new access token: 128 random bits, URL-safe. */
export function newAccessToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * How a request proves it may use a `--lan` server: the token in the query (the printed link, the QR code)
 * or in the cookie set on that first visit. `setCookie` says the answer should set the cookie.
 */
export function lanAccess(req: IncomingMessage, token: string): { allowed: boolean; setCookie: boolean } {
  const query = new URL(req.url ?? '/', 'http://x').searchParams.get('token');
  if (query !== null && same(query, token)) return { allowed: true, setCookie: true };
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return { allowed: cookie !== undefined && same(cookie.slice(TOKEN_COOKIE.length + 1), token), setCookie: false };
}

/** The `set-cookie` value: a year (an installed app opens without the link), never readable by scripts. */
export function tokenCookie(token: string): string {
  return `${TOKEN_COOKIE}=${token}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`;
}

/** This machine's IPv4 addresses on the local network (what a phone on the same Wi-Fi can reach). */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
