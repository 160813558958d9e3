/**
 * A number and a noun of the army lists, the noun in the plural unless the number is 1. The plural falls on the
 * head noun: the word before "of" when there is one ("2 companies of shooters"), else the last word ("3 cavalry
 * regiments", "2 batteries").
 *
 * @example
 * counted(2, 'company of shooters'); // '2 companies of shooters'
 */
export function counted(n: number, noun: string): string {
  if (n === 1) return `${n} ${noun}`;
  const words = noun.split(' ');
  const of = words.indexOf('of');
  const head = (of === -1 ? words.length : of) - 1;
  return `${n} ${words.map((w, i) => (i === head ? plural(w) : w)).join(' ')}`;
}

function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}
