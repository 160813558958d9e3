import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness, moralePhaseTestingAll } from './__fixtures__/harness.js';

// Post Melee: "Horse will continue pursuit until rallied … A Horse unit pursuing is always disordered." Charges: "No
// unit that is ROUTED, FALLING BACK or in pursuit may charge". Rallying: "Rally from Pursuit 10 or more", PURSUIT
// column "In contact with enemy -10", "STEADY -2" (ruling R8: the FRESH unit's row). Ruling R69: a pursuer charged into
// melee keeps pursuing (the -10 is for it) until it rallies, routs or falls back, or wins and pursues anew.

/** The example battle in turn 2, with some units moved or changed (as compulsoryMoves.pursuitContact.spec.ts). */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn: 2,
    cincPending: [],
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

// Queen's Horse (S, FRESH, front at y 11) pursue Picardie (FALLING BACK far off) since turn 1, DISORDERED as horse
// pursuing are; the Gendarmes (Pf, front at y 14) stand 3" ahead of them.
const pursuerAhead = () =>
  battle({
    'queens-horse': { x: 54.5, y: 11, pursuing: 'picardie-1', order: 'disordered', since: 1 },
    'picardie-1': { x: 12, y: 34, order: 'falling-back', since: 1 },
    gendarmes: { x: 54.5, y: 14 },
  });

/**
 * The Gendarmes charge them: test 15 (P horse 10+), move 1 x 2 + 2 = 4" over the 3"; Queen's Horse's morale 15 + 2
 * (FRESH) - 2 (SHAKEN: DISORDERED, ruling R7) = 15, STEADY. DISORDERED horse may not countercharge ("DISORGANISED",
 * ruling R17), so only stand or fall back. Standing, the charge goes in; the Gendarmes fire as they charge home (Pf):
 * 1, no hit.
 */
function charged() {
  const h = harness(pursuerAhead(), [15, 1, 15, 1, 20, 1]);
  resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
  const offered = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS).map((d) =>
    d.kind === 'react' ? d.reaction : d.kind,
  );
  expect(offered).toEqual(['stand', 'fall-back']);
  resolveChargeReaction(h.ctx, 'stand');
  return h;
}

describe('ruling R69: a pursuer charged into melee', () => {
  it('keeps its pursuit: it is in melee with the Gendarmes and still pursuing Picardie, since turn 1', () => {
    const h = charged();
    expect(h.unit('queens-horse')).toMatchObject({
      engaged: ['gendarmes'],
      pursuing: 'picardie-1',
      since: 1,
      order: 'disordered',
    });
  });

  it('may test to rally from pursuit in phase 6, "In contact with enemy -10": a 20 scores 20 - 2 - 10 = 8, short of 10', () => {
    const h = charged();
    moralePhaseTestingAll(h.ctx);
    // Picardie (recover from fall back, 14+) rolls the 1 after: it fails too.
    expect(h.text()).toContain("Queen's Horse fails to rally from pursuit (score 8)");
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: 'picardie-1', engaged: ['gendarmes'] });
  });
});
