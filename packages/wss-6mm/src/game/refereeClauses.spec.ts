import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { beginFire, mayFireSmallArms, shoot } from './firePhases.js';
import { meleePhase } from './meleePhase.js';
import { moralePhase } from './moralePhase.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// An independent referee's reading of the rulebook (/work/shared/rules/wss-6mm.txt), clause by clause, against the
// battle: each test quotes the clause and shows what the table does.

/** The example battle, A with the initiative and both CinCs' phase 1 decisions made, some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// The 1st Foot Guards (British PF1, 4 elements, battalion gun) 2" in front of Picardie (French RF, 10 elements).
const close = { 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } };

describe('Small Arms Fire: "Firer failed to charge this move -2"', () => {
  it('foot that fail their charge test have not moved: they fire in the small arms phase, at -2', () => {
    // Charge test 17 (Foot require 18+): no charge, and the Guards stay where they stood. Small arms fire: 10 + 2
    // (close range musket) + 2 (platoon firing) + 2 (battalion gun) - 2 (failed to charge) = 14 on the 4-element
    // row (12 for one element, 21 for two): one element.
    const h = harness(battle(close), [17, 10]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.unit('foot-guards')).toMatchObject({ failedCharge: true, x: 20, y: 14 });
    expect(mayFireSmallArms(h.unit('foot-guards'))).toBe(true);
    beginFire(h.ctx, 'small-arms');
    expect(h.ctx.state.fire?.pending).toContain('foot-guards');
    shoot(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.text()).toMatch(/1st Foot Guards fires at Picardie at 2": rolled 10, score 14: 1 element\(s\)/);
  });
});

describe('Charges: "Charged Infantry Units, which pass their morale test may attempt to either fire or form Square"', () => {
  it('foot charged by foot may attempt to form square too (the clause names no charger)', () => {
    // The Guards charge: test 18 (18+), move 1 + 1 = 2"; Picardie's morale 15 + 2 (FRESH) + 2 (STEADY): STEADY.
    const h = harness(battle(close), [18, 1, 15]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    const reactions = legalBattleDecisions(h.ctx.state).map((d) => (d.kind === 'react' ? d.reaction : d.kind));
    expect(reactions).toEqual(['fire', 'square', 'stand', 'fall-back']);
  });
});

describe('Charges: "Charged units should take a morale test"', () => {
  it('a unit already in melee that is charged by a unit joining the melee takes its morale test', () => {
    // Picardie is in melee with the Royal Scots. The Guards charge it: test 18, move 1 + 1 = 2"; Picardie's morale
    // 1 + 2 (FRESH) + 2 (STEADY) = 5: FALL BACK, which breaks it off the melee; contacted, it routs.
    const s = battle({
      ...close,
      'picardie-1': { ...close['picardie-1'], engaged: ['royal-scots'] },
      'royal-scots': { engaged: ['picardie-1'] },
    });
    const h = harness(s, [18, 1, 1]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.text()).toMatch(/Picardie takes a morale test \(charged by 1st Foot Guards\): rolled 1, score 5/);
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', engaged: [] });
    expect(h.unit('foot-guards')).toMatchObject({ pursuing: 'picardie-1', engaged: [] });
  });

  it('a unit already falling back that is charged takes its morale test (and routs if contacted)', () => {
    // Picardie (DISTRESSED: 5 elements lost) is falling back. The Guards charge: test 18, move 1 + 1 = 2";
    // Picardie's morale 1 - 4 (DISTRESSED) = -3: ROUTED.
    const s = battle({ ...close, 'picardie-1': { ...close['picardie-1'], order: 'falling-back', lost: 5 } });
    const h = harness(s, [18, 1, 1]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.text()).toMatch(/Picardie takes a morale test \(charged by 1st Foot Guards\): rolled 1, score -3: ROUTED/);
    expect(h.unit('picardie-1').order).toBe('routed');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.ctx.state.pendingCharge).toBeNull();
  });
});

describe('Casualties: "Whenever a unit loses one or more elements it should take a Morale test"', () => {
  it('a unit that lost an element to fire and then another in melee takes a test for each loss', () => {
    // Picardie lost an element to the small arms fire of this turn (its test is due in phase 6) and is in melee with
    // the Foot Guards. Melee: the Guards roll 10 (4 foot elements: one hit), Picardie 9 (none); Picardie tests for
    // the melee loss (15 + 2 FRESH + 2 STEADY - 2 losing = 17: STEADY), then both sides Resolve (15 each: Okay) and
    // Picardie is DISORDERED as the loser. Phase 6: Picardie still owes the test for its loss to fire: 15 + 2 FRESH
    // - 2 DISORDERED (SHAKEN, R7) = 15.
    const s = battle({
      'foot-guards': { x: 20, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'], lost: 1, pendingMorale: 1 },
    });
    const h = harness(s, [10, 9, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie takes a morale test \(lost elements in melee\): rolled 15, score 17: STEADY/);
    moralePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie takes a morale test \(lost elements\): rolled 15, score 15: STEADY/);
  });
});

describe('Compulsory Moves: "Units which are FALLING BACK, ROUTED or Pursuing should be moved … Units will attempt to flow around friends"', () => {
  it('a unit falling back flows around a friend behind it (as a router does, ruling R29) instead of stopping at it', () => {
    // Picardie (B, front at y 30, 0.75" deep) falls back a normal move (a 3: 3") up the table; Navarre stands behind
    // it at y 31.5-32.25. Picardie passes it and ends its 3" at y 33, clear of Navarre.
    const h = harness(battle({ 'picardie-1': { order: 'falling-back' }, navarre: { x: 12, y: 31.5 } }), [3, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ x: 12, y: 33, order: 'falling-back' });
    expect(h.text()).toMatch(/Picardie falls back 3" facing the enemy/);
  });

  it('a unit falling back whose only clear spot past a friend is off the table stops short of the friend', () => {
    // Picardie (front at y 31) falls back 3" (a 3) towards its own edge (y 36); Navarre stands at y 34.5. Past Navarre
    // Picardie would leave the table, and only routers leave it (R29): it stops touching Navarre, 2.75" back.
    const h = harness(battle({ 'picardie-1': { order: 'falling-back', y: 31 }, navarre: { x: 12, y: 34.5 } }), [3, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ x: 12, y: 33.75, order: 'falling-back' });
    expect(h.text()).toMatch(/Picardie falls back 2.75" facing the enemy/);
    // With Navarre 1" further forward, Picardie passes it and ends on the first clear spot, 3.5" back, still on the table.
    const past = harness(
      battle({ 'picardie-1': { order: 'falling-back', y: 31 }, navarre: { x: 12, y: 33.5 } }),
      [3, 20],
    );
    compulsoryMoves(past.ctx, 'picardie');
    expect(past.unit('picardie-1')).toMatchObject({ x: 12, y: 34.5 });
    expect(past.text()).toMatch(/Picardie falls back 3.5" facing the enemy/);
  });

  it('a pursuer flows around a friend in its way', () => {
    // The Royal Irish (A) pursue Clare's, 8" ahead; the Royal Scots stand 2" in front of them. Pursuit 1d6 + 1 (a 4:
    // 5"): the Irish pass through the Scots and end 5" on, clear of them.
    const h = harness(
      battle({
        'royal-irish': { x: 20, y: 10, pursuing: 'clare' },
        'royal-scots': { x: 20, y: 12.5 },
        clare: { x: 20, y: 18 },
      }),
      [4, 20, 20, 20],
    );
    compulsoryMoves(h.ctx, 'orkney');
    expect(h.unit('royal-irish')).toMatchObject({ x: 20, y: 15 });
  });
});
