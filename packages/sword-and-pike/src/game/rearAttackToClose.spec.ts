import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { chargeAspect } from '../table/chargeAspect.js';
import { faces, handBuiltTable, recordingContext, scenarioUnit } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeState } from './State.js';
import { unitById } from './unitRules.js';
import { resolveWinnerOption } from './winnerOptions.js';

// Rear Attacks: "Attackers need not check Morale to close. The Defender checks Morale at minus 1, if he fails, he
// Routs." Notes on Morale: "Units attacking the rear of an enemy unit need not test "to close"." Close Combat L, the
// winner's third bonus option: "Attempt another Close Combat by passing Morale Check and rolling variable move dice".
// Ruling R60: the bonus option's Morale Check is the test to close (MORALE, When to check Morale: "b. When attempting
// to Close Into Combat"), and a winner charging into an enemy's rear need not take it (`winnerRearCharge`).
describe('a winner charging again into the rear need not test "to close" (ruling R60)', () => {
  const gens = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
  const pikes = scenarioUnit({ id: 'e', troop: 'pikemen', figures: 20, order: 'closed', x: 30, y: 24, frontage: 4 });
  /** The winner g about to charge again at the pikes e, who face `facing`, under `options`. */
  const table = (facing: number, options: Record<string, unknown> = {}): SwordAndPikeState => {
    const s0 = handBuiltTable('rear to close', [gens], [pikes], SwordAndPikeOptionsSchema.parse(options));
    return {
      ...s0,
      step: 'winner-options',
      winners: [{ unit: 'g', vacated: null }],
      units: s0.units.map((x) => ({ ...x, morale: 4, ...(x.id === 'e' ? { facing } : {}) })),
    };
  };
  const chargeAgain = (s: SwordAndPikeState, script: number[]) => {
    const run = recordingContext(s, faces([...script, ...Array<number>(80).fill(1)]));
    resolveWinnerOption(run.ctx, { kind: 'winner-option', unit: 'g', option: 'charge-again', target: 'e' });
    return run.events;
  };
  const toClose = (events: ReturnType<typeof chargeAgain>) =>
    events.filter((e) => e.type === 'morale-tested' && e.unit === 'g' && e.reason.startsWith('to close'));
  const rear = Math.PI / 2;
  const front = -Math.PI / 2;

  it('g starts wholly behind the pikes (their rear) in the rear table, in front of them in the control', () => {
    const r = table(rear);
    expect(chargeAspect(unitById(r, 'g'), unitById(r, 'e'), r.options)).toBe('rear');
    const f = table(front);
    expect(chargeAspect(unitById(f, 'g'), unitById(f, 'e'), f.options)).toBe('front');
  });

  it('into the rear: no test to close; the variable move (D6 6) brings it in, the pikes test to stand at -1', () => {
    // The pikes' D6 6 + 4 - 1 (attacked in rear) = 9: they stand, and the fight is fought.
    const events = chargeAgain(table(rear), [6, 6]);
    expect(toClose(events)).toEqual([]);
    expect(events.find((e) => e.type === 'bonus-move')).toMatchObject({ unit: 'g', closed: true });
    expect(events.find((e) => e.type === 'morale-tested' && e.unit === 'e')).toMatchObject({
      reason: 'to stand against g',
      score: 9,
    });
    expect(events.map((e) => e.type)).toContain('close-combat');
  });

  it('"The Defender checks Morale at minus 1, if he fails, he Routs": D6 1 + 4 - 1 = 4, the pikes rout', () => {
    const events = chargeAgain(table(rear), [6, 1]);
    expect(events.find((e) => e.type === 'morale-tested' && e.unit === 'e')).toMatchObject({
      score: 4,
      result: 'rout',
    });
    expect(events.map((e) => e.type)).not.toContain('close-combat');
  });

  it('a die that would have halted it (D6 1 + 4 = 5) is its variable move: it still closes', () => {
    // With no test, the 1 is the variable move's D6: 10 + 1 = 11", enough for the 14" between the centres.
    const events = chargeAgain(table(rear), [1]);
    expect(toClose(events)).toEqual([]);
    expect(events.find((e) => e.type === 'bonus-move')).toMatchObject({ unit: 'g', closed: true });
  });

  it('control: into the front it tests to close, and D6 1 + 4 = 5 halts it', () => {
    const events = chargeAgain(table(front), [1]);
    expect(toClose(events)).toMatchObject([{ score: 5, result: 'halt' }]);
    expect(events.map((e) => e.type)).not.toContain('bonus-move');
  });

  it("winnerRearCharge 'to-close-test' (the earlier reading): the bonus option's Morale Check is taken into the rear too", () => {
    const events = chargeAgain(table(rear, { winnerRearCharge: 'to-close-test' }), [1]);
    expect(toClose(events)).toMatchObject([{ reason: 'to close again with e', score: 5, result: 'halt' }]);
    expect(events.map((e) => e.type)).not.toContain('bonus-move');
  });
});
