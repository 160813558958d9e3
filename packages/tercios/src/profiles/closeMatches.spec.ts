import { describe, expect, it } from 'vitest';
import { closeMatches } from './closeMatches.js';

// The "did you mean" hints of unknown unit and option ids: ids that contain the input (or that it contains) first,
// then the others by edit distance (insertions, deletions and substitutions), at most half the input's length
// (at least 2) away; ties by id; at most `limit` (3).

describe('closeMatches', () => {
  it('an id containing the input, or contained in it, matches whatever the distance', () => {
    expect(closeMatches('pike', ['tercio', 'pikemen-company', 'musketeer-company'])).toEqual(['pikemen-company']);
    expect(closeMatches('tercios-of-naples', ['tercio', 'cuirassiers'])).toEqual(['tercio']);
  });

  it('is case-blind on the input', () => {
    expect(closeMatches('TERCIO', ['tercio'])).toEqual(['tercio']);
  });

  // Edit distance: "tercoi" is two substitutions from "tercio"; "terci" one deletion (and a substring); the last
  // letter counts as much as the first.
  it('counts each edit, the last letter included', () => {
    expect(closeMatches('tercoi', ['tercio', 'cuirassiers'])).toEqual(['tercio']);
    expect(closeMatches('abcdefgh', ['abcdefgx', 'xbcdefgh'])).toEqual(['abcdefgx', 'xbcdefgh']);
    // 8 letters: up to 4 edits. "abcdwxyz" is 4 away (kept), "abcwxyzv" 5 (dropped).
    expect(closeMatches('abcdefgh', ['abcwxyzv', 'abcdwxyz'])).toEqual(['abcdwxyz']);
  });

  // A short input still allows 2 edits (threshold at least 2), not fewer.
  it('a short input allows two edits', () => {
    expect(closeMatches('abc', ['xyc', 'xyz'])).toEqual(['xyc']);
    expect(closeMatches('abcd', ['abxy'])).toEqual(['abxy']);
  });

  it('orders containing ids first, then by distance, then by id; at most three', () => {
    expect(closeMatches('tercio', ['terxia', 'tercia', 'tercio-b', 'tercio-a'])).toEqual([
      'tercio-a',
      'tercio-b',
      'tercia',
    ]);
    expect(closeMatches('tercio', ['terxia', 'tercia'])).toEqual(['tercia', 'terxia']);
    expect(closeMatches('tercio', ['terxia', 'tercia'], 1)).toEqual(['tercia']);
    expect(closeMatches('a', ['ad', 'ac', 'ab', 'ae'])).toEqual(['ab', 'ac', 'ad']);
  });

  it('nothing close: no match', () => {
    expect(closeMatches('qqqqqqqq', ['tercio', 'cuirassiers'])).toEqual([]);
  });
});
