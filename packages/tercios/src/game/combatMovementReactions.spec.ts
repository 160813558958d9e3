import { ScriptedDice, distanceToBase, frontCentre, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleEvent } from './Event.js';
import type { Acting } from './State.js';
import { actingOf, fixtureContext, fixtureTable, placed } from './__fixtures__/battleFixture.js';
import { resolveReaction } from './reactionsOnTable.js';
import { resolveBattle } from './resolve.js';

// Option battle.combatMovementReactions (docs/rulings/tercios.md, "Reactions to an approach", A combat movement
// passing close to other units). Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from
// the front centre of a unit, or when it declares a charge against that unit." Combat > Consequences of Combat >
// Retreat: "It must disengage over a distance equal to double its movement, with its back to the enemy."
// Reactions > Run!: "It turns about and moves away from the unit that caused the reaction by at least its movement."

type Value = 'none' | 'approached-units';
const options = (value: Value) => TerciosOptionsSchema.parse({ battle: { combatMovementReactions: value } });
const kinds = (events: readonly BattleEvent[]) => events.map((e) => e.kind);

/**
 * A's pikemen `atk` charge B's musketeer company `los` head on; a fresh A pike company `pik` (Assault! card) faces
 * west beside the way behind `los`, more than 3" from it. The dice: the pikemen score one hit (6, 1, 1, 1), the
 * musketeers parry none (1, 1, 1) and miss (1, 1): they lose with no success on their resistance test and retreat
 * twice their movement with their back to the enemy, past the pike's front; every later die is a 6.
 */
function retreatPastPike(
  value: Value,
  proximityReactions: 'first-closes' | 'each-unit' = 'first-closes',
  reactionTrigger: 'along-path' | 'move-end' = 'along-path',
) {
  const state = fixtureTable(
    [
      placed('atk', 'pikemen-company', 20, 10, 90),
      placed('pik', 'pikemen-company', 25, 20, 180),
      // A musketeer company (Run!) already within 3" of the musketeers where the retreat begins: it is not approached.
      placed('near', 'musketeer-company', 16, 14, 0),
      // With `proximityReactions`: a musketeer company (Ready!) facing east across the way, also passed within 3".
      ...(proximityReactions === 'each-unit' ? [placed('rdy', 'musketeer-company', 15, 22, 0)] : []),
    ],
    [placed('los', 'musketeer-company', 20, 15, -90)],
    { atk: 'assault', los: null, pik: 'assault', rdy: 'ready', near: 'run' },
  );
  const dice = ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, ...Array<number>(300).fill(6)]);
  const ctx = fixtureContext(
    state,
    dice,
    TerciosOptionsSchema.parse({ battle: { combatMovementReactions: value, proximityReactions, reactionTrigger } }),
  );
  expect(distanceToBase(frontCentre(unitById(state, 'near')!.base), unitById(state, 'los')!.base)).toBeLessThan(3);
  const pikFront = frontCentre(unitById(state, 'pik')!.base);
  const gap = () => distanceToBase(pikFront, unitById(ctx.state, 'los')!.base);
  const startGap = gap();
  resolveBattle(ctx, { kind: 'activate', unit: 'atk' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'los' }, 'A');
  // Combat > Advance: the charger that broke its enemy "may" advance 3"; it does.
  expect(ctx.state.combat).toMatchObject({ question: 'advance', side: 'A', attacker: 'atk' });
  resolveBattle(ctx, { kind: 'advance' }, 'A');
  return { ctx, startGap, endGap: gap() };
}

