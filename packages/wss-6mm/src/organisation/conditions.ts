/** Conditions due to casualties. Rulebook: Organisation > Unit Condition. */
export type Casualty = 'fresh' | 'blooded' | 'distressed';
/** Conditions due to situation. Rulebook: Organisation > Unit Condition. */
export type Order = 'steady' | 'disordered' | 'falling-back' | 'routed';

/** The printed names. */
export const CASUALTY_NAMES: Readonly<Record<Casualty, string>> = {
  fresh: 'FRESH',
  blooded: 'BLOODED',
  distressed: 'DISTRESSED',
};
/** The printed names. */
export const ORDER_NAMES: Readonly<Record<Order, string>> = {
  steady: 'STEADY',
  disordered: 'DISORDERED',
  'falling-back': 'FALLING BACK',
  routed: 'ROUTED',
};
