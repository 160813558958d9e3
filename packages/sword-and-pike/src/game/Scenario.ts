import { z } from 'zod';
import { MORALE_CLASSES, OFFICER_QUALITIES, TROOP_TYPES, WEAPONS } from '../profiles/TroopType.js';
import { TerrainSchema } from '../table/Terrain.js';

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a lower-case id of letters, digits and dashes');

const ScenarioUnitSchema = z.strictObject({
  id: Id,
  name: z.string().min(1).max(80),
  brigade: Id,
  troop: z.enum(TROOP_TYPES),
  figures: z.number().int().min(1).max(40),
  order: z.enum(['closed', 'open', 'skirmish']),
  weapon: z.enum(WEAPONS).nullable(),
  moraleClass: z.enum(MORALE_CLASSES),
  frontage: z.number().int().min(1).max(8),
  /** A 5-man sub-unit: the pike unit it is attached to (it moves with it while in good order). */
  attachedTo: Id.nullable().default(null),
  x: z.number().min(0).max(1000),
  y: z.number().min(0).max(1000),
});

const ScenarioOfficerSchema = z.strictObject({
  id: Id,
  name: z.string().min(1).max(80),
  quality: z.enum(OFFICER_QUALITIES),
  /** His brigade; null for the Commander-in-Chief. */
  brigade: Id.nullable(),
  attachedTo: Id,
});

const ScenarioSideSchema = z.strictObject({
  name: z.string().min(1).max(80),
  units: z.array(ScenarioUnitSchema).min(1).max(60),
  officers: z.array(ScenarioOfficerSchema).max(20),
});

/**
 * A battle of The Sword and the Pike: the table, its terrain, the weather, and both sides deployed.
 * Side A deploys at the low-y edge facing +y, side B at the high-y edge facing -y.
 */
export const SwordAndPikeScenarioSchema = z.strictObject({
  name: z.string().min(1).max(120),
  table: z.strictObject({ width: z.number().min(12).max(240), height: z.number().min(12).max(240) }),
  weather: z.enum(['clear', 'light-rain']),
  terrain: z.array(TerrainSchema).max(50),
  sides: z.strictObject({ A: ScenarioSideSchema, B: ScenarioSideSchema }),
});

/** A scenario. */
export type SwordAndPikeScenario = z.output<typeof SwordAndPikeScenarioSchema>;
/** A scenario as written in a file (options may be partial). */
export type SwordAndPikeScenarioInput = z.input<typeof SwordAndPikeScenarioSchema>;
