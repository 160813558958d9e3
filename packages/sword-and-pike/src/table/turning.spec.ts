import { corners, EAST, NORTH, ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { SwordAndPikeDecision } from '../game/Decision.js';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { fireTargets, mayFire } from '../game/unitRules.js';
import { baseOf, whollyBehindFront } from './unitGeometry.js';
import { WHEEL_ANGLE } from './turning.js';
import { competentBot } from '../bot/competentBot.js';
import {
  handBuiltTable,
  playDecisions,
  scenarioUnit,
  unitIn,
  type ScenarioUnit,
} from '../game/__fixtures__/playDecisions.js';

const unit = scenarioUnit;
/** Side A moves first (its 2D6 beats B's). */
const table = (a: ScenarioUnit[], b: ScenarioUnit[]): SwordAndPikeState => handBuiltTable('turning', a, b); // A moves first
const dice: Dice = new ScriptedDice((req) => Array.from({ length: req.count }, () => 6));
const play = (state: SwordAndPikeState, d: SwordAndPikeDecision) => playDecisions(state, dice, [[d, 'A']]);
const find = unitIn;
const ordersOf = (s: SwordAndPikeState, id: string) =>
  legalDecisions(s)
    .filter((d) => d.kind === 'order' && d.unit === id)
    .map((d) => (d.kind === 'order' ? `${d.order}${d.target ? ':' + d.target : ''}` : ''));

describe('turning and wheeling (ruling R24)', () => {
  const pike = unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10 });
  const horse = unit({ id: 'horse', troop: 'gendarmes', figures: 12, x: 44, y: 9 }); // to the pike's right (east)

  it('a unit pivots in place to face an enemy on its flank, for half a move', () => {
    const s = table([pike], [horse]);
    expect(ordersOf(s, 'pike')).toContain('face:horse');
    const { state } = play(s, { kind: 'order', unit: 'pike', order: 'face', target: 'horse' });
    const p = find(state, 'pike');
    expect(p.x).toBeCloseTo(30, 3);
    expect(p.y).toBeCloseTo(10, 3);
    expect(p.facing).toBeCloseTo(Math.atan2(-1, 14), 6); // front centre now looks at the horse's centre
    expect(p.moved).toBe('half');
    // The horse is now in front; a unit wholly beyond the new front line is behind it.
    const west = { ...find(state, 'horse'), x: 20, y: 10 } as UnitState;
    expect(whollyBehindFront(west, p)).toBe(true);
    expect(whollyBehindFront(find(state, 'horse'), p)).toBe(false);
  });

  it('a gun pivots without it counting as moving, and still fires ("Pivot in place does not count as moving")', () => {
    const gun = unit({
      id: 'gun',
      troop: 'heavy-gun',
      figures: 4,
      weapon: 'heavy-cannon',
      order: 'skirmish',
      frontage: 1,
      moraleClass: 'gunners-auxiliaries',
      x: 30,
      y: 11,
    });
    const s = table([gun], [horse]);
    expect(ordersOf(s, 'gun')).toEqual(['face:horse']); // a heavy gun never moves, but may pivot
    expect(fireTargets(s, find(s, 'gun'))).toEqual([]); // the horse is beside it, not in front
    const { state } = play(s, { kind: 'order', unit: 'gun', order: 'face', target: 'horse' });
    expect(find(state, 'gun').moved).toBe('none');
    expect(mayFire(state, find(state, 'gun'), 'fire-artillery')).toBe(true);
    expect(fireTargets(state, find(state, 'gun')).map((u) => u.id)).toEqual(['horse']);
  });

  it('a wheel swings 45 degrees on the front corner, counting the arc of the outer corner', () => {
    const shot = unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 10 }); // 4" x 2"
    const s = table([shot], [unit({ id: 'far', troop: 'pikemen', order: 'closed', x: 60, y: 40 })]);
    const before = corners(baseOf(find(s, 'shot')))[0];
    const { state } = play(s, { kind: 'order', unit: 'shot', order: 'wheel-left', target: null });
    const after = find(state, 'shot');
    expect(after.facing).toBeCloseTo(NORTH + WHEEL_ANGLE, 9);
    const pivotCorner = corners(baseOf(after))[0];
    expect(pivotCorner.x).toBeCloseTo(before.x, 2);
    expect(pivotCorner.y).toBeCloseTo(before.y, 2);
    // 4" x pi/4 = 3.14" of a 6" move: more than half, so the shot may not fire this turn.
    expect(after.moved).toBe('full');
    expect(mayFire(state, after, 'fire-infantry')).toBe(false);
  });

  it('a wheel that would sweep through another unit, and any turn in square, is not offered', () => {
    const shot = unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 10 });
    const friend = unit({ id: 'friend', troop: 'halberdiers', x: 34.2, y: 11 }); // just right of the front
    const s = table([shot, friend], [horse]);
    // The right end would swing into the friend: no wheel left where it stands (only after an advance).
    expect(
      legalDecisions(s).filter(
        (d) => d.kind === 'order' && d.unit === 'shot' && d.order === 'wheel-left' && d.advanceFirst !== true,
      ),
    ).toEqual([]);
    expect(ordersOf(s, 'shot')).toContain('wheel-right');
    const sq = play(table([pike], [horse]), { kind: 'order', unit: 'pike', order: 'form-square', target: null }).state;
    const next = { ...sq, units: sq.units.map((u) => ({ ...u, ordered: false })) };
    expect(ordersOf(next, 'pike')).toEqual(['form-line']);
  });

  it('sub-units in good order turn with their pike as one block', () => {
    const host = unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10 }); // 4" x 2": x 28-32
    const sleeve = unit({
      id: 'sleeve',
      troop: 'arquebusiers',
      figures: 5,
      frontage: 1,
      weapon: 'arquebus',
      attachedTo: 'pike',
      x: 33,
      y: 10.5,
    });
    const s = table([host, sleeve], [unit({ id: 'horse', troop: 'gendarmes', figures: 12, x: 30, y: 40 })]);
    const { state } = play(s, { kind: 'order', unit: 'pike', order: 'wheel-right', target: null });
    const p = find(state, 'pike');
    const sub = find(state, 'sleeve');
    expect(p.facing).toBeCloseTo(NORTH - WHEEL_ANGLE, 9);
    expect(sub.facing).toBeCloseTo(p.facing, 9);
    // The sleeve keeps its place beside the pike: same offset in the pike's own frame.
    const rel = (u: UnitState) => ({
      fwd: (u.x - p.x) * Math.cos(p.facing) + (u.y - p.y) * Math.sin(p.facing),
      side: (u.x - p.x) * Math.sin(p.facing) - (u.y - p.y) * Math.cos(p.facing),
    });
    expect(rel(sub).fwd).toBeCloseTo(0.5, 2);
    expect(rel(sub).side).toBeCloseTo(3, 2);
    expect(EAST).toBe(0);
  });

  it('the competent bot turns its pike to face horse on its flank, and does not turn toward an enemy in front', () => {
    const s = table([pike], [horse]);
    const decide = (st: SwordAndPikeState) =>
      competentBot().decide({ state: st, player: 'A', legal: legalDecisions(st), rng: { next: () => 0.5 } as never });
    expect(decide(s)).toEqual({ kind: 'order', unit: 'pike', order: 'face', target: 'horse' });
    const ahead = table([pike], [{ ...horse, x: 30, y: 30 }]);
    expect(legalDecisions(ahead).some((d) => d.kind === 'order' && d.order === 'face')).toBe(false);
  });

  it('a pike block with a sleeve on its flank faces a flank threat as one block; a block that cannot follow does not turn', () => {
    const host = unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10 });
    const sleeve = unit({
      id: 'sleeve',
      troop: 'arquebusiers',
      figures: 5,
      frontage: 1,
      weapon: 'arquebus',
      attachedTo: 'pike',
      x: 33,
      y: 10.5,
    });
    const east = unit({ id: 'horse', troop: 'gendarmes', figures: 12, x: 50, y: 8 });
    const s = table([host, sleeve], [east]);
    expect(ordersOf(s, 'pike')).toContain('face:horse');
    const { state } = play(s, { kind: 'order', unit: 'pike', order: 'face', target: 'horse' });
    const p = find(state, 'pike');
    const sub = find(state, 'sleeve');
    expect(sub.facing).toBeCloseTo(p.facing, 9);
    // Same place in the block: 3" to the pike's right and 0.5" forward, in the pike's new frame.
    const fwd = (sub.x - p.x) * Math.cos(p.facing) + (sub.y - p.y) * Math.sin(p.facing);
    const right = (sub.x - p.x) * Math.sin(p.facing) - (sub.y - p.y) * Math.cos(p.facing);
    expect(fwd).toBeCloseTo(0.5, 6);
    expect(right).toBeCloseTo(3, 6);
    // 3" from the bottom edge the pike alone could face east, but its sleeve would swing off the table.
    const lowEast = { ...east, y: 2 };
    expect(ordersOf(table([{ ...host, y: 3 }], [lowEast]), 'pike')).toContain('face:horse');
    expect(
      ordersOf(
        table(
          [
            { ...host, y: 3 },
            { ...sleeve, y: 3.5 },
          ],
          [lowEast],
        ),
        'pike',
      ),
    ).not.toContain('face:horse');
  });

  it('a winner may "reform or reface": pivot in place toward an enemy on its flank as its bonus option', () => {
    const s0 = table([pike], [horse]);
    const s: SwordAndPikeState = { ...s0, step: 'winner-options', winners: [{ unit: 'pike', vacated: null }] };
    const reface = { kind: 'winner-option', unit: 'pike', option: 'reface', target: 'horse' } as const;
    expect(legalDecisions(s)).toContainEqual(reface);
    const { events } = play(s, reface);
    const chosen = events.find((e) => e.type === 'winner-option');
    expect(chosen).toMatchObject({ unit: 'pike', option: 'reface', x: 30, y: 10 });
    expect(chosen?.type === 'winner-option' && chosen.facing).toBeCloseTo(Math.atan2(-1, 14), 6);
  });
});
