import { createGame, playGame } from '@muster/core';
import { readMap } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import type { BattleState } from '../game/State.js';
import { remaining } from '../game/table.js';
import { wss6mm } from '../ruleset.js';
import { renderMap, wss6mmMarks } from './renderMap.js';
import { tableRenderer } from './tableRenderer.js';

describe('the 6mm WSS map', () => {
  const bots = () => ({ A: wss6mm.bots.competent!(), B: wss6mm.bots.competent!() });
  const scenario = wss6mm.exampleScenario();
  const game = playGame(wss6mm, scenario, { seed: 'muster', bots: bots() });
  const start = createGame(wss6mm, scenario, { seed: 'muster' }).state;
  const end = game.state;
  const map = readMap(tableRenderer.svg(end, 'the end', { start, scenario }));

  it('titles the finished battle with its last turn, a state in play with its turn and phase', () => {
    expect(map.title).toBe(
      `6mm War of the Spanish Succession — battle over after turn ${end.result!.turns}: ${end.result!.winner} wins (${end.result!.victory})`,
    );
    expect(map.caption).toBe('the end');
    expect(readMap(renderMap({ ...start, turn: 3, phase: 'artillery fire' })).title).toBe(
      '6mm War of the Spanish Succession — turn 3, artillery fire',
    );
    expect(tableRenderer.turn!(end)).toBe(end.result!.turns);
  });

  it('says where each army deployed and draws both deployment zones (ruling R15: 12" by default)', () => {
    expect(map.sides).toBe(
      `Side A "${start.armies.A.name}" (red) deployed at the south edge (bottom); side B "${start.armies.B.name}" (blue) at the north edge (top)`,
    );
    expect(map.legend.find((e) => e.id === 'zone-A')?.label).toBe(
      'deployment zone of side A (12" from its edge, ruling R15)',
    );
    const deeper = readMap(renderMap(start, { scenario: { deployment: { zoneDepth: 8 } } }));
    expect(deeper.legend.find((e) => e.id === 'zone-B')?.label).toBe(
      'deployment zone of side B (8" from its edge, ruling R15)',
    );
  });

  it('draws every unit, brigadier and Commander-in-Chief named as the log names them, with formation and order', () => {
    for (const u of end.units) {
      const drawn = map.pieces.find((p) => p.id === u.id)!;
      expect(drawn.name).toBe(u.name);
      expect(drawn.data).toMatchObject({
        formation: u.formation,
        order: u.order,
        status: u.status,
        lost: String(u.lost),
      });
      if (drawn.label !== null) expect(drawn.label).toBe(u.name);
      else expect(map.key[u.id]!.startsWith(`${drawn.number}. ${u.name} — `)).toBe(true);
      if (u.status === 'active') expect(map.key[u.id]).toContain(`${remaining(u)} of ${u.elements}`);
    }
    for (const b of end.brigades)
      expect(map.pieces.find((p) => p.id === `brigadier-${b.id}`)?.name).toBe(`Brigadier ${b.brigadier}`);
    expect(map.pieces.find((p) => p.id === 'cinc-A')?.name).toBe(end.cincs!.A.name);
  });

  it('has a legend entry for each state shown, only those, and an inch scale', () => {
    const ids = map.legend.map((e) => e.id);
    const live = end.units.filter((u) => u.status === 'active');
    expect(ids.includes('gone')).toBe(end.units.some((u) => u.status !== 'active'));
    expect(ids.includes('routed')).toBe(live.some((u) => u.order === 'routed'));
    expect(ids.includes('disordered')).toBe(live.some((u) => u.order === 'disordered'));
    expect(ids.includes('falling-back')).toBe(live.some((u) => u.order === 'falling-back'));
    expect(ids.includes('lost')).toBe(live.some((u) => u.lost > 0));
    expect(ids.includes('formation')).toBe(live.some((u) => u.formation !== 'line'));
    for (const t of end.table.terrain) expect(ids).toContain(`terrain-${t.kind}`);
    expect(map.scaleInches).toBe(12);
  });

  it('draws an arrow for every shot and declared charge of the battle, and for every unit that moved', () => {
    let state = start;
    const kinds = new Set<string>();
    for (const entry of game.log) {
      if (entry.type !== 'event') continue;
      const after = game.plugins.rules.reduce(state, entry.event) as BattleState;
      const e = entry.event as { kind: string };
      const marks = wss6mmMarks(state, e, after);
      if (e.kind === 'shot') expect(marks.map((m) => m.kind)).toContain('shot');
      if (e.kind === 'charge-declared') expect(marks.map((m) => m.kind)).toContain('charge');
      const moved = after.units.filter((u, i) => u.x !== state.units[i]!.x || u.y !== state.units[i]!.y).length;
      expect(marks.filter((m) => m.kind === 'move')).toHaveLength(moved);
      for (const m of marks) kinds.add(m.kind);
      state = after;
    }
    expect([...kinds].sort()).toEqual(['charge', 'move', 'shot']);
  });

  it('is deterministic', () => {
    expect(tableRenderer.svg(end)).toBe(tableRenderer.svg(structuredClone(end)));
  });
});
