import { createGame, type Game } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { club } from './clubRuleset.js';
import type { ClubDecision, ClubEvent, ClubState } from './ClubSchemas.js';

type ClubGame = Game<ClubState, ClubDecision, ClubEvent>;

const start = (ruleset: 'tercios' | 'sword-and-pike' | 'wss-6mm', seed = 'rules'): ClubGame => {
  const armies = {
    tercios: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
    'sword-and-pike': [frenchArmy, imperialArmy],
    'wss-6mm': [BRITISH_ARMY, FRENCH_ARMY],
  }[ruleset];
  return createGame<ClubState, ClubDecision, ClubEvent>(club, { ruleset, title: 'rules', armies }, { seed });
};
const unit = (g: ClubGame, id: string) => g.state.units.find((u) => u.id === id)!;
const testsOf = (g: ClubGame, id: string) => g.state.tests.filter((t) => t.unit === id);
const form = (g: ClubGame, mechanic: string, actor: string, target?: string) =>
  adapterOf(g.state.ruleset).prefill(mechanic, unit(g, actor), target ? unit(g, target) : undefined, {
    commanders: g.state.commanders,
    turn: g.state.turn,
    step: g.state.step,
    stepResolutions: g.state.stepResolutions,
  });
const ok = { ok: true };
/**
 * The Sword and the Pike: OFFICERS: the D20 of each officer with a unit that took casualties comes before its morale
 * test; a 1 leaves him unharmed.
 */
const officersUnharmed = (g: ClubGame, id: string) => {
  for (let t = testsOf(g, id).find((x) => x.mechanic === 'officer-casualty'); t;) {
    expect(g.decide({ kind: 'resolve', mechanic: t.mechanic, params: t.params, actor: id, dice: [1] })).toEqual(ok);
    t = testsOf(g, id).find((x) => x.mechanic === 'officer-casualty');
  }
};
/** 6mm WSS, Charges: `charger`'s charge goes in at `charged`, which takes its Morale test and stands STEADY. */
const charge = (g: ClubGame, charger: string, charged: string) => {
  const params = { arm: 'foot', condition: 'fresh' };
  expect(
    g.decide({ kind: 'resolve', mechanic: 'charge', params, actor: charger, target: charged, dice: [20] }),
  ).toEqual(ok);
  const morale = testsOf(g, charged).find((t) => t.mechanic === 'morale')!;
  expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: morale.params, actor: charged, dice: [20] })).toEqual(
    ok,
  );
};
/** Goes to step `n` of the turn. */
const toStep = (g: ClubGame, n: number) => {
  while (g.state.step < n) expect(g.decide({ kind: 'next' })).toEqual(ok);
};

