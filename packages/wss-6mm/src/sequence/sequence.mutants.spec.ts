import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState } from '../game/State.js';
import { exampleBattle } from '../game/__fixtures__/exampleBattle.js';
import { checkBattleDecision, createWss6mmSequence, legalBattleDecisions, PHASES } from './sequence.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Sequence of Play: "1. Command and Control; 2. Movement (1 brigade at a time,
// alternately): i. Compulsory moves (and Morale Tests), ii. Charges, iii. Morale Tests, iv. Other Movement; 3. Artillery
// Fire; 4. Small Arms fire; 5. Melee; 6. Morale Tests". Brigade activation: "Alternately each side will then attempt to
// activate its Brigades until all Brigades have been moved." Charges: "Units in the active Brigade may declare charges
// … Charged units should take a morale test."

const check = (s: BattleState, d: BattleDecision, options = DEFAULT_OPTIONS) => checkBattleDecision(s, d, options);
/** Ruling R39's other setting: the units of the brigade are ordered in the army list's order. */
const list = { ...DEFAULT_OPTIONS, unitOrder: 'list' as const };
const legal = (s: BattleState) => legalBattleDecisions(s, DEFAULT_OPTIONS);
const sequence = createWss6mmSequence(DEFAULT_OPTIONS);

describe("the phases in the rulebook's words", () => {
  it('command and control, movement, artillery fire, small arms fire, melee, morale tests', () => {
    expect(PHASES).toEqual([
      'command and control',
      'movement (1 brigade at a time, alternately): compulsory moves, charges, morale tests, other movement',
      'artillery fire',
      'small arms fire',
      'melee',
      'morale tests',
    ]);
    expect(sequence.phases).toBe(PHASES);
    expect(sequence.id).toBe('wss-6mm/alternate-brigade-activation');
  });
});

describe('activation: "Alternately each side will then attempt to activate its Brigades"', () => {
  const s = exampleBattle();
  it('the side to move may try any of its brigades still pending', () => {
    const t: BattleState = {
      ...s,
      brigades: s.brigades.map((b) => (b.id === 'dutch' ? { ...b, activation: 'done' } : b)),
    };
    expect(legal(t)).toEqual([
      { kind: 'activate', brigade: 'orkney' },
      { kind: 'activate', brigade: 'lumley' },
    ]);
    expect(sequence.activePlayer(t)).toBe('A');
    expect(sequence.legalDecisions(t)).toEqual(legal(t));
  });
  it('refuses a brigade of the other side, one already tried, an unknown one, and anything but an activation', () => {
    const t: BattleState = {
      ...s,
      brigades: s.brigades.map((b) => (b.id === 'dutch' ? { ...b, activation: 'failed' } : b)),
    };
    expect(check(t, { kind: 'activate', brigade: 'orkney' })).toBeNull();
    expect(sequence.checkDecision(t, { kind: 'activate', brigade: 'orkney' })).toBeNull();
    expect(check(t, { kind: 'activate', brigade: 'picardie' })).toBe(
      'Brigade de Picardie is not on the side to move (A)',
    );
    expect(check(t, { kind: 'activate', brigade: 'dutch' })).toBe(
      'Dutch Brigade has already tried to activate this turn',
    );
    expect(check(t, { kind: 'activate', brigade: 'swedes' })).toBe('no brigade "swedes"');
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'hold' } })).toBe(
      'no brigade is activated: activate a brigade first',
    );
    expect(check(t, { kind: 'fire', unit: 'webbs', target: 'navarre' })).toBe('no unit is choosing a fire target now');
    expect(check(t, { kind: 'cinc', side: 'A', unit: null })).toBe('no CinC is choosing where to ride now');
    expect(check(t, { kind: 'react', unit: 'webbs', reaction: 'stand' })).toBe('no charge is waiting for an answer');
    expect(check(t, { kind: 'attach', brigade: 'orkney', unit: null })).toBe(
      'no activated brigadier is choosing where to stand',
    );
  });
});

