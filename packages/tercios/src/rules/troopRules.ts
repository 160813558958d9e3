import { bonus, type Modifier } from '../values/Modifier.js';
import type { RuleContext, RuleStep } from './RuleContext.js';

/** A rule effect that a mechanic checks by name (outcome changes rather than value modifiers). */
export type RuleEffect =
  | 'never-flanked'
  | 'no-move-after-reorient'
  | 'ignores-difficult-terrain'
  | 'very-difficult-as-difficult'
  | 'resist-per-success'
  | 'resist-to-zero'
  | 'no-out-of-command-penalty'
  | 'shared-order'
  | 'free-reorientation'
  | 'evasion-any-order'
  | 'destroys-retreating-infantry'
  | 'extended-arc'
  | 'caracole'
  | 'fire-order-only'
  | 'impetuous'
  | 'always-in-command'
  | 'immune-to-command-actions'
  | 'fights-as-infantry'
  | 'destroyed-on-melee-loss'
  | 'two-speeds'
  | 'wear-on-one'
  | 'ally'
  | 'evasion-in-difficult-terrain'
  | 'frenzied'
  | 'evasion-only-against-infantry'
  | 'fire-and-evade'
  | 'paired-activation'
  | 'never-assault'
  | 'no-rout-test'
  | 'no-rule-text';

/** A troop special rule as data: what it does, the steps it acts in, effects, modifiers, and the table's part. */
export interface SpecialRule {
  readonly id: string;
  readonly name: string;
  readonly book: 'core' | 'kingdoms' | 'adaptation' | 'army-list';
  /** The rulebook clause, e.g. `The Troops > Infantry > Square`. */
  readonly clause: string;
  readonly text: string;
  readonly steps: readonly RuleStep[];
  readonly effects: readonly RuleEffect[];
  /** Rules this one brings with it (Forlorn Hope: Skirmishers, Harasser, ...). */
  readonly implies?: readonly string[];
  /** Rules this one takes away (Heavy Cavalry: Mobility). */
  readonly removes?: readonly string[];
  /** The spatial part, for the table layer (arcs, distances, facing). */
  readonly spatial?: string;
  readonly modifiers?: (ctx: RuleContext) => readonly Modifier[];
}

const r = (rule: SpecialRule): SpecialRule => rule;

/**
 * Every troop special rule of The Troops, Rules from "Kingdoms" and Adaptations, keyed by id. Rules named
 * in army lists with no text in the book are listed with the `no-rule-text` effect (ruling: Rules without text).
 */