describe('battle.combatMovementReactions: a retreat passing a fresh enemy pike within 3"', () => {
  it("none: the retreat offers the pike no reaction and the charger's activation ends", () => {
    const { ctx, startGap, endGap } = retreatPastPike('none');
    const retreat = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'los');
    expect(retreat).toMatchObject({ reason: 'retreat' });
    // Within 3" only on the way: neither where the retreat began nor where it ended.
    expect(startGap).toBeGreaterThan(3);
    expect(endGap).toBeGreaterThan(3);
    expect(ctx.state.reaction).toBeNull();
    expect(kinds(ctx.events)).not.toContain('reaction-offered');
    expect(kinds(ctx.events)).not.toContain('combat-moved');
    expect(ctx.state.acting).toBeNull();
    expect(unitById(ctx.state, 'pik')).toMatchObject({ order: 'assault', activated: false });
  });

  it('approached-units: the pike may react before play goes on, and its interception charges the retreating unit', () => {
    const { ctx, startGap, endGap } = retreatPastPike('approached-units');
    expect(startGap).toBeGreaterThan(3);
    expect(endGap).toBeGreaterThan(3);
    // The pike's side (A, the acting side) is offered the reaction; not the charger, which fought the mover.
    expect(ctx.state.reaction).toMatchObject({ side: 'A', trigger: 'proximity', by: 'los', candidates: ['pik'] });
    // The combat and its movements are made, the charge is over; the activation waits for the reaction.
    expect(kinds(ctx.events)).toContain('charge-resolved');
    expect(ctx.state.acting).toMatchObject({ unit: 'atk' });
    expect(kinds(ctx.events)).not.toContain('activation-ended');
    resolveBattle(ctx, { kind: 'react', unit: 'pik', reaction: 'interception' }, 'A');
    const combats = ctx.events.flatMap((e) => (e.kind === 'combat' ? [`${e.attacker}>${e.defender}`] : []));
    expect(combats).toEqual(['atk>los', 'pik>los']);
    expect(unitById(ctx.state, 'pik')).toMatchObject({ activated: true, order: null });
    // Every offer made, the charger's activation ends.
    expect(ctx.state.reaction).toBeNull();
    expect(ctx.state.acting).toBeNull();
    expect(kinds(ctx.events).at(-1)).toBe('activation-ended');
  });

  it('approached-units with battle.proximityReactions each-unit: after one unit passed has reacted, the other is offered its reaction', () => {
    const { ctx } = retreatPastPike('approached-units', 'each-unit');
    expect(ctx.state.reaction).toMatchObject({ by: 'los', candidates: ['pik', 'rdy'] });
    resolveBattle(ctx, { kind: 'react', unit: 'rdy', reaction: 'shoot' }, 'A');
    expect(ctx.events.some((e) => e.kind === 'shot' && e.shooter === 'rdy' && e.target === 'los')).toBe(true);
    // The retreating unit is not the acting unit: its approach is offered whole all the same.
    expect(ctx.state.reaction).toMatchObject({ side: 'A', by: 'los', candidates: ['pik'] });
    resolveBattle(ctx, { kind: 'react', unit: 'pik', reaction: 'interception' }, 'A');
    expect(ctx.events.flatMap((e) => (e.kind === 'combat' ? [e.attacker] : []))).toEqual(['atk', 'pik']);
  });

  it('approached-units with battle.reactionTrigger move-end: the pike, passed only on the way, is not offered', () => {
    const { ctx } = retreatPastPike('approached-units', 'first-closes', 'move-end');
    expect(kinds(ctx.events)).toContain('combat-moved');
    expect(ctx.state.reaction).toBeNull();
    expect(ctx.state.acting).toBeNull();
  });

  it('approached-units: a reaction declined, play goes on as without the option', () => {
    const { ctx } = retreatPastPike('approached-units');
    expect(ctx.state.reaction?.candidates).toEqual(['pik']);
    resolveBattle(ctx, { kind: 'no-reaction' }, 'A');
    expect(ctx.state.acting).toBeNull();
    expect(unitById(ctx.state, 'pik')).toMatchObject({ order: 'assault', activated: false });
  });
});