describe('Command and Control: each CinC decides before the first brigade moves', () => {
  const s: BattleState = { ...exampleBattle(), cincPending: ['B', 'A'] };
  it('the first CinC waiting chooses: stay, or join one of his own units (not a battery)', () => {
    const decisions = legal(s);
    expect(decisions[0]).toEqual({ kind: 'cinc', side: 'B', unit: null });
    expect(decisions.every((d) => d.kind === 'cinc' && d.side === 'B')).toBe(true);
    expect(decisions).toContainEqual({ kind: 'cinc', side: 'B', unit: 'navarre' });
    expect(decisions).not.toContainEqual({ kind: 'cinc', side: 'B', unit: 'french-battery' });
    expect(sequence.activePlayer(s)).toBe('B');
  });
  it("refuses another side's CinC, an unknown unit, an enemy unit, a battery, a unit off the table", () => {
    expect(check(s, { kind: 'cinc', side: 'B', unit: null })).toBeNull();
    expect(check(s, { kind: 'cinc', side: 'B', unit: 'navarre' })).toBeNull();
    expect(check(s, { kind: 'cinc', side: 'B', unit: structuredClone('navarre') })).toBeNull();
    expect(check(s, { kind: 'cinc', side: 'A', unit: null })).toBe(
      'the CinC of B must first choose where to ride (Command and Control)',
    );
    expect(check(s, { kind: 'activate', brigade: 'picardie' })).toBe(
      'the CinC of B must first choose where to ride (Command and Control)',
    );
    expect(check(s, { kind: 'cinc', side: 'B', unit: 'nobody' })).toBe('no unit "nobody"');
    expect(check(s, { kind: 'cinc', side: 'B', unit: 'webbs' })).toBe("Webb's is an enemy unit");
    expect(check(s, { kind: 'cinc', side: 'B', unit: 'french-battery' })).toBe(
      'the CinC cannot attach himself to Batterie royale (a battery)',
    );
    const gone: BattleState = {
      ...s,
      units: s.units.map((u) => (u.id === 'navarre' ? { ...u, status: 'destroyed' } : u)),
    };
    expect(check(gone, { kind: 'cinc', side: 'B', unit: 'navarre' })).toBe(
      'the CinC cannot attach himself to Navarre (no longer on the table)',
    );
    const routed: BattleState = {
      ...s,
      units: s.units.map((u) => (u.id === 'navarre' ? { ...u, order: 'routed' } : u)),
    };
    expect(check(routed, { kind: 'cinc', side: 'B', unit: 'navarre' })).toBe(
      'the CinC cannot attach himself to Navarre (routed)',
    );
  });
  it('without CinCs on the table, a left-over list of CinCs waiting is ignored', () => {
    const t: BattleState = { ...s, cincs: null };
    expect(legal(t)[0]).toEqual({ kind: 'activate', brigade: 'orkney' });
    expect(sequence.activePlayer(t)).toBe('A');
    expect(check(t, { kind: 'activate', brigade: 'orkney' })).toBeNull();
  });
});