export const TROOP_RULES: Readonly<Record<string, SpecialRule>> = {
  skirmishers: r({
    id: 'skirmishers',
    name: 'Skirmishers',
    book: 'core',
    clause: 'The Troops > Infantry > Skirmishers',
    text: 'Ignore the effects of very difficult or difficult terrain.',
    steps: ['movement'],
    effects: ['ignores-difficult-terrain'],
  }),
  square: r({
    id: 'square',
    name: 'Square',
    book: 'core',
    clause: 'The Troops > Infantry > Square',
    text: 'Never taken in flank; after reorienting with Ready! it may not move as its second action.',
    steps: ['melee', 'reaction-test', 'movement'],
    effects: ['never-flanked', 'no-move-after-reorient'],
  }),
  light: r({
    id: 'light',
    name: 'Light',
    book: 'core',
    clause: 'The Troops > Infantry > Light',
    text: 'Treat very difficult terrain as difficult, so are not disordered by it.',
    steps: ['movement'],
    effects: ['very-difficult-as-difficult'],
  }),
  large: r({
    id: 'large',
    name: 'Large (Dense)',
    book: 'core',
    clause: 'The Troops > Infantry > Large (Dense)',
    text: 'Testing Resist!, remove one Dm per 5+, but never the last Dm.',
    steps: ['order-test'],
    effects: ['resist-per-success'],
  }),
  elite: r({
    id: 'elite',
    name: 'Elite',
    book: 'core',
    clause: 'The Troops > Infantry > Elite',
    text: 'May remove all Dm with Resist! or a command action (by the successes), down to 0; Discipline never reduced out of command radius.',
    steps: ['order-test'],
    effects: ['resist-to-zero', 'no-out-of-command-penalty'],
  }),
  brigade: r({
    id: 'brigade',
    name: 'Brigade',
    book: 'core',
    clause: 'The Troops > Infantry > Brigade',
    text: 'Units of one regiment with this rule may share one order card declared when planning; a reaction by one reveals it.',
    steps: [],
    effects: ['shared-order'],
    spatial: 'Sequence: one order card for the declared units, activated one after another.',
  }),
  mobility: r({
    id: 'mobility',
    name: 'Mobility',
    book: 'core',
    clause: 'The Troops > Cavalry > Mobility',
    text: 'With Ready! or Run!, a free reorientation at the start of movement (not an action).',
    steps: ['movement'],
    effects: ['free-reorientation'],
    spatial: 'Movement: reorient, move, reorient again under Ready!.',
  }),
  evasion: r({
    id: 'evasion',
    name: 'Evasion',
    book: 'core',
    clause: 'The Troops > Cavalry > Evasion',
    text: 'Whatever its order, even if activated, may react to a charge by evasion as with Run!; Discipline + if the charger is infantry.',
    steps: ['reaction-test'],
    effects: ['evasion-any-order'],
    // Ruling: Evasion's Discipline + "for reaction tests" (option evasionDisciplineBonus): the evasion test, or any.
    modifiers: (ctx) =>
      ctx.step === 'reaction-test' &&
      (ctx.reaction === 'evasion' || ctx.options.evasionDisciplineBonus === 'any-reaction') &&
      !ctx.approach &&
      ctx.enemy &&
      ctx.enemy.category !== 'cavalry'
        ? [bonus('discipline', 'Evasion from an infantry charge')]
        : [],
  }),
  pursuit: r({
    id: 'pursuit',
    name: 'Pursuit',
    book: 'core',
    clause: 'The Troops > Cavalry > Pursuit',
    text: 'Winning against infantry that retreats destroys it; the cavalry moves its normal speed in the direction it faces.',
    steps: ['melee'],
    effects: ['destroys-retreating-infantry'],
  }),
  'extended-arc': r({
    id: 'extended-arc',
    name: 'Extended Arc of Fire',
    book: 'core',
    clause: 'The Troops > Cavalry > Extended Arc of Fire',
    text: 'May shoot from the front centre or either side centre.',
    steps: ['shoot'],
    effects: ['extended-arc'],
    spatial: 'Line of fire may start at the side centres.',
  }),
  caracole: r({
    id: 'caracole',
    name: 'Caracole',
    book: 'core',
    clause: 'The Troops > Cavalry > Caracole',
    text: 'After firing, a passed Discipline test allows a withdrawal at its speed keeping its orientation; not with a reaction.',
    steps: ['shoot'],
    effects: ['caracole'],
    spatial: 'Withdrawal straight back up to Speed, same facing.',
  }),
  dragoon: r({
    id: 'dragoon',
    name: 'Dragoon',
    book: 'core',
    clause: 'The Troops > Cavalry > Dragoon',
    text: 'Fire only with a Fire! order.',
    steps: ['shoot'],
    effects: ['fire-order-only'],
  }),
  impetuous: r({
    id: 'impetuous',
    name: 'Impetuous',
    book: 'core',
    clause: 'The Troops > Cavalry > Impetuous',
    text: 'Fresh, with an order other than Assault! and able to charge: an order test on activation; failed, it must charge.',
    steps: ['order-test'],
    effects: ['impetuous'],
  }),
  'integral-command': r({
    id: 'integral-command',
    name: 'Integral Command',
    book: 'core',
    clause: 'The Troops > Artillery > Integral Command',
    text: 'Always within command radius (its companies too within 6"); never affected by command actions.',
    steps: ['order-test'],
    effects: ['always-in-command', 'no-out-of-command-penalty', 'immune-to-command-actions'],
    spatial: 'Companies within 6" of the artillery count as in command.',
  }),
  'crew-defence': r({
    id: 'crew-defence',
    name: 'Crew Defence',
    book: 'core',
    clause: 'The Troops > Artillery > Crew Defence',
    text: 'In close combat, artillery is treated as infantry.',
    steps: ['melee'],
    effects: ['fights-as-infantry'],
  }),
  'no-escape': r({
    id: 'no-escape',
    name: 'No Escape',
    book: 'core',
    clause: 'The Troops > Artillery > No Escape',
    text: 'Losing a close combat, it is automatically destroyed.',
    steps: ['melee'],
    effects: ['destroyed-on-melee-loss'],
  }),
  'horse-teams': r({
    id: 'horse-teams',
    name: 'Horse Teams',
    book: 'core',
    clause: 'The Troops > Artillery > Horse Teams',
    text: 'Two Speeds (unhitched/hitched); hitching or unhitching is a Ready! action; hitched guns may not shoot; may Run! hitched.',
    steps: ['movement', 'shoot'],
    effects: ['two-speeds'],
  }),
  experimental: r({
    id: 'experimental',
    name: 'Experimental',
    book: 'core',
    clause: 'The Troops > Artillery > Experimental',
    text: 'Receives 1 Dm on each shot where a 1 is rolled.',
    steps: ['shoot'],
    effects: ['wear-on-one'],
  }),
  allies: r({
    id: 'allies',
    name: 'Allies',
    book: 'kingdoms',
    clause: 'Rules from "Kingdoms" > Allies',
    text: 'The Commander-in-Chief cannot interact with allied regiments (Diplomat can).',
    steps: [],
    effects: ['ally'],
  }),
  ambush: r({
    id: 'ambush',
    name: 'Ambush',
    book: 'kingdoms',
    clause: 'Rules from "Kingdoms" > Ambush',
    text: 'On difficult or very difficult terrain, may always attempt an evasion reaction when charged or engaged.',
    steps: ['reaction-test'],
    effects: ['evasion-in-difficult-terrain'],
    spatial: 'The table says whether the unit stands in (very) difficult terrain.',
  }),
  frenzied: r({
    id: 'frenzied',
    name: 'Frenzied',
    book: 'kingdoms',
    clause: 'Rules from "Kingdoms" > Frenzied',
    text: 'On destroying an enemy in combat, an order test: passed, remove 1 Dm (even the only one); failed, disordered.',
    steps: ['melee'],
    effects: ['frenzied'],
  }),
  'heavy-cavalry': r({
    id: 'heavy-cavalry',
    name: 'Heavy Cavalry',
    book: 'kingdoms',
    clause: 'Rules from "Kingdoms" > Heavy Cavalry',
    text: 'Loses Mobility; Evasion only against infantry charges, or against cavalry with a Run! order.',
    steps: ['reaction-test'],
    effects: ['evasion-only-against-infantry'],
    removes: ['mobility'],
  }),
  harasser: r({
    id: 'harasser',
    name: 'Harasser',
    book: 'kingdoms',
    clause: 'Rules from "Kingdoms" > Harasser',
    text: 'With Fire!, may fire as a reaction then evade as with Run!, on one order test; no reaction Shoot + unless it stays.',
    steps: ['shoot', 'reaction-test'],
    effects: ['fire-and-evade'],
  }),
  horde: r({
    id: 'horde',
    name: 'Horde',
    book: 'kingdoms',
    clause: 'Rules from "Kingdoms" > Horde',
    text: 'Two units of one regiment may activate consecutively, even with different orders; only in pairs.',
    steps: [],
    effects: ['paired-activation'],
    spatial: 'Sequence: consecutive activation of pairs.',
  }),
  'forlorn-hope': r({
    id: 'forlorn-hope',
    name: 'Forlorn Hope',
    book: 'adaptation',
    clause: 'Adaptations > Forlorn Hope',
    text: 'Skirmishers, Open Order, Harasser, Extended Arc of Fire and Light; beaten in close combat, destroyed; never receive Assault!.',
    steps: ['melee'],
    effects: ['destroyed-on-melee-loss', 'never-assault'],
    implies: ['skirmishers', 'open-order', 'harasser', 'extended-arc', 'light'],
  }),
  mercenaries: r({
    id: 'mercenaries',
    name: 'Mercenaries',
    book: 'army-list',
    clause: 'The Army (unit options) > Mercenaries; Automatic Kingdoms Traits > Wealthy',
    text: 'No rule text in the book. Ruling: they take no rout test (destroyed when Dm exceed Stamina) unless a Wealthy commander is near.',
    steps: ['rout-test'],
    effects: ['no-rout-test'],
  }),
  'open-order': r({
    id: 'open-order',
    name: 'Open Order',
    book: 'army-list',
    clause: 'Adaptations > Forlorn Hope (named only)',
    text: 'Named by Forlorn Hope and the army lists; the book gives no text.',
    steps: [],
    effects: ['no-rule-text'],
  }),
  vanguard: r({
    id: 'vanguard',
    name: 'Vanguard',
    book: 'army-list',
    clause: 'The Army (unit options)',
    text: 'Named by unit options; the book gives no text.',
    steps: [],
    effects: ['no-rule-text'],
  }),
  dispersion: r({
    id: 'dispersion',
    name: 'Dispersion',
    book: 'army-list',
    clause: 'The Army (unit options)',
    text: 'Named by unit options; the book gives no text.',
    steps: [],
    effects: ['no-rule-text'],
  }),
  'commanded-shot': r({
    id: 'commanded-shot',
    name: 'Commanded Shot',
    book: 'army-list',
    clause: 'The Army > Cavalry Regiment',
    text: 'Named by the Cavalry Regiment; the book gives no text.',
    steps: [],
    effects: ['no-rule-text'],
  }),
  'regimental-gun': r({
    id: 'regimental-gun',
    name: 'Regimental gun',
    book: 'army-list',
    clause: 'The Army > Light Artillery options',
    text: 'Named by an option; the book gives no text.',
    steps: [],
    effects: ['no-rule-text'],
  }),
  mortar: r({
    id: 'mortar',
    name: 'Mortar',
    book: 'army-list',
    clause: 'Shooting > Selecting the Target; The Army > artillery options',
    text: 'One of the two exceptions that may shoot over other units; no further text.',
    steps: ['shoot'],
    effects: ['no-rule-text'],
    spatial: 'May shoot over other units (line of sight not blocked by units).',
  }),
  fortified: r({
    id: 'fortified',
    name: 'Fortified',
    book: 'army-list',
    clause: 'The Army > artillery options; Terrain Effects in Combat > Protected',
    text: 'Option of field and heavy artillery; read as the Protected rule (Courage + when charged, no Dirty war!).',
    steps: ['melee'],
    effects: [],
    spatial: 'The table passes defenderProtected for a fortified battery.',
  }),
  choragiew: r({
    id: 'choragiew',
    name: 'Choragiew',
    book: 'army-list',
    clause: 'community data',
    text: 'No text anywhere.',
    steps: [],
    effects: ['no-rule-text'],
  }),
  'mobile-fortress': r({
    id: 'mobile-fortress',
    name: 'Mobile Fortress',
    book: 'army-list',
    clause: 'community data',
    text: 'No text anywhere.',
    steps: [],
    effects: ['no-rule-text'],
  }),
  'super-heavy-gun': r({
    id: 'super-heavy-gun',
    name: 'Super Heavy Gun',
    book: 'army-list',
    clause: 'community data',
    text: 'No text anywhere.',
    steps: [],
    effects: ['no-rule-text'],
  }),
};

const RULE_ALIASES: Readonly<Record<string, string>> = {
  dense: 'large',
  'dense-formation': 'large',
  'extended-arc-of-fire': 'extended-arc',
  carthorses: 'horse-teams',
  'horse-team': 'horse-teams',
  cathorses: 'horse-teams',
  'crew-defense': 'crew-defence',
  'forlon-hope': 'forlorn-hope',
  squares: 'square',
  mercenary: 'mercenaries',
  ally: 'allies',
};

/** The canonical id of a rule name or alias (`Dense` → `large`, `Extended Arc of Fire` → `extended-arc`). */
export function normaliseRuleId(id: string): string {
  const key = id.toLowerCase().replace(/[\s_]+/g, '-');
  return RULE_ALIASES[key] ?? key;
}
