/** Edit distance between two strings (Levenshtein), for "did you mean" hints. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known ids closest to an unknown one (substring matches first, then by edit distance), at most `limit`.
 *
 * @example
 * closeMatches('tercios', ['tercio', 'cuirassiers']) // ['tercio']
 */
export function closeMatches(input: string, known: readonly string[], limit = 3): string[] {
  const needle = input.toLowerCase();
  const scored = known.map((id) => {
    const substring = id.includes(needle) || needle.includes(id);
    return { id, score: substring ? 0 : distance(needle, id) };
  });
  const threshold = Math.max(2, Math.floor(needle.length / 2));
  return scored
    .filter((s) => s.score <= threshold)
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((s) => s.id);
}
