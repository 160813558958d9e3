import { replay } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { legalClubDecisions } from '../model/clubRules.js';
import { club } from '../model/clubRuleset.js';
import { terciosAdapter } from './terciosAdapter.js';

const scenario = {
  ruleset: 'tercios',
  title: 'Reactions',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 2,
} as const;
const unit = (s: ClubSession, id: string) => s.state.units.find((u) => u.id === id)!;

function atActivation(seed: string): ClubSession {
  const s = ClubSession.start(scenario, seed);
  s.decide({ kind: 'next' });
  s.decide({ kind: 'next' });
  return s;
}

describe('Tercios reactions offered by the app (Reactions)', () => {
  it('a charge on cavalry offers Evasion as a waiting, optional test with exact odds; declined, nothing changes', () => {
    const s = atActivation('offer');
    const cavalry = 'B:modern-cavalry';
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: 'A:tercio-2', unit: cavalry }).ok).toBe(true);
    const test = s.state.tests[0]!;
    expect(test).toMatchObject({
      unit: cavalry,
      mechanic: 'reaction',
      optional: true,
      target: 'A:tercio-2',
      params: expect.objectContaining({ reaction: 'evasion', trigger: 'charge', enemy: 'tercio' }),
    });
    // Hand-computed: Modern Cavalry Discipline 3, + for Evasion from an infantry charge: 1 - (2/3)^4 = 65/81.
    expect(s.odds('reaction', test.params).exact?.passed?.['1']).toBe('65/81');
    expect(s.decide({ kind: 'next' }).ok).toBe(false);
    expect(s.decide({ kind: 'declare', trigger: 'approach', by: 'A:tercio', unit: cavalry })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('test waiting'),
    });
    expect(legalClubDecisions(s.state)).toEqual([
      { kind: 'decline-test', unit: cavalry },
      expect.objectContaining({ kind: 'resolve', mechanic: 'reaction', actor: cavalry, target: 'A:tercio-2' }),
    ]);
    expect(s.decide({ kind: 'decline-test', unit: cavalry }).ok).toBe(true);
    expect(s.state.tests).toEqual([]);
    expect(unit(s, cavalry)).toMatchObject({ activated: false });
    expect(s.logLines().some((l) => l.text.includes('does not react'))).toBe(true);
  });

  it("ruling Terrain under an evasion (battle.evasionTerrain): the app's evasion distance reads the terrain only under as-run", () => {
    // Reactions > Run!: the unit "turns about and moves away"; Evasion: "as with a Run! order". Default: Speed++ as on
    // open ground whatever the terrain; as-run: a Run! move over the worst terrain its line crosses.
    const evadeMax = (options: Record<string, unknown> | undefined, terrain: string) => {
      const s = ClubSession.start({ ...scenario, ...(options ? { options } : {}) }, 'terrain');
      s.decide({ kind: 'next' });
      s.decide({ kind: 'next' });
      s.decide({ kind: 'declare', trigger: 'charge', by: 'A:tercio-2', unit: 'B:modern-cavalry' });
      const params = { ...s.state.tests[0]!.params, 'evasion-terrain': terrain };
      const odds = s.odds('reaction', params).exact?.['evade-max'] ?? {};
      return Math.max(...Object.keys(odds).map(Number));
    };
    const open = evadeMax(undefined, 'open');
    expect(open).toBeGreaterThan(0);
    expect(evadeMax(undefined, 'difficult')).toBe(open);
    const asRun = { battle: { evasionTerrain: 'as-run' } };
    expect(evadeMax(asRun, 'open')).toBe(open);
    expect(evadeMax(asRun, 'difficult')).toBeLessThan(open);
  });

  it('ruling Terrain under an evasion, as-run: an evasion through very difficult terrain puts the unit in Disorder', () => {
    // Terrain and Movement: "Very difficult: causes units to fall into disorder and reduces movement." Under as-run the
    // evasion is a Run! move over the terrain it crosses; under the default (open) the terrain is not read.
    const evade = (options: Record<string, unknown> | undefined) => {
      const s = ClubSession.start({ ...scenario, ...(options ? { options } : {}) }, 'terrain');
      s.decide({ kind: 'next' });
      s.decide({ kind: 'next' });
      const cavalry = 'B:modern-cavalry';
      s.decide({ kind: 'declare', trigger: 'charge', by: 'A:tercio-2', unit: cavalry });
      const params = { ...s.state.tests[0]!.params, 'evasion-terrain': 'very-difficult' };
      const odds = s.odds('reaction', params).exact!;
      // Modern Cavalry, Discipline 3 and + for Evasion from a charge: four dice, all 6s pass.
      const r = s.decide({
        kind: 'resolve',
        mechanic: 'reaction',
        params,
        actor: cavalry,
        target: 'A:tercio-2',
        dice: [6, 6, 6, 6],
      });
      return { r, odds, unit: unit(s, cavalry), log: s.logLines().map((l) => l.text) };
    };
    const asRun = evade({ battle: { evasionTerrain: 'as-run' } });
    expect(asRun.r).toEqual({ ok: true });
    // Disordered exactly when the test passes: 1 - (2/3)^4 = 65/81.
    expect(asRun.odds['evade-disordered']).toEqual({ '0': '16/81', '1': '65/81' });
    expect(asRun.unit.disordered).toBe(true);
    expect(asRun.log.some((l) => l.includes('falls into disorder (very difficult terrain)'))).toBe(true);
    const open = evade(undefined);
    expect(open.r).toEqual({ ok: true });
    expect(open.odds['evade-disordered']).toEqual({ '0': '1' });
    expect(open.unit.disordered).toBe(false);
    expect(open.log.some((l) => l.includes('falls into disorder'))).toBe(false);
  });

  it('no reaction is offered where the order allows none (a foot unit already activated); a unit cannot be charged by its own side', () => {
    const s = atActivation('none');
    // A Tercio already activated has no card: only cavalry may evade, so a charge on it offers nothing.
    s.decide({ kind: 'set-unit', unit: 'B:modern-battalion-2', patch: { activated: true, order: null } });
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: 'A:tercio-2', unit: 'B:modern-battalion-2' }).ok).toBe(
      true,
    );
    expect(s.state.tests).toEqual([]);
    expect(s.logLines().some((l) => l.text.includes('may not react'))).toBe(true);
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: 'A:tercio-2', unit: 'A:tercio' }).ok).toBe(false);
  });

  it('the 3" case: an approach on a unit with Fire! offers its volley, resolved in one step with the shot applied to the enemy', () => {
    const s = atActivation('volley');
    const shooters = 'B:musketeer-company';
    s.decide({ kind: 'set-unit', unit: shooters, patch: { order: 'fire' } });
    expect(s.decide({ kind: 'declare', trigger: 'approach', by: 'A:tercio-2', unit: shooters }).ok).toBe(true);
    const test = s.state.tests[0]!;
    expect(test.params).toMatchObject({ reaction: 'volley', order: 'fire', trigger: 'approach' });
    // A reaction that shoots needs its range.
    expect(
      s.decide({ kind: 'resolve', mechanic: 'reaction', params: test.params, actor: shooters, target: 'A:tercio-2' }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('range') });
    const params = { ...test.params, range: 3 };
    const odds = s.odds('reaction', params).exact!;
    // Hand-computed: Veteran Musketeers, Discipline 3: the reaction test passes with 1 - (2/3)^3 = 19/27; the volley only then.
    expect(odds.passed?.['1']).toBe('19/27');
    expect(BigInt(odds.hits?.['0']?.split('/')[0] ?? '0') > 0n).toBe(true);
    // Typed in: the reaction test (3 dice) passes, the 4 shooting dice hit, the Tercio's 4 resistance dice fail.
    const before = unit(s, 'A:tercio-2').losses;
    const r = s.decide({
      kind: 'resolve',
      mechanic: 'reaction',
      params,
      actor: shooters,
      target: 'A:tercio-2',
      dice: [6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1],
    });
    if (!r.ok) throw new Error(r.reason);
    expect(unit(s, 'A:tercio-2').losses).toBeGreaterThan(before);
    expect(unit(s, shooters)).toMatchObject({ activated: true, order: null });
    expect(s.state.tests).toEqual([]);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('Harasser (Tatars): bows do not fire on reaction, so with Fire! the 3" case offers nothing; charged, it may evade', () => {
    const tatars = {
      ...atActivation('tatars').state.units[0]!,
      id: 'B:tatars',
      side: 'B' as const,
      profile: 'tatars',
      options: [],
      order: 'fire',
    };
    const tercio = atActivation('t').state.units.find((u) => u.id === 'A:tercio-2')!;
    const state = atActivation('t').state;
    const form = terciosAdapter.prefill('reaction', tatars, tercio, { commanders: [], turn: 1 });
    expect(form['harasser-evades']).toBe(true);
    expect(terciosAdapter.reactionTest!(state, tatars, tercio, 'approach')).toBeNull();
    const charged = terciosAdapter.reactionTest!(state, tatars, tercio, 'charge')!;
    expect(charged.params.reaction).toBe('evasion');
  });
});
