import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MusterError } from '@muster/core';
import { readJsonFile } from '../src/io/readJsonFile.js';
import { writeFileAtomic } from '../src/io/writeFileAtomic.js';
import { cli, tempDir } from './helpers.js';

const schema = z.strictObject({ name: z.string(), runners: z.number().int() });

function failure(run: () => unknown): string {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return MusterError.is(error) && error.isUserError ? error.toUserLine() : `crash: ${String(error)}`;
  }
}

describe('readJsonFile', () => {
  const dir = tempDir();
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('reads a valid file', () => {
    expect(readJsonFile(file('ok.json', '\uFEFF{"name":"A","runners":2}'), schema)).toEqual({ name: 'A', runners: 2 });
  });

  it('names line and column of a syntax error, and the end of a truncated file', () => {
    expect(failure(() => readJsonFile(file('syntax.json', '{\n  "name": "A",\n  "runners": x\n}'), schema))).toMatch(
      /syntax\.json: not valid JSON at line 3, column 14/,
    );
    expect(failure(() => readJsonFile(file('cut.json', '{"name": "A", "run'), schema))).toMatch(
      /cut\.json: not valid JSON at line 1, column 19/,
    );
    expect(failure(() => readJsonFile(file('empty.json', '  \n'), schema))).toMatch(/empty\.json: file is empty/);
  });

  it('names the field path and expectation of a wrong shape', () => {
    expect(failure(() => readJsonFile(file('type.json', '{"name":"A","runners":"two"}'), schema))).toMatch(
      /type\.json: runners: .*expected number/,
    );
    expect(failure(() => readJsonFile(file('extra.json', '{"name":"A","runners":1,"x":1}'), schema))).toMatch(
      /extra\.json: \(root\): unknown field "x"/,
    );
  });

  it('refuses missing files, directories, huge files and binary data', () => {
    expect(failure(() => readJsonFile(join(dir, 'none.json'), schema))).toMatch(/none\.json: no such file/);
    mkdirSync(join(dir, 'folder.json'));
    expect(failure(() => readJsonFile(join(dir, 'folder.json'), schema))).toMatch(/folder\.json: is a directory/);
    expect(failure(() => readJsonFile(file('huge.json', `"${'x'.repeat(2000)}"`), schema, { maxBytes: 1000 }))).toMatch(
      /huge\.json: file is 2002 bytes, over the 1000-byte limit/,
    );
    writeFileSync(join(dir, 'bin.json'), Buffer.from([0xff, 0xfe, 0x00, 0x80]));
    expect(failure(() => readJsonFile(join(dir, 'bin.json'), schema))).toMatch(/bin\.json: is not UTF-8 text/);
  });

  it('says plainly when an army file has a newer format version than its schema reads', () => {
    const versioned = z.strictObject({
      format: z.literal('muster-army'),
      formatVersion: z.literal(1),
      name: z.string(),
    });
    expect(
      failure(() =>
        readJsonFile(file('army-v3.json', '{"format":"muster-army","formatVersion":3,"name":"A"}'), versioned),
      ),
    ).toMatch(
      /army-v3\.json: formatVersion: written by a newer Muster \(format version 3\); this one reads a version up to 1/,
    );
    expect(
      failure(() =>
        readJsonFile(file('army-v0.json', '{"format":"muster-army","formatVersion":0,"name":"A"}'), versioned),
      ),
    ).toMatch(/army-v0\.json: formatVersion: .*expected/);
  });

  it("refuses another ruleset's file, a saved game given as something else, and a newer format", () => {
    expect(
      failure(() =>
        readJsonFile(file('other.json', '{"ruleset":"tercios","name":"A","runners":1}'), schema, { ruleset: 'race' }),
      ),
    ).toMatch(/other\.json: ruleset: this is a tercios file, not race/);
    expect(
      failure(() =>
        readJsonFile(file('save.json', '{"format":"muster-game","formatVersion":1}'), schema, { what: 'an army list' }),
      ),
    ).toMatch(/save\.json: format: this is a saved game, not an army list/);
    expect(
      failure(() =>
        readJsonFile(file('new.json', '{"format":"muster-game","formatVersion":7}'), schema, { what: 'a saved game' }),
      ),
    ).toMatch(/new\.json: formatVersion: written by a newer Muster \(format version 7\)/);
  });
});

describe('writeFileAtomic', () => {
  it('replaces a file whole and leaves no temporary file', () => {
    const dir = tempDir();
    const path = join(dir, 'out.json');
    writeFileAtomic(path, 'one');
    writeFileAtomic(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(dir)).toEqual(['out.json']);
  });

  it('refuses a missing folder with a user error', () => {
    expect(
      failure(() => {
        writeFileAtomic(join(tempDir(), 'no', 'out.json'), 'x');
      }),
    ).toMatch(/out\.json: cannot write: the folder does not exist/);
  });
});

describe('malformed files through the CLI exit 2 with one line naming the file and path', () => {
  const dir = tempDir();
  const cases: [string, string | null | undefined, RegExp][] = [
    ['truncated.json', '{"name": "Fast", "runn', /truncated\.json: not valid JSON at line 1/],
    ['wrongtype.json', '{"name": "Fast", "runners": "2"}', /wrongtype\.json: runners: .*expected number/],
    ['huge.json', null, /huge\.json: file is \d+ bytes, over the 10485760-byte limit/],
    ['missing.json', undefined, /missing\.json: no such file/],
    ['adir', 'DIR', /adir: is a directory/],
  ];
  it.each(cases)('%s', async (name, content, message) => {
    const path = join(dir, name);
    if (content === 'DIR') mkdirSync(path);
    else if (content === null) writeFileSync(path, `[${'0,'.repeat(5_300_000)}0]`);
    else if (content !== undefined) writeFileSync(path, content);
    for (const argv of [
      ['army', 'validate', 'race', path],
      ['battle', 'race', '--armies', path, path],
      ['battle', 'race', '--scenario', path],
      ['replay', path],
    ]) {
      const { code, stderr, stdout } = await cli(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
      if (!argv.includes('--scenario') && !argv.includes('replay')) expect(stderr).toMatch(message);
      else expect(stderr).toContain(name);
      expect(stderr).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
    }
  });
});
