import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One saved game in the browser: the exported file's text plus what the game list shows. */
export interface GameRecord {
  readonly id: string;
  readonly title: string;
  /** The ruleset id (`tercios`...), or '' for a damaged game whose ruleset could not be read. */
  readonly ruleset: string;
  readonly turn: number;
  readonly over: boolean;
  /** ISO time of the last step saved (the list's "last played"; never read by the game). */
  readonly lastPlayed: string;
  /** How many writes this record has had: a write names the revision it read, a stale one is refused. */
  readonly revision: number;
  /** The core `SavedGame` as JSON text, exactly what "Export" downloads. */
  readonly text: string;
  /** Why the game cannot be opened (a damaged save kept so that it can still be downloaded), or null. */
  readonly damaged: string | null;
  /**
   * The turn at which the game was last continued from its recorded state under other rules, or null (never;
   * absent in records written before continuations existed).
   */
  readonly continuedAt?: number | null;
}

/** What a write supplies; the store sets `revision`. */
export type GameContent = Omit<GameRecord, 'revision'>;

interface ClubDb extends DBSchema {
  games: { key: string; value: GameRecord };
  meta: { key: string; value: string };
}

/** Why a write was refused: another tab (or a take-over) wrote the game since this tab read it. */
export class StaleWriteError extends Error {
  readonly code = 'stale-write';
  constructor(
    readonly id: string,
    readonly expected: number,
    readonly found: number | null,
  ) {
    super(
      found === null
        ? `the game ${id} was deleted in another tab`
        : `the game was changed in another tab (revision ${found}, this tab had ${expected})`,
    );
  }

  /** True for a StaleWriteError, also across duplicate copies of this module. */
  static is(error: unknown): error is StaleWriteError {
    return error instanceof Error && (error as { code?: unknown }).code === 'stale-write';
  }
}

const DB_NAME = 'muster-club';
/** The meta key of the game the players had open last (reopened on the next visit). */
const LAST_OPEN = 'last-open';

/**
 * The club's saved games in IndexedDB. Every write is one readwrite transaction that checks the revision
 * the writer read and resolves only when the transaction has completed with `durability: 'strict'` (flushed
 * to disk), so a step the app shows as done survives a crash of the browser, and a stale tab can never
 * overwrite a newer game.
 *
 * @example
 * const store = await GameStore.open();
 * const saved = await store.write({ ...content, id }, 0); // 0: a new game
 * await store.write({ ...content, id, turn: 2 }, saved.revision);
 */
export class GameStore {
  private constructor(private readonly db: IDBPDatabase<ClubDb>) {}

  /**
   * Opens (or creates) the database; `name` is for tests. `closed` hears when this tab's connection is closed under
   * it: a newer version of the app opening the database in another tab (this tab closes its connection at once, so
   * the newer one is not blocked behind it), or the browser ending it (storage cleared). Writes fail from then on.
   */
  static async open(
    name = DB_NAME,
    closed: (why: 'newer-version' | 'terminated') => void = () => undefined,
  ): Promise<GameStore> {
    const db: IDBPDatabase<ClubDb> = await openDB<ClubDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('games', { keyPath: 'id' });
        database.createObjectStore('meta');
      },
      blocking() {
        db.close();
        closed('newer-version');
      },
      terminated() {
        closed('terminated');
      },
    });
    return new GameStore(db);
  }

  /** Every saved game, the most recently played first. */
  async list(): Promise<GameRecord[]> {
    const all = await this.db.getAll('games');
    return all.sort((a, b) => (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : 0));
  }

  async get(id: string): Promise<GameRecord | null> {
    return (await this.db.get('games', id)) ?? null;
  }

  /**
   * Writes a game if it is still at `expectedRevision` (0: the game must not exist yet) and resolves once
   * the transaction is durably committed; throws a {@link StaleWriteError} and writes nothing otherwise.
   */
  async write(content: GameContent, expectedRevision: number): Promise<GameRecord> {
    const tx = this.db.transaction('games', 'readwrite', { durability: 'strict' });
    const current = await tx.store.get(content.id);
    const found = current?.revision ?? (expectedRevision === 0 ? 0 : null);
    if (found !== expectedRevision) {
      tx.abort();
      await tx.done.catch(() => undefined); // the abort itself rejects `done`
      throw new StaleWriteError(content.id, expectedRevision, current ? current.revision : null);
    }
    const record: GameRecord = { ...content, revision: expectedRevision + 1 };
    await tx.store.put(record);
    await tx.done;
    return record;
  }

  async delete(id: string): Promise<void> {
    const tx = this.db.transaction(['games', 'meta'], 'readwrite', { durability: 'strict' });
    await tx.objectStore('games').delete(id);
    if ((await tx.objectStore('meta').get(LAST_OPEN)) === id) await tx.objectStore('meta').delete(LAST_OPEN);
    await tx.done;
  }

  /** The game the players had open last, to reopen on the next visit. */
  async lastOpen(): Promise<string | null> {
    return (await this.db.get('meta', LAST_OPEN)) ?? null;
  }

  async setLastOpen(id: string): Promise<void> {
    await this.db.put('meta', id, LAST_OPEN);
  }

  close(): void {
    this.db.close();
  }
}
