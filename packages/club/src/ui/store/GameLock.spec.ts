// One writer per game across a browser's tabs (docs/club.md, "Never lose a game"): a tab opening a game learns
// whether it writes or reads. A browser that has Web Locks can still refuse a request (a sandboxed frame, a document
// being unloaded, some private modes): the request's promise rejects before its callback ever runs. The tab then
// waited forever — neither writer nor reader, the game never shown. It now asks the other tabs on the channel, as a
// page without Web Locks does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameLock } from './GameLock.js';

/** Web Locks that refuse every request before deciding it, as a browser does where it will not grant locks. */
const refusingLocks = {
  locks: { request: () => Promise.reject(new DOMException('The request is not allowed', 'SecurityError')) },
};

const quiet = () => ({ lost: vi.fn(), changed: vi.fn() });
const opened: GameLock[] = [];
const lock = (id: string, events = quiet()) => {
  const l = new GameLock(id, events);
  opened.push(l);
  return { l, events };
};

afterEach(() => {
  for (const l of opened.splice(0)) l.close();
  vi.unstubAllGlobals();
});

describe('a tab whose Web Locks request is refused', () => {
  it('becomes the writer when no other tab has the game, instead of waiting forever', async () => {
    vi.stubGlobal('navigator', refusingLocks);
    const { l } = lock('refused-alone');
    await expect(l.acquire()).resolves.toBe(true);
    expect(l.writer).toBe(true);
  });

  it('reads when another tab writes the game, and takes it over when asked to', async () => {
    vi.stubGlobal('navigator', refusingLocks);
    const first = lock('refused-two');
    expect(await first.l.acquire()).toBe(true);
    const second = lock('refused-two');
    expect(await second.l.acquire()).toBe(false);
    expect(second.l.writer).toBe(false);
    // "Take over here" in the second tab: the first hears it and becomes read-only.
    expect(await second.l.acquire(true)).toBe(true);
    await vi.waitFor(() => {
      expect(first.events.lost).toHaveBeenCalledOnce();
    });
    expect(first.l.writer).toBe(false);
  });
});

describe('a tab with working Web Locks', () => {
  it('is the writer through the lock, and a second tab reads', async () => {
    const held = new Set<string>();
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, options: { ifAvailable?: boolean }, callback: (lock: object | null) => unknown) => {
          if (held.has(name) && options.ifAvailable) return Promise.resolve(callback(null));
          held.add(name);
          return Promise.resolve(callback({ name }));
        },
      },
    });
    const first = lock('granted');
    const second = lock('granted');
    expect(await first.l.acquire()).toBe(true);
    expect(await second.l.acquire()).toBe(false);
  });
});
