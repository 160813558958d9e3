import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { checkBattleDecision, createWss6mmSequence, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { moralePhase } from './moralePhase.js';
import { resolveBattle } from './resolve.js';
import { BattleStateSchema, type BattleState } from './State.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Melee > Post Melee: "If a unit routs or falls back the winning units will
// pursue. Horse will continue pursuit until rallied, Foot may rally automatically after one move of pursuit. If a Foot
// unit pursues for over 3" it is disordered." The "may" is the player's: once his foot have made a move of pursuit he
// chooses to rally them there or to go on pursuing. Rallying: "Units requiring Rallying from Rout, Pursuit or Fall Back
// may test now". Ruling R62 (docs/rulings/wss-6mm.md), option `footPursuitRally`: `chosen` (the default) or
// `automatic` (the foot always halt after one move: the battle before 6 Dec 2026).

const choice = (unit: string, rally: boolean): BattleDecision => ({ kind: 'pursuit', unit, rally });

/**
 * Orkney's brigade (A) about to activate, the Royal Irish (British foot, at (22.5, 6) facing up the table) pursuing
 * Picardie, falling back 14" ahead of them, since an earlier turn.
 */
function pursuing(): BattleState {
  return exampleBattle({
    'royal-irish': { pursuing: 'picardie-1', since: 0 },
    'picardie-1': { x: 22.5, y: 20, order: 'falling-back', since: 0 },
  });
}

describe('ruling R62: "Foot may rally automatically after one move of pursuit": the player chooses', () => {
  it('after their move of pursuit the Royal Irish wait for their side: rally or pursue on; nothing else meanwhile', () => {
    // Pursuit 1d6 + 1: a 1, 2" (not over 3": still STEADY). Then the choice, before the activation roll.
    const h = harness(pursuing(), [1, 20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: 'picardie-1', order: 'steady', moved: 'moved' });
    expect(h.events.at(-1)).toMatchObject({ kind: 'pursuit-offered', unit: 'royal-irish', brigade: 'orkney' });
    expect(h.ctx.state.pursuit).toMatchObject({ unit: 'royal-irish', brigade: 'orkney' });
    expect(BattleStateSchema.safeParse(h.ctx.state).success).toBe(true);
    // No activation roll yet: the brigade is neither activated nor failed.
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')!.activation).toBe('pending');
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)).toEqual([
      choice('royal-irish', true),
      choice('royal-irish', false),
    ]);
    expect(createWss6mmSequence(DEFAULT_OPTIONS).activePlayer(h.ctx.state)).toBe('A');
    for (const d of [choice('royal-irish', true), choice('royal-irish', false)])
      expect(checkBattleDecision(h.ctx.state, d, DEFAULT_OPTIONS)).toBeNull();
    for (const other of [
      choice('foot-guards', true),
      { kind: 'activate', brigade: 'lumley' },
      { kind: 'order', unit: 'royal-irish', order: { type: 'hold' } },
      { kind: 'rally', unit: 'royal-irish', test: true },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(h.ctx.state, other, DEFAULT_OPTIONS)).toBe(
        'royal-irish must first choose whether to rally after its move of pursuit or to pursue on (Post Melee: "Foot may rally automatically after one move of pursuit")',
      );
    // Nothing waits for a pursuit choice before the move, nor after it is made.
    expect(checkBattleDecision(pursuing(), choice('royal-irish', true), DEFAULT_OPTIONS)).toBe(
      'no foot unit is choosing whether to rally from its pursuit now',
    );
    expect(describeDecision(choice('royal-irish', true), h.ctx.state, 'A')).toBe(
      'A: Royal Irish rallies after its move of pursuit',
    );
    expect(describeDecision(choice('royal-irish', false), h.ctx.state, 'A')).toBe('A: Royal Irish pursues on');
  });

  it('rallying, they halt where the move ended, in order (2" is not over 3"); then the activation is rolled', () => {
    const h = harness(pursuing(), [1, 20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, choice('royal-irish', true));
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null, order: 'steady', pursued: 0 });
    expect(h.ctx.state.pursuit).toBeNull();
    // The move, the offer, the choice and the halt, in the log's words.
    expect(h.events.map((e) => e.text).slice(0, 4)).toEqual([
      'Royal Irish pursues 2"',
      'Royal Irish has made a move of pursuit: its side chooses to rally it or to pursue on (ruling R62)',
      'Royal Irish rallies after its move of pursuit',
      'Royal Irish rallies after its move of pursuit and halts',
    ]);
    // The offer keeps the units that had moved in the phase as the activation attempt began: the Royal Irish, in
    // pursuit (ruling R55), which the activation roll reads after the choice.
    expect(h.events[1]).toMatchObject({ kind: 'pursuit-offered', moved: ['royal-irish'] });
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')!.activation).toBe('activated');
    // Ruling R55: their pursuit was their move; they get no other orders in this activation.
    expect(h.ctx.state.current?.pending ?? []).not.toContain('royal-irish');
  });

  it('rallying with footPursuitHalt always, the halt is a rally: DISORDERED whatever the distance (ruling R54)', () => {
    const h = harness(pursuing(), [1, 20], Wss6mmOptionsSchema.parse({ footPursuitHalt: 'always' }));
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, choice('royal-irish', true));
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null, order: 'disordered' });
  });

  it('pursuing on, they stay in pursuit (no orders, no charge); their next move takes the pursuit over 3": DISORDERED', () => {
    const h = harness(pursuing(), [1, 20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, choice('royal-irish', false));
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: 'picardie-1', order: 'steady', pursued: 2 });
    expect(h.events.find((e) => e.kind === 'pursuit-chosen')?.text).toBe('Royal Irish pursues on');
    expect(h.ctx.state.current?.pending ?? []).not.toContain('royal-irish');
    expect(h.ctx.state.current?.charging ?? []).not.toContain('royal-irish');
    // A later activation: another move of pursuit, a 1 again: 2" more, 4" in all, "over 3"": DISORDERED.
    const later: BattleState = {
      ...h.ctx.state,
      current: null,
      brigades: h.ctx.state.brigades.map((b) => (b.id === 'orkney' ? { ...b, activation: 'pending' } : b)),
    };
    const next = harness(later, [1, 20]);
    resolveBattle(next.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(next.unit('royal-irish')).toMatchObject({ y: 10, pursuing: 'picardie-1', order: 'disordered', pursued: 4 });
    expect(next.text()).toMatch(/Royal Irish pursues 2": over 3" of pursuit, DISORDERED/);
    // After every move of pursuit the choice is theirs again.
    expect(legalBattleDecisions(next.ctx.state, DEFAULT_OPTIONS)).toEqual([
      choice('royal-irish', true),
      choice('royal-irish', false),
    ]);
  });

  it('foot already DISORDERED are not DISORDERED again, over 3" or halting with footPursuitHalt always', () => {
    const s = exampleBattle({
      'royal-irish': { pursuing: 'picardie-1', since: 0, order: 'disordered' },
      'picardie-1': { x: 22.5, y: 20, order: 'falling-back', since: 0 },
    });
    const h = harness(s, [3, 20], Wss6mmOptionsSchema.parse({ footPursuitHalt: 'always' }));
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, choice('royal-irish', true));
    expect(h.events.map((e) => e.text)).toContain('Royal Irish pursues 4"');
    expect(h.events.map((e) => e.text)).toContain('Royal Irish rallies after its move of pursuit and halts');
    expect(h.unit('royal-irish')).toMatchObject({ order: 'disordered', pursuing: null });
  });

  it('a first move over 3" DISORDERS them whether they rally or pursue on', () => {
    // A 3: 4" of pursuit.
    for (const rally of [true, false]) {
      const h = harness(pursuing(), [3, 20]);
      resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
      expect(h.unit('royal-irish')).toMatchObject({ y: 10, order: 'disordered' });
      resolveBattle(h.ctx, choice('royal-irish', rally));
      expect(h.unit('royal-irish')).toMatchObject({ order: 'disordered', pursuing: rally ? null : 'picardie-1' });
    }
  });

  it('foot pursuing on since an earlier turn may test to rally from pursuit in the Morale Tests phase (10+)', () => {
    // Rallying: "Units requiring Rallying from … Pursuit may test now". Pursuit row: STEADY read as FRESH, -2 (ruling
    // R8): a 12 scores 10, rallied (and DISORDERED: "All units Rallying from any cause will be DISORDERED").
    const s = exampleBattle({ 'royal-irish': { pursuing: 'picardie-1', since: 1, pursued: 2 } });
    // Then turn 3's initiative: A 15, B 3.
    const h = harness({ ...s, turn: 2, brigades: s.brigades.map((b) => ({ ...b, activation: 'done' })) }, [12, 15, 3]);
    moralePhase(h.ctx);
    expect(h.ctx.state.rally).toEqual(['royal-irish']);
    resolveBattle(h.ctx, { kind: 'rally', unit: 'royal-irish', test: true });
    expect(h.unit('royal-irish')).toMatchObject({ pursuing: null, pursued: 0, order: 'disordered' });
  });

  it('the units still to make their compulsory moves move after the choice, in list order, then the activation roll', () => {
    // The Royal Irish and Webb's both pursue (Webb's at (27.5, 6) after Navarre, falling back 14" ahead): the Irish
    // choose after their move, then Webb's move and choose, then the activation is rolled (a 20).
    const s = exampleBattle({
      'royal-irish': { pursuing: 'picardie-1', since: 0 },
      'picardie-1': { x: 22.5, y: 20, order: 'falling-back', since: 0 },
      webbs: { pursuing: 'navarre', since: 0 },
      navarre: { x: 27.5, y: 20, order: 'falling-back', since: 0 },
    });
    const h = harness(s, [1, 2, 20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.unit('webbs').y).toBe(6);
    resolveBattle(h.ctx, choice('royal-irish', false));
    expect(h.unit('webbs')).toMatchObject({ y: 9, pursuing: 'navarre' });
    expect(h.ctx.state.pursuit).toMatchObject({ unit: 'webbs' });
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')!.activation).toBe('pending');
    resolveBattle(h.ctx, choice('webbs', true));
    expect(h.unit('webbs')).toMatchObject({ y: 9, pursuing: null });
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')!.activation).toBe('activated');
    // Ruling R55 still holds for both: neither is ordered in the activation.
    expect(h.ctx.state.current?.pending ?? []).not.toContain('webbs');
  });

  it('footPursuitRally automatic: no choice, the foot halt after one move (the battle before the ruling)', () => {
    const h = harness(pursuing(), [1, 20], Wss6mmOptionsSchema.parse({ footPursuitRally: 'automatic' }));
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null, order: 'steady' });
    expect(h.ctx.state.pursuit).toBeNull();
    expect(h.text()).toMatch(/Royal Irish pursues 2" and halts/);
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')!.activation).toBe('activated');
  });

  it('the competent bot rallies them (offered first), as the battle did before the choice', () => {
    const h = harness(pursuing(), [1, 20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(competentBot().decide({ state: h.ctx.state, legal, side: 'A' } as never)).toEqual(
      choice('royal-irish', true),
    );
  });
});
