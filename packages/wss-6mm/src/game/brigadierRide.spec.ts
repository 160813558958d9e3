import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { brigadePoint, rideDestinations, rideProblem, rideTowards } from './brigadierRide.js';
import type { BattleDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import type { BattleContext } from './BattleContext.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { resolveBattle } from './resolve.js';
import { BattleStateSchema, type BattleState } from './State.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Command and Control: "Each Brigade … will have a Brigadier allocated to
// it. All units must remain within 12" of their Brigadier." Movement: "Officers … Movement 1d6 x 2". The text gives the
// brigadier an officer's move and places him nowhere: his player moves him. Ruling R28 (docs/rulings/wss-6mm.md),
// option `brigadierRide`: after his brigade has moved he rides his officer's move where his player chooses (`chosen`,
// the default), or follows it to 2" behind its centre (`follows`, the battle before 6 Dec 2026).
// Orkney's brigade: Foot Guards, Royal Scots, Royal Irish, Webb's at x 12.5–27.5 and the Royal Train at x 32, all on
// y = 6 facing up the table: the point 2" behind their centre is (22.4, 4).

const follows = Wss6mmOptionsSchema.parse({ brigadierRide: 'follows' });
const withOrkney = (s: BattleState, x: number, y: number): BattleState => ({
  ...s,
  brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, x, y } : b)),
});
const orkney = (s: BattleState) => s.brigades.find((b) => b.id === 'orkney')!;
const ride = (x: number, y: number): BattleDecision => ({ kind: 'ride', brigade: 'orkney', x, y });

