import { createGame, type Game } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { moraleResult } from '@muster/sword-and-pike/mechanics';
import { describe, expect, it } from 'vitest';
import { adapterOf } from './adapters.js';
import { club } from '../model/clubRuleset.js';
import type { ClubDecision, ClubEvent, ClubState } from '../model/ClubSchemas.js';

type ClubGame = Game<ClubState, ClubDecision, ClubEvent>;
const ok = { ok: true };
const unit = (g: ClubGame, id: string) => g.state.units.find((u) => u.id === id)!;
const form = (g: ClubGame, mechanic: string, actor: string, target?: string) =>
  adapterOf(g.state.ruleset).prefill(mechanic, unit(g, actor), target ? unit(g, target) : undefined, {
    commanders: g.state.commanders,
    turn: g.state.turn,
  });
const newGame = (): ClubGame =>
  createGame<ClubState, ClubDecision, ClubEvent>(
    club,
    { ruleset: 'sword-and-pike', title: 'referee', armies: [frenchArmy, imperialArmy] },
    { seed: 'referee' },
  );

// Rulebook: MORALE > D. Morale Results: "1 - Unit routs from table if at least 1 full stand is gone." The battle
// passes the ruleset's `standLost` to every check; the club's morale and evasion forms must carry it too.
describe('D. Morale Results "1 - Unit routs from table if at least 1 full stand is gone"', () => {
  it('a unit that lost a full stand to fire and scores 1 on its fire-casualty test routs from the table', () => {
    const g = newGame();
    const [a, b] = ['A:french-arquebusiers', 'B:second-arquebusiers'];
    expect(g.decide({ kind: 'set-unit', unit: b, patch: { morale: 1, moraleShift: -1 } })).toEqual(ok);
    while (g.state.step < 3) expect(g.decide({ kind: 'next' })).toEqual(ok); // 4. Fire all infantry units
    const fire = { ...form(g, 'fire', a, b), range: 4 };
    const dice = [1, 1, 1, 1, 1, ...Array<number>(15).fill(20)];
    expect(g.decide({ kind: 'resolve', mechanic: 'fire', params: fire, actor: a, target: b, dice })).toEqual(ok);
    expect(unit(g, b).losses).toBe(5);
    const test = g.state.tests.find((t) => t.unit === b && t.mechanic === 'morale')!;
    expect(moraleResult(1, 'standing', true)).toBe('rout-from-table');
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: test.params, actor: b, dice: [1] })).toEqual(ok);
    const resolved = g.log.flatMap((e) => (e.type === 'event' && e.event.type === 'resolved' ? [e.event] : []));
    expect(resolved.at(-1)!.outcome.result).toBe('rout-from-table');
    expect(unit(g, b).destroyed).toBe(true);
  });

  it('the morale and evasion forms say whether a full stand is gone (a company of figures, not fewer)', () => {
    const g = newGame();
    const b = 'B:second-arquebusiers';
    expect(form(g, 'morale', b)['stand-lost']).toBe(false);
    expect(g.decide({ kind: 'set-unit', unit: b, patch: { losses: 4 } })).toEqual(ok);
    expect(form(g, 'morale', b)['stand-lost']).toBe(false);
    expect(g.decide({ kind: 'set-unit', unit: b, patch: { losses: 5 } })).toEqual(ok);
    expect(form(g, 'morale', b)['stand-lost']).toBe(true);
    expect(form(g, 'evasion', b)['stand-lost']).toBe(true);
  });
});
