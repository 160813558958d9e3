import { formatPath } from '@muster/core';
import { z } from 'zod';
import { TRAITS } from '../command/traits.js';
import { VIRTUES } from '../command/virtues.js';
import { closeMatches } from '../profiles/closeMatches.js';
import { UnitCategorySchema, UnitDefenceSchema, UnitValuesSchema } from '../profiles/UnitProfile.js';
import { TROOP_RULES, normaliseRuleId } from '../rules/troopRules.js';
import { WEAPON_RULES, normaliseWeaponId } from '../rules/weaponRules.js';
import { SceneryTypeSchema, TerrainFeatureSchema } from '../scenery/SceneryType.js';

const Id = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . -')
  .max(64);
const Inches = z.number().min(-1000).max(1000);

/** A point on the table, in inches (x along side A's edge, y away from it). */
export const PointSchema = z.strictObject({ x: Inches, y: Inches });
export type Point = z.infer<typeof PointSchema>;

/** Sides of a battle. */
export const SideSchema = z.enum(['A', 'B']);
export type Side = z.infer<typeof SideSchema>;

/**
 * A troop unit as it takes the field: its card's figures after options (resolved from an army list by
 * `scenarioFromArmies`, or typed into a scenario), and its base size.
 */
export const ScenarioUnitSchema = z.strictObject({
  id: Id,
  name: z.string().min(1).max(120),
  /** Profile id of the unit card (`tercio`, `musketeer-company`...). */
  profile: z.string().min(1).max(64),
  category: UnitCategorySchema,
  values: UnitValuesSchema,
  defence: UnitDefenceSchema,
  /** Weapon ids or their aliases (`pikes`, `muskets`...): the weapons of The Troops the engine knows. */
  weapons: z.array(z.string().max(64)).max(16),
  /** Special-rule ids or their aliases (`square`, `Dense`...): the troop rules the engine knows. */
  rules: z.array(z.string().max(64)).max(32),
  /** Base in inches; the default follows Components > Figures and Bases. */
  base: z.strictObject({ width: z.number().min(0.5).max(12), depth: z.number().min(0.5).max(12) }).optional(),
  /** Artillery deployed hitched (Horse Teams). */
  hitched: z.boolean().optional(),
  /** Victory points its destruction gives (default: Brevis values, squadron 2, others 1). */
  victoryPoints: z.number().int().min(0).max(20).optional(),
});
export type ScenarioUnit = z.infer<typeof ScenarioUnitSchema>;

/** A commander (Command): rank, traits and virtues; `regiment` null for the Commander-in-Chief. */
export const ScenarioCommanderSchema = z.strictObject({
  id: Id,
  name: z.string().min(1).max(120),
  rank: z.number().int().min(0).max(5),
  commanderInChief: z.boolean(),
  regiment: Id.nullable(),
  traits: z.array(z.string().max(64)).max(8),
  virtues: z.array(z.string().max(64)).max(8),
});
export type ScenarioCommander = z.infer<typeof ScenarioCommanderSchema>;

/** A regiment: the unit of deployment (Brevis: alternate regiments, units within 6"). */
export const ScenarioRegimentSchema = z.strictObject({
  id: Id,
  name: z.string().min(1).max(120),
  units: z.array(ScenarioUnitSchema).min(1).max(12),
});
export type ScenarioRegiment = z.infer<typeof ScenarioRegimentSchema>;

/** One side's army on the table. */
export const ForceSchema = z.strictObject({
  name: z.string().min(1).max(120),
  faction: z.string().max(64).optional(),
  commanders: z.array(ScenarioCommanderSchema).max(16),
  regiments: z.array(ScenarioRegimentSchema).min(1).max(16),
});
export type Force = z.infer<typeof ForceSchema>;

/** A piece of scenery placed by agreement: its type, outline and (optionally) features set by the players. */
export const ScenarioTerrainSchema = z.strictObject({
  id: Id,
  type: SceneryTypeSchema,
  /** The outline as a simple polygon, at least three points. */
  points: z.array(PointSchema).min(3).max(64),
  /** Features agreed by the players; left out, they come from the type (and the crop or river roll). */
  features: z.array(TerrainFeatureSchema).max(8).optional(),
});
export type ScenarioTerrain = z.infer<typeof ScenarioTerrainSchema>;

/** Where a unit or commander stands when deployment is placed by the scenario. */
export const PlacementSchema = z.strictObject({
  x: Inches,
  y: Inches,
  /** Facing in degrees counter-clockwise from +x (90 faces side B's edge, -90 side A's). */
  facing: z.number().min(-360).max(360).optional(),
});
export type Placement = z.infer<typeof PlacementSchema>;

/**
 * A Tercios battle: the table, the two forces, the scenery (placed by agreement or by scenery points),
 * the deployment (Brevis procedure or placed) and victory-point overrides.
 *
 * @example
 * const scenario = TerciosScenarioSchema.parse(tercios.exampleScenario());
 */
