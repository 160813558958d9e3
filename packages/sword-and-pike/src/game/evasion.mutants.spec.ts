import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import {
  faces,
  handBuiltTable,
  playDecisions,
  scenarioUnit,
  unitIn,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';
import type { BattleContext } from './context.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import { resolveEvasion } from './evasion.js';
import { reduce } from './reduce.js';
import type { SwordAndPikeState, UnitState } from './State.js';

// Ruling R32 (SEQUENCE 2: "except for 'Evasion' - see later"; MORALE trigger f: "When a unit attempts to withdraw from
// a Close Combat as attacker moves in"): evading is a morale test read as a moving unit; 6+ it withdraws a normal move
// (halved if disordered) in good order, 5 it is caught, 4 it falls back, 3 or less it routs. "Then the charger charges
// the target where it now is if its move reaches it ...; otherwise it advances toward it as far as its move allows,
// stopping 1" short, and there is no combat."
const gendarmes = scenarioUnit({
  id: 'gens',
  troop: 'gendarmes',
  figures: 12,
  moraleClass: 'heavy-cavalry',
  x: 30,
  y: 10,
});
const lightHorse = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'lh', troop: 'light-horse', figures: 12, moraleClass: 'lighter-mounted', x: 30, y: 20, ...o });
const declare = [{ kind: 'order', unit: 'gens', order: 'charge', target: 'lh' }, 'A'] as const;
const evade = (yes: boolean): SwordAndPikeDecision => ({ kind: 'evasion', unit: 'lh', evade: yes });

/** The state once the Gendarmes' charge on the light horse is declared, with the light horse changed as given. */
function declared(lh: Partial<ScenarioUnit> = {}, change: Partial<UnitState> = {}): SwordAndPikeState {
  const s0 = handBuiltTable('evasion', [gendarmes], [lightHorse(lh)], SwordAndPikeOptionsSchema.parse({}));
  const s = playDecisions(s0, faces([]), [declare]).state;
  return { ...s, units: s.units.map((x) => (x.id === 'lh' ? { ...x, ...change } : x)) };
}
/** Resolves the evasion decision on a state, with the dice given, collecting the events. */
function answer(state: SwordAndPikeState, yes: boolean, dice: number[]) {
  let s = state;
  const events: SwordAndPikeEvent[] = [];
  const ctx: BattleContext = {
    get state() {
      return s;
    },
    dice: ScriptedDice.of(dice),
    emit: (e) => {
      events.push(e);
      s = reduce(s, e);
    },
    combat: swordAndPikeCombatPlugin,
    morale: swordAndPikeMoralePlugin,
  };
  resolveEvasion(ctx, { kind: 'evasion', unit: 'lh', evade: yes });
  return { state: s, events };
}
const ordered = (events: SwordAndPikeEvent[]) =>
  events.find((e): e is Extract<SwordAndPikeEvent, { type: 'unit-ordered' }> => e.type === 'unit-ordered');

