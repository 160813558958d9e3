import { cardlessCard } from './cardlessCards.js';
import {
  armyFileFormat,
  checkFileFormat,
  MusterError,
  parseWith,
  type ArmyReport,
  type ArmyViolation,
} from '@muster/core';
import type { Faction } from '../factions/Faction.js';
import { getFaction } from '../factions/FACTIONS.js';
import { DRAGOONS_REGIMENT, type KingdomsArmyType, type KingdomsRegiment } from '../factions/kingdomsArmyTypes.js';
import { optionProblems } from '../profiles/applyOptions.js';
import { closeMatches } from '../profiles/closeMatches.js';
import { getProfile, hasProfile } from '../profiles/getProfile.js';
import { PROFILE_IDS } from '../profiles/PROFILES.js';
import type { UnitProfile } from '../profiles/UnitProfile.js';
import { ArmyFileSchema, type ArmyCommander, type ArmyFile, type ArmyUnit, type RegimentType } from './ArmyFile.js';
import { ARMY_BASES, BREVIS_ARMY, BREVIS_RULES, REGIMENT_NAMES } from './armyBases.js';
import { normaliseRuleId } from '../rules/troopRules.js';
import { resolveUnit } from './armyUnits.js';
import { counted } from './counted.js';
import { withArticle } from './withArticle.js';
import { forlornHopeAllowance, type ForlornHopeQuota } from './forlornHopeAllowance.js';
import { BATTLE_SIZES, BREVIS_POINTS } from './battleSizes.js';
import {
  CHOOSABLE_TRAITS,
  CHOOSABLE_VIRTUES,
  COMMANDER_IN_CHIEF_RANKS,
  freeTraits,
  MESTRE_DE_CAMP_RANKS,
  commanderRank,
} from './commanders.js';

/** Choices where the text is ambiguous (docs/rulings/tercios.md); defaults are the rulings. */
export interface ArmyValidationOptions {
  /**
   * Ruling `cavalry-majority` (Cavalry Army Base: "There must be more cavalry regiments than regiments of other
   * types"): `combined` (default) = more than all other regiments together; `each-type` = more than of any one
   * other type (the community builder's reading).
   */
  readonly cavalryMajority?: 'combined' | 'each-type';
  /** Ruling `elite-extra-discipline`: how many additional points of Discipline the Elite unit may buy. Default 1. */
  readonly eliteMaxExtraDiscipline?: number;
  /** Ruling `forlorn-hope-quota`: per regiment, one per two battalions (default), or one per two infantry regiments. */
  readonly forlornHopeQuota?: ForlornHopeQuota;
  /**
   * Ruling `Initiative trait holders` (Common Traits: "Two traits apply to all commanders" lists three): `chosen`
   * (default) = Initiative is a trait a list may choose; `all-commanders` = every commander has it, so no list
   * chooses it. The same reading as the battle option `initiativeTraitHolders`.
   */
  readonly initiativeTraitHolders?: 'chosen' | 'all-commanders';
  /**
   * Ruling `brevis-card-rules` (Brevis Editio prints "Weapon rules: Pikes, Halberds, Firearms" and a short list of
   * troop rules): `cards` (default) = a Brevis army may take any card option, its rules played as the full book
   * writes them; `brevis-only` = a card option that gives a weapon or troop rule Brevis does not print is refused.
   */
  readonly brevisCardRules?: 'cards' | 'brevis-only';
  /** The file the army was read from, named in shape errors. */
  readonly file?: string;
}

const CHOOSING_A_SIDE = 'The Army > Choosing a Side';
const FLAG_RULE = `${CHOOSING_A_SIDE}: When a unit type has one or more icons, this means it is available only for the nations concerned.`;

class Findings {
  readonly violations: ArmyViolation[] = [];
  add(path: string, rule: string, message: string): void {
    this.violations.push({ path, rule, message });
  }
}

/** A unit's role in a regiment as the messages say it: "as a battalion", "as cavalry" (cavalry and artillery are mass nouns). */
function asRole(role: 'battalion' | 'company' | 'cavalry' | 'artillery'): string {
  return `as ${role === 'cavalry' || role === 'artillery' ? role : withArticle(role)}`;
}

/** Points of one entry as far as they can be known (unknown options count 0; duplicates once). */
function unitPoints(
  entry: ArmyUnit & { extraDiscipline?: number | undefined },
  regimentType: RegimentType | 'elite',
): number {
  return resolveUnit(entry, regimentType)?.points ?? 0;
}

function checkUnitCard(
  f: Findings,
  path: string,
  entry: ArmyUnit,
  faction: Faction | undefined,
  adaptations: boolean,
): UnitProfile | undefined {
  const cardless = cardlessCard(entry.unit);
  if (cardless) {
    // Ruling cardless-cards: the options are printed, the card's values are in no source.
    const printed = cardless.options.map((o) => `${o.row.split(':')[0]} ${o.cost > 0 ? '+' : ''}${o.cost}`);
    f.add(
      `${path}.unit`,
      `The Army > Unit Profiles: ${cardless.name} options (ruling cardless-cards)`,
      `no source gives the values of the ${cardless.name} card, so neither it nor its printed options (${printed.join(', ')}) can be taken`,
    );
    return undefined;
  }
  if (!hasProfile(entry.unit)) {
    const near = closeMatches(entry.unit, PROFILE_IDS);
    f.add(
      `${path}.unit`,
      'Unit Profiles',
      `unknown unit "${entry.unit}"${near.length > 0 ? `; did you mean "${near.join('", "')}"?` : ''}`,
    );
    return undefined;
  }
  const profile = getProfile(entry.unit);
  for (const p of optionProblems(profile, entry.options ?? [], {
    ...(faction ? { faction: faction.id } : {}),
    adaptations,
  })) {
    f.add(`${path}.options[${p.index}]`, p.rule, p.message);
  }
  return profile;
}

