// A write the browser refuses (storage full, the database closed) must never show as saved, and leaving the page
// must still ask: the step lives only in this tab until a later write, or an export, keeps it.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubGames } from './ClubGames.js';
import { GameStore } from './GameStore.js';
import { storageBanner, type SavedGamesActions } from './savedGamesView.js';
import { quietEvents, templateText, terciosGame } from './__fixtures__/storeGames.js';

// Node has no navigator: the tabs' lock falls back to asking on a BroadcastChannel, as on a plain-HTTP phone.
vi.stubGlobal('navigator', {});

const scenario = terciosGame('Full disk');
const events = quietEvents;
const actions: SavedGamesActions = {
  open: () => undefined,
  download: () => undefined,
  remove: () => undefined,
  takeOver: () => undefined,
  continueRecorded: () => undefined,
  dismissRulesChanged: () => undefined,
};

const text = templateText;

async function written(games: ClubGames): Promise<void> {
  while (games.saving) await new Promise((resolve) => setTimeout(resolve, 5));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a step the browser refuses to save', () => {
  it('is shown as not saved (never as "every step saved"), and leaving asks until a later write keeps it', async () => {
    const games = (await ClubGames.open(events, null))!;
    const session = await games.start(scenario, 'full-disk');
    expect(text(storageBanner(games, actions))).toContain('Every step saved in this browser');

    vi.spyOn(GameStore.prototype, 'write').mockRejectedValueOnce(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    expect(session.decide({ kind: 'points', side: 'A', delta: 1, reason: 'the ford' })).toEqual({ ok: true });
    await written(games);
    const banner = text(storageBanner(games, actions));
    expect(banner).toContain('Not saved: the browser refused to save the step (The quota has been exceeded.)');
    expect(banner).not.toContain('Every step saved');
    expect(games.unsaved).toBe(true); // the page asks before it is left: the step is only in this tab
    const stored = JSON.parse(await games.exportText(games.openId!)) as { state: { points: unknown } };
    expect(stored.state.points).toEqual({ A: 0, B: 0 }); // the store does not have the refused step
    expect(session.state.points).toEqual({ A: 1, B: 0 }); // the tab does

    // The next step writes the whole game: the refused step is kept with it, and the page says so.
    expect(session.decide({ kind: 'points', side: 'B', delta: 1, reason: 'the mill' })).toEqual({ ok: true });
    await written(games);
    expect(text(storageBanner(games, actions))).toContain('Every step saved in this browser');
    expect(games.unsaved).toBe(false);
    expect(await games.exportText(games.openId!)).toBe(JSON.stringify(session.save()));
    expect(session.state.points).toEqual({ A: 1, B: 1 });
    games.close();
  });
});
