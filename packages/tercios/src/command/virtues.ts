import type { ValueName } from '../values/ValueName.js';

/** Virtue ids. Ruling "Virtues and common traits": the seven "+1" entries of the common list are virtues. */
export type VirtueId = 'dedication' | 'dexterity' | 'drill' | 'loyalty' | 'zeal' | 'sacrifice' | 'will';

/** When a virtue's point applies. */
export type VirtueScope = 'always' | 'shooting-resistance' | 'melee-resistance';

/** A virtue: +1 to one value of the attached unit, added after bonuses and penalties. */
export interface Virtue {
  readonly id: VirtueId;
  readonly name: string;
  readonly value: ValueName;
  readonly scope: VirtueScope;
  readonly text: string;
}

/**
 * The virtues. Rulebook: Command > Virtues and Common Traits ("Dedication: +1 to Mvt" ... "Will: +1 to
 * Courage on the resistance test against combat").
 */
export const VIRTUES: Readonly<Record<VirtueId, Virtue>> = {
  dedication: { id: 'dedication', name: 'Dedication', value: 'speed', scope: 'always', text: '+1 to Mvt [Speed].' },
  dexterity: { id: 'dexterity', name: 'Dexterity', value: 'melee', scope: 'always', text: '+1 to Melee.' },
  drill: { id: 'drill', name: 'Drill', value: 'shoot', scope: 'always', text: '+1 to Shoot.' },
  loyalty: { id: 'loyalty', name: 'Loyalty', value: 'discipline', scope: 'always', text: '+1 to Discipline.' },
  zeal: { id: 'zeal', name: 'Zeal', value: 'stamina', scope: 'always', text: '+1 to Stamina.' },
  sacrifice: {
    id: 'sacrifice',
    name: 'Sacrifice',
    value: 'courage',
    scope: 'shooting-resistance',
    text: '+1 to Courage on the resistance test against shooting.',
  },
  will: {
    id: 'will',
    name: 'Will',
    value: 'courage',
    scope: 'melee-resistance',
    text: '+1 to Courage on the resistance test against combat.',
  },
};
