import { describe, expect, it } from 'vitest';
import { resistanceTest } from '../mechanics/resistanceTest.js';
import { resolveMelee } from '../mechanics/resolveMelee.js';
import { resolveShooting } from '../mechanics/resolveShooting.js';
import { defineTerciosCombat, terciosCombatPlugin } from './combat.js';

// The combat plugin bound by default is the rules as written (Liber Militum: Shooting; Combat; Resistance test):
// its functions are the mechanics themselves, under the id and description `muster odds` and the club show.
describe('terciosCombatPlugin, the rules as written', () => {
  it('is named for Tercios and says what it covers', () => {
    expect(terciosCombatPlugin).toMatchObject({
      id: 'tercios/combat',
      ruleset: 'tercios',
      description:
        'Liber Militum: Tercios shooting and close combat (Shoot and Melee dice pools, resistance, Dm, rout)',
    });
  });

  it('shoots, fights and tests resistance with the mechanics as written', () => {
    expect(terciosCombatPlugin).toMatchObject({ shoot: resolveShooting, melee: resolveMelee, resistanceTest });
  });

  it('a house rule replaces only the functions it gives', () => {
    const melee: typeof resolveMelee = (...args) => resolveMelee(...args);
    const house = defineTerciosCombat({ id: 'house/melee', description: 'a house melee', melee });
    expect(house).toMatchObject({ shoot: resolveShooting, melee, resistanceTest, ruleset: 'tercios' });
  });
});
