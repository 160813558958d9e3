import { frontCentre, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { ScenarioTerrain } from '../game/Scenario.js';
import { shoot } from '../game/shootingAction.js';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { shootSituation } from '../plugins/combatOdds.js';
import { resolveShooting } from './__fixtures__/asWritten.js';
import { MUSKETEERS, TERCIO } from './__fixtures__/units.js';

// Ruling "Fortification against shots" (docs/rulings/tercios.md, Shooting). Liber Militum, Terrain Effects in Combat
// > Protected: "a fortified unit that is charged gets a bonus (+) to its Courage value for its resistance test";
// Brevis Editio, Resist Damage: "Cover, fortification and the Resist order grant Courage+" (against Salvo, Artillery
// and in melee). Option `fortificationScope`.
const anyDamage = TerciosOptionsSchema.parse({ fortificationScope: 'any-damage' });
const dice = () => ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1]);
const input = { shooter: TERCIO, target: MUSKETEERS, range: 6, order: 'fire' as const, targetProtected: true };

describe('Fortification against shots (option fortificationScope)', () => {
  it('a Musketeer Company (Courage 3) behind a wall, hit by a volley: 3 Courage dice under "when-charged" (default)', () => {
    expect(DEFAULT_TERCIOS_OPTIONS.fortificationScope).toBe('when-charged');
    expect(resolveShooting(dice(), { ...input, options: DEFAULT_TERCIOS_OPTIONS }).resistance?.dice).toBe(3);
  });

  it('the same unit resists with 4 dice (Courage +) under "any-damage"; unprotected, 3', () => {
    expect(resolveShooting(dice(), { ...input, options: anyDamage }).resistance?.dice).toBe(4);
    expect(resolveShooting(dice(), { ...input, targetProtected: false, options: anyDamage }).resistance?.dice).toBe(3);
  });

  it('Brevis Editio selects "any-damage"; the odds reach it through `target-fortified`', () => {
    expect(brevisEditioOptions().fortificationScope).toBe('any-damage');
    expect(TerciosOptionsSchema.parse({ edition: 'brevis-editio' }).fortificationScope).toBe('any-damage');
    const p = { range: 6, order: 'fire', reaction: false, cover: false, 'target-fortified': true };
    const odds = (options: TerciosOptions) =>
      resolveShooting(dice(), shootSituation(p, TERCIO, MUSKETEERS, options)).resistance?.dice;
    expect(odds(brevisEditioOptions())).toBe(4);
    expect(odds(DEFAULT_TERCIOS_OPTIONS)).toBe(3);
  });

  it('on the table: musketeers behind and touching a wall (Protected only, no cover) shot at from 6"', () => {
    const resistDice = (options: TerciosOptions, gap: number) => {
      const placed = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: 60, y: 40, facing: 90 } }],
        B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 10, facing: 0 } }],
      });
      const front = frontCentre(placed.units.find((u) => u.id === 'mus')!.base);
      const x0 = front.x + gap;
      const wall: ScenarioTerrain = {
        id: 'wall',
        type: 'wall',
        features: ['protected'],
        points: [
          { x: x0, y: 0 },
          { x: x0 + 0.3, y: 0 },
          { x: x0 + 0.3, y: 20 },
          { x: x0, y: 20 },
        ],
      };
      const s = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: front.x + 6, y: 10, facing: 180 } }],
        B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 10, facing: 0 } }],
        terrain: [wall],
      });
      const d = ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      shoot(fixtureContext(s, d, options), 'ter', 'mus', 'fire', false);
      return d.takeRolls().find((r) => r.purpose.includes('resisting'))?.count;
    };
    expect(resistDice(DEFAULT_TERCIOS_OPTIONS, 0)).toBe(3);
    expect(resistDice(brevisEditioOptions(), 0)).toBe(4);
    expect(resistDice(brevisEditioOptions(), 1)).toBe(3);
  });
});
