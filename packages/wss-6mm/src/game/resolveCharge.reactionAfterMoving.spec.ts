import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { chargeReactions, resolveCharge } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Charges: "Charged Infantry Units, which pass their morale test may attempt to either fire or form Square";
// "Charged Cavalry Units may either fire or countercharge (s and Pf formations only)"; "Units may elect to Fall Back".
// Manoeuvre: "Foot may not manoeuvre and Fire" (ruling R27). Formations: "All other formation changes take 1 move".
// Ruling R67 (`reactionAfterMoving`): a unit charged after it moved in this Movement phase keeps every reaction but
// fire after a full move (R27) by default; with `no-second-move` it may not countercharge nor form square either.

/** The example battle, A with the initiative and both CinCs' phase 1 decisions made, some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

const noSecondMove = Wss6mmOptionsSchema.parse({ reactionAfterMoving: 'no-second-move' });
const unitOf = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;

// The Gendarmes (Pf horse, front at y 14, facing A) 4" from Queen's Horse (S horse, front at y 10, facing B), which
// moved in Lumley's activation earlier this phase.
const horse = (moved: BattleUnit['moved']) =>
  battle({ 'queens-horse': { x: 55.5, y: 10, moved }, gendarmes: { x: 55.5, y: 14 } });
// The Royal Scots (foot, front at y 14) 2" from Picardie (front at y 16), which moved this phase.
const foot = (moved: BattleUnit['moved']) =>
  battle({ 'royal-scots': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16, moved } });

describe('ruling R67: reactions to a charge by a unit that has already moved this Movement phase', () => {
  it('by default horse that made a full move may still countercharge', () => {
    expect(DEFAULT_OPTIONS.reactionAfterMoving).toBe('any-reaction');
    const s = horse('moved');
    expect(chargeReactions(unitOf(s, 'queens-horse'), unitOf(s, 'gendarmes'))).toEqual([
      'countercharge',
      'stand',
      'fall-back',
    ]);
  });

  it('with no-second-move they may not: stand or fall back', () => {
    const s = horse('moved');
    expect(chargeReactions(unitOf(s, 'queens-horse'), unitOf(s, 'gendarmes'), noSecondMove)).toEqual([
      'stand',
      'fall-back',
    ]);
  });

  it('with no-second-move horse that have not moved countercharge as before', () => {
    const s = horse('none');
    expect(chargeReactions(unitOf(s, 'queens-horse'), unitOf(s, 'gendarmes'), noSecondMove)).toContain('countercharge');
  });

  it('by default foot that made a full move may attempt square (not fire, R27); with no-second-move neither', () => {
    const s = foot('moved');
    const p = unitOf(s, 'picardie-1');
    const scots = unitOf(s, 'royal-scots');
    expect(chargeReactions(p, scots)).toEqual(['square', 'stand', 'fall-back']);
    expect(chargeReactions(p, scots, noSecondMove)).toEqual(['stand', 'fall-back']);
  });

  it('foot that made a Move & Fire move keep their fire either way; the square goes with no-second-move', () => {
    const s = foot('move-and-fire');
    const p = unitOf(s, 'picardie-1');
    const scots = unitOf(s, 'royal-scots');
    expect(chargeReactions(p, scots)).toEqual(['fire', 'square', 'stand', 'fall-back']);
    expect(chargeReactions(p, scots, noSecondMove)).toEqual(['fire', 'stand', 'fall-back']);
  });

  it('charged in the flank (ruling R34: square, stand or fall back), foot that moved lose the square with no-second-move', () => {
    // Picardie faces east (along +x) at (20, 20); Queen's Horse, facing north, 6" below its flank (as
    // flankChargedSquare.spec.ts).
    const s = battle({
      'picardie-1': { x: 20, y: 20, facing: 0, moved: 'moved' },
      'queens-horse': { x: 19.6, y: 11.5 },
    });
    const p = unitOf(s, 'picardie-1');
    const horse = unitOf(s, 'queens-horse');
    expect(chargeReactions(p, horse)).toEqual(['square', 'stand', 'fall-back']);
    expect(chargeReactions(p, horse, noSecondMove)).toEqual(['stand', 'fall-back']);
  });

  it('options that leave reactionAfterMoving out read its default: the countercharge stays', () => {
    const s = horse('moved');
    expect(chargeReactions(unitOf(s, 'queens-horse'), unitOf(s, 'gendarmes'), { pcCountercharge: false })).toContain(
      'countercharge',
    );
  });

  it('the battle offers the same list: the Royal Scots charge Picardie, which moved, with no-second-move', () => {
    // The Royal Scots' charge test 18 (18+), move 1 + 1 = 2"; Picardie's morale 15 + 2 (FRESH) + 2 (STEADY) = 19,
    // STEADY: it passes and its side chooses, from stand or fall back only.
    const h = harness(foot('moved'), [18, 1, 15], noSecondMove);
    resolveCharge(h.ctx, 'royal-scots', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toMatchObject({ charger: 'royal-scots', target: 'picardie-1' });
    const offered = legalBattleDecisions(h.ctx.state, noSecondMove).map((d) =>
      d.kind === 'react' ? d.reaction : d.kind,
    );
    expect(offered).toEqual(['stand', 'fall-back']);
  });
});
