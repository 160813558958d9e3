import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

describe('muster rulesets', () => {
  it('lists each ruleset with its version and the plugin bound to each contract', async () => {
    const { code, stdout } = await cli('rulesets', '--json');
    expect(code).toBe(0);
    const list = JSON.parse(stdout);
    expect(list.map((r: { id: string }) => r.id)).toEqual(['dice', 'race']);
    expect(list[1]).toMatchObject({
      id: 'race',
      version: '0.0.0',
      plugins: {
        sequence: 'race/alternate',
        dice: 'core/seeded-dice',
        rules: 'race/rules',
        morale: null,
        combat: null,
      },
      bots: ['competent', 'random'],
      armies: true,
      svg: true,
    });
    expect(list[0].plugins.sequence).toBeNull();
    const text = await cli('rulesets');
    expect(text.stdout).toMatch(/^race {2}Race 0\.0\.0/m);
    expect(text.stdout).toMatch(/^ {2}sequence: race\/alternate$/m);
  });
});

describe('muster army', () => {
  const dir = tempDir();
  const write = (name: string, data: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(data));
    return join(dir, name);
  };

  it('validates a good list (exit 0) and prints points', async () => {
    const { code, stdout } = await cli('army', 'validate', 'race', write('good.json', { name: 'Swift', runners: 2 }));
    expect(code).toBe(0);
    expect(stdout).toMatch(/good\.json: Swift: 20 points of 30\n {2}valid: no violations/);
  });

  it('prints every violation and exits 2, in text and --json', async () => {
    const file = write('bad.json', { name: 'Crowd', runners: 5 });
    const text = await cli('army', 'validate', 'race', file);
    expect(text.code).toBe(2);
    expect(text.stdout).toMatch(/Crowd: 50 points of 30\n {2}runners: Race > Teams: at most 3 runners: 5 runners/);
    const json = await cli('army', 'validate', 'race', file, '--json');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({
      ruleset: 'race',
      valid: false,
      points: 50,
      violations: [{ path: 'runners' }],
    });
  });

  it('shows a list', async () => {
    const { code, stdout } = await cli('army', 'show', 'race', write('show.json', { name: 'Swift', runners: 2 }));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Swift\n {2}2 runner\(s\)\n/);
  });

  it("refuses a ruleset without army lists and another ruleset's file", async () => {
    const none = await cli('army', 'validate', 'dice', write('x.json', {}));
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/dice has no army lists \(expected one of race\)/);
    const foreign = await cli(
      'army',
      'validate',
      'race',
      write('t.json', { ruleset: 'tercios', name: 'Tercio', runners: 1 }),
    );
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toMatch(/t\.json: ruleset: this is a tercios file, not race/);
  });
});

describe('help and usage', () => {
  it('has --help on every command (exit 0)', async () => {
    for (const argv of [
      [],
      ['rulesets'],
      ['odds'],
      ['battle'],
      ['replay'],
      ['army'],
      ['army', 'validate'],
      ['army', 'show'],
    ]) {
      const { code, stdout } = await cli(...argv, '--help');
      expect(code, argv.join(' ')).toBe(0);
      expect(stdout).toMatch(/^Usage: muster/);
    }
  });

  it('exits 2 with one line for an unknown command, option or missing argument', async () => {
    for (const argv of [['frob'], ['battle'], ['battle', 'race', '--frob'], ['replay'], ['army', 'validate', 'race']]) {
      const { code, stderr } = await cli(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr.trimEnd().split('\n')[0]).toMatch(/^error: /);
    }
  });
});
