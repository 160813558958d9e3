import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { armyFileFormat, checkFileFormat, type FileFormat } from './fileFormat.js';

const ARMY: FileFormat = { format: 'muster-army', version: 1, ruleset: 'tercios', what: 'an army list' };

function refusal(data: unknown, file?: string): MusterError {
  try {
    checkFileFormat(data, ARMY, file !== undefined ? { file } : {});
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('checkFileFormat', () => {
  it('passes a file of the right format, version and ruleset, and anything that is not an object, to the schema', () => {
    for (const data of [
      { format: 'muster-army', formatVersion: 1, ruleset: 'tercios' },
      { format: 'muster-army', formatVersion: 0, ruleset: 'tercios' },
      { formatVersion: '2', ruleset: 5 },
      {},
      null,
      [1, 2],
      'text',
    ])
      expect(() => {
        checkFileFormat(data, ARMY);
      }).not.toThrow();
  });

  it('refuses a file written by a newer Muster, naming the file, the field and the versions it reads', () => {
    const e = refusal({ format: 'muster-army', formatVersion: 2, ruleset: 'tercios' }, 'armies/spain.json');
    expect([e.code, e.message, e.context]).toEqual([
      'bad-file',
      'written by a newer Muster (format version 2); this one reads a version up to 1',
      { file: 'armies/spain.json', path: 'formatVersion', expected: 'a version up to 1' },
    ]);
    expect(refusal({ formatVersion: 1.5 }).context).toStrictEqual({
      path: 'formatVersion',
      expected: 'a version up to 1',
    });
  });

  it("refuses another ruleset's file and another kind of file by name", () => {
    const other = refusal({ format: 'muster-army', formatVersion: 1, ruleset: 'wss-6mm' }, 'a.json');
    expect([other.code, other.message, other.context]).toEqual([
      'bad-file',
      'this is an army list of wss-6mm, not of tercios',
      { file: 'a.json', path: 'ruleset', expected: 'tercios' },
    ]);
    const kind = refusal({ format: 'muster-saved-game', formatVersion: 9, ruleset: 'wss-6mm' });
    expect([kind.code, kind.message, kind.context]).toEqual([
      'bad-file',
      'this is not an army list (format "muster-saved-game")',
      { path: 'format', expected: '"muster-army"' },
    ]);
  });

  it('checks no ruleset when the format has none', () => {
    const deck: FileFormat = { format: 'muster-tacmento-deck', version: 1, what: 'a Taĉmento deck' };
    expect(() => {
      checkFileFormat({ format: 'muster-tacmento-deck', ruleset: 'tercios' }, deck);
    }).not.toThrow();
  });

  it('the army-list format every ruleset reads: muster-army, version 1, of that ruleset', () => {
    expect(armyFileFormat('wss-6mm')).toEqual({
      format: 'muster-army',
      version: 1,
      ruleset: 'wss-6mm',
      what: 'an army list',
    });
  });
});
