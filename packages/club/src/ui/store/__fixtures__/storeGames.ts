import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';

/** The store specs' game: three turns of Tercios between the example armies, under `title`. */
export const terciosGame = (title: string) =>
  ({ ruleset: 'tercios', title, armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000], maxTurns: 3 }) as const;

/** Store events that show nothing (the specs read the store, not the page). */
export const quietEvents = { show: () => undefined, render: () => undefined };
