import { enumerate, parseParams, Rational } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from '../options/options.js';
import { mechanic } from '../plugins/__fixtures__/mechanic.js';
import { swordAndPikeSequence } from '../sequence/sequence.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';
import { checkDecision, legalDecisions } from '../sequence/legalDecisions.js';
import {
  faces,
  handBuiltTable,
  playDecisions,
  scenarioUnit,
  unitIn,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';

const evasionMechanic = mechanic('evasion');

const unit = (u: Parameters<typeof scenarioUnit>[0]): ScenarioUnit =>
  scenarioUnit({ figures: 12, moraleClass: 'lighter-mounted', ...u });
const gendarmes = unit({ id: 'gens', troop: 'gendarmes', moraleClass: 'heavy-cavalry', x: 30, y: 10 }); // 4" x 4", front at y 12
const lightHorse = unit({ id: 'lh', troop: 'light-horse', weapon: 'mounted-arquebus', x: 30, y: 20 }); // front at y 18: 6" away
/** Side A moves first. */
function table(b: ScenarioUnit, options: Partial<SwordAndPikeOptions> = {}): SwordAndPikeState {
  return handBuiltTable('evasion', [gendarmes], [b], SwordAndPikeOptionsSchema.parse(options));
}
const find = unitIn;
const play = playDecisions;
const charge: SwordAndPikeDecision = { kind: 'order', unit: 'gens', order: 'charge', target: 'lh' };

describe('evasion (ruling R32)', () => {
  it('is a morale test read as a moving unit: exact odds for morale 3 on a D6', () => {
    const d = enumerate((dice) => evasionMechanic.run(dice, parseParams(evasionMechanic.params, { rating: '3' })));
    // D6 + 3: 1 -> 4 falls back, 2 -> 5 caught, 3-6 -> evades.
    expect(d.probabilityOf((o) => o.outcome === 'evades').equals(Rational.of(2, 3))).toBe(true);
    expect(d.probabilityOf((o) => o.outcome === 'caught').equals(Rational.of(1, 6))).toBe(true);
    expect(d.probabilityOf((o) => o.outcome === 'falls-back').equals(Rational.of(1, 6))).toBe(true);
  });

  it('a charge on light horse waits for its side to answer; nothing else is legal meanwhile', () => {
    const { state, events } = play(table(lightHorse), faces([]), [[charge, 'A']]);
    expect(events.map((e) => e.type)).toEqual(['charge-declared']);
    expect(state.pendingEvasion).toEqual({ charger: 'gens', target: 'lh' });
    expect(swordAndPikeSequence.activePlayer(state)).toBe('B');
    expect(legalDecisions(state)).toEqual([
      { kind: 'evasion', unit: 'lh', evade: true },
      { kind: 'evasion', unit: 'lh', evade: false },
    ]);
    expect(checkDecision(state, { kind: 'end-moves' })).toMatch(/must first answer the charge/);
    expect(find(state, 'gens').x).toBe(30); // the charger has not moved yet
  });

  it('passing, the light horse withdraw a normal move; the gendarmes cannot reach them and only advance', () => {
    // Initial Morale Chart roll 6 (lighter mounted: 4), test die 6: 10, carry on.
    const { state, events } = play(table(lightHorse), faces([6, 6]), [
      [charge, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
    ]);
    expect(events.find((e) => e.type === 'morale-tested')).toMatchObject({ unit: 'lh', score: 10, result: 'carry-on' });
    expect(find(state, 'lh').y).toBe(34); // 14" to its rear
    expect(find(state, 'lh').status).toBe('ready');
    const g = find(state, 'gens');
    expect(g.charge).toBeNull();
    expect(g.y).toBe(20); // a normal move of 10" toward them
    expect(state.chargeOrder).toEqual([]);
    expect(state.pendingEvasion).toBeNull();
  });

  it('caught ("Moving unit halts") or standing, the charge goes home 1" away', () => {
    // Chart roll 1 (2), test die 3: 5 -> caught where it stands.
    const caught = play(table(lightHorse), faces([1, 3]), [
      [charge, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
    ]).state;
    expect(find(caught, 'lh').y).toBe(20);
    expect(find(caught, 'gens').charge).toMatchObject({ target: 'lh', rear: false, flank: false, closed: false });
    expect(find(caught, 'gens').y).toBeCloseTo(15, 2);
    const stood = play(table(lightHorse), faces([]), [
      [charge, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: false }, 'B'],
    ]);
    expect(stood.events.some((e) => e.type === 'morale-tested')).toBe(false);
    expect(find(stood.state, 'gens').charge?.target).toBe('lh');
  });

  it('a 4 falls back disordered; a 3 routs (and the D4 casualties of a rout)', () => {
    const back = play(table(lightHorse), faces([1, 2]), [
      [charge, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
    ]).state;
    expect(find(back, 'lh').status).toBe('disordered');
    expect(find(back, 'lh').y).toBe(34);
    const routed = play(table(lightHorse), faces([1, 1, 2]), [
      [charge, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
    ]).state;
    expect(find(routed, 'lh').status).toBe('routed');
    expect(find(routed, 'lh').figures).toBe(10);
  });

  it('who may evade follows the option: light troops by default, any unit, or none', () => {
    const pikes = unit({
      id: 'lh',
      troop: 'pikemen',
      order: 'closed',
      figures: 20,
      moraleClass: 'other-foot',
      x: 30,
      y: 20,
    });
    expect(play(table(pikes), faces([]), [[charge, 'A']]).state.pendingEvasion).toBeNull();
    expect(play(table(pikes, { evasion: 'any' }), faces([]), [[charge, 'A']]).state.pendingEvasion).not.toBeNull();
    expect(play(table(lightHorse, { evasion: 'off' }), faces([]), [[charge, 'A']]).state.pendingEvasion).toBeNull();
    const skirmishers = unit({
      id: 'lh',
      troop: 'sword-and-buckler',
      order: 'skirmish',
      figures: 5,
      frontage: 1,
      moraleClass: 'other-foot',
      x: 30,
      y: 20,
    });
    expect(play(table(skirmishers), faces([]), [[charge, 'A']]).state.pendingEvasion).not.toBeNull();
  });

  it('an evader withdraws straight away from its charger, a whole move when clear; the option restores the army rear', () => {
    const offset = unit({ ...lightHorse, x: 36, y: 20 }); // 6" right of the charger's line, 10" ahead
    const away = play(table(offset), faces([6, 6]), [
      [charge, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
    ]);
    const evaded = away.events.find((e): e is Extract<SwordAndPikeEvent, { type: 'evaded' }> => e.type === 'evaded')!;
    const [dx, dy] = [evaded.x - 36, evaded.y - 20];
    expect(Math.hypot(dx, dy)).toBeCloseTo(14, 2); // a whole normal move
    expect(dx * 10 - dy * 6).toBeCloseTo(0, 1); // along the line from the gendarmes' centre (30, 10) through its own
    expect(dx).toBeGreaterThan(0);
    const rear = play(table(offset, { evasionDirection: 'to-rear' }), faces([6, 6]), [
      [charge, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
    ]);
    expect(rear.events).toContainEqual({ type: 'evaded', unit: 'lh', x: 36, y: 34 });
  });
});
