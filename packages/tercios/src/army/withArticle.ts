/**
 * A unit, regiment or army name of the army lists with its indefinite article: "an" before a vowel sound ("an
 * Artillery Battery", "an Eastern Riders army", "an Ottoman army"), "a" otherwise, also before a "uni" or "eu" said "you"
 * ("a unit", "a European army").
 *
 * @example
 * withArticle('Eastern Riders army'); // 'an Eastern Riders army'
 */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) && !/^(uni|eu)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
