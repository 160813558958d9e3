/**
 * The two readings of the Forlorn Hope quota (ruling `forlorn-hope-quota`): the Infantry Regiment diagram's "1
 * company of forlorn hope for every 2 battalions" (per regiment) or the adaptation's "one company for every two
 * infantry regiments" (per army).
 */
export type ForlornHopeQuota = 'per-two-battalions' | 'per-two-regiments';

/**
 * How many Forlorn Hope companies an army may buy: per regiment, one for every two battalions in it
 * (`per-two-battalions`, the default), or one for every two infantry regiments in the army.
 * Rulebook: The Army > Infantry Regiment ("1 company of forlorn hope for every 2 battalions"); The Troops >
 * Adaptations > Forlorn Hope ("one company for every two infantry regiments").
 *
 * @param battalionsPerRegiment battalions in each infantry regiment of the army
 * @example
 * forlornHopeAllowance([4, 2], 'per-two-battalions'); // { perRegiment: [2, 1], army: 3 }
 * forlornHopeAllowance([4, 2], 'per-two-regiments');  // { army: 1 }
 */
export function forlornHopeAllowance(
  battalionsPerRegiment: readonly number[],
  quota: ForlornHopeQuota,
): { perRegiment?: number[]; army: number } {
  if (quota === 'per-two-regiments') return { army: Math.floor(battalionsPerRegiment.length / 2) };
  const perRegiment = battalionsPerRegiment.map((n) => Math.floor(n / 2));
  return { perRegiment, army: perRegiment.reduce((a, b) => a + b, 0) };
}
