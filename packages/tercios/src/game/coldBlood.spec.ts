import { playGame, replay, ScriptedDice, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { BattleStateSchema, type BattleState, type CommanderState } from './State.js';
import type { BattleDecision } from './Decision.js';
import { checkCommand } from './commanderActivation.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { tercios } from '../ruleset.js';
import { exampleScenario } from '../scenario/exampleScenario.js';
import { battleInvariants } from './invariants.js';

// Kingdoms Expansion Traits > Cold Blood: "if the enemy succeeds in a command action that affects this commander or
// one of its units within 6 inches, this commander may attempt to cancel that action if it is not Exhausted. It makes
// a command test immediately, with one success for each 6 obtained. At least one success is needed to cancel the
// enemy action, and two to avoid becoming Exhausted."

function battle(cold: Partial<CommanderState> = {}): BattleState {
  const s = fixtureState({
    A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 30, facing: -90 } }],
  });
  const base = {
    rank: 2,
    commanderInChief: false,
    virtues: [],
    attachedTo: null,
    exhausted: false,
    joinedThisTurn: false,
    removed: false,
  };
  const commanders: CommanderState[] = [
    { ...base, id: 'c1', side: 'A', name: 'Sabio', regiment: 'RA', traits: ['erudite'], position: { x: 26, y: 20 } },
    {
      ...base,
      id: 'cb',
      side: 'B',
      name: 'Frío',
      regiment: 'RB',
      traits: ['cold-blood'],
      position: { x: 36, y: 35 },
      ...cold,
    },
  ];
  return { ...s, commanders };
}

const erudite: BattleDecision = {
  kind: 'command',
  commander: 'c1',
  to: null,
  action: { kind: 'erudite', unit: 'ter' },
};

