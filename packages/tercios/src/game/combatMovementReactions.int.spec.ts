import { playGame, replay, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import { BattleStateSchema, type BattleState } from './State.js';
import { battleInvariants } from './invariants.js';

// Option battle.combatMovementReactions (docs/rulings/tercios.md, "Reactions to an approach") in whole battles the
// bots play. Apart from combatMovementReactions.spec.ts (small tables) because the battles take seconds: the mutation
// targets run that spec for every mutant it covers, not this one.

describe('battle.combatMovementReactions in whole battles', () => {
  it('the bots play the new pause: offered, decided, legal at every step, and the battle replays from its log', () => {
    let offers = 0;
    // Seeds whose battles offer a reaction to a combat movement (none of the random-random ones tried did).
    for (const [seed, a, b] of [
      ['combat-move-1-2', 'random', 'competent'],
      ['combat-move-2-1', 'competent', 'competent'],
    ] as const) {
      const bots: Record<string, Bot> = { A: tercios.bots[a]!(), B: tercios.bots[b]!() };
      const problems: string[] = [];
      const game = playGame(tercios, tercios.exampleScenario(), {
        seed,
        bots,
        options: { battle: { combatMovementReactions: 'approached-units' } },
        onDecision: (g) => {
          const state = g.state as BattleState;
          if (!BattleStateSchema.safeParse(state).success) problems.push('state schema');
          problems.push(...battleInvariants(state));
          if (state.reaction && state.stage !== 'over') {
            const legal = g.legalDecisions() as BattleDecision[];
            if (!legal.some((d) => d.kind === 'no-reaction')) problems.push('no no-reaction');
            if (legal.some((d) => d.kind !== 'react' && d.kind !== 'no-reaction')) problems.push('not a reaction');
          }
        },
      });
      expect(problems).toEqual([]);
      expect((game.state as BattleState).stage).toBe('over');
      const saved = JSON.parse(JSON.stringify(game.save()));
      const events = (saved.log as { event?: BattleEvent }[]).flatMap((e) => (e.event ? [e.event] : []));
      events.forEach((e, i) => {
        if (e.kind === 'reaction-offered' && events[i - 1]?.kind === 'combat-moved-reactions') offers++;
      });
      expect(replay(tercios, saved).identical).toBe(true);
    }
    expect(offers).toBeGreaterThan(0);
  }, 120_000);
});
