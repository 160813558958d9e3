import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MusterError, SavedGameSchema } from '@muster/core';
import { readJsonFile } from '../src/io/readJsonFile.js';
import { cli, tempDir } from './helpers.js';

const dir = tempDir();
const words = [
  'odds',
  'battle',
  'replay',
  'army',
  'validate',
  'show',
  'rulesets',
  'dice',
  'race',
  'pool',
  'sum',
  'advance',
  'marathon',
  '--dice',
  '--sides',
  '--target',
  '--from',
  '--sprint',
  '--legs',
  '--json',
  '--trials',
  '--seed',
  '--exact',
  '--list',
  '--bots',
  '--armies',
  '--scenario',
  '--log',
  '--max-branches',
  '3',
  '0',
  '-1',
  '1e9',
  'x',
  '',
  'competent,random',
  '--sprint=maybe',
  '--from=',
];

describe('fuzzing the command line', () => {
  it('never crashes: every argument list exits 0 or 2, and a 2 is one line with no stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 6 })), { maxLength: 7 }),
        async (argv) => {
          // keep battles and exact enumeration small so the property stays fast
          if (argv.includes('--trials') || argv.includes('--legs') || argv.includes('--log')) return;
          const { code, stderr } = await cli(...argv);
          expect([0, 2], `${JSON.stringify(argv)} → ${code}: ${stderr}`).toContain(code);
          if (code === 2) {
            // a missing command prints the usage; anything else is one error line
            expect(stderr).toMatch(/^(error: [^\n]*\n$|Usage: muster)/);
            expect(stderr).not.toMatch(/\n\s+at /);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never crashes reading any file content: a MusterError naming the file, or the data', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
        ),
        (text) => {
          const file = join(dir, 'fuzz.json');
          writeFileSync(file, text);
          try {
            readJsonFile(file, SavedGameSchema, { what: 'a saved game' });
          } catch (error) {
            expect(MusterError.is(error) && error.isUserError, String(error)).toBe(true);
            expect((error as MusterError).toUserLine()).toContain('fuzz.json');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
