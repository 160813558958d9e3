import { readMap } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleState } from '../game/State.js';
import { renderSvg } from './renderSvg.js';
import { tableRenderer, terciosMarks } from './tableRenderer.js';

describe('the Tercios map', () => {
  // Side A deployed at the north edge (high y), side B at the south: the case the old caption got wrong.
  const state = fixtureState({
    A: [
      { unit: unitOf('ter', 'tercio'), at: { x: 36, y: 40, facing: -90 } },
      { unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 42, facing: -90 } },
    ],
    B: [{ unit: unitOf('gun', 'light-artillery'), at: { x: 45, y: 6, facing: 90 } }],
    terrain: [
      {
        id: 'wood',
        type: 'small-copse',
        points: [
          { x: 10, y: 20 },
          { x: 16, y: 20 },
          { x: 16, y: 26 },
          { x: 10, y: 26 },
        ],
      },
    ],
  });
  const marked: BattleState = {
    ...state,
    units: state.units.map((u) =>
      u.id === 'mus' ? { ...u, wear: 2, disordered: true } : u.id === 'gun' ? { ...u, destroyed: true } : u,
    ),
  };

  it('says where each side deployed, as its units stand: A at the north edge (top), B at the south', () => {
    const map = readMap(tableRenderer.svg(state));
    expect(map.sides).toBe('Side A (red) deployed at the north edge (top); side B (blue) at the south edge (bottom)');
    expect(map.edges).toEqual({ top: 'north edge', bottom: 'south edge' });
    // North at the top of the page: A's tercio (y = 40) is drawn above B's gun (y = 6).
    const svg = tableRenderer.svg(state);
    const yOf = (id: string) => Number(new RegExp(`data-for="${id}"><text[^>]* y="([^"]+)"`).exec(svg)?.[1]);
    expect(yOf('ter')).toBeLessThan(
      Number(/<circle cx="[^"]+" cy="([^"]+)"/.exec(svg.split('data-for="gun"')[1]!)?.[1]),
    );
  });

  it('keeps the deployment edges of the first state after the units have crossed the table', () => {
    const crossed = {
      ...state,
      units: state.units.map((u) => ({
        ...u,
        base: { ...u.base, centre: { x: u.base.centre.x, y: 48 - u.base.centre.y } },
      })),
    };
    expect(readMap(tableRenderer.svg(crossed, undefined, { start: state })).sides).toContain(
      'Side A (red) deployed at the north edge',
    );
  });

  it('titles a state with the turn being played, and a finished battle with its last turn, not the next', () => {
    expect(readMap(tableRenderer.svg({ ...state, turn: 3 })).title).toBe(
      'Liber Militum: Tercios — turn 3, activations — victory points A 0, B 0',
    );
    const over: BattleState = {
      ...state,
      turn: 7,
      stage: 'over',
      points: { A: 4, B: 1 },
      result: { winner: 'A', victory: 'points', points: { A: 4, B: 1 }, turns: 6 },
    };
    expect(readMap(tableRenderer.svg(over)).title).toBe(
      'Liber Militum: Tercios — battle over after turn 6: A wins — victory points A 4, B 1',
    );
    expect(tableRenderer.turn!(over)).toBe(6);
    expect(readMap(tableRenderer.svg(over, 'the end')).caption).toBe('the end');
  });

  it('names every unit as the log does: on the base when it fits, else a number that the key names', () => {
    const map = readMap(renderSvg(marked));
    for (const u of marked.units) {
      const drawn = map.pieces.find((p) => p.id === u.id)!;
      expect(drawn.name).toBe(u.name);
      if (drawn.label !== null) expect(drawn.label).toBe(u.name);
      else
        expect(map.key[u.id]).toBe(
          `${drawn.number}. ${u.name} — ${u.id === 'mus' ? '2 Dm (Wear), Disorder' : 'destroyed'}`,
        );
    }
    // The tercio's name fits its 4.7" base; the musketeers' 3.1" base takes a number.
    expect(map.pieces.find((p) => p.id === 'ter')!.label).toBe('Tercio ter');
    expect(map.pieces.find((p) => p.id === 'mus')!.number).not.toBeNull();
    expect(map.pieces.find((p) => p.id === 'mus')!.data).toMatchObject({ wear: '2', disordered: 'true' });
  });

  it('has a legend of exactly the marks it draws, and an inch scale', () => {
    const plain = readMap(renderSvg(state)).legend.map((e) => e.id);
    expect(plain).toEqual(['zone-A', 'zone-B', 'terrain-small-copse', 'side-A', 'side-B']);
    const all = readMap(renderSvg(marked)).legend.map((e) => e.id);
    expect(all).toEqual(expect.arrayContaining(['disorder', 'wear', 'destroyed']));
    expect(readMap(renderSvg(marked)).legend.find((e) => e.id === 'terrain-small-copse')!.label).toBe(
      'small-copse (very-difficult, cover, hidden)',
    );
    expect(readMap(renderSvg(state)).scaleInches).toBe(12);
  });

  it('draws the arrows of a move, a charge and a shot, each in the legend', () => {
    const ter = state.units[0]!;
    const moved = terciosMarks(state, {
      kind: 'unit-moved',
      unit: 'ter',
      base: { ...ter.base, centre: { x: 36, y: 34 } },
      reason: 'advance',
      inBuilding: null,
    });
    const shot = terciosMarks(state, {
      kind: 'shot',
      shooter: 'mus',
      target: 'gun',
      dice: 3,
      hits: 1,
      cancelled: 0,
      wear: 1,
      range: 30,
    });
    const charge = terciosMarks(state, { kind: 'charge-declared', unit: 'ter', target: 'gun', flank: false });
    expect(moved).toEqual([
      { kind: 'move', from: { x: 36, y: 40 }, to: { x: 36, y: 34 }, label: 'Tercio ter moves (advance)' },
    ]);
    const map = readMap(tableRenderer.svg(state, undefined, { marks: [...moved, ...shot, ...charge] }));
    expect(map.marks.map((m) => m.kind)).toEqual(['move', 'shot', 'charge']);
    expect(map.legend.map((e) => e.id)).toEqual(expect.arrayContaining(['mark-move', 'mark-shot', 'mark-charge']));
    expect(terciosMarks(state, { kind: 'reaction-closed' })).toEqual([]);
  });

  it('is deterministic', () => {
    expect(renderSvg(marked)).toBe(renderSvg(structuredClone(marked)));
  });
});
