import { MusterError, type ParamSpec, type ParamValues } from '@muster/core';
import type { RegimentType } from '../army/ArmyFile.js';
import { resolveUnit } from '../army/armyUnits.js';
import type { AttachedCommander } from '../command/AttachedCommander.js';
import { isTraitId, type TraitId } from '../command/traits.js';
import { VIRTUES, type VirtueId } from '../command/virtues.js';
import { optionProblems, type EffectiveProfile } from '../profiles/applyOptions.js';
import { getProfile, hasProfile } from '../profiles/getProfile.js';
import { allRules } from '../profiles/implicitRules.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

/**
 * A unit as the army list puts it on the table: its card, the options bought and what its place in the list
 * adds (`elite`, `elite+N` for the Elite unit with N extra Discipline points, `commanded-shot` for a company
 * of a cavalry regiment). Rulebook: Unit Profiles (options); The Army > Standard Army Base (Elite),
 * Cavalry Regiment (Commanded Shot).
 */
export interface ListedUnit {
  readonly profile: string;
  /** Option ids of the card and the list tokens above. */
  readonly options: readonly string[];
}

const LIST_TOKEN = /^(elite(\+\d+)?|commanded-shot)$/;

/** Splits a comma- or space-separated list of ids (a text parameter); `none` is the empty list. */
export function splitIds(text: string): string[] {
  // The separators take the white space with them: only the empty ends and `none` are left to drop.
  return text.split(/[\s,;]+/).filter((s) => s !== '' && s !== 'none');
}

/** The text for a list of ids (`none` when empty: a text parameter is never empty). */
export function joinIds(ids: readonly string[]): string {
  return ids.length > 0 ? ids.join(', ') : 'none';
}

/**
 * The effective profile of a listed unit: the card with its options applied (`resolveUnit`, as an army list
 * prices it, which also adds Commanded Shot and Elite). Unknown options, options the card does not print and
 * incompatible options are `bad-input` at `path`.
 */
export function effectiveProfile(unit: ListedUnit, path: string): EffectiveProfile {
  const card = getProfile(unit.profile); // an unknown card throws, naming close matches
  const options = unit.options.filter((o) => !LIST_TOKEN.test(o));
  const problems = optionProblems(card, options);
  if (problems[0])
    throw new MusterError('bad-input', problems[0].message, {
      path,
      expected: `${problems[0].rule}; or elite, elite+N, commanded-shot`,
      received: unit.options.join(', '),
    });
  const elite = unit.options.find((o) => o.startsWith('elite'));
  let regiment: RegimentType | 'elite' = 'infantry-regiment';
  if (elite !== undefined) regiment = 'elite';
  else if (unit.options.includes('commanded-shot')) {
    if (card.category !== 'company')
      throw new MusterError(
        'bad-input',
        `${card.name} is not a company: only companies of a cavalry regiment have Commanded Shot free`,
        { path, expected: 'commanded-shot only on a company' },
      );
    regiment = 'cavalry-regiment';
  }
  const extraDiscipline = elite?.includes('+') ? Number(elite.split('+')[1]) : 0;
  // Rulebook: The Army: options, Commanded Shot free in a cavalry regiment, Elite +1 Discipline per 5 points.
  return resolveUnit({ unit: unit.profile, options, extraDiscipline }, regiment)!;
}

/** An attached commander from its virtue and trait ids (rank does not enter the combat mechanics). */
export function attachedCommander(ids: readonly string[], path: string): AttachedCommander | undefined {
  if (ids.length === 0) return undefined;
  const virtues: VirtueId[] = [];
  const traits: TraitId[] = [];
  for (const id of ids) {
    if (Object.hasOwn(VIRTUES, id)) virtues.push(id as VirtueId);
    else if (isTraitId(id)) traits.push(id);
    else
      throw new MusterError('bad-input', `"${id}" is neither a virtue nor a trait`, {
        path,
        expected: `virtues ${Object.keys(VIRTUES).join(', ')} or trait ids`,
        received: id,
      });
  }
  return { rank: 0, virtues, traits };
}

/** The ids of a list parameter; none when it is not given (a caller that skips `parseParams`' defaults). */
const idsAt = (p: ParamValues, name: string): string[] => (p[name] === undefined ? [] : splitIds(String(p[name])));

/**
 * The unit a mechanic's parameters describe, as the battle's `asTerciosUnit` builds it from the table: the
 * effective profile (`<role>-options`), implicit rules, its Dm and Disorder, the attached commander
 * (`<role>-commander`: virtues and traits), the automatic traits of commanders in radius (`<role>-near`) and a
 * virtue by Inspiring (`<role>-inspired-by`). Rulebook: Unit Profiles; Command (virtues, traits).
 */
export function unitOf(p: ParamValues, role: string, wear: number, disordered: boolean): TerciosUnit {
  if (!hasProfile(String(p[role]))) {
    try {
      getProfile(String(p[role]));
    } catch (error) {
      if (MusterError.is(error))
        throw new MusterError(error.code, error.message, { ...error.context, path: `params.${role}` });
      throw error;
    }
  }
  const profile = effectiveProfile(
    { profile: String(p[role]), options: idsAt(p, `${role}-options`) },
    `params.${role}-options`,
  );
  const commander = attachedCommander(idsAt(p, `${role}-commander`), `params.${role}-commander`);
  // Rulebook: Command > Traits: automatic traits of commanders whose radius covers the unit; Inspiring.
  const near = idsAt(p, `${role}-near`);
  for (const id of near) {
    if (!isTraitId(id))
      throw new MusterError('bad-input', `"${id}" is not a trait`, {
        path: `params.${role}-near`,
        expected: 'trait ids such as imperturbable, prepared, wealthy',
        received: id,
      });
  }
  const inspired = String(p[`${role}-inspired-by`] ?? 'none');
  // The rules a card does not print (cavalry: Mobility, Evasion, Pursuit) come with the unit.
  return {
    ...profile,
    rules: allRules(profile),
    wear,
    disordered,
    ...(commander ? { commander } : {}),
    ...(near.length > 0 ? { inRadiusOf: near as TraitId[] } : {}),
    ...(inspired !== 'none' ? { inspiredBy: inspired as VirtueId } : {}),
  };
}

/** The parameters of one unit as the army list fields it: options, attached commander, commanders in radius, Inspiring. */
export const listParams = (role: string, what: string): ParamSpec[] => [
  {
    name: `${role}-options`,
    kind: 'string',
    default: 'none',
    description: `options of the ${what} from the army list (e.g. viejo, veteran; elite or elite+N for the Elite unit; commanded-shot)`,
  },
  {
    name: `${role}-commander`,
    kind: 'string',
    default: 'none',
    description: `virtues and traits of the commander attached to the ${what} (e.g. drill, will, calm)`,
  },
  {
    name: `${role}-near`,
    kind: 'string',
    default: 'none',
    description: `traits of commanders whose radius covers the ${what} (imperturbable, prepared, wealthy)`,
  },
  {
    name: `${role}-inspired-by`,
    kind: 'choice',
    choices: ['none', ...Object.keys(VIRTUES)],
    default: 'none',
    description: `a virtue the ${what} applies through an Inspiring commander`,
  },
];