export const TerciosScenarioSchema = z
  .strictObject({
    format: z.literal('tercios-scenario').optional(),
    name: z.string().min(1).max(200),
    table: z
      .strictObject({ width: z.number().min(24).max(240), height: z.number().min(24).max(240) })
      .default({ width: 72, height: 48 }),
    forces: z.strictObject({ A: ForceSchema, B: ForceSchema }),
    /** The Battle > The Table: by mutual agreement (`placed`) or by `scenery-points`. */
    terrain: z
      .discriminatedUnion('mode', [
        z.strictObject({ mode: z.literal('placed'), pieces: z.array(ScenarioTerrainSchema).max(64) }),
        z.strictObject({ mode: z.literal('scenery-points') }),
      ])
      .default({ mode: 'scenery-points' }),
    /** Brevis deployment, or every unit and commander placed by the scenario. */
    deployment: z
      .discriminatedUnion('mode', [
        z.strictObject({ mode: z.literal('brevis') }),
        z.strictObject({
          mode: z.literal('placed'),
          units: z.record(z.string(), PlacementSchema),
          commanders: z.record(z.string(), PlacementSchema).optional(),
        }),
      ])
      .default({ mode: 'brevis' }),
    /** Victory points per destroyed unit; the default is Brevis's (squadron 2, others 1). */
    victoryPoints: z
      .strictObject({ squadron: z.number().int().min(0).max(20), other: z.number().int().min(0).max(20) })
      .optional(),
    /** A fixed duration agreed by the players (The Battle > Duration); absent: the variable duration. */
    fixedTurns: z.number().int().min(1).max(20).optional(),
    /**
     * The edition the armies were built for (`scenarioFromArmies` records it, in the name of the game's `edition`
     * option): the game's setup refuses to start under the other edition (ruling The edition of a battle from army
     * files). Absent (the example scenario, a scenario typed by hand): either edition plays it.
     */
    edition: z.enum(['liber-militum', 'brevis-editio']).optional(),
  })
  .superRefine((scenario, ctx) => {
    // Ids must be unique across the battle, and references must point at something that exists.
    const seen = new Map<string, string>();
    /** Refuses each of `names` that `known` lacks (after `normalise`), at its index under `path`. */
    const refuseUnknown = (
      names: readonly string[],
      path: (string | number)[],
      what: string,
      known: object,
      normalise: (name: string) => string,
      hint: (name: string, known: readonly string[]) => string,
    ) => {
      names.forEach((name, k) => {
        if (!Object.hasOwn(known, normalise(name)))
          ctx.addIssue({
            code: 'custom',
            path: [...path, k],
            message: `unknown ${what} "${name}"; ${hint(name, Object.keys(known))}`,
          });
      });
    };
    const claim = (id: string, path: (string | number)[]) => {
      // Said as the refusal's own path is (`forces.A.regiments[0].id`).
      const where = formatPath(path);
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path, message: `id "${id}" is used twice (also at ${seen.get(id)})` });
      else seen.set(id, where);
    };
    for (const side of ['A', 'B'] as const) {
      const force = scenario.forces[side];
      const regiments = new Set(force.regiments.map((r) => r.id));
      force.regiments.forEach((r, i) => {
        claim(r.id, ['forces', side, 'regiments', i, 'id']);
        r.units.forEach((u, j) => {
          claim(u.id, ['forces', side, 'regiments', i, 'units', j, 'id']);
          // A weapon or rule the engine does not know would be skipped in play (weaponRulesOf, effectiveRules):
          // refuse it (a typo), as the commanders' traits below.
          const unit = ['forces', side, 'regiments', i, 'units', j];
          refuseUnknown(u.weapons, [...unit, 'weapons'], 'weapon', WEAPON_RULES, normaliseWeaponId, nearestNames);
          refuseUnknown(u.rules, [...unit, 'rules'], 'special rule', TROOP_RULES, normaliseRuleId, nearestNames);
        });
      });
      force.commanders.forEach((c, i) => {
        claim(c.id, ['forces', side, 'commanders', i, 'id']);
        // A trait or virtue the engine does not know would be played as none at all: refuse it (a typo).
        const commander = ['forces', side, 'commanders', i];
        refuseUnknown(c.traits, [...commander, 'traits'], 'trait', TRAITS, asWritten, everyName);
        refuseUnknown(c.virtues, [...commander, 'virtues'], 'virtue', VIRTUES, asWritten, everyName);
        if (c.regiment !== null && !regiments.has(c.regiment))
          ctx.addIssue({
            code: 'custom',
            path: ['forces', side, 'commanders', i, 'regiment'],
            message: `no regiment "${c.regiment}" in this force`,
          });
      });
    }
    if (scenario.terrain.mode === 'placed')
      scenario.terrain.pieces.forEach((p, i) => {
        claim(p.id, ['terrain', 'pieces', i, 'id']);
      });
    if (scenario.deployment.mode === 'placed') {
      const units = new Set(
        [...scenario.forces.A.regiments, ...scenario.forces.B.regiments].flatMap((r) => r.units.map((u) => u.id)),
      );
      for (const id of Object.keys(scenario.deployment.units)) {
        if (!units.has(id))
          ctx.addIssue({ code: 'custom', path: ['deployment', 'units', id], message: `no unit "${id}" in the forces` });
      }
      for (const id of units) {
        if (!(id in scenario.deployment.units))
          ctx.addIssue({ code: 'custom', path: ['deployment', 'units'], message: `unit "${id}" has no placement` });
      }
    }
  });
export type TerciosScenario = z.infer<typeof TerciosScenarioSchema>;
/** A scenario as written in a file, before defaults are filled. */
export type TerciosScenarioInput = z.input<typeof TerciosScenarioSchema>;

/** What a refusal of an unknown name expects: the nearest known names, or all of them when none is near. */
function nearestNames(name: string, known: readonly string[]): string {
  const near = closeMatches(name, known);
  return near.length > 0 ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : everyName(name, known);
}

/** What a refusal of an unknown name from a short list expects: the whole list. */
const everyName = (_name: string, known: readonly string[]): string => `expected one of ${known.join(', ')}`;

/** A name as written: traits and virtues have no aliases. */
const asWritten = (name: string): string => name;