describe('The Sword and the Pike: every morale test the rules call is queued', () => {
  it('E. "Loser of Close Combat checks Morale": the loser of a close combat has its test waiting, the winner named', () => {
    const g = start('sword-and-pike', 'melee');
    toStep(g, 7);
    const [a, b] = ['A:bern-pike', 'B:frundsberg-pike'];
    expect(
      g.decide({ kind: 'resolve', mechanic: 'melee', params: form(g, 'melee', a, b), actor: a, target: b }),
    ).toEqual(ok);
    const resolved = g.log.flatMap((e) => (e.type === 'event' && e.event.type === 'resolved' ? [e.event] : []));
    const winner = resolved.at(-1)!.outcome.winner;
    expect(winner === 'attacker' || winner === 'defender').toBe(true);
    const [loser, won] = winner === 'attacker' ? [b, a] : [a, b];
    const test = testsOf(g, loser).find((t) => t.mechanic === 'morale');
    expect(test?.params.situation).toBe('lost-close-combat');
    expect(test?.target).toBe(won);
    expect(testsOf(g, won).filter((t) => t.mechanic === 'morale')).toEqual([]);
  });

  it('"a. At the end of each firing phase that a unit takes casualties": its morale test is queued', () => {
    const g = start('sword-and-pike');
    toStep(g, 2);
    const [a, b] = ['A:french-arquebusiers', 'B:spanish-pike'];
    const params = { ...form(g, 'fire', a, b), range: 4 };
    // A D20 per arquebusier at 4" on class I, hits on 1-5: three 1s hit, seventeen 20s miss.
    const dice = [1, 1, 1, ...Array<number>(17).fill(20)];
    expect(g.decide({ kind: 'resolve', mechanic: 'fire', params, actor: a, target: b, dice })).toEqual(ok);
    expect(unit(g, b)).toMatchObject({ losses: 3, destroyed: false });
    // The Viceroy is with the Spanish pike: his D20 (OFFICERS), then the unit's check.
    expect(testsOf(g, b).map((t) => t.mechanic)).toEqual(['officer-casualty', 'morale']);
  });

  it.each([
    ['fails: it "rout[s] again with all implications"', [1, 1], true],
    ['passes: it "remain[s] in place, routed"', [6, 6], false],
  ] as const)(
    'ROUTED UNITS: "Routed units which are fired upon and take casualties must test morale. Failure means that they rout again with all implications. Pass means they remain in place, routed, till they test again": the test is queued; it %s',
    (_, dice, routsAgain) => {
      const g = start('sword-and-pike');
      const [a, b] = ['A:french-arquebusiers', 'B:spanish-pike'];
      expect(g.decide({ kind: 'set-unit', unit: b, patch: { routed: true, routedTurn: 1 } })).toEqual(ok);
      toStep(g, 2);
      const fire = { ...form(g, 'fire', a, b), range: 4 };
      const hits = [1, 1, 1, ...Array<number>(17).fill(20)];
      expect(g.decide({ kind: 'resolve', mechanic: 'fire', params: fire, actor: a, target: b, dice: hits })).toEqual(
        ok,
      );
      expect(unit(g, b)).toMatchObject({ losses: 3, routed: true });
      const test = testsOf(g, b).find((t) => t.mechanic === 'morale');
      expect(test).toMatchObject({ purpose: 'routed-under-fire', target: a, params: { situation: 'pass-fail' } });
      officersUnharmed(g, b);
      // Other Foot on the Initial Morale Chart: a 1 gives Basic Morale 1, a 6 gives 4; the check is D6 + morale, 6 passes.
      expect(
        g.decide({ kind: 'resolve', mechanic: 'morale', params: test!.params, actor: b, dice: [...dice] }),
      ).toEqual(ok);
      expect(testsOf(g, b)).toEqual([]);
      const rout = g.state.moves.find((m) => m.unit === b && m.kind === 'rout');
      if (routsAgain) {
        // "with all implications": the D4 of casualties and a normal move to the rear (ROUTED UNITS), Morale -1 for
        // routing and +1 to the unit that routed it by fire (Morale Altered Permanently), the rally counted from now.
        expect(rout?.roll?.mechanic).toBe('rout-casualties');
        expect(unit(g, b)).toMatchObject({ routed: true, routedTurn: g.state.turn, moraleShift: -1 });
        expect(unit(g, a).moraleShift).toBe(1);
      } else {
        expect(rout).toBeUndefined();
        expect(unit(g, b)).toMatchObject({ routed: true, routedTurn: 1 });
        expect(unit(g, b).moraleShift ?? 0).toBe(0);
        expect(unit(g, a).moraleShift ?? 0).toBe(0);
      }
    },
  );

  it('"If a unit routs another by fire - raise Morale 1 point": the firer of casualties that rout a unit gains 1', () => {
    const g = start('sword-and-pike');
    toStep(g, 2);
    const [a, b] = ['A:french-arquebusiers', 'B:spanish-pike'];
    const hits = [1, 1, 1, ...Array<number>(17).fill(20)];
    const fire = { ...form(g, 'fire', a, b), range: 4 };
    expect(g.decide({ kind: 'resolve', mechanic: 'fire', params: fire, actor: a, target: b, dice: hits })).toEqual(ok);
    const test = testsOf(g, b).find((t) => t.mechanic === 'morale')!;
    officersUnharmed(g, b);
    // Basic Morale 1 (a 1 on the chart), a 1 on the check: 2, "Unit Routs".
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: test.params, actor: b, dice: [1, 1] })).toEqual(ok);
    expect(unit(g, b)).toMatchObject({ routed: true, moraleShift: -1 });
    expect(unit(g, a).moraleShift).toBe(1);
  });

  it('"Roll 1 die and use Initial Morale Rating Chart to determine a units Basic Morale when first having to check Morale": it is remembered', () => {
    const g = start('sword-and-pike');
    const a = 'A:bern-pike';
    const first = form(g, 'morale', a);
    expect(first.initial).toBe(true);
    // Swiss Foot, die 4: Basic Morale 4; then the check's D6.
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: first, actor: a, dice: [4, 6] })).toEqual(ok);
    expect(unit(g, a).morale).toBe(4);
    const second = form(g, 'morale', a);
    expect(second.initial).toBe(false);
    expect(second.rating).toBe(4);
  });
});