describe('an activated brigade: the brigadier, then "ii. Charges", then "iv. Other Movement"', () => {
  const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
  const attaching: BattleState = {
    ...s,
    current: { brigade: 'orkney', pending: ['foot-guards', 'webbs'], attaching: true, charging: [] },
  };
  it('the brigadier attaches himself to one of his units (not a battery, nor a routed one) or to none', () => {
    const t: BattleState = {
      ...attaching,
      units: attaching.units.map((u) =>
        u.id === 'royal-irish' ? { ...u, order: 'routed' } : u.id === 'webbs' ? { ...u, status: 'destroyed' } : u,
      ),
    };
    expect(legal(t)).toEqual([
      { kind: 'attach', brigade: 'orkney', unit: null },
      { kind: 'attach', brigade: 'orkney', unit: 'foot-guards' },
      { kind: 'attach', brigade: 'orkney', unit: 'royal-scots' },
    ]);
    expect(check(t, { kind: 'attach', brigade: 'orkney', unit: 'royal-scots' })).toBeNull();
    expect(check(t, { kind: 'attach', brigade: 'orkney', unit: 'british-battery' })).toBe(
      'the brigadier cannot attach himself to british-battery now',
    );
    expect(check(t, { kind: 'attach', brigade: 'orkney', unit: 'dutch-guards' })).toBe(
      'the brigadier cannot attach himself to dutch-guards now',
    );
    expect(check(t, { kind: 'order', unit: 'foot-guards', order: { type: 'hold' } })).toBe(
      'the brigadier of orkney must first choose whether to attach himself to a unit',
    );
  });
  it('a unit that may charge declares a charge or none first', () => {
    const t: BattleState = {
      ...s,
      current: { brigade: 'orkney', pending: ['webbs', 'foot-guards'], attaching: false, charging: ['foot-guards'] },
    };
    expect(legal(t)).toEqual([
      { kind: 'order', unit: 'foot-guards', order: { type: 'no-charge' } },
      { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } },
    ]);
    expect(
      check(t, { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } }),
    ).toBeNull();
    expect(check(t, { kind: 'order', unit: 'foot-guards', order: { type: 'advance' } })).toBe(
      'foot-guards must first declare a charge or no charge (charges come before other movement)',
    );
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'hold' } })).toBe(
      'charges are declared before other movement: webbs waits until foot-guards has declared a charge or no charge',
    );
    expect(check(t, { kind: 'order', unit: 'picardie-1', order: { type: 'hold' } })).toBe(
      'picardie-1 is not a unit of orkney still to order: order one of foot-guards',
    );
    expect(check(t, { kind: 'activate', brigade: 'dutch' })).toBe('orkney is still being moved: order foot-guards');
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'hold' } }, list)).toBe(
      'the next unit to order is foot-guards, not webbs',
    );
  });
  it('ruling R39: every unit still to declare a charge is offered, in the order the player chooses (unitOrder)', () => {
    // Picardie 4" before the Foot Guards; the Foot Guards and Webbs both still to declare: either may declare first.
    const guardsAhead = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
    const t: BattleState = {
      ...guardsAhead,
      current: {
        brigade: 'orkney',
        pending: ['foot-guards', 'webbs'],
        attaching: false,
        charging: ['foot-guards', 'webbs'],
      },
    };
    const decisions = legal(t);
    expect([...new Set(decisions.map((d) => d.kind === 'order' && d.unit))]).toEqual(['foot-guards', 'webbs']);
    expect(decisions).toContainEqual({ kind: 'order', unit: 'webbs', order: { type: 'no-charge' } });
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'no-charge' } })).toBeNull();
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'hold' } })).toBe(
      'webbs must first declare a charge or no charge (charges come before other movement)',
    );
    expect(check(t, { kind: 'order', unit: 'dutch-foot', order: { type: 'hold' } })).toMatch(
      /is not a unit of orkney still to order: order one of foot-guards, webbs$/,
    );
    // unitOrder: list: only the first in list order.
    expect(legalBattleDecisions(t, list).every((d) => d.kind === 'order' && d.unit === 'foot-guards')).toBe(true);
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'no-charge' } }, list)).toBe(
      'the next unit to order is foot-guards, not webbs',
    );
    expect(check(t, { kind: 'activate', brigade: 'dutch' })).toBe(
      'orkney is still being moved: order foot-guards, webbs',
    );
    // A unit waiting for two.
    const waiting: BattleState = { ...t, current: { ...t.current!, pending: ['foot-guards', 'webbs', 'x'] } };
    expect(check(waiting, { kind: 'order', unit: 'x', order: { type: 'hold' } })).toBe(
      'charges are declared before other movement: x waits until foot-guards, webbs have declared a charge or no charge',
    );
  });
  it('then each unit in turn gets its other orders, charges no longer among them', () => {
    const t: BattleState = {
      ...s,
      current: { brigade: 'orkney', pending: ['foot-guards', 'webbs'], attaching: false, charging: [] },
    };
    const decisions = legal(t);
    expect(decisions[0]).toEqual({ kind: 'order', unit: 'foot-guards', order: { type: 'hold' } });
    expect(decisions).toContainEqual({
      kind: 'order',
      unit: 'foot-guards',
      order: { type: 'wheel', dir: 'left', fast: true },
    });
    expect(decisions.some((d) => d.kind === 'order' && d.order.type === 'charge')).toBe(false);
    expect(check(t, { kind: 'order', unit: 'foot-guards', order: { type: 'advance' } })).toBeNull();
    expect(check(t, { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } })).toBe(
      'charges are declared before other movement: foot-guards may no longer charge this activation',
    );
    expect(check(t, { kind: 'order', unit: 'foot-guards', order: { type: 'no-charge' } })).toBe(
      'charges are declared before other movement: foot-guards may no longer charge this activation',
    );
    expect(check(t, { kind: 'order', unit: 'foot-guards', order: { type: 'form', formation: 'pc' } })).toBe(
      'form is not a legal order for foot-guards now',
    );
  });
  it('the squares-may-move and bend-along-defences options reach the other orders', () => {
    const square = exampleBattle({ 'foot-guards': { formation: 'square' } });
    const t: BattleState = {
      ...square,
      current: { brigade: 'orkney', pending: ['foot-guards'], attaching: false, charging: [] },
    };
    const advance: BattleDecision = { kind: 'order', unit: 'foot-guards', order: { type: 'advance' } };
    expect(legalBattleDecisions(t, DEFAULT_OPTIONS)).not.toContainEqual(advance);
    expect(legalBattleDecisions(t, { ...DEFAULT_OPTIONS, squaresMayMove: true })).toContainEqual(advance);
    const wall = {
      id: 'wall',
      kind: 'obstacle' as const,
      polygon: {
        points: [
          { x: 8, y: 5 },
          { x: 17, y: 5 },
          { x: 17, y: 7 },
          { x: 8, y: 7 },
        ],
      },
    };
    const askew = exampleBattle({ 'foot-guards': { facing: Math.PI / 2 + 0.2 } });
    const u: BattleState = {
      ...askew,
      table: { ...askew.table, terrain: [wall] },
      current: { brigade: 'orkney', pending: ['foot-guards'], attaching: false, charging: [] },
    };
    const bend: BattleDecision = { kind: 'order', unit: 'foot-guards', order: { type: 'match-defences' } };
    expect(legalBattleDecisions(u, DEFAULT_OPTIONS)).toContainEqual(bend);
    expect(legalBattleDecisions(u, { ...DEFAULT_OPTIONS, bendAlongDefences: false })).not.toContainEqual(bend);
  });
  it('no unit left to order: nothing to decide', () => {
    const t: BattleState = { ...s, current: { brigade: 'orkney', pending: [], attaching: false, charging: [] } };
    expect(legal(t)).toEqual([]);
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'hold' } })).toBe(
      'webbs is not a unit of orkney still to order: order one of none',
    );
    expect(check(t, { kind: 'order', unit: 'webbs', order: { type: 'hold' } }, list)).toBe(
      'the next unit to order is none, not webbs',
    );
    expect(check(t, { kind: 'activate', brigade: 'dutch' })).toBe('orkney is still being moved: order its units');
  });
});

