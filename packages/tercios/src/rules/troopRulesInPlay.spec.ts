import { enumerate, ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { resolveBattle } from '../game/resolve.js';
import { resolveMelee } from '../mechanics/__fixtures__/asWritten.js';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';

// Troop rules asserted where they act (docs/coverage/tercios.md cites these for Brigade, Square, Swordsmen).
describe('Brigade, Square and Swordsmen in play', () => {
  // Rulebook: The Troops > Brigade: "Units with this rule that belong to the same regiment may act
  // simultaneously. A single order may then be placed for all the units of the brigade."
  it('Brigade: one order placed for the brigade; activating one unit queues the others of the card', () => {
    const brigade = (id: string) => ({ ...unitOf(id, 'musketeer-company'), rules: ['light', 'brigade'] });
    const start = fixtureState({
      A: [
        { unit: brigade('m1'), at: { x: 30, y: 10, facing: 90 } },
        { unit: brigade('m2'), at: { x: 36, y: 10, facing: 90 } },
      ],
      B: [{ unit: unitOf('foe', 'tercio'), at: { x: 33, y: 40, facing: -90 } }],
    });
    const ctx = fixtureContext({ ...start, stage: 'planning', units: start.units.map((u) => ({ ...u, order: null })) });
    resolveBattle(ctx, { kind: 'brigade-order', units: ['m1', 'm2'], order: 'ready' }, 'A');
    expect(ctx.events.filter((e) => e.kind === 'order-placed')).toEqual([
      { kind: 'order-placed', unit: 'm1', order: 'ready', brigade: 'm1' },
      { kind: 'order-placed', unit: 'm2', order: 'ready', brigade: 'm1' },
    ]);
    const act = fixtureContext({ ...ctx.state, stage: 'action', activeSide: 'A' });
    resolveBattle(act, { kind: 'activate', unit: 'm1' }, 'A');
    expect(act.events.find((e) => e.kind === 'activation-started')).toMatchObject({ unit: 'm1', brigadeQueue: ['m2'] });
    expect(unitById(act.state, 'm2')!.order).toBe('ready');
  });

  // Rulebook: The Troops > Square: "Units with this rule are never taken in flank."
  it('Square: a flank charge on a Square is fought as a frontal one (same odds, flank false)', () => {
    const square = { ...TERCIO, rules: ['dense', 'square'] };
    const odds = (flank: boolean) =>
      enumerate((dice: Dice) => {
        const r = resolveMelee(dice, { attacker: MUSKETEERS, defender: square, flank });
        return { winner: r.winner, flank: r.flank };
      });
    expect(
      odds(true)
        .probabilityOf((o) => o.flank)
        .toNumber(),
    ).toBe(0);
    expect(odds(true).probabilityOf((o) => o.winner === 'attacker')).toEqual(
      odds(false).probabilityOf((o) => o.winner === 'attacker'),
    );
    const plain = enumerate((dice: Dice) => ({
      winner: resolveMelee(dice, { attacker: MUSKETEERS, defender: TERCIO, flank: true }).winner,
    }));
    expect(plain.probabilityOf((o) => o.winner === 'attacker').toNumber()).toBeGreaterThan(
      odds(true)
        .probabilityOf((o) => o.winner === 'attacker')
        .toNumber(),
    );
  });

  // Rulebook: Armament > Swordsmen: "On the additional combat rounds caused by the "Dirty war!" rule, units with
  // swordsmen gain a bonus (+) to their Melee value." Dice all 1: no hits, every round ties, Dirty war! goes on.
  it('Swordsmen: Melee + in the Dirty war! rounds only', () => {
    const options = TerciosOptionsSchema.parse({ dirtyWar: { policy: 'always', maxExtraRounds: 1 } });
    const dice = () => ScriptedDice.of(Array.from({ length: 200 }, () => 1));
    const rounds = (weapons: string[]) =>
      resolveMelee(dice(), { attacker: { ...TERCIO, weapons }, defender: TERCIO, options }).rounds.map(
        (r) => r.attacker.meleeDice,
      );
    const without = rounds(['pikes', 'arquebus-musket']);
    const withSwords = rounds(['pikes', 'arquebus-musket', 'swordsmen']);
    // Round 1: Melee 4 with Assault!'s bonus (+) for both; the Dirty war! round has no charge bonus: Melee 4
    // without swordsmen, and with them the same one bonus (+) as the charge gave.
    expect(without).toEqual([without[0], TERCIO.values.melee]);
    expect(without[0]).toBeGreaterThan(TERCIO.values.melee);
    expect(withSwords).toEqual([without[0], without[0]]);
  });
});
