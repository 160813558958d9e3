import { describe, expect, it } from 'vitest';
import { selectTargets } from './select.mjs';
import { targets } from './targets.mjs';

const names = Object.keys(targets);

describe('selectTargets (scripts/mutation/run.mjs: which targets a run names)', () => {
  it('runs every target when none is named', () => {
    expect(selectTargets([], names)).toEqual(names);
  });

  it("runs a named target alone, not the targets whose names start with its own (the solver's bound takes hours)", () => {
    expect(selectTargets(['tacmento-solver'], names)).toEqual(['tacmento-solver']);
    expect(selectTargets(['tercios-table'], names)).toEqual(['tercios-table']);
    expect(selectTargets(['tacmento-solver-bound'], names)).toEqual(['tacmento-solver-bound']);
  });

  it('reads a word that names no target as a prefix, in the order of the targets', () => {
    const tacmento = selectTargets(['tacmento'], names);
    expect(tacmento).toEqual(names.filter((name) => name.startsWith('tacmento-')));
    expect(tacmento).toContain('tacmento-solver-bound');
    expect(selectTargets(['core'], names)).toEqual([
      'core-dice',
      'core-odds',
      'core-geometry-first-within',
      'core-line-of-sight',
      'core-geometry-contact',
      'core-geometry-overlap',
      'core-geometry-shapes',
      'core-engine',
      'core-seams',
    ]);
    // A prefix ends at a dash: `tercios-tab` is neither a name nor a prefix of one.
    expect(selectTargets(['tercios-tab'], names)).toEqual([]);
  });

  it('takes several words together, each target once', () => {
    expect(selectTargets(['core-dice', 'core'], names)).toEqual([
      'core-dice',
      'core-odds',
      'core-geometry-first-within',
      'core-line-of-sight',
      'core-geometry-contact',
      'core-geometry-overlap',
      'core-geometry-shapes',
      'core-engine',
      'core-seams',
    ]);
    expect(selectTargets(['tacmento-solver', 'wss-6mm-army'], names)).toEqual(['wss-6mm-army', 'tacmento-solver']);
  });
});