describe('battle.combatMovementReactions with battle.proximityReactions each-unit, the pending reaction built by hand', () => {
  // A's musketeers `m` came within 3" of B's `r1` (Fire!) and `ok` (Run!); r1 tries its reaction and fails (ones).
  // Whether `ok` is then offered: "while the mover's activation goes on", or, under approached-units, for a mover
  // that is not the acting unit (it made a combat movement or an evasion).
  function offeredAfterR1(value: Value, acting: Partial<Acting>) {
    const state = fixtureTable(
      [placed('m', 'musketeer-company', 36, 20, 90)],
      [placed('r1', 'musketeer-company', 36, 24.5, -90), placed('ok', 'musketeer-company', 44, 24.5, -90)],
      { m: null, r1: 'fire', ok: 'run' },
    );
    const ctx = fixtureContext(
      {
        ...state,
        acting: actingOf('m', 'ready', { actions: ['move'], ...acting }),
        reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['r1', 'ok'], target: null, path: null },
      },
      ScriptedDice.of(Array<number>(100).fill(1)),
      TerciosOptionsSchema.parse({ battle: { combatMovementReactions: value, proximityReactions: 'each-unit' } }),
    );
    resolveReaction(ctx, 'r1', 'volley');
    return ctx.state.reaction?.candidates ?? [];
  }

  it('a mover that is not the acting unit: offered under approached-units only', () => {
    expect(offeredAfterR1('approached-units', { unit: 'x' })).toEqual(['ok']);
    expect(offeredAfterR1('none', { unit: 'x' })).toEqual([]);
  });

  it('the acting unit as mover: offered while its activation goes on, not once interrupted, under both values', () => {
    for (const value of ['none', 'approached-units'] as const) {
      expect(offeredAfterR1(value, {})).toEqual(['ok']);
      expect(offeredAfterR1(value, { interrupted: true })).toEqual([]);
    }
  });
});

/**
 * A's horse `cav` charges B's horse `ev` (Run! card), which evades straight away from it, past the front of A's
 * musketeer company `mus` (Fire! card), more than 3" from it where the evasion begins and ends. Sixes everywhere.
 */
function evasionPastMusketeers(value: Value, dice: Dice = ScriptedDice.of(Array<number>(300).fill(6))) {
  const state = fixtureTable(
    [placed('cav', 'arquebusiers-on-horseback', 20, 10, 90), placed('mus', 'musketeer-company', 25, 26, 180)],
    [placed('ev', 'arquebusiers-on-horseback', 20, 18, -90)],
    { cav: 'assault', ev: 'run', mus: 'fire' },
  );
  const ctx = fixtureContext(state, dice, options(value));
  const musFront = frontCentre(unitById(state, 'mus')!.base);
  const gap = () => distanceToBase(musFront, unitById(ctx.state, 'ev')!.base);
  const startGap = gap();
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'ev' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 'ev', reaction: 'evasion' }, 'B');
  return { ctx, startGap, endGap: gap() };
}

describe('battle.combatMovementReactions: an evasion passing an enemy with Fire!', () => {
  it('none: the charge goes on at once after the evasion', () => {
    const { ctx, startGap, endGap } = evasionPastMusketeers('none');
    expect(ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'ev')).toMatchObject({ reason: 'evasion' });
    expect(startGap).toBeGreaterThan(3);
    expect(endGap).toBeGreaterThan(3);
    expect(ctx.state.reaction).toBeNull();
    expect(kinds(ctx.events)).toContain('charge-resolved');
    expect(ctx.events.some((e) => e.kind === 'shot')).toBe(false);
  });

  it('approached-units: the musketeers may fire on the evading horse before the charge goes on', () => {
    const { ctx } = evasionPastMusketeers('approached-units');
    expect(ctx.state.reaction).toMatchObject({ side: 'A', trigger: 'proximity', by: 'ev', candidates: ['mus'] });
    expect(kinds(ctx.events)).not.toContain('charge-resolved');
    resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction: 'volley' }, 'A');
    const shot = ctx.events.findIndex((e) => e.kind === 'shot' && e.shooter === 'mus' && e.target === 'ev');
    expect(shot).toBeGreaterThan(-1);
    expect(kinds(ctx.events).indexOf('charge-resolved')).toBeGreaterThan(shot);
    expect(ctx.state.acting).toBeNull();
  });
});
