import { z } from 'zod';

/** The `format` of a matchup file. */
export const MATCHUP_FORMAT = 'muster-matchup';
/** The newest matchup file version this package reads. */
export const MATCHUP_VERSION = 1;

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and hyphens');
const ParamValue = z.union([z.number(), z.string(), z.boolean()]);

/** One dice roll of a mapping: a ruleset mechanic and its parameters (as `muster odds` takes them). */
export const MechanicCallSchema = z.strictObject({
  mechanic: Id,
  params: z.record(z.string(), ParamValue),
});
export type MechanicCall = z.infer<typeof MechanicCallSchema>;

/**
 * How one ruleset plays a situation: the closest units, the mechanic and its parameters, the normaliser
 * that reads its outcome, the size of the unit that losses are a fraction of, and the caveats (what the
 * mapping cannot say). `versus` is the other side's roll where the ruleset rolls each side separately.
 */
export const MappingSchema = z.strictObject({
  ruleset: Id,
  attacker: z.string().min(1),
  target: z.string().min(1),
  mechanic: Id,
  params: z.record(z.string(), ParamValue),
  versus: MechanicCallSchema.optional(),
  normaliser: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'ruleset/normaliser'),
  targetSize: z.number().int().min(1).max(1000),
  sizeUnit: z.string().min(1),
  caveats: z.array(z.string().min(1)),
});
export type Mapping = z.infer<typeof MappingSchema>;

/** A ruleset the situation does not apply to, and why. */
export const NotApplicableSchema = z.strictObject({ ruleset: Id, reason: z.string().min(1) });
export type NotApplicable = z.infer<typeof NotApplicableSchema>;

/**
 * A matchup file: one canonical historical situation mapped into each ruleset.
 *
 * @example
 * parseWith(MatchupSchema, JSON.parse(text), { file: 'my-matchup.json' });
 */
export const MatchupSchema = z.strictObject({
  format: z.literal(MATCHUP_FORMAT),
  formatVersion: z.literal(MATCHUP_VERSION),
  id: Id,
  title: z.string().min(1),
  situation: z.string().min(1),
  attacker: z.string().min(1),
  target: z.string().min(1),
  mappings: z.array(MappingSchema).min(1),
  notApplicable: z.array(NotApplicableSchema).default([]),
});
export type Matchup = z.output<typeof MatchupSchema>;
