import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions, unitsToOrder } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState, BattleUnit } from './State.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { resolveBattle } from './resolve.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Sequence of Play: "2. Movement (1 brigade at a time, alternately) i.
// Compulsory moves … ii. Charges iii. Morale Tests iv. Other Movement"; Charges: "Units in the active Brigade may
// declare charges." Nothing fixes an order among the units of the brigade: at the table the player moves his units in
// the order he chooses. Ruling R39 (docs/rulings/wss-6mm.md), option `unitOrder`: the player chooses which unit is
// ordered next (`chosen`, the default), charges still first; or the army list's order (`list`).

const list = Wss6mmOptionsSchema.parse({ unitOrder: 'list' });
const advance = { type: 'advance' } as const;
const units = (decisions: readonly BattleDecision[]) => [
  ...new Set(decisions.map((d) => (d.kind === 'order' ? d.unit : null))),
];

/** Orkney's brigade activated (1d20: 10 against good 5+), the brigadier staying behind, with some units changed. */
function orkney(changes: Record<string, Partial<BattleUnit>>, faces: number[], options = DEFAULT_OPTIONS) {
  const h = harness(exampleBattle(changes), [10, ...faces], options);
  resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
  resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
  return h;
}

// The Royal Scots stand just before the 1st Foot Guards (listed first), in their lane: a move stops at friends.
const scotsAhead = { 'royal-scots': { x: 12.5, y: 7 } };

describe('Movement: the player orders the units of the active brigade in the order he chooses (ruling R39)', () => {
  it('every unit still to move is offered; the front unit moves first and the one behind follows it up', () => {
    // Two advances, 1d6 each: 4 and 4.
    const h = orkney(scotsAhead, [4, 4]);
    expect(h.ctx.state.current).toMatchObject({ charging: [] });
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(units(legal)).toEqual(['foot-guards', 'royal-scots', 'royal-irish', 'webbs', 'british-battery']);
    const scots: BattleDecision = { kind: 'order', unit: 'royal-scots', order: advance };
    expect(legal).toContainEqual(scots);
    expect(checkBattleDecision(h.ctx.state, scots, DEFAULT_OPTIONS)).toBeNull();
    resolveBattle(h.ctx, scots);
    // Ruling R61: the move goes the most its roll allows.
    resolveBattle(h.ctx, { kind: 'move', unit: 'royal-scots', inches: 4 });
    expect(h.unit('royal-scots').y).toBe(11);
    expect(units(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS))).toEqual([
      'foot-guards',
      'royal-irish',
      'webbs',
      'british-battery',
    ]);
    // The Royal Scots, once ordered, are not offered again.
    expect(checkBattleDecision(h.ctx.state, scots, DEFAULT_OPTIONS)).toBe(
      'royal-scots is not a unit of orkney still to order: order one of foot-guards, royal-irish, webbs, british-battery',
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order: advance });
    resolveBattle(h.ctx, { kind: 'move', unit: 'foot-guards', inches: h.ctx.state.current!.moving!.most });
    expect(h.unit('foot-guards').y).toBe(10);
  });

  it('unitOrder: list: the army list decides; the Foot Guards go first and are stopped by the Royal Scots', () => {
    const h = orkney(scotsAhead, [4, 4], list);
    expect(units(legalBattleDecisions(h.ctx.state, list))).toEqual(['foot-guards']);
    expect(checkBattleDecision(h.ctx.state, { kind: 'order', unit: 'royal-scots', order: advance }, list)).toBe(
      'the next unit to order is foot-guards, not royal-scots',
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order: advance });
    expect(h.unit('foot-guards').y).toBeLessThan(7);
  });

  it('unitsToOrder: the charge step, then the other movement; none while the brigadier chooses where to stand', () => {
    const s = exampleBattle();
    const at = (current: BattleState['current']): BattleState => ({ ...s, current });
    const step = { brigade: 'orkney', pending: ['webbs', 'foot-guards', 'royal-irish'], attaching: false };
    expect(unitsToOrder(at({ ...step, charging: ['foot-guards', 'royal-irish'] }), DEFAULT_OPTIONS)).toEqual([
      'foot-guards',
      'royal-irish',
    ]);
    expect(unitsToOrder(at({ ...step, charging: ['foot-guards', 'royal-irish'] }), list)).toEqual(['foot-guards']);
    expect(unitsToOrder(at({ ...step, charging: [] }), DEFAULT_OPTIONS)).toEqual([
      'webbs',
      'foot-guards',
      'royal-irish',
    ]);
    expect(unitsToOrder(at({ ...step, charging: [] }), list)).toEqual(['webbs']);
    expect(unitsToOrder(at({ ...step, charging: [], attaching: true }), DEFAULT_OPTIONS)).toEqual([]);
    expect(unitsToOrder(at(null), DEFAULT_OPTIONS)).toEqual([]);
  });
});