function allowedFor(
  faction: Faction,
  profile: UnitProfile,
  role: 'battalion' | 'company' | 'cavalry' | 'artillery',
): boolean {
  const list = {
    battalion: faction.battalions,
    company: faction.companies,
    cavalry: faction.cavalry,
    artillery: faction.artillery,
  }[role];
  return list.includes(profile.id);
}

function roleOf(profile: UnitProfile): 'battalion' | 'company' | 'cavalry' | 'artillery' {
  return profile.category === 'infantry' ? 'battalion' : profile.category;
}

/** A company of shooters: a company that shoots (Cavalry Regiment: "Up to 2 companies of shooters"). */
function isShooterCompany(profile: UnitProfile): boolean {
  const shoot = profile.values.shoot;
  return profile.category === 'company' && (Array.isArray(shoot) ? shoot[0] > 0 : shoot > 0);
}

function checkCommander(
  f: Findings,
  path: string,
  c: ArmyCommander,
  range: { min: number; max: number },
  rangeRule: string,
  withTraits: boolean,
  free: readonly string[] = freeTraits(),
): void {
  if (c.rank < range.min || c.rank > range.max) {
    f.add(`${path}.rank`, rangeRule, `rank ${c.rank} is outside ${range.min} to ${range.max}`);
  }
  const row = commanderRank(c.rank);
  if (!row) return;
  const virtues = c.virtues ?? [];
  const traits = c.traits ?? [];
  if (!withTraits) {
    if (virtues.length > 0 || traits.length > 0) {
      f.add(
        path,
        'Brevis Editio (ruling brevis-commanders)',
        'Brevis Editio commanders have a rank only; virtues and traits are Liber Militum rules',
      );
    }
    return;
  }
  const rankRule = 'Command: "The higher the rank, the more traits or virtues that leader will have" (rank table)';
  if (virtues.length > row.virtues)
    f.add(
      `${path}.virtues`,
      rankRule,
      `rank ${c.rank} allows ${counted(row.virtues, 'virtue')}, ${virtues.length} chosen`,
    );
  if (traits.length > row.traits) {
    f.add(
      `${path}.traits`,
      "Command > Optional Traits: Traits may only be chosen and assigned up to the number allowed by each commander's rank.",
      `rank ${c.rank} allows ${counted(row.traits, 'trait')}, ${traits.length} chosen`,
    );
  }
  virtues.forEach((v, i) => {
    if (!CHOOSABLE_VIRTUES.includes(v)) {
      const near = closeMatches(v, CHOOSABLE_VIRTUES);
      f.add(
        `${path}.virtues[${i}]`,
        'Command > Virtues',
        `unknown virtue "${v}"${near.length > 0 ? `; did you mean "${near[0]}"?` : ''}`,
      );
    }
  });
  traits.forEach((t, i) => {
    if (free.includes(t)) {
      f.add(
        `${path}.traits[${i}]`,
        'Command > Common Traits: Two traits apply to all commanders without needing to be chosen, and they are not counted in the number allowed by their rank',
        `"${t}" applies to every commander and is not chosen`,
      );
    } else if (!(CHOOSABLE_TRAITS as readonly string[]).includes(t)) {
      const near = closeMatches(t, CHOOSABLE_TRAITS);
      f.add(
        `${path}.traits[${i}]`,
        'Command > Optional Traits',
        `unknown trait "${t}"${near.length > 0 ? `; did you mean "${near[0]}"?` : ''}`,
      );
    }
  });
}

interface RegimentTally {
  readonly battalions: { profile: UnitProfile; index: number }[];
  readonly companies: { profile: UnitProfile; index: number }[];
  readonly cavalry: { profile: UnitProfile; index: number }[];
  readonly artillery: { profile: UnitProfile; index: number }[];
}

function tally(profiles: (UnitProfile | undefined)[]): RegimentTally {
  const t: RegimentTally = { battalions: [], companies: [], cavalry: [], artillery: [] };
  profiles.forEach((profile, index) => {
    if (!profile) return;
    const role = roleOf(profile);
    ({ battalion: t.battalions, company: t.companies, cavalry: t.cavalry, artillery: t.artillery })[role].push({
      profile,
      index,
    });
  });
  return t;
}

function checkSameType(
  f: Findings,
  path: string,
  units: { profile: UnitProfile; index: number }[],
  rule: string,
): void {
  const first = units[0];
  if (!first) return;
  for (const u of units.slice(1)) {
    if (u.profile.id !== first.profile.id) {
      f.add(
        `${path}.units[${u.index}]`,
        rule,
        `${u.profile.name} is not of the same type as ${first.profile.name} (units[${first.index}])`,
      );
    }
  }
}

function checkRange(f: Findings, path: string, n: number, min: number, max: number, rule: string, noun: string): void {
  if (n < min) f.add(path, rule, `${counted(n, noun)}; at least ${min} needed`);
  if (n > max) f.add(path, rule, `${counted(n, noun)}; at most ${max} allowed`);
}

interface Placed {
  index: number;
  profile: UnitProfile;
}

const SAME_BATTALIONS =
  'The Army > Infantry Regiment: Constraints: the battalions must be of the same type (Tercio, Classic, Reformed or Modern).';
const SAME_CAVALRY =
  'The Army > Cavalry Regiment: Constraints: The cavalry units must be of the same type (Arquebusiers, cuirassiers, heavy cavalry, chevau-légers, dragoons or light).';

/** Units of a kind the regiment (named by `kind`, without its article) cannot take. */
function misplaced(f: Findings, path: string, list: Placed[], rule: string, kind: string): void {
  for (const u of list)
    f.add(
      `${path}.units[${u.index}]`,
      rule,
      `${u.profile.name} (${roleOf(u.profile)}) cannot be part of ${withArticle(kind)}`,
    );
}

