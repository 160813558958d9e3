import { readFileSync } from 'node:fs';
import { createGame, MusterError, replay, type ViewerData } from '@muster/core';
import { readMap } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../../adapters/adapters.js';
import { club } from '../../model/clubRuleset.js';
import type { ClubEvent, ClubState } from '../../model/ClubSchemas.js';
import { clubViewerData } from './clubViewerData.js';

// Games exported by the club app itself, in Debian's chromium, during the e2e evening (e2e/evening.mjs).
const FIXTURES = ['tercios', 'sword-and-pike', 'wss-6mm'] as const;
const fixture = (id: string) => new URL(`./fixtures/club-${id}.json`, import.meta.url);

interface Saved {
  seed: string;
  scenario: unknown;
  options: unknown;
  log: ({ type: 'decision' } | { type: 'roll' } | { type: 'event'; event: ClubEvent })[];
}

/** The club state after each decision's entries (0: after setup), by the club's own reducer over the file. */
function statesByDecision(saved: Saved): ClubState[] {
  const rules = replay(club, saved).game.plugins.rules;
  const reduce = (s: ClubState, e: ClubEvent) => rules.reduce(s, e) as ClubState;
  let state = createGame(club, saved.scenario, { seed: saved.seed }).state as ClubState;
  const out: ClubState[] = [];
  for (const entry of saved.log) {
    if (entry.type === 'decision') out.push(state);
    if (entry.type === 'event') state = reduce(state, entry.event);
  }
  out.push(state);
  return out;
}

const svgOf = (data: ViewerData, frame: number): string =>
  data.svgs[data.frames[frame]!.svg]!.map((i) => data.lines[i]).join('\n');

/** What a unit's key line and data must say of the unit in `state`. */
function expectDrawn(data: ViewerData, frame: number, state: ClubState): void {
  const map = readMap(svgOf(data, frame));
  // Title: where the sequence stands (or how the game ended); caption: the decision just made.
  if (state.over) expect(map.title).toMatch(new RegExp(`^Game over after turn ${state.turn}: `));
  else {
    const step = adapterOf(state.ruleset).steps[state.step]!.title;
    expect(map.title).toBe(
      `Turn ${state.turn} of ${state.maxTurns}: ${step} — ${state.activeSide} (${state.armyNames[state.activeSide === 'A' ? 0 : 1]}) to act`,
    );
  }
  expect(map.caption).toBe(data.frames[frame]!.label);
  expect(map.sides).toContain(`A (${state.armyNames[0]}) red, along the bottom: ${state.points.A} VP`);
  for (const u of state.units) {
    const piece = map.pieces.find((p) => p.id === u.id);
    expect(piece, `${u.id} at frame ${frame}`).toBeDefined();
    expect(piece!.name).toBe(u.name);
    expect(piece!.side).toBe(u.side);
    expect(piece!.data).toMatchObject({
      losses: String(u.losses),
      disordered: String(u.disordered),
      routed: String(u.routed),
      destroyed: String(u.destroyed),
      activated: String(u.activated),
    });
    const key = map.key[u.id]!;
    expect(key).toContain(u.name);
    if (u.losses > 0) expect(key).toContain(`${u.losses} ${adapterOf(state.ruleset).lossLabel}`);
    expect(key.includes('disordered')).toBe(u.disordered);
    expect(key.includes('routed')).toBe(u.routed);
  }
  // The legend lists exactly the marks drawn.
  const ids = map.legend.map((e) => e.id);
  expect(ids.includes('disordered')).toBe(state.units.some((u) => u.disordered));
  expect(ids.includes('losses')).toBe(state.units.some((u) => u.losses > 0));
}

describe('the club game in the replay viewer', () => {
  for (const id of FIXTURES) {
    it(`${id}: a frame per decision, every log line, and the map at three points is the reducer's state`, () => {
      const text = readFileSync(fixture(id), 'utf8');
      const saved = JSON.parse(text) as Saved;
      const data = clubViewerData(text, `club-${id}.json`);
      const states = statesByDecision(saved);
      expect(data.ruleset).toBe('club');
      expect(data.frames).toHaveLength(saved.log.filter((e) => e.type === 'decision').length + 1);
      expect(data.entries).toHaveLength(saved.log.length);
      expect(data.frames).toHaveLength(states.length);
      // Three frames where the units changed, so a map one decision early or late shows the wrong units.
      const units = (k: number) => JSON.stringify(states[k]!.units);
      const changed = states.map((_, k) => k).filter((k) => k > 0 && units(k) !== units(k - 1));
      expect(changed.length).toBeGreaterThanOrEqual(3);
      const picks = [changed[0]!, changed[Math.floor(changed.length / 2)]!, changed.at(-1)!];
      for (const k of picks) expectDrawn(data, k, states[k]!);
      expectDrawn(data, states.length - 1, states.at(-1)!);
      expect(data.pieces.map((p) => p.name)).toEqual(states.at(-1)!.units.map((u) => u.name));
    });
  }

  it('refuses a tampered or broken file with a bad-file error naming the field, and no frames', () => {
    const saved = JSON.parse(readFileSync(fixture('tercios'), 'utf8')) as Saved & { state: ClubState };
    const at = saved.log.findIndex((e) => e.type === 'event' && e.event.type === 'unit-changed');
    expect(at).toBeGreaterThan(0);
    const entry = saved.log[at] as { event: { patch: { losses?: number } } };
    entry.event.patch = { ...entry.event.patch, losses: 5 };
    const fail = (text: string) => {
      try {
        clubViewerData(text, 'club.json');
      } catch (error) {
        if (MusterError.is(error)) return error;
        throw error;
      }
      throw new Error('accepted');
    };
    const tampered = fail(JSON.stringify(saved));
    expect(tampered.code).toBe('bad-file');
    expect(tampered.toUserLine()).toMatch(new RegExp(`^club\\.json: log\\[${at}\\]: does not replay identically`));
    expect(fail('{"format": ').toUserLine()).toMatch(/^club\.json: .*not JSON/);
    const other = fail(JSON.stringify({ ...saved, ruleset: 'tercios' }));
    expect(other.context.path).toBe('ruleset');
  });
});
