// paramsUnderOptions' contract: a parameter the user did not give that names an option takes the option's value at
// its dotted path (numbers and booleans as text for a choice or a string); a value of the wrong kind is refused as a
// bad-input naming options.<path>, what was expected and what was found.
import { describe, expect, it } from 'vitest';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import type { ParamSpec } from './ParamSpec.js';
import { paramsUnderOptions } from './paramsUnderOptions.js';

const choice: ParamSpec = { name: 'flag', kind: 'choice', choices: ['true', 'false'], description: 'c', option: 'f' };
const count: ParamSpec = { name: 'count', kind: 'number', description: 'n', option: 'n' };
const whole: ParamSpec = { name: 'whole', kind: 'integer', description: 'i', option: 'i' };
const close: ParamSpec = { name: 'close', kind: 'boolean', description: 'b', option: 'b' };
const nested: ParamSpec = { name: 'deep', kind: 'string', description: 's', option: 'a.b' };
const plain: ParamSpec = { name: 'range', kind: 'number', description: 'no option' };

describe('paramsUnderOptions', () => {
  it('leaves a parameter without an option as given, options or not', () => {
    expect(paramsUnderOptions([plain], { range: 3 }, { range: 9 })).toEqual({ range: 3 });
    expect(paramsUnderOptions([plain], {}, {})).toEqual({});
  });

  it('reads a dotted path only through objects: not through null, a number or a text', () => {
    expect(paramsUnderOptions([nested], {}, { a: { b: 'x' } })).toEqual({ deep: 'x' });
    expect(paramsUnderOptions([nested], {}, { a: null })).toEqual({});
    expect(paramsUnderOptions([nested], {}, { a: 5 })).toEqual({});
    // A text has an own `length`: the option path a.length is not read into it.
    expect(paramsUnderOptions([{ ...nested, option: 'a.length' }], {}, { a: 'abc' })).toEqual({});
  });

  it('writes a boolean or a number option as text for a choice', () => {
    expect(paramsUnderOptions([choice], {}, { f: true })).toEqual({ flag: 'true' });
    expect(paramsUnderOptions([{ ...choice, choices: ['36'] }], {}, { f: 36 })).toEqual({ flag: '36' });
  });

  it('refuses an object option for a choice as it is, not as text', () => {
    const error = musterErrorOf(() => paramsUnderOptions([choice], {}, { f: { x: 1 } }));
    expect(error.message).toBe('options.f cannot be --flag: --flag must be one of true, false');
    expect(error.context).toEqual({ path: 'options.f', expected: 'one of true, false', received: '{"x":1}' });
  });

  it('refuses a text for a number, an integer or a boolean, naming options.<path> and the kind', () => {
    const number = musterErrorOf(() => paramsUnderOptions([count], {}, { n: '3' }));
    expect(number.code).toBe('bad-input');
    expect(number.message).toBe('options.n cannot be --count: expected a number');
    expect(number.context).toEqual({ path: 'options.n', expected: 'a number', received: '"3"' });
    expect(musterErrorOf(() => paramsUnderOptions([whole], {}, { i: '3' })).context.expected).toBe('an integer');
    const boolean = musterErrorOf(() => paramsUnderOptions([close], {}, { b: 'true' }));
    expect(boolean.message).toBe('options.b cannot be --close: expected a boolean');
    expect(boolean.context).toEqual({ path: 'options.b', expected: 'a boolean', received: '"true"' });
    expect(paramsUnderOptions([count, close], {}, { n: 2.5, b: false })).toEqual({ count: 2.5, close: false });
  });
});
