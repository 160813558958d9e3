import { createGame, type Game } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import { adapterOf } from './adapters.js';
import { club } from '../model/clubRuleset.js';
import type { ClubDecision, ClubEvent, ClubState } from '../model/ClubSchemas.js';

type ClubGame = Game<ClubState, ClubDecision, ClubEvent>;
const ok = { ok: true };
const unit = (g: ClubGame, id: string) => g.state.units.find((u) => u.id === id)!;
const form = (g: ClubGame, mechanic: string, actor: string, target?: string) =>
  adapterOf(g.state.ruleset).prefill(mechanic, unit(g, actor), target ? unit(g, target) : undefined, {
    commanders: g.state.commanders,
    turn: g.state.turn,
    options: g.state.options,
  });
// Arquebusiers, companies of 5; no officer attached.
const target = 'B:second-arquebusiers';
const [shot, crossbows] = ['A:french-arquebusiers', 'A:gascon-crossbows'];

function newGame(options?: Record<string, unknown>): ClubGame {
  const g = createGame<ClubState, ClubDecision, ClubEvent>(
    club,
    {
      ruleset: 'sword-and-pike',
      title: 'referee',
      armies: [frenchArmy, imperialArmy],
      ...(options ? { options } : {}),
    },
    { seed: 'referee' },
  );
  while (g.state.step < 3) expect(g.decide({ kind: 'next' })).toEqual(ok); // 4. Fire all infantry units
  return g;
}

/** `firer` fires at the target at 4": `hits` dice of 1, the rest 20. */
function fire(g: ClubGame, firer: string, hits: number): void {
  const filled = form(g, 'fire', firer, target);
  const params = { ...filled, range: 4 };
  const dice = [...Array<number>(hits).fill(1), ...Array<number>(Number(filled.figures) - hits).fill(20)];
  expect(g.decide({ kind: 'resolve', mechanic: 'fire', params, actor: firer, target, dice })).toEqual(ok);
}
const moraleTest = (g: ClubGame) => g.state.tests.find((t) => t.unit === target && t.mechanic === 'morale');

// Rulebook: MORALE, When to check Morale: "a. At the end of each firing phase that a unit takes casualties." Ruling
// R10 (option fireMoraleTrigger): 'stand-lost' reads it as losing a stand in the phase, as the battle's fire step.
describe('ruling R10 fireMoraleTrigger: which fire casualties call a morale test', () => {
  it("'any-casualty' (default): a single casualty calls the test", () => {
    const g = newGame();
    fire(g, shot, 1);
    expect(moraleTest(g)).toBeDefined();
  });

  it("'stand-lost': casualties that take no full stand in the phase call none; those that complete one do", () => {
    const g = newGame({ fireMoraleTrigger: 'stand-lost' });
    fire(g, shot, 3);
    expect(unit(g, target).losses).toBe(3);
    expect(moraleTest(g)).toBeUndefined();
    fire(g, crossbows, 2); // 5 casualties in the phase: a company of 5 is gone
    expect(unit(g, target).losses).toBe(5);
    expect(moraleTest(g)).toBeDefined();
  });
});

// Rulebook: FIRE > Modifiers: "-2 to each die result if this is the first time that the unit has fired in the game".
describe('FIRE: the first time a unit fires in the game', () => {
  it('the fire form says first fire until the unit has fired, then not', () => {
    const g = newGame();
    expect(form(g, 'fire', shot, target)['first-fire']).toBe(true);
    fire(g, shot, 1);
    expect(form(g, 'fire', shot, target)['first-fire']).toBe(false);
    expect(form(g, 'fire', crossbows, target)['first-fire']).toBe(true);
  });
});
