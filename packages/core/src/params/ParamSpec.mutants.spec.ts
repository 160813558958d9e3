// parseParams' contract: every mechanic parameter given is checked and converted to its kind; a parameter not given
// takes its default (false for a boolean) or is refused as missing; unknown names, wrong kinds and out-of-range
// numbers are bad-input errors naming the parameter (`params.<name>`) and what was expected.
import { describe, expect, it } from 'vitest';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { convertParam, parseParams, type ParamSpec } from './ParamSpec.js';

const range: ParamSpec = { name: 'range', kind: 'integer', description: 'range in inches', min: 1, max: 24 };
const ratio: ParamSpec = { name: 'ratio', kind: 'number', description: 'a ratio' };
const cover: ParamSpec = { name: 'cover', kind: 'boolean', description: 'target in cover' };
const order: ParamSpec = { name: 'order', kind: 'choice', description: 'order', choices: ['fire', 'hold'] };
const label: ParamSpec = { name: 'label', kind: 'string', description: 'a label', default: 'none' };
const specs = [range, ratio, cover, order, label];

describe('parseParams', () => {
  it('converts typed-in strings and keeps typed values; a boolean not given is false, a default fills in', () => {
    expect(parseParams(specs, { range: '12', ratio: '0.5', order: 'hold' })).toEqual({
      range: 12,
      ratio: 0.5,
      cover: false,
      order: 'hold',
      label: 'none',
    });
    expect(parseParams(specs, { range: 3, ratio: 2, cover: true, order: 'fire', label: 'x' })).toEqual({
      range: 3,
      ratio: 2,
      cover: true,
      order: 'fire',
      label: 'x',
    });
    // A boolean's own default wins over false.
    expect(parseParams([{ ...cover, default: true }], {})).toEqual({ cover: true });
  });

  it('refuses an unknown name, listing the known ones (or saying there are none), under `where`', () => {
    const unknown = musterErrorOf(() => parseParams(specs, { range: 1, ratio: 1, order: 'fire', speed: 3 }, 'odds'));
    expect(unknown.code).toBe('bad-input');
    expect(unknown.message).toBe('unknown parameter --speed');
    expect(unknown.context).toEqual({
      path: 'odds.speed',
      expected: 'one of --range, --ratio, --cover, --order, --label',
    });
    expect(musterErrorOf(() => parseParams([], { speed: 3 })).context).toEqual({
      path: 'params.speed',
      expected: 'no parameters',
    });
  });

  it('refuses a missing required parameter with its description and kind', () => {
    const missing = musterErrorOf(() => parseParams(specs, { ratio: 1, order: 'fire' }));
    expect(missing.code).toBe('bad-input');
    expect(missing.message).toBe('missing --range (range in inches)');
    expect(missing.context).toEqual({ path: 'params.range', expected: 'an integer from 1 to 24' });
    // A missing choice names its choices: the first spec without a value is the one refused.
    expect(musterErrorOf(() => parseParams([order], {})).context.expected).toBe('one of fire, hold');
  });
});

describe('convertParam', () => {
  const error = (spec: ParamSpec, value: unknown) => musterErrorOf(() => convertParam(spec, value, `p.${spec.name}`));

  it('reads a boolean from true/false, 1/0 and the bare flag (empty text), nothing else', () => {
    expect(convertParam(cover, true, 'p')).toBe(true);
    expect(convertParam(cover, false, 'p')).toBe(false);
    for (const text of ['true', '1', '']) expect(convertParam(cover, text, 'p')).toBe(true);
    for (const text of ['false', '0']) expect(convertParam(cover, text, 'p')).toBe(false);
    const refused = error(cover, 'yes');
    expect(refused.code).toBe('bad-input');
    expect(refused.message).toBe('--cover must be true or false');
    expect(refused.context).toEqual({ path: 'p.cover', expected: 'true or false', received: '"yes"' });
    expect(error(cover, 1).context.received).toBe('1');
  });

  it('reads a number from a number or a non-blank text, and refuses what is not finite', () => {
    expect(convertParam(ratio, ' 2.5 ', 'p')).toBe(2.5);
    expect(convertParam(ratio, -3, 'p')).toBe(-3);
    for (const bad of ['', '   ', 'abc', Infinity, NaN, true, null])
      expect(error(ratio, bad).message).toBe('--ratio must be a number');
    expect(error(ratio, undefined).context.received).toBe('undefined');
  });

  it('refuses a fraction for an integer, and a value outside its bounds, the bounds themselves allowed', () => {
    expect(convertParam(range, 1, 'p')).toBe(1);
    expect(convertParam(range, '24', 'p')).toBe(24);
    expect(convertParam(ratio, '1.5', 'p')).toBe(1.5);
    const fraction = error(range, '1.5');
    expect(fraction.message).toBe('--range must be an integer from 1 to 24');
    expect(fraction.context).toEqual({ path: 'p.range', expected: 'an integer from 1 to 24', received: '"1.5"' });
    expect(error(range, 0).message).toBe('--range must be an integer from 1 to 24');
    expect(error(range, 25).message).toBe('--range must be an integer from 1 to 24');
  });

  it('writes an open bound as -inf or inf', () => {
    expect(error({ ...ratio, min: 0 }, -1).message).toBe('--ratio must be a number from 0 to inf');
    expect(error({ ...ratio, max: 6 }, 7).message).toBe('--ratio must be a number from -inf to 6');
    expect(convertParam({ ...ratio, min: 0 }, 0, 'p')).toBe(0);
    expect(convertParam({ ...ratio, max: 6 }, 6, 'p')).toBe(6);
  });

  it('takes a choice only among its choices, and none when it lists none', () => {
    expect(convertParam(order, 'fire', 'p')).toBe('fire');
    expect(error(order, 'charge').context).toEqual({
      path: 'p.order',
      expected: 'one of fire, hold',
      received: '"charge"',
    });
    expect(error(order, 1).message).toBe('--order must be one of fire, hold');
    const none: ParamSpec = { name: 'order', kind: 'choice', description: 'order' };
    expect(error(none, '').message).toBe('--order must be one of ');
  });

  it('takes a non-empty text for a string', () => {
    expect(convertParam(label, 'x', 'p')).toBe('x');
    expect(error(label, '').message).toBe('--label must be a text');
    expect(error(label, 3).context).toEqual({ path: 'p.label', expected: 'a text', received: '3' });
  });
});
