import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { harness } from './__fixtures__/harness.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';

// Rulebook: Sequence of Play ("2. Movement (1 brigade at a time, alternately) i. Compulsory moves (and Morale
// Tests)"); Compulsory Moves: "Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit before
// should take a Morale test." Ruling R48 (`routerTestsAtCompulsoryMoves`): the moving brigade's units test at its
// compulsory moves, the others in phase 6 (`brigade`), or every unit on the table tests there (`all`).

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// Navarre (Picardie's brigade) routs 2" (a 1) to y 32; Dillon (Lord Clare's brigade) stands 3" behind it, Picardie
// beside it: both are within 6" of the router.
const scene = () => battle({ navarre: { order: 'routed' }, dillon: { x: 18, y: 35 } });
const testers = (text: string) =>
  [...text.matchAll(/^(.+) takes a morale test \(routers within 6"\)/gm)].map((m) => m[1]);

describe('who tests near a new router at compulsory moves (ruling R48, routerTestsAtCompulsoryMoves)', () => {
  it("brigade (default): only the moving brigade's units; Dillon of another brigade waits for phase 6", () => {
    const h = harness(scene(), [1, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(testers(h.text())).toEqual(['Picardie']);
    expect(h.unit('dillon').testedRouters).toEqual([]);
  });

  it('all: every unit within 6" of the router tests at this point, Dillon too', () => {
    const h = harness(scene(), [1, 20, 20], Wss6mmOptionsSchema.parse({ routerTestsAtCompulsoryMoves: 'all' }));
    compulsoryMoves(h.ctx, 'picardie');
    expect(testers(h.text())).toEqual(['Picardie', "Dillon's"]);
    expect(h.unit('dillon').testedRouters).toEqual(['navarre']);
  });
});
