import { createGame } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { legalClubDecisions } from './clubRules.js';
import { club } from './clubRuleset.js';
import { CLUB_RULESETS, type ClubDecision, type ClubEvent, type ClubState } from './ClubSchemas.js';
import { ENGINE_ID } from './words.js';

const ARMIES = {
  tercios: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  'sword-and-pike': [frenchArmy, imperialArmy],
  'wss-6mm': [BRITISH_ARMY, FRENCH_ARMY],
} as const;

describe('the log in the rulebook’s words', () => {
  it.each(CLUB_RULESETS)('%s: no decision or event of a played evening is written with an engine name', (ruleset) => {
    const g = createGame<ClubState, ClubDecision, ClubEvent>(
      club,
      { ruleset, title: 'log', armies: ARMIES[ruleset], maxTurns: 2 },
      { seed: 'log' },
    );
    // The decisions the app offers, taken in turn (a step on, an activation, a resolution...) until the end.
    for (let i = 0; i < 400 && !g.state.over; i++) {
      const legal = legalClubDecisions(g.state);
      const pick =
        (i % 3 === 0 ? legal.find((d) => d.kind === 'resolve') : undefined) ?? legal[(i * 7 + 3) % legal.length]!;
      expect(g.decide(pick).ok).toBe(true);
    }
    const written = g.log.filter((e) => e.type !== 'roll').map((e) => g.describe(e));
    const resolved = g.log.filter((e) => e.type === 'event' && e.event.type === 'resolved');
    expect(resolved.length).toBeGreaterThan(5);
    expect(
      new Set(resolved.map((e) => e.type === 'event' && e.event.type === 'resolved' && e.event.mechanic)).size,
    ).toBeGreaterThan(1);
    expect(written.filter((line) => line.match(ENGINE_ID))).toEqual([]);
  });
});
