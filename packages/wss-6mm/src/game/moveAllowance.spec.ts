import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import type { BattleState } from './State.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema, type Wss6mmOptions } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision, UnitOrder } from './Decision.js';
import { describeDecision } from './describe.js';
import { harness } from './__fixtures__/harness.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { moveChoices } from './executeOrder.js';
import type { BattleEvent } from './Event.js';
import { reduceBattle } from './reduce.js';
import { resolveBattle } from './resolve.js';
import { BattleStateSchema, type BattleUnit } from './State.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Movement: "All movement is in inches and governed by the throw of a
// d6." Manoeuvre: "Units may wheel, pivoting on the outside man. Foot wheeling do so at half speed, or they may do so
// at full speed and become disordered, this must be decided BEFORE the dice are thrown." Ruling R61
// (docs/rulings/wss-6mm.md), option `moveAllowance`: the roll is the most the move or wheel may go and the player
// chooses how far (`up-to`, the default), or the distance it must go (`exact`, the battle before 6 Dec 2026).

const exact = Wss6mmOptionsSchema.parse({ moveAllowance: 'exact' });

/**
 * Orkney's brigade activated (1d20: 10 against good 5+), the brigadier staying behind, the 1st Foot Guards (4 elements,
 * 4" wide, front centre (12.5, 6), facing up the table) ordered `order` on the die `faces`.
 */
function ordered(order: UnitOrder, faces: number[], options: Wss6mmOptions = DEFAULT_OPTIONS, changes = {}) {
  const h = harness(exampleBattle(changes), [10, ...faces], options);
  resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
  resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
  resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order });
  return h;
}

const botPick = (state: BattleState, legal: BattleDecision[]) =>
  competentBot(DEFAULT_OPTIONS).decide({ state, player: 'A', legal, rng: () => 0 } as never);

const decide = (h: ReturnType<typeof ordered>, d: BattleDecision, options = DEFAULT_OPTIONS) => {
  expect(checkBattleDecision(h.ctx.state, d, options)).toBeNull();
  resolveBattle(h.ctx, d);
};

