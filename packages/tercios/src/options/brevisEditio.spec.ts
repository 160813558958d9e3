import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, commanderOf, unitOf } from '../game/__fixtures__/battleFixture.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { resolveBattle } from '../game/resolve.js';
import { shoot } from '../game/shootingAction.js';
import { speedOf } from '../game/speedOf.js';
import type { BattleState } from '../game/State.js';
import { resolveShooting } from '../mechanics/__fixtures__/asWritten.js';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { reactionPlans } from '../orders/reactions.js';
import { shootSituation } from '../plugins/combatOdds.js';
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

describe('Brevis Editio: Resist! reaction gives Courage+ to resist damage (option resistReactionScope)', () => {
  // Brevis: "Resist gives Courage+ to resist damage"; Resist Damage: "Cover, fortification and the Resist order grant
  // Courage+" (against shooting and in melee); a reaction comes when an enemy "moves within 3\" of its Front Centre or
  // declares an Assault against it". Liber Militum: "The Courage test in a combat that follows a charge benefits
  // from a bonus (+)".
  const brevis = brevisEditioOptions();
  const approached = { unit: MUSKETEERS, order: 'resist' as const, trigger: 'approach' as const, enemy: TERCIO };

  it('an approached Resist! unit may react in Brevis (Courage+), not in Liber Militum', () => {
    expect(reactionPlans(approached, DEFAULT_TERCIOS_OPTIONS).map((p) => p.kind)).toEqual([]);
    expect(reactionPlans(approached, brevis)).toEqual([
      expect.objectContaining({
        kind: 'resist',
        modifiers: [{ value: 'courage', steps: 1, source: 'Resist! reaction' }],
      }),
    ]);
    expect(reactionPlans(approached, brevisEditioOptions({ resistReactionScope: 'combat-after-charge' }))).toEqual([]);
  });

  it('a resisting Musketeer Company (Courage 3) shot at resists with 4 dice in Brevis, 3 in Liber Militum', () => {
    const input = { shooter: TERCIO, target: MUSKETEERS, range: 6, order: 'fire' as const, targetResisting: true };
    const dice = () => ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1]);
    expect(resolveShooting(dice(), { ...input, options: brevis }).resistance?.dice).toBe(4);
    expect(resolveShooting(dice(), { ...input, options: DEFAULT_TERCIOS_OPTIONS }).resistance?.dice).toBe(3);
    expect(resolveShooting(dice(), { ...input, targetResisting: false, options: brevis }).resistance?.dice).toBe(3);
    // The odds and the club's shot form reach it through the shot's `target-resisting` parameter.
    const p = { range: 6, order: 'fire', reaction: false, cover: false, 'target-resisting': true };
    expect(resolveShooting(dice(), shootSituation(p, TERCIO, MUSKETEERS, brevis)).resistance?.dice).toBe(4);
    // resistReactionCourage 'double-bonus' makes it ++: value progression, "2 bonuses or more (++)", Courage 3 -> 6.
    const double = { ...brevis, resistReactionCourage: 'double-bonus' as const };
    const moreDice = () => ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(resolveShooting(moreDice(), { ...input, options: double }).resistance?.dice).toBe(6);
  });

  it('on the table: a shot at a unit that reacted with Resist! rolls its Courage+ in Brevis', () => {
    const resistDice = (options = DEFAULT_TERCIOS_OPTIONS) => {
      const s0 = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
        B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 26, facing: -90 } }],
      });
      const s: BattleState = { ...s0, units: s0.units.map((u) => (u.id === 'mus' ? { ...u, resisting: true } : u)) };
      const dice = ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      shoot(fixtureContext(s, dice, options), 'ter', 'mus', 'fire', false);
      return dice.takeRolls().find((r) => r.purpose.includes('resisting'))?.count;
    };
    expect(resistDice(brevis)).toBe(4);
    expect(resistDice()).toBe(3);
  });
});
