import { basesOverlap, frontCentre, ScriptedDice, type Base } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureTable as table, placed as at } from './__fixtures__/battleFixture.js';
import type { BattleEvent } from './Event.js';
import { resolveBattle } from './resolve.js';

// Reactions > Assault!: "If the unit reacts against an enemy's assault (charge), it is a counter-charge. The two units
// are brought into contact halfway". Combat > Charges: "To carry out a charge, all the basic rules of movement apply".
// Movement > Obstacles: "Units may ignore terrain or units crossed during their movement if the line drawn between
// their front centre and the destination point does not cut through them. It is considered that these units adapt
// their formation to take these obstacles into account." The charge's own sweep reads it so (a unit beside its line
// does not stop it: `table/chargeObstacles.spec.ts`); the counter-charging unit's sweep still needed the first base it
// touched to be the charger's, so a unit beside its line sent the charger on its whole charge (a doubt of the referee
// of 7 Dec 2026).

const sixes = () => new ScriptedDice((r) => Array.from({ length: r.count }, () => 6));

/**
 * A's horse c (3.15" by 1.57") at (36, 4) facing B's horse t, their fronts 10" apart; c charges, t counter-charges.
 * B's musketeer company f (3.15" by 1.57") stands at (38.4, 13), right of t's way.
 */
function counterCharge(withCompany: boolean) {
  const s = table(
    [at('c', 'arquebusiers-on-horseback', 36, 4, 90)],
    [
      at('t', 'arquebusiers-on-horseback', 36, 15.575, -90),
      ...(withCompany ? [at('f', 'musketeer-company', 38.4, 13, -90)] : []),
    ],
    { c: 'assault', t: 'assault', f: 'ready' },
  );
  const ctx = fixtureContext(s, sixes());
  resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 't', reaction: 'counter-charge' }, 'B');
  const moves = ctx.events.slice(
    0,
    ctx.events.findIndex((e) => e.kind === 'combat'),
  );
  return {
    start: s.units.find((u) => u.id === 't')!.base,
    company: s.units.find((u) => u.id === 'f')?.base,
    moves: moves.filter((e): e is Extract<BattleEvent, { kind: 'unit-moved' }> => e.kind === 'unit-moved'),
  };
}

describe("a unit beside the counter-charging unit's line (Movement > Obstacles)", () => {
  it('does not stop the counter-charge: the two units meet halfway as without it', () => {
    const alone = counterCharge(false);
    const { start, company, moves } = counterCharge(true);
    expect(moves.map((m) => [m.unit, m.reason])).toEqual([
      ['c', 'charge meets the counter-charge halfway'],
      ['t', 'counter-charge'],
    ]);
    // The company's presence changes the charge's aim (t's other side centre) but not the meeting: t still goes to
    // meet c, over about 4.7" (from y 15.575 to about 10.9), more than its 1.57" depth.
    const end = moves[1]!.base;
    expect(start.centre.y - end.centre.y).toBeGreaterThan(4.6);
    expect(alone.moves.map((m) => m.reason)).toEqual(['charge meets the counter-charge halfway', 'counter-charge']);
    // The company stands where t's base passes (t halfway along its way overlaps it), clear of t's start and end, and
    // the line of t's front centre to where it ends does not cut it: "units crossed" that the rule lets t ignore.
    const between: Base = {
      ...end,
      centre: { x: (start.centre.x + end.centre.x) / 2, y: (start.centre.y + end.centre.y) / 2 },
    };
    expect(basesOverlap(between, company!)).toBe(true);
    expect(basesOverlap(start, company!)).toBe(false);
    expect(basesOverlap(end, company!)).toBe(false);
    // The company faces south, square to the table: its west edge is x 38.4 - 1.575. t's front centre goes from x 36
    // to about 35.5, west of it all the way.
    expect(Math.max(frontCentre(start).x, frontCentre(end).x)).toBeLessThan(company!.centre.x - company!.width / 2);
  });
});
