import type { KeyValueStore } from '../../app/ClubSession.js';
import { gameContent } from './gameContent.js';
import { StaleWriteError, type GameRecord, type GameStore } from './GameStore.js';

/** What the app hears from a {@link GameSaver}. */
export interface SaverEvents {
  /** A write started (true) or every queued write has settled (false): the UI shows a step saved only then. */
  busy(saving: boolean): void;
  /** A write was committed (the other tabs are told). */
  saved(record: GameRecord): void;
  /** A write was refused (another tab wrote first, or this tab is read-only); nothing was written. */
  refused(error: StaleWriteError): void;
  /** The browser refused to write (storage full or blocked). */
  failed(error: unknown): void;
}

/**
 * The storage a `ClubSession` autosaves to: each autosave (after every step, undo and start) becomes one
 * durable IndexedDB write of this game at the revision this tab last read. Writes are queued in order; a
 * refused (stale) write stops the queue, so no later step of a stale tab is written either.
 */
export class GameSaver implements KeyValueStore {
  private latest: string | null = null;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private stopped = false;
  /** False in a read-only tab (another tab holds the game): its autosaves are refused, never written. */
  writable = true;

  constructor(
    private readonly store: GameStore,
    readonly id: string,
    private revision: number,
    private readonly events: SaverEvents,
  ) {}

  /** The revision this tab last read or wrote. */
  get readRevision(): number {
    return this.revision;
  }

  /** Whether a write is queued or in flight. */
  get saving(): boolean {
    return this.pending > 0;
  }

  /** Resolves when every queued write has settled. */
  settled(): Promise<void> {
    return this.queue;
  }

  getItem(): string | null {
    return this.latest;
  }

  setItem(_key: string, text: string): void {
    this.latest = text;
    if (!this.writable || this.stopped) {
      this.events.refused(new StaleWriteError(this.id, this.revision, this.revision));
      return;
    }
    if (this.pending++ === 0) this.events.busy(true);
    this.queue = this.queue.then(async () => {
      try {
        if (this.stopped) return;
        // Queued while this tab was the writer, run after it lost the game (taken over in another tab, which has
        // read the game already): written now, it would make the new writer's next step stale.
        if (!this.writable) throw new StaleWriteError(this.id, this.revision, this.revision);
        const record = await this.store.write(gameContent(this.id, text), this.revision);
        this.revision = record.revision;
        this.events.saved(record);
      } catch (error) {
        // A stale tab stops writing for good; a full or blocked storage may accept the next (whole) game.
        if (StaleWriteError.is(error)) {
          this.stopped = true;
          this.events.refused(error);
        } else this.events.failed(error);
      } finally {
        if (--this.pending === 0) this.events.busy(false);
      }
    });
  }

  removeItem(): void {
    // The session never removes its autosave; deleting a game is the game list's action.
  }
}
