import { createGame, Rng } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { searchBot } from '../bot/searchBot.js';
import { tacmento } from '../ruleset.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import type { TacmentoDecision } from './Decision.js';
import type { ManeuverState, TacmentoState } from './State.js';
import { HIDDEN_CARD, viewFor } from './viewFor.js';

/** States of a seeded Maneuver game between random choices, each before a decision of A. */
function statesBeforeA(seed: string, decisions: number): ManeuverState[] {
  const game = createGame<TacmentoState, TacmentoDecision>(tacmento, tacmento.exampleScenario(), { seed });
  const rng = Rng.fromSeed(`${seed}/moves`);
  const out: ManeuverState[] = [];
  for (let i = 0; i < decisions && !game.isOver(); i++) {
    if (game.activePlayer() === 'A') out.push(game.state as ManeuverState);
    const legal = game.legalDecisions();
    game.decide(legal[rng.int(legal.length) - 1]!);
  }
  return out;
}

const decide = (state: TacmentoState, player: 'A' | 'B') =>
  searchBot().decide({ state, player, legal: legalDecisions(state), rng: Rng.fromSeed('same rng') });

describe('viewFor (ruling R20: what the rules hide)', () => {
  it('hides the rival hand and face-down Squadron cards in the draft, but not how many or where', () => {
    const draft = statesBeforeA('view-draft', 8).find((s) => s.phase === 'draft' && s.placed.B.length >= 2)!;
    const view = viewFor(draft, 'A') as ManeuverState;
    expect(view.hands.A).toEqual(draft.hands.A);
    expect(view.hands.B).toEqual(draft.hands.B.map(() => HIDDEN_CARD));
    expect(view.placed.A).toEqual(draft.placed.A);
    expect(view.placed.B).toEqual(draft.placed.B.map((p) => ({ ...p, card: HIDDEN_CARD })));
    // B sees the mirror image; the state itself is untouched (views are copies).
    const forB = viewFor(draft, 'B') as ManeuverState;
    expect(forB.hands.B).toEqual(draft.hands.B);
    expect(forB.placed.A.every((p) => p.card === HIDDEN_CARD)).toBe(true);
    expect(draft.placed.B.every((p) => p.card !== HIDDEN_CARD)).toBe(true);
  });

  it('hides the rival Reserve in the Maneuver, leaving the Grounds and the Prisoners face up', () => {
    const state = statesBeforeA('view-maneuver', 60).find((s) => s.phase === 'maneuver' && s.reserve.B.length > 0)!;
    const view = viewFor(state, 'A') as ManeuverState;
    expect(view.reserve).toEqual({ A: state.reserve.A, B: state.reserve.B.map(() => HIDDEN_CARD) });
    expect(view.grid).toEqual(state.grid);
    expect(view.prisoners).toEqual(state.prisoners);
    // An observer sees neither Reserve; the view is plain JSON.
    const observer = viewFor(state, 'observer') as ManeuverState;
    expect([...observer.reserve.A, ...observer.reserve.B].every((c) => c === HIDDEN_CARD)).toBe(true);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  it('in Instruction hides only the troop cards set aside unused', () => {
    const state = createGame<TacmentoState, TacmentoDecision>(
      tacmento,
      { mode: 'instruction' },
      { seed: 'view-solo' },
    ).state;
    if (state.mode !== 'instruction') throw new Error('expected an Instruction');
    const view = viewFor(state, 'solo');
    expect(view).toEqual({ ...state, unused: state.unused.map(() => HIDDEN_CARD) });
    expect(state.unused.length).toBeGreaterThan(0);
  });
});

describe('the competent bot decides from its own view only', () => {
  it('in the draft: swapping a card between the rival hand and the rival face-down Squadron changes nothing', () => {
    let checked = 0;
    for (const state of statesBeforeA('hidden-draft', 12).filter(
      (s) => s.phase === 'draft' && s.placed.B.length > 0 && s.hands.B.length > 0,
    )) {
      const swapped: ManeuverState = {
        ...state,
        hands: { ...state.hands, B: [state.placed.B[0]!.card, ...state.hands.B.slice(1)] },
        placed: {
          ...state.placed,
          B: [{ ...state.placed.B[0]!, card: state.hands.B[0]! }, ...state.placed.B.slice(1)],
        },
      };
      expect(viewFor(swapped, 'A')).toEqual(viewFor(state, 'A'));
      expect(decide(swapped, 'A')).toEqual(decide(state, 'A'));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('in the Maneuver: whatever the rival Reserve holds, the decision is the same (though the rival could play differently)', () => {
    let checked = 0;
    let rivalDiffers = 0;
    for (const state of statesBeforeA('hidden-maneuver', 80).filter(
      (s) => s.phase === 'maneuver' && s.reserve.B.length > 0,
    )) {
      // Every card is somewhere, so the rules' hidden Reserve can be deduced by elimination (R20); the
      // bot must not even do that. Give B other cards (those of A's Reserve and the Grounds' corners).
      const others = [
        ...state.reserve.A,
        ...[0, 2, 9, 11].map((i) => (state.grid as { card: number }[][]).flat()[i]!.card),
      ].filter((c) => !state.reserve.B.includes(c));
      const changed: ManeuverState = {
        ...state,
        reserve: { ...state.reserve, B: state.reserve.B.map((_, i) => others[i]!) },
      };
      expect(viewFor(changed, 'A')).toEqual(viewFor(state, 'A'));
      expect(decide(changed, 'A')).toEqual(decide(state, 'A'));
      const asB = (s: ManeuverState) => JSON.stringify(legalDecisions({ ...s, turn: 'B', catchUp: null }));
      if (asB(changed) !== asB(state)) rivalDiffers++;
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    // The information hidden is real: with the other cards, B's own flanking choices change.
    expect(rivalDiffers).toBeGreaterThan(0);
  });
});