/** Rulebook: The Army > Cavalry Regiment: "Up to 2 companies of shooters"; no more companies than cavalry units. */
function checkShooterCompanies(f: Findings, path: string, t: RegimentTally): void {
  for (const c of t.companies) {
    if (!isShooterCompany(c.profile))
      f.add(
        `${path}.units[${c.index}]`,
        'The Army > Cavalry Regiment: Up to 2 companies of shooters',
        `${c.profile.name} is not a company of shooters`,
      );
  }
  if (t.companies.length > t.cavalry.length) {
    f.add(
      `${path}.units`,
      'The Army > Cavalry Regiment: Constraints: There may not be more companies of shooters than cavalry units.',
      `${counted(t.companies.length, 'company')} for ${counted(t.cavalry.length, 'cavalry unit')}`,
    );
  }
}

/** Rulebook: The Army > Infantry Regiment / Battle Group / Cavalry Regiment; artillery batteries per ruling. */
function checkLiberMilitumRegiment(
  f: Findings,
  r: number,
  regiment: ArmyFile['regiments'][number],
  profiles: (UnitProfile | undefined)[],
  faction: Faction | undefined,
): void {
  const path = `regiments[${r}]`;
  const t = tally(profiles);
  if (faction?.kingdoms) {
    checkKingdomsRegiment(f, path, regiment, t, faction, faction.kingdoms);
    return;
  }
  const checkFaction = (list: Placed[], role: 'battalion' | 'company' | 'cavalry' | 'artillery'): void => {
    if (!faction) return;
    for (const u of list) {
      if (!allowedFor(faction, u.profile, role))
        f.add(
          `${path}.units[${u.index}]`,
          FLAG_RULE,
          `${u.profile.name} is not available to ${faction.name} ${asRole(role)}`,
        );
    }
  };
  switch (regiment.type) {
    case 'infantry-regiment': {
      const diagram = 'The Army > Infantry Regiment: Commander (1); Battalions (2-4); Companies (0-2).';
      checkRange(
        f,
        `${path}.units`,
        t.battalions.length,
        2,
        4,
        'The Army > Infantry Regiment: Compulsory: one Commander and 2 infantry battalions. Options: up to 4 battalions',
        'battalion',
      );
      checkRange(
        f,
        `${path}.units`,
        t.companies.length,
        0,
        2,
        'The Army > Infantry Regiment: Options: up to 2 companies',
        'company',
      );
      misplaced(f, path, [...t.cavalry, ...t.artillery], diagram, 'infantry regiment');
      checkSameType(f, path, t.battalions, SAME_BATTALIONS);
      checkFaction(t.battalions, 'battalion');
      checkFaction(t.companies, 'company');
      break;
    }
    case 'battle-group': {
      checkRange(
        f,
        `${path}.units`,
        t.companies.length,
        2,
        4,
        'The Army > Battle Group: Compulsory: one Commander and 2 companies. Options: up to 4 companies.',
        'company',
      );
      misplaced(
        f,
        path,
        [...t.battalions, ...t.cavalry, ...t.artillery],
        'The Army > Battle Group: Commander (1); Companies (2-4).',
        'battle group',
      );
      checkFaction(t.companies, 'company');
      break;
    }
    case 'cavalry-regiment': {
      checkRange(
        f,
        `${path}.units`,
        t.cavalry.length,
        1,
        4,
        'The Army > Cavalry Regiment: Compulsory: one Commander and 1 cavalry unit. Options: up to 4 units.',
        'cavalry unit',
      );
      checkRange(
        f,
        `${path}.units`,
        t.companies.length,
        0,
        2,
        'The Army > Cavalry Regiment: Up to 2 companies of shooters',
        'company',
      );
      checkShooterCompanies(f, path, t);
      misplaced(
        f,
        path,
        [...t.battalions, ...t.artillery],
        'The Army > Cavalry Regiment: Commander (1); Cavalry units (1-4); Companies (0-2).',
        'cavalry regiment',
      );
      checkSameType(f, path, t.cavalry, SAME_CAVALRY);
      checkFaction(t.cavalry, 'cavalry');
      checkFaction(t.companies, 'company');
      break;
    }
    case 'artillery-battery': {
      // Ruling artillery-battery: the rulebook has no battery diagram; the community builder's (1 gun, 0-2 companies).
      const rule =
        'Artillery battery (ruling artillery-battery, community source S3): exactly 1 artillery unit and up to 2 companies';
      checkRange(f, `${path}.units`, t.artillery.length, 1, 1, rule, 'artillery unit');
      checkRange(f, `${path}.units`, t.companies.length, 0, 2, rule, 'company');
      misplaced(f, path, [...t.battalions, ...t.cavalry], rule, 'artillery battery');
      checkFaction(t.artillery, 'artillery');
      checkFaction(t.companies, 'company');
      break;
    }
  }
}

const KINGDOMS_RULE = (type: KingdomsArmyType): string =>
  `Kingdoms army type (community file 2c, sources S3-S4): ${type.text}`;

/** Which Kingdoms regiment a regiment of this kind is: East Cavalry and Dragoons regiments are cavalry regiments of those units. */
function kingdomsRegimentOf(
  type: KingdomsArmyType,
  kind: RegimentType,
  t: RegimentTally,
): { id: RegimentType | 'east' | 'dragoons'; recipe: KingdomsRegiment | undefined } {
  if (kind === 'cavalry-regiment') {
    const first = t.cavalry[0]?.profile.id;
    if (first === 'dragoons-mounted') return { id: 'dragoons', recipe: DRAGOONS_REGIMENT };
    if ((first !== undefined && type.eastCavalry.includes(first)) || !type.regiment['cavalry-regiment'])
      return { id: 'east', recipe: type.regiment.east };
  }
  return { id: kind, recipe: type.regiment[kind] };
}