describe('ruling R28: after his brigade has moved the brigadier rides where his player chooses (brigadierRide chosen)', () => {
  it("his officer's move rolled (3: 6\"), he may ride towards the brigade's centre, stay, or ride towards a unit", () => {
    // The brigadier at (22.4, 20), 16" in front of the point; Orkney's brigade fails to activate (4 against 5+).
    const h = harness(withOrkney(exampleBattle(), 22.4, 20), [4, 3]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.events.at(-1)).toEqual({
      kind: 'ride-rolled',
      brigade: 'orkney',
      most: 6,
      text: 'Brigadier Earl of Orkney may ride up to 6": his player chooses where (ruling R28)',
    });
    expect(h.ctx.state.ride).toEqual({ brigade: 'orkney', most: 6 });
    expect(h.ctx.state.activeSide).toBe('A');
    expect(BattleStateSchema.safeParse(h.ctx.state).success).toBe(true);
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    // First where he would follow the brigade (6" towards (22.4, 4)), then staying, then towards 2" behind each unit.
    expect(legal.slice(0, 2)).toEqual([ride(22.4, 14), ride(22.4, 20)]);
    expect(legal).toHaveLength(2 + 5);
    expect(legal[2]).toMatchObject({
      kind: 'ride',
      brigade: 'orkney',
      x: expect.closeTo(19.243, 2),
      y: expect.closeTo(14.898, 2),
    });
    for (const d of legal) expect(checkBattleDecision(h.ctx.state, d, DEFAULT_OPTIONS)).toBeNull();
    expect(describeDecision(legal[0]!, h.ctx.state, 'A')).toBe('A: Brigadier Earl of Orkney rides to (22.4, 14)');
    // Any place within 6" on the table; nothing else meanwhile.
    expect(checkBattleDecision(h.ctx.state, ride(26.4, 17), DEFAULT_OPTIONS)).toBeNull();
    expect(checkBattleDecision(h.ctx.state, ride(22.4, 13.9), DEFAULT_OPTIONS)).toBe(
      'Brigadier Earl of Orkney may ride up to 6", not 6.1"',
    );
    for (const other of [
      { kind: 'activate', brigade: 'dutch' },
      { kind: 'activate', brigade: 'orkney' },
      { kind: 'ride', brigade: 'dutch', x: 22.4, y: 20 },
      { kind: 'order', unit: 'foot-guards', order: { type: 'hold' } },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(h.ctx.state, other, DEFAULT_OPTIONS)).toBe(
        'Brigadier Earl of Orkney of Orkney\'s Brigade must first choose where to ride (up to 6")',
      );
    resolveBattle(h.ctx, ride(26.4, 17));
    expect(orkney(h.ctx.state)).toMatchObject({ x: 26.4, y: 17, activation: 'done' });
    expect(h.ctx.state.ride).toBeNull();
    expect(h.text()).toContain('Brigadier Earl of Orkney rides 5" (of 6")');
    // His activation over, B's turn comes.
    expect(h.events.at(-1)).toMatchObject({ kind: 'activation-ended', brigade: 'orkney', next: 'B' });
    expect(h.ctx.state.activeSide).toBe('B');
  });

  it('he may stay where he is; a place off the table is refused', () => {
    const h = harness(exampleBattle(), [4, 3]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    // At (22, 4), 0.4" from the point: following the brigade is staying, offered once.
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)[0]).toEqual(ride(22, 4));
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)[1]).not.toEqual(ride(22, 4));
    expect(checkBattleDecision(h.ctx.state, ride(22, -0.5), DEFAULT_OPTIONS)).toBe('(22, -0.5) is off the table');
    resolveBattle(h.ctx, ride(22, 4));
    expect(h.text()).toContain('Brigadier Earl of Orkney stays where he is');
    expect(h.ctx.state.activeSide).toBe('B');
  });

  it('brigadierRide follows: no choice, he follows the brigade (towards 2" behind its centre)', () => {
    const h = harness(withOrkney(exampleBattle(), 22.4, 20), [4, 3], follows);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.ctx.state.ride).toBeNull();
    expect(orkney(h.ctx.state)).toMatchObject({ x: 22.4, y: 14 });
    expect(h.ctx.state.activeSide).toBe('B');
    expect(checkBattleDecision(h.ctx.state, ride(22.4, 14), follows)).toBe(
      'no brigadier is choosing where to ride now',
    );
  });

  it('attached to a unit he moves with it, and with no unit left he stays: no roll, no choice', () => {
    const s = exampleBattle();
    const attached = harness(
      { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, attached: 'webbs' } : b)) },
      [4],
    );
    resolveBattle(attached.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(attached.ctx.state.ride).toBeNull();
    expect(orkney(attached.ctx.state)).toMatchObject({ x: 27.5, y: 6 });
    const gone = exampleBattle(
      Object.fromEntries(
        ['foot-guards', 'royal-scots', 'royal-irish', 'webbs', 'british-battery'].map((id) => [
          id,
          { status: 'destroyed' as const },
        ]),
      ),
    );
    expect(brigadePoint(gone, orkney(gone))).toBeNull();
    const none = harness({ ...gone, brigades: gone.brigades.map((b) => ({ ...b, activation: 'pending' })) }, [4]);
    resolveBattle(none.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(none.ctx.state.ride).toBeNull();
    // His brigade's activation is over at once: B's turn.
    expect(none.ctx.state.activeSide).toBe('B');
    expect(attached.ctx.state.activeSide).toBe('B');
  });

  it("B's brigadier (not the first brigade's) rides the same way; the roll is his officer's move", () => {
    const s = exampleBattle();
    // The Brigade de Picardie (average, 7+) fails to activate on a 1; Blansac rolls 3: 6".
    const h = harness({ ...s, activeSide: 'B' }, []);
    const dice = ScriptedDice.of([1, 3]);
    const ctx: BattleContext = {
      get state() {
        return h.ctx.state;
      },
      dice,
      emit: (e) => {
        h.ctx.emit(e);
      },
      options: h.ctx.options,
      combat: h.ctx.combat,
      morale: h.ctx.morale,
    };
    resolveBattle(ctx, { kind: 'activate', brigade: 'picardie' });
    expect(dice.takeRolls().map((r) => r.purpose)).toEqual([
      'Brigade de Picardie activation (average, needs 7+)',
      'Brigadier Marquis de Blansac move',
    ]);
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(legal.every((d) => d.kind === 'ride' && d.brigade === 'picardie')).toBe(true);
    const stay = legal[1]!;
    expect(checkBattleDecision(h.ctx.state, stay, DEFAULT_OPTIONS)).toBeNull();
    resolveBattle(h.ctx, stay);
    expect(h.text()).toContain('Brigadier Marquis de Blansac stays where he is');
    expect(h.ctx.state.activeSide).toBe('A');
  });

  it('the competent bot rides where the brigade would have taken him', () => {
    const h = harness(withOrkney(exampleBattle(), 22.4, 20), [4, 3]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(
      competentBot(DEFAULT_OPTIONS).decide({ state: h.ctx.state, player: 'A', legal, rng: () => 0 } as never),
    ).toEqual(ride(22.4, 14));
  });
});

