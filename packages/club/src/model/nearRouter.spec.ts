import { replay } from '@muster/core';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { legalClubDecisions } from './clubRules.js';
import { club } from './clubRuleset.js';

describe('6mm WSS: Morale tests of units within 6" of a ROUTED unit (Compulsory Moves; Morale Tests)', () => {
  it('the players name the units within 6"; each waits for its Morale test with the router counted, and tests once per router', () => {
    const s = ClubSession.start(
      { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2 },
      'near-router',
    );
    const [router, friend] = s.state.units.filter((u) => u.side === 'A' && u.profile.includes('foot'));
    const enemy = s.state.units.find((u) => u.side === 'B' && u.profile.includes('foot'))!;
    expect(s.decide({ kind: 'near-router', router: router!.id, units: [friend!.id] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('is not ROUTED'),
    });
    expect(s.decide({ kind: 'set-unit', unit: router!.id, patch: { routed: true, order: 'routed' } }).ok).toBe(true);
    expect(s.decide({ kind: 'near-router', router: router!.id, units: [friend!.id, enemy.id] }).ok).toBe(true);
    const test = (id: string) => s.state.tests.find((t) => t.unit === id)!;
    expect(test(friend!.id)).toMatchObject({
      mechanic: 'morale',
      params: { condition: 'fresh', order: 'steady', 'friends-routing': 1 },
    });
    expect(test(enemy.id).params).toMatchObject({ 'enemy-routing': 1 });
    // Hand-computed: d20 + 2 (FRESH) + 2 (STEADY) - 4 (a friend routing): STEADY on 11+ = 10/20, DISORDERED 7-10 = 4/20,
    // FALL BACK 1-6 = 6/20. An enemy routing (+2 instead): d20 + 6, STEADY on a 5+ = 16/20.
    expect(s.odds('morale', test(friend!.id).params).exact?.result).toEqual({
      steady: '1/2',
      disordered: '1/5',
      'fall-back': '3/10',
    });
    expect(s.odds('morale', test(enemy.id).params).exact?.result?.steady).toBe('4/5');
    // Nothing else until the tests are rolled; the legal decisions are the two tests.
    expect(s.decide({ kind: 'next' }).ok).toBe(false);
    expect(legalClubDecisions(s.state).map((d) => (d.kind === 'resolve' ? d.actor : d.kind))).toEqual([
      friend!.id,
      enemy.id,
    ]);
    expect(
      s.decide({ kind: 'resolve', mechanic: 'morale', params: test(friend!.id).params, actor: friend!.id, dice: [1] })
        .ok,
    ).toBe(true);
    expect(s.state.units.find((u) => u.id === friend!.id)!.order).toBe('falling-back');
    expect(
      s.decide({ kind: 'resolve', mechanic: 'morale', params: test(enemy.id).params, actor: enemy.id, dice: [20] }).ok,
    ).toBe(true);
    expect(s.state.tests).toEqual([]);
    // A unit tests once for each routed unit.
    expect(s.decide({ kind: 'near-router', router: router!.id, units: [enemy.id] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('already tested'),
    });
    // A unit destroyed while its test waits takes it no more.
    expect(
      s.decide({
        kind: 'near-router',
        router: router!.id,
        units: [s.state.units.find((u) => u.side === 'B' && u.id !== enemy.id)!.id],
      }).ok,
    ).toBe(true);
    expect(s.state.tests).toHaveLength(1);
    expect(s.decide({ kind: 'set-unit', unit: s.state.tests[0]!.unit, patch: { destroyed: true } }).ok).toBe(true);
    expect(s.state.tests).toEqual([]);
    expect(s.decide({ kind: 'next' }).ok).toBe(true);
    expect(replay(club, s.save()).identical).toBe(true);
  });
});
