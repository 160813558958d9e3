import { createGame, Rng } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { PRISONER_POINTS, type TroopCard } from '../cards/TroopCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { ManeuverDecision, TacmentoDecision } from '../game/Decision.js';
import { playManeuver } from '../game/playManeuver.js';
import { cardPoints } from '../maneuver/maneuverScoring.js';
import type { TacmentoScenarioInput } from '../game/Scenario.js';
import type { TacmentoState } from '../game/State.js';
import type { Grid, Side } from '../grounds/Grid.js';
import { tacmento } from '../ruleset.js';
import { legalDecisions, troopOf } from './legalDecisions.js';
import { legalDecisionsOf, tacmentoSequence } from './sequence.js';

/** Every state of seeded games between random choices: Maneuver games and Instructions of every level. */
function states(): TacmentoState[] {
  const scenarios: TacmentoScenarioInput[] = [
    { mode: 'maneuver', firstPlayer: 'A' },
    { mode: 'maneuver', firstPlayer: 'B' },
    { mode: 'instruction', level: 'basic' },
    { mode: 'instruction', level: 'II', difficulty: 'extreme' },
    { mode: 'instruction', battle: 3 },
  ];
  const out: TacmentoState[] = [];
  for (let seed = 0; seed < 3; seed++) {
    scenarios.forEach((scenario, i) => {
      const game = createGame<TacmentoState, TacmentoDecision>(tacmento, scenario, { seed: `remembered/${seed}/${i}` });
      const rng = Rng.fromSeed(`remembered/${seed}/${i}/moves`);
      while (!game.isOver()) {
        out.push(game.state);
        const legal = game.legalDecisions();
        game.decide(legal[rng.int(legal.length) - 1]!);
      }
    });
  }
  return out;
}

const all = states();
// A clone has no identity in common with the original: nothing remembered can be found for it.
const fresh = <T>(value: T): T => structuredClone(value);

describe('facts remembered for speed equal the facts computed afresh', () => {
  it('legalDecisionsOf(state) lists what legalDecisions lists for a copy of the state, asked in any order', () => {
    expect(all.length).toBeGreaterThan(200);
    const rng = Rng.fromSeed('order');
    const shuffled = all.map(() => all[rng.int(all.length) - 1]!);
    for (const state of shuffled) {
      expect(legalDecisionsOf(state)).toEqual(legalDecisions(fresh(state)));
      // Asked twice: the same list, still equal to a fresh one.
      expect(legalDecisionsOf(state)).toEqual(legalDecisions(fresh(state)));
    }
  });

  it('the sequence hands out a copy of the remembered list, with frozen decisions, so a caller cannot change it', () => {
    const state = all.find((s) => s.mode === 'instruction' && legalDecisions(s).some((d) => 'ability' in d))!;
    const given = tacmentoSequence.legalDecisions(state);
    given.length = 0;
    expect(tacmentoSequence.legalDecisions(state)).toEqual(legalDecisions(fresh(state)));
    const withAbility = tacmentoSequence.legalDecisions(state).find((d) => 'ability' in d && d.ability)!;
    expect(Object.isFrozen(withAbility)).toBe(true);
    expect(Object.isFrozen((withAbility as ManeuverDecision).ability)).toBe(true);
  });

  it('checkDecision accepts exactly the decisions legal afresh, whether given the listed object or an equal copy', () => {
    for (const state of all.slice(0, 300)) {
      const legal = tacmentoSequence.legalDecisions(state);
      for (const decision of legal.slice(0, 6)) {
        expect(tacmentoSequence.checkDecision(state, decision)).toBeNull();
        expect(tacmentoSequence.checkDecision(state, fresh(decision))).toBeNull();
      }
      const illegal: TacmentoDecision =
        state.mode === 'maneuver' && state.phase === 'draft'
          ? { kind: 'draft', card: 99, row: 0, col: 0 }
          : { kind: 'flanking', card: 99, direction: 'north', line: 0 };
      expect(tacmentoSequence.checkDecision(state, illegal)).not.toBeNull();
    }
  });

  it('troopOf finds the first card of that number, as a search of the list does, whichever list was asked last', () => {
    const deck = sampleDeck.troops;
    const reversed = [...deck].reverse();
    // A list with a number twice: the first one counts.
    const twice: TroopCard[] = [deck[0]!, { ...deck[1]!, number: deck[0]!.number }, ...deck.slice(2)];
    const rng = Rng.fromSeed('troops');
    for (let i = 0; i < 500; i++) {
      const troops = [deck, reversed, twice][rng.int(3) - 1]!;
      const number = rng.int(20) - 1;
      const found = troops.find((t) => t.number === number);
      if (found) expect(troopOf(troops, number)).toBe(found);
      else expect(() => troopOf(troops, number)).toThrow(`no troop card ${number}`);
    }
  });

  it('cardPoints is the value of the first card of that number, as a search of the list gives, whichever list was asked last', () => {
    const deck = sampleDeck.troops;
    const reversed = [...deck].reverse();
    // A list with a number twice, of another troop type: the first one counts.
    const other = deck.find((t) => PRISONER_POINTS[t.troop] !== PRISONER_POINTS[deck[0]!.troop])!;
    const twice: TroopCard[] = [deck[0]!, { ...other, number: deck[0]!.number }, ...deck.slice(1)];
    const rng = Rng.fromSeed('points');
    for (let i = 0; i < 500; i++) {
      const troops = [deck, reversed, twice][rng.int(3) - 1]!;
      const number = rng.int(20) - 1;
      const found = troops.find((t) => t.number === number);
      if (found) expect(cardPoints(troops, number)).toBe(PRISONER_POINTS[found.troop]);
      else expect(() => cardPoints(troops, number)).toThrow(`no troop card ${number}`);
    }
  });

  it('playManeuver hands its result over once, to the next call on the very same objects, and it equals a fresh play', () => {
    let compared = 0;
    for (const state of all.filter((_, i) => i % 5 === 0)) {
      if (state.grid.length === 0) continue;
      const side: Side = state.mode === 'maneuver' ? state.turn : 'A';
      for (const decision of legalDecisions(state)) {
        if (decision.kind !== 'squadron' && decision.kind !== 'flanking') continue;
        const grid = state.grid as Grid;
        const first = playManeuver(grid, state.troops, side, decision);
        const second = playManeuver(grid, state.troops, side, decision);
        const third = playManeuver(grid, state.troops, side, decision);
        const afresh = playManeuver(fresh(grid), fresh(state.troops), side, fresh(decision));
        expect(second).toBe(first);
        expect(third).not.toBe(first);
        expect(third).toEqual(afresh);
        expect(first).toEqual(afresh);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});