/** A regiment of a Kingdoms side, against its army type's regiment (ruling kingdoms-armies). */
function checkKingdomsRegiment(
  f: Findings,
  path: string,
  regiment: ArmyFile['regiments'][number],
  t: RegimentTally,
  faction: Faction,
  type: KingdomsArmyType,
): void {
  const rule = KINGDOMS_RULE(type);
  const { id, recipe } = kingdomsRegimentOf(type, regiment.type, t);
  if (!recipe) {
    f.add(
      `${path}.type`,
      rule,
      `${withArticle(type.name)} has no ${id === 'east' ? 'East Cavalry regiment' : REGIMENT_NAMES['liber-militum'][regiment.type].toLowerCase()}`,
    );
    return;
  }
  const notAvailable = (list: Placed[], ids: readonly string[], what: string): void => {
    for (const u of list)
      if (!ids.includes(u.profile.id))
        f.add(`${path}.units[${u.index}]`, rule, `${u.profile.name} is not available to ${faction.name} ${what}`);
  };
  const companyIds = recipe.companyIds ?? faction.companies;
  switch (regiment.type) {
    case 'infantry-regiment':
      checkRange(f, `${path}.units`, t.battalions.length, recipe.units.min, recipe.units.max, rule, 'battalion');
      checkRange(f, `${path}.units`, t.companies.length, recipe.companies.min, recipe.companies.max, rule, 'company');
      misplaced(f, path, [...t.cavalry, ...t.artillery], rule, 'infantry regiment');
      checkSameType(f, path, t.battalions, SAME_BATTALIONS);
      notAvailable(t.battalions, faction.battalions, asRole('battalion'));
      notAvailable(t.companies, companyIds, 'in this regiment');
      break;
    case 'battle-group':
      checkRange(
        f,
        `${path}.units`,
        t.companies.length,
        recipe.units.min,
        recipe.units.max,
        `${rule} (ruling kingdoms-battle-groups: 2-4 companies)`,
        'company',
      );
      checkRange(
        f,
        `${path}.units`,
        t.battalions.length,
        recipe.battalions?.min ?? 0,
        recipe.battalions?.max ?? 0,
        rule,
        'battalion',
      );
      misplaced(f, path, [...t.cavalry, ...t.artillery], rule, 'battle group');
      notAvailable(t.battalions, recipe.battalionIds ?? [], 'in a battle group');
      notAvailable(t.companies, companyIds, 'in a battle group');
      break;
    case 'cavalry-regiment': {
      const kind =
        id === 'east' ? 'East Cavalry regiment' : id === 'dragoons' ? 'Dragoons regiment' : 'cavalry regiment';
      checkRange(
        f,
        `${path}.units`,
        t.cavalry.length,
        recipe.units.min,
        recipe.units.max,
        `${rule}${id === 'dragoons' ? '; Dragoons Regiment 1-2 Dragoons, no companies' : ''}`,
        'cavalry unit',
      );
      checkRange(
        f,
        `${path}.units`,
        t.companies.length,
        recipe.companies.min,
        recipe.companies.max,
        rule,
        'company of shooters',
      );
      checkShooterCompanies(f, path, t);
      misplaced(f, path, [...t.battalions, ...t.artillery], rule, kind);
      checkSameType(f, path, t.cavalry, SAME_CAVALRY);
      notAvailable(t.cavalry, faction.cavalry, asRole('cavalry'));
      notAvailable(t.companies, companyIds, 'in this regiment');
      break;
    }
    case 'artillery-battery':
      checkRange(
        f,
        `${path}.units`,
        t.artillery.length,
        recipe.units.min,
        recipe.units.max,
        `${rule}; artillery battery (ruling artillery-battery)`,
        'artillery unit',
      );
      checkRange(f, `${path}.units`, t.companies.length, recipe.companies.min, recipe.companies.max, rule, 'company');
      misplaced(f, path, [...t.battalions, ...t.cavalry], rule, 'artillery battery');
      notAvailable(t.artillery, faction.artillery, asRole('artillery'));
      notAvailable(t.companies, companyIds, 'in a battery');
      break;
  }
}

