// "Take over here" in another tab makes this tab read-only (GameLock's `lost` sets `writable = false`). A step this
// tab queued before it heard, still waiting behind an earlier write, must not be written after it: the new writer
// has read the game already, so that late write would make the new writer's next step stale and lose it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { gameContent } from './gameContent.js';
import { GameSaver } from './GameSaver.js';
import { GameStore } from './GameStore.js';

const saved = (title: string, turn: number): string => JSON.stringify({ state: { title, ruleset: 'tercios', turn } });

describe('a tab that loses the game while its writes are queued', () => {
  it('writes none of them once it is no longer the writer, and the new writer keeps writing', async () => {
    const store = await GameStore.open('saver-lost');
    await store.write(gameContent('g1', saved('Night', 1)), 0);
    const events: string[] = [];
    const old = new GameSaver(store, 'g1', 1, {
      busy: () => undefined,
      saved: (r) => events.push(`saved ${r.revision}`),
      refused: (e) => events.push(`refused ${e.expected}`),
      failed: () => events.push('failed'),
    });
    old.setItem('k', saved('Night', 2)); // in flight
    old.setItem('k', saved('Night', 3)); // queued behind it
    const taker = (await store.get('g1'))!.revision; // the other tab takes over: it reads the game…
    old.writable = false; // …and this tab hears that it lost the lock
    await old.settled();
    const latest = await store.get('g1');
    // The in-flight step may land (the new writer reloads on its announcement); the queued one must not.
    expect(latest?.turn).toBe(2);
    expect(events).toEqual(['saved 2', 'refused 2']);
    // The new writer, having followed the announced revision, writes its step.
    const next = await store.write(gameContent('g1', saved('Night', 9)), latest!.revision);
    expect(next.revision).toBe(latest!.revision + 1);
    expect(taker).toBe(1);
  });
});
