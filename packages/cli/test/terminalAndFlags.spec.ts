// Issue 22, defect 10 (the parts on names printed raw, duplicated flags and `club --port ''`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clubCommand } from '../src/commands/club.js';
import { escapeControls } from '../src/io/terminalSafe.js';
import { cli, tempDir } from './helpers.js';

// ESC (colours, cursor), OSC 8 (hyperlinks) ended by BEL, a C1 CSI, and U+202E (right-to-left override).
const hostileName = 'Tercio\u001b[31m red\u001b]8;;http://evil\u0007link\u001b]8;;\u0007 \u009b2J \u202Eexe.txt';
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

describe('names from files never drive the terminal', () => {
  it('escapes ESC, OSC, BEL, C1 and bidi controls as \\uXXXX, leaving newlines and tabs', () => {
    expect(escapeControls('a\u001b[31mb\u0007c\u202Ed\n\te')).toBe('a\\u001b[31mb\\u0007c\\u202ed\n\te');
  });

  it('army show prints an army name with control characters escaped', async () => {
    const file = join(tempDir(), 'army.json');
    writeFileSync(file, JSON.stringify({ name: hostileName, runners: 2 }));
    const { code, stdout } = await cli('army', 'show', 'race', file);
    expect(code).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(stdout).toContain('Tercio\\u001b[31m red\\u001b]8;;http://evil\\u0007link');
    expect(stdout).toContain('\\u202eexe.txt');
  });

  it('army validate --json stays valid JSON with the same name', async () => {
    const file = join(tempDir(), 'army.json');
    writeFileSync(file, JSON.stringify({ name: hostileName, runners: 2 }));
    const { stdout } = await cli('army', 'validate', 'race', file, '--json');
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(stdout).name).toBe(hostileName);
  });

  it('an error naming a file with control characters in its name prints them escaped, on one line', async () => {
    const { code, stderr } = await cli('replay', join(tempDir(), 'evil\u001b[2J\rname\u202E.json'));
    expect(code).toBe(2);
    expect(stderr).not.toMatch(RAW_CONTROL);
    expect(stderr).toMatch(/^error: .*evil\\u001b\[2J\\u000dname\\u202e\.json: no such file.*\n$/);
  });
});

describe('a flag given twice is refused, not silently the last', () => {
  it.each([
    [['battle', 'race', '--seed', 'a', '--seed', 'b'], 'seed'],
    [['battle', 'race', '--json', '--json'], 'json'],
    [['replay', 'x.json', '--help', '--help'], null],
    [['compare', '--list', '--list'], 'list'],
    [['odds', 'dice', 'pool', '--dice', '3', '--dice', '4', '--target', '4'], 'dice'],
    [['odds', 'dice', 'sum', '--dice', '2', '--trials', '10', '--trials', '20'], 'trials'],
    [['odds', 'dice', 'sum', '--dice=2', '--dice=3'], 'dice'],
    [['club', '--port', '0', '--port', '1'], 'port'],
  ] as const)('%j', async (argv, flag) => {
    const { code, stderr } = await cli(...argv);
    if (flag === null) {
      expect(code).toBe(0); // help is help, however often it is asked for
      return;
    }
    expect(code).toBe(2);
    expect(stderr).toBe(`error: ${flag}: --${flag} is given more than once (expected --${flag} once)\n`);
  });
});

describe('club --port', () => {
  it.each(['', ' ', '0x10', '1e3', '-1'])('refuses %j rather than taking a random port', async (port) => {
    let error: unknown;
    try {
      await clubCommand({ port }, { out: () => undefined, err: () => undefined }, Promise.resolve());
    } catch (e) {
      error = e;
    }
    expect(String((error as Error | undefined)?.message)).toMatch(/--port must be a whole number from 0 to 65535/);
  });
});
