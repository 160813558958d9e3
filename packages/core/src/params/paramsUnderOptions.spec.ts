import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { parseParams, type ParamSpec } from './ParamSpec.js';
import { paramsUnderOptions } from './paramsUnderOptions.js';

const specs: readonly ParamSpec[] = [
  {
    name: 'band-at-0',
    kind: 'choice',
    choices: ['fall-back', 'routed'],
    default: 'fall-back',
    description: 'R4',
    option: 'moraleBandAt0',
  },
  {
    name: 'rounds',
    kind: 'integer',
    min: 0,
    max: 3,
    default: 1,
    description: 'rounds',
    option: 'dirtyWar.maxExtraRounds',
  },
  { name: 'close', kind: 'boolean', description: 'R9', option: 'closeInclusive' },
  {
    name: 'long-range',
    kind: 'choice',
    choices: ['24', '36'],
    default: '24',
    description: 'R9',
    option: 'lightGunLongRange',
  },
  { name: 'dice-per-stand', kind: 'string', default: 'per-figure', description: 'R4', option: 'dicePerStand' },
  { name: 'range', kind: 'number', description: 'no option' },
];

const codeAndPath = (f: () => unknown): [string, unknown] => {
  try {
    f();
  } catch (error) {
    if (MusterError.is(error)) return [error.code, error.context.path];
    throw error;
  }
  throw new Error('did not throw');
};

describe('paramsUnderOptions', () => {
  it('fills the parameters not given from the options at their paths, dotted ones included', () => {
    const raw = paramsUnderOptions(
      specs,
      { range: '6' },
      {
        moraleBandAt0: 'routed',
        dirtyWar: { maxExtraRounds: 3 },
        closeInclusive: true,
        lightGunLongRange: 36,
        dicePerStand: 2,
      },
    );
    expect(parseParams(specs, raw)).toEqual({
      'band-at-0': 'routed',
      rounds: 3,
      close: true,
      'long-range': '36',
      'dice-per-stand': '2',
      range: 6,
    });
  });

  it('leaves a parameter the user gave as given, even when the option differs', () => {
    const raw = paramsUnderOptions(
      specs,
      { 'band-at-0': 'fall-back', close: 'false', range: 1 },
      { moraleBandAt0: 'routed', closeInclusive: true },
    );
    expect(parseParams(specs, raw)).toMatchObject({ 'band-at-0': 'fall-back', close: false });
  });

  it('without options, or without the option, the defaults apply', () => {
    expect(parseParams(specs, paramsUnderOptions(specs, { range: 1 }, undefined))).toMatchObject({
      'band-at-0': 'fall-back',
      rounds: 1,
      close: false,
      'long-range': '24',
    });
    expect(parseParams(specs, paramsUnderOptions(specs, { range: 1 }, { dirtyWar: {} }))).toMatchObject({ rounds: 1 });
  });

  it('refuses an option value the parameter cannot take, naming options.<path>', () => {
    expect(codeAndPath(() => paramsUnderOptions(specs, {}, { moraleBandAt0: 'shaken' }))).toEqual([
      'bad-input',
      'options.moraleBandAt0',
    ]);
    expect(codeAndPath(() => paramsUnderOptions(specs, {}, { dirtyWar: { maxExtraRounds: 5 } }))).toEqual([
      'bad-input',
      'options.dirtyWar.maxExtraRounds',
    ]);
    expect(codeAndPath(() => paramsUnderOptions(specs, {}, { dirtyWar: { maxExtraRounds: '2' } }))).toEqual([
      'bad-input',
      'options.dirtyWar.maxExtraRounds',
    ]);
    expect(codeAndPath(() => paramsUnderOptions(specs, {}, { closeInclusive: 'yes' }))).toEqual([
      'bad-input',
      'options.closeInclusive',
    ]);
    expect(() => paramsUnderOptions(specs, {}, { moraleBandAt0: 'shaken' })).toThrow(
      /options\.moraleBandAt0 cannot be --band-at-0/,
    );
  });
});
