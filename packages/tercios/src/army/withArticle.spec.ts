import { describe, expect, it } from 'vitest';
import { withArticle } from './withArticle.js';

describe('withArticle (the wording of army-check messages)', () => {
  it('withArticle: "an" before a vowel sound, "a" before a consonant or a "you" sound', () => {
    expect(withArticle('Artillery Battery')).toBe('an Artillery Battery');
    expect(withArticle('Eastern Riders army')).toBe('an Eastern Riders army');
    expect(withArticle('Ottoman army')).toBe('an Ottoman army');
    expect(withArticle('infantry regiment')).toBe('an infantry regiment');
    expect(withArticle('Balkan army')).toBe('a Balkan army');
    expect(withArticle('Polish-Lithuanian army')).toBe('a Polish-Lithuanian army');
    expect(withArticle('unit')).toBe('a unit');
    expect(withArticle('unknown unit')).toBe('an unknown unit');
    expect(withArticle('European army')).toBe('a European army');
    expect(withArticle('battalion')).toBe('a battalion');
  });
});
