// parseWith's contract: a schema error is one MusterError naming the file (bad-file) or not (bad-input), the field
// path inside the document (under the caller's `path`), what was expected there, and how many issues zod found.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH } from '../json/Json.js';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { formatPath, parseWith } from './parseWith.js';

describe('formatPath renders a zod issue path as a reader writes it', () => {
  it('names the root, dotted fields and bracketed indices', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath(['regiments', 2, 'units', 0, 'id'])).toBe('regiments[2].units[0].id');
    expect(formatPath([0, 'id'])).toBe('[0].id');
    expect(formatPath(['a', 'b'])).toBe('a.b');
    expect(formatPath([Symbol('s')])).toBe('Symbol(s)');
  });
});

describe('parseWith names the file, the field path and the expectation', () => {
  const Unit = z.strictObject({
    id: z.string().min(1).max(3),
    kind: z.enum(['pike', 'shot']),
    men: z.number().min(3).max(9),
    tags: z.array(z.string()).min(1).max(2),
  });
  const good = { id: 'u1', kind: 'pike', men: 5, tags: ['a'] };
  const failure = (data: unknown, where?: { file?: string; path?: string }, schema: z.ZodType = Unit) =>
    musterErrorOf(() => parseWith(schema, data, where));

  it('returns the parsed data when it passes', () => {
    expect(parseWith(Unit, good)).toEqual(good);
    expect(parseWith(z.number().default(4), undefined)).toBe(4);
  });

  it('is bad-file with the file, bad-input without one (and then no file key at all)', () => {
    const inFile = failure({ ...good, men: 'x' }, { file: 'army.json' });
    expect(inFile.code).toBe('bad-file');
    expect(inFile.context).toEqual({ file: 'army.json', path: 'men', expected: 'number', issues: 1 });
    const inline = failure({ ...good, men: 'x' });
    expect(inline.code).toBe('bad-input');
    expect(inline.context).toEqual({ path: 'men', expected: 'number', issues: 1 });
    expect('file' in inline.context).toBe(false);
  });

  it("puts the field path under the caller's path, or the caller's path alone for the root", () => {
    expect(failure({ ...good, men: 'x' }, { path: 'armies[1]' }).context.path).toBe('armies[1].men');
    expect(failure('not a unit', { path: 'armies[1]' }).context.path).toBe('armies[1]');
    expect(failure('not a unit').context.path).toBe('(root)');
  });

  it("joins an index at the root of the data to the caller's path with no dot (profiles[1].id)", () => {
    // An array schema under a path (tercios' PROFILES reads `z.array(UnitProfileSchema)` at path 'profiles'):
    // the second profile's id is profiles[1].id, as formatPath and checkJsonDepth write it, not profiles.[1].id.
    const error = failure([good, { ...good, id: '' }], { path: 'profiles' }, z.array(Unit));
    expect(error.context.path).toBe('profiles[1].id');
  });

  it('counts every issue zod found, and describes the first', () => {
    const error = failure({ ...good, men: 'x', kind: 'horse' });
    expect(error.context.issues).toBe(2);
  });

  it('says what a wrong type, a wrong value and an unknown field expected', () => {
    const type = failure({ ...good, men: 'x' });
    expect(type.context.expected).toBe('number');
    expect(type.message).toMatch(/expected number/);
    expect(failure({ ...good, kind: 'horse' }).context.expected).toBe('one of "pike", "shot"');
    const unknown = failure({ ...good, colour: 'red', flag: true });
    expect(unknown.context.expected).toBe('no unknown field (colour, flag)');
    expect(unknown.message).toBe('unknown field "colour", "flag"');
    expect(failure(7, {}, z.union([z.string(), z.boolean()])).context.expected).toBe('one of the allowed shapes');
  });

  it('says the bound of a number, a text and a list, with the unit of each', () => {
    expect(failure({ ...good, men: 2 }).context.expected).toBe('at least 3');
    expect(failure({ ...good, men: 10 }).context.expected).toBe('at most 9');
    expect(failure({ ...good, id: '' }).context.expected).toBe('at least 1 character(s)');
    expect(failure({ ...good, id: 'abcd' }).context.expected).toBe('at most 3 character(s)');
    expect(failure({ ...good, tags: [] }).context.expected).toBe('at least 1 item(s)');
    expect(failure({ ...good, tags: ['a', 'b', 'c'] }).context.expected).toBe('at most 2 item(s)');
  });

  it("gives zod's message as the expectation of any other issue (a refinement)", () => {
    const even = z.number().refine((n) => n % 2 === 0, { error: 'an even number' });
    const error = failure(3, {}, even);
    expect(error.message).toBe('an even number');
    expect(error.context.expected).toBe('an even number');
  });

  it('refuses data nested deeper than the limit before the schema walks it, naming the file', () => {
    let deep: unknown = 0;
    for (let i = 0; i < MAX_JSON_DEPTH + 1; i++) deep = [deep];
    const error = failure(deep, { file: 'deep.json' }, z.unknown());
    expect(error.code).toBe('bad-file');
    expect(error.message).toBe(`nested more than ${MAX_JSON_DEPTH} levels deep`);
  });
});
