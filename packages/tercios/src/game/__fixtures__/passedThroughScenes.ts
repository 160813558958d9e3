import { ScriptedDice } from '@muster/core';
import type { TerciosOptions } from '../../options/options.js';
import type { BattleState, CommanderState } from '../State.js';
import { resolveBattle } from '../resolve.js';
import { commanderOf, fixtureContext, fixtureTable as table, placed as at } from './battleFixture.js';

/**
 * A's horse `cav` (Assault!) at (20, 10) facing north and B's musketeer company `tgt` (2 wear) at (20, 21) facing it,
 * with `commanders`; B's tercio `far` stays away at (60, 44). For a charge that passes a friendly commander on its way.
 */
export function horseAndCompany(commanders: CommanderState[]): BattleState {
  return {
    ...table(
      [at('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
      [at('tgt', 'musketeer-company', 20, 21, -90), at('far', 'tercio', 60, 44, -90)],
      { cav: 'assault', tgt: null, far: 'ready' },
      { tgt: { wear: 2 } },
    ),
    commanders,
  };
}

/**
 * A charge that passes a friendly commander and then stops at a Selfless question (Automatic Kingdoms Traits >
 * Selfless: "a unit attached to this commander that fails a rout test may re-roll its dice"). A's horse `cav`
 * (Assault!, at its Stamina) with the Selfless commander `ca` attached charges B's Tercio `ter` (at its Stamina) head
 * on, passing `friend` (A's commander, standing at (36, 22)). B's tercio `far` stays away. The horse hits three times,
 * the Tercio once; nobody resists; the horse's rout test fails (1s) and its Selfless re-roll passes (6s); the Tercio
 * breaks. Returns the context once the charge is declared (stopped at the first question).
 */
export function selflessChargeThrough(friend: CommanderState, options: TerciosOptions) {
  const s = table(
    [at('cav', 'arquebusiers-on-horseback', 36, 20, 90)],
    [at('ter', 'tercio', 36, 26, -90), at('far', 'tercio', 60, 44, -90)],
    { cav: 'assault', ter: null, far: 'ready' },
  );
  const state: BattleState = {
    ...s,
    units: s.units.map((u) => (u.id === 'far' ? u : { ...u, wear: u.values.stamina })),
    commanders: [
      friend,
      commanderOf({ id: 'ca', name: 'ca', traits: ['selfless'], attachedTo: 'cav', position: { x: 36, y: 20 } }),
    ],
  };
  const dice = new ScriptedDice((r) => {
    if (r.purpose.includes('ter combat roll')) return Array<number>(r.count).fill(1).fill(6, 0, 1);
    const six = ['order test', 'cav combat roll', 'Selfless re-roll'].some((p) => r.purpose.includes(p));
    return Array<number>(r.count).fill(six ? 6 : 1);
  });
  const ctx = fixtureContext(state, dice, options);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
  return ctx;
}
