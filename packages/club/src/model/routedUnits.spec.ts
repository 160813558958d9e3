import { replay } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { ClubSession } from '../app/ClubSession.js';
import { club } from './clubRuleset.js';
import type { ClubDecision } from './ClubSchemas.js';

const unit = (s: ClubSession, id: string) => s.state.units.find((u) => u.id === id)!;
const form = (s: ClubSession, mechanic: string, actor: string) =>
  adapterOf(s.state.ruleset).prefill(mechanic, unit(s, actor), undefined, {
    commanders: s.state.commanders,
    turn: s.state.turn,
  });
/** Walks to the step with this index (0-based), turning over as needed. */
function toStep(s: ClubSession, turn: number, step: number): void {
  while (s.state.turn < turn || s.state.step !== step) expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
}

describe('The Sword and the Pike: routed units (ROUTED UNITS; SEQUENCE OF ACTIONS 9)', () => {
  it('a routed unit does not move the next turn, then tests to rally in step 9: passed, it stands disordered', () => {
    const s = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy], maxTurns: 3 },
      'routed',
    );
    const loser = s.state.units.find((u) => u.side === 'A' && u.profile === 'pikemen')!;
    const winner = s.state.units.find((u) => u.side === 'B')!;
    toStep(s, 1, 7); // 8. Fight all close combats
    const params = { ...form(s, 'morale', loser.id), rating: 3, initial: false, situation: 'lost-close-combat' };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'morale', params, actor: loser.id, target: winner.id, dice: [1] }).ok,
    ).toBe(true);
    expect(unit(s, loser.id)).toMatchObject({ routed: true, routedTurn: 1 });
    toStep(s, 1, 8); // 9. Rally routed units: it routed this turn, no test yet
    expect(s.state.tests).toEqual([]);
    toStep(s, 2, 0);
    // SEQUENCE OF ACTIONS 1: the Commander-in-Chief 2D6 first (side A 12, B 2: A moves first).
    const moves: ClubDecision = { kind: 'resolve', mechanic: 'brigade-moves', params: { turn: 2 }, dice: [6, 6, 1, 1] };
    expect(s.decide(moves).ok).toBe(true);
    expect(s.decide({ kind: 'activate', group: loser.group }).ok).toBe(true);
    expect(
      s.logLines().some((l) => l.text.includes(`${loser.name} routed in turn 1: it does not move this turn`)),
    ).toBe(true);
    toStep(s, 2, 8);
    const test = s.state.tests.find((t) => t.unit === loser.id)!;
    expect(test).toMatchObject({ mechanic: 'morale', purpose: 'rally' });
    expect(s.decide({ kind: 'next' }).ok).toBe(false);
    // The rout lowered its Morale 1 point for good ("If a unit Routs due to enemy action - lower Morale 1 point").
    expect(test.params['morale-shift']).toBe(-1);
    // Hand-computed (ruling R1: D6 + rating 3 - 1): a pass is 6 or more, a 4 or better on the die: 3/6.
    const rally = { ...test.params, rating: 3, initial: false, officer: 'none', disordered: false };
    const odds = s.odds('morale', rally).exact?.score ?? {};
    const pass = Object.entries(odds)
      .filter(([score]) => Number(score) >= 6)
      .map(([, p]) => p);
    expect(pass).toEqual(['1/6', '1/6', '1/6']);
    expect(s.decide({ kind: 'resolve', mechanic: 'morale', params: rally, actor: loser.id, dice: [6] }).ok).toBe(true);
    expect(unit(s, loser.id)).toMatchObject({ routed: false, disordered: true, destroyed: false });
    expect(s.state.moves.filter((m) => m.unit === loser.id && m.kind !== 'rout')).toEqual([]); // a rally test dictates no move
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('failing to rally removes a unit that is no longer Fresh; a routed unit attacked in close combat is destroyed', () => {
    const adapter = adapterOf('sword-and-pike');
    const s = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy], maxTurns: 3 },
      'routed-2',
    );
    const u = { ...s.state.units.find((x) => x.side === 'A' && x.profile === 'pikemen')!, routed: true, routedTurn: 1 };
    const spent = { ...u, losses: Math.ceil(u.size * 0.6) };
    const test = { unit: u.id, mechanic: 'morale', purpose: 'rally', params: {}, text: 'rally' };
    expect(adapter.condition(spent)).not.toBe('fresh');
    expect(
      adapter.effects('morale', { result: 'rout', score: 2 }, spent, undefined, { commanders: [], turn: 2, test }),
    ).toEqual([expect.objectContaining({ unit: u.id, patch: { destroyed: true } })]);
    expect(
      adapter.effects('morale', { result: 'rout', score: 2 }, u, undefined, { commanders: [], turn: 2, test }),
    ).toEqual([expect.objectContaining({ patch: { routedTurn: 2 } })]);
    const attacker = s.state.units.find((x) => x.side === 'B')!;
    expect(
      adapter.effects('melee', { attackerCasualties: 0, defenderCasualties: 0 }, attacker, u, {
        commanders: [],
        turn: 2,
      }),
    ).toEqual([expect.objectContaining({ unit: u.id, patch: { destroyed: true } })]);
  });
});
