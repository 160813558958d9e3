// Issue 23: saves across a rule change. The changed rules are test-only variants of the club ruleset, given to the
// reader as the app's rules would be after an update.
import { MusterError, replay, rulesetModule, type Ruleset } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { clubRules, clubSequence } from '../model/clubRules.js';
import { club } from '../model/clubRuleset.js';
import { ClubSession, loadClubGame } from './ClubSession.js';
import { clubVersions } from './clubRecord.js';
import { readClubGame, type RulesChange } from './readClubGame.js';

/** The club's rules with one rule changed (victory points count double, or a reducer that writes another victory line). */
function changed(change: 'double-points' | 'reducer-changed' | 'points-refused'): Ruleset {
  const rules: typeof clubRules = (plugins) => {
    const own = clubRules(plugins);
    return {
      ...own,
      resolve: (ctx, decision, player) => {
        if (change === 'double-points' && decision.kind === 'points')
          ctx.emit({ type: 'points', side: decision.side, delta: decision.delta * 2, reason: decision.reason });
        else if (change === 'points-refused' && decision.kind === 'points')
          throw new MusterError('bad-input', 'victory points are scored at the end only');
        else own.resolve(ctx, decision, player);
      },
      // The same events, applied differently: only the end state can show it.
      reduce: (state, event) =>
        change === 'reducer-changed' && event.type === 'points'
          ? { ...own.reduce(state, event), victory: 'changed by the new reducer' }
          : own.reduce(state, event),
    };
  };
  const module = rulesetModule({
    sequence: (_options, plugins) => clubSequence(plugins),
    rules: (_options, plugins) => rules(plugins),
  });
  return { ...club, module };
}

const scenario = {
  ruleset: 'tercios',
  title: 'Nördlingen',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 3,
} as const;

/** A game played under today's rules: a step, two victory points, a note. */
function played(): ClubSession {
  const s = ClubSession.start(scenario, 'across-rules');
  s.decide({ kind: 'next' });
  s.decide({ kind: 'points', side: 'B', delta: 2, reason: 'the hill' });
  s.decide({ kind: 'note', text: 'rain' });
  return s;
}

