import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { chargeAspect } from '../table/chargeAspect.js';
import {
  faces,
  handBuiltTable,
  recordingContext,
  scenarioUnit,
  winnerOptionVolleyFired,
} from './__fixtures__/playDecisions.js';
import type { SwordAndPikeState } from './State.js';
import { fireTargets, unitById } from './unitRules.js';

// Close Combat extra dice: "Attacked in rear - can inflict no casualties, must just TAKE it! - enemy must START to
// rear"; Close Combat L, third bonus option: "(Defender can fire defensive volley if not already fired that turn)".
// Ruling R58: a defender charged in the rear (the charge's own aspect, `chargeAspect`, as the fight reads it) fires
// no defensive volley; in front or on a flank it may.
describe('a defensive volley at a winner charging into the rear (ruling R58)', () => {
  const options = SwordAndPikeOptionsSchema.parse({});
  const gens = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
  const shot = scenarioUnit({ id: 'e', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 24, frontage: 4 });
  const s0 = handBuiltTable('rear volley', [gens], [shot], options);
  /** The winner g about to charge again at the arquebusiers e, who face `facing` (and stand at `at`). */
  const table = (facing: number, at: { x?: number; y?: number } = {}): SwordAndPikeState => ({
    ...s0,
    step: 'winner-options',
    winners: [{ unit: 'g', vacated: null }],
    units: s0.units.map((x) => ({ ...x, morale: 4, ...(x.id === 'e' ? { facing, ...at } : {}) })),
  });
  const chargeAgain = (s: SwordAndPikeState) => {
    const run = recordingContext(s, faces([6, 6, 3, ...Array<number>(60).fill(1)]));
    winnerOptionVolleyFired(run.ctx, { kind: 'winner-option', unit: 'g', option: 'charge-again', target: 'e' });
    expect(run.events.find((e) => e.type === 'bonus-move')).toMatchObject({ closed: true });
    return run.events.filter((e) => e.type === 'fired');
  };
  const rear = table(Math.PI / 2);

  it('the arquebusiers could not fire at g in a fire phase: g is behind them (ruling R40 front 180)', () => {
    expect(chargeAspect(unitById(rear, 'g'), unitById(rear, 'e'), options)).toBe('rear');
    expect(fireTargets(rear, unitById(rear, 'e')).map((t) => t.id)).toEqual([]);
  });
  it('attacked in the rear, they "can inflict no casualties, must just TAKE it": no volley at g', () => {
    expect(chargeAgain(rear)).toEqual([]);
  });
  it('control: the same arquebusiers facing g (charged in front) fire their volley at it', () => {
    const front = table(-Math.PI / 2);
    expect(chargeAspect(unitById(front, 'g'), unitById(front, 'e'), options)).toBe('front');
    expect(chargeAgain(front)).toMatchObject([{ unit: 'e', target: 'g' }]);
  });
  it('a flank charge is not "attacked in rear": the defender may volley (the text names only the rear)', () => {
    // Facing east, 1" deep at x 32: g (x 28 to 32) is wholly behind their front line (x 32.5), not their rear (31.5).
    const flank = table(0, { x: 32 });
    expect(chargeAspect(unitById(flank, 'g'), unitById(flank, 'e'), options)).toBe('flank');
    expect(chargeAgain(flank)).toMatchObject([{ unit: 'e', target: 'g' }]);
  });
  it("flankAttacks.countAs 'rear' makes that flank charge a rear attack: then no volley", () => {
    const literal = SwordAndPikeOptionsSchema.parse({ flankAttacks: { countAs: 'rear' } });
    const flank = { ...table(0, { x: 32 }), options: literal };
    expect(chargeAspect(unitById(flank, 'g'), unitById(flank, 'e'), literal)).toBe('rear');
    expect(chargeAgain(flank)).toEqual([]);
  });
});
