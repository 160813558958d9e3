import type { Formation } from '../movement/formations.js';
import type { Wss6mmOptions } from '../options/options.js';
import type { Tactics } from '../organisation/unitTypes.js';

/**
 * Small arms fire before a melee, by who fires (Rulebook: Charges; Small Arms Fire; Melee > Pre Melee):
 * - `charged-fires`: a charged unit fires at its charger and does not countercharge (foot after their 1d20 attempt,
 *   Pf or Pc horse) — hits make the charger take a Resolve test;
 * - `fires-and-countercharges`: a charged Pf horse fires as it countercharges (Pc too, ruling R40 option) — no test;
 * - `fires-charging`: a charging Pf or Pc horse fires as it charges — no test.
 */
export type PreMeleeFire = 'charged-fires' | 'fires-and-countercharges' | 'fires-charging';

/** The unit that would fire: its arm and tactics, its formation (null when not known: any it may adopt), its order. */
export interface PreMeleeFirer {
  readonly arm: 'foot' | 'horse' | 'battery';
  readonly tactics: Tactics | 'artillery';
  readonly formation: Formation | null;
  readonly disordered: boolean;
}

/**
 * Whether a charged horse unit in this formation may countercharge: "Charged Cavalry Units may either fire or
 * countercharge (s and Pf formations only)" (Charges); S horse are always in 2 by 2 or column. A Pc unit may only
 * with `pcCountercharge` (ruling R40: Pre Melee speaks of Pc horse that "countercharge"). Never when DISORDERED
 * ("DISORGANISED", ruling R17). S horse in march column may by default; with `counterchargeS: two-by-two` only in
 * their 2 by 2 formation (ruling R51: "s" read as the S formation).
 */
export function mayCountercharge(
  firer: PreMeleeFirer,
  options: Pick<Wss6mmOptions, 'pcCountercharge'> & Partial<Pick<Wss6mmOptions, 'counterchargeS'>>,
): boolean {
  if (firer.arm !== 'horse' || firer.disordered) return false;
  if (firer.tactics === 'S')
    return options.counterchargeS !== 'two-by-two' || firer.formation === null || firer.formation === 'two-by-two';
  const may = (f: Formation) => f === 'pf' || (f === 'pc' && options.pcCountercharge);
  return firer.formation === null ? true : may(firer.formation);
}

/**
 * The pre-melee fire open to a unit. Foot fire when charged (never when charging: "Pf & Pc Horse may fire when
 * charging"); "Pf & Pc Horse may fire when charging or when charged provide they are not DISORGANISED"; S horse
 * never ("S Horse pistols are assumed to be factored in to their general Melee factors"); batteries never (their
 * fire is the artillery phase). Firing while countercharging needs a formation that fires and may countercharge.
 * Rulebook: Charges; Small Arms Fire; Melee > Pre Melee.
 *
 * @example
 * preMeleeFires({ arm: 'horse', tactics: 'P', formation: 'pf', disordered: false }, DEFAULT_OPTIONS);
 * // ['charged-fires', 'fires-and-countercharges', 'fires-charging']
 */
export function preMeleeFires(firer: PreMeleeFirer, options: Pick<Wss6mmOptions, 'pcCountercharge'>): PreMeleeFire[] {
  if (firer.arm === 'foot') return ['charged-fires'];
  if (firer.arm !== 'horse' || firer.tactics !== 'P' || firer.disordered) return [];
  if (firer.formation !== null && firer.formation !== 'pf' && firer.formation !== 'pc') return [];
  return mayCountercharge(firer, options)
    ? ['charged-fires', 'fires-and-countercharges', 'fires-charging']
    : ['charged-fires', 'fires-charging'];
}

/**
 * Whether the unit fired at must take a Resolve test: "If a receiving unit elects to fire (but not countercharge in
 * the case of Pf or Pc horse) and hits are inflicted the chargers must take a Resolve Test ... Note Pf/Pc Horse
 * electing to fire and charge will not cause a Resolve test regardless of any firing hits caused." Rulebook: Melee >
 * Pre Melee.
 */
export function resolveTestAfterPreMeleeFire(fire: PreMeleeFire, hits: number): boolean {
  return fire === 'charged-fires' && hits > 0;
}
