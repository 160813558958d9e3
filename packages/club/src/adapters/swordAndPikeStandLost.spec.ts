import { moraleResult } from '@muster/sword-and-pike/mechanics';
import { describe, expect, it } from 'vitest';
import { form, newGame as newClubGame, ok, resolveForm, toStep, unit, type ClubGame } from '../__fixtures__/session.js';

const newGame = (): ClubGame => newClubGame('sword-and-pike');

// Rulebook: MORALE > D. Morale Results: "1 - Unit routs from table if at least 1 full stand is gone." The battle
// passes the ruleset's `standLost` to every check; the club's morale and evasion forms must carry it too.
describe('D. Morale Results "1 - Unit routs from table if at least 1 full stand is gone"', () => {
  it('a unit that lost a full stand to fire and scores 1 on its fire-casualty test routs from the table', () => {
    const g = newGame();
    const [a, b] = ['A:french-arquebusiers', 'B:second-arquebusiers'];
    expect(g.decide({ kind: 'set-unit', unit: b, patch: { morale: 1, moraleShift: -1 } })).toEqual(ok);
    toStep(g, 3); // 4. Fire all infantry units
    const dice = [1, 1, 1, 1, 1, ...Array<number>(15).fill(20)];
    expect(resolveForm(g, 'fire', a, b, dice, { range: 4 })).toEqual(ok);
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
