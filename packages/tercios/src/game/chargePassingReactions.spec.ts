import { ScriptedDice, distanceToBase, frontCentre, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import type { Order } from './State.js';
import { fixtureContext, fixtureTable, placed } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Option battle.chargePassingReactions (docs/rulings/tercios.md, "Reactions to an approach").
// Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from the front centre of a unit, or
// when it declares a charge against that unit." Reactions > Assault!: "if the unit reacts with this order against an
// enemy that has come close, it is an interception charge. [...] If the combat that follows is lost by the reacting
// unit, the enemy may continue its activation. Otherwise, the enemy's activation ends."

const sixes = (): Dice => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/**
 * Horse (A) at (20, 10) facing north charges a musketeer company `tgt` 11" ahead (with `tgtOrder`, it has a card
 * and declines its reaction to the charge; without, it has none). A second company `mus`, facing west at (25.3, 16), stands beside the charge's path: the horse passes
 * within 3" of its front centre on the way, not before.
 */
function chargePast(
  value: 'target-only' | 'passed-units',
  musOrder: Order,
  dice: Dice = sixes(),
  tgtOrder: Order | null = null,
  reactionTrigger: 'along-path' | 'move-end' = 'along-path',
  musY = 16,
  tgtY = 21,
) {
  const state = fixtureTable(
    [placed('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
    [placed('tgt', 'musketeer-company', 20, tgtY, -90), placed('mus', 'musketeer-company', 25.3, musY, 180)],
    { cav: 'assault', tgt: tgtOrder, mus: musOrder },
  );
  const ctx = fixtureContext(
    state,
    dice,
    TerciosOptionsSchema.parse({ battle: { chargePassingReactions: value, reactionTrigger } }),
  );
  const musFront = frontCentre(unitById(state, 'mus')!.base);
  const startGap = distanceToBase(musFront, unitById(state, 'cav')!.base);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
  // A charged unit with a card is offered its reaction to the charge first: it declines.
  if (ctx.state.reaction?.trigger === 'charge') resolveBattle(ctx, { kind: 'no-reaction' }, 'B');
  const offered = ctx.state.reaction;
  const combats = () =>
    ctx.events.flatMap((e) => (e.kind === 'combat' ? [`${e.attacker}>${e.defender}:${e.winner}`] : []));
  return { ctx, offered, startGap, combats };
}

describe('battle.chargePassingReactions', () => {
  it('a unit the charge passes within 3" may fire on it before the combat (passed-units), or has no reaction (target-only)', () => {
    const only = chargePast('target-only', 'fire');
    expect(only.startGap).toBeGreaterThan(3);
    expect(only.offered).toBeNull();
    expect(only.combats()).toEqual(['cav>tgt:attacker']);
    expect(only.ctx.events.some((e) => e.kind === 'shot')).toBe(false);

    const passed = chargePast('passed-units', 'fire', sixes(), 'fire');
    // The charged unit, which declined its reaction to the charge, is not offered again: only the unit passed.
    expect(passed.offered).toMatchObject({ trigger: 'proximity', by: 'cav', candidates: ['mus'] });
    expect(passed.combats()).toEqual([]);
    resolveBattle(passed.ctx, { kind: 'react', unit: 'mus', reaction: 'volley' }, 'B');
    const kinds = passed.ctx.events.map((e) => e.kind);
    const shot = passed.ctx.events.findIndex((e) => e.kind === 'shot' && e.shooter === 'mus' && e.target === 'cav');
    expect(shot).toBeGreaterThan(-1);
    expect(kinds.indexOf('combat')).toBeGreaterThan(shot);
    expect(passed.combats()).toHaveLength(1);
    expect(passed.combats()[0]).toMatch(/^cav>tgt:/);
    // The horse was in contact when the volley came: it fights from there, with no further move.
    const moves = passed.ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'cav' ? [e.reason] : []));
    expect(moves).toEqual(['charge']);
  });

  it('battle.reactionTrigger: a unit the charge passes within 3" only on the way is offered along-path, not move-end', () => {
    // Reactions: "as soon as it comes to 3 inches or less"; move-end reads the distance where the move ends only.
    // The company at y 13.5 is 4" from the horse's start and 5" from its end; the horse passes 2.8" from it.
    const path = chargePast('passed-units', 'fire', sixes(), 'fire', 'along-path', 13.5);
    expect(path.startGap).toBeGreaterThan(3);
    expect(path.offered).toMatchObject({ trigger: 'proximity', by: 'cav', candidates: ['mus'] });
    const end = chargePast('passed-units', 'fire', sixes(), 'fire', 'move-end', 13.5);
    const musFront = frontCentre(unitById(end.ctx.state, 'mus')!.base);
    expect(distanceToBase(musFront, unitById(end.ctx.state, 'cav')!.base)).toBeGreaterThan(3);
    expect(end.offered).toBeNull();
    expect(end.combats()).toEqual(['cav>tgt:attacker']);
  });

  it('a charge that falls short: the unit it passed within 3" may still react (passed-units), then no contact', () => {
    // Combat > Charges: "Otherwise the charge move is made as close to the enemy as possible"; the move is made, and
    // the company it passed may react to it as to any approach. The target is 30" away: out of the horse's reach.
    const only = chargePast('target-only', 'fire', sixes(), null, 'along-path', 16, 40);
    expect(only.offered).toBeNull();
    expect(only.ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'cav', contact: false });
    const passed = chargePast('passed-units', 'fire', sixes(), null, 'along-path', 16, 40);
    expect(passed.offered).toMatchObject({ trigger: 'proximity', by: 'cav', candidates: ['mus'] });
    expect(passed.ctx.events.some((e) => e.kind === 'charge-resolved')).toBe(false);
    resolveBattle(passed.ctx, { kind: 'react', unit: 'mus', reaction: 'volley' }, 'B');
    expect(passed.ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'cav', contact: false });
    expect(passed.combats()).toEqual([]);
    // The charge made its whole move before the reaction: it does not go on after it.
    const moves = passed.ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'cav' ? [e.reason] : []));
    expect(moves).toEqual(['charge falls short: as close as possible']);
  });

  it('an interception that holds ends the charge: no combat with the target (passed-units)', () => {
    expect(chargePast('target-only', 'assault').combats()).toEqual(['cav>tgt:attacker']);
    const passed = chargePast('passed-units', 'assault');
    expect(passed.offered).toMatchObject({ candidates: ['mus'] });
    resolveBattle(passed.ctx, { kind: 'react', unit: 'mus', reaction: 'interception' }, 'B');
    // Sixes everywhere: the interception combat is a tie, which the reacting unit does not lose.
    expect(passed.combats()).toEqual(['mus>cav:tie']);
    expect(passed.ctx.events).toContainEqual({ kind: 'activation-interrupted', unit: 'cav' });
    expect(passed.ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'cav', contact: false });
    expect(passed.ctx.state.acting).toBeNull();
  });

  it('an interception the reacting unit loses: the charge goes on from where the charger was met, and its combat follows', () => {
    // Dice scripted so that the reaction test passes and the company loses the interception combat (1s where it
    // rolls to hit), without being broken: it disengages.
    const script = () => ScriptedDice.of([6, 6, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1, ...Array<number>(300).fill(6)]);
    const only = chargePast('target-only', 'assault', script());
    expect(only.offered).toBeNull();
    expect(only.combats()).toHaveLength(1);
    expect(only.combats()[0]).toMatch(/^cav>tgt:/);
    const passed = chargePast('passed-units', 'assault', script());
    resolveBattle(passed.ctx, { kind: 'react', unit: 'mus', reaction: 'interception' }, 'B');
    const moves = passed.ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'cav' ? [e.reason] : []));
    expect(moves.slice(0, 3)).toEqual(['charge', 'intercepted on its path by Musketeer Company mus', 'charge goes on']);
    expect(passed.combats()).toEqual(['mus>cav:defender', 'cav>tgt:tie']);
    expect(passed.ctx.events).not.toContainEqual({ kind: 'activation-interrupted', unit: 'cav' });
    expect(passed.ctx.events).toContainEqual({ kind: 'charge-resolved', unit: 'cav', contact: true });
  });
});
