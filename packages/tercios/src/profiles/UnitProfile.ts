import { z } from 'zod';

/**
 * A value printed as one number, or as two ("4/3", "2/6") where the rulebook splits it: Shoot by range
 * band, Mvt unhitched/hitched for artillery. The meaning of each split is ruled in docs/rulings/tercios.md.
 */
export const SplitValueSchema = z.union([
  z.number().int().min(0).max(12),
  z.tuple([z.number().int().min(0).max(12), z.number().int().min(0).max(12)]),
]);
export type SplitValue = z.infer<typeof SplitValueSchema>;

/** Where a profile's figures come from. The rulebook wins; community data is unverified (see the rules README). */
export const ProfileSourceSchema = z.enum(['rulebook', 'community']);
export type ProfileSource = z.infer<typeof ProfileSourceSchema>;

/** The unit categories of "The Troops" (companies are infantry in the rules, listed apart in the profiles). */
export const UnitCategorySchema = z.enum(['infantry', 'company', 'cavalry', 'artillery']);
export type UnitCategory = z.infer<typeof UnitCategorySchema>;

/** Rulebook: Components > Values. */
export const UnitValuesSchema = z.strictObject({
  speed: SplitValueSchema,
  melee: z.number().int().min(0).max(12),
  shoot: SplitValueSchema,
  discipline: z.number().int().min(0).max(12),
  courage: z.number().int().min(0).max(12),
  stamina: z.number().int().min(0).max(12),
});
export type UnitValues = z.infer<typeof UnitValuesSchema>;

/** Rulebook: Components > Defence. Fixed, never modified. */
export const UnitDefenceSchema = z.strictObject({
  infantry: z.number().int().min(1).max(7),
  cavalry: z.number().int().min(1).max(7),
  salvo: z.number().int().min(1).max(7),
  ball: z.number().int().min(1).max(7),
});
export type UnitDefence = z.infer<typeof UnitDefenceSchema>;

/**
 * An option of a unit card ("Veteran: Discipline 4, +10 points"): the values it sets, rules and weapons it
 * adds or removes, its cost, and options it cannot be combined with.
 */
export const UnitOptionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  points: z.number().int(),
  set: UnitValuesSchema.partial().optional(),
  addRules: z.array(z.string()).optional(),
  removeRules: z.array(z.string()).optional(),
  addWeapons: z.array(z.string()).optional(),
  removeWeapons: z.array(z.string()).optional(),
  incompatibleWith: z.array(z.string()).optional(),
  /** Factions that may take it; absent means any army fielding the unit. */
  factions: z.array(z.string()).optional(),
  /** Marked in red in the source: an adaptation, usable when the adaptation is switched on. */
  adaptation: z.boolean().optional(),
  source: ProfileSourceSchema,
  note: z.string().optional(),
  /** Where the `factions` restriction comes from, when not from the option's own source (flag icons were lost). */
  factionsSource: ProfileSourceSchema.optional(),
  /** Options that must be taken too (e.g. a variant of another option). */
  requires: z.array(z.string()).optional(),
  /** Values set instead when this option is combined with another ("Muskets only: Shoot 3; if modernised, Shoot 4"). */
  combined: z.array(z.strictObject({ with: z.string(), set: UnitValuesSchema.partial() })).optional(),
  /** Fields of a community option the transcription marks UNCERTAIN (`points`, `set.discipline`...). */
  uncertain: z.array(z.string()).optional(),
});
export type UnitOption = z.infer<typeof UnitOptionSchema>;

/** One value the rulebook and the community transcription disagree on. */
export const ProfileConflictSchema = z.strictObject({
  /** Field path in the profile (`defence.ball`, `points`, `options.skirmishers.points`). */
  field: z.string().min(1),
  /** The rulebook's printed value, which this data keeps. */
  rulebook: z.string(),
  /** The community transcription's value, set aside. */
  community: z.string(),
});
export type ProfileConflict = z.infer<typeof ProfileConflictSchema>;

/**
 * A unit card: values, defences, weapons, special rules, points and options. Every profile says where its
 * figures come from; community figures the transcription marks UNCERTAIN are listed in `uncertain`.
 */
export const UnitProfileSchema = z.strictObject({
  /** Kebab-case id used on the command line and in army files (`tercio`, `musketeer-company`). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  category: UnitCategorySchema,
  book: z.enum(['core', 'kingdoms', 'brevis']),
  values: UnitValuesSchema,
  defence: UnitDefenceSchema,
  /** Weapon ids (`pikes`, `arquebus`, `musket`, `arquebus-musket`, `light-gun`...). */
  weapons: z.array(z.string()),
  /** Special-rule ids (`dense`, `light`, `caracole`, `square`...). */
  rules: z.array(z.string()),
  points: z.number().int().min(0),
  options: z.array(UnitOptionSchema),
  source: ProfileSourceSchema,
  /** Field names whose value the source marks UNCERTAIN (e.g. `values.discipline`, `points`). */
  uncertain: z.array(z.string()).optional(),
  note: z.string().optional(),
  /**
   * Where the rulebook and the community transcription disagree: the field, the value kept (the rulebook's)
   * and the value set aside, so the conflict stays visible in the data.
   */
  conflicts: z.array(ProfileConflictSchema).optional(),
});
export type UnitProfile = z.infer<typeof UnitProfileSchema>;
