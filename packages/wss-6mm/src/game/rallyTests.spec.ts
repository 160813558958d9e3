import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { checkBattleDecision, createWss6mmSequence, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { moralePhase } from './moralePhase.js';
import { carryOnTurn } from './endOfTurn.js';
import { resolveBattle } from './resolve.js';
import { BattleStateSchema, type BattleState } from './State.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Rallying: "Units requiring Rallying from Rout, Pursuit or Fall Back may
// test now, unless they began their rout, pursuit or Falling Back this move. Roll 1 d20 …" The test is the player's to
// take or not. Ruling R21 (docs/rulings/wss-6mm.md), option `rallyTests`: each unit's side chooses whether it tests
// (`chosen`, the default), or every such unit tests (`always`, the battle before 6 Dec 2026).

const always = Wss6mmOptionsSchema.parse({ rallyTests: 'always' });

/**
 * Turn 2's Morale Tests phase: Picardie (B) routed and Queen's Horse (A) pursuing since turn 1, Navarre (B) falling back
 * since this turn (it began this move: no test), all far from any enemy and from each other.
 */
function phase(): BattleState {
  const s = exampleBattle({
    'queens-horse': { x: 60, y: 16, pursuing: 'picardie-1', order: 'disordered', since: 1 },
    'picardie-1': { x: 10, y: 20, order: 'routed', since: 1 },
    navarre: { x: 40, y: 26, order: 'falling-back', since: 2 },
  });
  return { ...s, turn: 2, phase: 'morale tests', brigades: s.brigades.map((b) => ({ ...b, activation: 'done' })) };
}

const rally = (unit: string, test: boolean): BattleDecision => ({ kind: 'rally', unit, test });

describe('ruling R21: "Units requiring Rallying … may test now": each side chooses whether its unit tests', () => {
  it('the units that may rally are offered in army-list order, one at a time: test or not; nothing else meanwhile', () => {
    // Queen's Horse tests (12: rallies from pursuit, 10 or more); then the initiative of turn 3 (A 15, B 3).
    const h = harness(phase(), [12, 15, 3]);
    moralePhase(h.ctx);
    expect(h.events.at(-1)).toEqual({
      kind: 'rally-offered',
      units: ['queens-horse', 'picardie-1'],
      text: '2 units may test to rally',
    });
    expect(h.ctx.state.rally).toEqual(['queens-horse', 'picardie-1']);
    expect(BattleStateSchema.safeParse(h.ctx.state).success).toBe(true);
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)).toEqual([
      rally('queens-horse', true),
      rally('queens-horse', false),
    ]);
    expect(checkBattleDecision(h.ctx.state, rally('queens-horse', true), DEFAULT_OPTIONS)).toBeNull();
    expect(checkBattleDecision(h.ctx.state, rally('queens-horse', false), DEFAULT_OPTIONS)).toBeNull();
    // The side of the unit offered decides.
    expect(createWss6mmSequence(DEFAULT_OPTIONS).activePlayer(h.ctx.state)).toBe('A');
    for (const other of [
      rally('picardie-1', true),
      rally('navarre', true),
      { kind: 'activate', brigade: 'orkney' },
      { kind: 'order', unit: 'queens-horse', order: { type: 'hold' } },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(h.ctx.state, other, DEFAULT_OPTIONS)).toBe(
        'queens-horse must first choose whether to take its rally test (Rallying: "may test now")',
      );
    expect(describeDecision(rally('queens-horse', true), h.ctx.state, 'A')).toBe(
      "A: Queen's Horse takes its rally test",
    );
    expect(describeDecision(rally('queens-horse', false), h.ctx.state, 'A')).toBe(
      "A: Queen's Horse does not test to rally",
    );
    resolveBattle(h.ctx, rally('queens-horse', true));
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: null, order: 'disordered' });
    expect(h.text()).toContain("Queen's Horse tests to rally");
    // Picardie's side (B) declines: no roll, it stays ROUTED; the turn then carries on.
    expect(h.ctx.state.rally).toEqual(['picardie-1']);
    expect(createWss6mmSequence(DEFAULT_OPTIONS).activePlayer(h.ctx.state)).toBe('B');
    expect(h.events.some((e) => e.kind === 'turn')).toBe(false);
    resolveBattle(h.ctx, rally('picardie-1', false));
    expect(h.unit('picardie-1').order).toBe('routed');
    expect(h.text()).toContain(`${h.unit('picardie-1').name} does not test to rally`);
    expect(h.text()).not.toMatch(/rallies from rout|fails to rally from rout/);
    expect(h.ctx.state.rally).toBeNull();
    expect(h.events.at(-1)).toMatchObject({ kind: 'turn', turn: 3, first: 'A' });
    expect(checkBattleDecision(h.ctx.state, rally('picardie-1', true), DEFAULT_OPTIONS)).toBe(
      'no unit is choosing whether to rally now',
    );
  });

  it('the turn waits at the Morale Tests phase while a rally test is offered: no end check, no next turn', () => {
    // The small arms fire over (no firer), no melee; the Morale Tests phase offers the two rally tests.
    const h = harness({ ...phase(), fire: { phase: 'small-arms', pending: [], hits: [] } }, []);
    carryOnTurn(h.ctx);
    expect(h.ctx.state.rally).toEqual(['queens-horse', 'picardie-1']);
    expect(h.ctx.state.fire).toBeNull();
    expect(h.events.some((e) => e.kind === 'turn' || e.kind === 'end' || e.kind === 'fire-begun')).toBe(false);
    // Answered, the last one ends the turn: the battle ends on the turn limit (2 with maxTurns 2), no fire begins.
    const last = harness({ ...phase(), rally: ['picardie-1'] }, [], Wss6mmOptionsSchema.parse({ maxTurns: 2 }));
    resolveBattle(last.ctx, rally('picardie-1', false));
    expect(last.events.at(-1)).toMatchObject({ kind: 'end' });
    expect(last.events.some((e) => e.kind === 'fire-begun')).toBe(false);
  });

  it('rallyTests always: every unit that may rally tests, with no choice', () => {
    // Queen's Horse 12 (rallies from pursuit), Picardie 16 (rallies from rout); Navarre began falling back this turn.
    const h = harness(phase(), [12, 16], always);
    moralePhase(h.ctx);
    expect(h.events.some((e) => e.kind === 'rally-offered')).toBe(false);
    expect(h.ctx.state.rally).toBeNull();
    expect(h.unit('queens-horse').pursuing).toBeNull();
    expect(h.unit('picardie-1').order).toBe('disordered');
    expect(h.unit('navarre').order).toBe('falling-back');
  });

  it('one unit to rally: "1 unit may test to rally"', () => {
    const s = phase();
    const h = harness(
      {
        ...s,
        units: s.units.map((u) => (u.id === 'queens-horse' ? { ...u, pursuing: null, order: 'steady' as const } : u)),
      },
      [],
    );
    moralePhase(h.ctx);
    expect(h.events.at(-1)).toEqual({ kind: 'rally-offered', units: ['picardie-1'], text: '1 unit may test to rally' });
  });

  it('no unit to rally: nothing offered', () => {
    const s = exampleBattle();
    const h = harness({ ...s, turn: 2 }, []);
    moralePhase(h.ctx);
    expect(h.events.some((e) => e.kind === 'rally-offered')).toBe(false);
    expect(h.ctx.state.rally).toBeNull();
  });

  it('the competent bot tests every unit offered', () => {
    const h = harness(phase(), []);
    moralePhase(h.ctx);
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(
      competentBot(DEFAULT_OPTIONS).decide({ state: h.ctx.state, player: 'A', legal, rng: () => 0 } as never),
    ).toEqual(rally('queens-horse', true));
  });
});
