import type { TerciosOptions } from '../options/options.js';
import type { Modifier } from '../values/Modifier.js';

/** The five orders. Rulebook: Order Cards. */
export type OrderId = 'ready' | 'assault' | 'run' | 'fire' | 'resist';

/** All orders, in the card sheet's order. */
export const ORDER_IDS: readonly OrderId[] = ['ready', 'assault', 'run', 'fire', 'resist'];

/** An action an order may allow. */
export type OrderAction =
  | 'move'
  | 'reorganise'
  | 'reorient'
  | 'shoot'
  | 'hitch'
  | 'unhitch'
  | 'dismount'
  | 'remount'
  | 'charge'
  | 'recover-wear';

/** The reaction an order allows. Rulebook: Reactions. */
export type ReactionKind = 'reorient' | 'shoot' | 'interception' | 'counter-charge' | 'evasion' | 'resist' | 'volley';

/** One Order card as data: what it allows on activation and as a reaction, with its modifiers. */
export interface OrderCard {
  readonly id: OrderId;
  readonly name: string;
  /** Actions the unit may choose from. */
  readonly actions: readonly OrderAction[];
  /** How many actions (Ready!: two, all different). */
  readonly actionCount: number;
  readonly distinctActions: boolean;
  /** Modifiers while carrying out the order (Assault!: Speed+ Melee+; Run!: Speed++; Ready!: Shoot-). */
  readonly modifiers: readonly Modifier[];
  /** Reactions this card allows. */
  readonly reactions: readonly ReactionKind[];
  /** Modifiers of the reaction (Ready!: Shoot-; Fire!: Shoot+ for light weapons; Resist!: Courage+). */
  readonly reactionModifiers: readonly Modifier[];
  readonly text: string;
  readonly reactionText: string;
}

/**
 * The Order cards. Rulebook: Order Cards; Reactions; The Army > Order Card Reference. The Resist! reaction's
 * Courage bonus is ruled (`resistReactionCourage`): see `reactionModifiers`.
 */
export const ORDER_CARDS: Readonly<Record<OrderId, OrderCard>> = {
  ready: {
    id: 'ready',
    name: 'Ready!',
    actions: ['move', 'reorganise', 'reorient', 'shoot', 'hitch', 'unhitch', 'dismount', 'remount'],
    actionCount: 2,
    distinctActions: true,
    modifiers: [{ value: 'shoot', steps: -1, source: 'Ready! order' }],
    reactions: ['reorient', 'shoot'],
    reactionModifiers: [{ value: 'shoot', steps: -1, source: 'Ready! reaction' }],
    text: 'Two different actions from move, reorganise (remove Disorder), reorient, shoot (Shoot-), hitch, unhitch, dismount, remount.',
    reactionText: 'Reorient OR shoot (Shoot-).',
  },
  assault: {
    id: 'assault',
    name: 'Assault!',
    actions: ['charge'],
    actionCount: 1,
    distinctActions: true,
    modifiers: [
      { value: 'speed', steps: 1, source: 'Assault! order' },
      { value: 'melee', steps: 1, source: 'Assault! order' },
    ],
    reactions: ['interception', 'counter-charge'],
    reactionModifiers: [
      { value: 'speed', steps: 1, source: 'Assault! reaction' },
      { value: 'melee', steps: 1, source: 'Assault! reaction' },
    ],
    text: 'Charge the enemy (Speed+, Melee+); with no enemy in sight at activation, the unit does nothing.',
    reactionText:
      'Interception charge against an enemy come close; counter-charge against a charge (both get the Assault! bonus).',
  },
  run: {
    id: 'run',
    name: 'Run!',
    actions: ['move'],
    actionCount: 1,
    distinctActions: true,
    modifiers: [{ value: 'speed', steps: 2, source: 'Run! order' }],
    reactions: ['evasion'],
    reactionModifiers: [{ value: 'speed', steps: 2, source: 'Run! reaction' }],
    text: 'Move with Speed++; no shooting, no charge.',
    reactionText: 'Evasion: turn about and move away at least its movement (Speed++).',
  },
  fire: {
    id: 'fire',
    name: 'Fire!',
    actions: ['shoot'],
    actionCount: 1,
    distinctActions: true,
    modifiers: [],
    reactions: ['volley'],
    reactionModifiers: [{ value: 'shoot', steps: 1, source: 'Fire! reaction (light weapons)' }],
    text: 'Stay in place and fire at full effect; no move, no reorientation.',
    reactionText: 'A volley; light weapon fire gets Shoot+.',
  },
  resist: {
    id: 'resist',
    name: 'Resist!',
    actions: ['recover-wear'],
    actionCount: 1,
    distinctActions: true,
    modifiers: [],
    reactions: ['resist'],
    reactionModifiers: [{ value: 'courage', steps: 1, source: 'Resist! reaction' }],
    text: 'Regroup: a passed test removes one Dm; with one Dm or none, no effect and the unit stays in place.',
    reactionText: 'Courage + for the resistance test of the combat that follows a charge.',
  },
};

/**
 * The Resist! reaction's Courage bonus wherever its roll is made (the combat that follows a charge; a shot too under
 * `resistReactionScope: 'any-damage'`): the card's + (Reactions > Resist!: "a bonus (+)"), or ++ under
 * `resistReactionCourage: 'double-bonus'` (Order Card Reference: "Reaction: Courage ++"). Ruling: Resist! reaction.
 */
export function resistReactionModifier(options: Pick<TerciosOptions, 'resistReactionCourage'>): Modifier {
  return {
    value: 'courage',
    steps: options.resistReactionCourage === 'double-bonus' ? 2 : 1,
    source: 'Resist! reaction',
  };
}
