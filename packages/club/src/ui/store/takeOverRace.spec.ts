// "Take over here": the new writer reads the game, but a step the old writer had already sent to the store may land
// just after that read. The old tab announces it; the new writer must follow it (reload), or its own next step is
// refused as stale and lost, with the note that another tab records the game — though this tab is the writer.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ClubSession } from '../../app/ClubSession.js';
import { gameContent } from './gameContent.js';
import { ClubGames } from './ClubGames.js';
import { GameStore } from './GameStore.js';
import { terciosGame } from './__fixtures__/storeGames.js';

// Node has no navigator: the tabs' lock falls back to asking on a BroadcastChannel, as on a plain-HTTP phone.
vi.stubGlobal('navigator', {});

const scenario = terciosGame('Take over');

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

describe('a take-over while the old writer has a step on its way to the store', () => {
  it('the new writer follows that step, and its own next step is saved', async () => {
    let shown: ClubSession | null = null;
    const notes: (string | null)[] = [];
    const events = {
      show: (session: ClubSession | null, note: string | null) => {
        shown = session;
        notes.push(note);
      },
      render: () => undefined,
    };
    const quiet = { show: () => undefined, render: () => undefined };
    const games = (await ClubGames.open(quiet, null))!;
    await games.start(scenario, 'take-over');
    const id = games.openId!;
    await until(() => !games.saving);

    // This tab is taken over by another; it then reads the game as the other tab sees it (a second ClubGames).
    const other = (await ClubGames.open(events, null))!;
    expect(await other.openGame(id)).not.toBeNull();
    expect(other.readOnly).toBe(true); // the first tab answered: it writes
    await other.takeOver();
    expect(other.readOnly).toBe(false);
    const taker = shown as ClubSession | null;
    expect(taker).not.toBeNull();

    // The first tab's step, sent before it heard of the take-over, lands after the new writer's read; it announces it.
    const store = await GameStore.open();
    const record = (await store.get(id))!;
    const step = ClubSession.fromText(record.text); // the first tab's game, one step on
    expect(step.decide({ kind: 'points', side: 'A', delta: 1, reason: 'the late step' })).toEqual({ ok: true });
    const late = JSON.stringify(step.save());
    await store.write(gameContent(id, late), record.revision);
    const channel = new BroadcastChannel('muster-club-games');
    channel.postMessage({ kind: 'saved', id, revision: record.revision + 1 });
    channel.close();
    await until(() => shown !== taker);
    const followed = shown as ClubSession | null;
    expect(followed!.state.points).toEqual({ A: 1, B: 0 }); // the late step is shown
    expect(other.readOnly).toBe(false); // still the writer

    expect(followed!.decide({ kind: 'points', side: 'B', delta: 2, reason: 'the new writer' })).toEqual({ ok: true });
    await until(() => !other.saving);
    const saved = JSON.parse((await store.get(id))!.text) as { state: { points: unknown } };
    expect(saved.state.points).toEqual({ A: 1, B: 2 }); // both steps kept
    expect(other.readOnly).toBe(false);
    expect(notes.filter((n) => n?.startsWith('Not saved'))).toEqual([]);
    games.close();
    other.close();
    store.close();
  });
});
