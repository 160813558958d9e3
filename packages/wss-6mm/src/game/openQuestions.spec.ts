import { describe, expect, it } from 'vitest';
import { chargeTargets } from '../sequence/legalOrders.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';

// Questions an independent referee found (stop 47) where the engine may disagree with the rulebook and no ruling yet
// decides (docs/rulings/wss-6mm.md, "Open questions"). Each test asserts what the rulebook's words suggest and is
// marked `it.fails`: it passes while the engine still does otherwise, and fails (so the suite says so) the day the
// engine changes, when the question must be ruled and the test made an ordinary one.

const unit = (s: ReturnType<typeof exampleBattle>, id: string) => s.units.find((u) => u.id === id)!;

describe('Charges: "No unit that is ROUTED, FALLING BACK or in pursuit may charge": a limit on chargers, not targets', () => {
  it.fails('open: these are the only restrictions on the target: a ROUTED enemy in reach may be charged', () => {
    // Queen's Horse (S, A, front at y 6) and the Gendarmes (B), routed, 8" straight ahead (horse reach 1d6 x 2 + 2 = 14").
    // The text forbids routed units to charge, not to be charged; no ruling removes routed targets (R25 removes them
    // only as fire targets).
    const s = exampleBattle({ gendarmes: { x: 54.5, y: 14, order: 'routed', since: 0 } });
    expect(chargeTargets(s, unit(s, 'queens-horse')).map((t) => t.id)).toContain('gendarmes');
  });
});
