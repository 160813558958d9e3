import { describe, expect, it } from 'vitest';
import { battleEnd, figuresLost, removedShare, type BattleTally } from './unitRules.js';

// Ruling R15 (docs/rulings/sword-and-pike.md): at the end of a turn a side whose removed units reach
// `armyBreakFraction` of its units is broken and loses; both at once, or at the end of turn `maxTurns`, the side
// that inflicted more figure losses wins (the other side's figures lost are its points); equal losses are a draw.
type Unit = BattleTally['units'][number];
const unit = (side: 'A' | 'B', figures = 10, status: Unit['status'] = 'ready', startFigures = 10): Unit => ({
  side,
  status,
  startFigures,
  figures,
});
const tally = (units: Unit[], armyBreakFraction = 0.5, maxTurns = 12): BattleTally => ({
  units,
  options: { armyBreakFraction, maxTurns },
});

describe('ruling R15: how a battle ends', () => {
  it("figures lost count a removed unit whole, and the share removed is of the side's units", () => {
    const t = tally([unit('A', 7), unit('A', 4, 'removed'), unit('B', 10), unit('B', 9), unit('B', 10, 'removed')]);
    expect(figuresLost(t, 'A')).toBe(3 + 10);
    expect(figuresLost(t, 'B')).toBe(1 + 10);
    expect(removedShare(t, 'A')).toBe(1 / 2);
    expect(removedShare(t, 'B')).toBe(1 / 3);
  });

  it('no side broken before the last turn: the battle goes on', () => {
    const t = tally([unit('A', 3), unit('A'), unit('B'), unit('B', 5)]);
    expect(battleEnd(t, 11)).toBeNull();
  });

  it('a side with half its units removed is broken and loses; the points are the figures each inflicted', () => {
    const t = tally([unit('A', 10, 'removed'), unit('A', 8), unit('B', 6), unit('B', 10), unit('B', 9)]);
    expect(battleEnd(t, 3)).toEqual({ winner: 'B', victory: 'army-broken', points: { A: 4 + 1, B: 10 + 2 } });
    const mirrored = tally([unit('B', 10, 'removed'), unit('B', 8), unit('A', 6), unit('A', 10), unit('A', 9)]);
    expect(battleEnd(mirrored, 3)).toEqual({ winner: 'A', victory: 'army-broken', points: { A: 12, B: 5 } });
  });

  it('the break is at the fraction itself ("reach"): just under it the side fights on', () => {
    const three = (removed: number) =>
      tally(
        [0, 1, 2].map((i) => unit('A', 10, i < removed ? 'removed' : 'ready')).concat([unit('B'), unit('B')]),
        2 / 3,
      );
    expect(battleEnd(three(1), 2)).toBeNull();
    expect(battleEnd(three(2), 2)).toMatchObject({ winner: 'B', victory: 'army-broken' });
  });

  it('both broken at once: the side that inflicted more figure losses wins; equal losses are a draw', () => {
    const both = tally([unit('A', 10, 'removed'), unit('A', 9), unit('B', 10, 'removed'), unit('B', 5)]);
    expect(battleEnd(both, 4)).toEqual({ winner: 'A', victory: 'points', points: { A: 15, B: 11 } });
    const even = tally([unit('A', 10, 'removed'), unit('A', 7), unit('B', 10, 'removed'), unit('B', 7)]);
    expect(battleEnd(even, 4)).toEqual({ winner: null, victory: 'draw', points: { A: 13, B: 13 } });
  });

  it('at the end of the last turn (maxTurns) the figure losses decide, whoever is broken', () => {
    const t = tally([unit('A', 9), unit('A'), unit('B', 6), unit('B')], 0.5, 8);
    expect(battleEnd(t, 7)).toBeNull();
    expect(battleEnd(t, 8)).toEqual({ winner: 'A', victory: 'points', points: { A: 4, B: 1 } });
    const fewer = tally([unit('A', 6), unit('A'), unit('B', 9), unit('B')], 0.5, 8);
    expect(battleEnd(fewer, 8)).toEqual({ winner: 'B', victory: 'points', points: { A: 1, B: 4 } });
  });
});
