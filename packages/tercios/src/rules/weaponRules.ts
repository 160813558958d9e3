import { bonus, type Modifier } from '../values/Modifier.js';
import type { TerciosOptions } from '../options/options.js';
import type { RuleContext } from './RuleContext.js';

/** `shock` weapons act in melee; `light` weapons fire volleys (against Volley defence); `artillery` fires balls. */
export type WeaponKind = 'shock' | 'light' | 'artillery';

/** A weapon rule: range, kind, what it allows and the modifiers it adds. Rulebook: Armament. */
export interface WeaponRule {
  readonly id: string;
  readonly name: string;
  readonly kind: WeaponKind;
  readonly book: 'core' | 'kingdoms';
  /** Range in inches (shooting weapons). Rulebook: Shooting > Range. */
  readonly range?: number;
  /** May shoot only with the Fire! order (Cannons). */
  readonly fireOrderOnly?: boolean;
  /** May not fire as a reaction (Bow). */
  readonly noReactionFire?: boolean;
  /** May fire over friendly units whose front centres are nearer the shooters than the target (Bow): a table check. */
  readonly fireOverFriends?: boolean;
  /** Melee: a unit forced to retreat by this unit is destroyed (Lances). */
  readonly destroysRetreating?: boolean;
  /** Melee: the loser must pass a Discipline test needing a 6 or be disordered (Two-handed swords). */
  readonly winnerDisciplineTest?: boolean;
  /** Pikes on both sides allow Dirty war!. */
  readonly dirtyWar?: boolean;
  readonly text: string;
  /** Value modifiers this weapon gives in a step. */
  readonly modifiers?: (ctx: RuleContext) => readonly Modifier[];
}

const w = (rule: WeaponRule): WeaponRule => rule;

/**
 * Every weapon of Armament and the range table of Shooting. Ids are kebab-case; see `normaliseWeaponId`
 * for accepted aliases.
 */
export const WEAPON_RULES: Readonly<Record<string, WeaponRule>> = {
  pikes: w({
    id: 'pikes',
    name: 'Pikes',
    kind: 'shock',
    book: 'core',
    dirtyWar: true,
    text: 'Melee + against cavalry while not in disorder; two pike units may fight Dirty war! rounds.',
    // Rulebook: Armament > Pikes. Rulings: Pikes (Brevis gives the bonus only when charged by Horse); Pikes in
    // Disorder (Brevis does not lose it in disorder).
    modifiers: (ctx) => {
      if (ctx.step !== 'melee' || ctx.enemy?.category !== 'cavalry') return [];
      if (ctx.self.disordered && ctx.options.pikesInDisorder === 'lost') return [];
      if (ctx.options.pikesBonus === 'when-charged-by-cavalry' && !ctx.charged) return [];
      return [bonus('melee', 'Pikes against cavalry')];
    },
  }),
  swordsmen: w({
    id: 'swordsmen',
    name: 'Swordsmen',
    kind: 'shock',
    book: 'kingdoms',
    text: 'Melee + in the additional rounds of Dirty war!.',
    // Rulebook: Armament > Swordsmen.
    modifiers: (ctx) => (ctx.step === 'melee' && ctx.dirtyWarRound ? [bonus('melee', 'Swordsmen in Dirty war!')] : []),
  }),
  halberds: w({
    id: 'halberds',
    name: 'Halberds',
    kind: 'shock',
    book: 'core',
    text: 'Melee + against an enemy in disorder.',
    // Rulebook: Armament > Halberds.
    modifiers: (ctx) =>
      ctx.step === 'melee' && ctx.enemy?.disordered ? [bonus('melee', 'Halberds against a disordered enemy')] : [],
  }),
  'two-handed-swords': w({
    id: 'two-handed-swords',
    name: 'Two-handed swords',
    kind: 'shock',
    book: 'kingdoms',
    winnerDisciplineTest: true,
    text: 'On winning, the defeated unit passes a Discipline test needing a 6 on one die or is disordered.',
  }),
  lances: w({
    id: 'lances',
    name: 'Lances',
    kind: 'shock',
    book: 'core',
    destroysRetreating: true,
    text: 'Automatically destroys ANY unit forced to retreat.',
  }),
  'heavy-lances': w({
    id: 'heavy-lances',
    name: 'Heavy lances',
    kind: 'shock',
    book: 'kingdoms',
    text: "Melee + in a combat resulting from a counter-charge (its own or the enemy's).",
    // Rulebook: Armament > Heavy lances. A charge bonus, so not in Dirty war! rounds.
    modifiers: (ctx) =>
      ctx.step === 'melee' && ctx.counterCharge && !ctx.dirtyWarRound
        ? [bonus('melee', 'Heavy lances in a counter-charge')]
        : [],
  }),
  pistols: w({ id: 'pistols', name: 'Pistols', kind: 'light', book: 'core', range: 4, text: 'Range 4 inches.' }),
  arquebus: w({ id: 'arquebus', name: 'Arquebus', kind: 'light', book: 'core', range: 8, text: 'Range 8 inches.' }),
  musket: w({ id: 'musket', name: 'Muskets', kind: 'light', book: 'core', range: 12, text: 'Range 12 inches.' }),
  'arquebus-musket': w({
    id: 'arquebus-musket',
    name: 'Arquebus/Musket',
    kind: 'light',
    book: 'core',
    range: 12,
    text: 'Split Shoot "4/3": the first value up to 8 inches (arquebuses and muskets), the second from 8 to 12 inches (muskets alone).',
  }),
  bow: w({
    id: 'bow',
    name: 'Bow',
    kind: 'light',
    book: 'kingdoms',
    range: 12,
    noReactionFire: true,
    fireOverFriends: true,
    text: 'Range 12 inches; may fire over friendly units nearer the shooters; no fire on reaction.',
  }),
  'great-bow': w({
    id: 'great-bow',
    name: 'Great bow',
    kind: 'light',
    book: 'kingdoms',
    range: 16,
    noReactionFire: true,
    fireOverFriends: true,
    text: 'Range 16 inches; otherwise as the Bow.',
  }),
  crossbow: w({
    id: 'crossbow',
    name: 'Crossbow',
    kind: 'light',
    book: 'kingdoms',
    range: 12,
    text: 'Range 12 inches.',
  }),
  'light-gun': w({
    id: 'light-gun',
    name: 'Light gun',
    kind: 'artillery',
    book: 'core',
    range: 18,
    fireOrderOnly: true,
    text: 'Cannon: range 18 inches, Fire! order only.',
  }),
  'medium-gun': w({
    id: 'medium-gun',
    name: 'Medium gun',
    kind: 'artillery',
    book: 'core',
    range: 24,
    fireOrderOnly: true,
    text: 'Cannon: range 24 inches, Fire! order only.',
  }),
  'heavy-gun': w({
    id: 'heavy-gun',
    name: 'Heavy gun',
    kind: 'artillery',
    book: 'core',
    range: 36,
    fireOrderOnly: true,
    text: 'Cannon: range 36 inches, Fire! order only.',
  }),
  flintlock: w({
    id: 'flintlock',
    name: 'Flintlock',
    kind: 'light',
    book: 'kingdoms',
    text: 'Community data only: no range or rule text, so the mechanics cannot shoot with it.',
  }),
  bardiches: w({
    id: 'bardiches',
    name: 'Bardiches',
    kind: 'shock',
    book: 'kingdoms',
    text: 'Community data only: no rule text.',
  }),
  grenades: w({
    id: 'grenades',
    name: 'Grenades',
    kind: 'shock',
    book: 'kingdoms',
    text: 'Community data only: no rule text.',
  }),
  javelin: w({
    id: 'javelin',
    name: 'Javelin',
    kind: 'light',
    book: 'kingdoms',
    text: 'Community data only: no range or rule text.',
  }),
};

