import { describe, expect, it } from 'vitest';
import {
  form,
  newGame,
  ok,
  resolveForm,
  resolveTest,
  testsOf,
  toStep,
  unit,
  type ClubGame,
} from '../__fixtures__/session.js';

// The Sword and the Pike, SEQUENCE OF ACTIONS 4: "Fire all infantry units moving or stationary. … Note that figures
// which were removed as casualties from artillery fire may not fire in this phase." Ruling R3's last paragraph
// (docs/rulings/sword-and-pike.md): "Fire in a phase is simultaneous (no option): figures killed in a phase still fire
// in it". The club records each volley's casualties as the players enter it: a unit shot at earlier in the phase must
// still fire with every figure it had when the phase began, and with fewer in a later phase.
const [french, spanish] = ['A:french-arquebusiers', 'B:spanish-arquebusiers'];
const INFANTRY_FIRE = 3;

/** `firer` fires at `target` at 4": `hits` dice of 1 (a casualty each on this class), the rest 20. */
function volley(g: ClubGame, firer: string, target: string, hits: number): void {
  const figures = Number(form(g, 'fire', firer, target).figures);
  const dice = [...Array<number>(hits).fill(1), ...Array<number>(figures - hits).fill(20)];
  expect(resolveForm(g, 'fire', firer, target, dice, { range: 4 })).toEqual(ok);
}

describe('The Sword and the Pike: fire in a phase is simultaneous (ruling R3)', () => {
  it('the Spanish arquebusiers, shot at first, fire with every figure; after their volley the form counts the dead', () => {
    const g = newGame('sword-and-pike');
    toStep(g, INFANTRY_FIRE);
    const size = unit(g, spanish).size;
    volley(g, french, spanish, 3);
    expect(unit(g, spanish).losses).toBe(3);
    expect(form(g, 'fire', spanish, french).figures).toBe(size);
    volley(g, spanish, french, 0);
    expect(form(g, 'fire', spanish, french).figures).toBe(size - 3);
  });

  it('in the next phase the casualties stand', () => {
    const g = newGame('sword-and-pike');
    toStep(g, INFANTRY_FIRE);
    const size = unit(g, spanish).size;
    volley(g, french, spanish, 3);
    // The Maestre de campo's D20 for the casualties (1: unharmed), then the morale check they call (its Basic Morale
    // rolled first, as at a unit's first check: 6 and 6, passed).
    for (const t of testsOf(g, spanish))
      expect(resolveTest(g, t, t.mechanic === 'officer-casualty' ? [1] : [6, 6])).toEqual(ok);
    toStep(g, INFANTRY_FIRE + 1);
    expect(form(g, 'fire', spanish, french).figures).toBe(size - 3);
  });
});
