// The hostile-input corpus of issue 22 (defects 1, 2, 3, 4, 6, 7, 8 and the terminal/flag/shard parts of 10): files,
// flags and faults, each through the whole CLI. Every case asserts its exit code and that stderr is empty
// or one line naming the file or field, with no stack trace and no raw control character.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJsonData } from '../../src/io/readJsonFile.js';
import { fault, resetFault } from '../faultyFs.js';
import { cli, tempDir } from '../helpers.js';

// The factory imports the helper itself: vi.mock is hoisted above this file's imports.
vi.mock('node:fs', async (importOriginal) => (await import('../faultyFs.js')).faultyFs(await importOriginal()));
afterEach(resetFault);

// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

interface HostileCase {
  /** What is hostile, and the defect of issue 22 it covers. */
  readonly name: string;
  /** Prepares files in `dir` and returns the command line. */
  readonly argv: (dir: string) => readonly string[] | Promise<readonly string[]>;
  readonly code: 0 | 1 | 2;
  /** The one line on stderr (or '' for none), besides the `wrote FILE` lines of the files written. */
  readonly stderr: RegExp | '';
  /** The files of the folder the command says it wrote (`all`: every file there at the end). */
  readonly wrote?: readonly string[] | 'all';
  readonly stdout?: RegExp;
  /** Checks on the folder afterwards (nothing published, links kept...). */
  readonly after?: (dir: string) => void;
  /** A fault injected into the filesystem writes for this case. */
  readonly fault?: { readonly chunk?: number; readonly budget?: number | (() => number) };
  /** At most this many milliseconds (bounded work). */
  readonly withinMs?: number;
}

const nested = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A saved race game in `dir`, as `muster battle --log` writes it, parsed. */
async function savedGame(dir: string): Promise<Record<string, unknown>> {
  const file = join(dir, 'game.json');
  if (!existsSync(file)) await cli('battle', 'race', '--seed', 'hostile', '--log', file);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

async function forgedGame(
  dir: string,
  name: string,
  forge: (saved: Record<string, unknown>) => string,
): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, forge(await savedGame(dir)));
  return file;
}

const file = (dir: string, name: string, text: string): string => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

/** A shard of a 2-battle simulate batch (both records of shard 0/1), with `forge` laid over it (or the text it returns). */
const record = (index: number, over: Record<string, unknown> = {}) => ({
  index,
  winner: 'A',
  victory: 'decisive',
  turns: 4,
  points: { A: 3, B: 1 },
  first: 'A',
  decisions: 20,
  dice: 30,
  ...over,
});
const shard = (dir: string, forge: (s: Record<string, unknown>) => unknown = (s) => s, name = 'shard.json'): string => {
  const s = {
    format: 'muster-shard',
    formatVersion: 1,
    batch: { ruleset: 'tacmento', rulesetVersion: '1.0.0', seed: 'h', battles: 2, bots: ['competent', 'competent'] },
    shard: { index: 0, count: 1 },
    records: [record(0), record(1)],
  };
  const forged = forge(s);
  return file(dir, name, typeof forged === 'string' ? forged : JSON.stringify(forged));
};
/** The same as an A/B shard. */
const abShard = (dir: string, forge: (s: Record<string, unknown>) => unknown = (s) => s): string => {
  const variant = (name: string) => ({ name, plugins: {}, options: {} });
  const s = {
    format: 'muster-ab-shard',
    formatVersion: 1,
    batch: {
      ruleset: 'tacmento',
      rulesetVersion: '1.0.0',
      seed: 'h',
      battles: 2,
      bots: ['competent', 'competent'],
      a: variant('rules'),
      b: variant('other'),
    },
    shard: { index: 0, count: 1 },
    records: { a: [record(0), record(1)], b: [record(0), record(1)] },
  };
  return file(dir, 'ab.json', JSON.stringify(forge(s)));
};
/** Forges every record of a simulate shard. */
const records = (over: Record<string, unknown>) => (s: Record<string, unknown>) => ({
  ...s,
  records: [record(0, over), record(1, over)],
});