describe('"Charged units should take a morale test": the charged unit answers first', () => {
  // Picardie charges the Foot Guards from 4" ahead.
  const s: BattleState = {
    ...exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } }),
    pendingCharge: { charger: 'picardie-1', target: 'foot-guards', gap: 4, move: 5 },
  };
  it("the target's answers, by its side", () => {
    expect(legal(s)).toEqual([
      { kind: 'react', unit: 'foot-guards', reaction: 'fire' },
      { kind: 'react', unit: 'foot-guards', reaction: 'square' },
      { kind: 'react', unit: 'foot-guards', reaction: 'stand' },
      { kind: 'react', unit: 'foot-guards', reaction: 'fall-back' },
    ]);
    expect(sequence.activePlayer(s)).toBe('A');
    expect(sequence.activePlayer({ ...s, activeSide: 'B' })).toBe('A');
  });
  it('refuses another unit, another kind of decision, and an answer not open to it', () => {
    expect(check(s, { kind: 'react', unit: 'foot-guards', reaction: 'fire' })).toBeNull();
    expect(check(s, { kind: 'react', unit: 'foot-guards', reaction: 'countercharge' })).toBe(
      'countercharge is not open to foot-guards now',
    );
    expect(check(s, { kind: 'react', unit: 'webbs', reaction: 'fire' })).toBe(
      'foot-guards must first answer the charge of picardie-1',
    );
    expect(check(s, { kind: 'order', unit: 'foot-guards', order: { type: 'hold' } })).toBe(
      'foot-guards must first answer the charge of picardie-1',
    );
  });
});

