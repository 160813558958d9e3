import { enumerate, MusterError, replay } from '@muster/core';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000, terciosMechanics } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { club } from '../model/clubRuleset.js';
import { typedDiceProgress } from '../model/typedDice.js';
import { AUTOSAVE_KEY, ClubSession, type KeyValueStore } from './ClubSession.js';

class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

const tercios = {
  ruleset: 'tercios',
  title: 'Flanders',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 2,
} as const;

function unitId(session: ClubSession, side: 'A' | 'B', profile: string): string {
  const u = session.state.units.find((x) => x.side === side && x.profile === profile);
  if (!u) throw new Error(`no ${profile} on ${side}`);
  return u.id;
}

describe('ClubSession', () => {
  it('builds the rosters of both armies from each ruleset', () => {
    const t = ClubSession.start(tercios, 's');
    expect(t.state.units.filter((u) => u.side === 'A')).toHaveLength(8);
    expect(t.state.commanders.some((c) => c.name === 'Cardinal-Infante Fernando')).toBe(true);
    const sp = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy] },
      's',
    );
    const bern = sp.state.units.find((u) => u.name === 'Bern pike')!;
    expect(bern.size).toBe(20);
    // The officer attached to Bern pike in the army list is attached to the club unit.
    expect(sp.state.commanders.find((c) => c.name === 'Swiss Hauptmann')?.attachedTo).toBe(bern.id);
    const w = ClubSession.start({ ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY] }, 's');
    expect(w.state.units.find((u) => u.name === 'Royal Train battery')?.size).toBe(3);
  });

  it('refuses an army that breaks a building rule, naming the field', () => {
    const bad = {
      ...SPANISH_EMPIRE_1000,
      regiments: [
        {
          type: 'infantry-regiment',
          units: [{ unit: 'tercio' }, { unit: 'tercio' }, { unit: 'tercio' }, { unit: 'tercio' }, { unit: 'tercio' }],
        },
      ],
    };
    expect(() => ClubSession.start({ ...tercios, armies: [bad, SWEDISH_EMPIRE_1000] }, 's')).toThrow(
      /army A .*breaks a building rule/,
    );
  });

  it('walks the Tercios turn: planning, initiative, alternating activations, next turn', () => {
    const s = ClubSession.start(tercios, 'walk');
    expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
    expect(
      s.decide({ kind: 'resolve', mechanic: 'initiative', params: { 'rank-a': 3, 'rank-b': 3 }, dice: [2, 5] }),
    ).toEqual({ ok: true });
    expect(s.state.activeSide).toBe('B'); // B rolled 5 against 2
    s.decide({ kind: 'next' });
    const a = unitId(s, 'A', 'tercio');
    expect(s.decide({ kind: 'activate', unit: a })).toEqual({
      ok: false,
      reason: expect.stringContaining("side B's activation"),
    });
    // The Swedish regimental guns (no Brigade rule: no unit follows them at once).
    expect(s.decide({ kind: 'activate', unit: unitId(s, 'B', 'light-artillery') }).ok).toBe(true);
    expect(s.state.activeSide).toBe('A');
    expect(s.decide({ kind: 'set-commander', commander: 'A:commander-in-chief', patch: { exhausted: true } }).ok).toBe(
      true,
    );
    s.decide({ kind: 'next' });
    expect(s.state.commanders.find((c) => c.id === 'A:commander-in-chief')?.exhausted).toBe(true);
    s.decide({ kind: 'next' });
    expect(s.state.turn).toBe(2);
    // Planning: the exhausted markers come off.
    expect(s.state.commanders.every((c) => !c.exhausted)).toBe(true);
    expect(s.state.units.every((u) => !u.activated)).toBe(true);
  });

  it('resolves shooting with the ruleset mechanic and applies its Dm to the target', () => {
    const s = ClubSession.start(tercios, 'shots-4'); // a seed whose dice inflict 2 Dm
    const shooter = unitId(s, 'A', 'musketeer-company');
    const target = unitId(s, 'B', s.state.units.find((u) => u.side === 'B')!.profile);
    const params = {
      shooter: 'musketeer-company',
      target: s.state.units.find((u) => u.id === target)!.profile,
      range: 10,
    };
    const r = s.decide({ kind: 'resolve', mechanic: 'shoot', params, actor: shooter, target });
    expect(r).toEqual({ ok: true });
    const event = s
      .save()
      .log.flatMap((e) => (e.type === 'event' ? [e.event as { type: string; outcome?: Record<string, number> }] : []))
      .find((e) => e.type === 'resolved')!;
    // The seed's dice inflict damage, so a shot that applied none would fail here.
    expect(event.outcome!.wear).toBeGreaterThan(0);
    expect(s.state.units.find((u) => u.id === target)!.losses).toBe(event.outcome!.wear);
  });

  it('shows the exact odds of the ruleset mechanic before the roll', () => {
    const s = ClubSession.start(tercios, 'odds');
    const report = s.odds('rout-test', { discipline: 2, 'rout-points': 1 });
    // One 6 among 2 dice: 1 - (5/6)^2 = 11/36 to pass.
    expect(report.exact?.passed?.['1']).toBe('11/36');
    const mech = terciosMechanics.find((m) => m.id === 'rout-test')!;
    expect(enumerate((d) => mech.run(d, { discipline: 2, 'rout-points': 1 })).marginal('passed').entries.length).toBe(
      2,
    );
  });

  it('refuses typed-in dice no die can show, or too few or too many, and changes nothing', () => {
    const s = ClubSession.start(tercios, 'typed');
    const before = s.save();
    expect(
      s.decide({ kind: 'resolve', mechanic: 'rout-test', params: { discipline: 2, 'rout-points': 1 }, dice: [7, 1] }),
    ).toEqual({ ok: false, reason: expect.stringContaining('a d6 cannot show 7') });
    expect(
      s.decide({ kind: 'resolve', mechanic: 'rout-test', params: { discipline: 2, 'rout-points': 1 }, dice: [6] }),
    ).toEqual({ ok: false, reason: expect.stringContaining('needs 2 dice') });
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'rout-test',
        params: { discipline: 2, 'rout-points': 1 },
        dice: [6, 1, 3],
      }),
    ).toEqual({ ok: false, reason: expect.stringContaining('typed than the rules roll') });
    expect(s.save()).toEqual(before);
    expect(
      typedDiceProgress(
        club === club ? terciosMechanics.find((m) => m.id === 'rout-test')! : terciosMechanics[0]!,
        { discipline: 3, 'rout-points': 1 },
        [],
      ),
    ).toMatchObject({ done: false, request: { count: 3, sides: 6 } });
  });

  it('undo takes back the last step, and the seeded dice come out the same when it is played again', () => {
    const s = ClubSession.start(tercios, 'undo');
    s.decide({ kind: 'next' });
    s.decide({ kind: 'resolve', mechanic: 'order-test', params: { unit: 'tercio', wear: 1 } });
    const first = s.save();
    s.decide({ kind: 'points', side: 'A', delta: 3, reason: 'objective' });
    expect(s.state.points.A).toBe(3);
    expect(s.undo()).toBe(true);
    expect(s.save()).toEqual(first);
    expect(s.undo()).toBe(true);
    s.decide({ kind: 'resolve', mechanic: 'order-test', params: { unit: 'tercio', wear: 1 } });
    expect(s.save()).toEqual(first);
    s.undo();
    s.undo();
    expect(s.undo()).toBe(false);
    expect(s.decisions).toBe(0);
  });

  it('autosaves after every step and restores the same game', () => {
    const store = new MemoryStore();
    const s = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy] },
      'auto',
      store,
    );
    s.decide({ kind: 'resolve', mechanic: 'brigade-moves', params: { turn: 1 } });
    s.decide({ kind: 'note', text: 'the Swiss advance' });
    const moves = s.outcomeThisTurn('brigade-moves')!;
    expect(moves.A).toBeGreaterThanOrEqual(2);
    expect(moves.first).toBe(Number(moves.A) > Number(moves.B) ? 'A' : 'B');
    const restored = ClubSession.restore(store)!;
    expect(restored.save()).toEqual(s.save());
    s.undo();
    expect(ClubSession.restore(store)!.save()).toEqual(s.save());
  });

  it('keeps playing when the browser refuses to save, and says so', () => {
    const full: KeyValueStore = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const s = ClubSession.start(tercios, 'full', full);
    expect(s.autosaveProblem).toMatch(/refused to save .*QuotaExceededError.*export/);
    expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
    expect(s.state.step).toBe(1);
  });

  it('exports a core SavedGame that replays identically (what muster replay checks)', () => {
    const s = ClubSession.start(
      { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY] },
      'export',
    );
    s.decide({ kind: 'resolve', mechanic: 'initiative', params: {} });
    s.decide({ kind: 'resolve', mechanic: 'small-arms', params: { elements: 4, range: 4 }, dice: [17] });
    const saved = JSON.parse(s.exportText());
    expect(saved.format).toBe('muster-game');
    expect(replay(club, saved).identical).toBe(true);
    expect(ClubSession.fromText(s.exportText()).save()).toEqual(s.save());
  });

  it('refuses a corrupt import with a clear message', () => {
    const s = ClubSession.start(tercios, 'imp');
    s.decide({ kind: 'resolve', mechanic: 'order-test', params: { unit: 'tercio', wear: 1 } });
    expect(() => ClubSession.fromText('{ not json', null, 'game.json')).toThrow(/not JSON/);
    const line = (text: string) => {
      try {
        ClubSession.fromText(text, null, 'game.json');
      } catch (error) {
        return MusterError.is(error) ? error.toUserLine() : String(error);
      }
      return 'accepted';
    };
    expect(line('{"format":"something-else"}')).toMatch(
      /^game.json: format: not a club game that can be loaded: .*muster-game/,
    );
    const tampered = s.save() as unknown as { log: { type: string; roll?: { result: number } }[] };
    const roll = tampered.log.find((e) => e.type === 'roll')!;
    roll.roll!.result += 1;
    expect(() => ClubSession.fromText(JSON.stringify(tampered), null, 'game.json')).toThrow(/does not replay/);
    const other = { ...s.save(), ruleset: 'tercios' };
    expect(() => ClubSession.fromText(JSON.stringify(other), null, 'game.json')).toThrow(
      /saved game of tercios, not of club/,
    );
  });

  it('a restored autosave that was corrupted is refused, and the store is left for the user to decide', () => {
    const store = new MemoryStore();
    store.setItem(AUTOSAVE_KEY, '{"format":"muster-game"');
    expect(() => ClubSession.restore(store)).toThrow(/not JSON/);
    expect(store.getItem(AUTOSAVE_KEY)).toBe('{"format":"muster-game"');
  });

  it('ends the game after the last turn on victory points', () => {
    const s = ClubSession.start({ ...tercios, maxTurns: 1 }, 'end');
    s.decide({ kind: 'points', side: 'B', delta: 2, reason: 'a tercio routed' });
    for (let i = 0; i < 4; i++) s.decide({ kind: 'next' });
    expect(s.state.over).toBe(true);
    expect(s.state.winner).toBe('B');
    expect(s.decide({ kind: 'next' })).toEqual({ ok: false, reason: 'the game is over' });
  });
});