/** The army-wide rules of a Kingdoms army type: regiment counts (Dragoons apart) and its constraints. */
function checkKingdomsArmy(
  f: Findings,
  army: ArmyFile,
  profilesByRegiment: (UnitProfile | undefined)[][],
  type: KingdomsArmyType,
  details: Record<string, string | number>,
): void {
  const rule = KINGDOMS_RULE(type);
  const kinds = army.regiments.map(
    (regiment, r) => kingdomsRegimentOf(type, regiment.type, tally(profilesByRegiment[r] ?? [])).id,
  );
  const counts: Record<RegimentType | 'dragoons', number> = {
    'infantry-regiment': 0,
    'cavalry-regiment': 0,
    'artillery-battery': 0,
    'battle-group': 0,
    dragoons: 0,
  };
  for (const k of kinds) counts[k === 'east' ? 'cavalry-regiment' : k] += 1;
  const names: Record<RegimentType | 'dragoons', string> = {
    ...REGIMENT_NAMES['liber-militum'],
    dragoons: 'Dragoons regiment',
  };
  for (const kind of Object.keys(type.regiments) as (RegimentType | 'dragoons')[]) {
    const { min, max } = type.regiments[kind];
    checkRange(
      f,
      'regiments',
      counts[kind],
      min,
      max,
      `${rule}: ${names[kind]} (${min}-${max})`,
      names[kind].toLowerCase(),
    );
  }
  const east = kinds.filter((k) => k === 'east').length;
  const withUnit = (unit: string): number[] =>
    army.regiments.flatMap((_, r) => ((profilesByRegiment[r] ?? []).some((p) => p?.id === unit) ? [r] : []));
  for (const c of type.constraints) {
    const text = `${rule}: ${c.text}`;
    switch (c.id) {
      case 'requires-unit-regiment':
        if (withUnit(c.unit).length === 0) f.add('regiments', text, `no regiment of ${c.unit}`);
        break;
      case 'cavalry-at-least-others': {
        const others =
          counts['infantry-regiment'] + counts['artillery-battery'] + counts['battle-group'] + counts.dragoons;
        if (counts['cavalry-regiment'] < others)
          f.add(
            'regiments',
            text,
            `${counted(counts['cavalry-regiment'], 'cavalry regiment')} against ${others} others`,
          );
        break;
      }
      case 'cavalry-more-than-battle-groups':
        if (counts['cavalry-regiment'] <= counts['battle-group'])
          f.add(
            'regiments',
            text,
            `${counted(counts['cavalry-regiment'], 'cavalry regiment')} against ${counted(counts['battle-group'], 'battle group')}`,
          );
        break;
      case 'artillery-requires-foot':
        if (counts['artillery-battery'] > 0 && counts['infantry-regiment'] === 0)
          f.add('regiments', text, 'artillery without a foot regiment');
        break;
      case 'batteries-at-most-foot':
        if (counts['artillery-battery'] > counts['infantry-regiment'])
          f.add(
            'regiments',
            text,
            `${counted(counts['artillery-battery'], 'battery')} for ${counted(counts['infantry-regiment'], 'foot regiment')}`,
          );
        break;
      case 'at-most-one-regiment-with': {
        const rs = withUnit(c.unit);
        for (const r of rs.slice(1))
          f.add(`regiments[${r}]`, text, `a second regiment with ${c.unit} (the first is regiments[${rs[0]}])`);
        break;
      }
      case 'east-regiments-at-most':
        if (east > c.max) f.add('regiments', text, `${counted(east, 'East Cavalry regiment')}; at most ${c.max}`);
        break;
      case 'east-regiments-at-most-other-cavalry':
        if (east > counts['cavalry-regiment'] - east)
          f.add(
            'regiments',
            text,
            `${counted(east, 'East Cavalry regiment')} against ${counted(counts['cavalry-regiment'] - east, 'other cavalry regiment')}`,
          );
        break;
      case 'special-battle-groups-at-most': {
        const special: number[] = [];
        army.regiments.forEach((regiment, r) => {
          if (regiment.type !== 'battle-group') return;
          const ps = (profilesByRegiment[r] ?? []).filter((p): p is UnitProfile => p !== undefined);
          const some = ps.filter((p) => c.companies.includes(p.id));
          if (some.length === 0) return;
          special.push(r);
          if (some.length < ps.length)
            f.add(
              `regiments[${r}].units`,
              text,
              `${c.companies.join(', ')} companies form a battle group of their own`,
            );
        });
        for (const r of special.slice(c.max)) f.add(`regiments[${r}]`, text, `at most ${c.max} such battle group`);
        army.regiments.forEach((regiment, r) => {
          if (regiment.type === 'battle-group') return;
          (profilesByRegiment[r] ?? []).forEach((p, u) => {
            if (p && c.companies.includes(p.id))
              f.add(`regiments[${r}].units[${u}]`, text, `${p.name} serve only in their own battle group`);
          });
        });
        break;
      }
    }
  }
  const horde = type.horde === 'always' || (type.horde === 'without-foot' && counts['infantry-regiment'] === 0);
  details['army type'] = `${type.name} (community file)`;
  details.Horde = horde ? 'yes' : 'no';
  if (army.base !== undefined && army.base !== 'standard') {
    f.add('base', rule, `a Kingdoms side builds ${withArticle(type.name)}, not the ${army.base} army base`);
  }
  if (army.elite)
    f.add(
      'elite',
      `${rule} (ruling kingdoms-armies: the Kingdoms army types list no Elite unit)`,
      `${withArticle(type.name)} has no Elite unit`,
    );
}

/**
 * The Forlorn Hope quota (ruling forlorn-hope-quota). No source gives a Forlorn Hope card's values, so today no
 * army can field one; a unit with the Forlorn Hope rule is counted wherever it is.
 */
function checkForlornHope(
  f: Findings,
  army: ArmyFile,
  profilesByRegiment: (UnitProfile | undefined)[][],
  quota: ForlornHopeQuota,
): void {
  const isForlorn = (p: UnitProfile | undefined): boolean => p?.rules.includes('forlorn-hope') ?? false;
  const infantry = army.regiments.flatMap((r, i) => (r.type === 'infantry-regiment' ? [i] : []));
  const battalions = infantry.map(
    (r) => (profilesByRegiment[r] ?? []).filter((p) => p?.category === 'infantry').length,
  );
  const allowance = forlornHopeAllowance(battalions, quota);
  if (quota === 'per-two-battalions') {
    const rule =
      'The Army > Infantry Regiment: 1 company of forlorn hope for every 2 battalions (ruling forlorn-hope-quota)';
    army.regiments.forEach((_, r) => {
      const n = (profilesByRegiment[r] ?? []).filter(isForlorn).length;
      const k = infantry.indexOf(r);
      const allowed = k >= 0 ? (allowance.perRegiment?.[k] ?? 0) : 0;
      if (n > allowed)
        f.add(
          `regiments[${r}].units`,
          rule,
          `${n} Forlorn Hope ${n === 1 ? 'company' : 'companies'}; ${allowed} allowed`,
        );
    });
    return;
  }
  const n = profilesByRegiment.flat().filter(isForlorn).length;
  if (n > allowance.army) {
    f.add(
      'regiments',
      'Adaptations > Forlorn Hope: one company for every two infantry regiments (ruling forlorn-hope-quota)',
      `${n} Forlorn Hope companies; ${allowance.army} allowed`,
    );
  }
}

function regimentProfiles(
  f: Findings,
  r: number,
  regiment: ArmyFile['regiments'][number],
  faction: Faction | undefined,
  adaptations: boolean,
): (UnitProfile | undefined)[] {
  return regiment.units.map((entry, u) => checkUnitCard(f, `regiments[${r}].units[${u}]`, entry, faction, adaptations));
}

