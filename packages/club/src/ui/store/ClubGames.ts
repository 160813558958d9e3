import { AUTOSAVE_KEY, ClubSession, rulesChangeText } from '../../app/ClubSession.js';
import type { RulesChange } from '../../app/readClubGame.js';
import { gameContent, newGameId } from './gameContent.js';
import { GameLock } from './GameLock.js';
import { GameSaver } from './GameSaver.js';
import { GameStore, type GameRecord } from './GameStore.js';

/** What the app is told by {@link ClubGames}. */
export interface ClubGamesEvents {
  /** The open game changed under the app (reloaded from the store, or closed): show this session. */
  show(session: ClubSession | null, note: string | null): void;
  /** Something the players see changed (saving, read-only, the list): render again. */
  render(): void;
}

/**
 * A saved game (or a file being imported) whose log does not replay under this app's rules, shown to the players
 * with what differs and offered to be continued from its recorded state.
 */
export interface RulesChangedOffer {
  /** The saved game's id, or null for a file being imported (not stored yet). */
  readonly id: string | null;
  /** The saved game's title, or the imported file's name. */
  readonly title: string;
  /** What differs, in plain words ({@link rulesChangeText}). */
  readonly text: string;
  readonly change: RulesChange;
  /** The game's text exactly as saved (an imported one is stored as it is before it is continued). */
  readonly saved: string;
}

/**
 * The saved games of this browser and the one open in this tab: opening, starting, importing, deleting,
 * the durable autosave of every step ({@link GameSaver}), one writer per game ({@link GameLock}) and the
 * read-only state of a second tab with its "take over". The old single localStorage autosave is moved in
 * on first run.
 *
 * @example
 * const games = await ClubGames.open({ show: (s) => (ui.session = s), render: update });
 * const session = games.start(scenario, 'club-night');
 */
export class ClubGames {
  /** Every saved game, most recently played first (refreshed after each change). */
  list: GameRecord[] = [];
  /** This tab shows the open game but another tab writes it. */
  readOnly = false;
  /** Why the last step could not be saved (or the saved games read), or null. */
  problem: string | null = null;
  /** The game whose last write the browser refused: its last steps are only in this tab until a write succeeds. */
  private refusedId: string | null = null;
  /**
   * Why this tab can no longer write the saved games, or null: a newer version of the app opened them in another tab
   * (this tab let go of them so that one is not blocked), or the browser closed them (storage cleared). A step taken
   * from then on is not saved, and the page says so.
   */
  storeClosed: 'newer-version' | 'terminated' | null = null;
  /** The game recorded under other rules that the players are being shown, or null. */
  rulesChanged: RulesChangedOffer | null = null;
  private current: { saver: GameSaver; lock: GameLock } | null = null;

  private constructor(
    private readonly store: GameStore,
    private readonly events: ClubGamesEvents,
  ) {}

  /** Opens the browser's game store; null when IndexedDB is unavailable (private mode in some browsers). */
  static async open(events: ClubGamesEvents, legacy: Storage | null): Promise<ClubGames | null> {
    let store: GameStore;
    let games: ClubGames | null = null;
    try {
      store = await GameStore.open(undefined, (why) => {
        if (!games) return;
        games.storeClosed = why;
        events.render();
      });
    } catch {
      return null;
    }
    games = new ClubGames(store, events);
    if (legacy) await games.migrate(legacy);
    await games.refresh();
    return games;
  }

  /** The id of the game open in this tab, or null. */
  get openId(): string | null {
    return this.current?.saver.id ?? null;
  }

  /** Whether a step is being written (the UI says "saving" until its transaction has completed). */
  get saving(): boolean {
    return this.current?.saver.saving ?? false;
  }

  /**
   * Whether the open game has steps that are not committed: a write in flight, or one the browser refused (storage
   * full or closed) that no later write has made good. Leaving the page would lose them, so it asks first.
   */
  get unsaved(): boolean {
    return this.saving || this.notSaved;
  }

  /**
   * Whether the browser refused the open game's last write and no later one made it good: opening, starting or
   * importing another game now leaves the stored copy without those steps (a write in flight still completes).
   */
  get notSaved(): boolean {
    return this.refusedId !== null && this.refusedId === this.openId;
  }

  /** The game the players had open last, if it still exists. */
  async lastOpen(): Promise<string | null> {
    const id = await this.store.lastOpen();
    return id !== null && this.list.some((g) => g.id === id) ? id : null;
  }

