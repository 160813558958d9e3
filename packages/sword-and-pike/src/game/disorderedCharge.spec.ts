import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { legalDecisions, unitOrders } from '../sequence/legalDecisions.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, MORALE: "Disordered Units test morale when they attempt to move. Pass means to rally from disorder.
// Failure means to move disordered." DISORDERED UNITS: "Move at half rate". Close Combat A: "Attacker moves units
// towards target units and halts 1' away." Ruling R57 (`disorderedCharge`): how far a disordered unit may charge.
//
// Disordered Gendarmes (a 10" move, 5" disordered; 4" x 4") at (30, 10), facing north, Morale 3: the test is a D6
// + 3 - 1 (disordered), so a 4 passes (6) and a 3 fails (5). Closed pikes (4" x 2") at (30, 22): their front at
// y 21, the Gendarmes halt with their front at y 20, centre 18 — an 8" charge, beyond 5" and within 10".

const gens = scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
const pike = (y: number) =>
  scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', moraleClass: 'swiss-foot', x: 30, y });
/** Light Horse at (30, 24), facing south: their front at y 22, a 9" charge; they may evade (ruling R32). */
const lightHorse = scenarioUnit({
  id: 'lh',
  troop: 'light-horse',
  figures: 12,
  moraleClass: 'lighter-mounted',
  x: 30,
  y: 24,
});

function table(target: ReturnType<typeof scenarioUnit>, options: Record<string, unknown> = {}): SwordAndPikeState {
  const s = handBuiltTable('disordered charge', [gens], [target], SwordAndPikeOptionsSchema.parse(options));
  return {
    ...s,
    units: s.units.map((x) => ({ ...x, morale: 3, ...(x.id === 'gens' ? { status: 'disordered' as const } : {}) })),
  };
}
const charges = (s: SwordAndPikeState) =>
  unitOrders(s, unitIn(s, 'gens')).flatMap((d) => (d.kind === 'order' && d.order === 'charge' ? [d.target] : []));
const chargeOn = (s: SwordAndPikeState, target: string, die: number) =>
  playDecisions(s, faces([die]), [[{ kind: 'order', unit: 'gens', order: 'charge', target }, 'A']]);
const brief = (events: readonly SwordAndPikeEvent[]) =>
  events.map((e) =>
    e.type === 'morale-tested'
      ? `${e.reason}: ${e.result}`
      : e.type === 'unit-ordered'
        ? `${e.order} ${e.target} to y ${Math.round(e.y * 100) / 100}, ${e.moved}`
        : e.type,
  );

describe("ruling R57: a disordered unit's charge (`disorderedCharge`)", () => {
  it('the default is full-move', () => {
    expect(SwordAndPikeOptionsSchema.parse({}).disorderedCharge).toBe('full-move');
  });

  describe("'full-move' (default): a charge within the full move; the test, as it moves, decides the rate", () => {
    it('an 8" charge is offered (its full 10" reaches); a 12" one is not', () => {
      expect(charges(table(pike(22)))).toEqual(['pike']);
      expect(charges(table(pike(26)))).toEqual([]);
    });

    it('passed: it rallies and charges at the full rate, 8", halting 1" from the pikes', () => {
      const { state, events } = chargeOn(table(pike(22)), 'pike', 4);
      expect(brief(events)).toEqual([
        'rally from disorder: passed',
        'rallied-from-disorder',
        'charge pike to y 18, full',
      ]);
      expect(unitIn(state, 'gens')).toMatchObject({ status: 'ready', charge: { target: 'pike' } });
      expect(state.chargeOrder).toEqual(['gens']);
    });

    it('failed: it moves disordered, its 5" toward the pikes, and does not close: no charge, the pikes are free', () => {
      const { state, events } = chargeOn(table(pike(22)), 'pike', 3);
      expect(brief(events)).toEqual(['rally from disorder: failed', 'advance pike to y 15, full']);
      expect(unitIn(state, 'gens')).toMatchObject({ status: 'disordered', charge: null, ordered: true });
      expect(state.chargeOrder).toEqual([]);
      // SEQUENCE 2 does not hold the pikes: they were not attacked. Side B may order them once A is done.
      const bTurn = playDecisions(state, faces([]), [[{ kind: 'end-moves' }, 'A']]).state;
      expect(legalDecisions(bTurn).some((d) => d.kind === 'order' && d.unit === 'pike' && d.order === 'advance')).toBe(
        true,
      );
    });

    it('failed, with the target within its disordered move: it charges at half rate (3")', () => {
      // Pikes at (30, 17): their front at 16, the halt at centre 13.
      const { state, events } = chargeOn(table(pike(17)), 'pike', 3);
      expect(brief(events)).toEqual(['rally from disorder: failed', 'charge pike to y 13, full']);
      expect(unitIn(state, 'gens')).toMatchObject({ status: 'disordered', charge: { target: 'pike' } });
    });

    it('failed against a unit that may evade: no charge comes in, so it is not asked to evade', () => {
      const { state, events } = chargeOn(table(lightHorse), 'lh', 3);
      expect(brief(events)).toEqual(['rally from disorder: failed', 'advance lh to y 15, full']);
      expect(state.pendingEvasion).toBeNull();
    });

    it('passed against a unit that may evade: the charge is declared and waits for its answer', () => {
      const { state, events } = chargeOn(table(lightHorse), 'lh', 4);
      expect(brief(events)).toEqual(['rally from disorder: passed', 'rallied-from-disorder', 'charge-declared']);
      expect(state.pendingEvasion).toEqual({ charger: 'gens', target: 'lh' });
    });
  });

  describe("'disordered-move': a charge only within what the unit moves disordered", () => {
    const only = { disorderedCharge: 'disordered-move' };

    it('the 8" charge is not offered; a 3" one is', () => {
      expect(charges(table(pike(22), only))).toEqual([]);
      expect(charges(table(pike(17), only))).toEqual(['pike']);
    });

    it('the 3" charge: passed, it rallies and charges; failed, it charges disordered', () => {
      expect(brief(chargeOn(table(pike(17), only), 'pike', 4).events)).toEqual([
        'rally from disorder: passed',
        'rallied-from-disorder',
        'charge pike to y 13, full',
      ]);
      expect(brief(chargeOn(table(pike(17), only), 'pike', 3).events)).toEqual([
        'rally from disorder: failed',
        'charge pike to y 13, full',
      ]);
    });
  });

  it('a unit in good order is offered the same charges under both values', () => {
    const ready = (o: Record<string, unknown>) => {
      const s = table(pike(22), o);
      return { ...s, units: s.units.map((x) => ({ ...x, status: 'ready' as const })) };
    };
    expect(charges(ready({}))).toEqual(['pike']);
    expect(charges(ready({ disorderedCharge: 'disordered-move' }))).toEqual(['pike']);
  });
});
