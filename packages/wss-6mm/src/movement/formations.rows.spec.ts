import { describe, expect, it } from 'vitest';
import { allowedFormations, formationChangeMoves } from './formations.js';

// Every formation the rulebook lists and every change time. Rulebook: Formations.

describe('Formations (Rulebook: Formations)', () => {
  it.each([
    [
      'Foot: May be in LINE …, march column, or Square. No other formation is possible.',
      'RF',
      ['line', 'column', 'square'],
    ],
    ['Foot (PF1)', 'PF1', ['line', 'column', 'square']],
    ['Foot (PF2)', 'PF2', ['line', 'column', 'square']],
    ['S type horse will either be in march column or a 2 by 2 element formation.', 'S', ['column', 'two-by-two']],
    ['P type horse may be in one of three formations; March column; Pc …; Pf …', 'P', ['column', 'pc', 'pf']],
  ] as const)('"%s"', (_row, tactics, formations) => {
    expect(allowedFormations(tactics)).toEqual(formations);
  });
  it.each([
    ['Forming Column (from line)', 'line', 'column', 2],
    ['Forming Column (from 2 by 2)', 'two-by-two', 'column', 2],
    ['limbering Artillery', 'deployed', 'limbered', 2],
    ['reforming line from square', 'square', 'line', 2],
    ['All other formation changes: line to square', 'line', 'square', 1],
    ['All other formation changes: column to line', 'column', 'line', 1],
    ['All other formation changes: Pc to Pf', 'pc', 'pf', 1],
    ['All other formation changes: unlimbering', 'limbered', 'deployed', 1],
  ] as const)('"%s" takes %s→%s: %i move(s)', (_row, from, to, moves) => {
    expect(formationChangeMoves(from, to)).toBe(moves);
  });
});