  /**
   * Opens a saved game in this tab (read-only when another tab writes it). Throws when it is damaged. A game whose
   * log does not replay under this app's rules is not opened: it becomes {@link rulesChanged} (null is returned)
   * and the open game stays open.
   */
  async openGame(id: string): Promise<ClubSession | null> {
    const record = await this.store.get(id);
    if (!record) throw new Error('this game is no longer saved in this browser (deleted in another tab?)');
    if (record.damaged !== null) throw new Error(`this saved game is damaged (${record.damaged}); download it`);
    const saver = this.saverFor(id, record.revision);
    const read = ClubSession.read(record.text, saver, record.title); // throws before anything changes
    if (read.kind === 'rules-changed') {
      this.offer({ id, title: record.title, change: read.change, saved: record.text });
      return null;
    }
    this.rulesChanged = null;
    this.close();
    // Recorded before the lock is asked for (up to a second without Web Locks), so a tab opened meanwhile
    // opens this game, asks, and reads.
    await this.store.setLastOpen(id);
    await this.attach(saver);
    return read.session;
  }

  /** Shows the players a file being imported that does not replay under this app's rules (nothing is stored yet). */
  offerImport(text: string, file: string, change: RulesChange): void {
    this.offer({ id: null, title: file, change, saved: text });
  }

  /** The players leave the game recorded under other rules as it is. */
  dismissRulesChanged(): void {
    this.rulesChanged = null;
    this.events.render();
  }

  /**
   * Continues the game of {@link rulesChanged} from its recorded state, as a new saved game (an imported file is
   * first stored as it is): the recorded game is never written, so it stays as it was, and can be downloaded.
   */
  async continueRecorded(): Promise<ClubSession> {
    const offer = this.rulesChanged;
    if (offer === null) throw new Error('there is no game recorded under other rules to continue');
    if (offer.id === null) await this.store.write(gameContent(newGameId(), offer.saved), 0);
    const saver = this.saverFor(newGameId(), 0);
    const session = ClubSession.continueRecorded(offer.change, saver); // its first autosave creates the record
    await saver.settled();
    if (saver.readRevision === 0) throw new Error(this.problem ?? 'the continued game could not be saved');
    this.rulesChanged = null;
    this.close();
    await this.store.setLastOpen(saver.id);
    await this.attach(saver);
    await this.refresh();
    return session;
  }

  private offer(offer: Omit<RulesChangedOffer, 'text'>): void {
    this.rulesChanged = { ...offer, text: rulesChangeText(offer.change) };
    this.events.render();
  }

  /** Starts a new game as a new saved game (the open one stays saved). Resolves once it is stored. */
  async start(scenario: unknown, seed: string): Promise<ClubSession> {
    const saver = this.saverFor(newGameId(), 0);
    const session = ClubSession.start(scenario, seed, saver); // its first autosave creates the record
    await saver.settled();
    if (saver.readRevision === 0) throw new Error(this.problem ?? 'the new game could not be saved');
    this.close();
    await this.store.setLastOpen(saver.id);
    await this.attach(saver);
    await this.refresh();
    return session;
  }

  /** Adds an imported game (already replayed and checked by `ClubSession.fromText`) and opens it. */
  async add(session: ClubSession): Promise<ClubSession> {
    const id = newGameId();
    await this.store.write(gameContent(id, JSON.stringify(session.save())), 0);
    await this.refresh();
    const opened = await this.openGame(id);
    if (opened === null) throw new Error('the imported game no longer replays once stored'); // it replayed a moment ago
    return opened;
  }

  /** Deletes a saved game (the app has asked first); closes it when it is open here. */
  async remove(id: string): Promise<void> {
    if (this.openId === id) {
      this.close();
      this.events.show(null, null);
    }
    await this.store.delete(id);
    await this.refresh();
  }

  /** The text to download for a saved game (damaged ones too). */
  async exportText(id: string): Promise<string> {
    const record = await this.store.get(id);
    return record ? record.text : '';
  }

  /** This tab becomes the writer of the open game, after loading its latest saved steps. */
  async takeOver(): Promise<void> {
    const current = this.current;
    if (!current) return;
    await current.lock.acquire(true);
    await this.reload(current.saver.id, 'You took this game over: this tab records the steps now.');
  }

