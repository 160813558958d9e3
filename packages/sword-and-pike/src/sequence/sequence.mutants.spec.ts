import { describe, expect, it } from 'vitest';
import { handBuiltTable, scenarioUnit } from '../game/__fixtures__/playDecisions.js';
import type { SwordAndPikeState } from '../game/State.js';
import { checkDecision, legalDecisions } from './legalDecisions.js';
import { SEQUENCE_OF_ACTIONS, swordAndPikeSequence } from './sequence.js';

// Killers of sequence/sequence.ts (target sword-and-pike-flow): the SEQUENCE OF ACTIONS as the battle's sequence
// plugin: who decides in each step, and the result.

const s0 = handBuiltTable(
  'sequence',
  [scenarioUnit({ id: 'a', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 20 })],
  [scenarioUnit({ id: 'b', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 28 })],
);
const active = (s: SwordAndPikeState) => swordAndPikeSequence.activePlayer(s);

describe('SEQUENCE OF ACTIONS: "the ten phases of a turn"', () => {
  it("ten phases, in the rulebook's order, each with its rule; the plugin names them", () => {
    expect(SEQUENCE_OF_ACTIONS).toHaveLength(10);
    expect(SEQUENCE_OF_ACTIONS[0]!.rule).toMatch(/^Each side rolls 2D6\. The higher side moves first/);
    expect(SEQUENCE_OF_ACTIONS[1]!.rule).toMatch(/\(except Evasion\)/);
    expect(SEQUENCE_OF_ACTIONS[2]).toEqual({
      title: '3. Fire all artillery',
      rule: 'Every gun may fire. Test morale for units that took casualties.',
    });
    expect(SEQUENCE_OF_ACTIONS[5]).toEqual({
      title: '6. Test "To Close"',
      rule: 'Units charging test morale to close.',
    });
    expect(SEQUENCE_OF_ACTIONS[6]).toEqual({
      title: '7. Test "To Stand"',
      rule: 'Units being charged test morale to stand.',
    });
    expect(SEQUENCE_OF_ACTIONS.map((p) => p.title.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(SEQUENCE_OF_ACTIONS.every((p) => p.title.length > 3 && p.rule.length > 20)).toBe(true);
    expect(swordAndPikeSequence.phases).toEqual(SEQUENCE_OF_ACTIONS.map((p) => p.title));
    expect(swordAndPikeSequence.id).toBe('sword-and-pike/brigade-moves');
    expect(swordAndPikeSequence.description).toMatch(/2D6/);
    expect(swordAndPikeSequence.legalDecisions(s0)).toEqual(legalDecisions(s0));
    expect(swordAndPikeSequence.checkDecision(s0, { kind: 'fire', unit: 'a', target: null })).toBe(
      checkDecision(s0, { kind: 'fire', unit: 'a', target: null }),
    );
  });
});

describe('the active player', () => {
  it("movement: the first side, then the other; a charged unit's side answers a pending charge", () => {
    expect(active(s0)).toBe('A');
    expect(active({ ...s0, movesEnded: ['A'] })).toBe('B');
    expect(active({ ...s0, pendingEvasion: { charger: 'a', target: 'b' } })).toBe('B');
    expect(active({ ...s0, movesEnded: ['A'], pendingEvasion: { charger: 'b', target: 'a' } })).toBe('A');
    expect(active({ ...s0, pendingEvasion: { charger: 'a', target: 'gone' } })).toBeNull();
  });

  it('ruling R32: a charge waits for its answer in the movement step only; in a fire step the declaring side decides', () => {
    const fire = { ...s0, step: 'fire-infantry' as const, pendingEvasion: { charger: 'b', target: 'a' } };
    expect(active({ ...fire, fireDeclared: [{ unit: 'a', target: null }] })).toBe('B');
  });

  it('fire steps: the side declaring; none when all have declared', () => {
    const fire = { ...s0, step: 'fire-infantry' as const };
    expect(active(fire)).toBe('A');
    expect(active({ ...fire, fireDeclared: [{ unit: 'a', target: null }] })).toBe('B');
    expect(
      active({
        ...fire,
        fireDeclared: [
          { unit: 'a', target: null },
          { unit: 'b', target: null },
        ],
      }),
    ).toBeNull();
  });

  it("winners' options: the side that moved first while it has a winner (ruling R61); none without one; over: none", () => {
    const w = { ...s0, step: 'winner-options' as const };
    const both = {
      ...w,
      winners: [
        { unit: 'b', vacated: null },
        { unit: 'a', vacated: null },
      ],
    };
    expect(both.initiative.first).toBe('A');
    expect(active(both)).toBe('A');
    expect(active({ ...both, initiative: { ...both.initiative, first: 'B' as const } })).toBe('B');
    // `winnerOrder: 'fight-order'`: the side of the first pending winner.
    expect(active({ ...both, options: { ...both.options, winnerOrder: 'fight-order' as const } })).toBe('B');
    expect(active({ ...w, winners: [{ unit: 'b', vacated: null }] })).toBe('B');
    expect(active({ ...w, winners: [{ unit: 'a', vacated: null }] })).toBe('A');
    expect(active({ ...w, winners: [{ unit: 'gone', vacated: null }] })).toBeNull();
    expect(active(w)).toBeNull();
    expect(active({ ...s0, step: 'over' })).toBeNull();
    expect(active({ ...s0, step: 'over', pendingEvasion: { charger: 'a', target: 'b' } })).toBeNull();
  });
});

describe('isOver and the result', () => {
  it('over only in the over step; the result as the game-over event gave it, the turns played', () => {
    expect(swordAndPikeSequence.isOver(s0)).toBe(false);
    expect(swordAndPikeSequence.isOver({ ...s0, step: 'winner-options' })).toBe(false);
    const over: SwordAndPikeState = {
      ...s0,
      step: 'over',
      turn: 7,
      result: { winner: 'B', victory: 'army-broken', points: { A: 3, B: 40 }, turns: 7 },
    };
    expect(swordAndPikeSequence.isOver(over)).toBe(true);
    expect(swordAndPikeSequence.result(over)).toEqual({
      winner: 'B',
      victory: 'army-broken',
      points: { A: 3, B: 40 },
      turns: 7,
    });
    expect(swordAndPikeSequence.result({ ...s0, turn: 2 })).toEqual({
      winner: null,
      victory: 'unfinished',
      points: { A: 0, B: 0 },
      turns: 2,
    });
  });
});
