import { z } from 'zod';
import { randomLegalBot } from '../bot/Bot.js';
import type { Bot } from '../bot/Bot.js';
import type { GameRules } from '../plugins/GameRules.js';
import type { SequencePlugin } from '../plugins/SequencePlugin.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import { rulesetModule } from '../ruleset/rulesetModule.js';

/**
 * A tiny example ruleset, "Race": each side in turn advances 1d6 or rests; the first to 10 wins.
 * It is the smallest complete ruleset (no morale or combat plugin, which is allowed), used to test the
 * engine and the conformance kit, and as the model in docs/writing-a-ruleset.md.
 */
export type RaceState = { pos: Record<'A' | 'B', number>; turn: 'A' | 'B'; turns: number };
export type RaceDecision = { kind: 'advance' | 'rest' };
export type RaceEvent = { kind: 'moved'; side: 'A' | 'B'; by: number } | { kind: 'passed'; side: 'A' | 'B' };

const raceStateSchema = z.strictObject({
  pos: z.strictObject({ A: z.number().int().min(0), B: z.number().int().min(0) }),
  turn: z.enum(['A', 'B']),
  turns: z.number().int().min(0),
});
const other = (s: 'A' | 'B') => (s === 'A' ? 'B' : 'A');
const over = (s: RaceState) => s.pos.A >= 10 || s.pos.B >= 10;

/** The race's turn sequence: sides alternate until one reaches 10. */
export const raceSequence: SequencePlugin<RaceState, RaceDecision> = {
  id: 'race/alternate',
  description: 'sides alternate',
  phases: ['move'],
  activePlayer: (s) => (over(s) ? null : s.turn),
  legalDecisions: () => [{ kind: 'advance' }, { kind: 'rest' }],
  checkDecision: (s) => (over(s) ? 'the game is over' : null),
  isOver: over,
  result: (s) => ({ winner: s.pos.A >= 10 ? 'A' : s.pos.B >= 10 ? 'B' : null, victory: 'race', points: { ...s.pos }, turns: s.turns }),
};
/** The race's rules: a coin for who starts, 1d6 per advance. */
export const raceRules: GameRules<RaceState, RaceDecision, RaceEvent, { start: number }> = {
  id: 'race/rules',
  description: 'roll and move',
  setup: (scenario, dice) => ({ pos: { A: scenario.start, B: scenario.start }, turn: dice.d(2, 'who goes first') === 1 ? 'A' : 'B', turns: 0 }),
  resolve: ({ state, dice, emit }, decision, player) => {
    const side = player as 'A' | 'B';
    if (decision.kind === 'advance') emit({ kind: 'moved', side, by: dice.d(6, `${side} advances`) });
    else emit({ kind: 'passed', side });
    void state;
  },
  reduce: (s, e) => ({
    pos: e.kind === 'moved' ? { ...s.pos, [e.side]: s.pos[e.side] + e.by } : s.pos,
    turn: other(e.side),
    turns: s.turns + 1,
  }),
  describeEvent: (e) => (e.kind === 'moved' ? `${e.side} moves ${e.by}` : `${e.side} rests`),
  describeDecision: (d, _s, p) => `${p} chooses ${d.kind}`,
};

/**
 * The Race as a ruleset: its sequence and rules bound by `rulesetModule`, seeded dice, two bots. A fixture
 * may spread it and replace parts (e.g. the CLI tests add army lists, mechanics and their own narration).
 *
 * @example
 * playGame(raceRuleset, { start: 0 }, { seed: 's', bots: { A: raceRuleset.bots.competent!(), B: raceRuleset.bots.random!() } });
 */
export const raceRuleset: Ruleset<{ start: number }> = {
  id: 'race',
  name: 'Race',
  version: '0.0.0',
  description: 'test fixture',
  module: rulesetModule({ sequence: raceSequence, rules: raceRules }),
  schemas: {
    scenario: z.strictObject({ start: z.number().int().min(0).max(9) }),
    state: raceStateSchema,
    decision: z.strictObject({ kind: z.enum(['advance', 'rest']) }),
    event: z.union([
      z.strictObject({ kind: z.literal('moved'), side: z.enum(['A', 'B']), by: z.number().int() }),
      z.strictObject({ kind: z.literal('passed'), side: z.enum(['A', 'B']) }),
    ]),
  },
  mechanics: [],
  exampleScenario: () => ({ start: 0 }),
  bots: {
    random: () => randomLegalBot(),
    competent: (): Bot => ({ id: 'competent', description: 'always advances', decide: () => ({ kind: 'advance' }) }),
  },
  invariants: (state) => {
    const s = state as RaceState;
    return s.pos.A < 0 || s.pos.B < 0 ? ['a position is negative'] : [];
  },
  maxDecisions: 1000,
};