  /** Gives up the open game (its lock and channel). */
  close(): void {
    this.current?.lock.close();
    this.current = null;
    this.readOnly = false;
    this.problem = null;
    this.refusedId = null;
  }

  private saverFor(id: string, revision: number): GameSaver {
    return new GameSaver(this.store, id, revision, {
      busy: (saving) => {
        // Started: the action that took the step draws the page (showing "saving"); settled: draw "saved".
        if (!saving) this.events.render();
      },
      saved: (record) => {
        this.problem = null;
        if (this.refusedId === id) this.refusedId = null; // the whole game was written: the refused steps with it
        if (this.current?.saver.id === id) this.current.lock.announce(record.revision);
        this.later(this.refresh());
      },
      refused: () => {
        this.readOnly = true;
        this.later(this.reload(id, 'Not saved: another tab is recording this game. This tab shows its saved steps.'));
      },
      failed: (error) => {
        this.refusedId = id;
        this.problem = `the browser refused to save the step (${error instanceof Error ? error.message : String(error)}); export the game file to keep it`;
        this.events.render();
      },
    });
  }

  private async attach(saver: GameSaver): Promise<void> {
    const lock = new GameLock(saver.id, {
      lost: () => {
        saver.writable = false;
        this.readOnly = true;
        this.events.render();
      },
      // Another tab saved a step newer than this tab has: a reader follows it, and so does a writer that took the
      // game over just before the old writer's last step landed (else its own next step would be refused as stale).
      changed: (revision) => {
        const open = this.current?.saver;
        if (open?.id === saver.id && revision > open.readRevision) this.later(this.reload(saver.id, null));
      },
    });
    this.current = { saver, lock };
    const writer = await lock.acquire();
    saver.writable = writer;
    this.readOnly = !writer;
  }

  /** Shows the game as saved in the store (another tab's steps), keeping this tab's writer/reader role. */
  private async reload(id: string, note: string | null): Promise<void> {
    const record = await this.store.get(id);
    const current = this.current;
    if (current?.saver.id !== id) return;
    if (record?.damaged !== null) {
      this.close();
      this.events.show(null, 'The open game was deleted or damaged in another tab.');
      return;
    }
    const saver = this.saverFor(id, record.revision);
    saver.writable = current.lock.writer;
    this.readOnly = !current.lock.writer;
    this.current = { saver, lock: current.lock };
    if (this.refusedId === id) this.refusedId = null; // the steps shown from now on are the stored ones
    this.events.show(ClubSession.fromText(record.text, saver, record.title), note);
    await this.refresh();
  }

  /** Runs work nobody awaits (an event handler's); a failure is shown, not lost. */
  private later(work: Promise<void>): void {
    work.catch((error: unknown) => {
      this.problem = `the saved games could not be read (${error instanceof Error ? error.message : String(error)})`;
      this.events.render();
    });
  }

  private async refresh(): Promise<void> {
    this.list = await this.store.list();
    this.events.render();
  }

  /**
   * Moves the old single autosave (localStorage) into the store; a damaged one is kept as damaged. The key is removed
   * only once a stored game holds exactly its text: an autosave written again after a first move (a tab of the old
   * app still open) becomes a game of its own, never dropped because the migrated game exists.
   */
  private async migrate(legacy: Storage): Promise<void> {
    const text = legacy.getItem(AUTOSAVE_KEY);
    if (text === null) return;
    let damaged: string | null = null;
    try {
      ClubSession.read(text, null, 'the autosaved game'); // one recorded under other rules is offered when opened
    } catch (error) {
      damaged = error instanceof Error ? error.message : String(error);
    }
    // Moved already (by another tab at the same time, or on a visit whose removal did not happen): nothing to add.
    if ((await this.store.list()).some((g) => g.text === text)) {
      legacy.removeItem(AUTOSAVE_KEY);
      return;
    }
    // A fixed id first: two tabs migrating at once write one game, the second write is refused as stale.
    const first = 'g-migrated-autosave';
    const id = (await this.store.get(first)) === null ? first : newGameId();
    // A refused write (the other tab's, of the same text) is fine; any other failure keeps the key for the next visit.
    await this.store.write(gameContent(id, text, damaged), 0).catch(() => undefined);
    if ((await this.store.get(id))?.text === text) {
      if (damaged === null) await this.store.setLastOpen(id);
      legacy.removeItem(AUTOSAVE_KEY);
    }
  }
}