describe('resolving an evasion (ruling R32)', () => {
  it('with no charge waiting, nothing happens', () => {
    const s = handBuiltTable('evasion', [gendarmes], [lightHorse()]);
    expect(answer(s, true, []).events).toEqual([]);
  });

  it('the answer is logged with its charger; standing, no test, and the charge goes home', () => {
    const { events } = answer(declared(), false, []);
    expect(events[0]).toEqual({ type: 'evasion', unit: 'lh', charger: 'gens', evade: false });
    expect(events.some((e) => e.type === 'morale-tested')).toBe(false);
    expect(ordered(events)).toMatchObject({ unit: 'gens', order: 'charge', target: 'lh', moved: 'full' });
  });

  it('6 or more: the light horse withdraw a normal move (14") in good order; the Gendarmes advance their whole 10"', () => {
    // Chart roll 6 (lighter mounted: 4), test die 6: 10, carry on.
    const { events, state } = answer(declared(), true, [6, 6]);
    expect(events.map((e) => e.type)).toEqual(['evasion', 'morale-rated', 'morale-tested', 'evaded', 'unit-ordered']);
    expect(events[2]).toEqual({
      type: 'morale-tested',
      unit: 'lh',
      reason: 'evading gens',
      score: 10,
      result: 'carry-on',
    });
    expect(events[3]).toEqual({ type: 'evaded', unit: 'lh', x: 30, y: 34 });
    expect(ordered(events)).toEqual({
      type: 'unit-ordered',
      unit: 'gens',
      order: 'advance',
      target: 'lh',
      x: 30,
      y: 20,
      facing: unitIn(state, 'gens').facing,
      moved: 'full',
      rear: false,
      flank: false,
    });
  });

  it('a disordered evader withdraws at half rate (7"), just out of the Gendarmes\' reach', () => {
    // Rated 4 already; disordered -1: die 3 + 4 - 1 = 6, carry on.
    const { events } = answer(declared({}, { morale: 4, status: 'disordered' }), true, [3]);
    expect(events.find((e) => e.type === 'evaded')).toEqual({ type: 'evaded', unit: 'lh', x: 30, y: 27 });
    // Its front at 25": the Gendarmes' front (12") would need 12" to come within 1"; they advance their 10".
    expect(ordered(events)).toMatchObject({ unit: 'gens', order: 'advance', target: 'lh', y: 20, moved: 'full' });
  });

  it('5, caught where it stands ("Moving unit halts"): no fall back, the charge goes home', () => {
    const { events } = answer(declared({}, { morale: 2 }), true, [3]);
    expect(events.map((e) => e.type)).toEqual(['evasion', 'morale-tested', 'unit-ordered']);
    expect(ordered(events)).toMatchObject({ order: 'charge', target: 'lh' });
  });

  it('4, "Moving unit Falls Back": it falls back disordered, out of reach; the Gendarmes advance', () => {
    const { events, state } = answer(declared({}, { morale: 2 }), true, [2]);
    expect(events.map((e) => e.type)).toEqual(['evasion', 'morale-tested', 'fell-back', 'unit-ordered']);
    expect(unitIn(state, 'lh')).toMatchObject({ status: 'disordered', y: 34 });
    expect(ordered(events)).toMatchObject({ order: 'advance', target: 'lh', moved: 'full' });
  });

  it('"1 - Unit routs from table if at least 1 full stand is gone": the charger has no target and stays', () => {
    // Rated 1, a stand gone, disordered: 1 + 1 - 1 = 1.
    const { events } = answer(declared({}, { morale: 1, figures: 9, status: 'disordered' }), true, [1]);
    expect(events.map((e) => e.type)).toEqual(['evasion', 'morale-tested', 'removed', 'unit-ordered']);
    expect(ordered(events)).toEqual({
      type: 'unit-ordered',
      unit: 'gens',
      order: 'advance',
      target: null,
      x: 30,
      y: 10,
      facing: expect.any(Number) as number,
      moved: 'none',
      rear: false,
      flank: false,
    });
  });

  it("an advance of exactly half its move counts as a half move (the charger's path blocked by a friend)", () => {
    // The friend's rear edge at 17.002": the Gendarmes' front (12") stops 0.002" short of it, after exactly 5".
    const s0 = handBuiltTable(
      'evasion',
      [gendarmes, scenarioUnit({ id: 'friend', troop: 'pikemen', frontage: 4, x: 30, y: 17.5025 })],
      [lightHorse({ y: 24 })],
    );
    const s: SwordAndPikeState = { ...s0, pendingEvasion: { charger: 'gens', target: 'lh' } };
    const { events } = answer(
      { ...s, units: s.units.map((x) => (x.id === 'lh' ? { ...x, morale: 4 } : x)) },
      true,
      [6],
    );
    expect(ordered(events)).toMatchObject({ order: 'advance', target: 'lh', y: 15, moved: 'half' });
  });
});

// Ruling R32: "May evade: a unit not routed, not in square, not a gun, that has neither moved nor charged this turn".
describe('the evasion decision is offered and resolved through the battle', () => {
  it('the light horse evade through playDecisions, as the battle plays it', () => {
    const s = playDecisions(handBuiltTable('evasion', [gendarmes], [lightHorse()]), faces([6, 6]), [
      declare,
      [evade(true), 'B'],
    ]);
    expect(unitIn(s.state, 'lh').y).toBe(34);
    expect(s.state.pendingEvasion).toBeNull();
  });
});
