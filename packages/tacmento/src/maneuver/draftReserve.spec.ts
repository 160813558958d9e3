import { createGame, playGame, replay, type Game } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { TacmentoDecision } from '../game/Decision.js';
import { describeDecision, describeEvent } from '../game/describe.js';
import { tacmentoInvariants } from '../game/invariants.js';
import { instructionEvent } from '../game/resolve.js';
import type { ManeuverState } from '../game/State.js';
import { tacmento } from '../ruleset.js';
import { tacmentoSequence } from '../sequence/sequence.js';

// Maneuver Grounds set up (/work/shared/rules/tacmento.txt), step 3: "choose one of 9 cards [...] Put this card face
// down in any of the 6 starting Squadron positions (right-side-up), and give the rest of the cards to the other
// Contender. Repeat this action until you have placed 6 cards in your squadron and have 3 cards in your hand. Keep
// the last 3 chosen cards in your hands (your Reserve)". Ruling R10 (docs/rulings/tacmento.md), option draftReserve:
// the hands pass after the 6th pick too (`passed`, the default), or not (`kept`), or the Reserve is `chosen` a card
// at a time (picks 7 and 8, a pass after each pair; the last card passed is the third).

type Draft = Game<ManeuverState, TacmentoDecision>;

const game = (draftReserve?: 'passed' | 'kept' | 'chosen'): Draft =>
  createGame<ManeuverState, TacmentoDecision>(tacmento, tacmento.exampleScenario(), {
    seed: 'draft-reserve',
    ...(draftReserve ? { options: { draftReserve } } : {}),
  });

/** Plays the six Squadron picks of both sides, the first legal one each: the hands before each 6th pick, and the picks. */
function sixPicks(g: Draft): { before: Record<'A' | 'B', number[]>; sixth: Record<'A' | 'B', number> } {
  const before = { A: [] as number[], B: [] as number[] };
  const sixth = { A: NaN, B: NaN };
  while (g.state.phase === 'draft' && g.state.placed.B.length < 6) {
    const side = g.activePlayer() as 'A' | 'B';
    const d = g.legalDecisions()[0]!;
    if (g.state.placed[side].length === 5 && d.kind === 'draft') {
      before[side] = [...g.state.hands[side]];
      sixth[side] = d.card;
    }
    g.decide(d);
  }
  return { before, sixth };
}

const without = (hand: readonly number[], card: number) => hand.filter((c) => c !== card);
const firstCard = (g: Draft) => {
  const d = g.legalDecisions()[0]!;
  return d.kind === 'draft' || d.kind === 'keep' ? d.card : NaN;
};

