import { ScriptedDice, baseGap } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { unitById } from '../table/tableQueries.js';
import { combatMovement } from './combat.js';
import { fixtureContext, fixtureState, fixtureTable, placed } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { caracoleWithdrawal } from './shootingAction.js';

// Movement: "Any change of position or orientation of a unit counts as movement for the turn. This may be voluntary
// during the unit's activation, but also involuntary, for example during a retreat or fall-back after a lost combat."
// Movement > Overlap: "Units may not pass through other units [...] Exceptions: commander units, artillery, and the
// angle correction rule. If a commander or an artillery unit is passed through, interpenetration is allowed. If the
// unit does not have enough movement left to get completely past a passed artillery unit, that artillery unit is
// pushed back behind it by up to one inch." A forced move (a retreat, a disengagement) passes a friendly gun as a
// voluntary move does: the gun is no obstacle, and the unit takes no Dm for a move it could make in full.
// Bases (Components): a Tercio (no Square) 12 x 6 cm (4.724" x 2.362"), cavalry 8 x 4 cm (3.150" x 1.575"), artillery
// 4 x 4 cm (1.575").

describe('Movement > Overlap: a forced move passes a friendly gun', () => {
  it('a caracole 3" straight back over its gun 0.5" behind: the gun is pushed back behind the horse first', () => {
    // The horse and gun of the disengagement below, no enemy near: Caracole's withdrawal is straight to the rear,
    // facing kept, a forced move (Discipline 3: one 5+ of [1, 5, 1] passes the test). The gun is pushed 0.649" to 1"
    // (its rear edge must clear the horse's front edge at 17.787), and that push is logged before the horse's move.
    const s = fixtureState({
      A: [
        placed('h', 'arquebusiers-on-horseback', 30, 20, 90),
        placed('gun', 'light-artillery', 30, 19.213 - 0.5 - 0.787, 90),
      ],
      B: [placed('foe', 'tercio', 30, 40, -90)],
    });
    const ctx = fixtureContext(s, ScriptedDice.of([1, 5, 1]));
    caracoleWithdrawal(ctx, 'h', 3);
    expect(ctx.events.map((e) => e.kind)).toEqual(['caracole-test', 'unit-moved', 'unit-moved']);
    expect(ctx.events[1]).toMatchObject({ unit: 'gun', reason: expect.stringContaining('pushed back by') });
    expect(ctx.events[2]).toMatchObject({ unit: 'h', reason: 'caracole' });
    const pushed = unitById(ctx.state, 'gun')!.base.centre.y - unitById(s, 'gun')!.base.centre.y;
    expect(pushed).toBeGreaterThanOrEqual(0.649);
    expect(pushed).toBeLessThanOrEqual(1);
  });

  it('a Tercio retreating 8" passes right over its gun 1" behind it: the whole 8", no Dm for a blocked retreat', () => {
    // The Tercio `ter` (A) at (30, 20) facing +y, its rear edge at y = 18.819; A's light gun `gun` 1" behind it: it
    // spans y 16.244 to 17.819 (centre 17.031). B's Tercio `foe` in front (its centre 2.362" ahead: in contact).
    // Retreat: "disengage over a distance equal to double its movement [Mvt 4], with its back to the enemy": the
    // Tercio turns about (to face -y) and moves 8": its centre to y = 12, its base from y = 10.819 to 13.181, clear of
    // the gun. No overlap at the end, nothing to push; the move is made in full, so no additional Dm (the old engine
    // stopped it against the gun, 1" back, and added one).
    const s = fixtureState({
      A: [placed('ter', 'tercio', 30, 20, 90), placed('gun', 'light-artillery', 30, 18.819 - 1 - 0.787, 90)],
      B: [placed('foe', 'tercio', 30, 22.362, -90)],
    });
    const ctx = fixtureContext(s);
    combatMovement(ctx, 'ter', 'foe', { unit: 'defender', kind: 'retreat', distance: 8, wearIfBlocked: 1 });
    const ter = unitById(ctx.state, 'ter')!;
    expect(ter.base.centre.y).toBeCloseTo(12, 2);
    expect(ter.wear).toBe(0);
    expect(unitById(ctx.state, 'gun')!.base.centre).toEqual(unitById(s, 'gun')!.base.centre);
  });

  it('horse disengaging 3" over its gun 0.5" behind it: the gun is pushed back behind it, the horse moves 3", no Dm', () => {
    // Arquebusiers on horseback `h` (A) at (30, 20) facing +y, depth 1.575": rear edge at y = 19.213. The gun's front
    // edge 0.5" behind that: the gun spans y 17.138 to 18.713 (centre 17.925). Disengagement: 3" straight back keeping
    // its facing: the horse ends at y = 17, its base from 16.213 to 17.787, still over the gun's rear part (17.138 to
    // 17.787). "pushed back behind it by up to one inch": behind the horse, the side it came from, so +y; the gun must
    // clear the horse's trailing (front) edge at 17.787, its rear edge at 17.138 needing 0.649", within 1".
    const s = fixtureState({
      A: [
        placed('h', 'arquebusiers-on-horseback', 30, 20, 90),
        placed('gun', 'light-artillery', 30, 19.213 - 0.5 - 0.787, 90),
      ],
      B: [placed('foe', 'arquebusiers-on-horseback', 30, 21.575, -90)],
    });
    const ctx = fixtureContext(s);
    combatMovement(ctx, 'h', 'foe', { unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
    const h = unitById(ctx.state, 'h')!;
    const gun = unitById(ctx.state, 'gun')!;
    expect(h.base.centre.y).toBeCloseTo(17, 2);
    expect(h.wear).toBe(0);
    const pushed = gun.base.centre.y - unitById(s, 'gun')!.base.centre.y;
    expect(pushed).toBeGreaterThanOrEqual(0.649);
    expect(pushed).toBeLessThanOrEqual(1);
    expect(baseGap(h.base, gun.base)).toBeGreaterThanOrEqual(0);
    expect(ctx.events).toContainEqual(
      expect.objectContaining({ kind: 'unit-moved', unit: 'gun', reason: expect.stringContaining('pushed back') }),
    );
  });

  it('a gun that cannot be pushed clear within 1" still stops the move, which then adds its Dm', () => {
    // The same Tercio disengaging 3" straight back over a gun 1" behind it: it would end over the gun's whole base
    // (its base 15.819 to 18.181; the gun spans 16.244 to 17.819), about 2" from clearing it either way, more than 1":
    // the gun is not passed, the Tercio stops against it (1" back: centre y = 19) and takes the blocked
    // disengagement's Dm.
    const s = fixtureState({
      A: [placed('ter', 'tercio', 30, 20, 90), placed('gun', 'light-artillery', 30, 18.819 - 1 - 0.787, 90)],
      B: [placed('foe', 'tercio', 30, 22.362, -90)],
    });
    const ctx = fixtureContext(s);
    combatMovement(ctx, 'ter', 'foe', { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 });
    const ter = unitById(ctx.state, 'ter')!;
    expect(ter.base.centre.y).toBeCloseTo(19, 1);
    expect(ter.wear).toBe(1);
    expect(unitById(ctx.state, 'gun')!.base.centre).toEqual(unitById(s, 'gun')!.base.centre);
  });

  it('a horse evading a charge passes over its gun behind it: the whole 8" it chose', () => {
    // Reactions > Run!: "It turns about and moves away from the unit that caused the reaction by at least its
    // movement". B's Arquebusiers on horseback `cav` (Run!) at (36, 20) facing -y, charged by A's Tercio `ter` at
    // (36, 12) facing +y; B's light gun 0.5" behind the horse (the horse's rear edge at y = 20.787: the gun spans
    // y 21.287 to 22.862). The horse turns about (to face +y) and evades 8" (its Speed, the least it may choose): its
    // centre to y = 28, its base y 27.213 to 28.787, beyond the gun, which is not moved. The old engine stopped the
    // horse against the gun, 0.5" on.
    const s = fixtureTable(
      [placed('ter', 'tercio', 36, 12, 90)],
      [placed('cav', 'arquebusiers-on-horseback', 36, 20, -90), placed('gun', 'light-artillery', 36, 22.075, 90)],
      { ter: 'assault', cav: 'run', gun: null },
      { gun: { activated: true } },
    );
    const ctx = fixtureContext(s, ScriptedDice.of(Array<number>(400).fill(6)));
    resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'cav', reaction: 'evasion', inches: 8 }, 'B');
    const evasion = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'cav');
    expect(evasion).toMatchObject({ reason: 'evasion' });
    if (evasion?.kind !== 'unit-moved') return;
    expect(evasion.base.centre.y).toBeCloseTo(28, 2);
    expect(unitById(ctx.state, 'gun')!.base.centre).toEqual(unitById(s, 'gun')!.base.centre);
  });
});
