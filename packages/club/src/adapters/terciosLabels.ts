import { hasProfile } from '@muster/tercios';
import { allRules, hasEffect } from '@muster/tercios/mechanics';
import type { ClubLabels, FieldRule, FormValues } from './ClubLabels.js';
import { effectiveProfile, splitIds } from './terciosClubMechanics.js';

/** The fields every form of a unit in a role carries (its Dm, Disorder, army-list options, commander). */
function roleFields(role: string, the: string): Record<string, FieldRule> {
  return {
    // The unit's profile: a picked unit fills it (and folds it away); typed only when none is picked.
    [role]: { label: `Unit profile of ${the}` },
    [`${role}-wear`]: { label: `Dm on ${the}` },
    [`${role}-disordered`]: { label: `${cap(the)} in Disorder` },
    [`${role}-options`]: { label: `Options of ${the} (army list)`, rare: true },
    [`${role}-commander`]: { label: `Virtues and traits of the commander with ${the}`, rare: true },
    [`${role}-near`]: { label: `Traits of commanders whose radius covers ${the}`, rare: true },
    [`${role}-inspired-by`]: { label: `Virtue ${the} apply through an Inspiring commander`, rare: true },
    [`${role}-out-of-command`]: { label: `${cap(the)} out of command (Frenzied)`, rare: true },
  };
}

