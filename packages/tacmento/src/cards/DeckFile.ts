import { z } from 'zod';
import { BASE_TURN_LIMIT, BattleCardSchema } from './BattleCard.js';
import { ObjectiveCardSchema } from './ObjectiveCard.js';
import { PRINTED_COMPOSITION, TROOP_TYPES, TroopCardSchema } from './TroopCard.js';

/** The `format` tag of a deck file. */
export const DECK_FORMAT = 'muster-deck';
/** The newest deck format version this package reads. */
export const DECK_FORMAT_VERSION = 1;

function duplicates(values: readonly number[]): number[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

/**
 * Zod schema of a Taĉmento deck file: the 18 troop cards (with the printed composition), the Objective
 * cards (each numbered after a troop card) and the Battle cards. `sample: true` marks a deck that is not
 * the printed one; `source` says where the card data comes from.
 */
export const DeckFileSchema = z
  .strictObject({
    format: z.literal(DECK_FORMAT),
    formatVersion: z.literal(DECK_FORMAT_VERSION),
    name: z.string().min(1).max(200),
    sample: z.boolean(),
    source: z.string().min(1).max(2000),
    troops: z.array(TroopCardSchema).length(18),
    objectives: z.array(ObjectiveCardSchema).min(1).max(18),
    battles: z.array(BattleCardSchema).max(7),
  })
  .superRefine((deck, ctx) => {
    const numbers = deck.troops.map((t) => t.number);
    for (const n of duplicates(numbers))
      ctx.addIssue({
        code: 'custom',
        path: ['troops', numbers.lastIndexOf(n), 'number'],
        message: `troop card number ${n} is used twice`,
      });
    // Rulebook: What's in the box? — 5 pikemen, 5 arquebusiers, 3 cavalries, 1 captain, 3 artilleries, 1 drummers and fifers.
    for (const troop of TROOP_TYPES) {
      const count = deck.troops.filter((t) => t.troop === troop).length;
      if (count !== PRINTED_COMPOSITION[troop])
        ctx.addIssue({
          code: 'custom',
          path: ['troops'],
          message: `the deck has ${count} ${troop} cards; the printed deck has ${PRINTED_COMPOSITION[troop]}`,
        });
    }
    const objectives = deck.objectives.map((o) => o.number);
    for (const n of duplicates(objectives))
      ctx.addIssue({
        code: 'custom',
        path: ['objectives', objectives.lastIndexOf(n), 'number'],
        message: `objective card number ${n} is used twice`,
      });
    deck.objectives.forEach((o, i) => {
      // Rulebook: Setting up the Tercio, step 2 — the troop card with the Objective's number is removed.
      if (!numbers.includes(o.number))
        ctx.addIssue({
          code: 'custom',
          path: ['objectives', i, 'number'],
          message: `no troop card has number ${o.number}`,
        });
      for (const [key, need] of Object.entries(o.legend)) {
        if ('card' in need && !numbers.includes(need.card))
          ctx.addIssue({
            code: 'custom',
            path: ['objectives', i, 'legend', key, 'card'],
            message: `no troop card has number ${need.card}`,
          });
      }
    });
    const battles = deck.battles.map((b) => b.number);
    for (const n of duplicates(battles))
      ctx.addIssue({
        code: 'custom',
        path: ['battles', battles.lastIndexOf(n), 'number'],
        message: `battle number ${n} is used twice`,
      });
    deck.battles.forEach((b, i) => {
      b.setup.objectives.forEach((n, j) => {
        if (!objectives.includes(n))
          ctx.addIssue({
            code: 'custom',
            path: ['battles', i, 'setup', 'objectives', j],
            message: `no objective card has number ${n}`,
          });
      });
      const placed = [...(b.setup.tercio ?? []).flat(), ...(b.setup.reserve ?? [])];
      placed.forEach((n) => {
        if (!numbers.includes(n))
          ctx.addIssue({ code: 'custom', path: ['battles', i, 'setup'], message: `no troop card has number ${n}` });
        if (b.setup.objectives.includes(n))
          ctx.addIssue({
            code: 'custom',
            path: ['battles', i, 'setup'],
            message: `troop card ${n} is removed by its Objective card and cannot be placed`,
          });
      });
      for (const n of duplicates(placed))
        ctx.addIssue({ code: 'custom', path: ['battles', i, 'setup'], message: `troop card ${n} is placed twice` });
      // Rulebook: Campaign Mode, Note — "In Battles 1, 3 and 7 use the Instruction Mode Scorecard."
      if ([1, 3, 7].includes(b.number) && b.scoring.kind !== 'instruction-table') {
        ctx.addIssue({
          code: 'custom',
          path: ['battles', i, 'scoring', 'kind'],
          message: `battle ${b.number} is scored on the Instruction Mode Scorecard`,
        });
      }
      // Ruling R32: a Battle's own turn table scores each turn the battle lasts, no more and no fewer.
      const turns = b.rules.turnLimit ?? BASE_TURN_LIMIT;
      if (b.scoring.kind === 'turn-table' && b.scoring.points.length !== turns)
        ctx.addIssue({
          code: 'custom',
          path: ['battles', i, 'scoring', 'points'],
          message: `the turn table scores ${b.scoring.points.length} turns, and battle ${b.number} lasts ${turns} (one score for each turn)`,
        });
      if ((b.setup.tercio === undefined) !== (b.setup.reserve === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['battles', i, 'setup'],
          message: 'give both tercio and reserve, or neither (dealt at random)',
        });
      }
    });
  });
/** A validated deck file. */
export type DeckFile = z.infer<typeof DeckFileSchema>;