describe('the fire phases: "3. Artillery Fire; 4. Small Arms fire", one firer at a time', () => {
  const s: BattleState = {
    ...exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } }),
    fire: { phase: 'small-arms', pending: ['foot-guards', 'picardie-1'], hits: [] },
  };
  it('the next firer chooses among its targets; its side is the one to decide', () => {
    expect(legal(s)).toEqual([{ kind: 'fire', unit: 'foot-guards', target: 'picardie-1' }]);
    expect(sequence.activePlayer(s)).toBe('A');
    expect(sequence.activePlayer({ ...s, fire: { phase: 'small-arms', pending: ['picardie-1'], hits: [] } })).toBe('B');
  });
  it('refuses another firer, another decision, an unknown target, a target it may not fire at', () => {
    expect(check(s, { kind: 'fire', unit: 'foot-guards', target: 'picardie-1' })).toBeNull();
    expect(check(s, { kind: 'fire', unit: 'picardie-1', target: 'foot-guards' })).toBe(
      'small arms fire is under way: foot-guards must first choose its target',
    );
    expect(check({ ...s, fire: { ...s.fire!, phase: 'artillery' } }, { kind: 'activate', brigade: 'orkney' })).toBe(
      'artillery fire is under way: foot-guards must first choose its target',
    );
    expect(check(s, { kind: 'fire', unit: 'foot-guards', target: 'nobody' })).toBe('no unit "nobody"');
    expect(check(s, { kind: 'fire', unit: 'foot-guards', target: 'navarre' })).not.toBeNull();
  });
  it('nobody left to fire: nothing to decide, nobody to move', () => {
    const t: BattleState = { ...s, fire: { phase: 'small-arms', pending: [], hits: [] } };
    expect(legal(t)).toEqual([]);
    expect(check(t, { kind: 'fire', unit: 'foot-guards', target: 'picardie-1' })).toBe('no unit is due to fire');
    expect(sequence.activePlayer(t)).toBeNull();
  });
});

describe('the end of the battle', () => {
  it('over: nothing to decide, nobody to move, the result as recorded', () => {
    const result = { winner: 'B' as const, victory: 'army broken', points: { A: 1, B: 4 }, turns: 6 };
    const s: BattleState = { ...exampleBattle(), result };
    expect(legal(s)).toEqual([]);
    expect(check(s, { kind: 'activate', brigade: 'orkney' })).toBe('the battle is over');
    expect(sequence.activePlayer(s)).toBeNull();
    expect(sequence.isOver(s)).toBe(true);
    expect(sequence.result(s)).toEqual(result);
  });
  it('unfinished: no winner, no points, the turns played', () => {
    const s: BattleState = { ...exampleBattle(), turn: 3 };
    expect(sequence.isOver(s)).toBe(false);
    expect(sequence.result(s)).toEqual({ winner: null, victory: 'unfinished', points: { A: 0, B: 0 }, turns: 3 });
  });
});

// Killers of the survivors of the first complete run (4 Dec 2026; docs/mutation/wss-6mm-flow.md).
describe('the survivors of the first complete run', () => {
  it("the sequence's description: initiative, d20 activation, then the artillery, small arms, melee and morale phases", () => {
    expect(sequence.description).toBe(
      'initiative, then alternate d20 brigade activation; artillery, small arms, melee and morale phases',
    );
  });
  it('"4. Small Arms fire": while a unit chooses its target, even an order for that very unit is refused', () => {
    const s: BattleState = {
      ...exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } }),
      fire: { phase: 'small-arms', pending: ['foot-guards'], hits: [] },
    };
    expect(check(s, { kind: 'order', unit: 'foot-guards', order: { type: 'hold' } })).toBe(
      'small arms fire is under way: foot-guards must first choose its target',
    );
  });
  it("a brigadier's choice for another brigade than the one activated is refused, even to stay behind", () => {
    const s0 = exampleBattle();
    const s: BattleState = {
      ...s0,
      brigades: s0.brigades.map((b) => (b.id === 'orkney' ? { ...b, activation: 'activated' } : b)),
      current: { brigade: 'orkney', pending: ['webbs'], attaching: true, charging: [] },
    };
    expect(check(s, { kind: 'attach', brigade: 'orkney', unit: null })).toBeNull();
    expect(check(s, { kind: 'attach', brigade: 'dutch', unit: null })).toBe(
      'the brigadier cannot attach himself to nothing now',
    );
  });
});
