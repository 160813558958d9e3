import { baseGap, ScriptedDice, type Dice, type Vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { commanderBase, unitById } from '../table/tableQueries.js';
import { moveUnit } from './activation.js';
import { commandersSwept } from './commandersInTheWay.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState } from './State.js';
import { resolveBattle } from './resolve.js';
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
      points: [
        { x: 30, y: 25 },
        { x: 32, y: 25 },
        { x: 32, y: 28 },
        { x: 30, y: 28 },
      ],
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
      points: [
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ],
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
});