const scenario = (dir: string) => file(dir, 'scenario.json', '{"start":0}');
const nothingPublished = (dir: string) => {
  expect(readdirSync(dir).filter((f) => /\.(svg|json)$/.test(f) && f !== 'scenario.json')).toEqual([]);
};

const fileCases: HostileCase[] = [
  // defect 7: deep nesting
  {
    name: 'replay: state nested 3,000 deep (7)',
    argv: async (d) => [
      'replay',
      await forgedGame(d, 'deep.json', (s) => JSON.stringify({ ...s, state: '§' }).replace('"§"', nested(3_000))),
    ],
    code: 2,
    stderr: /deep\.json: state\.a\.a\.a\.a\.a…: nested more than 256 levels deep/,
  },
  {
    name: 'replay: a decision nested 3,000 deep (7)',
    argv: async (d) => [
      'replay',
      await forgedGame(d, 'deep.json', (s) => JSON.stringify(s).replace('{"kind":"advance"}', nested(3_000))),
    ],
    code: 2,
    stderr: /deep\.json: log\[\d+\]\.decision\.a\.a.*: nested more than 256 levels deep/,
  },
  {
    name: 'replay: a whole file of 100,000 nested arrays (7)',
    argv: (d) => ['replay', file(d, 'arrays.json', nestedArray(100_000))],
    code: 2,
    stderr: /arrays\.json: \[0\]\[0\]\[0\]\[0\]\[0\]\[0\]…: nested more than 256 levels deep/,
  },
  {
    name: 'replay: scenario nested 300 deep (7)',
    argv: async (d) => [
      'replay',
      await forgedGame(d, 'deep.json', (s) => JSON.stringify({ ...s, scenario: '§' }).replace('"§"', nested(300))),
    ],
    code: 2,
    stderr: /deep\.json: scenario\.a\.a.*: nested more than 256 levels deep/,
  },
  {
    name: 'army validate: an army nested 3,000 deep (7)',
    argv: (d) => ['army', 'validate', 'race', file(d, 'army.json', `{"name":${nested(3_000)},"runners":2}`)],
    code: 2,
    stderr: /army\.json: name\.a\.a\.a\.a\.a…: nested more than 256 levels deep/,
  },
  {
    name: 'battle --scenario nested 3,000 deep (7)',
    argv: (d) => ['battle', 'race', '--scenario', file(d, 'deep.json', nested(3_000))],
    code: 2,
    stderr: /deep\.json: a\.a\.a\.a\.a\.a…: nested more than 256 levels deep/,
  },
  {
    name: 'battle --armies with one army nested 3,000 deep (7)',
    argv: (d) => [
      'battle',
      'race',
      '--armies',
      file(d, 'a.json', '{"name":"A","runners":2}'),
      file(d, 'b.json', nested(3_000)),
    ],
    code: 2,
    stderr: /b\.json: a\.a\.a.*: nested more than 256 levels deep/,
  },
  {
    name: 'compare: a matchup file nested 3,000 deep (7)',
    argv: (d) => ['compare', file(d, 'matchup.json', nested(3_000))],
    code: 2,
    stderr: /matchup\.json: a\.a\.a.*: nested more than 256 levels deep/,
  },
  {
    name: 'merge: a shard file nested 3,000 deep (7)',
    argv: (d) => ['merge', file(d, 'shard.json', nested(3_000))],
    code: 2,
    stderr: /shard\.json: a\.a\.a.*: nested more than 256 levels deep/,
  },
  // defect 6: the dice generator state
  {
    name: 'replay: rng all zeros (6)',
    argv: async (d) => [
      'replay',
      await forgedGame(d, 'zero.json', (s) => JSON.stringify({ ...s, rng: { a: 0, b: 0, c: 0, d: 0 } })),
    ],
    code: 2,
    stderr: /zero\.json: rng: dice generator state is all zeros/,
  },
  {
    name: 'replay: rng another valid state (6)',
    argv: async (d) => [
      'replay',
      await forgedGame(d, 'swap.json', (s) =>
        JSON.stringify({ ...s, rng: { ...(s.rng as object), a: ((s.rng as { a: number }).a ^ 1) | 0 } }),
      ),
    ],
    code: 1,
    stderr: /swap\.json: differs at log\[\d+\]: the file has \{"rng":/,
  },
  {
    name: 'replay: rng null for seeded dice (6)',
    argv: async (d) => ['replay', await forgedGame(d, 'null.json', (s) => JSON.stringify({ ...s, rng: null }))],
    code: 1,
    stderr: /null\.json: differs at log\[\d+\]: the file has \{"rng":null\}/,
  },
  {
    name: 'replay: rng out of range (6)',
    argv: async (d) => [
      'replay',
      await forgedGame(d, 'big.json', (s) => JSON.stringify({ ...s, rng: { a: 2 ** 40, b: 1, c: 1, d: 1 } })),
    ],
    code: 2,
    stderr: /big\.json: rng\.a: /,
  },
  {
    name: 'replay: rng with a field missing (6)',
    argv: async (d) => [
      'replay',
      await forgedGame(d, 'part.json', (s) => JSON.stringify({ ...s, rng: { a: 1, b: 1, c: 1 } })),
    ],
    code: 2,
    stderr: /part\.json: rng\.d: /,
  },
  {
    name: 'replay: the untouched saved game is identical (control)',
    argv: async (d) => ['replay', await forgedGame(d, 'same.json', (s) => JSON.stringify(s))],
    code: 0,
    stderr: '',
    stdout: /same\.json: identical/,
  },

  // defect 3: forged shard sizes (these hung merge or ended it with a V8 fatal error)
  {
    name: 'merge: a shard count of 0 (3)',
    argv: (d) => ['merge', shard(d, (s) => ({ ...s, shard: { index: 0, count: 0 } }))],
    code: 2,
    stderr: /shard\.json: shard\.count: /,
    withinMs: 5_000,
  },
  {
    name: 'merge: a shard count of -1 (3)',
    argv: (d) => ['merge', shard(d, (s) => ({ ...s, shard: { index: 0, count: -1 } }))],
    code: 2,
    stderr: /shard\.json: shard\.count: /,
    withinMs: 5_000,
  },
  {
    name: 'merge: a shard count of 0.5 (3)',
    argv: (d) => ['merge', shard(d, (s) => ({ ...s, shard: { index: 0, count: 0.5 } }))],
    code: 2,
    stderr: /shard\.json: shard\.count: /,
    withinMs: 5_000,
  },
  {
    name: 'merge: 1e15 battles (3)',
    argv: (d) => ['merge', shard(d, (s) => ({ ...s, batch: { ...(s.batch as object), battles: 1e15 } }))],
    code: 2,
    stderr: /shard\.json: batch\.battles: /,
    withinMs: 5_000,
  },
  {
    name: 'merge: 1e15 battles in shard 0 of 0 (3)',
    argv: (d) => [
      'merge',
      shard(d, (s) => ({ ...s, batch: { ...(s.batch as object), battles: 1e15 }, shard: { index: 0, count: 0 } })),
    ],
    code: 2,
    stderr: /shard\.json: (batch\.battles|shard\.count): /,
    withinMs: 5_000,
  },
  {
    name: 'merge: a shard index of 1e15 (3)',
    argv: (d) => ['merge', shard(d, (s) => ({ ...s, shard: { index: 1e15, count: 1 } }))],
    code: 2,
    stderr: /shard\.json: shard\.index: /,
    withinMs: 5_000,
  },
  {
    name: 'merge: an A/B shard count of 0 (3)',
    argv: (d) => ['merge', abShard(d, (s) => ({ ...s, shard: { index: 0, count: 0 } }))],
    code: 2,
    stderr: /ab\.json: shard\.count: /,
    withinMs: 5_000,
  },
  {
    name: 'merge: an A/B shard of 1e15 battles (3)',
    argv: (d) => ['merge', abShard(d, (s) => ({ ...s, batch: { ...(s.batch as object), battles: 1e15 } }))],
    code: 2,
    stderr: /ab\.json: batch\.battles: /,
    withinMs: 5_000,
  },
  {
    name: 'merge: an A/B shard count of -1 and 1e15 battles (3)',
    argv: (d) => [
      'merge',
      abShard(d, (s) => ({
        ...s,
        batch: { ...(s.batch as object), battles: 1e15 },
        shard: { index: 0, count: -1 },
      })),
    ],
    code: 2,
    stderr: /ab\.json: (batch\.battles|shard\.count): /,
    withinMs: 5_000,
  },
  {
    name: 'merge: 99,999 shards missing are counted, not listed (10)',
    argv: (d) => [
      'merge',
      shard(d, (s) => ({
        ...s,
        shard: { index: 0, count: 100_000 },
        records: [record(0)],
        batch: { ...(s.batch as object), battles: 1 },
      })),
    ],
    code: 2,
    stderr:
      /^(?=.{1,300}\n$)error: files: shards missing: 1\/100000, 2\/100000, .*and 99989 more \(expected all 100000 shards\)/,
  },
  // defect 4: forged records
  {
    name: 'merge: winner "toString" (4)',
    argv: (d) => ['merge', shard(d, records({ winner: 'toString' }))],
    code: 2,
    stderr: /shard\.json: records\[0\]\.winner: /,
  },
  {
    name: 'merge: winner "__proto__" (4)',
    argv: (d) => ['merge', shard(d, records({ winner: '__proto__' }))],
    code: 2,
    stderr: /shard\.json: records\[0\]\.winner: /,
  },
  {
    name: 'merge: first mover "constructor" (4)',
    argv: (d) => ['merge', shard(d, records({ first: 'constructor' }))],
    code: 2,
    stderr: /shard\.json: records\[0\]\.first: /,
  },
  {
    name: 'merge: points of a side "__proto__" (4)',
    argv: (d) => [
      'merge',
      shard(d, (s) => JSON.stringify(records({})(s)).replace('"points":{"A":3', '"points":{"__proto__":3')),
    ],
    code: 2,
    stderr: /shard\.json: records\[0\]\.points/,
  },
  {
    name: 'merge: points 1e308 (4)',
    argv: (d) => ['merge', shard(d, records({ points: { A: 1e308, B: 0 } }))],
    code: 2,
    stderr: /shard\.json: records\[0\]\.points\.A: /,
  },
  {
    name: 'merge: points -1e308 (4)',
    argv: (d) => ['merge', shard(d, records({ points: { A: 0, B: -1e308 } }))],
    code: 2,
    stderr: /shard\.json: records\[0\]\.points\.B: /,
  },
  {
    name: 'merge: points 1e999, infinite when read (4; refused before too)',
    argv: (d) => ['merge', shard(d, (s) => JSON.stringify(records({})(s)).replace('"A":3', '"A":1e999'))],
    code: 2,
    stderr: /shard\.json: records\[0\]\.points\.A: /,
  },
  {
    name: 'merge: turns 9e15 (4)',
    argv: (d) => ['merge', shard(d, records({ turns: 9e15 }))],
    code: 2,
    stderr: /shard\.json: records\[0\]\.turns: /,
  },
  {
    name: 'merge: an A/B record won by "toString" (4)',
    argv: (d) => [
      'merge',
      abShard(d, (s) => ({
        ...s,
        records: { a: [record(0), record(1)], b: [record(0, { winner: 'toString' }), record(1)] },
      })),
    ],
    code: 2,
    stderr: /ab\.json: records\.b\[0\]\.winner: /,
  },
  {
    name: 'merge: victory "constructor" is counted as a victory like any other (4)',
    argv: (d) => ['merge', shard(d, records({ victory: 'constructor' })), '--json'],
    code: 0,
    stderr: '',
    stdout: /"victories":\{"constructor":2\}/,
  },
  {
    name: 'merge: victory "__proto__" is counted, not lost (4)',
    argv: (d) => ['merge', shard(d, records({ victory: '__proto__' })), '--json'],
    code: 0,
    stderr: '',
    stdout: /"victories":\{"__proto__":2\}/,
  },
  {
    name: 'merge: victory "toString" and "valueOf" counted apart (4)',
    argv: (d) => [
      'merge',
      shard(d, (s) => ({ ...s, records: [record(0, { victory: 'toString' }), record(1, { victory: 'valueOf' })] })),
      '--json',
    ],
    code: 0,
    stderr: '',
    stdout: /"victories":\{"toString":1,"valueOf":1\}/,
  },
  {
    name: 'merge: an untouched shard merges (control)',
    argv: (d) => ['merge', shard(d), '--json'],
    code: 0,
    stderr: '',
    stdout: /"victories":\{"decisive":2\}/,
  },
];

const oddsCases: HostileCase[] = [
  {
    name: 'odds dice sum --dice 1000 --sides 1000 (8)',
    argv: () => ['odds', 'dice', 'sum', '--dice', '1000', '--sides', '1000'],
    code: 2,
    stderr: /1000d1000 has 999001 totals .*estimate with --trials 100000 instead/,
    withinMs: 5_000,
  },
  {
    name: 'odds dice pool --dice 1000 --sides 1000 --target 500 (8)',
    argv: () => ['odds', 'dice', 'pool', '--dice', '1000', '--sides', '1000', '--target', '500'],
    code: 2,
    stderr: /1000d1000 .* has 1001 results .*--trials/,
    withinMs: 5_000,
  },
  {
    name: 'odds dice sum --dice 100 --sides 100 (8)',
    argv: () => ['odds', 'dice', 'sum', '--dice', '100', '--sides', '100'],
    code: 2,
    stderr: /100d100 has 9901 totals .*--trials/,
    withinMs: 5_000,
  },
  {
    name: 'odds dice sum --dice 1000 --sides 6 (8)',
    argv: () => ['odds', 'dice', 'sum', '--dice', '1000'],
    code: 2,
    stderr: /1000d6 has 5001 totals .*--trials/,
    withinMs: 5_000,
  },
  {
    name: 'odds --max-branches bounds one roll (8)',
    argv: () => ['odds', 'dice', 'sum', '--dice', '3', '--max-branches', '10'],
    code: 2,
    stderr: /one roll \(3d6, 3d6\) has 16 results, more than the 10 branches allowed.*--trials/,
  },
  {
    name: 'odds dice pool --dice 1000 --target 4 answers (binomial) (8)',
    argv: () => ['odds', 'dice', 'pool', '--dice', '1000', '--target', '4', '--json'],
    code: 0,
    stderr: '',
    stdout: /"method":"exact"/,
    withinMs: 10_000,
  },
  {
    name: 'odds dice pool --dice 1000 --sides 1000 --target 500 --trials 1000 answers (8)',
    argv: () => [
      'odds',
      'dice',
      'pool',
      '--dice',
      '1000',
      '--sides',
      '1000',
      '--target',
      '500',
      '--trials',
      '1000',
      '--json',
    ],
    code: 0,
    stderr: '',
    stdout: /"method":"monte-carlo"/,
    withinMs: 10_000,
  },
];

const flagCases: HostileCase[] = [
  ...(
    [
      ['battle', 'race', '--seed', 'a', '--seed', 'b'],
      ['battle', 'race', '--bots', 'random', '--bots', 'competent'],
      ['battle', 'race', '--log', 'a.json', '--log', 'b.json'],
      ['battle', 'race', '--svg', 'a.svg', '--svg', 'b.svg'],
      ['battle', 'race', '--scenario', 'a.json', '--scenario', 'b.json'],
      ['odds', 'dice', 'sum', '--dice', '2', '--seed', 'a', '--trials', '10', '--seed', 'b'],
      ['odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--dice', '5'],
      ['odds', 'dice', 'pool', '--dice=3', '--target=4', '--target=5'],
      ['compare', '--list', '--json', '--json'],
      ['solve', 'tacmento', '--setup', 'a.json', '--setup', 'b.json'],
      ['army', 'validate', 'race', 'a.json', '--json', '--json'],
      ['club', '--port', '0', '--port', '0'],
    ] as const
  ).map((argv): HostileCase => {
    const flag = [...argv]
      .reverse()
      .find((a) => a.startsWith('--'))!
      .slice(2)
      .split('=')[0]!;
    // Files named relative to the case's folder, so nothing lands in the working folder even if a flag slipped through.
    return {
      name: `${argv.join(' ')}: a flag given twice (10)`,
      argv: (d) => argv.map((a) => (/^[ab]\.(json|svg)$/.test(a) ? join(d, a) : a)),
      code: 2,
      stderr: new RegExp(`^error: ${flag}: --${flag} is given more than once \\(expected --${flag} once\\)\\n$`),
    };
  }),
  ...['', ' ', '1e3', '0x10', '5178 '].map((port): HostileCase => ({
    name: `club --port ${JSON.stringify(port)} (10)`,
    argv: () => ['club', '--port', port],
    code: 2,
    stderr: /^error: port: --port must be a whole number from 0 to 65535/,
  })),
  {
    name: 'army show: a name with ESC, OSC, BEL, C1 and U+202E is printed escaped (10)',
    argv: (d) => [
      'army',
      'show',
      'race',
      file(
        d,
        'army.json',
        JSON.stringify({ name: 'Red\u001b[31m\u001b]8;;http://x\u0007ink\u009b2J\u202Etxt.exe', runners: 2 }),
      ),
    ],
    code: 0,
    stderr: '',
    stdout: /Red\\u001b\[31m\\u001b\]8;;http:\/\/x\\u0007ink\\u009b2J\\u202etxt\.exe/,
  },
  {
    name: 'army validate: an army breaking a rule, its name with controls, is reported escaped (10)',
    argv: (d) => [
      'army',
      'validate',
      'race',
      file(d, 'army.json', JSON.stringify({ name: 'Blue\u001b[2J\u202E', runners: 5 })),
    ],
    code: 2,
    stderr: '',
    stdout: /Blue\\u001b\[2J\\u202e/,
  },
  {
    name: 'replay: a missing file whose name holds ESC and CR is named escaped (10)',
    argv: (d) => ['replay', join(d, 'x\u001b[2J\rspoof.json')],
    code: 2,
    stderr: /x\\u001b\[2J\\u000dspoof\.json: no such file/,
  },
];

let svgAndHalfLog = 0;

const outputCases: HostileCase[] = [
  // defect 2: outputs that are not regular files, and outputs over inputs
  {
    name: 'battle --log onto a FIFO (2)',
    argv: (d) => {
      execFileSync('mkfifo', [join(d, 'pipe')]);
      return ['battle', 'race', '--log', join(d, 'pipe')];
    },
    code: 2,
    stderr: /pipe: cannot write: it is a FIFO \(named pipe\), not a regular file/,
    after: (d) => {
      expect(lstatSync(join(d, 'pipe')).isFIFO()).toBe(true);
    },
  },
  {
    name: 'battle --log onto a directory (2)',
    argv: (d) => (mkdirSync(join(d, 'folder')), ['battle', 'race', '--log', join(d, 'folder')]),
    code: 2,
    stderr: /folder: cannot write: it is a directory/,
  },
  {
    name: 'battle --log onto a symlink to a directory (2)',
    argv: (d) => (
      mkdirSync(join(d, 'folder')),
      symlinkSync('folder', join(d, 'link')),
      ['battle', 'race', '--log', join(d, 'link')]
    ),
    code: 2,
    stderr: /link: cannot write: it is a symlink to a directory/,
    after: (d) => {
      expect(lstatSync(join(d, 'link')).isSymbolicLink()).toBe(true);
    },
  },
  {
    name: 'battle --log onto a dangling symlink (2)',
    argv: (d) => (symlinkSync('gone.json', join(d, 'link.json')), ['battle', 'race', '--log', join(d, 'link.json')]),
    code: 2,
    stderr: /link\.json: cannot write: it is a symlink to nothing/,
    after: (d) => {
      expect(existsSync(join(d, 'gone.json'))).toBe(false);
    },
  },
  {
    name: 'battle --log through a symlink to a file keeps the link (2)',
    argv: (d) => (
      file(d, 'real.json', 'old'),
      symlinkSync('real.json', join(d, 'link.json')),
      ['battle', 'race', '--log', join(d, 'link.json')]
    ),
    code: 0,
    stderr: '',
    wrote: ['link.json'],
    after: (d) => {
      expect(lstatSync(join(d, 'link.json')).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(d, 'real.json'), 'utf8')).toMatch(/^\{"format":"muster-game"/);
    },
  },
  {
    name: 'battle --log into a missing folder (2)',
    argv: (d) => ['battle', 'race', '--log', join(d, 'no', 'game.json')],
    code: 2,
    stderr: /game\.json: cannot write: the folder does not exist/,
  },
  {
    name: 'battle --log equal to --scenario (2)',
    argv: (d) => ['battle', 'race', '--scenario', scenario(d), '--log', join(d, 'scenario.json')],
    code: 2,
    stderr: /scenario\.json: log: --log would overwrite the input file/,
    after: (d) => {
      expect(readFileSync(join(d, 'scenario.json'), 'utf8')).toBe('{"start":0}');
    },
  },
  {
    name: 'battle --svg equal to --scenario (2)',
    argv: (d) => ['battle', 'race', '--scenario', scenario(d), '--svg', join(d, 'scenario.json')],
    code: 2,
    stderr: /svg: --svg would overwrite the input file/,
    after: (d) => {
      expect(readFileSync(join(d, 'scenario.json'), 'utf8')).toBe('{"start":0}');
    },
  },
  {
    name: 'battle --log equal to one of --armies (2)',
    argv: (d) => [
      'battle',
      'race',
      '--armies',
      file(d, 'a.json', '{"name":"A","runners":2}'),
      file(d, 'b.json', '{"name":"B","runners":2}'),
      '--log',
      join(d, 'b.json'),
    ],
    code: 2,
    stderr: /--log would overwrite the input file .*b\.json/,
    after: (d) => {
      expect(readFileSync(join(d, 'b.json'), 'utf8')).toBe('{"name":"B","runners":2}');
    },
  },
  {
    name: 'compare --html equal to the matchup file (2)',
    argv: (d) => ['compare', file(d, 'm.json', '{}'), '--html', join(d, 'm.json')],
    code: 2,
    stderr: /--html would overwrite the input file/,
    after: (d) => {
      expect(readFileSync(join(d, 'm.json'), 'utf8')).toBe('{}');
    },
  },
  // defect 1: faults
  {
    name: 'battle --log on a full disk (injected ENOSPC) publishes nothing (1)',
    argv: (d) => ['battle', 'race', '--log', join(d, 'game.json')],
    fault: { budget: 50 },
    code: 2,
    stderr: /game\.json: cannot write \(no space left on the device\); nothing was written/,
    after: nothingPublished,
  },
  {
    name: 'battle --svg with a disk full after some turn files publishes none (1)',
    argv: (d) => ['battle', 'race', '--seed', 'draw', '--svg', join(d, 'table.svg')],
    fault: { budget: 400 },
    code: 2,
    stderr: /\.svg: cannot write \(no space left on the device\)/,
    after: nothingPublished,
  },
  {
    name: 'battle --svg --log with the disk full at the log publishes no SVG (1)',
    argv: async (d) => {
      // Room for every SVG file and half the log: measured from the same battle written whole.
      const whole = join(d, 'whole');
      mkdirSync(whole);
      await cli(
        'battle',
        'race',
        '--seed',
        'draw',
        '--svg',
        join(whole, 'table.svg'),
        '--log',
        join(whole, 'game.json'),
      );
      const sizes = readdirSync(whole).map((f) => [f, readFileSync(join(whole, f)).length] as const);
      svgAndHalfLog = sizes.reduce((n, [f, size]) => n + (f.endsWith('.svg') ? size : Math.floor(size / 2)), 0);
      return ['battle', 'race', '--seed', 'draw', '--svg', join(d, 'table.svg'), '--log', join(d, 'game.json')];
    },
    fault: { budget: () => svgAndHalfLog },
    code: 2,
    stderr: /game\.json: cannot write \(no space left on the device\)/,
    after: nothingPublished,
  },
  {
    name: 'battle --svg --log with 3-byte short writes writes every byte (1)',
    argv: (d) => ['battle', 'race', '--seed', 'draw', '--svg', join(d, 'table.svg'), '--log', join(d, 'game.json')],
    fault: { chunk: 3 },
    code: 0,
    stderr: '',
    wrote: 'all',
    after: (d) => {
      expect(readFileSync(join(d, 'table.svg'), 'utf8')).toMatch(/<\/svg>\n$/);
      expect(JSON.parse(readFileSync(join(d, 'game.json'), 'utf8')).format).toBe('muster-game');
    },
  },
  {
    name: 'battle --log with 1-byte short writes writes every byte (1)',
    argv: (d) => ['battle', 'race', '--log', join(d, 'game.json')],
    fault: { chunk: 1 },
    code: 0,
    stderr: '',
    wrote: ['game.json'],
    after: (d) => {
      expect(JSON.parse(readFileSync(join(d, 'game.json'), 'utf8')).format).toBe('muster-game');
    },
  },
];

describe.each([
  ['files', fileCases],
  ['odds', oddsCases],
  ['flags and names', flagCases],
  ['outputs and faults', outputCases],
])('hostile %s', (_group, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const dir = tempDir();
    const argv = await c.argv(dir);
    if (c.fault?.chunk !== undefined) fault.chunk = c.fault.chunk;
    if (c.fault?.budget !== undefined)
      fault.budget = typeof c.fault.budget === 'function' ? c.fault.budget() : c.fault.budget;
    const started = performance.now();
    const { code, stdout, stderr: all } = await cli(...argv);
    const ms = performance.now() - started;
    // Each file written is named on its own line (issue 24); the rest of stderr is checked as before.
    const wrote = all.match(/^wrote .*\n/gm) ?? [];
    const stderr = all.replace(/^wrote .*\n/gm, '');
    const announced = c.wrote === 'all' ? readdirSync(dir) : (c.wrote ?? []);
    expect([...wrote].sort()).toEqual(announced.map((f) => `wrote ${join(dir, f)}\n`).sort());
    delete fault.chunk;
    delete fault.budget;
    expect(code, stderr).toBe(c.code);
    if (c.stderr === '') expect(stderr).toBe('');
    else {
      expect(stderr).toMatch(/^[^\n]+\n$/); // one line
      expect(stderr).toMatch(c.stderr);
      expect(stderr).not.toMatch(/\n\s+at |internal error|RangeError|TypeError/);
    }
    expect(stderr).not.toMatch(RAW_CONTROL);
    expect(stdout).not.toMatch(RAW_CONTROL);
    if (c.stdout) expect(stdout).toMatch(c.stdout);
    if (c.withinMs !== undefined) expect(ms).toBeLessThan(c.withinMs);
    c.after?.(dir);
  });
});

describe('readJsonData refuses deep nesting for every reader (7)', () => {
  it('a solver setup or any other file read as plain JSON', () => {
    const dir = tempDir();
    expect(() => readJsonData(file(dir, 'setup.json', nested(10_000)))).toThrow(/nested more than 256 levels deep/);
  });
});