describe('Cold Blood', () => {
  it('a passed enemy action on one of its units within 6" waits for the other side, which decides, then play returns', () => {
    const start = battle();
    expect(checkCommand(start, 'c1', null, { kind: 'erudite', unit: 'ter' })).toBeNull();
    // c1 (rank 2): two successes; cb: two sixes.
    const ctx = fixtureContext(start, ScriptedDice.of([6, 5, 6, 6]));
    resolveBattle(ctx, erudite, 'A');
    expect(ctx.state.coldBlood).toMatchObject({ side: 'B', candidates: ['cb'], commander: 'c1' });
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { kind: 'cold-blood', commander: 'cb' },
      { kind: 'no-cold-blood' },
    ]);
    expect(checkBattleDecision(ctx.state, { kind: 'activate', unit: 'mus' }, DEFAULT_TERCIOS_OPTIONS)).toMatch(
      /Cold Blood/,
    );
    expect(ctx.state.erudite).toBeNull();
    // The pending decision is plain JSON: a saved game resumes in the middle of the command.
    expect(BattleStateSchema.parse(JSON.parse(JSON.stringify(ctx.state)))).toEqual(ctx.state);

    resolveBattle(ctx, { kind: 'cold-blood', commander: 'cb' }, 'B');
    expect(ctx.events.some((e) => e.kind === 'command-cancelled' && e.by === 'cb')).toBe(true);
    expect(ctx.state.erudite).toBeNull();
    expect(ctx.state.coldBlood).toBeNull();
    expect(ctx.state.commanders.find((c) => c.id === 'cb')!.exhausted).toBe(false);
    expect(ctx.state.commanders.find((c) => c.id === 'c1')!.exhausted).toBe(false);
    // Back to side A, whose commander has been activated: a troop follows.
    expect(activeSideOf(ctx.state)).toBe('A');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual([{ kind: 'activate', unit: 'mus' }]);
  });

  it('one 6 cancels and exhausts; 5s do not count; declining lets the action stand', () => {
    const one = fixtureContext(battle(), ScriptedDice.of([6, 6, 6, 1]));
    resolveBattle(one, erudite, 'A');
    resolveBattle(one, { kind: 'cold-blood', commander: 'cb' }, 'B');
    expect(one.state.erudite).toBeNull();
    expect(one.state.commanders.find((c) => c.id === 'cb')!.exhausted).toBe(true);

    const fives = fixtureContext(battle(), ScriptedDice.of([6, 6, 5, 5]));
    resolveBattle(fives, erudite, 'A');
    resolveBattle(fives, { kind: 'cold-blood', commander: 'cb' }, 'B');
    expect(fives.state.erudite).toBe('ter');
    expect(fives.state.commanders.find((c) => c.id === 'cb')!.exhausted).toBe(true);

    const declined = fixtureContext(battle(), ScriptedDice.of([6, 6]));
    resolveBattle(declined, erudite, 'A');
    resolveBattle(declined, { kind: 'no-cold-blood' }, 'B');
    expect(declined.state.erudite).toBe('ter');
    expect(declined.state.commanders.find((c) => c.id === 'cb')!.exhausted).toBe(false);
  });

  it('is not offered when the action fails, the commander is Exhausted or more than 6" from the unit', () => {
    for (const [start, dice] of [
      [battle(), [1, 1]],
      [battle({ exhausted: true }), [6, 6]],
      [battle({ position: { x: 36, y: 46 } }), [6, 6]],
      [battle({ traits: [] }), [6, 6]],
    ] as const) {
      const ctx = fixtureContext(start, ScriptedDice.of([...dice]));
      resolveBattle(ctx, erudite, 'A');
      expect(ctx.state.coldBlood ?? null).toBeNull();
      expect(activeSideOf(ctx.state)).toBe('A');
    }
  });

  it("option battle.coldBlood: within-6 also cancels an action on the enemy's own unit near the commander", () => {
    const near = battle({ position: { x: 42, y: 24 } });
    const start: BattleState = {
      ...near,
      units: near.units.map((u) => (u.id === 'mus' ? { ...u, wear: 2 } : u)),
      commanders: near.commanders.map((c) => (c.id === 'c1' ? { ...c, traits: [] } : c)),
    };
    const rally: BattleDecision = {
      kind: 'command',
      commander: 'c1',
      to: null,
      action: { kind: 'rally', unit: 'mus' },
    };
    const text = fixtureContext(start, ScriptedDice.of([6, 6]));
    resolveBattle(text, rally, 'A');
    expect(text.state.coldBlood ?? null).toBeNull();
    const options = TerciosOptionsSchema.parse({ battle: { coldBlood: 'within-6' } });
    const wide = fixtureContext(start, ScriptedDice.of([6, 6, 6, 6]), options);
    resolveBattle(wide, rally, 'A');
    expect(wide.state.coldBlood).toMatchObject({ candidates: ['cb'] });
    resolveBattle(wide, { kind: 'cold-blood', commander: 'cb' }, 'B');
    expect(wide.state.units.find((u) => u.id === 'mus')!.wear).toBe(2);
  });
});

describe('Cold Blood in whole battles', () => {
  it('the bots play it: offered, decided by the other side, and the battle replays from its log', () => {
    // The example battle with Cold Blood on a regimental commander of each side, Erudite and Expert on the chiefs.
    const scenario = exampleScenario();
    const traits: Record<string, string[]> = {
      'A-cc': ['erudite', 'expert'],
      'A1-cmd': ['cold-blood'],
      'B-cc': ['erudite', 'expert'],
      'B1-cmd': ['cold-blood'],
    };
    for (const side of ['A', 'B'] as const)
      for (const c of scenario.forces[side].commanders) c.traits = traits[c.id] ?? c.traits;
    let offered = 0;
    for (const [i, pairing] of (['competent-random', 'random-competent'] as const).entries()) {
      const [a, b] = pairing.split('-') as ['competent' | 'random', 'competent' | 'random'];
      const bots: Record<string, Bot> = { A: tercios.bots[a]!(), B: tercios.bots[b]!() };
      const game = playGame(tercios, scenario, {
        seed: `cold-blood-12-${i}`, // seeds whose battles offer Cold Blood (it is rare with the competent bots)
        bots,
        options: { battle: { coldBlood: 'within-6' } },
      });
      const state = game.state as BattleState;
      expect(state.stage).toBe('over');
      expect(battleInvariants(state)).toEqual([]);
      const saved = JSON.parse(JSON.stringify(game.save()));
      offered += (saved.log as { event?: { kind?: string } }[]).filter(
        (e) => e.event?.kind === 'cold-blood-offered',
      ).length;
      expect(replay(tercios, saved).identical).toBe(true);
    }
    expect(offered).toBeGreaterThan(0);
  });
});
