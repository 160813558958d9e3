import { hypot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { otherOrders, toBrigadier } from '../sequence/legalOrders.js';
import type { UnitOrder } from './Decision.js';
import { executeOrder } from './executeOrder.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import type { BattleState, BattleUnit } from './State.js';
import { unitById } from './table.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Command and Control: "All units must remain within 12" of their Brigadier.
// If they become separated by involuntary movement etc. then any subsequent voluntary movement may only be used to
// "close the gap", and return to the Brigade." Only voluntary movement is restricted, and only to closing the gap.
// Ruling R64 (docs/rulings/wss-6mm.md): every unit (batteries too); a move goes no farther than it closes the gap
// (and, once back within 12", no farther than the 12"); a move along which the brigadier does not lie is not offered;
// the orders that move nothing (formation changes, bending the line, recovering, holding) are kept
// (`outOfCommandOrders: movement-only`), or refused as the battle did (`closing-only`).
// The example battle: Orkney's brigadier at (22, 4); A's units face up the table (+y), their right is +x.

const closingOnly = { ...DEFAULT_OPTIONS, outOfCommandOrders: 'closing-only' } as typeof DEFAULT_OPTIONS;
const hold: UnitOrder = { type: 'hold' };
const retire: UnitOrder = { type: 'retire' };
const back = (dir: 'left' | 'right'): UnitOrder => ({ type: 'incline', dir, backward: true });
const form = (formation: string): UnitOrder => ({ type: 'form', formation }) as UnitOrder;

function withOrkneyAt(state: BattleState, x: number, y: number): BattleState {
  return { ...state, brigades: state.brigades.map((b) => (b.id === 'orkney' ? { ...b, x, y } : b)) };
}
const orders = (s: BattleState, id: string, options = DEFAULT_OPTIONS): UnitOrder[] =>
  otherOrders(s, unitById(s, id), options);

describe('ruling R64: out of command, "any subsequent voluntary movement may only be used to close the gap"', () => {
  it('"All units": a limbered battery out of command only retires or inclines back towards its brigadier', () => {
    // The Royal Train limbered at (32, 20): Orkney 16" behind it and 10" to its left (18.9" away). Inclining backwards
    // either way (R23: 1" back for 1" to the flank) brings it nearer him (to the right for 4.2", to the left for 18.4");
    // advancing, inclining forwards and wheeling do not. The engine let it do all of them.
    const s = exampleBattle({ 'british-battery': { formation: 'limbered', y: 20 } });
    expect(toBrigadier(s, unitById(s, 'british-battery')).distance).toBeGreaterThan(12);
    expect(orders(s, 'british-battery')).toEqual([hold, retire, back('left'), back('right'), form('deployed')]);
    expect(orders(s, 'british-battery', closingOnly)).toEqual([hold, retire, back('left'), back('right')]);
    // In command (Orkney beside it) it has every move of a limbered battery, and deploys whatever the option.
    const near = withOrkneyAt(s, 32, 17);
    expect(orders(near, 'british-battery')).toContainEqual({ type: 'advance' });
    expect(orders(near, 'british-battery')).toContainEqual({ type: 'wheel', dir: 'left', fast: false });
    expect(orders(near, 'british-battery', closingOnly)).toContainEqual(form('deployed'));
    // Deployed, out of command: it may limber up (a formation change), unless closing-only.
    const deployed = exampleBattle({ 'british-battery': { y: 20 } });
    expect(orders(deployed, 'british-battery')).toEqual([hold, form('limbered')]);
    expect(orders(deployed, 'british-battery', closingOnly)).toEqual([hold]);
    expect(orders(withOrkneyAt(deployed, 32, 17), 'british-battery', closingOnly)).toEqual([hold, form('limbered')]);
  });

  it('a move along which the gap opens is not offered: no forward incline when the brigadier is behind the unit', () => {
    // The Foot Guards at (12.5, 20): Orkney 16" behind them and 9.5" to their right. Inclining right forwards (R23: 1"
    // forward for 1" to the flank) takes them away from him (the engine offered it); backwards, either way, nearer.
    const s = exampleBattle({ 'foot-guards': { y: 20 } });
    const list = orders(s, 'foot-guards', closingOnly);
    expect(list).toEqual([hold, retire, back('left'), back('right')]);
    expect(list).not.toContainEqual({ type: 'incline', dir: 'right' });
  });

  it('a unit out of command keeps the orders that move nothing: formation changes, bending its line, recovering', () => {
    // The same Foot Guards, DISORDERED: they may still form column or square (the engine refused every formation
    // change); with closing-only, as the battle was, only hold, recover and the moves that close the gap.
    const s = exampleBattle({ 'foot-guards': { y: 20, order: 'disordered' } });
    expect(orders(s, 'foot-guards')).toEqual([
      hold,
      { type: 'recover' },
      retire,
      back('left'),
      back('right'),
      form('column'),
      form('square'),
    ]);
    expect(orders(s, 'foot-guards', closingOnly)).toEqual([
      hold,
      { type: 'recover' },
      retire,
      back('left'),
      back('right'),
    ]);
    // A square out of command may re-form line (it cannot move, ruling R24, so it could never close the gap).
    const square = exampleBattle({ 'foot-guards': { y: 20, formation: 'square' } });
    expect(orders(square, 'foot-guards')).toEqual([hold, form('line'), form('column')]);
    expect(orders(square, 'foot-guards', closingOnly)).toEqual([hold]);
    // closing-only limits a unit out of command only: in command the square re-forms whatever the option.
    const inCommand = exampleBattle({ 'foot-guards': { formation: 'square' } });
    expect(orders(inCommand, 'foot-guards', closingOnly)).toEqual([hold, form('line'), form('column')]);
  });

  it('Move & Fire towards the brigadier closes the gap: offered to foot in line, as the advance is', () => {
    // Orkney 13" ahead of the Foot Guards (at (12.5, 19)): advancing, Move & Fire and inclining forwards bring them
    // nearer him; retiring and inclining backwards do not.
    const s = withOrkneyAt(exampleBattle(), 12.5, 19);
    expect(orders(s, 'foot-guards', closingOnly)).toEqual([
      hold,
      { type: 'advance' },
      { type: 'advance-and-fire' },
      { type: 'incline', dir: 'left' },
      { type: 'incline', dir: 'right' },
    ]);
  });

  it('a move goes no farther than it closes the gap: to the point of its line nearest the brigadier', () => {
    // Queen's Horse at (54.5, 6); Lumley's brigadier put 2" ahead of them and 13" to their left (13.2" away). An advance
    // (1d6 x 2, a 4: 8") closes the gap for 2" only; beyond, it opens again. The engine moved them the whole 8".
    const s: BattleState = {
      ...exampleBattle(),
      brigades: exampleBattle().brigades.map((b) => (b.id === 'lumley' ? { ...b, x: 41.5, y: 8 } : b)),
    };
    const h = harness(s, [4]);
    executeOrder(h.ctx, 'queens-horse', { type: 'advance' });
    expect(h.unit('queens-horse').y).toBeCloseTo(8, 1);
    const d = toBrigadier(h.ctx.state, h.unit('queens-horse')).distance;
    expect(d).toBeLessThan(toBrigadier(s, unitById(s, 'queens-horse')).distance);
  });

  it('a move that brings the unit back within 12" may go on as far as it stays within 12"', () => {
    // Lumley's brigadier 4" ahead of Queen's Horse and 11.5" to their left (12.2" away). An 8" advance is cut where
    // it would leave the 12" again: 4 + sqrt(144 - 11.5²) = 7.43" on.
    const s: BattleState = {
      ...exampleBattle(),
      brigades: exampleBattle().brigades.map((b) => (b.id === 'lumley' ? { ...b, x: 43, y: 10 } : b)),
    };
    const h = harness(s, [4]);
    executeOrder(h.ctx, 'queens-horse', { type: 'advance' });
    const u: BattleUnit = h.unit('queens-horse');
    expect(u.y).toBeCloseTo(6 + 4 + Math.sqrt(144 - 11.5 * 11.5), 1);
    expect(hypot(u.x - 43, u.y - 10)).toBeLessThanOrEqual(12);
  });

  it('with R61 (moveAllowance up-to) the most offered is the cut move', () => {
    const s: BattleState = {
      ...exampleBattle(),
      current: { brigade: 'lumley', pending: ['queens-horse'], attaching: false, charging: [] },
      brigades: exampleBattle().brigades.map((b) => (b.id === 'lumley' ? { ...b, x: 41.5, y: 8 } : b)),
    };
    const h = harness(s, [4]);
    executeOrder(h.ctx, 'queens-horse', { type: 'advance' }, true);
    expect(h.ctx.state.current?.moving).toMatchObject({ unit: 'queens-horse', rolled: 8 });
    expect(h.ctx.state.current!.moving!.most).toBeCloseTo(2, 1);
  });
});
