import type { BattleState } from './State.js';
import { activeUnits, onTable, overlapBeyondRounding } from './table.js';

/**
 * Broken invariants of a state, each as a sentence: active units off the table or overlapping another, a
 * brigade in an unknown activation state, a CinC off the table or attached to a unit routed or gone.
 * The conformance kit checks them after every decision.
 */
export function tableInvariants(state: BattleState): string[] {
  const out: string[] = [];
  const units = activeUnits(state);
  for (const u of units) if (!onTable(state, u)) out.push(`${u.id} is off the table at (${u.x}, ${u.y})`);
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      if (overlapBeyondRounding(units[i]!, units[j]!)) out.push(`${units[i]!.id} overlaps ${units[j]!.id}`);
    }
  }
  for (const b of state.brigades)
    if (!['pending', 'activated', 'failed', 'done'].includes(b.activation)) out.push(`${b.id} has a bad activation`);
  for (const c of state.cincs ? [state.cincs.A, state.cincs.B] : []) {
    if (c.x < 0 || c.x > state.table.width || c.y < 0 || c.y > state.table.depth)
      out.push(`${c.name} is off the table at (${c.x}, ${c.y})`);
    const with_ = c.attached === null ? undefined : state.units.find((u) => u.id === c.attached);
    if (c.attached !== null && (with_?.status !== 'active' || with_.order === 'routed'))
      out.push(`${c.name} is attached to ${c.attached}, which is routed or gone`);
  }
  return out;
}
