/** What a tab hears about the game it has open. */
export interface LockEvents {
  /** Another tab took the game over: this tab is read-only from now on. */
  lost(): void;
  /** Another tab saved a step of the game (a read-only tab reloads it). */
  changed(revision: number): void;
}

type Message =
  | { kind: 'saved'; id: string; revision: number }
  | { kind: 'who-writes'; id: string }
  | { kind: 'i-write'; id: string }
  | { kind: 'take-over'; id: string };

const CHANNEL = 'muster-club-games';
/**
 * Without Web Locks (plain-HTTP LAN pages), how long a tab waits for a writer to answer before it writes. A busy
 * phone may answer later: a tab that became the writer for want of an answer yields when the late answer comes.
 */
const ANSWER_MS = 1000;

/**
 * One writer per game across the tabs of this browser. With Web Locks (HTTPS and localhost), the writer
 * holds the lock `muster-club-game:<id>`; a second tab asks `ifAvailable` and becomes read-only, "take over"
 * steals the lock and the old writer hears it. Without Web Locks (a phone on plain HTTP), the tabs ask each
 * other on a BroadcastChannel. Either way the store's revision check refuses a stale write.
 *
 * @example
 * const lock = new GameLock(id, { lost: () => readOnly(), changed: (r) => reload(r) });
 * const writer = await lock.acquire(); // false: another tab has the game
 */
export class GameLock {
  private readonly channel: BroadcastChannel | null;
  private release: (() => void) | null = null;
  private held = false;
  private closed = false;
  /** This tab took the game over (plain HTTP): a late answer of the old writer no longer counts. */
  private stolen = false;
  /** This tab has asked who writes and is waiting for an answer (plain HTTP): it asked first, so it claims. */
  private asking = false;
  /**
   * How the tabs agree: Web Locks where the browser has them, else the BroadcastChannel questions. A browser that
   * has Web Locks but refuses a request (a sandboxed frame, a document being unloaded, a private mode) asks too.
   */
  private withLocks = typeof navigator === 'object' && 'locks' in navigator;

  constructor(
    readonly id: string,
    private readonly events: LockEvents,
  ) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    if (this.channel) {
      this.channel.onmessage = (e: MessageEvent<Message>) => {
        this.hear(e.data);
      };
    }
  }

  /** Whether this tab is the game's writer. */
  get writer(): boolean {
    return this.held;
  }

  /** Becomes the writer if no other tab is (true), or stays a reader (false). `steal`: take it over. */
  async acquire(steal = false): Promise<boolean> {
    if (this.held) return true;
    this.held = this.withLocks ? await this.lockWith(steal) : await this.askWith(steal);
    return this.held;
  }

  /** Tells the other tabs that this tab saved a step. */
  announce(revision: number): void {
    this.post({ kind: 'saved', id: this.id, revision });
  }

  /** Gives the game up (this tab opens another game or closes). */
  close(): void {
    this.closed = true;
    this.held = false;
    this.release?.();
    this.channel?.close();
  }

  private lockWith(steal: boolean): Promise<boolean> {
    return new Promise((answer) => {
      let decided = false;
      navigator.locks
        .request(`muster-club-game:${this.id}`, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
          decided = true;
          if (!lock) {
            answer(false);
            return undefined;
          }
          answer(true);
          return new Promise<void>((release) => (this.release = release));
        })
        .catch(() => {
          // The request rejects (AbortError) when another tab steals the lock.
          if (decided) {
            this.lose();
            return;
          }
          // It was refused before it was granted or declined: without an answer the tab would wait forever,
          // neither writer nor reader. Ask the other tabs instead, as on plain HTTP.
          this.withLocks = false;
          this.askWith(steal).then(answer, () => {
            answer(false);
          });
        });
    });
  }

  private async askWith(steal: boolean): Promise<boolean> {
    if (!this.channel) return true; // no other tab can be told apart: the revision check still guards
    if (steal) {
      this.stolen = true;
      this.post({ kind: 'take-over', id: this.id });
      return true;
    }
    let answered = false;
    const listen = (e: MessageEvent<Message>): void => {
      if (e.data.kind === 'i-write' && e.data.id === this.id) answered = true;
    };
    this.channel.addEventListener('message', listen);
    this.asking = true;
    this.post({ kind: 'who-writes', id: this.id });
    await new Promise((wait) => setTimeout(wait, ANSWER_MS));
    this.asking = false;
    this.channel.removeEventListener('message', listen);
    return !answered;
  }

  private hear(message: Message): void {
    if (this.closed || message.id !== this.id) return;
    if (message.kind === 'saved') this.events.changed(message.revision);
    // A tab still waiting for an answer asked before this question came: it claims the game (two tabs asking at
    // the same instant both yield and both read; either can take over).
    else if (message.kind === 'who-writes' && (this.held || this.asking)) this.post({ kind: 'i-write', id: this.id });
    // (Only a tab that asks on the channel posts it: a Web Locks take-over steals the lock, which aborts the
    // writer's request. A writer by Web Locks hears it too when the taker's browser refused its lock request.)
    else if (message.kind === 'take-over' && this.held) this.lose();
    // A writer answered after this tab stopped waiting: it was the writer all along, so this tab reads.
    else if (message.kind === 'i-write' && this.held && !this.stolen && !this.withLocks) this.lose();
  }

  private lose(): void {
    if (this.closed || !this.held) return;
    this.held = false;
    this.release = null;
    this.events.lost();
  }

  private post(message: Message): void {
    this.channel?.postMessage(message);
  }
}
