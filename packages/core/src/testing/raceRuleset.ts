import { z } from 'zod';
import { randomLegalBot } from '../bot/Bot.js';
import type { Bot } from '../bot/Bot.js';
import type { Dice } from '../dice/Dice.js';
import type { CombatPlugin } from '../plugins/CombatPlugin.js';
import type { GameRules } from '../plugins/GameRules.js';
import type { SequencePlugin } from '../plugins/SequencePlugin.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import { rulesetModule } from '../ruleset/rulesetModule.js';

/**
 * A tiny example ruleset, "Race": each side in turn advances 1d6 or rests; the first to 10 wins.
 * It is the smallest complete ruleset, used to test the engine and the conformance kit, and as the model
 * in docs/writing-a-ruleset.md. Its one roll, how far an advance goes, is its combat contract: the rules
 * call the bound plugin, so a rebinding changes play and odds (it has no morale plugin, which is allowed).
 */
export interface RaceState {
  pos: Record<'A' | 'B', number>;
  turn: 'A' | 'B';
  turns: number;
}
export interface RaceDecision {
  kind: 'advance' | 'rest';
}
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
  result: (s) => ({
    winner: s.pos.A >= 10 ? 'A' : s.pos.B >= 10 ? 'B' : null,
    victory: 'race',
    points: { ...s.pos },
    turns: s.turns,
  }),
};
/** What the race's stride roll needs to know: who advances. */
export interface StrideSituation {
  readonly side: 'A' | 'B';
}

/** The race's combat contract: its one roll, as a typed function of dice. */
export interface RaceCombat extends CombatPlugin {
  /** How far an advancing side moves. */
  stride(dice: Dice, situation: StrideSituation): number;
}

/**
 * A race combat plugin: `stride` given, or the rules as written (1d6). Its `mechanics` call the plugin's
 * own `stride`, so a rebinding built here changes the odds as well as play.
 */
export function defineRaceCombat(parts: {
  readonly id: string;
  readonly description: string;
  readonly stride?: RaceCombat['stride'];
}): RaceCombat {
  const plugin: RaceCombat = {
    id: parts.id,
    description: parts.description,
    ruleset: 'race',
    // Rulebook (Race): an advancing side moves 1d6.
    stride: parts.stride ?? ((dice, { side }) => dice.d(6, `${side} advances`)),
    mechanics: [
      {
        id: 'stride',
        description: 'How far an advancing side moves',
        params: [],
        outcomes: ['by'],
        run: (dice) => ({ by: plugin.stride(dice, { side: 'A' }) }),
      },
    ],
  };
  return plugin;
}

/** The race's stride as written: 1d6. */
export const raceCombat: RaceCombat = defineRaceCombat({ id: 'race/stride', description: 'an advance moves 1d6' });

/** The race's rules with the stride of `combat` (the plugin the container binds). */
export function raceRulesWith(combat: RaceCombat): GameRules<RaceState, RaceDecision, RaceEvent, { start: number }> {
  return {
    id: 'race/rules',
    description: 'roll and move',
    setup: (scenario, dice) => ({
      pos: { A: scenario.start, B: scenario.start },
      turn: dice.d(2, 'who goes first') === 1 ? 'A' : 'B',
      turns: 0,
    }),
    resolve: ({ dice, emit }, decision, player) => {
      const side = player as 'A' | 'B';
      if (decision.kind === 'advance') emit({ kind: 'moved', side, by: combat.stride(dice, { side }) });
      else emit({ kind: 'passed', side });
    },
    reduce: (s, e) => raceReduce(s, e),
    describeEvent: (e) => (e.kind === 'moved' ? `${e.side} moves ${e.by}` : `${e.side} rests`),
    describeDecision: (d, _s, p) => `${p} chooses ${d.kind}`,
  };
}

function raceReduce(s: RaceState, e: RaceEvent): RaceState {
  return {
    pos: e.kind === 'moved' ? { ...s.pos, [e.side]: s.pos[e.side] + e.by } : s.pos,
    turn: other(e.side),
    turns: s.turns + 1,
  };
}

/** The race's rules as written, as a value (for fixtures that bind rules directly). */
export const raceRules: GameRules<RaceState, RaceDecision, RaceEvent, { start: number }> = raceRulesWith(raceCombat);

/**
 * The Race as a ruleset: its sequence and rules bound by `rulesetModule`, seeded dice, two bots. A fixture
 * may spread it and replace parts (e.g. the CLI tests add army lists, mechanics and their own narration).
 *
 * @example
 * playGame(raceRuleset, { start: 0 }, { seed: 's', bots: { A: raceRuleset.bots.competent!(), B: raceRuleset.bots.random!() } });
 */
export const raceRuleset: Ruleset<{ start: number }, RaceState, RaceDecision, RaceEvent> = {
  id: 'race',
  name: 'Race',
  version: '0.0.0',
  description: 'test fixture',
  module: rulesetModule({
    id: 'race',
    sequence: raceSequence,
    rules: (_options, { combat }) => raceRulesWith(combat),
    combat: raceCombat,
    contract: { combat: ['stride'] },
  }),
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
    competent: (): Bot<RaceState, RaceDecision> => ({
      id: 'competent',
      description: 'always advances',
      decide: () => ({ kind: 'advance' }),
    }),
  },
  invariants: (s) => (s.pos.A < 0 || s.pos.B < 0 ? ['a position is negative'] : []),
  maxDecisions: 1000,
};
