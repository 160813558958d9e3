// Rulebook (Liber Militum: Tercios): The Troops > Cavalry > Caracole: "After such a unit has fired, it may make a
// Discipline test which, if passed, allows it a withdrawal movement at its speed". Ruling Caracole's Discipline test
// (docs/rulings/tercios.md, option `caracoleTest`): `as-order-test` rolls it as an order test — "fresh units pass,
// Discipline - out of command" (Order Cards > Testing Orders: "applying a penalty (-) if there is no commander attached
// to the unit, or if the unit is outside the command radius or outside the line of sight of the commander"). The
// battle passes the shooter's command to the shot (game/shootingAction.ts: `shooterInCommand: inCommand(…)`, read by
// resolveShooting's caracoleTest); the club cannot measure the radius, so its shoot form asks it (`shooter-out-of-command`,
// as the order test's `out-of-command`), and the roll reads it. Modifiers: "Value - (penalty): the base value is halved,
// rounded up" (Discipline 4 -> 2 dice).
import { describe, expect, it } from 'vitest';
import { form, terciosAtActivation } from '../__fixtures__/session.js';

const horse = 'A:arquebusiers-on-horseback'; // Veteran: Discipline 4, Speed 8
const target = 'B:musketeer-company';

describe('Tercios at the club: the Caracole test out of command (ruling caracoleTest as-order-test)', () => {
  it('in command, 1 Dm: 4 Discipline dice, fails (2/3)^4 = 16/81; out of command, Discipline - (4 halved: 2) fails (2/3)^2 = 4/9', () => {
    const s = terciosAtActivation('caracole-command', {
      title: 'Caracole',
      options: { caracoleTest: 'as-order-test' },
    });
    const params: Record<string, number | string | boolean> = {
      ...form(s, 'shoot', horse, target),
      range: 6,
      'shooter-wear': 1,
    };
    expect(params.caracole).toBe(true);
    expect(s.odds('shoot', params).exact?.caracole).toEqual({ failed: '16/81', 'withdraw 8"': '65/81' });
    expect(s.odds('shoot', { ...params, 'shooter-out-of-command': true }).exact?.caracole).toEqual({
      failed: '4/9',
      'withdraw 8"': '5/9',
    });
  });

  it('fresh, the order test passes whatever the command (as-order-test); the default Discipline test ignores command', () => {
    const fresh = terciosAtActivation('caracole-fresh', {
      title: 'Caracole',
      options: { caracoleTest: 'as-order-test' },
    });
    const params = { ...form(fresh, 'shoot', horse, target), range: 6, 'shooter-out-of-command': true };
    expect(fresh.odds('shoot', params).exact?.caracole).toEqual({ 'withdraw 8"': '1' });
    const plain = terciosAtActivation('caracole-plain', { title: 'Caracole' });
    const worn = {
      ...form(plain, 'shoot', horse, target),
      range: 6,
      'shooter-wear': 1,
      'shooter-out-of-command': true,
    };
    expect(plain.odds('shoot', worn).exact?.caracole).toEqual({ failed: '16/81', 'withdraw 8"': '65/81' });
  });
});
