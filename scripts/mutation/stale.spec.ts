import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changedSinceReport, differFromReport, mutationScore, pathspecs } from './stale.mjs';
import { ciTargets, targets } from './targets.mjs';

describe('stale.mjs (which targets CI re-tests, and the score of a target it does not run)', () => {
  it("turns a target's globs into git pathspecs: its mutated files and specs, less its exclusions and the slow specs", () => {
    const specs = pathspecs(targets['tercios-tables']);
    expect(specs).toContain(':(glob)packages/tercios/src/rules/*.ts');
    expect(specs).toContain(':(glob,exclude)packages/tercios/src/rules/*.spec.ts');
    expect(specs).toContain(':(glob)packages/tercios/src/plugins/combat.mutants.spec.ts');
    expect(specs).toContain(':(glob,exclude)**/*.int.spec.ts');
    expect(specs.filter((spec) => spec.includes('!'))).toEqual([]);
  });

  it('scores a report as Stryker does: killed and timed out over all but the ignored and the errors', () => {
    const report = {
      files: {
        'a.ts': { mutants: [{ status: 'Killed' }, { status: 'Survived' }, { status: 'Ignored' }] },
        'b.ts': {
          mutants: [{ status: 'Timeout' }, { status: 'NoCoverage' }, { status: 'CompileError' }, { status: 'Killed' }],
        },
      },
    };
    expect(mutationScore(report)).toBe(60);
    expect(mutationScore({ files: {} })).toBe(100);
  });

  it('lists the files a report recorded that now read otherwise or are gone (a report run at an older commit)', () => {
    const path = 'scripts/mutation/stale.mjs';
    const source = readFileSync(new URL('./stale.mjs', import.meta.url), 'utf8');
    const report = {
      files: { [path]: { source } },
      testFiles: {
        'scripts/mutation/stale.spec.ts': { source: 'an older spec' },
        'scripts/mutation/gone.spec.ts': { source: '' },
      },
    };
    expect(differFromReport(report)).toEqual(['scripts/mutation/stale.spec.ts', 'scripts/mutation/gone.spec.ts']);
    expect(differFromReport({ files: { [path]: { source } } })).toEqual([]);
    expect(differFromReport({ files: { [path]: { source: `${source}\n` } } })).toEqual([path]);
  });

  it('answers a list of changed files (possibly empty) for every CI target: each has a committed report', () => {
    for (const name of ciTargets) expect(Array.isArray(changedSinceReport(name))).toBe(true);
  });
});