/** Whether the form's unit (its card and options) has the Impetuous rule, as the ruleset reads it. */
function impetuous(v: FormValues, role: string): boolean {
  const profile = v[role];
  if (typeof profile !== 'string' || !hasProfile(profile)) return false;
  try {
    const card = effectiveProfile({ profile, options: splitIds(String(v[`${role}-options`] ?? 'none')) }, 'options');
    return hasEffect({ ...card, rules: allRules(card) }, 'impetuous');
  } catch {
    return false; // options the card refuses: the form says why
  }
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** A reaction that shoots: Ready!'s shot, Fire!'s volley, or the Harasser's volley before it evades. */
const shoots = (v: FormValues): boolean =>
  v.reaction === 'volley' || v.reaction === 'shoot' || v['harasser-evades'] === true;
/** A reaction that moves away: Evasion, or the Harasser's evasion after its volley. */
const evades = (v: FormValues): boolean => v.reaction === 'evasion' || v['harasser-evades'] === true;

/** Liber Militum: Tercios in the rulebook's words. */
export const terciosLabels: ClubLabels = {
  mechanics: {
    shoot: {
      title: 'Shooting',
      actor: 'Shooting unit',
      target: 'Target',
      fields: {
        ...roleFields('shooter', 'the shooters'),
        ...roleFields('target', 'the target'),
        range: { label: 'Range in inches (front centre to the nearest visible centre)' },
        order: { label: 'Order the shooters fire under', ask: true },
        reaction: { label: 'A reaction shot (Fire!: Shoot+ with light weapons; Ready!: Shoot-)' },
        cover: { label: 'Target in cover (Courage+)' },
        // Count only in Brevis Editio (or a house rule): folded with the rare fields.
        'target-resisting': { label: 'Target reacted with Resist! this turn (Courage+ in Brevis Editio)', rare: true },
        'target-fortified': {
          label: 'Target fortified: in a building, or behind and touching a wall (Courage+ in Brevis Editio)',
          rare: true,
        },
        // Rulebook: The Troops > Cavalry > Caracole: only units with it, and "cannot be used with a reaction".
        caracole: {
          label: 'Caracole: the shooters test Discipline to withdraw after firing',
          ask: true,
          when: (v, prefilled) => prefilled.has('caracole') && v.reaction !== true,
        },
        // Ruling Caracole's Discipline test, `as-order-test`: the test is an order test (Discipline - out of command).
        'shooter-out-of-command': {
          label: 'Caracole: the shooters are out of command (no commander, or out of its radius or sight)',
          rare: true,
          when: (v, prefilled) => prefilled.has('caracole') && v.reaction !== true,
        },
      },
      outcomes: {
        hits: 'hits',
        wear: 'Dm inflicted',
        disordered: 'target in Disorder',
        destroyed: 'target destroyed',
        'target-selfless': 'target failed its rout test: Selfless may roll it again',
        'shooter-selfless': 'shooters failed their rout test: Selfless may roll it again',
      },
    },
    melee: {
      title: 'Combat',
      actor: 'Charging unit',
      target: 'Charged unit',
      fields: {
        ...roleFields('attacker', 'the attacker'),
        ...roleFields('defender', 'the defender'),
        flank: { label: 'A flank charge (Melee- and Courage- for the defender)' },
        'defender-reaction': { label: 'The defender reacted (Resist!: Courage+; Assault!: Counter-charge)', ask: true },
        // Ruling battle.interceptedCharger assault-bonus: an interception's defender that was charging keeps Melee+.
        'defender-charging': {
          label: 'An interception: the unit intercepted was charging with Assault! and keeps its Melee+ (by agreement)',
          rare: true,
        },
        'dirty-war': { label: 'Dirty war! declared after a tie between pike units', rare: true },
        // Rounds matter only when Dirty war! is declared.
        'dirty-war-rounds': { label: 'Most Dirty war! rounds', rare: true, when: (v) => v['dirty-war'] === 'always' },
        higher: { label: 'Side with all its centres higher than the enemy (Melee+)', rare: true },
        'defender-fortified': { label: 'Defender fortified: in a building, or behind and touching a wall' },
        'defender-in-building': {
          label: 'Defender in a building (never flanked)',
          when: (v) => v['defender-fortified'] === true,
        },
        'defender-cover': { label: 'Defender in cover against the attacker (Brevis Editio: Courage+)', rare: true },
        'attacker-cover': {
          label: 'Attacker in cover against the defender, as across a hedge (Brevis Editio: Courage+)',
          rare: true,
        },
        determined: { label: 'Determined: the attacker charges an enemy slower or in Disorder', rare: true },
        'fearless-after-activation': { label: 'Fearless: the attacker had already been activated', rare: true },
      },
      outcomes: {
        winner: 'winner',
        'attacker-wear': 'Dm on the attacker after',
        'defender-wear': 'Dm on the defender after',
        'attacker-destroyed': 'attacker destroyed',
        'defender-destroyed': 'defender destroyed',
      },
    },
    'resistance-test': {
      title: 'Resistance test',
      actor: 'Unit resisting',
      target: null,
      fields: {
        hits: { label: 'Hits to resist' },
        courage: { label: 'Courage (with its modifiers)' },
        target: { label: 'Score each die needs: 4 light weapons, 5 combat, 6 artillery' },
      },
      outcomes: { wear: 'Dm taken', disordered: 'in Disorder' },
    },
    'order-test': {
      title: 'Order test',
      actor: 'Unit testing',
      target: null,
      fields: {
        ...roleFields('unit', 'the unit'),
        wear: { label: 'Dm on the unit' },
        'out-of-command': { label: 'Out of command: no commander, or out of its radius (6") or sight' },
      },
      outcomes: { passed: 'passed', tested: 'tested (a fresh unit needs no test)' },
    },
    'reaction-test': {
      title: 'Reaction test',
      actor: 'Unit reacting',
      target: null,
      fields: {
        discipline: { label: 'Discipline' },
        'out-of-command': { label: 'Out of command (Discipline-)' },
        'against-flank-charge': { label: 'Against a flank charge (Discipline-)' },
        reaction: { label: 'Reaction attempted', ask: true },
        imperturbable: { label: 'An Imperturbable commander has the unit in its radius (Discipline+)', rare: true },
        'evasion-rule': { label: 'The unit has the Evasion rule', when: (v) => v.reaction === 'evasion' },
        charger: { label: 'What charged the unit', when: (v) => v.reaction === 'evasion' },
        'charger-aggressive': {
          label: 'The charger has an Aggressive commander (Discipline- to evade)',
          when: (v) => v.reaction === 'evasion',
        },
      },
      outcomes: { passed: 'passed' },
    },
    'impetuous-test': {
      title: 'Impetuous test',
      actor: 'Unit testing',
      target: null,
      fields: { discipline: { label: 'Discipline' }, 'out-of-command': { label: 'Out of command (Discipline-)' } },
      outcomes: { 'must-charge': 'must charge' },
    },
    'rout-test': {
      title: 'Rout test',
      actor: 'Unit testing',
      target: null,
      fields: {
        discipline: { label: 'Original Discipline (never modified)' },
        'rout-points': { label: 'Rout Points (Dm beyond Stamina)' },
        ...roleFields('unit', 'the unit'),
        'selfless-reroll': {
          label: 'Selfless commander: a failed test is rolled again if the players so choose (he is killed)',
          rare: true,
        },
      },
      outcomes: {
        passed: 'passed',
        tested: 'tested (Mercenaries: none)',
        'commander-killed': 'commander killed (Selfless)',
        selfless: 'failed: Selfless may roll it again',
      },
    },
    'command-test': {
      title: 'Command test',
      actor: null,
      target: null,
      fields: {
        commander: { label: 'The commander (its name as listed)', ask: true },
        rank: { label: "The commander's rank (its dice)" },
        action: { label: 'Command action declared', ask: true },
      },
      outcomes: {
        passed: 'the action takes effect',
        successes: 'successes',
        exhausted: 'the commander is Exhausted',
        'may-move-again': 'may move again (Fast)',
      },
    },
    'isolation-test': {
      title: 'Commander left alone',
      actor: null,
      target: null,
      fields: {
        rank: { label: "The commander's rank (its dice)" },
        commander: { label: 'The commander (its name as listed)', ask: true },
      },
      outcomes: { fled: 'takes flight' },
    },
    'wrong-place-test': {
      title: 'Commander in the wrong place',
      actor: null,
      target: null,
      fields: {
        rank: { label: "The commander's rank (its dice)" },
        commander: { label: 'The commander (its name as listed)', ask: true },
      },
      outcomes: { killed: 'killed', exhausted: 'exhausted' },
    },
    initiative: {
      title: 'Initiative',
      actor: null,
      target: null,
      fields: {
        'rank-a': { label: "Rank of side A's Commander-in-Chief (or who stands in; -1: none)" },
        'rank-b': { label: "Rank of side B's Commander-in-Chief (or who stands in; -1: none)" },
        'initiative-trait-a': { label: "Side A's Commander-in-Chief has the Initiative trait", rare: true },
        'initiative-trait-b': { label: "Side B's Commander-in-Chief has the Initiative trait", rare: true },
      },
      outcomes: { first: 'goes first' },
    },
    activation: {
      title: 'Activation',
      actor: 'Unit activated',
      target: null,
      fields: {
        ...roleFields('unit', 'the unit'),
        wear: { label: 'Dm on the unit' },
        'out-of-command': { label: 'Out of command: no commander, or out of its radius (6") or sight' },
        order: { label: 'Order card revealed', ask: true },
        authoritarian: { label: 'Activated through an Authoritarian commander (no order test)', rare: true },
        // Asked of an Impetuous unit (The Troops > Impetuous): fresh, with an order other than Assault!, it tests if it could charge.
        'can-charge': {
          label: 'Impetuous: an enemy it could charge is in sight',
          ask: true,
          when: (v) => impetuous(v, 'unit'),
        },
      },
      outcomes: { passed: 'order carried out', tested: 'order tested', order: 'order', 'wear-after': 'Dm after' },
    },
    reaction: {
      title: 'Reaction',
      actor: 'Unit reacting',
      target: 'Enemy',
      fields: {
        ...roleFields('unit', 'the reacting unit'),
        ...roleFields('enemy', 'the enemy'),
        wear: { label: 'Dm on the reacting unit' },
        'out-of-command': { label: 'Out of command: no commander, or out of its radius (6") or sight' },
        reaction: { label: 'Reaction attempted', ask: true },
        order: { label: 'Order card of the reacting unit', ask: true },
        trigger: { label: 'What it reacts to', ask: true },
        'against-flank-charge': {
          label: 'The charge comes in the flank (Discipline-)',
          when: (v) => v.trigger === 'charge',
        },
        'in-difficult-terrain': { label: 'The unit stands in difficult terrain (Ambush)', rare: true },
        'evasion-terrain': {
          label: 'Worst terrain on the evasion line (ruling: evasion as a Run! move)',
          when: (v) => v.reaction === 'evasion',
          rare: true,
        },
        // Filled for a Harasser with Fire! (Kingdoms > Harasser); the players may untick it to stay.
        'harasser-evades': { label: 'Harasser with Fire!: the volley, then evasion', rare: true },
        // Only a reaction that shoots needs the range, cover and the enemy's state.
        range: { label: 'Range in inches to the enemy', when: shoots },
        cover: { label: 'The enemy is in cover (Courage+)', when: shoots },
        'enemy-wear': { label: 'Dm on the enemy', when: shoots },
        'enemy-disordered': { label: 'The enemy in Disorder', when: shoots },
        'enemy-options': { label: 'Options of the enemy (army list)', when: shoots, rare: true },
        'enemy-commander': {
          label: 'Virtues and traits of the commander with the enemy (Aggressive)',
          when: evades,
          rare: true,
        },
      },
      outcomes: {
        passed: 'passed',
        'evade-min': 'evades at least (inches)',
        'evade-max': 'evades at most (inches)',
        'evade-disordered': 'the evasion disorders it (very difficult terrain)',
        hits: 'hits',
        wear: 'Dm inflicted',
        disordered: 'enemy in Disorder',
        destroyed: 'enemy destroyed',
      },
    },
  },
  fields: {},
  words: {
    ready: 'Ready!',
    assault: 'Assault!',
    run: 'Run!',
    fire: 'Fire!',
    resist: 'Resist!',
    volley: 'volley (Fire!)',
    shoot: 'shot (Ready!)',
    'counter-charge': 'Counter-charge',
    lost: 'order lost',
    attacker: 'the attacker',
    defender: 'the defender',
    tie: 'a tie',
    approach: 'an enemy within 3" of its front centre',
    charge: 'a charge declared on it',
    // Selfless: the players choose once the test has failed; or this test is that second roll.
    ask: 'ask once it fails',
    'second-roll': 'this is the second roll (the commander is killed)',
  },
};