describe('6mm WSS: Resolve and Morale tests after fire and melee are queued', () => {
  it('"Whenever a unit loses one or more elements it should take a Morale test" (small arms fire): in "6. Morale Tests"', () => {
    const g = start('wss-6mm');
    toStep(g, 3);
    const [a, b] = ['A:holstein', 'B:picardie-1'];
    const params = { ...form(g, 'small-arms', a, b), range: 3 };
    expect(g.decide({ kind: 'resolve', mechanic: 'small-arms', params, actor: a, target: b, dice: [20] })).toEqual(ok);
    expect(unit(g, b).losses).toBe(2);
    // SEQUENCE OF PLAY: "4. Small Arms fire 5. Melee 6. Morale Tests" (ruling R59): the test waits for step 6.
    expect(testsOf(g, b)).toEqual([]);
    toStep(g, 5);
    expect(testsOf(g, b).map((t) => t.mechanic)).toEqual(['morale']);
  });

  it('"If a receiving unit elects to fire ... and hits are inflicted the chargers must take a Resolve Test": hit difference -hits', () => {
    const g = start('wss-6mm');
    toStep(g, 1);
    const [receiver, charger] = ['B:picardie-1', 'A:holstein'];
    charge(g, charger, receiver);
    // Charges: the charged foot's 1d20 attempt to fire first (charged 4": 8 or less).
    const attempt = { distance: 4, attempt: 'fire' };
    expect(
      g.decide({ kind: 'resolve', mechanic: 'fire-or-square', params: attempt, actor: receiver, dice: [8] }),
    ).toEqual(ok);
    const params = { ...form(g, 'small-arms', receiver, charger), range: 2 };
    expect(
      g.decide({ kind: 'resolve', mechanic: 'small-arms', params, actor: receiver, target: charger, dice: [20] }),
    ).toEqual(ok);
    const resolve = testsOf(g, charger).find((t) => t.mechanic === 'resolve');
    expect(resolve?.params['hit-difference']).toBe(-2);
  });

  it('foot fire when charged only, so their fire in the Movement step makes the charger test: the players cannot decline it', () => {
    const g = start('wss-6mm');
    toStep(g, 1);
    const [receiver, charger] = ['B:picardie-1', 'A:holstein'];
    charge(g, charger, receiver);
    // Charges: the charged foot's 1d20 attempt to fire first (charged 4": 8 or less).
    const attempt = { distance: 4, attempt: 'fire' };
    expect(
      g.decide({ kind: 'resolve', mechanic: 'fire-or-square', params: attempt, actor: receiver, dice: [8] }),
    ).toEqual(ok);
    const params = { ...form(g, 'small-arms', receiver, charger), range: 2 };
    expect(
      g.decide({ kind: 'resolve', mechanic: 'small-arms', params, actor: receiver, target: charger, dice: [20] }),
    ).toEqual(ok);
    expect(testsOf(g, charger).find((t) => t.mechanic === 'resolve')?.optional).toBeUndefined();
    expect(g.decide({ kind: 'decline-test', unit: charger }).ok).toBe(false);
  });

  it('Pre Melee: "Note Pf/Pc Horse electing to fire and charge will not cause a Resolve test": after P horse fire in the Movement step the Resolve test may be declined (ruling R40)', () => {
    const g = start('wss-6mm');
    toStep(g, 1);
    const [horse, enemy] = ['B:gendarmes', 'A:queens-horse'];
    const params = { ...form(g, 'small-arms', horse, enemy), weapon: 'pistol', range: 0 };
    // Four pistol elements: 12 or more for one element; a 20.
    expect(
      g.decide({ kind: 'resolve', mechanic: 'small-arms', params, actor: horse, target: enemy, dice: [20] }),
    ).toEqual(ok);
    expect(unit(g, enemy).losses).toBe(1);
    const resolve = testsOf(g, enemy).find((t) => t.mechanic === 'resolve');
    expect(resolve).toMatchObject({ optional: true, params: { 'hit-difference': -1 } });
    expect(resolve?.text).toMatch(/fire and charge will not cause a Resolve test/);
    // The Gendarmes fired as they charged (or countercharged): no Resolve test; "Whenever a unit loses one or more
    // elements it should take a Morale test" still stands.
    expect(g.decide({ kind: 'decline-test', unit: enemy })).toEqual(ok);
    // (taken in step 6, "6. Morale Tests": rulings R43, R59)
    expect(testsOf(g, enemy)).toEqual([]);
    expect(unit(g, enemy).moraleOwed).toMatchObject({ tests: 1 });
    const notes = g.log.flatMap((e) => (e.type === 'event' && e.event.type === 'note' ? [e.event.text] : []));
    expect(notes).toContain("Queen's Horse declines its resolve test");
  });

  it('"S Horse pistols are assumed to be factored in to their general Melee factors": S horse have no fire in the Movement step', () => {
    const g = start('wss-6mm');
    toStep(g, 1);
    const [horse, enemy] = ['A:queens-horse', 'B:gendarmes'];
    const params = { ...form(g, 'small-arms', horse, enemy), weapon: 'pistol', range: 0 };
    const refused = g.decide({
      kind: 'resolve',
      mechanic: 'small-arms',
      params,
      actor: horse,
      target: enemy,
      dice: [20],
    });
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toMatch(/S horse/);
    expect(unit(g, enemy).losses).toBe(0);
  });

  it('"The losing units, i.e. that took the most hits should also take a Resolve test" with the hit difference', () => {
    const g = start('wss-6mm');
    toStep(g, 4);
    const [a, b] = ['A:holstein', 'B:picardie-1'];
    // Holstein (its front rank: 4 of 8 elements): 20 → 2 elements; Picardie (5 of 10: the round is simultaneous, its
    // two elements just lost still fight): 8 → 1 element.
    const m = (actor: string, target: string, die: number) =>
      g.decide({
        kind: 'resolve',
        mechanic: 'melee',
        params: form(g, 'melee', actor, target),
        actor,
        target,
        dice: [die],
      });
    expect(m(a, b, 20)).toEqual(ok);
    expect(m(b, a, 8)).toEqual(ok);
    expect(unit(g, b).losses).toBe(2);
    expect(unit(g, a).losses).toBe(1);
    // "After a round of melee all units taking an element loss should be take a Morale Test."
    const morale = testsOf(g, b).find((t) => t.mechanic === 'morale');
    expect(morale?.params.melee).toBe('lost');
    expect(testsOf(g, a).find((t) => t.mechanic === 'morale')?.params.melee).toBe('won');
    // The loser's Resolve test follows its Morale test (the battle's order: a unit it routs takes none).
    expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: morale!.params, actor: b, dice: [20] })).toEqual(ok);
    const resolve = testsOf(g, b).find((t) => t.mechanic === 'resolve');
    expect(resolve?.params['hit-difference']).toBe(-1);
    expect(testsOf(g, a).some((t) => t.mechanic === 'resolve')).toBe(false);
  });

  it('"each side tries to activate a brigade": the activation test is waiting for it, and refused for a unit of another brigade', () => {
    const g = start('wss-6mm');
    toStep(g, 1);
    expect(g.decide({ kind: 'activate', group: 'orkney' })).toEqual(ok);
    const waiting = g.state.tests.find((t) => t.mechanic === 'activation');
    expect(unit(g, waiting!.unit).group).toBe('orkney');
    expect(waiting!.params.rating).toBe('good');
    const other = g.decide({
      kind: 'resolve',
      mechanic: 'activation',
      params: { rating: 'average' },
      actor: 'A:holstein',
    });
    expect(other.ok).toBe(false);
    expect(
      g.decide({ kind: 'resolve', mechanic: 'activation', params: waiting!.params, actor: waiting!.unit }),
    ).toEqual(ok);
    expect(g.state.tests).toEqual([]);
  });
});

