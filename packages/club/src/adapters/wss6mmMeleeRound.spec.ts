import { HITS_PER_GUN } from '@muster/wss-6mm/mechanics';
import { describe, expect, it } from 'vitest';
import { form, ok, startSession, toStep, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Melee > The Combat: "For each unit in combat roll 1d10 and consult the following table … Only the front
// rank elements of units may fight. … In combat involving multiple units. Roll for each unit separately, but apply the
// cumulative hits when determining who should test first and the casualty difference." The battle
// (game/meleePhase.ts) rolls every unit of a melee before it applies the hits: a round is simultaneous. The club
// records each roll's losses as the players enter it, so the unit that rolls second must still fight with the elements
// it had when the round began.
// Ruling R20: "in melee a battery fights as one foot element per gun model, and each element it loses fighting
// removes a gun (4 hits); an element a fire table removes is one hit".
const [holstein, picardie, battery] = ['A:holstein', 'B:picardie-1', 'B:french-battery'];

/** The game at step 5, Melee (steps count from 0). */
function atMelee(): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
  toStep(s, 4);
  return s;
}
const roll = (s: ClubSession, actor: string, target: string, face: number) =>
  s.decide({ kind: 'resolve', mechanic: 'melee', params: form(s, 'melee', actor), actor, target, dice: [face] });

describe('6mm WSS Melee: a round is simultaneous in the club as in the battle', () => {
  it('Picardie, hit first, still fights with its front rank of 5; after its own roll its form counts 4', () => {
    const s = atMelee();
    // Holstein-Beck, 8 Dutch elements in two ranks: 4 fight; a 20 on the 4-element row (10 / 20) is 2 elements.
    expect(roll(s, holstein, picardie, 20)).toEqual(ok);
    expect(unit(s, picardie).losses).toBe(2);
    // Picardie had 10 elements in two ranks when the round began: 5 fight (row 8 / 18), not 4 of the 8 left.
    expect(form(s, 'melee', picardie).elements).toBe(5);
    expect(roll(s, picardie, holstein, 8)).toEqual(ok);
    expect(unit(s, holstein).losses).toBe(1); // 8 on the 5-element row: one element
    // Its roll answered the round: a later roll of Picardie's counts the 8 elements left, 4 in front.
    expect(form(s, 'melee', picardie).elements).toBe(4);
  });
});

describe('6mm WSS Melee: a battery fights with its guns and loses a gun for each element (ruling R20)', () => {
  it('the two-gun Batterie royale fights as 2 foot elements, and as 1 once it has lost a gun (4 hits)', () => {
    const s = atMelee();
    expect(form(s, 'melee', battery)).toMatchObject({ arm: 'foot', elements: 2 });
    expect(s.decide({ kind: 'set-unit', unit: battery, patch: { losses: HITS_PER_GUN } })).toEqual(ok);
    expect(form(s, 'melee', battery).elements).toBe(1);
  });

  it('an element the battery loses in melee is a gun: Holstein-Beck takes one, then both', () => {
    const s = atMelee();
    // 4 Dutch elements fighting: a 10 on the 10 / 20 row is one element: one gun, 4 hits.
    expect(roll(s, holstein, battery, 10)).toEqual(ok);
    expect(unit(s, battery)).toMatchObject({ losses: HITS_PER_GUN, destroyed: false });
    // Another round's element (the battery answered in between): the second gun, 8 hits, silenced.
    expect(roll(s, battery, holstein, 1)).toEqual(ok);
    expect(roll(s, holstein, battery, 10)).toEqual(ok);
    expect(unit(s, battery)).toMatchObject({ losses: 2 * HITS_PER_GUN, destroyed: true });
  });
});
