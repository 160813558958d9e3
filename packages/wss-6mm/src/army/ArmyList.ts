import { z } from 'zod';
import { BRIGADIER_RATINGS } from '../command/brigadierRatings.js';

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a kebab-case id')
  .max(60);
const name = z.string().min(1).max(120);

/** A foot or horse unit: a row of the Unit Organisation table. Rulebook: Organisation. */
export const ArmyUnitSchema = z.strictObject({
  id,
  name,
  /** A unit type id from UNIT_TYPES, e.g. `british-foot`. */
  type: z.string().min(1).max(60),
  nationality: z.string().min(1).max(40),
  /** Elements; must equal the table's figure for the type (checked by validate). */
  elements: z.number().int().min(1).max(20),
  /** Foot only: the battalion has a battalion gun. Rulebook: Organisation > Base Sizes; Small Arms Fire. */
  battalionGun: z.boolean().optional(),
});

/** A field battery of 1-3 gun models. Rulebook: Artillery Fire. */
export const ArmyBatterySchema = z.strictObject({
  id,
  name,
  type: z.literal('field-battery'),
  nationality: z.string().min(1).max(40),
  guns: z.number().int().min(1).max(10),
});

/** A brigade with its brigadier. Rulebook: Command and Control. */
export const ArmyBrigadeSchema = z.strictObject({
  id,
  name,
  brigadier: z.strictObject({ name, rating: z.enum(BRIGADIER_RATINGS as unknown as [string, ...string[]]) }),
  units: z
    .array(z.union([ArmyBatterySchema, ArmyUnitSchema]))
    .min(1)
    .max(20),
});

/**
 * An army list file (`format: 'muster-army'`, `formatVersion: 1`, `ruleset: 'wss-6mm'`): the shape only;
 * the organisation rules are checked by {@link validateArmy}.
 */
export const ArmyListSchema = z.strictObject({
  format: z.literal('muster-army'),
  formatVersion: z.literal(1),
  ruleset: z.literal('wss-6mm'),
  name,
  /** The army's CinC (who rolls for initiative). */
  commander: z.strictObject({ name }),
  /** Where the list comes from (an example, a scenario book...). */
  source: z.string().max(300).optional(),
  brigades: z.array(ArmyBrigadeSchema).min(1).max(20),
});

/** A parsed army list. */
export type ArmyList = z.output<typeof ArmyListSchema>;
/** A brigade of an army list. */
export type ArmyBrigade = z.output<typeof ArmyBrigadeSchema>;
/** A foot or horse unit of an army list. */
export type ArmyUnit = z.output<typeof ArmyUnitSchema>;
/** A field battery of an army list. */
export type ArmyBattery = z.output<typeof ArmyBatterySchema>;

/** True for a field battery entry. */
export function isBattery(u: ArmyUnit | ArmyBattery): u is ArmyBattery {
  return u.type === 'field-battery';
}
