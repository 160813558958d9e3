import { z } from 'zod';
import { BATTLE_SIZES } from './battleSizes.js';

const Kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case id');

/** A commander in an army file: rank, chosen virtues and traits (Rulebook: Command). */
export const ArmyCommanderSchema = z.strictObject({
  name: z.string().min(1).optional(),
  rank: z.number().int().min(0).max(5),
  virtues: z.array(Kebab).optional(),
  traits: z.array(Kebab).optional(),
});
export type ArmyCommander = z.infer<typeof ArmyCommanderSchema>;

/** One unit: its card id and the option ids bought. */
export const ArmyUnitSchema = z.strictObject({
  unit: Kebab,
  options: z.array(Kebab).optional(),
  name: z.string().min(1).optional(),
});
export type ArmyUnit = z.infer<typeof ArmyUnitSchema>;

/** The regiment kinds of both editions (Brevis: Foot Regiment, Horse Regiment, Artillery Battery, Battle Group). */
export const RegimentTypeSchema = z.enum([
  'infantry-regiment',
  'cavalry-regiment',
  'artillery-battery',
  'battle-group',
]);
export type RegimentType = z.infer<typeof RegimentTypeSchema>;

/** A regiment: its kind, commander (mestre de camp) and units; Brevis regiments also state their points (1-5). */
export const ArmyRegimentSchema = z.strictObject({
  type: RegimentTypeSchema,
  name: z.string().min(1).optional(),
  commander: ArmyCommanderSchema.optional(),
  units: z.array(ArmyUnitSchema).min(1),
  /** Brevis Editio regiment points ("Regiments of 1-4 units cost 1-5 points"). */
  regimentPoints: z.number().int().optional(),
});
export type ArmyRegiment = z.infer<typeof ArmyRegimentSchema>;

/** The Elite unit of the Standard and Cavalry army bases (+15 points, +5 per additional point of Discipline). */
export const ArmyEliteSchema = z.strictObject({
  unit: Kebab,
  options: z.array(Kebab).optional(),
  name: z.string().min(1).optional(),
  extraDiscipline: z.number().int().min(0).optional(),
});
export type ArmyElite = z.infer<typeof ArmyEliteSchema>;

/**
 * A Tercios army file (`format: 'muster-army'`, version 1). The schema checks the shape only; the building
 * rules are checked by `validateArmy`.
 *
 * @example
 * { "format": "muster-army", "formatVersion": 1, "ruleset": "tercios", "edition": "liber-militum",
 *   "name": "Army of Flanders", "faction": "spanish-empire", "base": "standard", "battleSize": "medium",
 *   "commanderInChief": { "rank": 3, "virtues": ["loyalty"], "traits": ["authoritarian", "coordinator"] },
 *   "regiments": [{ "type": "infantry-regiment", "commander": { "rank": 1 },
 *                   "units": [{ "unit": "tercio", "options": ["viejo"] }, { "unit": "tercio" }] }] }
 */
export const ArmyFileSchema = z.strictObject({
  format: z.literal('muster-army'),
  formatVersion: z.literal(1),
  ruleset: z.literal('tercios'),
  edition: z.enum(['liber-militum', 'brevis']),
  name: z.string().min(1),
  faction: Kebab,
  /** Liber Militum army base; absent means standard. */
  base: z.enum(['standard', 'battle-group', 'cavalry']).optional(),
  /** Liber Militum battle size (Small 500 ... Huge 3000). */
  battleSize: z
    .enum(Object.keys(BATTLE_SIZES) as [keyof typeof BATTLE_SIZES, ...(keyof typeof BATTLE_SIZES)[]])
    .optional(),
  /** The points limit: army points (Liber Militum) or regiment points (Brevis; default 7). */
  pointsLimit: z.number().int().min(1).optional(),
  /** Allow the options printed in red (adaptations). Default false. */
  adaptations: z.boolean().optional(),
  commanderInChief: ArmyCommanderSchema.optional(),
  regiments: z.array(ArmyRegimentSchema).min(1),
  elite: ArmyEliteSchema.optional(),
  /**
   * The army-building rulings the players agreed (docs/rulings/tercios.md); absent ones take the default.
   * Options given to `validateArmy` in code take precedence.
   */
  rulings: z
    .strictObject({
      cavalryMajority: z.enum(['combined', 'each-type']).optional(),
      eliteMaxExtraDiscipline: z.number().int().min(0).optional(),
      forlornHopeQuota: z.enum(['per-two-battalions', 'per-two-regiments']).optional(),
      /** Ruling brevis-card-rules: a Brevis army's card options limited to the rules Brevis prints, or not. */
      brevisCardRules: z.enum(['cards', 'brevis-only']).optional(),
    })
    .optional(),
  notes: z.string().optional(),
});
export type ArmyFile = z.infer<typeof ArmyFileSchema>;
