/**
 * Lower-case hyphenated identifiers in a text (`heavy-cavalry`, `target-wear-after`), read as words: for texts
 * made elsewhere (a roll's purpose, a ruleset's note) that may carry one. Capitalised compounds
 * (Commander-in-Chief) and number ranges (5-6) stay.
 */
export function plainWords(text: string): string {
  return text.replace(ENGINE_ID, (id) => id.replace(/-/g, ' '));
}

/** An engine identifier: lower-case words joined by hyphens, not part of a longer compound (Chevau-légers). */
export const ENGINE_ID = /(?<![\p{L}\d_-])[a-z]+(?:-[a-z0-9]+)+(?![\p{L}\d_-])/gu;