describe('ruling R61: the d6 rolled is the most a move may go; the player chooses how far (moveAllowance up-to)', () => {
  it('an advance rolled 4: the player may go 1, 2, 3 or 4 inches, or any distance up to 4; nothing else meanwhile', () => {
    const h = ordered({ type: 'advance' }, [4]);
    expect(h.unit('foot-guards').y).toBe(6);
    expect(h.events.at(-1)).toEqual({
      kind: 'move-rolled',
      unit: 'foot-guards',
      order: { type: 'advance' },
      rolled: 4,
      most: 4,
      text: '1st Foot Guards may go up to 4" (rolled 4"): its player chooses how far',
    });
    expect(h.ctx.state.current?.moving).toEqual({
      unit: 'foot-guards',
      order: { type: 'advance' },
      rolled: 4,
      most: 4,
    });
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(legal).toEqual([1, 2, 3, 4].map((inches) => ({ kind: 'move', unit: 'foot-guards', inches })));
    // Any distance in range is accepted, not only the whole inches offered.
    expect(
      checkBattleDecision(h.ctx.state, { kind: 'move', unit: 'foot-guards', inches: 2.5 }, DEFAULT_OPTIONS),
    ).toBeNull();
    expect(checkBattleDecision(h.ctx.state, { kind: 'move', unit: 'foot-guards', inches: 4.5 }, DEFAULT_OPTIONS)).toBe(
      'foot-guards may go more than 0 and up to 4", not 4.5',
    );
    expect(checkBattleDecision(h.ctx.state, { kind: 'move', unit: 'foot-guards', inches: 0 }, DEFAULT_OPTIONS)).toBe(
      'foot-guards may go more than 0 and up to 4", not 0',
    );
    for (const other of [
      { kind: 'move', unit: 'royal-scots', inches: 2 },
      { kind: 'turn', unit: 'foot-guards', degrees: 2 },
      { kind: 'order', unit: 'royal-scots', order: { type: 'advance' } },
      { kind: 'activate', brigade: 'dutch' },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(h.ctx.state, other, DEFAULT_OPTIONS)).toBe(
        'foot-guards must first choose how far its move goes (move, up to 4")',
      );
    expect(describeDecision(legal[1]!, h.ctx.state, 'A')).toBe('A: 1st Foot Guards goes 2" of its rolled move');
    // The state waiting for the choice is a valid state.
    expect(BattleStateSchema.safeParse(h.ctx.state).success).toBe(true);
    decide(h, { kind: 'move', unit: 'foot-guards', inches: 2 });
    expect(h.events.find((e) => e.kind === 'move-chosen')).toEqual({
      kind: 'move-chosen',
      unit: 'foot-guards',
      text: '1st Foot Guards goes 2" of the most 4"',
    });
    expect(h.unit('foot-guards')).toMatchObject({ y: 8, moved: 'moved' });
    expect(h.ctx.state.current?.moving).toBeUndefined();
    expect(h.text()).toContain('1st Foot Guards advances 2" of 4"');
    // The other units of the brigade are ordered next.
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)[0]).toMatchObject({ kind: 'order' });
  });

  it('moveAllowance exact: the advance goes the whole 4", with no choice', () => {
    const h = ordered({ type: 'advance' }, [4], exact);
    expect(h.unit('foot-guards').y).toBe(10);
    expect(h.events.some((e) => e.kind === 'move-rolled')).toBe(false);
    expect(h.ctx.state.current?.moving).toBeUndefined();
    for (const d of [
      { kind: 'move', unit: 'foot-guards', inches: 2 },
      { kind: 'turn', unit: 'foot-guards', degrees: 2 },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(h.ctx.state, d, exact)).toBe('no rolled move is waiting for its distance');
  });

  it('the most is what the roll leaves: a move stopped by a friend in its lane offers up to where it stops', () => {
    // The Royal Scots 3" before the Foot Guards' front: a 6 takes them at most to the Scots' rear.
    const h = ordered({ type: 'advance' }, [6], DEFAULT_OPTIONS, { 'royal-scots': { x: 12.5, y: 9 } });
    const most = h.ctx.state.current!.moving!.most;
    expect(most).toBeLessThan(6);
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS).at(-1)).toEqual({
      kind: 'move',
      unit: 'foot-guards',
      inches: most,
    });
  });

  it('retire, incline and Move & Fire are chosen the same way (Move & Fire: 1d6 / 2, so 1, 2 and 2.5)', () => {
    const retire = ordered({ type: 'retire' }, [3]);
    decide(retire, { kind: 'move', unit: 'foot-guards', inches: 1 });
    expect(retire.unit('foot-guards')).toMatchObject({ y: 5, moved: 'manoeuvred' });
    const fire = ordered({ type: 'advance-and-fire' }, [5]);
    expect(legalBattleDecisions(fire.ctx.state, DEFAULT_OPTIONS)).toEqual(
      [1, 2, 2.5].map((inches) => ({ kind: 'move', unit: 'foot-guards', inches })),
    );
    decide(fire, { kind: 'move', unit: 'foot-guards', inches: 2 });
    expect(fire.unit('foot-guards')).toMatchObject({ y: 8, moved: 'move-and-fire' });
    // Inclining right a 4: 4 x sqrt(0.5) of diagonal path (ruling R23); the player takes 2" of it.
    const incline = ordered({ type: 'incline', dir: 'right' }, [4]);
    expect(incline.ctx.state.current!.moving!.most).toBeCloseTo(4 * Math.SQRT1_2, 2);
    decide(incline, { kind: 'move', unit: 'foot-guards', inches: 2 });
    expect(incline.unit('foot-guards').x).toBeCloseTo(12.5 + Math.SQRT2, 2);
    expect(incline.unit('foot-guards').y).toBeCloseTo(6 + Math.SQRT2, 2);
    expect(incline.unit('foot-guards').moved).toBe('manoeuvred');
  });

  it('a most of 1.5": 1 or 1.5 offered (two choices are a choice)', () => {
    // Move & Fire rolled 3: 1d6 / 2 = 1.5".
    const h = ordered({ type: 'advance-and-fire' }, [3]);
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)).toEqual(
      [1, 1.5].map((inches) => ({ kind: 'move', unit: 'foot-guards', inches })),
    );
  });

  it('a move is not refused for the room a wheel would need', () => {
    // The Royal Scots just ahead of the Foot Guards' left: a wheel would strike them, a retire goes away from them.
    const h = ordered({ type: 'retire' }, [3], DEFAULT_OPTIONS, { 'royal-scots': { x: 10.5, y: 6.4 } });
    expect(h.ctx.state.current?.moving).toMatchObject({ most: 3 });
    for (const inches of [1, 2.5, 3])
      expect(
        checkBattleDecision(h.ctx.state, { kind: 'move', unit: 'foot-guards', inches }, DEFAULT_OPTIONS),
      ).toBeNull();
  });

  it('no choice when the most is an inch or less: the unit goes it at once', () => {
    const h = ordered({ type: 'advance' }, [1]);
    expect(h.events.some((e) => e.kind === 'move-rolled')).toBe(false);
    expect(h.unit('foot-guards').y).toBe(7);
    expect(moveChoices(1)).toEqual([1]);
    expect(moveChoices(0)).toEqual([]);
    expect(moveChoices(1.5)).toEqual([1, 1.5]);
  });

  it('the last unit ordered: the activation waits for the choice, then ends', () => {
    const others = ['royal-scots', 'royal-irish', 'webbs', 'british-battery'];
    const away: Record<string, Partial<BattleUnit>> = Object.fromEntries(
      others.map((id) => [id, { status: 'destroyed' as const }]),
    );
    const h = ordered({ type: 'advance' }, [4, 1], DEFAULT_OPTIONS, away);
    expect(h.ctx.state.current).toMatchObject({ pending: [], moving: { unit: 'foot-guards' } });
    expect(h.events.some((e) => e.kind === 'activation-ended')).toBe(false);
    decide(h, { kind: 'move', unit: 'foot-guards', inches: 4 });
    // Then the brigadier rides where his player chooses (ruling R28), and the activation ends.
    expect(h.ctx.state.ride).toMatchObject({ brigade: 'orkney' });
    expect(h.events.some((e) => e.kind === 'activation-ended')).toBe(false);
    decide(h, { kind: 'ride', brigade: 'orkney', x: 22, y: 4 });
    expect(h.ctx.state.current).toBeNull();
    expect(h.events.some((e) => e.kind === 'activation-ended')).toBe(true);
  });

  it('the competent bot goes the most the roll allows', () => {
    const h = ordered({ type: 'advance' }, [4]);
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(botPick(h.ctx.state, legal)).toEqual({ kind: 'move', unit: 'foot-guards', inches: 4 });
  });
});