describe('ruling R28: the places offered', () => {
  it('the point is 2" behind the centre of the units on the table and not routed (for B, up the table)', () => {
    const s = exampleBattle({ 'foot-guards': { order: 'routed' }, 'royal-scots': { status: 'left-table' } });
    // Royal Irish, Webb's and the Royal Train: x 22.5, 27.5, 32.
    expect(brigadePoint(s, orkney(s))).toEqual({ x: 27.333333333333332, y: 4 });
    const picardie = s.brigades.find((b) => b.id === 'picardie')!;
    expect(brigadePoint(s, picardie)).toEqual({ x: 17.5, y: 32 });
  });

  it('exactly 1/2" from the point he rides to it; nearer, following is staying', () => {
    const s = withOrkney(exampleBattle(), 22.4, 4.5);
    expect(rideDestinations(s, orkney(s), 6)[0]).toEqual({ x: 22.4, y: 4 });
    const near = withOrkney(exampleBattle(), 22.4, 4.49);
    expect(rideDestinations(near, orkney(near), 6)[0]).toEqual({ x: 22.4, y: 4.49 });
  });

  it('a ride ending beyond any edge of the table is refused', () => {
    const riding = (x: number, y: number): BattleState => ({
      ...withOrkney(exampleBattle(), x, y),
      ride: { brigade: 'orkney', most: 6 },
    });
    const w = riding(1, 1).table.width;
    const d = riding(1, 1).table.depth;
    expect(rideProblem(riding(1, 1), ride(-0.5, 1))).toBe('(-0.5, 1) is off the table');
    expect(rideProblem(riding(1, 1), ride(1, -0.5))).toBe('(1, -0.5) is off the table');
    expect(rideProblem(riding(w - 1, 1), ride(w + 0.5, 1))).toBe(`(${w + 0.5}, 1) is off the table`);
    expect(rideProblem(riding(1, d - 1), ride(1, d + 0.5))).toBe(`(1, ${d + 0.5}) is off the table`);
    for (const [x, y] of [
      [0, 1],
      [1, 0],
      [w, 1],
      [1, d],
    ] as const)
      expect(rideProblem(riding(x === w ? w - 1 : 1, y === d ? d - 1 : 1), ride(x, y))).toBeNull();
  });

  it('rideTowards stops at the place, or its whole move short of it', () => {
    expect(rideTowards({ x: 0, y: 0 }, { x: 3, y: 4 }, 10)).toEqual({ x: 3, y: 4, d: 5 });
    expect(rideTowards({ x: 0, y: 0 }, { x: 3, y: 4 }, 2.5)).toEqual({ x: 1.5, y: 2, d: 2.5 });
    expect(rideTowards({ x: 1, y: 1 }, { x: 1, y: 1 }, 6)).toEqual({ x: 1, y: 1, d: 0 });
  });

  it('a place beyond the table edge is offered at the edge; a routed unit is not ridden to', () => {
    // Picardie's brigadier near the far edge (y 36 of a 36" table); Navarre moved to y 35.5: 2" behind it lies y 37.5,
    // beyond the edge.
    const s = exampleBattle({ navarre: { y: 35.5 }, 'picardie-1': { order: 'routed' } });
    const b = { ...s.brigades.find((x) => x.id === 'picardie')!, x: 18, y: 35 };
    const places = rideDestinations(s, b, 12);
    expect(places.every((p) => p.y <= s.table.depth && p.y >= 0)).toBe(true);
    expect(places).toContainEqual({ x: 18, y: s.table.depth });
    // Staying, the point, and the units not routed: Navarre and the battery (Picardie routed).
    expect(places).toHaveLength(4);
    // Nor a unit gone from the table.
    const gone = exampleBattle({ navarre: { status: 'left-table' } });
    expect(rideDestinations(gone, b, 12)).toHaveLength(4);
    // A's near edge: Lumley's horse 1" from it; 2" behind them is beyond the edge, taken at y 0.
    const near = exampleBattle({ 'queens-horse': { y: 1 }, wood: { y: 1 }, 'dutch-horse': { y: 1 } });
    const lumley = { ...near.brigades.find((x) => x.id === 'lumley')!, y: 2 };
    const atEdge = rideDestinations(near, lumley, 12);
    expect(atEdge.every((p) => p.y === 0 || p.y === 2)).toBe(true);
    expect(atEdge.filter((p) => p.y === 0).length).toBeGreaterThan(0);
  });
});
