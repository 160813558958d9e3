import { z } from 'zod';
import { MORALE_CLASSES, OFFICER_QUALITIES, TROOP_TYPES } from '../profiles/TroopType.js';

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a lower-case id of letters, digits and dashes');
const Name = z.string().min(1).max(80);

/** An officer: a Colonel or General (OFFICERS), with the quality the close combat list names. */
export const ArmyOfficerSchema = z.strictObject({
  name: Name,
  quality: z.enum(OFFICER_QUALITIES),
  /** The unit he is attached to (id); officers "may not be shot at directly" and fight with that unit. */
  attachedTo: Id.optional(),
});

/** One unit (or a 5-man company attached to a pike formation as a sub-unit). */
export const ArmyUnitSchema = z.strictObject({
  id: Id,
  name: Name,
  troop: z.enum(TROOP_TYPES),
  figures: z.number().int().min(1).max(40),
  order: z.enum(['closed', 'open', 'skirmish']).optional(),
  /** Light Horse only: "armed with spears or arquebus, or crossbows". */
  weapon: z.enum(['spear', 'mounted-arquebus', 'mounted-crossbow']).optional(),
  /** Row of the Initial Morale Chart (Swiss Foot, Landsknecht Foot...); the troop type's row when left out. */
  moraleClass: z.enum(MORALE_CLASSES).optional(),
  /** For a 5-man sub-unit: the id of the pike unit it is attached to. */
  attachedTo: Id.optional(),
  /** Stands side by side in the front rank when deployed (the rest stand behind). */
  frontage: z.number().int().min(1).max(8).optional(),
});

/** A brigade: what the Commander-in-Chief's 2D6 roll moves. */
export const ArmyBrigadeSchema = z.strictObject({
  id: Id,
  name: Name,
  officer: ArmyOfficerSchema.optional(),
  units: z.array(ArmyUnitSchema).min(1).max(16),
});

/**
 * An army list of The Sword and the Pike: `muster army validate sword-and-pike FILE`. The shape is checked
 * here; the rulebook's organisation rules are checked by `validateArmy`.
 */
export const ArmyListSchema = z.strictObject({
  format: z.literal('muster-army'),
  formatVersion: z.literal(1),
  ruleset: z.literal('sword-and-pike'),
  name: Name,
  nation: z.string().max(80).optional(),
  /** "Data from a secondary source is labelled as such": where the list comes from. */
  source: z.string().max(200).optional(),
  commander: ArmyOfficerSchema.optional(),
  brigades: z.array(ArmyBrigadeSchema).min(1).max(12),
});

/** A parsed army list. */
export type ArmyList = z.output<typeof ArmyListSchema>;
/** A unit of an army list. */
export type ArmyUnit = z.output<typeof ArmyUnitSchema>;
/** An officer of an army list. */
export type ArmyOfficer = z.output<typeof ArmyOfficerSchema>;
