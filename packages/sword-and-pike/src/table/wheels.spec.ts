import { corners, NORTH, ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import type { SwordAndPikeDecision } from '../game/Decision.js';
import { describeDecision } from '../game/describe.js';
import type { SwordAndPikeState } from '../game/State.js';
import { checkDecision, legalDecisions } from '../sequence/legalDecisions.js';
import { mayFire } from '../game/unitRules.js';
import { baseOf } from './unitGeometry.js';
import {
  handBuiltTable,
  playDecisions,
  scenarioUnit,
  unitIn,
  type ScenarioUnit,
} from '../game/__fixtures__/playDecisions.js';

const unit = scenarioUnit;
const table = (a: ScenarioUnit[], b: ScenarioUnit[]): SwordAndPikeState => handBuiltTable('wheels', a, b); // A moves first
const dice: Dice = new ScriptedDice((req) => Array.from({ length: req.count }, () => 6));
const play = (state: SwordAndPikeState, d: SwordAndPikeDecision) => playDecisions(state, dice, [[d, 'A']]);
const find = unitIn;
const wheelsOf = (s: SwordAndPikeState, id: string) =>
  legalDecisions(s).flatMap((d) =>
    d.kind === 'order' && d.unit === id && d.order.startsWith('wheel')
      ? [`${d.order} ${d.degrees}${d.thenAdvance ? ' +advance' : ''}${d.advanceFirst ? ' after advance' : ''}`]
      : [],
  );
const far = unit({ id: 'far', troop: 'pikemen', order: 'closed', x: 60, y: 40 });
const shot = unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 10 }); // 4" x 2", a 6" move

describe('wheels of any offered angle, and wheel-and-advance (ruling R24)', () => {
  it('offers every angle whose outer-corner arc the move pays for, each with an advance when move is left', () => {
    // 4" wide: 15 deg 1.05", 30 deg 2.09", 45 deg 3.14", 60 deg 4.19" fit a 6" move; 90 deg (6.28") does not.
    expect(wheelsOf(table([shot], [far]), 'shot')).toEqual([
      ...[15, 30, 45, 60].flatMap((a) => [`wheel-left ${a}`, `wheel-left ${a} +advance`]),
      'wheel-left 45 after advance', // advance-then-wheel: 45 and 90 only, 90 leaving no advance here
      ...[15, 30, 45, 60].flatMap((a) => [`wheel-right ${a}`, `wheel-right ${a} +advance`]),
      'wheel-right 45 after advance',
    ]);
    // Gendarmes (4" wide, 10" move) may wheel 90 degrees.
    const gens = unit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    expect(wheelsOf(table([gens], [far]), 'gens')).toContain('wheel-right 90 +advance');
    // A wheel with no angle is the 45 degree wheel; an angle not offered is refused.
    const s = table([shot], [far]);
    expect(checkDecision(s, { kind: 'order', unit: 'shot', order: 'wheel-left', target: null })).toBeNull();
    expect(checkDecision(s, { kind: 'order', unit: 'shot', order: 'wheel-left', target: null, degrees: 90 })).toBe(
      'not a legal decision now',
    );
    expect(checkDecision(s, { kind: 'order', unit: 'shot', order: 'wheel-left', target: null, degrees: 20 })).toBe(
      'not a legal decision now',
    );
  });

  it('a disordered shot (a 3" move) wheels 15 and 30 degrees, the 45 degree arc (3.14") being more than its move', () => {
    const s = table([shot], [far]);
    const shaken = { ...s, units: s.units.map((u) => (u.id === 'shot' ? { ...u, status: 'disordered' as const } : u)) };
    expect(wheelsOf(shaken, 'shot')).toEqual([
      ...[15, 30].flatMap((a) => [`wheel-left ${a}`, `wheel-left ${a} +advance`]),
      ...[15, 30].flatMap((a) => [`wheel-right ${a}`, `wheel-right ${a} +advance`]),
    ]);
  });

  it('a 15 degree wheel costs 1.05" of a 6" move: the shot may still fire', () => {
    const { state } = play(table([shot], [far]), {
      kind: 'order',
      unit: 'shot',
      order: 'wheel-right',
      target: null,
      degrees: 15,
    });
    const after = find(state, 'shot');
    expect(after.facing).toBeCloseTo(NORTH - Math.PI / 12, 9);
    expect(after.moved).toBe('half');
    expect(mayFire(state, after, 'fire-infantry')).toBe(true);
  });

  it('wheel and advance: 30 degrees left on the front-left corner, then the 3.91" left straight ahead', () => {
    const s = table([shot], [far]);
    const pivotCorner = corners(baseOf(find(s, 'shot')))[0];
    const d: SwordAndPikeDecision = {
      kind: 'order',
      unit: 'shot',
      order: 'wheel-left',
      target: null,
      degrees: 30,
      thenAdvance: true,
    };
    expect(describeDecision(d, s, 'A')).toMatch(/wheels left 30 degrees and advances/);
    const { state, events } = play(s, d);
    expect(events.flatMap((e) => (e.type === 'unit-ordered' ? [e.order] : []))).toEqual(['wheel-left', 'advance']);
    const after = find(state, 'shot');
    const facing = NORTH + Math.PI / 6;
    expect(after.facing).toBeCloseTo(facing, 9);
    const rest = 6 - (4 * Math.PI) / 6;
    const corner = corners(baseOf(after))[0];
    expect(corner.x).toBeCloseTo(pivotCorner.x + Math.cos(facing) * rest, 2);
    expect(corner.y).toBeCloseTo(pivotCorner.y + Math.sin(facing) * rest, 2);
    expect(after.moved).toBe('full');
  });

  it('the competent bot wheels the angle that brings an enemy behind its flank nearest straight ahead, and rides on', () => {
    const gens = unit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    const s = table([gens], [unit({ id: 'foe', troop: 'pikemen', order: 'closed', x: 50, y: 6 })]);
    const wheels = legalDecisions(s).filter((d) => d.kind === 'order' && d.order.startsWith('wheel'));
    const choice = competentBot().decide({ state: s, player: 'A', legal: wheels, rng: { next: () => 0.5 } as never });
    expect(choice).toEqual({
      kind: 'order',
      unit: 'gens',
      order: 'wheel-right',
      target: null,
      degrees: 90,
      thenAdvance: true,
    });
  });
});