function resolveFaction(f: Findings, army: ArmyFile): Faction | undefined {
  try {
    return getFaction(army.faction, army.edition);
  } catch (e) {
    if (!MusterError.is(e)) throw e;
    f.add(
      'faction',
      `${CHOOSING_A_SIDE}: The first thing to do is therefore to choose a side before creating the army.`,
      e.message,
    );
    return undefined;
  }
}

/** The rulebook army base: regiment counts and the Cavalry Army Base constraints. */
function checkArmyBase(
  f: Findings,
  army: ArmyFile,
  base: (typeof ARMY_BASES)[keyof typeof ARMY_BASES],
  profilesByRegiment: (UnitProfile | undefined)[][],
  options: ArmyValidationOptions,
): void {
  const names = REGIMENT_NAMES['liber-militum'];
  // Army base: regiment counts.
  const counts: Record<RegimentType, number> = {
    'infantry-regiment': 0,
    'cavalry-regiment': 0,
    'artillery-battery': 0,
    'battle-group': 0,
  };
  for (const regiment of army.regiments) counts[regiment.type] += 1;
  for (const type of Object.keys(base.regiments) as RegimentType[]) {
    const { min, max } = base.regiments[type];
    checkRange(
      f,
      'regiments',
      counts[type],
      min,
      max,
      `The Army > ${base.name}: ${names[type]} (${min}-${max})`,
      names[type].toLowerCase(),
    );
  }

  // Cavalry Army Base constraints.
  if (base.id === 'cavalry') {
    const cavalryTypes = new Map<string, number>();
    army.regiments.forEach((regiment, r) => {
      if (regiment.type !== 'cavalry-regiment') return;
      const first = (profilesByRegiment[r] ?? []).find((p) => p?.category === 'cavalry');
      if (first) cavalryTypes.set(first.id, (cavalryTypes.get(first.id) ?? 0) + 1);
    });
    if (counts['cavalry-regiment'] >= 2 && ![...cavalryTypes.values()].some((n) => n >= 2)) {
      f.add(
        'regiments',
        'The Army > Cavalry Army Base: Constraints: The two cavalry regiments must be of the same type.',
        'no two cavalry regiments are of the same type',
      );
    }
    const others = counts['infantry-regiment'] + counts['artillery-battery'] + counts['battle-group'];
    const eachType = Math.max(counts['infantry-regiment'], counts['artillery-battery'], counts['battle-group']);
    const bar = (options.cavalryMajority ?? 'combined') === 'combined' ? others : eachType;
    if (counts['cavalry-regiment'] <= bar) {
      f.add(
        'regiments',
        'The Army > Cavalry Army Base: Constraints: There must be more cavalry regiments than regiments of other types.',
        `${counted(counts['cavalry-regiment'], 'cavalry regiment')} against ${bar} of other types`,
      );
    }
    army.regiments.forEach((regiment, r) => {
      (profilesByRegiment[r] ?? []).forEach((p, u) => {
        if (p?.category === 'artillery' && !(regiment.units[u]?.options ?? []).includes('horse-team')) {
          f.add(
            `regiments[${r}].units[${u}]`,
            'The Army > Cavalry Army Base: Constraints: The artillery must have a team of horses.',
            `${p.name} has no Horse team`,
          );
        }
      });
    });
  }
}

