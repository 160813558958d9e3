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
  });
// No officer is with the Landsknecht pike's second block: its test waits for no D20.
const target = 'B:second-pike';
const [shot, crossbows] = ['A:french-arquebusiers', 'A:gascon-crossbows'];

/** Fires `firer` at the target at 4": `hits` dice of 1, the rest 20. */
function fire(g: ClubGame, firer: string, hits: number): void {
  const filled = form(g, 'fire', firer, target);
  const params = { ...filled, range: 4 };
  const n = Number(filled.figures);
  const dice = [...Array<number>(hits).fill(1), ...Array<number>(n - hits).fill(20)];
  expect(g.decide({ kind: 'resolve', mechanic: 'fire', params, actor: firer, target, dice })).toEqual(ok);
}

/** Both French foot units fire at the target in step 4; then it fails its test (Basic Morale 1, a 1). */
function routedByTwo(secondHits: number): ClubGame {
  const g = createGame<ClubState, ClubDecision, ClubEvent>(
    club,
    { ruleset: 'sword-and-pike', title: 'referee', armies: [frenchArmy, imperialArmy] },
    { seed: 'referee' },
  );
  expect(g.decide({ kind: 'set-unit', unit: target, patch: { morale: 1 } })).toEqual(ok);
  while (g.state.step < 3) expect(g.decide({ kind: 'next' })).toEqual(ok);
  fire(g, shot, 2);
  fire(g, crossbows, secondHits);
  const test = g.state.tests.find((t) => t.unit === target && t.mechanic === 'morale')!;
  expect(g.decide({ kind: 'resolve', mechanic: 'morale', params: test.params, actor: target, dice: [1] })).toEqual(ok);
  expect(unit(g, target).routed).toBe(true);
  return g;
}

// Rulebook: MORALE > E. Morale Altered Permanently: "If a unit routs another by fire - raise Morale 1 point." Ruling
// R39: every unit that fired at the routed unit in that phase gains the point (the battle's `routedByFire`).
describe('E. "If a unit routs another by fire - raise Morale 1 point": every firer of the phase (ruling R39)', () => {
  it('two units fired and hit; the target routs at its test: both gain 1', () => {
    const g = routedByTwo(2);
    expect(unit(g, shot).moraleShift).toBe(1);
    expect(unit(g, crossbows).moraleShift).toBe(1);
  });

  it('the second volley missed: it fired at the unit all the same, and gains 1 too', () => {
    const g = routedByTwo(0);
    expect(unit(g, shot).moraleShift).toBe(1);
    expect(unit(g, crossbows).moraleShift).toBe(1);
  });
});
