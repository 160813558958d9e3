// The old single autosave (localStorage) is moved into the saved games once. A tab of the old app still open (a
// PWA keeps one running across an update) may write the autosave again afterwards: those steps must be kept too,
// never dropped because a game with the migrated id already exists.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_KEY, ClubSession } from '../../app/ClubSession.js';
import { ClubGames } from './ClubGames.js';
import { quietEvents, terciosGame } from './__fixtures__/storeGames.js';

vi.stubGlobal('navigator', {});

const scenario = terciosGame('Old autosave');
const events = quietEvents;

/** The part of `localStorage` the migration uses. */
function legacyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  } as Storage;
}

describe('moving the old localStorage autosave in', () => {
  it('keeps an autosave written again after the first move as a game of its own, and drops the key only then', async () => {
    const session = ClubSession.start(scenario, 'old-app');
    const first = JSON.stringify(session.save());
    const legacy = legacyStorage();
    legacy.setItem(AUTOSAVE_KEY, first);
    const games = (await ClubGames.open(events, legacy))!;
    expect(legacy.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(games.list.map((g) => g.text)).toEqual([first]);

    // The old app, still open in another tab, records two more steps in its autosave.
    expect(session.decide({ kind: 'points', side: 'A', delta: 2, reason: 'the bridge' })).toEqual({ ok: true });
    expect(session.decide({ kind: 'next' })).toEqual({ ok: true });
    const later = JSON.stringify(session.save());
    legacy.setItem(AUTOSAVE_KEY, later);
    const again = (await ClubGames.open(events, legacy))!;
    expect(again.list.map((g) => g.text).sort()).toEqual([first, later].sort());
    expect(legacy.getItem(AUTOSAVE_KEY)).toBeNull();
    const moved = again.list.find((g) => g.text === later)!;
    expect(moved.damaged).toBeNull();
    expect(await again.lastOpen()).toBe(moved.id); // the newer steps are the game reopened
    expect((await again.openGame(moved.id))!.state.points).toEqual({ A: 2, B: 0 });
    again.close();

    // The same autosave read again (two tabs of the new app moving it at once) is not stored twice.
    legacy.setItem(AUTOSAVE_KEY, later);
    const third = (await ClubGames.open(events, legacy))!;
    expect(third.list).toHaveLength(2);
    expect(legacy.getItem(AUTOSAVE_KEY)).toBeNull();
  });
});