function validateLiberMilitum(army: ArmyFile, options: ArmyValidationOptions): ArmyReport {
  const f = new Findings();
  const faction = resolveFaction(f, army);
  const adaptations = army.adaptations ?? false;
  const base = ARMY_BASES[army.base ?? 'standard'];
  const names = REGIMENT_NAMES['liber-militum'];
  const details: Record<string, string | number> = { edition: 'Liber Militum', base: base.name };

  // Commander-in-Chief.
  const cc = army.commanderInChief;
  let points = 0;
  if (!cc) {
    f.add(
      'commanderInChief',
      `${CHOOSING_A_SIDE}: It is compulsory to include a single Commander-in-Chief in each list; the latter is the head of the army.`,
      'no Commander-in-Chief',
    );
  } else {
    checkCommander(
      f,
      'commanderInChief',
      cc,
      COMMANDER_IN_CHIEF_RANKS,
      `The Army > ${base.name}: Commander-in-Chief (C-C), rank 2 to 5`,
      true,
      freeTraits(options.initiativeTraitHolders),
    );
    const cost = commanderRank(cc.rank)?.points ?? 0;
    points += cost;
    details['Commander-in-Chief'] = cost;
  }

  // Regiments, their commanders and units.
  const allCommanders: { path: string; c: ArmyCommander }[] = cc ? [{ path: 'commanderInChief', c: cc }] : [];
  const profilesByRegiment = army.regiments.map((regiment, r) => {
    const path = `regiments[${r}]`;
    if (regiment.regimentPoints !== undefined) {
      f.add(
        `${path}.regimentPoints`,
        'Brevis Editio: regiment points',
        'regiment points are a Brevis Editio rule; Liber Militum counts unit and commander points',
      );
    }
    let regimentCost = 0;
    if (regiment.type === 'artillery-battery') {
      if (regiment.commander) {
        f.add(
          `${path}.commander`,
          `${CHOOSING_A_SIDE}: All regiments, apart from artillery, must have their own commander or mestre de camp.`,
          'an artillery battery has no commander of its own (ruling artillery-battery)',
        );
      }
    } else if (!regiment.commander) {
      f.add(
        `${path}.commander`,
        `${CHOOSING_A_SIDE}: All regiments, apart from artillery, must have their own commander or mestre de camp.`,
        `${names[regiment.type]} without a commander`,
      );
    } else {
      checkCommander(
        f,
        `${path}.commander`,
        regiment.commander,
        MESTRE_DE_CAMP_RANKS,
        'The Army > Infantry Regiment: Commander (Mestre de Camp), rank 0 to 4',
        true,
        freeTraits(options.initiativeTraitHolders),
      );
      regimentCost += commanderRank(regiment.commander.rank)?.points ?? 0;
      allCommanders.push({ path: `${path}.commander`, c: regiment.commander });
    }
    const profiles = regimentProfiles(f, r, regiment, faction, adaptations);
    checkLiberMilitumRegiment(f, r, regiment, profiles, faction);
    for (const entry of regiment.units) regimentCost += unitPoints(entry, regiment.type);
    points += regimentCost;
    details[`${path} ${regiment.name ?? names[regiment.type]}`] = regimentCost;
    return profiles;
  });

  // Command: ranks relative to the Commander-in-Chief, and traits unique per side.
  if (cc) {
    const others = allCommanders.filter((x) => x.path !== 'commanderInChief');
    for (const o of others) {
      if (o.c.rank > cc.rank) {
        f.add(
          `${o.path}.rank`,
          'Command: no other character may have a rank higher than his [the C-C].',
          `rank ${o.c.rank} is higher than the Commander-in-Chief's rank ${cc.rank}`,
        );
      }
    }
    const equal = others.filter((o) => o.c.rank === cc.rank);
    for (const o of equal.slice(1)) {
      f.add(
        `${o.path}.rank`,
        'Command: At most, another commander may have the same rank.',
        `a second commander with the Commander-in-Chief's rank ${cc.rank}`,
      );
    }
  }
  const traitOwner = new Map<string, string>();
  for (const { path, c } of allCommanders) {
    (c.traits ?? []).forEach((t, i) => {
      const owner = traitOwner.get(t);
      if (owner !== undefined) {
        f.add(
          `${path}.traits[${i}]`,
          'Command > Optional Traits: All commanders of the same side must have different traits (a chosen trait exists only once per side).',
          `"${t}" is already chosen by ${owner}`,
        );
      } else traitOwner.set(t, path);
    });
  }

  checkForlornHope(f, army, profilesByRegiment, options.forlornHopeQuota ?? 'per-two-battalions');

  if (faction?.kingdoms) {
    // Ruling kingdoms-armies: a Kingdoms side builds its community army type instead of a rulebook army base.
    details.base = faction.kingdoms.name;
    checkKingdomsArmy(f, army, profilesByRegiment, faction.kingdoms, details);
  } else {
    checkArmyBase(f, army, base, profilesByRegiment, options);
  }

  // Elite unit.
  if (army.elite) {
    const elite = army.elite;
    if (base.elite.max === 0) {
      f.add('elite', `The Army > ${base.name}`, `the ${base.name} has no Elite unit`);
    }
    const profile = checkUnitCard(f, 'elite', elite, faction, adaptations);
    const eliteRule =
      'The Army > Standard Army Base: Elite: possible types: Cuirassiers, Heavy cavalry, Battalion or Company.';
    if (profile) {
      const ok =
        profile.id === 'cuirassiers' ||
        (profile.category === 'cavalry' && profile.rules.includes('heavy-cavalry')) ||
        profile.category === 'infantry' ||
        profile.category === 'company';
      if (!ok) f.add('elite.unit', eliteRule, `${profile.name} cannot be the Elite unit`);
      else if (faction && !allowedFor(faction, profile, roleOf(profile)))
        f.add('elite.unit', FLAG_RULE, `${profile.name} is not available to ${faction.name}`);
    }
    const maxExtra = options.eliteMaxExtraDiscipline ?? 1;
    if ((elite.extraDiscipline ?? 0) > maxExtra) {
      f.add(
        'elite.extraDiscipline',
        `The Army > Standard Army Base: Additional point of discipline = +5 points (ruling elite-extra-discipline: at most ${maxExtra})`,
        `${elite.extraDiscipline} additional points of Discipline`,
      );
    }
    const cost = unitPoints(elite, 'elite');
    points += cost;
    details.elite = cost;
  }

  // Points and battle size.
  let limit = army.pointsLimit;
  if (army.battleSize !== undefined) {
    const size = BATTLE_SIZES[army.battleSize];
    if (limit !== undefined && limit !== size) {
      f.add(
        'pointsLimit',
        'The Army > Battle Sizes',
        `pointsLimit ${limit} disagrees with battle size ${army.battleSize} (${size} points)`,
      );
    }
    limit ??= size;
    details['battle size'] = `${army.battleSize} (${size} points)`;
  }
  if (limit !== undefined && points > limit) {
    f.add(
      '(root)',
      'The Army: The combined costs of the various units of a side must therefore respect the limits agreed with the opponent.',
      `${points} points spent, limit ${limit}`,
    );
  }
  return {
    valid: f.violations.length === 0,
    name: army.name,
    points,
    ...(limit !== undefined ? { limit } : {}),
    violations: f.violations,
    details,
  };
}

/**
 * Ruling brevis-card-rules, `brevis-only`: each chosen card option that gives a weapon or a troop rule Brevis Editio
 * does not print ({@link BREVIS_RULES}) is a violation at that option.
 */
function checkBrevisCardRules(f: Findings, path: string, profile: UnitProfile, entry: ArmyUnit): void {
  (entry.options ?? []).forEach((id, i) => {
    const option = profile.options.find((o) => o.id === id);
    if (!option) return; // an unknown option is reported by the card check
    const weapons = (option.addWeapons ?? []).filter((w) => !BREVIS_RULES.weapons.has(w));
    const rules = (option.addRules ?? []).map(normaliseRuleId).filter((r) => !BREVIS_RULES.troopRules.has(r));
    for (const missing of [...weapons, ...rules])
      f.add(
        `${path}.options[${i}]`,
        'Brevis Editio: "Weapon rules: Pikes, Halberds, Firearms" and its troop rules (ruling brevis-card-rules: brevis-only)',
        `${option.name} gives ${missing}, which Brevis Editio does not print`,
      );
  });
}