describe('Charges: "Units in the active Brigade may declare charges", one at a time, in the order the player chooses', () => {
  // Lumley's horse (Queen's, Wood's, Dutch, S horse in 2 by 2 at y = 6): Anjou's horse 4" before Wood's and the Dutch
  // Horse, the Gendarmes 8" before Queen's Horse.
  const twoTargets = { anjou: { x: 59, y: 10 }, gendarmes: { x: 54.5, y: 14 } };
  function lumley(options = DEFAULT_OPTIONS) {
    const h = harness(exampleBattle(twoTargets), [10], options);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'lumley', unit: null });
    return h;
  }

  it('every unit that may charge declares or declines, in any order; other movement waits for all of them', () => {
    const h = lumley();
    const charging = h.ctx.state.current!.charging;
    expect(charging).toEqual(['queens-horse', 'wood', 'dutch-horse']);
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(units(legal)).toEqual(charging);
    expect(legal.every((d) => d.kind === 'order' && ['no-charge', 'charge'].includes(d.order.type))).toBe(true);
    // The Dutch Horse, last in the list, declines first; then the other two remain to declare.
    resolveBattle(h.ctx, { kind: 'order', unit: 'dutch-horse', order: { type: 'no-charge' } });
    expect(h.ctx.state.current!.charging).toEqual(['queens-horse', 'wood']);
    expect(
      checkBattleDecision(h.ctx.state, { kind: 'order', unit: 'dutch-horse', order: advance }, DEFAULT_OPTIONS),
    ).toBe(
      'charges are declared before other movement: dutch-horse waits until queens-horse, wood have declared a charge or no charge',
    );
    // With the list's order, Queen's Horse must declare first.
    const l = lumley(list);
    expect(units(legalBattleDecisions(l.ctx.state, list))).toEqual(['queens-horse']);
  });

  it('the competent bot charges first with the shortest charge, then the unit nearest the enemy moves first', () => {
    const bot = competentBot(DEFAULT_OPTIONS);
    const decide = (state: BattleState) =>
      bot.decide({ state, player: 'A', legal: legalBattleDecisions(state, DEFAULT_OPTIONS), rng: () => 0 } as never);
    const h = lumley();
    // Wood's and the Dutch Horse wish to charge Anjou (horse charge horse), 4" away; Queen's Horse the Gendarmes, 8".
    // The shortest first: Wood's (4"), listed before the Dutch Horse.
    expect(decide(h.ctx.state)).toEqual({ kind: 'order', unit: 'wood', order: { type: 'charge', target: 'anjou' } });
    // The list's order would have Queen's Horse charge first, the Gendarmes 8" away.
    const inList = lumley(list);
    expect(
      competentBot(list).decide({
        state: inList.ctx.state,
        player: 'A',
        legal: legalBattleDecisions(inList.ctx.state, list),
        rng: () => 0,
      } as never),
    ).toEqual({ kind: 'order', unit: 'queens-horse', order: { type: 'charge', target: 'gendarmes' } });
    // In the other movement, the unit nearest the enemy first: the Royal Scots, 1" before the Foot Guards.
    const o = orkney(scotsAhead, []);
    const d = decide(o.ctx.state);
    expect(d.kind === 'order' && d.unit).toBe('royal-scots');
    // With the list's order there is one unit to choose: the Foot Guards.
    const l = orkney(scotsAhead, [], list);
    const first = competentBot(list).decide({
      state: l.ctx.state,
      player: 'A',
      legal: legalBattleDecisions(l.ctx.state, list),
      rng: () => 0,
    } as never);
    expect(first.kind === 'order' && first.unit).toBe('foot-guards');
  });

  it('no unit wishes to charge: the bot declines with the first', () => {
    const bot = competentBot(DEFAULT_OPTIONS);
    // Picardie (steady, fresh foot in line) 6" before Queen's and Wood's Horse: both may charge it, neither wishes to
    // (the bot's horse charge guns, horse and shaken foot).
    const h = harness(exampleBattle({ 'picardie-1': { x: 56, y: 12 } }), [10]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'lumley', unit: null });
    expect(h.ctx.state.current!.charging).toEqual(['queens-horse', 'wood']);
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    const d = bot.decide({ state: h.ctx.state, player: 'A', legal, rng: () => 0 } as never);
    expect(d).toEqual(legal[0]);
  });
});
