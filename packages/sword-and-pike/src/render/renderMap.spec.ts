import { createGame, playGame } from '@muster/core';
import { readMap } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import type { SwordAndPikeState } from '../game/State.js';
import { swordAndPike } from '../ruleset.js';
import { renderMap, swordAndPikeMarks } from './renderMap.js';
import { tableRenderer } from './tableRenderer.js';

describe('the Sword and the Pike map', () => {
  const bots = () => ({ A: swordAndPike.bots.competent!(), B: swordAndPike.bots.competent!() });
  const game = playGame(swordAndPike, swordAndPike.exampleScenario(), { seed: 'muster', bots: bots() });
  const start = createGame(swordAndPike, swordAndPike.exampleScenario(), { seed: 'muster' }).state;
  const end = game.state;
  const map = readMap(tableRenderer.svg(end, 'the end', { start }));

  it('titles the finished battle with its last turn and result, and keeps the caption', () => {
    expect(end.result).not.toBeNull();
    expect(map.title).toBe(
      `The Sword and the Pike — battle over after turn ${end.result!.turns}: ${end.result!.winner} wins (${end.result!.victory}) — points A ${end.result!.points.A}, B ${end.result!.points.B}`,
    );
    expect(map.caption).toBe('the end');
    expect(tableRenderer.turn!(end)).toBe(end.result!.turns);
    expect(readMap(renderMap({ ...start, turn: 2, step: 'fire-infantry' })).title).toBe(
      'The Sword and the Pike — turn 2, infantry fire',
    );
  });

  it('says where each side deployed, from the first state (A low y: the south edge, at the bottom)', () => {
    const meanY = (side: 'A' | 'B') =>
      start.units.filter((u) => u.side === side).reduce((s, u) => s + u.y, 0) /
      start.units.filter((u) => u.side === side).length;
    expect(meanY('A')).toBeLessThan(start.table.height / 2);
    expect(map.sides).toBe(
      `Side A "${start.sideNames.A}" (red) deployed at the south edge (bottom); side B "${start.sideNames.B}" (blue) at the north edge (top)`,
    );
  });

  it('draws every unit and officer named as the log names them, with its state', () => {
    for (const u of end.units) {
      const drawn = map.pieces.find((p) => p.id === u.id)!;
      expect(drawn.name).toBe(u.name);
      expect(drawn.data).toMatchObject({ status: u.status, figures: String(u.figures) });
      if (drawn.label !== null) expect(drawn.label).toBe(u.name);
      else expect(map.key[u.id]!.startsWith(`${drawn.number}. ${u.name} — `)).toBe(true);
    }
    const live = end.officers.filter((o) => o.status === 'ok' || o.status === 'wounded');
    for (const o of live) {
      const host = end.units.find((u) => u.id === o.attachedTo)!;
      if (host.status !== 'removed') expect(map.pieces.find((p) => p.id === o.id)?.name).toBe(o.name);
    }
  });

  it('has a legend entry for each state shown, and only for those, and an inch scale', () => {
    const ids = map.legend.map((e) => e.id);
    const has = (pred: (u: SwordAndPikeState['units'][number]) => boolean) => end.units.some(pred);
    expect(ids.includes('removed')).toBe(has((u) => u.status === 'removed'));
    expect(ids.includes('routed')).toBe(has((u) => u.status === 'routed'));
    expect(ids.includes('disordered')).toBe(has((u) => u.status === 'disordered'));
    expect(ids.includes('casualties')).toBe(has((u) => u.status !== 'removed' && u.figures < u.startFigures));
    for (const t of end.terrain) expect(ids).toContain(`terrain-${t.kind}`);
    expect(ids).toEqual(expect.arrayContaining(['edge-A', 'edge-B', 'side-A', 'side-B']));
    expect(map.scaleInches).toBe(12);
  });

  it('draws an arrow for every move, charge and fire of the battle', () => {
    let state = createGame(swordAndPike, swordAndPike.exampleScenario(), { seed: 'muster' }).state;
    const kinds = new Set<string>();
    for (const entry of game.log) {
      if (entry.type !== 'event') continue;
      const after = game.plugins.rules.reduce(state, entry.event) as SwordAndPikeState;
      const marks = swordAndPikeMarks(state, entry.event, after);
      const e = entry.event;
      if (e.type === 'fired') expect(marks.some((m) => m.kind === 'shot')).toBe(true);
      if (e.type === 'unit-ordered' && e.order === 'charge') expect(marks.map((m) => m.kind)).toContain('charge');
      if (after.units.some((u, i) => u.x !== state.units[i]!.x || u.y !== state.units[i]!.y))
        expect(marks.length).toBeGreaterThan(0);
      for (const m of marks) kinds.add(m.kind);
      state = after;
    }
    const charged = game.log.some((x) => x.type === 'event' && (x.event as { order?: string }).order === 'charge');
    expect([...kinds].sort()).toEqual(charged ? ['charge', 'move', 'shot'] : ['move', 'shot']);
    const svg = readMap(
      tableRenderer.svg(start, undefined, {
        marks: [{ kind: 'charge', from: { x: 1, y: 1 }, to: { x: 5, y: 5 }, label: 'x' }],
      }),
    );
    expect(svg.marks).toEqual([{ kind: 'charge', from: '1,1', to: '5,5' }]);
    expect(svg.legend.map((e) => e.id)).toContain('mark-charge');
  });

  it('is deterministic', () => {
    expect(tableRenderer.svg(end)).toBe(tableRenderer.svg(structuredClone(end)));
  });
});
