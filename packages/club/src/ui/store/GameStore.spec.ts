import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { gameContent } from './gameContent.js';
import { GameSaver } from './GameSaver.js';
import { GameStore, StaleWriteError } from './GameStore.js';

const saved = (title: string, turn: number): string => JSON.stringify({ state: { title, ruleset: 'tercios', turn } });
let n = 0;
const fresh = (): Promise<GameStore> => GameStore.open(`test-${++n}`);

describe('GameStore', () => {
  it('writes a new game at revision 0 and each later write at the revision it read', async () => {
    const store = await fresh();
    const a = await store.write(gameContent('g1', saved('Night', 1)), 0);
    expect(a).toMatchObject({ id: 'g1', title: 'Night', ruleset: 'tercios', turn: 1, revision: 1, damaged: null });
    const b = await store.write(gameContent('g1', saved('Night', 2)), 1);
    expect(b.revision).toBe(2);
    expect((await store.get('g1'))?.turn).toBe(2);
  });

  it('refuses a stale write (another tab wrote since) and keeps the newer game', async () => {
    const store = await fresh();
    await store.write(gameContent('g1', saved('Night', 1)), 0);
    await store.write(gameContent('g1', saved('Night', 2)), 1); // the other tab
    const stale = store.write(gameContent('g1', saved('Night', 1)), 1);
    await expect(stale).rejects.toSatisfy((e) => StaleWriteError.is(e) && e.found === 2);
    expect((await store.get('g1'))?.turn).toBe(2);
  });

  it('refuses to create a game that exists and to write one deleted meanwhile', async () => {
    const store = await fresh();
    await store.write(gameContent('g1', saved('Night', 1)), 0);
    await expect(store.write(gameContent('g1', saved('Other', 1)), 0)).rejects.toThrow(/changed in another tab/);
    await store.delete('g1');
    await expect(store.write(gameContent('g1', saved('Night', 2)), 1)).rejects.toThrow(/deleted in another tab/);
    expect(await store.list()).toEqual([]);
  });

  it('keeps a text that is not a game as damaged, with its text', () => {
    expect(gameContent('g', '{"format"')).toMatchObject({
      title: 'Damaged game',
      damaged: 'not JSON',
      text: '{"format"',
    });
  });
});

describe('GameSaver', () => {
  it('writes every autosave in order, then stops for good after a refused (stale) one', async () => {
    const store = await fresh();
    const events: string[] = [];
    const saver = new GameSaver(store, 'g1', 0, {
      busy: (b) => events.push(b ? 'busy' : 'idle'),
      saved: (r) => events.push(`saved ${r.revision}`),
      refused: (e) => events.push(`refused ${e.expected}`),
      failed: () => events.push('failed'),
    });
    saver.setItem('k', saved('Night', 1));
    saver.setItem('k', saved('Night', 2));
    await saver.settled();
    await store.write(gameContent('g1', saved('Night', 9)), 2); // another tab takes over and writes
    saver.setItem('k', saved('Night', 3));
    saver.setItem('k', saved('Night', 4)); // queued behind the refused one: dropped, never written
    await saver.settled();
    saver.setItem('k', saved('Night', 5)); // after it: refused at once
    expect(events).toEqual(['busy', 'saved 1', 'saved 2', 'idle', 'busy', 'refused 2', 'idle', 'refused 2']);
    expect((await store.get('g1'))?.turn).toBe(9);
  });
});
