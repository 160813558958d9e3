// The JSON helpers' contract: jsonEqual is deep equality ignoring key order and undefined fields; canonicalJson sorts
// keys at every level; both and checkJsonDepth refuse data nested deeper than MAX_JSON_DEPTH (256 levels, 256 itself
// allowed), checkJsonDepth naming the path down the deepest branch (its first six steps, then an ellipsis).
import { describe, expect, it } from 'vitest';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { canonicalJson, checkJsonDepth, jsonEqual, MAX_JSON_DEPTH, shownValue } from './Json.js';

/** `depth` objects `{ a: ... }` nested around 1 (a depth of `depth`). */
function objects(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}
/** `depth` arrays nested around 1. */
function arrays(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('jsonEqual', () => {
  it('compares primitives by value and type', () => {
    expect(jsonEqual(1, 1)).toBe(true);
    expect(jsonEqual('a', 'a')).toBe(true);
    expect(jsonEqual(null, null)).toBe(true);
    expect(jsonEqual(1, 2)).toBe(false);
    expect(jsonEqual(1, '1')).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual({}, null)).toBe(false);
    expect(jsonEqual(true, false)).toBe(false);
    // An object is not a text, though its only field reads as the text's only character.
    expect(jsonEqual({ 0: 'x' }, 'x')).toBe(false);
  });

  it('compares arrays item by item, and never an array with an object', () => {
    expect(jsonEqual([1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(jsonEqual([1, 2], [1, 3])).toBe(false);
    expect(jsonEqual([1, 2], [2, 2])).toBe(false);
    expect(jsonEqual([1], [1, 2])).toBe(false);
    expect(jsonEqual([1, 2], [1])).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual({}, [])).toBe(false);
    expect(jsonEqual({ 0: 1 }, [1])).toBe(false);
    // An undefined item still counts in a list (unlike an undefined field).
    expect(jsonEqual([1, undefined], [1])).toBe(false);
  });

  it('compares objects field by field in any key order, an undefined field counting as absent', () => {
    expect(jsonEqual({ a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(jsonEqual({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(jsonEqual({ a: 1, c: 1 }, { a: 1, b: 1 })).toBe(false);
  });

  it('compares data 256 levels deep, and refuses a level more with the root as its path', () => {
    expect(jsonEqual(objects(MAX_JSON_DEPTH), objects(MAX_JSON_DEPTH))).toBe(true);
    expect(jsonEqual(arrays(MAX_JSON_DEPTH), arrays(MAX_JSON_DEPTH))).toBe(true);
    for (const deep of [objects(MAX_JSON_DEPTH + 1), arrays(MAX_JSON_DEPTH + 1)]) {
      const error = musterErrorOf(() => jsonEqual(deep, structuredClone(deep)));
      expect(error.code).toBe('bad-input');
      expect(error.message).toBe('nested more than 256 levels deep');
      expect(error.context).toEqual({ path: '(root)', expected: 'data nested at most 256 levels deep' });
    }
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level, leaves undefined fields out, indents when asked', () => {
    expect(canonicalJson({ b: [{ d: 1, c: undefined, a: [2] }], a: 'x' })).toBe('{"a":"x","b":[{"a":[2],"d":1}]}');
    expect(canonicalJson({ b: 1, a: 2 }, 2)).toBe('{\n  "a": 2,\n  "b": 1\n}');
    expect(canonicalJson(null)).toBe('null');
  });

  it('writes data 256 levels deep, and refuses a level more', () => {
    expect(canonicalJson(arrays(MAX_JSON_DEPTH))).toBe(`${'['.repeat(256)}1${']'.repeat(256)}`);
    // Each level writes {"a": and } (6 characters) around the 1.
    expect(canonicalJson(objects(MAX_JSON_DEPTH)).length).toBe(6 * 256 + 1);
    for (const deep of [objects(MAX_JSON_DEPTH + 1), arrays(MAX_JSON_DEPTH + 1)])
      expect(musterErrorOf(() => canonicalJson(deep)).context.path).toBe('(root)');
  });
});

describe('checkJsonDepth', () => {
  it('accepts null, primitives and data 256 levels deep', () => {
    for (const value of [null, 1, 'text', objects(MAX_JSON_DEPTH), arrays(MAX_JSON_DEPTH)])
      expect(() => {
        checkJsonDepth(value);
      }).not.toThrow();
  });

  it('names the path: dotted fields, bracketed indices, under the caller path, six steps and an ellipsis', () => {
    const at = (value: unknown, where?: { file?: string; path?: string }) =>
      musterErrorOf(() => {
        checkJsonDepth(value, where);
      });
    expect(at(objects(300)).context).toEqual({ path: 'a.a.a.a.a.a…', expected: 'data nested at most 256 levels deep' });
    expect(at(arrays(300)).context.path).toBe('[0][0][0][0][0][0]…');
    expect(at([{ a: objects(300) }]).context.path).toBe('[0].a.a.a.a.a…');
    expect(at(arrays(300), { path: 'log' }).context.path).toBe('log[0][0][0][0][0][0]…');
    expect(at(objects(300), { path: 'state' }).context.path).toBe('state.a.a.a.a.a.a…');
    const inFile = at(objects(300), { file: 'g.json' });
    expect(inFile.code).toBe('bad-file');
    expect(inFile.context.file).toBe('g.json');
    const inline = at(objects(300));
    expect(inline.code).toBe('bad-input');
    expect('file' in inline.context).toBe(false);
  });

  it('follows the deepest branch, the first of equally deep ones, counting depth up to one past the limit', () => {
    const at = (value: unknown) =>
      musterErrorOf(() => {
        checkJsonDepth(value);
      }).context.path;
    // Both branches are deeper than the limit: counted to 257 each, so the first is followed.
    expect(at({ x: objects(300), y: objects(400) })).toBe('x.a.a.a.a.a…');
    // A branch exactly 256 deep (too shallow alone) beside one past the limit: the deeper one is followed.
    expect(at({ x: objects(256), y: objects(300) })).toBe('y.a.a.a.a.a…');
    expect(at({ x: objects(257), y: objects(300) })).toBe('x.a.a.a.a.a…');
    expect(at({ x: 1, y: objects(300) })).toBe('y.a.a.a.a.a…');
  });
});

describe('shownValue', () => {
  it('is the JSON of a value, or its String where JSON has none', () => {
    expect(shownValue('x')).toBe('"x"');
    expect(shownValue({ a: [1] })).toBe('{"a":[1]}');
    expect(shownValue(undefined)).toBe('undefined');
    expect(shownValue(Symbol.for('s'))).toBe('Symbol(s)');
  });
});
