// Issue 23: a game saved under one version of the rules must load under a later one. The rule change here is a
// test-only variant of the club's rules (victory points count double), switched on between saving and loading.
import 'fake-indexeddb/auto';
import { rulesetModule } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it, vi } from 'vitest';
import { ClubGames } from './ClubGames.js';

const rules = vi.hoisted(() => ({ changed: false }));
// Node has no navigator: the tabs' lock falls back to asking on a BroadcastChannel, as on a plain-HTTP phone.
vi.stubGlobal('navigator', {});

vi.mock('../../model/clubRuleset.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../model/clubRuleset.js')>();
  const { clubRules, clubSequence } = await import('../../model/clubRules.js');
  const changedRules: typeof clubRules = (plugins) => {
    const own = clubRules(plugins);
    return {
      ...own,
      resolve: (ctx, decision, player) => {
        if (rules.changed && decision.kind === 'points')
          ctx.emit({ type: 'points', side: decision.side, delta: decision.delta * 2, reason: decision.reason });
        else own.resolve(ctx, decision, player);
      },
    };
  };
  const module = rulesetModule({
    sequence: (_options, plugins) => clubSequence(plugins),
    rules: (_options, plugins) => changedRules(plugins),
  });
  return { ...original, club: { ...original.club, module } };
});

const scenario = {
  ruleset: 'tercios',
  title: 'Rocroi',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 3,
} as const;

const events = { show: () => undefined, render: () => undefined };

/** Waits until every autosave of the open game has been written (each is one IndexedDB transaction). */
async function written(games: ClubGames): Promise<void> {
  while (games.saving) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('a club game saved before a rule change', () => {
  it('says what differs, keeps the saved game as it was, and continues from the recorded state', async () => {
    rules.changed = false;
    const first = (await ClubGames.open(events, null))!;
    const played = await first.start(scenario, 'rule-change');
    expect(played.decide({ kind: 'points', side: 'A', delta: 2, reason: 'the bridge' })).toEqual({ ok: true });
    expect(played.decide({ kind: 'next' })).toEqual({ ok: true });
    await written(first);
    const id = first.openId!;
    const savedText = await first.exportText(id);
    first.close();

    rules.changed = true; // the app is updated: victory points now count double
    const games = (await ClubGames.open(events, null))!;
    expect(await games.openGame(id)).toBeNull(); // not opened as if nothing had happened
    const offer = games.rulesChanged!;
    expect(offer.title).toBe('Rocroi');
    expect(offer.text).toMatch(
      /^At step 1 \(turn 1: .*\), the saved game records: .* gains 2 victory points \(the bridge\)\. The rules of this app give: .* gains 4 victory points \(the bridge\)\. It was recorded with the same versions as this app \(club 0\.1\.0, tercios 0\.1\.0\)/,
    );
    expect(await games.exportText(id)).toBe(savedText); // the recorded game is untouched and downloadable

    const continued = await games.continueRecorded();
    expect(continued.state.points).toEqual({ A: 2, B: 0 }); // what happened at the table stays as recorded
    expect(continued.decisions).toBe(0); // undo cannot take back the recorded part
    expect(continued.decide({ kind: 'points', side: 'A', delta: 1, reason: 'the mill' })).toEqual({ ok: true });
    expect(continued.state.points).toEqual({ A: 4, B: 0 }); // the new rules from there on
    await written(games);
    const continuedId = games.openId!;
    expect(continuedId).not.toBe(id);
    expect(await games.exportText(id)).toBe(savedText);
    // The list tells the two apart: the continued one says from which turn the newer rules apply.
    expect(games.list.map((g) => [g.id, g.continuedAt])).toEqual(
      expect.arrayContaining([
        [continuedId, 1],
        [id, null],
      ]),
    );
    games.close();

    const later = (await ClubGames.open(events, null))!;
    const reopened = (await later.openGame(continuedId))!;
    expect(reopened).not.toBeNull();
    expect(reopened.state.points).toEqual({ A: 4, B: 0 });
    expect(reopened.logLines().map((l) => l.text)).toEqual(continued.logLines().map((l) => l.text));
    expect(reopened.undo()).toBe(true);
    expect(reopened.state.points).toEqual({ A: 2, B: 0 });
    expect(reopened.undo()).toBe(false);
    later.close();
  });
});