function validateBrevis(army: ArmyFile, rulings: ArmyValidationOptions): ArmyReport {
  const f = new Findings();
  const faction = resolveFaction(f, army);
  const adaptations = army.adaptations ?? false;
  const names = REGIMENT_NAMES.brevis;
  const details: Record<string, string | number> = { edition: 'Brevis Editio' };
  const armyRule =
    'Brevis Editio: An army takes 1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1 Battle Group.';
  const sizeRule = 'Brevis Editio: Regiments of 1-4 units cost 1-5 points';

  if (army.base !== undefined && army.base !== 'standard')
    f.add('base', armyRule, `the ${army.base} army base is a Liber Militum rule`);
  if (army.battleSize !== undefined)
    f.add(
      'battleSize',
      'Brevis Editio: We recommend an amount of 7 points to start with and up to 12 points',
      'battle sizes in army points are a Liber Militum rule; give pointsLimit in regiment points',
    );
  if (army.elite) f.add('elite', armyRule, 'the Elite unit is a Liber Militum rule');
  if (army.commanderInChief)
    checkCommander(
      f,
      'commanderInChief',
      army.commanderInChief,
      { min: 0, max: 5 },
      'Brevis Editio (ruling brevis-commanders): rank 0 to 5',
      false,
    );

  let points = 0;
  const counts: Record<RegimentType, number> = {
    'infantry-regiment': 0,
    'cavalry-regiment': 0,
    'artillery-battery': 0,
    'battle-group': 0,
  };
  army.regiments.forEach((regiment, r) => {
    const path = `regiments[${r}]`;
    counts[regiment.type] += 1;
    checkRange(f, `${path}.units`, regiment.units.length, 1, 4, sizeRule, 'unit');
    if (regiment.regimentPoints === undefined) {
      f.add(
        `${path}.regimentPoints`,
        `${sizeRule} (ruling brevis-regiment-points: each regiment states its points)`,
        'missing regiment points',
      );
    } else {
      if (regiment.regimentPoints < 1 || regiment.regimentPoints > 5)
        f.add(`${path}.regimentPoints`, sizeRule, `${regiment.regimentPoints} regiment points; 1 to 5 allowed`);
      points += regiment.regimentPoints;
      details[`${path} ${regiment.name ?? names[regiment.type]}`] = regiment.regimentPoints;
    }
    if (regiment.commander)
      checkCommander(
        f,
        `${path}.commander`,
        regiment.commander,
        { min: 0, max: 5 },
        'Brevis Editio (ruling brevis-commanders): rank 0 to 5',
        false,
      );
    const profiles = regimentProfiles(f, r, regiment, faction, adaptations);
    // Ruling brevis-regiment-kinds: each kind takes the unit categories its name says.
    const allowed: Record<RegimentType, readonly UnitProfile['category'][]> = {
      'infantry-regiment': ['infantry', 'company'],
      'cavalry-regiment': ['cavalry', 'company'],
      'artillery-battery': ['artillery', 'company'],
      'battle-group': ['company'],
    };
    profiles.forEach((p, u) => {
      if (!p) return;
      if (!allowed[regiment.type].includes(p.category)) {
        f.add(
          `${path}.units[${u}]`,
          `Brevis Editio (ruling brevis-regiment-kinds): ${withArticle(names[regiment.type])} takes ${allowed[regiment.type].join(' or ')} units`,
          `${p.name} (${p.category}) cannot be part of ${withArticle(names[regiment.type])}`,
        );
      } else if (faction && !allowedFor(faction, p, roleOf(p))) {
        f.add(
          `${path}.units[${u}]`,
          'Brevis Editio: options marked with faction icons are only available to those factions (unit availability: community source S2)',
          `${p.name} is not available to ${faction.name}`,
        );
      }
      if (rulings.brevisCardRules === 'brevis-only')
        checkBrevisCardRules(f, `${path}.units[${u}]`, p, regiment.units[u]!);
    });
  });
  for (const type of Object.keys(BREVIS_ARMY) as RegimentType[]) {
    const { min, max } = BREVIS_ARMY[type];
    checkRange(f, 'regiments', counts[type], min, max, armyRule, names[type]);
  }
  const limit = army.pointsLimit ?? BREVIS_POINTS.starter;
  if (points > limit)
    f.add(
      '(root)',
      'Brevis Editio: We recommend an amount of 7 points to start with and up to 12 points when the rules are mastered.',
      `${points} regiment points, limit ${limit}`,
    );
  details.points = 'regiment points';
  return { valid: f.violations.length === 0, name: army.name, points, limit, violations: f.violations, details };
}

/**
 * Parses an army file and checks it against the army-building rules of its edition, reporting the points and
 * EVERY violation, each with the path in the file and the rule in the book's words.
 *
 * @throws MusterError (`bad-input`, or `bad-file` when `options.file` is given) when the file's shape is wrong,
 *   naming the first bad field.
 * @example
 * const report = validateArmy(JSON.parse(text), { file: 'army.json' });
 * if (!report.valid) for (const v of report.violations) console.log(`${v.path}: ${v.message} (${v.rule})`);
 */
export function validateArmy(input: unknown, options: ArmyValidationOptions = {}): ArmyReport {
  const army = parseArmy(input, options.file);
  // The file's agreed rulings, then the caller's options over them.
  const rulings = Object.fromEntries(
    Object.entries({ ...army.rulings, ...options }).filter(([, v]) => v !== undefined),
  ) as ArmyValidationOptions;
  return army.edition === 'brevis' ? validateBrevis(army, rulings) : validateLiberMilitum(army, rulings);
}

/**
 * Parses the shape of an army file.
 *
 * @throws MusterError naming the first bad field path.
 */
export function parseArmy(input: unknown, file?: string): ArmyFile {
  const where = file !== undefined ? { file } : {};
  checkFileFormat(input, armyFileFormat('tercios'), where);
  return parseWith(ArmyFileSchema, input, where);
}
