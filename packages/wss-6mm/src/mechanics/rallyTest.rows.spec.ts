import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mmMoralePlugin } from '../plugins/morale.js';
import { orderAfterRally, rallyContactModifier, type RallyFrom, type RallySituation } from './rallyTest.js';

// Every line of the printed Rallying table and every cell of its modifiers, through the morale plugin the
// battle binds. Rulebook: Rallying.

const plain: RallySituation = {
  from: 'rout',
  casualty: 'fresh',
  order: 'routed',
  inContact: false,
  officerAttached: false,
};
// "Roll 1 d20, modify the result and consult the table".
const rally = (roll: number, s: Partial<RallySituation>, options = DEFAULT_OPTIONS) =>
  wss6mmMoralePlugin.rallyTest(
    ScriptedDice.of([roll], (r: { sides: number }) => {
      expect(r.sides).toBe(20);
    }),
    { ...plain, ...s },
    options,
    'u',
  );

const COLUMNS: readonly RallyFrom[] = ['rout', 'pursuit', 'fall-back'];
// "Modifiers  ROUT  PURSUIT  FALL BACK". The STEADY row reads as FRESH by default (ruling R8).
const STEADY: Readonly<Record<RallyFrom, number>> = { rout: 0, pursuit: -2, 'fall-back': 2 }; // "STEADY\t0\t-2\t+2"

describe('Rallying table (Rulebook: Rallying)', () => {
  // A FRESH unit takes the STEADY row (ruling R8), so it needs the printed score less that cell.
  it.each([
    ['Rally from Rout\t16 or more', 'rout', 16],
    ['Rally from Pursuit\t10 or more', 'pursuit', 10],
    ['Recover from Fall Back\t14 or more', 'fall-back', 14],
  ] as const)('"%s": the lowest roll that rallies and the roll below it', (_row, from, needs) => {
    const lowest = needs - STEADY[from];
    expect(rally(lowest, { from })).toEqual({ roll: lowest, score: needs, rallied: true });
    expect(rally(lowest - 1, { from })).toEqual({ roll: lowest - 1, score: needs - 1, rallied: false });
  });
  it('"All units Rallying from any cause will be DISORDERED"', () => {
    expect(orderAfterRally({ rallied: true })).toBe('disordered');
    expect(orderAfterRally({ rallied: false })).toBeNull();
  });
});

describe('Rallying modifiers, every cell (Rulebook: Rallying)', () => {
  // Each row applied to a unit rallying from each cause; a FRESH unit also takes its STEADY cell (R8).
  const ROWS = [
    ['STEADY\t0\t-2\t+2', {}, [0, -2, 2], false],
    ['BLOODED\t-2\t+2\t-2', { casualty: 'blooded' }, [-2, 2, -2], false],
    ['DISTRESSED\t-3\t+4\t-4', { casualty: 'distressed' }, [-3, 4, -4], false],
    ['In contact with enemy\t-5\t-10\t-8', { inContact: true }, [-5, -10, -8], true],
    ['Officer Attached\t+2\t+4\t+4', { officerAttached: true }, [2, 4, 4], true],
  ] as const;
  const CELLS = ROWS.flatMap(([row, change, cells, withFresh]) =>
    COLUMNS.map((from, c) => ({ row, from, change, value: cells[c]! + (withFresh ? STEADY[from] : 0) })),
  );
  it.each(CELLS)('"$row", $from column', ({ from, change, value }) => {
    expect(rally(10, { from, ...change }).score).toBe(10 + value);
  });
  it('"In contact with enemy -5 -10 -8" as the club names it (rallyContactModifier)', () => {
    expect(COLUMNS.map((from) => rallyContactModifier(from))).toEqual([-5, -10, -8]);
  });
  it('the STEADY row read as the order STEADY (rallySteadyRowMeans: steady, ruling R8): a BLOODED, STEADY unit takes both rows', () => {
    const steady = Wss6mmOptionsSchema.parse({ rallySteadyRowMeans: 'steady' });
    expect(rally(10, { from: 'pursuit', casualty: 'blooded', order: 'steady' }, steady).score).toBe(10 - 2 + 2);
    expect(rally(10, { from: 'pursuit', casualty: 'fresh', order: 'disordered' }, steady).score).toBe(10);
  });
});
