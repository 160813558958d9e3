import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { allowedFormations, type Formation, formationChangeMoves, isColumn } from './formations.js';

// Rulebook: Formations ("Forming Column, limbering Artillery and reforming line from square take 2 moves. All other
// formation changes take 1 move."); Artillery Fire ("Target in Column +2"); ruling R20 (batteries deploy and limber).

const ALL: readonly Formation[] = ['line', 'column', 'square', 'two-by-two', 'pc', 'pf', 'deployed', 'limbered'];

describe('formations (Rulebook: Formations; ruling R20)', () => {
  it('a battery is deployed or limbered (ruling R20: "Batteries deploy, limber …")', () => {
    expect(allowedFormations('artillery')).toEqual(['deployed', 'limbered']);
  });

  it('staying in the same formation is no change: 0 moves', () => {
    for (const f of ALL) expect(formationChangeMoves(f, f)).toBe(0);
  });

  it('"Forming Column … take 2 moves" from every other formation; "All other formation changes take 1 move"', () => {
    for (const from of ALL.filter((f) => f !== 'column')) expect(formationChangeMoves(from, 'column')).toBe(2);
    expect(formationChangeMoves('line', 'two-by-two')).toBe(1);
    expect(formationChangeMoves('column', 'pf')).toBe(1);
    expect(formationChangeMoves('pf', 'pc')).toBe(1);
  });

  it('"reforming line from square" takes 2; forming square from line, or line from column, 1', () => {
    expect(formationChangeMoves('square', 'line')).toBe(2);
    expect(formationChangeMoves('square', 'column')).toBe(2);
    expect(formationChangeMoves('line', 'square')).toBe(1);
    expect(formationChangeMoves('column', 'square')).toBe(1);
    expect(formationChangeMoves('column', 'line')).toBe(1);
  });

  it('"limbering Artillery" takes 2, unlimbering 1', () => {
    expect(formationChangeMoves('deployed', 'limbered')).toBe(2);
    expect(formationChangeMoves('limbered', 'deployed')).toBe(1);
  });
});

describe('"Target in Column" (Rulebook: Artillery Fire; Formations; ruling R41)', () => {
  // A limbered battery moves "in March Column" (the movement table's Artillery row). Pc, "a column 1 element wide",
  // is "in column" only with `pcTargetInColumn` (ruling R41, default false).
  it('march column and a limbered battery are columns; no other formation is, by default', () => {
    expect(ALL.filter((f) => isColumn(f, DEFAULT_OPTIONS))).toEqual(['column', 'limbered']);
  });

  it('with pcTargetInColumn, Pc ("a column 1 element wide") is a column too', () => {
    const options = Wss6mmOptionsSchema.parse({ pcTargetInColumn: true });
    expect(ALL.filter((f) => isColumn(f, options))).toEqual(['column', 'pc', 'limbered']);
  });
});
