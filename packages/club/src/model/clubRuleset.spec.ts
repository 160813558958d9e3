import { runConformance } from '@muster/core/testing';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import { club } from './clubRuleset.js';
import { legalClubDecisions } from './clubRules.js';
import { ClubSession } from '../app/ClubSession.js';

describe('the club ruleset', () => {
  const scenarios = {
    tercios: club.exampleScenario(),
    'sword-and-pike': { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy], maxTurns: 2 },
    'wss-6mm': { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2 },
  } as const;

  for (const [id, scenario] of Object.entries(scenarios)) {
    it(`passes the core conformance kit with ${id}`, () => {
      const report = runConformance(club, { games: 6, seed: `club-${id}`, scenario });
      expect(report.violations).toEqual([]);
    });
  }

  it('has invariants that hold in a fresh game and catch broken links between units, commanders, moves and tests (issue 22)', () => {
    expect(typeof club.invariants).toBe('function');
    const state = ClubSession.start(scenarios['wss-6mm'], 'inv').state;
    expect(club.invariants!(state)).toEqual([]);
    const [first, second] = state.units;
    const broken = {
      ...state,
      units: [...state.units, { ...first! }],
      commanders: state.commanders.map((c, i) => (i === 0 ? { ...c, attachedTo: 'nowhere' } : c)),
      moves: [{ id: state.moveSeq + 1, unit: 'ghost', kind: 'retreat', text: 'back', distance: 3 }],
      tests: [
        { unit: second!.id, mechanic: 'morale', params: {}, text: 'test' },
        { unit: second!.id, mechanic: 'morale', params: {}, text: 'test' },
      ],
      step: 999,
      winner: 'A' as const,
    };
    const found = club.invariants!(broken).join('\n');
    for (const part of [
      `unit ${first!.id} appears twice`,
      'attached to nowhere',
      'move 1 is of ghost',
      'numbered after the last move',
      `${second!.id} has two pending morale tests`,
      'step 999 is past',
      'not over but has a winner',
    ])
      expect(found).toContain(part);
  });

  it('offers activations and complete resolutions as legal decisions', () => {
    const s = ClubSession.start(scenarios['wss-6mm'], 'legal');
    s.decide({ kind: 'next' });
    const legal = legalClubDecisions(s.state);
    expect(legal.filter((d) => d.kind === 'activate')).toHaveLength(BRITISH_ARMY.brigades.length); // every brigade of side A
    // The Brigadier's roll comes once a brigade is activated (Brigade activation), then it is the one decision offered.
    expect(legal.some((d) => d.kind === 'resolve' && d.mechanic === 'activation')).toBe(false);
    for (const d of legal) expect(s.decide(d).ok && s.undo()).toBe(true);
    s.decide({ kind: 'activate', group: BRITISH_ARMY.brigades[0]!.id });
    expect(legalClubDecisions(s.state)).toMatchObject([{ kind: 'resolve', mechanic: 'activation' }]);
  });
});
