import { enumerate, parseParams, SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resolveMelee, type MeleeInput } from '../mechanics/resolveMelee.js';
import { defineTerciosCombat, terciosCombatPlugin } from './combat.js';

// Ruling "Cover in combat" (`coverScope`): Brevis Editio, Resist Damage — "Cover, fortification and the Resist order
// grant Courage+". The odds of a melee take the same cover the battle finds on the table (game/combat.ts).
describe('the melee odds take cover (ruling Cover in combat)', () => {
  it('defender-cover and attacker-cover reach the melee the battle fights', () => {
    let seen: MeleeInput | undefined;
    const plugin = defineTerciosCombat({
      id: 'test/cover',
      description: 'records the melee',
      melee: (dice, situation, plugins) => {
        seen = situation;
        return resolveMelee(dice, situation, plugins);
      },
    });
    const melee = plugin.mechanics.find((m) => m.id === 'melee')!;
    const inCover = (raw: Record<string, string>) => {
      melee.run(
        SeededDice.fromSeed('cover'),
        parseParams(melee.params, { attacker: 'tercio', defender: 'tercio', ...raw }),
      );
      return seen!.inCover;
    };
    expect(inCover({})).toEqual({ attacker: false, defender: false });
    expect(inCover({ 'defender-cover': 'true' })).toEqual({ attacker: false, defender: true });
    expect(inCover({ 'attacker-cover': 'true' })).toEqual({ attacker: true, defender: false });
  });

  it('under Brevis a defender in cover wins more often; as written (Liber Militum) cover changes nothing', () => {
    const melee = terciosCombatPlugin.mechanics.find((m) => m.id === 'melee')!;
    const defenderWins = (raw: Record<string, string>, game?: Record<string, unknown>) => {
      const params = parseParams(melee.params, { attacker: 'tercio', defender: 'tercio', ...raw });
      return enumerate((dice) => ({ winner: String(melee.run(dice, params, game).winner) })).probabilityOf(
        (o) => o.winner === 'defender',
      );
    };
    const brevis = { edition: 'brevis-editio' };
    expect(defenderWins({ 'defender-cover': 'true' }).toString()).toBe(defenderWins({}).toString());
    expect(defenderWins({ 'defender-cover': 'true' }, brevis).compare(defenderWins({}, brevis))).toBe(1);
  });
});
