import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeScenario } from '../game/Scenario.js';
import { setupBattle } from '../game/setup.js';
import { fireTargets } from '../game/unitRules.js';
import type { SwordAndPikeState } from '../game/State.js';
import type { Terrain } from './Terrain.js';
import { lineOfFireClear } from './lineOfFire.js';
import { scenarioUnit, type ScenarioUnit } from '../game/__fixtures__/playDecisions.js';

const unit = scenarioUnit;
/** A hand-built table: A's arquebusiers at (36, 10) facing north (4" x 2" base), B's target 10" ahead. */
function table(between: ScenarioUnit[], terrain: Terrain[] = [], options = DEFAULT_OPTIONS): SwordAndPikeState {
  const scenario: SwordAndPikeScenario = {
    name: 'line of fire',
    table: { width: 72, height: 48 },
    weather: 'clear',
    terrain,
    sides: {
      A: {
        name: 'A',
        units: [
          unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 36, y: 10 }),
          ...between.filter((u) => u.id.startsWith('a')),
        ],
        officers: [],
      },
      B: {
        name: 'B',
        units: [
          unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 36, y: 22 }),
          ...between.filter((u) => u.id.startsWith('b')),
        ],
        officers: [],
      },
    },
  };
  return setupBattle(scenario, ScriptedDice.of([6, 6, 1, 1]), options);
}
const can = (s: SwordAndPikeState) =>
  fireTargets(
    s,
    s.units.find((u) => u.id === 'shot')!,
  ).map((u) => u.id);

describe('line of fire (ruling R40)', () => {
  it('fires over open ground', () => {
    expect(can(table([]))).toEqual(['pike']);
  });

  it('may not fire through a friendly unit standing between', () => {
    // A friend 6" wide squarely across the line, 5" ahead.
    const s = table([unit({ id: 'a-screen', troop: 'halberdiers', frontage: 3, figures: 15, x: 36, y: 16 })]);
    expect(can(s)).toEqual([]);
  });

  it('may not fire through an enemy unit either, but may fire at that nearer enemy', () => {
    const s = table([unit({ id: 'b-screen', troop: 'halberdiers', frontage: 3, figures: 15, x: 36, y: 16 })]);
    expect(can(s)).toEqual(['b-screen']);
  });

  it('fires past a unit that covers only part of the way when a line from its front edge is clear', () => {
    // A 2"-wide friend ahead of the left front corner only: the right corner sees the target's right side.
    const s = table([unit({ id: 'a-file', troop: 'halberdiers', frontage: 1, figures: 5, x: 31, y: 16 })]);
    expect(can(s)).toEqual(['pike']);
  });

  it('may not fire through a gap narrower than the ruling gap, and may through a wider one', () => {
    // Two friends leaving a 0.5" gap on the line (x 35.75-36.25).
    const narrow = [
      unit({ id: 'a-l', troop: 'halberdiers', frontage: 4, figures: 20, x: 31.75, y: 16 }),
      unit({ id: 'a-r', troop: 'halberdiers', frontage: 4, figures: 20, x: 40.25, y: 16 }),
    ];
    expect(can(table(narrow))).toEqual([]);
    const wide = SwordAndPikeOptionsSchema.parse({ lineOfSight: { gap: 0.25 } });
    expect(can(table(narrow, [], wide))).toEqual(['pike']);
  });

  it('woods between block fire; a target in the wood, or a firer in it, may fire and be fired at', () => {
    const wood: Terrain = { kind: 'woods', name: 'Wood', x: 20, y: 14, width: 40, height: 4 };
    expect(can(table([], [wood]))).toEqual([]);
    const deep: Terrain = { ...wood, y: 18, height: 10 }; // the pike's centre (y 22) is in it
    expect(can(table([], [deep]))).toEqual(['pike']);
  });

  it('walls, hedges and hills do not block', () => {
    for (const kind of ['wall', 'hedge', 'hill'] as const) {
      expect(can(table([], [{ kind, name: kind, x: 20, y: 15, width: 40, height: 2 }]))).toEqual(['pike']);
    }
  });

  it('the option turns blocking off (the old reading: nothing blocks)', () => {
    const off = SwordAndPikeOptionsSchema.parse({ lineOfSight: { units: false, terrain: false } });
    const s = table(
      [unit({ id: 'a-screen', troop: 'halberdiers', frontage: 3, figures: 15, x: 36, y: 16 })],
      [{ kind: 'woods', name: 'W', x: 20, y: 14, width: 40, height: 1 }],
      off,
    );
    expect(can(s)).toEqual(['pike']);
    expect(
      lineOfFireClear(
        s,
        s.units[0]!,
        s.units.find((u) => u.id === 'pike')!,
      ),
    ).toBe(true);
  });
});
