// "Never lose a game": the next version of the club app may open its database at a higher version (a new store, a
// new index). The browser then asks every tab still holding the database open to close it ('versionchange'); a tab
// that does not answer blocks the upgrade, and the updated tab waits for ever at start. This tab closes its
// connection at once and is told why, so it can say to reload instead of failing write after write.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ClubGames } from './ClubGames.js';
import { GameStore } from './GameStore.js';
import { storageBanner, type SavedGamesActions } from './savedGamesView.js';
import { quietEvents, templateText, terciosGame } from './__fixtures__/storeGames.js';

// Node has no navigator: the tabs' lock falls back to asking on a BroadcastChannel, as on a plain-HTTP phone. (This
// also runs the file isolated, with a database of its own.)
vi.stubGlobal('navigator', {});

const text = templateText;

/** Opens the database as a newer app would: version 2, resolving once no older connection blocks it. */
function openNewer(name: string): Promise<{ blocked: boolean; db: IDBDatabase }> {
  return new Promise((resolve, reject) => {
    let blocked = false;
    const request = indexedDB.open(name, 2);
    request.onblocked = () => {
      blocked = true;
    };
    request.onsuccess = () => {
      resolve({ blocked, db: request.result });
    };
    request.onerror = () => {
      reject(request.error ?? new Error('open failed'));
    };
  });
}

describe('a newer version of the app opening the saved games', () => {
  it('is not blocked by this tab, which closes its connection and hears why', async () => {
    const closed = vi.fn();
    const store = await GameStore.open('version-change', closed);
    expect(await store.list()).toEqual([]);
    const newer = await Promise.race([
      openNewer('version-change'),
      new Promise<'still blocked'>((resolve) =>
        setTimeout(() => {
          resolve('still blocked');
        }, 2000),
      ),
    ]);
    expect(newer).not.toBe('still blocked');
    expect(closed).toHaveBeenCalledExactlyOnceWith('newer-version');
    if (newer !== 'still blocked') {
      expect(newer.db.version).toBe(2);
      newer.db.close();
    }
  });
});

describe('the club page when a newer version opens the saved games', () => {
  it('says to reload, keeps what was saved, and never shows a later step as saved', async () => {
    const actions = {} as SavedGamesActions;
    const games = (await ClubGames.open(quietEvents, null))!;
    const session = await games.start(terciosGame('Update night'), 'update-night');
    expect(text(storageBanner(games, actions))).toContain('Every step saved in this browser');
    const newer = await openNewer('muster-club');
    expect(games.storeClosed).toBe('newer-version');
    const banner = text(storageBanner(games, actions));
    expect(banner).toContain('A newer version of the club app was opened in another tab: reload this page');
    // A step taken now cannot be written: the page says it is not saved, and leaving it asks.
    expect(session.decide({ kind: 'points', side: 'A', delta: 1, reason: 'the mill' })).toEqual({ ok: true });
    await vi.waitFor(() => {
      expect(games.notSaved).toBe(true);
    });
    expect(text(storageBanner(games, actions))).not.toContain('Every step saved');
    expect(games.unsaved).toBe(true);
    newer.db.close();
  });
});
