import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, commanderOf, unitOf } from '../game/__fixtures__/battleFixture.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { resolveBattle } from '../game/resolve.js';
import { speedOf } from '../game/speedOf.js';
import type { BattleState } from '../game/State.js';
import { brevisEditioOptions } from './brevisEditioOptions.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from './options.js';

// Tercios: Brevis Editio (/work/shared/rules/tercios-brevis-editio.txt) where it differs from Liber Militum, played
// under `edition: 'brevis-editio'` (`brevisEditioOptions()`, or `--option edition=brevis-editio`).

describe('Brevis Editio: terrain has no Easy feature', () => {
  // Brevis: "Each type combines features (Difficult, Very Difficult, Impassable, Hidden, Covered, Height, Protected)";
  // "Difficult terrain reduces (Decreases) Speed; Very Difficult also automatically Disorders the unit; Impassable
  // prohibits movement." Liber Militum adds "Easy: ... Movement is enhanced" (ruling Terrain and movement: Speed +).
  const state = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
  });
  const tercio = rulesUnit(
    state,
    state.units.find((u) => u.id === 'ter')!,
  );
  const road = { difficult: false, veryDifficult: false, easy: true, impassable: null };

  it('a Tercio (Speed 4) with Ready! along a road moves 4" in Brevis, 6" in Liber Militum', () => {
    expect(speedOf(tercio, 'ready', road, brevisEditioOptions())).toBe(4);
    expect(speedOf(tercio, 'ready', road, TerciosOptionsSchema.parse({ edition: 'brevis-editio' }))).toBe(4);
    expect(speedOf(tercio, 'ready', road, DEFAULT_TERCIOS_OPTIONS)).toBe(6);
    expect(speedOf(tercio, 'ready', null, brevisEditioOptions())).toBe(4);
  });
});

describe('Brevis Editio: initiative ties go to the highest-ranked commander', () => {
  // Brevis: "Highest 1D6 wins; ties go to the player with the highest-ranked commander, then reroll." Liber
  // Militum: "initiative goes to the side whose Commander-in-Chief has the highest rank". A Brevis army may give a
  // regiment's commander a higher rank than its Commander-in-Chief (ruling brevis-commanders: rank 0 to 5 each).
  const tie = (options = DEFAULT_TERCIOS_OPTIONS) => {
    const s0 = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
    });
    const s: BattleState = {
      ...s0,
      stage: 'planning',
      activeSide: 'B',
      units: s0.units.map((u) => ({ ...u, order: u.side === 'A' ? 'ready' : null })),
      commanders: [
        commanderOf({ id: 'ccA', rank: 1, commanderInChief: true }),
        commanderOf({ id: 'c4', rank: 4 }),
        commanderOf({ id: 'ccB', side: 'B', regiment: 'RB', rank: 3, commanderInChief: true }),
      ],
    };
    const ctx = fixtureContext(s, ScriptedDice.of([3, 3]), options);
    resolveBattle(ctx, { kind: 'order', unit: 'enemy', order: 'ready' }, 'B');
    return ctx.events.find((e) => e.kind === 'initiative');
  };

  it("side A's rank-4 regimental commander outranks B's rank-3 C-C in Brevis; A's rank-1 C-C loses in Liber Militum", () => {
    expect(tie(brevisEditioOptions())).toMatchObject({ winner: 'A', by: 'rank' });
    expect(tie(DEFAULT_TERCIOS_OPTIONS)).toMatchObject({ winner: 'B', by: 'rank' });
  });
});