describe('every ruleset: a unit is never its own target, and hand-typed values keep to the rules', () => {
  it.each(['tercios', 'sword-and-pike', 'wss-6mm'] as const)('%s: a unit cannot be tested against itself', (r) => {
    const g = start(r);
    const a = g.state.units[0]!.id;
    const mechanic = { tercios: 'melee', 'sword-and-pike': 'melee', 'wss-6mm': 'melee' }[r];
    const result = g.decide({ kind: 'resolve', mechanic, params: form(g, mechanic, a, a), actor: a, target: a });
    expect(result.ok).toBe(false);
  });

  it('Tercios: Dm typed beyond the Stamina are rout points and a rout test is waiting (Wear)', () => {
    const g = start('tercios');
    const u = g.state.units[0]!;
    const stamina = adapterOf('tercios').track!(u, g.state.commanders);
    expect(g.decide({ kind: 'set-unit', unit: u.id, patch: { losses: 999 } }).ok).toBe(false);
    expect(g.decide({ kind: 'set-unit', unit: u.id, patch: { losses: stamina + 2 } })).toEqual(ok);
    const test = testsOf(g, u.id).find((t) => t.mechanic === 'rout-test');
    expect(test?.params['rout-points']).toBe(2);
  });

  it('The Sword and the Pike and 6mm WSS: casualties typed to the whole unit destroy it; more are refused', () => {
    for (const r of ['sword-and-pike', 'wss-6mm'] as const) {
      const g = start(r);
      const u = g.state.units[0]!;
      expect(g.decide({ kind: 'set-unit', unit: u.id, patch: { losses: 999 } }).ok).toBe(false);
      expect(g.decide({ kind: 'set-unit', unit: u.id, patch: { losses: u.size } })).toEqual(ok);
      expect(unit(g, u.id).destroyed).toBe(true);
    }
  });
});
