import { checkFileFormat, MusterError, parseWith } from '@muster/core';
import { z } from 'zod';
import { DIFFICULTIES, RuleOverridesSchema } from '../cards/BattleCard.js';
import { DeckFileSchema, type DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { ObjectiveNumbersSchema } from '../cards/ObjectiveCard.js';

/** The `format` tag of an Instruction setup file. */
export const SETUP_FORMAT = 'muster-tacmento-setup';
/** The newest setup format version this package reads. */
export const SETUP_FORMAT_VERSION = 1;

const card = z.number().int().min(1).max(99);

/**
 * Zod schema of an Instruction setup for the solver (`muster solve tacmento --setup FILE`): the Objective
 * numbers, the Tercio (4 rows of 3 card numbers, north first), the Reserve, the Level III difficulty, rule
 * overrides as a Battle card would make them, and optionally the deck inline (default: the sample deck).
 *
 * @example
 * { "format": "muster-tacmento-setup", "formatVersion": 1, "objectives": [1],
 *   "tercio": [[2,3,4],[5,6,7],[8,9,10],[11,12,13]], "reserve": [14,15,16] }
 */
export const InstructionSetupSchema = z.strictObject({
  format: z.literal(SETUP_FORMAT),
  formatVersion: z.literal(SETUP_FORMAT_VERSION),
  objectives: ObjectiveNumbersSchema,
  tercio: z.array(z.array(card).length(3)).length(4),
  reserve: z.array(card).max(3),
  difficulty: z.enum(DIFFICULTIES).default('easy'),
  rules: RuleOverridesSchema.default({}),
  deck: DeckFileSchema.optional(),
});
/** A validated setup. */
export type InstructionSetup = z.infer<typeof InstructionSetupSchema>;
/** A setup as written. */
export type InstructionSetupInput = z.input<typeof InstructionSetupSchema>;

/**
 * Validates an Instruction setup file's parsed JSON, including that every card exists in the deck, is
 * placed once, and is not removed by an Objective. Throws a MusterError naming file and field path.
 *
 * @example
 * const setup = loadSetup(JSON.parse(text), 'setup.json');
 */
export function loadSetup(json: unknown, file: string): InstructionSetup & { deck: DeckFile } {
  checkFileFormat(
    json,
    { format: SETUP_FORMAT, version: SETUP_FORMAT_VERSION, what: 'a Taĉmento Instruction setup' },
    { file },
  );
  const setup = parseWith(InstructionSetupSchema, json, { file });
  const deck = setup.deck ?? sampleDeck;
  const fail = (path: string, message: string, expected: string): never => {
    throw new MusterError('bad-file', message, { file, path, expected });
  };
  setup.objectives.forEach((n, i) => {
    if (!deck.objectives.some((o) => o.number === n))
      fail(`objectives[${i}]`, `the deck has no objective card ${n}`, 'an objective number of the deck');
  });
  const seen = new Set<number>();
  const check = (n: number, path: string) => {
    if (!deck.troops.some((t) => t.number === n))
      fail(path, `the deck has no troop card ${n}`, 'a troop card number of the deck');
    if (setup.objectives.includes(n))
      fail(path, `troop card ${n} is removed from the game by its Objective card`, 'a card still in play');
    if (seen.has(n)) fail(path, `troop card ${n} is placed twice`, 'each card once');
    seen.add(n);
  };
  setup.tercio.forEach((row, r) => {
    row.forEach((n, c) => {
      check(n, `tercio[${r}][${c}]`);
    });
  });
  setup.reserve.forEach((n, i) => {
    check(n, `reserve[${i}]`);
  });
  return { ...setup, deck };
}
