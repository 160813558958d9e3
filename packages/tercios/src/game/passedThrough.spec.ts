import { baseGap, forwardOf, rightOf, ScriptedDice, type Base, type Dice, type Vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { commanderBase, unitById } from '../table/tableQueries.js';
import { moveUnit } from './activation.js';
import { commandersInTheWay, commandersSwept } from './commandersInTheWay.js';
import { passedChoices, placementProblem, spotsOneInchFrom } from './passedThrough.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState } from './State.js';
import { resolveBattle } from './resolve.js';
import { rectangle } from '../scenery/sceneryPoints.js';
import {
  commanderOf,
  fixtureContext,
  fixtureState,
  fixtureTable as table,
  placed as at,
  unitOf,
} from './__fixtures__/battleFixture.js';

// Movement > Overlap (/work/shared/rules/tercios-liber-militum.txt): "If a commander or an artillery unit is passed
// through, interpenetration is allowed. [...] In the case of a commander, the commander may choose to join the unit
// that it passes through. If that is not its wish, and unlike artillery, it may be placed one inch from the unit, but
// on any side of it." The choice is the commander's player's: join the unit, or a spot one inch from it on any side
// (docs/rulings/tercios.md, "A commander passed through").

const opts = DEFAULT_TERCIOS_OPTIONS;
const joins = TerciosOptionsSchema.parse({ battle: { passedCommander: 'joins' } });
const ones = (): Dice => ScriptedDice.of(Array<number>(400).fill(1));

/**
 * A Tercio `m` of A (4.72" by 2.36") runs north from (36, 20) and ends with its base over x 33.638-38.362, y 26.638-29
 * (centre (36, 27.819)); its regiment's commander c1 (a 1.2" base) stands at `where` (by default (36, 28), under where
 * it ends).
 */
const onEnd = (where: Vec = { x: 36, y: 28 }, more: Partial<BattleState> = {}): BattleState => ({
  ...table([at('m', 'tercio', 36, 20, 90)], [at('b1', 'tercio', 60, 44, -90)], { m: 'run' }),
  commanders: [commanderOf({ position: where })],
  ...more,
});
/** The Tercio's run made (front centre to (36, 29)). */
function passed(state: BattleState = onEnd(), options: TerciosOptions = opts) {
  const ctx = fixtureContext(state, ones(), options);
  expect(moveUnit(ctx, 'm', { x: 36, y: 29 }, 'run', 'Run!')).toBe(true);
  return ctx;
}
const place = (to: Vec, commander = 'c1'): BattleDecision => ({ kind: 'passed-through', commander, to });
const join: BattleDecision = { kind: 'passed-through', commander: 'c1', join: true };
/** The gap between c1's base standing at `to` and the Tercio's. */
const gapAt = (state: BattleState, to: Vec): number =>
  baseGap(commanderBase({ ...commanderOf(), position: to }), unitById(state, 'm')!.base);

describe('Movement > Overlap: "the commander may choose to join the unit that it passes through"', () => {
  it('the commander the unit ends on: its side chooses to join, or a spot one inch from the unit on any side', () => {
    const ctx = passed();
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'c1', unit: 'm' }]);
    expect(activeSideOf(ctx.state)).toBe('A');
    const legal = legalBattleDecisions(ctx.state, opts);
    // First: the spot one inch from the side nearest where it stood (the front edge, y = 29), where the battle set it.
    expect(ctx.state.commanders[0]!.position).toEqual({ x: 36, y: 30.6 });
    expect(legal[0]).toEqual(place({ x: 36, y: 30.6 }));
    expect(legal[1]).toEqual(join);
    const spots = legal.flatMap((d) => (d.kind === 'passed-through' && d.to ? [d.to] : []));
    expect(legal.length).toBe(spots.length + 1);
    for (const to of spots) expect(gapAt(ctx.state, to)).toBeCloseTo(1, 2);
    // "on any side of it": in front, behind, on each flank.
    expect(spots.some((p) => p.y > 29.9)).toBe(true);
    expect(spots.some((p) => p.y < 25.1)).toBe(true);
    expect(spots.some((p) => p.x < 33)).toBe(true);
    expect(spots.some((p) => p.x > 39)).toBe(true);
    // Each side's middle and both its ends.
    expect(spots).toContainEqual({ x: 36, y: 25.038 });
    expect(spots).toContainEqual({ x: 32.038, y: 27.819 });
    expect(spots).toContainEqual({ x: 32.038, y: 28.4 });
    expect(spots).toContainEqual({ x: 37.762, y: 30.6 });
    expect(spots).toContainEqual({ x: 34.238, y: 30.6 });
    for (const d of legal) expect(checkBattleDecision(ctx.state, d, opts)).toBeNull();
    // Nothing else is legal meanwhile.
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, opts)).toBe(
      'Movement > Overlap: the commander passed through joins the unit or is placed first (passed-through)',
    );
  });

  it('the check accepts any spot one inch from the unit, on the table and clear, and says why it refuses another', () => {
    const ctx = passed();
    // Anywhere along the front, not only the spots listed; to a twentieth of an inch.
    for (const ok of [
      { x: 35.123, y: 30.6 },
      { x: 35.123, y: 30.64 },
    ]) {
      expect(legalBattleDecisions(ctx.state, opts)).not.toContainEqual(place(ok));
      expect(checkBattleDecision(ctx.state, place(ok), opts)).toBeNull();
    }
    // Off a corner, one inch from it.
    const corner = { x: 38.362 + 0.6 + Math.SQRT1_2, y: 29 + 0.6 + Math.SQRT1_2 };
    expect(checkBattleDecision(ctx.state, place(corner), opts)).toBeNull();
    for (const far of [
      { x: 36, y: 31.66 },
      { x: 36, y: 30.54 },
      { x: 45, y: 30.6 },
    ])
      expect(checkBattleDecision(ctx.state, place(far), opts)).toBe(
        'Movement > Overlap: a commander passed through is placed one inch from the unit',
      );
    expect(checkBattleDecision(ctx.state, place({ x: 36, y: 30.6 }, 'c2'), opts)).toBe(
      'Maestro is placed first (passed through by Tercio m)',
    );
    expect(checkBattleDecision(ctx.state, { kind: 'passed-through', commander: 'c1' }, opts)).toBe(
      'name join: true, or the spot (to) one inch from the unit',
    );
    expect(checkBattleDecision(ctx.state, { ...join, to: { x: 36, y: 30.6 } }, opts)).toBe(
      'name join: true, or the spot (to) one inch from the unit',
    );
    expect(checkBattleDecision(ctx.state, { ...join, join: undefined, to: undefined }, opts)).toBe(
      'name join: true, or the spot (to) one inch from the unit',
    );
  });

  it('a spot off the table, on a unit, on another commander or in impassable terrain is refused, and not offered', () => {
    const lake = {
      id: 'lake',
      type: 'small-lake' as const,
      points: rectangle(30, 25, 32, 28),
      features: ['impassable' as const],
    };
    const s0 = fixtureState({
      A: [
        { unit: unitOf('m', 'tercio'), at: { x: 36, y: 20, facing: 90 } },
        { unit: unitOf('mus', 'musketeer-company'), at: { x: 42, y: 27.8, facing: 90 } },
      ],
      B: [{ unit: unitOf('b1', 'tercio'), at: { x: 60, y: 44, facing: -90 } }],
      terrain: [lake],
    });
    const other = commanderOf({ id: 'c2', name: 'Sargento', position: { x: 34.238, y: 30.6 } });
    const ctx = passed({
      ...s0,
      units: s0.units.map((u) => (u.id === 'm' ? { ...u, order: 'run' } : u)),
      commanders: [commanderOf({ position: { x: 36, y: 28 } }), other],
    });
    const offered = legalBattleDecisions(ctx.state, opts);
    const refusals = [
      [{ x: 39.962, y: 27.819 }, 'the commander may not be placed on a unit'],
      [{ x: 32.038, y: 27.819 }, 'the commander may not be placed in impassable terrain'],
      [{ x: 34.238, y: 30.6 }, 'the commander may not be placed on another commander'],
    ] as const;
    for (const [to, why] of refusals) {
      expect(gapAt(ctx.state, to)).toBeCloseTo(1, 2);
      expect(checkBattleDecision(ctx.state, place(to), opts)).toBe(why);
      expect(offered).not.toContainEqual(place(to));
    }
    // At the table's west edge: a Tercio ending with its left edge 1.14" from it leaves no room on that side.
    const west = fixtureContext(
      {
        ...table([at('m', 'tercio', 3.5, 20, 90)], [at('b1', 'tercio', 60, 44, -90)], { m: 'run' }),
        commanders: [commanderOf({ position: { x: 3.5, y: 28 } })],
      },
      ones(),
    );
    expect(moveUnit(west, 'm', { x: 3.5, y: 29 }, 'run', 'Run!')).toBe(true);
    expect(checkBattleDecision(west.state, place({ x: -0.462, y: 27.819 }), opts)).toBe(
      'the commander would leave the table',
    );
    const westSpots = legalBattleDecisions(west.state, opts).flatMap((d) =>
      d.kind === 'passed-through' && d.to ? [d.to] : [],
    );
    expect(westSpots.length).toBeGreaterThan(4);
    expect(westSpots.every((p) => p.x >= 0.6)).toBe(true);
  });

  it('an Impassable river is no place for it, but at its bridge it may stand ("impassable terrain, which it must go around")', () => {
    const strip = (id: string, type: 'river' | 'bridge', x0: number, x1: number, y0: number, y1: number) => ({
      id,
      type,
      points: rectangle(x0, y0, x1, y1),
    });
    const s0 = fixtureState({
      A: [{ unit: unitOf('m', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('b1', 'tercio'), at: { x: 60, y: 44, facing: -90 } }],
      // The river 0.6" beyond where the Tercio's front ends (y 29), a bridge across it at x 35.5 to 36.5.
      terrain: [
        { ...strip('r', 'river', 0, 72, 29.6, 32), features: ['impassable' as const] },
        strip('br', 'bridge', 35.5, 36.5, 29, 33),
      ],
    });
    const ctx = passed({
      ...s0,
      units: s0.units.map((u) => (u.id === 'm' ? { ...u, order: 'run' } : u)),
      commanders: [commanderOf({ position: { x: 36, y: 28 } })],
    });
    expect(checkBattleDecision(ctx.state, place({ x: 36, y: 30.6 }), opts)).toBeNull();
    expect(checkBattleDecision(ctx.state, place({ x: 34.238, y: 30.6 }), opts)).toBe(
      'the commander may not be placed in impassable terrain',
    );
    // Set on the bridge, straight out from where it stood.
    expect(ctx.state.commanders[0]!.position).toEqual({ x: 36, y: 30.6 });
  });

  it('join: only a unit it may command and with no commander; it joins as any join does (Exhausted, at its rear)', () => {
    const other = passed(
      onEnd({ x: 36, y: 28 }, { commanders: [commanderOf({ regiment: 'RX', position: { x: 36, y: 28 } })] }),
    );
    expect(checkBattleDecision(other.state, join, opts)).toBe('Maestro may not command Tercio m');
    expect(legalBattleDecisions(other.state, opts)).not.toContainEqual(join);
    const held = passed(
      onEnd(undefined, {
        commanders: [commanderOf({ position: { x: 36, y: 28 } }), commanderOf({ id: 'c2', attachedTo: 'm' })],
      }),
    );
    expect(checkBattleDecision(held.state, join, opts)).toBe('Tercio m already has a commander');
    // One removed does not count.
    const free = passed(
      onEnd(undefined, {
        commanders: [
          commanderOf({ position: { x: 36, y: 28 } }),
          commanderOf({ id: 'c2', attachedTo: 'm', removed: true }),
        ],
      }),
    );
    expect(checkBattleDecision(free.state, join, opts)).toBeNull();
    const ctx = passed();
    resolveBattle(ctx, join, 'A');
    expect(ctx.state.commanders[0]).toMatchObject({ attachedTo: 'm', exhausted: true, position: { x: 36, y: 26.038 } });
    expect(ctx.state.passedThrough).toBeNull();
    expect(checkBattleDecision(ctx.state, join, opts)).toBe('no commander passed through waits to be placed');
  });

  it('a spot: the commander is placed there; the spot where the battle set it moves nothing; then play goes on', () => {
    const ctx = passed();
    const before = ctx.events.length;
    resolveBattle(ctx, place({ x: 35.123, y: 30.6 }), 'A');
    expect(ctx.events.slice(before)).toEqual([
      { kind: 'commander-escaped', commander: 'c1', to: { x: 35.123, y: 30.6 } },
      { kind: 'passed-through-closed', commander: 'c1' },
    ]);
    expect(ctx.state.commanders[0]).toMatchObject({ attachedTo: null, exhausted: false });
    const stay = passed();
    const n = stay.events.length;
    resolveBattle(stay, place({ x: 36, y: 30.6 }), 'A');
    expect(stay.events.slice(n)).toEqual([{ kind: 'passed-through-closed', commander: 'c1' }]);
    expect(legalBattleDecisions(stay.state, opts).some((d) => d.kind === 'passed-through')).toBe(false);
  });

  it('a commander passed on the way (the unit ends beyond it) may join too, or stay where it stood', () => {
    // c1 between where the Tercio's front edge starts (y 21.181) and its rear edge ends: run over on the way.
    const ctx = passed(onEnd({ x: 36, y: 23.26 }));
    expect(ctx.state.commanders[0]!.position).toEqual({ x: 36, y: 23.26 });
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'c1', unit: 'm' }]);
    const legal = legalBattleDecisions(ctx.state, opts);
    expect(legal[0]).toEqual(place({ x: 36, y: 23.26 }));
    expect(legal[1]).toEqual(join);
    expect(legal).toContainEqual(place({ x: 36, y: 30.6 }));
    // A commander the unit neither passed nor ends on is not asked.
    expect(passed(onEnd({ x: 20, y: 26 })).state.passedThrough).toBeNull();
    // An enemy commander takes the "In the wrong place" test instead.
    const enemy = passed(
      onEnd(undefined, { commanders: [commanderOf({ side: 'B', regiment: 'RB', position: { x: 36, y: 28 } })] }),
    );
    expect(enemy.state.passedThrough).toBeNull();
  });

  it('a forced move of the other side: that side chooses for its commander, out of its turn', () => {
    // B's Tercio b1 (a retreat, an evasion: commandersSwept) ends on B's own commander, in A's activation.
    const s = onEnd(undefined, {
      commanders: [commanderOf({ side: 'B', regiment: 'RB', position: { x: 60, y: 44 } })],
    });
    const ctx = fixtureContext(s, ones());
    const b1 = unitById(ctx.state, 'b1')!;
    commandersSwept(ctx, 'b1', b1.base, 0);
    expect(ctx.state.passedThrough).toEqual([{ side: 'B', commander: 'c1', unit: 'b1' }]);
    expect(ctx.state.activeSide).toBe('A');
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(legalBattleDecisions(ctx.state, opts)).toContainEqual(join);
    // Set one inch from its front (facing south, y 44 - 1.181 - 1.6), the side nearest where it stood.
    expect(ctx.state.commanders[0]!.position).toEqual({ x: 60, y: 41.219 });
  });

  it('no spot one inch from the unit free: set about 1" clear where it stood, which stays accepted; join still offered', () => {
    // Impassable strips all round where the Tercio stands (x 33.638-38.362, y 18.819-21.181), 0.5" to 2.5" from it.
    const strip = (id: string, x0: number, y0: number, x1: number, y1: number) => ({
      id,
      type: 'small-lake' as const,
      points: rectangle(x0, y0, x1, y1),
      features: ['impassable' as const],
    });
    const s0 = fixtureState({
      A: [{ unit: unitOf('m', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('b1', 'tercio'), at: { x: 60, y: 44, facing: -90 } }],
      terrain: [
        strip('n', 30, 21.7, 42, 23.7),
        strip('s', 30, 16.3, 42, 18.3),
        strip('w', 31.1, 16.3, 33.1, 23.7),
        strip('e', 38.9, 16.3, 40.9, 23.7),
      ],
    });
    const ctx = fixtureContext({ ...s0, commanders: [commanderOf({ position: { x: 36, y: 20.5 } })] }, ones());
    commandersSwept(ctx, 'm', unitById(ctx.state, 'm')!.base, 0);
    const set = ctx.state.commanders[0]!.position;
    // Straight out from the centre towards where it stood, half the diagonal and 1.6" (the In the wrong place spot).
    expect(set).toEqual({ x: 36, y: 24.241 });
    expect(legalBattleDecisions(ctx.state, opts)).toEqual([place(set), join]);
    expect(checkBattleDecision(ctx.state, place({ x: 36, y: 22.781 }), opts)).toBe(
      'the commander may not be placed in impassable terrain',
    );
  });

  it('two commanders passed through: asked one at a time, each placed or joined in turn; one removed is not asked', () => {
    const two = (): BattleState =>
      onEnd(undefined, {
        commanders: [
          commanderOf({ position: { x: 36, y: 28 } }),
          commanderOf({ id: 'c2', name: 'Sargento', position: { x: 37, y: 28 } }),
        ],
      });
    const ctx = passed(two());
    expect(ctx.state.passedThrough).toEqual([
      { side: 'A', commander: 'c1', unit: 'm' },
      { side: 'A', commander: 'c2', unit: 'm' },
    ]);
    // c2 is set clear of c1 too (the front spot straight out from it, (37, 30.6), would stand on c1).
    const c2At = ctx.state.commanders[1]!.position;
    expect(c2At).not.toEqual({ x: 37, y: 30.6 });
    expect(gapAt(ctx.state, c2At)).toBeCloseTo(1, 2);
    expect(checkBattleDecision(ctx.state, place(c2At, 'c2'), opts)).toBe(
      'Maestro is placed first (passed through by Tercio m)',
    );
    resolveBattle(ctx, place({ x: 35, y: 30.6 }), 'A');
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'c2', unit: 'm' }]);
    // The second named is the one placed.
    resolveBattle(ctx, place({ x: 37.5, y: 30.6 }, 'c2'), 'A');
    expect(ctx.state.commanders.map((c) => c.position)).toEqual([
      { x: 35, y: 30.6 },
      { x: 37.5, y: 30.6 },
    ]);
    expect(ctx.state.passedThrough).toBeNull();
    // One removed meanwhile: the other is still asked; the one removed no longer.
    const removed = passed(two());
    removed.emit({ kind: 'commander-removed', commander: 'c1', reason: 'killed' });
    expect(removed.state.passedThrough).toEqual([{ side: 'A', commander: 'c2', unit: 'm' }]);
    const other = passed(two());
    other.emit({ kind: 'commander-removed', commander: 'c2', reason: 'killed' });
    expect(other.state.passedThrough).toEqual([{ side: 'A', commander: 'c1', unit: 'm' }]);
  });

  it('a spot differing in one coordinate only is moved to; a battle over asks nothing', () => {
    const ctx = passed();
    resolveBattle(ctx, place({ x: 36, y: 30.62 }), 'A');
    expect(ctx.state.commanders[0]!.position).toEqual({ x: 36, y: 30.62 });
    const side = passed();
    resolveBattle(side, place({ x: 36.5, y: 30.6 }), 'A');
    expect(side.state.commanders[0]!.position).toEqual({ x: 36.5, y: 30.6 });
    const over = { ...passed().state, stage: 'over' as const };
    expect(legalBattleDecisions(over, opts)).toEqual([]);
    expect(checkBattleDecision(over, join, opts)).toBe('the battle is over');
  });

  it('a commander removed before it is asked is not asked', () => {
    const ctx = passed();
    ctx.emit({ kind: 'commander-removed', commander: 'c1', reason: 'killed' });
    expect(ctx.state.passedThrough).toBeNull();
  });

  it('the competent bot keeps the earlier answers: placed clear (battle.passedCommander placed-clear), or joins', () => {
    const ctx = passed();
    const legal = legalBattleDecisions(ctx.state, opts);
    const view = (o: TerciosOptions) => competentBot(o).decide({ state: ctx.state, player: 'A', legal } as never);
    expect(view(opts)).toEqual(place({ x: 36, y: 30.6 }));
    expect(view(joins)).toEqual(join);
    // Under `joins`, a unit it may not join: placed clear.
    const other = passed(
      onEnd({ x: 36, y: 28 }, { commanders: [commanderOf({ regiment: 'RX', position: { x: 36, y: 28 } })] }),
    );
    const otherLegal = legalBattleDecisions(other.state, joins);
    expect(competentBot(joins).decide({ state: other.state, player: 'A', legal: otherLegal } as never)).toEqual(
      otherLegal[0],
    );
  });

  it("the unit at any angle: each side's middle and ends, one inch out, the ends flush with the corners", () => {
    // A Tercio facing 30 degrees; its commander's square base stays square to the table.
    const base: Base = { centre: { x: 36, y: 24 }, facing: Math.PI / 6, width: 4.724, depth: 2.362 };
    const f = forwardOf(base);
    const r = rightOf(base);
    const size = 1.2;
    const local = (p: Vec) => ({
      ahead: (p.x - base.centre.x) * f.x + (p.y - base.centre.y) * f.y,
      right: (p.x - base.centre.x) * r.x + (p.y - base.centre.y) * r.y,
    });
    const spots = spotsOneInchFrom(base, size);
    expect(spots).toHaveLength(12);
    const cmd = (to: Vec): Base => ({ centre: to, facing: Math.PI / 2, width: size, depth: size });
    for (const p of spots) expect(baseGap(cmd(p), base)).toBeCloseTo(1, 2);
    // Front, right, rear, left: three each, beyond that side.
    const sides = [
      spots.slice(0, 3).every((p) => local(p).ahead > base.depth / 2 + 1),
      spots.slice(3, 6).every((p) => local(p).right > base.width / 2 + 1),
      spots.slice(6, 9).every((p) => local(p).ahead < -base.depth / 2 - 1),
      spots.slice(9).every((p) => local(p).right < -base.width / 2 - 1),
    ];
    expect(sides).toEqual([true, true, true, true]);
    // The middle straight out from the side's centre; the ends flush: the commander's square reaches the corner's line
    // along the side and no farther.
    const reachAlong = (p: Vec, along: Vec) =>
      Math.abs((p.x - base.centre.x) * along.x + (p.y - base.centre.y) * along.y) +
      (size / 2) * (Math.abs(along.x) + Math.abs(along.y));
    expect(local(spots[0]!).right).toBeCloseTo(0, 2);
    expect(local(spots[3]!).ahead).toBeCloseTo(0, 2);
    for (const i of [1, 2, 7, 8]) expect(reachAlong(spots[i]!, r)).toBeCloseTo(base.width / 2, 2);
    for (const i of [4, 5, 10, 11]) expect(reachAlong(spots[i]!, f)).toBeCloseTo(base.depth / 2, 2);
    // A side shorter than the commander's base (a 3" base by a 1.57" gun): its ends are its middle.
    const gun: Base = { centre: { x: 36, y: 24 }, facing: Math.PI / 2, width: 1.575, depth: 1.575 };
    const wide = spotsOneInchFrom(gun, 3);
    expect(wide.slice(0, 3)).toEqual([wide[0], wide[0], wide[0]]);
    // 24 + 0.7875 + 1 + 1.5, to a thousandth.
    expect(wide[0]).toEqual({ x: 36, y: 27.288 });
  });

  it('set clear straight out from where it stood, or, that spot taken, the nearest free one', () => {
    // Off the middle: at (37, 28.5) it is set at (37, 30.6), not at a side's middle or end.
    const off = passed(onEnd({ x: 37, y: 28.5 }));
    expect(off.state.commanders[0]!.position).toEqual({ x: 37, y: 30.6 });
    // Nearer the right flank (x 38.362) than the front: one inch out from the right side, level with where it stood.
    const flank = passed(onEnd({ x: 38, y: 28.2 }));
    expect(flank.state.commanders[0]!.position).toEqual({ x: 39.962, y: 28.2 });
    // Another commander at (37, 30.6): the spots in front near it are taken; the nearest free is the right side's end.
    const taken = passed(
      onEnd(undefined, {
        commanders: [
          commanderOf({ position: { x: 37, y: 28.5 } }),
          commanderOf({ id: 'c2', name: 'Sargento', position: { x: 37, y: 30.6 } }),
        ],
      }),
    );
    expect(taken.state.commanders[0]!.position).toEqual({ x: 39.962, y: 28.4 });
  });

  it("the table's edges, each way: a spot whose base would leave the table is refused, one touching the edge is not", () => {
    const size = 1.2;
    const s = onEnd();
    const c = commanderOf();
    // A unit one inch from each spot tried: its base 1" beyond the commander's.
    const unitBeside = (to: Vec, side: 'west' | 'east' | 'south' | 'north') => {
      const m = unitById(s, 'm')!;
      const w = m.base.width / 2;
      const d = m.base.depth / 2;
      const at = {
        west: { x: to.x + size / 2 + 1 + w, y: to.y },
        east: { x: to.x - size / 2 - 1 - w, y: to.y },
        south: { x: to.x, y: to.y + size / 2 + 1 + d },
        north: { x: to.x, y: to.y - size / 2 - 1 - d },
      }[side];
      return { ...m, base: { ...m.base, centre: at } };
    };
    const problem = (to: Vec, side: 'west' | 'east' | 'south' | 'north') =>
      placementProblem({ ...s, commanders: [] }, c, unitBeside(to, side), to, size);
    const cases = [
      [{ x: 0.6, y: 20 }, { x: 0.55, y: 20 }, 'west'],
      [{ x: 71.4, y: 20 }, { x: 71.45, y: 20 }, 'east'],
      [{ x: 36, y: 0.6 }, { x: 36, y: 0.55 }, 'south'],
      [{ x: 36, y: 47.4 }, { x: 36, y: 47.45 }, 'north'],
    ] as const;
    for (const [edge, beyond, side] of cases) {
      expect(problem(edge, side)).toBeNull();
      expect(problem(beyond, side)).toBe('the commander would leave the table');
    }
  });

  it('where it stands now is always accepted, even not one inch from the unit; moving it there from beside itself too', () => {
    const onTheWay = passed(onEnd({ x: 36, y: 23.26 }));
    expect(checkBattleDecision(onTheWay.state, place({ x: 36, y: 23.26 }), opts)).toBeNull();
    // Half an inch aside from where it was set: its own base there is no other commander.
    const ctx = passed();
    expect(checkBattleDecision(ctx.state, place({ x: 36.5, y: 30.6 }), opts)).toBeNull();
    // No two offers alike.
    const keys = legalBattleDecisions(ctx.state, opts).map((d) => JSON.stringify(d));
    expect(new Set(keys).size).toBe(keys.length);
    // Nothing pending, nothing offered.
    expect(passedChoices({ ...ctx.state, passedThrough: null }, opts.battle)).toEqual([]);
  });

  it('the unit destroyed before the commander is asked: it stays where it stands, and neither joins nor is placed', () => {
    const ctx = passed();
    const gone = { ...ctx.state, units: ctx.state.units.map((u) => (u.id === 'm' ? { ...u, destroyed: true } : u)) };
    expect(legalBattleDecisions(gone, opts)).toEqual([place({ x: 36, y: 30.6 })]);
    expect(checkBattleDecision(gone, join, opts)).toBe('the unit that passed through is no longer on the table');
    expect(checkBattleDecision(gone, place({ x: 35, y: 30.6 }), opts)).toBe(
      'the unit that passed through is no longer on the table: the commander stays where it is',
    );
  });

  it('join: a commander attached to another unit does not stop it', () => {
    const s = onEnd(undefined, {
      commanders: [commanderOf({ position: { x: 36, y: 28 } }), commanderOf({ id: 'c2', attachedTo: 'b1' })],
    });
    expect(checkBattleDecision(passed(s).state, join, opts)).toBeNull();
  });

  it('bridges and fords: any of them excuses the river where the commander stands; nothing excuses a lake', () => {
    const strip = (id: string, type: 'river' | 'bridge' | 'ford' | 'small-lake', x0: number, x1: number) => ({
      id,
      type,
      points: rectangle(x0, 29.6, x1, 32),
    });
    const withTerrain = (terrain: ReturnType<typeof strip>[]) => {
      const s0 = fixtureState({
        A: [{ unit: unitOf('m', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
        B: [{ unit: unitOf('b1', 'tercio'), at: { x: 60, y: 44, facing: -90 } }],
        terrain,
      });
      return passed({
        ...s0,
        units: s0.units.map((u) => (u.id === 'm' ? { ...u, order: 'run' } : u)),
        commanders: [commanderOf({ position: { x: 10, y: 10 } })],
        passedThrough: null,
      }).state;
    };
    const impassable = ['impassable' as const];
    const at = (state: BattleState, to: Vec) =>
      placementProblem(state, state.commanders[0]!, unitById(state, 'm')!, to, 1.2);
    // A bridge elsewhere, and a ford here: the ford excuses it.
    const ford = withTerrain([
      { ...strip('r', 'river', 0, 72), features: impassable } as never,
      strip('b', 'bridge', 10, 11),
      strip('f', 'ford', 35.5, 36.5),
    ]);
    expect(at(ford, { x: 36, y: 30.6 })).toBeNull();
    expect(at(ford, { x: 34.238, y: 30.6 })).toBe('the commander may not be placed in impassable terrain');
    // A lake under a bridge is still impassable.
    const lake = withTerrain([
      { ...strip('l', 'small-lake', 30, 42), features: impassable } as never,
      strip('b', 'bridge', 35.5, 36.5),
    ]);
    expect(at(lake, { x: 36, y: 30.6 })).toBe('the commander may not be placed in impassable terrain');
  });

  it('passed twice in one decision (two moves of one charge), each commander is asked once', () => {
    const ctx = passed(
      onEnd(undefined, {
        commanders: [
          commanderOf({ position: { x: 36, y: 28 } }),
          commanderOf({ id: 'c2', name: 'Sargento', position: { x: 37, y: 28 } }),
        ],
      }),
    );
    // Both stand clear now; the Tercio "passes through" them again where it stands (touching is enough).
    const again = {
      ...ctx.state,
      commanders: ctx.state.commanders.map((c) => ({ ...c, position: { x: c.id === 'c1' ? 35 : 37, y: 28 } })),
    };
    const twice = fixtureContext(again, ones());
    commandersInTheWay(twice, 'm');
    expect(twice.state.passedThrough).toEqual(ctx.state.passedThrough);
    expect(twice.events.map((e) => e.kind)).toEqual(['commander-escaped', 'commander-escaped']);
  });
});
