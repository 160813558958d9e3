import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { checkDecision, choosingWinners, legalDecisions, waitingWinners } from '../sequence/legalDecisions.js';
import { swordAndPikeSequence } from '../sequence/sequence.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { Side, SwordAndPikeState, UnitState } from './State.js';

// Rulebook, Close Combat L: "When all Close Combats are resolved, check Morale of any Units that lost their Staff, and
// then take winners 'Bonus Options'." The text gives no order, and the order matters: "(Defender can fire defensive
// volley if not already fired that turn)" is drawn by the first winner to charge again, and a spot occupied or a target
// beaten by one winner is no longer there for the next. Ruling R61 (docs/rulings/sword-and-pike.md), option
// `winnerOrder`: the side that moved first this turn takes the options of all its winners first, choosing which goes
// first ('first-mover', the default), then the other side; or each winner in the order its combat was fought
// ('fight-order', the earlier reading).

const gens = (id: string, x: number, y: number) =>
  scenarioUnit({ id, troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x, y });

/**
 * Three winners waiting, in the order their combats were fought: B's b1, then A's a1 and a2. Side A moved first this
 * turn (`first`, unless given). Far from one another: each may hold, move or reface.
 */
function waiting(
  options: Record<string, unknown> = {},
  first: Side = 'A',
  change: Record<string, Partial<UnitState>> = {},
): SwordAndPikeState {
  const s = handBuiltTable(
    'winner order',
    [gens('a1', 14, 8), gens('a2', 58, 8)],
    [gens('b1', 36, 40)],
    SwordAndPikeOptionsSchema.parse(options),
  );
  return {
    ...s,
    step: 'winner-options',
    initiative: { ...s.initiative, first },
    winners: ['b1', 'a1', 'a2'].map((unit) => ({ unit, vacated: null })),
    units: s.units.map((x) => ({ ...x, morale: 4, ...change[x.id] })),
  };
}
const hold = (unit: string): SwordAndPikeDecision => ({ kind: 'winner-option', unit, option: 'hold', target: null });
const offered = (s: SwordAndPikeState) => [
  ...new Set(legalDecisions(s).flatMap((d) => (d.kind === 'winner-option' ? [d.unit] : []))),
];

describe("ruling R61: the order of the winners' bonus options", () => {
  it("'first-mover' (default): the side that moved first offers all its winners' options at once, in any order", () => {
    const s = waiting();
    expect(swordAndPikeSequence.activePlayer(s)).toBe('A');
    expect(offered(s)).toEqual(['a1', 'a2']);
    expect(legalDecisions(s)).toEqual(expect.arrayContaining([hold('a1'), hold('a2')]));
    // B's winner, fought first, waits for A's.
    expect(checkDecision(s, hold('b1'))).toBe('b1 waits: a1, a2 choose a bonus option first (ruling R61)');
    // A takes a2's option first, out of the order of the fights; then a1's alone is left to A; then B's winner.
    const afterA2 = playDecisions(s, faces([]), [[hold('a2'), 'A']]).state;
    expect(offered(afterA2)).toEqual(['a1']);
    expect(swordAndPikeSequence.activePlayer(afterA2)).toBe('A');
    expect(checkDecision(afterA2, hold('a2'))).toBe('a2 has no bonus option waiting');
    const afterA = playDecisions(afterA2, faces([]), [[hold('a1'), 'A']]).state;
    expect(swordAndPikeSequence.activePlayer(afterA)).toBe('B');
    expect(offered(afterA)).toEqual(['b1']);
    expect(checkDecision(afterA, hold('b1'))).toBeNull();
    // The last option taken, the turn ends.
    const done = playDecisions(afterA, faces([]), [[hold('b1'), 'B']]);
    expect(done.events.map((e) => e.type)).toContain('turn-ended');
  });

  it("'first-mover': when B moved first, B's winner goes first", () => {
    const s = waiting({}, 'B');
    expect(swordAndPikeSequence.activePlayer(s)).toBe('B');
    expect(offered(s)).toEqual(['b1']);
    expect(checkDecision(s, hold('a1'))).toBe('a1 waits: b1 chooses a bonus option first (ruling R61)');
  });

  it("'fight-order': each winner in the order its combat was fought, the sides interleaved", () => {
    const s = waiting({ winnerOrder: 'fight-order' });
    expect(swordAndPikeSequence.activePlayer(s)).toBe('B');
    expect(offered(s)).toEqual(['b1']);
    const next = playDecisions(s, faces([]), [[hold('b1'), 'B']]).state;
    expect(swordAndPikeSequence.activePlayer(next)).toBe('A');
    expect(offered(next)).toEqual(['a1']);
    expect(checkDecision(next, hold('a2'))).toBe('a2 waits: a1 chooses a bonus option first (ruling R61)');
  });

  it('a winner routed or gone since it won takes no option; when none waits the step is over', () => {
    const routed = waiting({}, 'A', { a1: { status: 'routed' }, a2: { status: 'removed', removal: 'destroyed' } });
    expect(waitingWinners(routed).map((w) => w.unit)).toEqual(['b1']);
    expect(swordAndPikeSequence.activePlayer(routed)).toBe('B');
    expect(offered(routed)).toEqual(['b1']);
    expect(checkDecision(routed, hold('a1'))).toBe('a1 has no bonus option waiting');
    const fought = waiting({ winnerOrder: 'fight-order' }, 'A', { b1: { status: 'routed' } });
    expect(choosingWinners(fought).map((w) => w.unit)).toEqual(['a1']);
    const none = waiting({}, 'A', {
      a1: { status: 'routed' },
      a2: { status: 'routed' },
      b1: { status: 'removed', removal: 'destroyed' },
    });
    expect(swordAndPikeSequence.activePlayer(none)).toBeNull();
    expect(legalDecisions(none)).toEqual([]);
    const noneFought = { ...none, options: { ...none.options, winnerOrder: 'fight-order' as const } };
    expect(choosingWinners(noneFought)).toEqual([]);
    expect(legalDecisions(noneFought)).toEqual([]);
  });
});
