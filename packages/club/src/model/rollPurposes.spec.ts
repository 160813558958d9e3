import { createGame } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { currentStep, legalClubDecisions } from './clubRules.js';
import { club } from './clubRuleset.js';
import { CLUB_RULESETS, type ClubDecision, type ClubEvent, type ClubState } from './ClubSchemas.js';
import { ENGINE_ID } from './words.js';

const ARMIES = {
  tercios: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  'sword-and-pike': [frenchArmy, imperialArmy],
  'wss-6mm': [BRITISH_ARMY, FRENCH_ARMY],
} as const;

/**
 * The purposes of the rolls (what the typed-dice form asks for, what the log and the viewer say a roll was for)
 * are written by the rulesets: they must read in the players' words too, never with an id
 * ("Initial Morale Chart (heavy-cavalry)"). A played evening per ruleset, where every unit of each side
 * also resolves each mechanic of the step it is in once, against the first enemy unit of another kind.
 */
describe('roll purposes in the players’ words', () => {
  it.each(CLUB_RULESETS)('%s: no roll of a played evening is for an engine name', (ruleset) => {
    const g = createGame<ClubState, ClubDecision, ClubEvent>(
      club,
      { ruleset, title: 'purposes', armies: ARMIES[ruleset], maxTurns: 2 },
      { seed: 'purposes' },
    );
    const adapter = adapterOf(ruleset);
    const tried = new Set<string>();
    for (let i = 0; i < 600 && !g.state.over; i++) {
      const state = g.state;
      const step = currentStep(state);
      // Each unit once per mechanic of the step, as actor, with an enemy of another profile as target.
      const extra =
        state.tests.length > 0 || state.moves.length > 0
          ? undefined
          : step.mechanics
              .flatMap((mechanic) =>
                state.units
                  .filter((u) => !u.destroyed)
                  .map((actor) => ({
                    mechanic,
                    actor,
                    target: state.units.find(
                      (t) => t.side !== actor.side && !t.destroyed && t.profile !== actor.profile,
                    ),
                  })),
              )
              .find(
                ({ mechanic, actor, target }) =>
                  !tried.has(`${mechanic} ${actor.profile} ${target?.profile}`) &&
                  !adapter.refuse?.(state, mechanic, actor, target),
              );
      if (extra) {
        tried.add(`${extra.mechanic} ${extra.actor.profile} ${extra.target?.profile}`);
        const params = adapter.prefill(extra.mechanic, extra.actor, extra.target, {
          commanders: state.commanders,
          turn: state.turn,
        });
        const result = g.decide({
          kind: 'resolve',
          mechanic: extra.mechanic,
          params,
          actor: extra.actor.id,
          ...(extra.target ? { target: extra.target.id } : {}),
        });
        if (result.ok) continue;
      }
      const legal = legalClubDecisions(g.state);
      const pick =
        (i % 3 === 0 ? legal.find((d) => d.kind === 'resolve') : undefined) ?? legal[(i * 7 + 3) % legal.length]!;
      expect(g.decide(pick).ok).toBe(true);
    }
    const purposes = [...new Set(g.log.flatMap((e) => (e.type === 'roll' ? [e.roll.purpose] : [])))];
    expect(purposes.length).toBeGreaterThan(5);
    expect(purposes.filter((p) => p.match(ENGINE_ID))).toEqual([]);
  });
});