function badFile(read: () => unknown): MusterError {
  try {
    read();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('accepted');
}

function rulesChange(text: string, ruleset: Ruleset): RulesChange {
  const read = readClubGame(text, 'night.json', ruleset);
  if (read.kind !== 'rules-changed') throw new Error('it replayed');
  return read.change;
}

describe('readClubGame across a rule change', () => {
  it('records the versions in every save, and still reads a save made before they were recorded', () => {
    const saved = played().save() as { scenario: { record?: unknown } };
    expect(saved.scenario.record).toEqual({ versions: clubVersions(), continued: [] });
    expect(clubVersions()).toMatchObject({ club: '0.1.0', tercios: expect.any(String), 'wss-6mm': expect.any(String) });
    expect(replay(club, saved).identical).toBe(true); // still a core SavedGame that muster replay reads
    const { record: _dropped, ...before } = saved.scenario;
    const old = JSON.stringify({ ...saved, scenario: before });
    const read = readClubGame(old, 'old.json');
    expect(read.kind).toBe('replayed');
    expect(ClubSession.fromText(old, null, 'old.json').state.points).toEqual({ A: 0, B: 2 });
  });

  it('names the step, what was recorded and what the new rules give; the recorded game is kept as it was', () => {
    const text = JSON.stringify(played().save());
    const change = rulesChange(text, changed('double-points'));
    const at = (JSON.parse(text) as { log: { type: string; decision?: { kind: string } }[] }).log.findIndex(
      (e) => e.decision?.kind === 'points',
    );
    expect(change.difference).toEqual({
      path: `log[${at + 1}]`,
      decision: { index: at, number: 2, turn: 1, text: 'victory points for B' },
      recorded: ['B (Swedish army at Breitenfeld, 1631) gains 2 victory points (the hill)'],
      now: ['B (Swedish army at Breitenfeld, 1631) gains 4 victory points (the hill)'],
      refused: null,
    });
    expect(change.recordedWith).toEqual(clubVersions());
    expect(change.recorded.state.points).toEqual({ A: 0, B: 2 });
    expect(change.recorded.save().log).toEqual((JSON.parse(text) as { log: unknown }).log);
    // The strict loader (viewer, `muster view`) refuses it, naming the entry.
    expect(badFile(() => loadClubGame(text, 'night.json', changed('double-points'))).toUserLine()).toBe(
      `night.json: log[${at + 1}]: does not replay identically under these rules: a rule changed since it was played, or the file was edited (expected a log that replays exactly from its seed)`,
    );
  });

  it('says so when the new rules refuse a recorded decision, or only the state they leave differs', () => {
    const text = JSON.stringify(played().save());
    expect(rulesChange(text, changed('points-refused')).difference).toMatchObject({
      decision: { number: 2 },
      now: ['the rules stop on this decision: victory points are scored at the end only'],
      refused: 'victory points are scored at the end only',
    });
    expect(rulesChange(text, changed('reducer-changed')).difference).toEqual({
      path: 'state',
      decision: null,
      recorded: ['victory: "unfinished"'],
      now: ['victory: "changed by the new reducer"'],
      refused: null,
    });
  });

  it('continues from the recorded state: the recorded part is never replayed again, the new rules apply after it', () => {
    const rules = changed('double-points');
    const change = rulesChange(JSON.stringify(played().save()), rules);
    const store = new Map<string, string>();
    const kv = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => {
        store.set(k, v);
      },
      removeItem: () => undefined,
    };
    const continued = ClubSession.continueRecorded(change, kv);
    expect(continued.decide({ kind: 'points', side: 'A', delta: 3, reason: 'the guns' })).toEqual({ ok: true });
    expect(continued.state.points).toEqual({ A: 6, B: 2 });
    const text = [...store.values()][0]!;
    const saved = JSON.parse(text) as {
      scenario: { record: { continued: { at: number; difference: string }[] } };
      log: { type: string; event?: { type: string; text?: string } }[];
    };
    const [mark] = saved.scenario.record.continued;
    expect(mark).toMatchObject({
      at: change.recorded.log.length,
      recordedWith: clubVersions(),
      continuedWith: clubVersions(),
    });
    expect(mark!.difference).toMatch(/^At step 2 \(turn 1: victory points for B\)/);
    const again = readClubGame(text, 'continued.json', rules);
    expect(again.kind).toBe('replayed');
    // Under the old rules the part played after the continuation differs (and says where).
    expect(rulesChange(text, club).difference.decision?.number).toBe(4);

    // The recorded part edited afterwards is refused, naming the continuation's digest.
    const edited = structuredClone(saved);
    const note = edited.log.find((e) => e.event?.type === 'note')!;
    note.event!.text = 'sun';
    expect(badFile(() => readClubGame(JSON.stringify(edited), 'edited.json', rules)).toUserLine()).toMatch(
      /^edited\.json: scenario\.record\.continued\[0\]\.digest: .*changed since/,
    );
  });

  it('refuses a malformed record with the file, the field and what was expected', () => {
    const saved = played().save() as unknown as { scenario: Record<string, unknown>; log: unknown[] };
    const withRecord = (record: unknown) => JSON.stringify({ ...saved, scenario: { ...saved.scenario, record } });
    const versions = badFile(() => readClubGame(withRecord({ versions: 7 }), 'bad.json'));
    expect(versions.code).toBe('bad-file');
    expect(versions.context).toMatchObject({ file: 'bad.json', path: 'scenario.record.versions' });
    const mark = {
      at: saved.log.length + 5,
      recordedWith: null,
      continuedWith: clubVersions(),
      state: {},
      rng: { a: 1, b: 2, c: 3, d: 4 },
      digest: '0123456789abcdef',
      difference: '',
    };
    expect(
      badFile(() => readClubGame(withRecord({ versions: clubVersions(), continued: [mark] }), 'bad.json')).toUserLine(),
    ).toBe(
      `bad.json: scenario.record.continued[0].at: not a club game that can be loaded: a continuation is out of order or beyond the log (expected a log index after -1 and at most ${saved.log.length})`,
    );
  });

  it('says plainly that a save written by a newer Muster, or of another kind, is not read (as Game.resume does)', () => {
    const saved = played().save() as unknown as Record<string, unknown>;
    expect(badFile(() => readClubGame(JSON.stringify({ ...saved, formatVersion: 9 }), 'new.json')).toUserLine()).toBe(
      'new.json: formatVersion: not a club game that can be loaded: written by a newer Muster (format version 9); this one reads a version up to 1',
    );
    expect(
      badFile(() => readClubGame(JSON.stringify({ ...saved, format: 'muster-army' }), 'army.json')).context,
    ).toMatchObject({ file: 'army.json', path: 'format', expected: '"muster-game"' });
  });
});