const WEAPON_ALIASES: Readonly<Record<string, string>> = {
  pike: 'pikes',
  muskets: 'musket',
  arquebuses: 'arquebus',
  'arquebuses-muskets': 'arquebus-musket',
  'arquebus-muskets': 'arquebus-musket',
  pistol: 'pistols',
  greatswords: 'two-handed-swords',
  'two-handed-sword': 'two-handed-swords',
  lance: 'lances',
  'heavy-lance': 'heavy-lances',
  bows: 'bow',
  crossbows: 'crossbow',
  'great-bows': 'great-bow',
  'light-guns': 'light-gun',
  'medium-guns': 'medium-gun',
  'field-gun': 'medium-gun',
  'heavy-guns': 'heavy-gun',
};

/** The canonical id of a weapon name or alias (`muskets` → `musket`, `greatswords` → `two-handed-swords`). */
export function normaliseWeaponId(id: string): string {
  let normal = NORMALISED.get(id);
  if (normal === undefined) {
    const key = id.toLowerCase().replace(/[\s_/]+/g, '-');
    normal = WEAPON_ALIASES[key] ?? key;
    NORMALISED.set(id, normal);
  }
  return normal;
}

const NORMALISED = new Map<string, string>();

/** The weapon rules a unit carries (unknown ids are skipped: they are data the rules do not know). */
export function weaponRulesOf(weapons: readonly string[]): readonly WeaponRule[] {
  // Weapon lists are shared by every state of a unit: resolve each list once.
  let cached = WEAPON_RULES_OF.get(weapons);
  if (!cached) WEAPON_RULES_OF.set(weapons, (cached = computeWeaponRules(weapons)));
  return cached;
}

const WEAPON_RULES_OF = new WeakMap<readonly string[], readonly WeaponRule[]>();

function computeWeaponRules(weapons: readonly string[]): readonly WeaponRule[] {
  const out: WeaponRule[] = [];
  for (const id of weapons) {
    const rule = WEAPON_RULES[normaliseWeaponId(id)];
    if (rule && !out.includes(rule)) out.push(rule);
  }
  return out;
}

/**
 * Whether a Fire! reaction shot with a weapon of this kind gets the Shoot +. Rulebook: Reactions > Fire! ("light
 * weapon fire, which benefits from a bonus (+) on these reaction shots"). Ruling: Fire! reaction with guns (option
 * `fireReactionBonus`: Brevis's "firearms firing as a reaction gain Shoot+" takes in guns).
 */
export function fireReactionGetsShootBonus(
  kind: WeaponKind,
  options: Pick<TerciosOptions, 'fireReactionBonus'>,
): boolean {
  return kind === 'light' || (kind === 'artillery' && options.fireReactionBonus === 'guns-too');
}
