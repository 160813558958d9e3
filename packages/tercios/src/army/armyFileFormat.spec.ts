import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { parseArmy } from './validateArmy.js';

function refusal(data: unknown, file?: string): MusterError {
  try {
    parseArmy(data, file);
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('reading a Tercios army file: the wrong file is said plainly, as in every ruleset', () => {
  it('an army written by a newer Muster is refused as newer, not as a shape error', () => {
    const e = refusal({ ...SPANISH_EMPIRE_1000, formatVersion: 2 }, 'armies/spain.json');
    expect([e.code, e.message, e.context]).toEqual([
      'bad-file',
      'written by a newer Muster (format version 2); this one reads a version up to 1',
      { file: 'armies/spain.json', path: 'formatVersion', expected: 'a version up to 1' },
    ]);
  });

  it("another ruleset's army is refused by name", () => {
    const e = refusal({ ...SPANISH_EMPIRE_1000, ruleset: 'wss-6mm' });
    expect([e.code, e.message, e.context]).toEqual([
      'bad-file',
      'this is an army list of wss-6mm, not of tercios',
      { path: 'ruleset', expected: 'tercios' },
    ]);
  });

  it('a Tercios army of this version is read', () => {
    expect(parseArmy(SPANISH_EMPIRE_1000).name).toBe(SPANISH_EMPIRE_1000.name);
  });
});