describe('ruling R61: a wheel turns as far as the player chooses, up to what the roll allows', () => {
  // A 6 at half speed: the outside man goes 3" of a 4" front, a turn of 3/4 radian (42.972 degrees).
  const most = Math.round(((3 / 4) * 180 * 1000) / Math.PI) / 1000;

  it('every 15 degrees short of the most, its half and quarter, and the most; any turn up to it accepted', () => {
    const h = ordered({ type: 'wheel', dir: 'left', fast: false }, [6]);
    expect(h.ctx.state.current?.moving).toMatchObject({ unit: 'foot-guards', rolled: 6, most });
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    const quarter = Math.round((most / 4) * 1000) / 1000;
    const half = Math.round((most / 2) * 1000) / 1000;
    expect(legal).toEqual(
      [quarter, 15, half, 30, most].map((degrees) => ({ kind: 'turn', unit: 'foot-guards', degrees })),
    );
    expect(
      checkBattleDecision(h.ctx.state, { kind: 'turn', unit: 'foot-guards', degrees: 20 }, DEFAULT_OPTIONS),
    ).toBeNull();
    expect(checkBattleDecision(h.ctx.state, { kind: 'turn', unit: 'foot-guards', degrees: 45 }, DEFAULT_OPTIONS)).toBe(
      `foot-guards may go more than 0 and up to ${most} degrees, not 45`,
    );
    expect(checkBattleDecision(h.ctx.state, { kind: 'move', unit: 'foot-guards', inches: 2 }, DEFAULT_OPTIONS)).toBe(
      `foot-guards must first choose how far its wheel goes (turn, up to ${most} degrees)`,
    );
    expect(describeDecision(legal[1]!, h.ctx.state, 'A')).toBe(
      'A: 1st Foot Guards wheels 15 degrees of its rolled wheel',
    );
    expect(h.events.at(-1)?.text).toBe(
      `1st Foot Guards may go up to ${most} degrees (rolled 6"): its player chooses how far`,
    );
    const facing = h.unit('foot-guards').facing;
    decide(h, { kind: 'turn', unit: 'foot-guards', degrees: 30 });
    expect(h.events.find((e) => e.kind === 'move-chosen')?.text).toBe(
      `1st Foot Guards goes 30 degrees of the most ${most} degrees`,
    );
    expect(h.unit('foot-guards').facing - facing).toBeCloseTo(Math.PI / 6, 5);
    expect(h.unit('foot-guards')).toMatchObject({ order: 'steady', moved: 'manoeuvred' });
    expect(h.text()).toContain('1st Foot Guards wheels left 30 degrees');
  });

  it('a turn whose end is not clear is neither offered nor accepted', () => {
    // The Royal Scots ahead of the Foot Guards' right: the wheel's end at the most turn would stand on them.
    const h = ordered({ type: 'wheel', dir: 'left', fast: false }, [6], DEFAULT_OPTIONS, {
      'royal-scots': { x: 13, y: 9 },
    });
    const offered = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS).map((d) => (d.kind === 'turn' ? d.degrees : -1));
    expect(offered).toEqual([10.743, 15, 21.486, 30]);
    expect(
      checkBattleDecision(h.ctx.state, { kind: 'turn', unit: 'foot-guards', degrees: most }, DEFAULT_OPTIONS),
    ).toBe(`foot-guards has no room to wheel left ${most} degrees`);
  });

  it('with one clear turn the unit wheels it at once; with none it has no room to wheel', () => {
    // The Royal Scots just ahead of the Foot Guards' left: of the turns a 6 allows only the quarter (10.743) is clear.
    const one = ordered({ type: 'wheel', dir: 'left', fast: false }, [6], DEFAULT_OPTIONS, {
      'royal-scots': { x: 10.5, y: 6.8 },
    });
    expect(one.ctx.state.current?.moving).toBeUndefined();
    expect(one.text()).toContain('1st Foot Guards wheels left 10.743 degrees');
    expect(
      one.unit('foot-guards').facing - exampleBattle().units.find((u) => u.id === 'foot-guards')!.facing,
    ).toBeCloseTo((10.743 * Math.PI) / 180, 4);
    const none = ordered({ type: 'wheel', dir: 'left', fast: false }, [6], DEFAULT_OPTIONS, {
      'royal-scots': { x: 10, y: 6.5 },
    });
    expect(none.ctx.state.current?.moving).toBeUndefined();
    expect(none.text()).toContain('1st Foot Guards has no room to wheel left');
    expect(none.unit('foot-guards')).toMatchObject({ x: 12.5, y: 6, moved: 'manoeuvred' });
  });

  it('foot at full speed are DISORDERED by a partial wheel too (decided before the dice are thrown)', () => {
    const h = ordered({ type: 'wheel', dir: 'right', fast: true }, [2]);
    // The outside man 2" of 4": half a radian, 28.648 degrees.
    decide(h, { kind: 'turn', unit: 'foot-guards', degrees: 15 });
    expect(h.unit('foot-guards').order).toBe('disordered');
    expect(h.text()).toContain('wheels right 15 degrees at full speed: DISORDERED');
  });

  it('moveAllowance exact: the whole turn at once; the bot takes the most under up-to', () => {
    const h = ordered({ type: 'wheel', dir: 'left', fast: false }, [6], exact);
    expect(h.text()).toContain(`wheels left ${most} degrees`);
    const up = ordered({ type: 'wheel', dir: 'left', fast: false }, [6]);
    const legal = legalBattleDecisions(up.ctx.state, DEFAULT_OPTIONS);
    expect(botPick(up.ctx.state, legal)).toEqual({ kind: 'turn', unit: 'foot-guards', degrees: most });
  });
});

describe('ruling R61: the record of a rolled move lives in the activation', () => {
  it('with no brigade being moved, move-rolled and move-chosen change nothing', () => {
    const s = { ...exampleBattle(), current: null };
    for (const e of [
      { kind: 'move-rolled', unit: 'foot-guards', order: { type: 'advance' }, rolled: 4, most: 4, text: '' },
      { kind: 'move-chosen', unit: 'foot-guards', text: '' },
    ] satisfies BattleEvent[])
      expect(reduceBattle(s, e)).toBe(s);
  });
});
