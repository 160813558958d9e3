import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';

/** The store specs' game: three turns of Tercios between the example armies, under `title`. */
export const terciosGame = (title: string) =>
  ({ ruleset: 'tercios', title, armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000], maxTurns: 3 }) as const;

/** Store events that show nothing (the specs read the store, not the page). */
export const quietEvents = { show: () => undefined, render: () => undefined };

/** The text a lit-html template shows (its static parts and values, nested templates included). */
export function templateText(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'symbol' || typeof value === 'function') return '';
  if (Array.isArray(value)) return value.map(templateText).join('');
  if (typeof value === 'object' && 'strings' in value && 'values' in value) {
    const { strings, values } = value as { strings: readonly string[]; values: readonly unknown[] };
    return strings
      .map((s, i) => s.replace(/<[^>]*>?/g, '') + (i < values.length ? templateText(values[i]) : ''))
      .join('');
  }
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? value.toString() : '';
}
