import { createGame, type Game } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tacmento } from '../ruleset.js';
import type { TacmentoDecision } from './Decision.js';
import type { TacmentoEvent } from './Event.js';
import { reduceTacmento } from './reduce.js';
import type { InstructionState, ManeuverState, TacmentoState } from './State.js';

// The narrative (`muster battle`) heads each turn with the sequence's turn number and describes every event
// in one line with `describeEvent`.
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];
const instruction = () =>
  createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', objectives: [12], tercio, reserve: [8, 9, 10] },
    { seed: 'narrative' },
  );
/** The last event's line, described against the state just before it, as the narrative does. */
const lastEventLine = <S extends TacmentoState>(game: Game<S, TacmentoDecision>, start: S): string => {
  let state: TacmentoState = start;
  let line = '';
  for (const entry of game.log)
    if (entry.type === 'event') {
      line = game.describe(entry, state as S);
      state = reduceTacmento(state, entry.event as TacmentoEvent);
    }
  return line;
};

describe('turn numbers (Rulebook: banners "numbered from 1 to 12 (each banner represents a turn)")', () => {
  it('while an Instruction is played the sequence reports the turn being played, from 1; at the end the turns played', () => {
    const game = instruction();
    expect(game.result().turns).toBe(1);
    game.decide({ kind: 'pass' });
    expect(game.result().turns).toBe(2);
    for (let i = 1; i < 12; i++) game.decide({ kind: 'pass' });
    expect(game.result()).toMatchObject({ victory: 'forfeited', turns: 12 });
  });

  it("a Maneuver's first turn after the draft is turn 1", () => {
    const game = createGame<TacmentoState, TacmentoDecision>(tacmento, tacmento.exampleScenario(), {
      seed: 'narrative',
    });
    expect(game.result().turns).toBe(1);
    while ((game.state as ManeuverState).phase === 'draft') game.decide(game.legalDecisions()[0]!);
    expect(game.result().turns).toBe(1);
    game.decide(game.legalDecisions()[0]!);
    expect(game.result().turns).toBe(2);
  });
});

describe('the board in the narrative', () => {
  it('Rulebook: "both Contenders flip their cards": the line names every troop of the Grounds, row by row', () => {
    const game = createGame<TacmentoState, TacmentoDecision>(tacmento, tacmento.exampleScenario(), {
      seed: 'narrative',
    });
    const start = game.state;
    while ((game.state as ManeuverState).phase === 'draft') game.decide(game.legalDecisions()[0]!);
    const line = lastEventLine(game, start);
    const grid = (game.state as ManeuverState).grid;
    expect(line).toMatch(/^Both Contenders flip their Squadrons/);
    const rows = line.slice(line.indexOf('north to south: ') + 'north to south: '.length).split(' | ');
    expect(rows.map((r) => r.split(' ').slice(2))).toEqual(
      grid.map((row) => row.map((c) => `${c.owner}:${shortName(game.state, c.card)}`)),
    );
    expect(line).not.toContain('\n');
  });

  it('Instruction: each turn shows the Tercio after it, and the first also the Tercio it started from', () => {
    const game = instruction();
    const start = game.state;
    game.decide({ kind: 'squadron', row: 0, col: 1, direction: 'north' });
    const first = lastEventLine(game, start);
    expect(first).toContain(
      'started from: Pike2 Capt14 Pike3 | Arq6 Drum18 Arq7 | Cav11 Cav13 Art15 | Art16 Art17 Pike4',
    );
    // The Captain pushed north: column 2 becomes 18, 13, 17, 14 (as in instruction.spec.ts).
    expect(first).toContain(
      'Tercio now: Pike2 Drum18 Pike3 | Arq6 Cav13 Arq7 | Cav11 Art17 Art15 | Art16 Capt14 Pike4',
    );
    expect(first).toContain('Reserve: Arq8 Arq9 Arq10');
    game.decide({ kind: 'pass' });
    const second = lastEventLine(game, start);
    expect(second).not.toContain('started from');
    expect(second).toContain('Tercio now: Pike2 Drum18 Pike3');
  });
});

function shortName(state: TacmentoState, card: number): string {
  const troop = state.troops.find((t) => t.number === card)!.troop;
  const short = {
    pikemen: 'Pike',
    arquebusiers: 'Arq',
    cavalry: 'Cav',
    captain: 'Capt',
    artillery: 'Art',
    drummers: 'Drum',
  };
  return `${short[troop]}${card}`;
}
