import { createGame, playGame } from '@muster/core';
import { readMap } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { cardName } from '../game/describe.js';
import type { InstructionState, ManeuverState, TacmentoState } from '../game/State.js';
import { tacmento } from '../ruleset.js';
import { tacmentoMarks } from './renderMap.js';
import { tableRenderer } from './tableRenderer.js';

const bots = () => ({ A: tacmento.bots.competent!(), B: tacmento.bots.competent!() });

describe('the Taĉmento map', () => {
  const game = playGame(tacmento, tacmento.exampleScenario(), { seed: 'muster', bots: bots() });
  const end = game.state as ManeuverState;
  const states: TacmentoState[] = [createGame(tacmento, tacmento.exampleScenario(), { seed: 'muster' }).state];
  for (const entry of game.log)
    if (entry.type === 'event') states.push(game.plugins.rules.reduce(states.at(-1)!, entry.event) as TacmentoState);
  const draft = states.find(
    (s) => s.mode === 'maneuver' && s.phase === 'draft' && s.placed.A.length === 3,
  ) as ManeuverState;
  const midGame = states.find(
    (s) => s.mode === 'maneuver' && s.turnsPlayed === 3 && s.prisoners.A.length + s.prisoners.B.length > 0,
  ) as ManeuverState;

  it('titles the finished game with the turns played, and a game in play with the last turn played', () => {
    const map = readMap(tableRenderer.svg(end, 'the end'));
    expect(map.title).toBe(
      `Taĉmento — Maneuver over after turn ${end.turnsPlayed}: ${end.outcome!.winner} wins (${end.outcome!.victory})`,
    );
    expect(map.caption).toBe('the end');
    expect(readMap(tableRenderer.svg(midGame)).title).toBe(
      `Taĉmento — Maneuver, after turn 3 (round ${midGame.round}): ${midGame.turn} to play next`,
    );
    expect(readMap(tableRenderer.svg(draft)).title).toBe(
      'Taĉmento — Maneuver, turn 1: draft (Squadrons placed face down)',
    );
    expect(tableRenderer.turn!(midGame)).toBe(3);
    expect(readMap(tableRenderer.svg(end)).scaleInches).toBeNull(); // cards are not to scale
  });

  it('draws the Grounds cell by cell, each card named as the log names it, with its owner', () => {
    const map = readMap(tableRenderer.svg(midGame));
    midGame.grid.forEach((row, r) => {
      row.forEach((cell, c) => {
        const drawn = map.pieces.find((p) => p.id === `card-${cell.card}`)!;
        expect(drawn.name).toBe(cardName(midGame.troops, cell.card));
        expect(drawn.data).toMatchObject({ owner: cell.owner, where: 'grounds' });
        expect(map.key[drawn.id]).toBe(
          `${drawn.data.n}. ${drawn.name} — ${cell.owner}'s, row ${r + 1} column ${c + 1}`,
        );
      });
    });
  });

  it('draws each Reserve and each side’s Prisoners', () => {
    const map = readMap(tableRenderer.svg(midGame));
    const where = (w: string) => map.pieces.filter((p) => p.data.where === w).map((p) => Number(p.data.card));
    expect(where('reserve-A')).toEqual(midGame.reserve.A);
    expect(where('reserve-B')).toEqual(midGame.reserve.B);
    expect(where('prisoners-A')).toEqual(midGame.prisoners.A.map((c) => c.card));
    expect(where('prisoners-B')).toEqual(midGame.prisoners.B.map((c) => c.card));
    expect(map.sides).toContain(`prisoners A ${midGame.prisoners.A.length}, B ${midGame.prisoners.B.length}`);
  });

  it('shows the draft face down, and has a legend of exactly what it draws', () => {
    const map = readMap(tableRenderer.svg(draft));
    const faceDown = map.pieces.filter((p) => p.data.facedown === 'true');
    expect(faceDown.map((p) => Number(p.data.card)).sort((a, b) => a - b)).toEqual(
      [...draft.placed.A, ...draft.placed.B].map((x) => x.card).sort((a, b) => a - b),
    );
    expect(map.legend.map((e) => e.id)).toContain('face-down');
    expect(map.legend.map((e) => e.id)).not.toContain('arrows');
    expect(readMap(tableRenderer.svg(midGame)).legend.map((e) => e.id)).not.toContain('face-down');
    expect(readMap(tableRenderer.svg(midGame)).legend.map((e) => e.id)).toContain('arrows');
  });

  it('draws the arrow of each maneuver', () => {
    let state = states[0]!;
    let drawn = 0;
    for (const entry of game.log) {
      if (entry.type !== 'event') continue;
      const marks = tacmentoMarks(state, entry.event);
      expect(marks).toHaveLength(entry.event.kind === 'maneuvered' ? 1 : 0);
      drawn += marks.length;
      state = game.plugins.rules.reduce(state, entry.event) as TacmentoState;
    }
    expect(drawn).toBe(end.turnsPlayed);
  });

  it('draws an Instruction: the Tercio, the Reserve and the Objectives', () => {
    const solo = playGame(tacmento, { mode: 'instruction', level: 'I' }, { seed: 'muster', bots: bots() });
    const s = solo.state as InstructionState;
    const map = readMap(tableRenderer.svg(s));
    expect(map.title).toBe(
      `Taĉmento — Instruction over after turn ${s.turn}: ${s.outcome!.winner === 'solo' ? 'the player wins' : 'no winner'} (${s.outcome!.victory})`,
    );
    expect(map.sides).toContain(s.objectives[0]!.title);
    expect(map.pieces.filter((p) => p.data.where === 'grounds')).toHaveLength(s.grid.flat().length);
    expect(map.pieces.filter((p) => p.data.where === 'reserve').map((p) => Number(p.data.card))).toEqual(s.reserve);
  });
});
