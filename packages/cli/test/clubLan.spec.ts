import { describe, expect, it } from 'vitest';
import { clubCommand } from '../src/commands/club.js';

describe('muster club --lan', () => {
  it('serves the local network behind the token of the printed link, with a QR code', async () => {
    let out = '';
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const running = clubCommand(
      { port: '0', lan: true },
      {
        out: (s) => {
          out += s;
        },
        err: () => undefined,
      },
      stopped,
    );
    const link = /http:\/\/[\d.]+:\d+\/\?token=[\w-]+/;
    // The first import of the club package can take seconds on a loaded machine.
    for (let i = 0; i < 600 && !link.test(out); i++) await new Promise((r) => setTimeout(r, 50));
    const url = link.exec(out)?.[0];
    expect(url).toBeDefined();
    expect(out).toMatch(/[█▀▄]{10}/);
    expect((await fetch(url!)).status).toBe(200);
    expect((await fetch(url!.replace(/\?.*$/, ''))).status).toBe(401);
    stop();
    expect(await running).toBe(0);
  });
});
