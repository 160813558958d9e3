import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { faces, handBuiltTable, recordingContext, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { firstTurnRoll, resolve } from './resolve.js';
import type { SwordAndPikeState } from './State.js';

// Killers of game/resolve.ts (target sword-and-pike-flow): a decision resolved, then every step that needs no
// decision run, in the SEQUENCE OF ACTIONS order (3. artillery, 4. infantry, 5. mounted fire, 6-8. charges, then
// the winners' options, 9-10. the end of the turn).

const shot = (id: string, x: number, y: number) =>
  scenarioUnit({ id, troop: 'arquebusiers', weapon: 'arquebus', x, y, frontage: 4 });
const gens = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
function play(s: SwordAndPikeState, decisions: [SwordAndPikeDecision, 'A' | 'B'][], script: number[] = []) {
  const run = recordingContext(s, faces(script));
  for (const [d, p] of decisions) resolve(run.ctx, d, p);
  return { state: run.state(), types: run.events.map((e) => (e.type === 'step' ? `step ${e.step}` : e.type)) };
}
const end = (side: 'A' | 'B'): [SwordAndPikeDecision, 'A' | 'B'] => [{ kind: 'end-moves' }, side];

describe('resolve: the steps of a turn', () => {
  it('the movement step ends when both sides have ended their moves; then artillery fire, then infantry', () => {
    const s0 = handBuiltTable('resolve', [shot('a', 30, 20)], [shot('b', 30, 30)]);
    const one = play(s0, [end('A')]);
    expect(one.types).toEqual(['moves-ended']);
    expect(one.state.step).toBe('movement');
    // No gun: the artillery step passes; the infantry step waits for side A to declare.
    const two = play(s0, [end('A'), end('B')]);
    expect(two.types).toEqual(['moves-ended', 'moves-ended', 'step fire-artillery', 'step fire-infantry']);
    expect(two.state.step).toBe('fire-infantry');
  });

  it('fire: each declaration; when all have declared the volleys, then mounted fire, the charges, the end of the turn', () => {
    const s0 = handBuiltTable('resolve', [shot('a', 30, 20)], [shot('b', 30, 30)]);
    const half = play(s0, [end('A'), end('B'), [{ kind: 'fire', unit: 'a', target: null }, 'A']]);
    expect(half.types.at(-1)).toBe('fire-declared');
    expect(half.state.step).toBe('fire-infantry');
    const { state, types } = play(s0, [
      end('A'),
      end('B'),
      [{ kind: 'fire', unit: 'a', target: null }, 'A'],
      [{ kind: 'fire', unit: 'b', target: null }, 'B'],
    ]);
    expect(types.slice(4)).toEqual(['fire-declared', 'fire-declared', 'step fire-mounted', 'turn-ended', 'turn-began']);
    expect(state).toMatchObject({ turn: 2, step: 'movement' });
  });

  it("a charge won: the winner's options wait for its side; the option taken, the turn ends", () => {
    // Gendarmes charge arquebusiers 6" away (to close: chart 6 + die 6; the shot stand on a 1 and lose the fight).
    const s0 = handBuiltTable('resolve', [gens], [shot('b', 30, 26)]);
    const charged = play(
      s0,
      [
        [{ kind: 'order', unit: 'g', order: 'charge', target: 'b' }, 'A'],
        end('A'),
        end('B'),
        [{ kind: 'fire', unit: 'b', target: null }, 'B'],
      ],
      [6, 6, 1, 6, 5, 5, 5, 5, 5, 5, ...Array<number>(10).fill(1), ...Array<number>(16).fill(1), 6],
    );
    expect(charged.types).toContain('close-combat');
    expect(charged.types.at(-1)).toBe('step winner-options');
    expect(charged.state.step).toBe('winner-options');
    const run = recordingContext(charged.state, faces([]));
    resolve(run.ctx, { kind: 'winner-option', unit: 'g', option: 'hold', target: null }, 'A');
    expect(run.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['winner-option', 'turn-ended', 'turn-began']),
    );
    expect(run.state()).toMatchObject({ turn: 2, step: 'movement', winners: [] });
  });

  it('a second winner still pending: its side decides next, the turn does not end', () => {
    const s0 = handBuiltTable('resolve', [gens], [shot('b', 30, 40)]);
    const s = {
      ...s0,
      step: 'winner-options' as const,
      winners: [
        { unit: 'g', vacated: null },
        { unit: 'b', vacated: null },
      ],
    };
    const run = recordingContext(s, faces([]));
    resolve(run.ctx, { kind: 'winner-option', unit: 'g', option: 'hold', target: null }, 'A');
    expect(run.events.map((e) => e.type)).toEqual(['winner-option']);
    expect(run.state().winners).toEqual([{ unit: 'b', vacated: null }]);
  });

  it('an order and an answer to a charge are resolved without running on', () => {
    const s0 = handBuiltTable(
      'resolve',
      [gens],
      [scenarioUnit({ id: 'lh', troop: 'light-horse', figures: 12, moraleClass: 'lighter-mounted', x: 30, y: 22 })],
    );
    const charged = play(s0, [[{ kind: 'order', unit: 'g', order: 'charge', target: 'lh' }, 'A']]);
    expect(charged.types).toEqual(['charge-declared']);
    const stood = play(charged.state, [[{ kind: 'evasion', unit: 'lh', evade: false }, 'B']]);
    expect(stood.types[0]).toBe('evasion');
    expect(stood.state.step).toBe('movement');
    expect(unitIn(stood.state, 'g').charge).toMatchObject({ target: 'lh' });
  });
});

describe('resolve: the end of the game (ruling R15: "at the end of turn 12")', () => {
  it('the last turn ends: the game is over and nothing more runs', () => {
    const s0 = { ...handBuiltTable('resolve', [shot('a', 30, 4)], [shot('b', 30, 44)]), turn: 12 };
    const { state, types } = play(s0, [end('A'), end('B')]);
    expect(types).toEqual([
      'moves-ended',
      'moves-ended',
      'step fire-artillery',
      'step fire-infantry',
      'step fire-mounted',
      'turn-ended',
      'game-over',
    ]);
    expect(state.step).toBe('over');
  });
});

describe('firstTurnRoll: SEQUENCE 1 "Each side rolls 2xD6 ... The highest side moves first"', () => {
  it("the first turn's rolls", () => {
    expect(firstTurnRoll(ScriptedDice.of([2, 3, 6, 1]))).toEqual({ A: 5, B: 7, first: 'B' });
    const purposes: string[] = [];
    firstTurnRoll(
      new ScriptedDice((req) => {
        purposes.push(req.purpose);
        return Array.from({ length: req.count }, () => (purposes.length === 1 ? 6 : 1));
      }),
    );
    expect(purposes[0]).toMatch(/^turn 1: side A/);
  });
});
