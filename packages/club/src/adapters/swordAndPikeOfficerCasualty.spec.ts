import { describe, expect, it } from 'vitest';
import {
  commander,
  form,
  newGame,
  ok,
  resolveForm,
  resolveTest,
  toStep,
  unit,
  type ClubGame,
} from '../__fixtures__/session.js';

const officerTests = (g: ClubGame) => g.state.tests.filter((t) => t.mechanic === 'officer-casualty');

const [shot, target, officer] = ['A:french-arquebusiers', 'B:spanish-arquebusiers', 'B:spanish-officer'];

/** A game at step 4 (Fire all infantry units) where the French arquebusiers have shot 1 figure of the Spanish. */
function shotAt(before?: (g: ClubGame) => void): ClubGame {
  const g = newGame('sword-and-pike');
  before?.(g);
  toStep(g, 3);
  fire(g, 1);
  expect(unit(g, target).losses).toBe(1);
  return g;
}

/** The French arquebusiers fire at the Spanish at 4": `hits` dice of 1, the rest 20. */
function fire(g: ClubGame, hits: number): void {
  const dice = [...Array<number>(hits).fill(1), ...Array<number>(20 - hits).fill(20)];
  expect(resolveForm(g, 'fire', shot, target, dice, { range: 4 })).toEqual(ok);
}

const roll = (g: ClubGame, face: number) => resolveTest(g, officerTests(g)[0]!, [face]);

// Rulebook: TROOP TYPES & ORGANIZATION > OFFICERS: "Officers ... may become casualties if the unit to which they are
// attached sufferes fire or melee casualties. If this happens roll a D20. If the result is '20' then an attached
// officer is killed in addition to other figures. If the result is '19', and the roll is due to fire casualties,
// then the officer is taken, wounded to the rear. If the '19' is due to melee casualties, then the officer is
// captured". Ruling R23: one D20 per attached officer in each phase his unit takes casualties.
describe('OFFICERS: an officer with a unit that suffers casualties rolls a D20', () => {
  it('fire casualties on a unit with an officer attached call for his D20 (fire)', () => {
    const g = shotAt();
    expect(officerTests(g)).toEqual([
      expect.objectContaining({ unit: target, commander: officer, params: { cause: 'fire' } }),
    ]);
  });

  it('"If the result is \'20\' then an attached officer is killed": lost, no longer with the unit', () => {
    const g = shotAt();
    expect(roll(g, 20)).toEqual(ok);
    expect(commander(g, officer)).toMatchObject({ lost: true, attachedTo: null });
    expect(officerTests(g)).toEqual([]);
    // The unit's fire test, yet to roll, no longer counts his Morale Bonus.
    expect(g.state.tests.find((t) => t.unit === target && t.mechanic === 'morale')?.params.officer).toBe('none');
  });

  it('a 19 under fire: "the officer is taken, wounded to the rear" (out of command, as in the battle)', () => {
    const g = shotAt();
    expect(roll(g, 19)).toEqual(ok);
    expect(commander(g, officer)).toMatchObject({ lost: true, attachedTo: null });
  });

  it('18 or less: he is unharmed and stays with his unit', () => {
    const g = shotAt();
    expect(roll(g, 18)).toEqual(ok);
    expect(commander(g, officer)).toMatchObject({ lost: false, attachedTo: target });
  });

  it('the officer rolls before the unit tests morale (he may fall first)', () => {
    const g = shotAt();
    const t = g.state.tests.find((x) => x.unit === target && x.mechanic === 'morale')!;
    const r = g.decide({ kind: 'resolve', mechanic: 'morale', params: t.params, actor: target });
    expect(r).toMatchObject({ ok: false });
    expect(roll(g, 3)).toEqual(ok);
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: t.params, actor: target })).toEqual(ok);
  });

  it('two officers attached: a D20 each', () => {
    const g = shotAt((game) => {
      const r = game.decide({
        kind: 'set-commander',
        commander: 'B:commander-in-chief',
        patch: { attachedTo: target },
      });
      expect(r).toEqual(ok);
    });
    const first = officerTests(g)[0]!.commander;
    expect(roll(g, 3)).toEqual(ok);
    const second = officerTests(g)[0]?.commander;
    expect([first, second].sort()).toEqual(['B:commander-in-chief', officer]);
    expect(roll(g, 3)).toEqual(ok);
    expect(officerTests(g)).toEqual([]);
  });

  it('ruling R23: once a phase: a second volley at the unit in the same phase calls no second D20', () => {
    const g = shotAt();
    expect(roll(g, 3)).toEqual(ok);
    fire(g, 1);
    expect(officerTests(g)).toEqual([]);
  });

  it('a unit with no officer attached rolls nothing', () => {
    const g = newGame('sword-and-pike');
    toStep(g, 3);
    const dice = [1, ...Array<number>(19).fill(20)];
    expect(resolveForm(g, 'fire', target, shot, dice, { range: 4 })).toEqual(ok);
    expect(unit(g, shot).losses).toBe(1);
    expect(officerTests(g)).toEqual([]);
  });

  it("melee casualties call for a D20 (melee) for each side's officer; a 19 captures him", () => {
    const g = newGame('sword-and-pike');
    toStep(g, 7); // 8. Resolve all close combats
    const [a, b] = ['A:bern-pike', 'B:frundsberg-pike'];
    expect(
      g.decide({ kind: 'resolve', mechanic: 'melee', params: form(g, 'melee', a, b), actor: a, target: b }),
    ).toEqual(ok);
    const outcome = g.log
      .flatMap((e) => (e.type === 'event' && e.event.type === 'resolved' ? [e.event] : []))
      .at(-1)!.outcome;
    const expected = [
      ...(Number(outcome.attackerCasualties) > 0 ? [{ unit: a, commander: 'A:swiss-officer' }] : []),
      ...(Number(outcome.defenderCasualties) > 0 ? [{ unit: b, commander: 'B:landsknechts-officer' }] : []),
    ];
    expect(expected.length).toBeGreaterThan(0);
    expect(officerTests(g).map((t) => ({ unit: t.unit, commander: t.commander }))).toEqual(expected);
    expect(officerTests(g).every((t) => t.params.cause === 'melee')).toBe(true);
    const first = officerTests(g)[0]!;
    expect(roll(g, 19)).toEqual(ok);
    expect(commander(g, first.commander!)).toMatchObject({ lost: true, attachedTo: null });
  });
});