describe('R10: where the Reserve comes from (option draftReserve)', () => {
  it('passed (the default): after the 6th picks the hands pass, and each keeps the 3 its rival left', () => {
    const g = game();
    expect(g.state.rules.draftReserve).toBe('passed');
    const { before, sixth } = sixPicks(g);
    expect(g.state.phase).toBe('maneuver');
    expect([...g.state.reserve.A].sort()).toEqual(without(before.B, sixth.B).sort());
    expect([...g.state.reserve.B].sort()).toEqual(without(before.A, sixth.A).sort());
  });

  it('kept: no pass after the 6th pick; each keeps the 3 left of the hand it chose from', () => {
    const g = game('kept');
    // The first five picks are passed on as ever.
    const handB = [...g.state.hands.B];
    g.decide(g.legalDecisions()[0]!);
    const pickB = firstCard(g);
    g.decide(g.legalDecisions()[0]!);
    expect([...g.state.hands.A].sort()).toEqual(without(handB, pickB).sort());
    const { before, sixth } = sixPicks(g);
    expect(g.state.phase).toBe('maneuver');
    expect([...g.state.reserve.A].sort()).toEqual(without(before.A, sixth.A).sort());
    expect([...g.state.reserve.B].sort()).toEqual(without(before.B, sixth.B).sort());
  });

  it('chosen: picks 7 and 8 keep a card for the Reserve (a pass after each pair), the last card passed is the third', () => {
    const g = game('chosen');
    sixPicks(g);
    // Still the draft: A keeps one of the 3 cards it was passed.
    expect(g.state.phase).toBe('draft');
    expect(g.activePlayer()).toBe('A');
    const handA = [...g.state.hands.A];
    const handB = [...g.state.hands.B];
    expect(handA).toHaveLength(3);
    expect(g.legalDecisions()).toEqual(handA.map((card) => ({ kind: 'keep', card })));
    // A Squadron pick is over; a card not in hand is refused.
    const spare = handB[0]!;
    expect(tacmentoSequence.checkDecision(g.state, { kind: 'keep', card: spare })).toBe('that card is not in hand');
    expect(tacmentoSequence.checkDecision(g.state, { kind: 'draft', card: handA[0]!, row: 3, col: 0 })).toBe(
      'the Squadron is complete: keep a card of the hand for the Reserve (option draftReserve chosen)',
    );
    expect(describeDecision({ kind: 'keep', card: handA[1]! }, g.state, 'A')).toBe(
      'A keeps a card for the Reserve and passes the rest',
    );
    expect(describeEvent({ kind: 'kept', side: 'B', card: handB[0]! }, g.state)).toBe('B keeps a card for the Reserve');
    const keptA1 = handA[1]!;
    g.decide({ kind: 'keep', card: keptA1 });
    expect(g.activePlayer()).toBe('B');
    const keptB1 = handB[2]!;
    g.decide({ kind: 'keep', card: keptB1 });
    // The rest passed: each now holds the 2 its rival did not keep, and keeps one of them.
    expect([...g.state.hands.A].sort()).toEqual(without(handB, keptB1).sort());
    expect([...g.state.hands.B].sort()).toEqual(without(handA, keptA1).sort());
    expect(g.state.reserve).toEqual({ A: [keptA1], B: [keptB1] });
    const keptA2 = g.state.hands.A[0]!;
    const lastForB = g.state.hands.A[1]!;
    g.decide({ kind: 'keep', card: keptA2 });
    const keptB2 = g.state.hands.B[1]!;
    const lastForA = g.state.hands.B[0]!;
    g.decide({ kind: 'keep', card: keptB2 });
    // The last cards are passed and become the third of each Reserve; the Squadrons are flipped.
    expect(g.state.phase).toBe('maneuver');
    expect(g.state.reserve).toEqual({ A: [keptA1, keptA2, lastForA], B: [keptB1, keptB2, lastForB] });
    expect(g.state.hands).toEqual({ A: [], B: [] });
  });

  it('a card is kept only under chosen, and only after the 6th pick', () => {
    // Not an Instruction decision: it makes no event there.
    expect(instructionEvent({ kind: 'keep', card: 3 })).toBeNull();
    const early = game('chosen');
    const card = firstCard(early);
    expect(tacmentoSequence.checkDecision(early.state, { kind: 'keep', card })).toBe(
      'a card is kept for the Reserve only after the 6th pick, under option draftReserve chosen',
    );
    const passed = game();
    sixPicks(passed);
    expect(tacmentoSequence.checkDecision(passed.state, { kind: 'keep', card: passed.state.reserve.A[0]! })).toBe(
      'the draft is over',
    );
  });

  it('under each reading the bots play a whole game that keeps every card in one place and replays', () => {
    for (const draftReserve of ['passed', 'kept', 'chosen'] as const) {
      const played = playGame(tacmento, tacmento.exampleScenario(), {
        seed: `reserve-${draftReserve}`,
        options: { draftReserve },
        bots: { A: tacmento.bots.competent!(), B: tacmento.bots.random!() },
      });
      const kept = played.log.filter((e) => e.type === 'decision' && e.decision.kind === 'keep');
      expect(kept).toHaveLength(draftReserve === 'chosen' ? 4 : 0);
      expect(played.result().victory).not.toBe('in progress');
      expect(tacmentoInvariants(played.state)).toEqual([]);
      expect(replay(tacmento, JSON.parse(JSON.stringify(played.save()))).identical).toBe(true);
    }
  });
});
