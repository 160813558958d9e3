import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clubCommand } from '../src/commands/club.js';
import { cli, tempDir } from './helpers.js';

const sampleSetup = join(__dirname, '..', '..', 'tacmento', 'data', 'sample-setup.json');

describe('muster solve', () => {
  it('solves the sample Instruction setup in the fewest turns and lists the moves', async () => {
    const { code, stdout } = await cli('solve', 'tacmento', '--setup', sampleSetup);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^solved in 1 turn \(fewest possible; \d+ positions searched\)\n1\. /);
  });

  it('prints one JSON object with --json', async () => {
    const { code, stdout } = await cli('solve', 'tacmento', '--setup', sampleSetup, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ ruleset: 'tacmento', status: 'solved', turns: 1 });
  });

  it('takes --time-limit besides --max-states, and refuses a time limit that is not a number of seconds', async () => {
    // A generous limit changes nothing on the sample setup (its answer comes long before any look at the clock).
    const { code, stdout } = await cli('solve', 'tacmento', '--setup', sampleSetup, '--time-limit', '600', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'solved', turns: 1 });
    for (const bad of ['0', '-3', 'soon', '', '1e9'])
      expect(await cli('solve', 'tacmento', '--setup', sampleSetup, '--time-limit', bad)).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^error: time-limit: --time-limit must be a number of seconds/),
      });
  });

  it('refuses a ruleset without a solver, a missing setup and a malformed one, in one line with exit 2', async () => {
    expect(await cli('solve', 'tercios', '--setup', sampleSetup)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^error: ruleset: no solver for "tercios".*\n$/),
    });
    expect(await cli('solve', 'tacmento')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^error: setup: missing --setup FILE/),
    });
    const bad = join(tempDir(), 'setup.json');
    writeFileSync(
      bad,
      JSON.stringify({ format: 'muster-tacmento-setup', formatVersion: 1, objectives: ['x'], tercio: [], reserve: [] }),
    );
    const { code, stderr } = await cli('solve', 'tacmento', '--setup', bad);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^error: .*setup\.json: objectives\[0\]/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('--dealt-only refuses a setup the rules would reshuffle (ruling R26), naming the file and `tercio`; without it, 0 turns', async () => {
    const complete = join(tempDir(), 'complete.json');
    // Sample Objective 1 (RRR) is met by row 2 (Arquebusiers 2, 3 and 4).
    writeFileSync(
      complete,
      JSON.stringify({
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [1],
        tercio: [
          [6, 7, 8],
          [2, 3, 4],
          [11, 12, 13],
          [15, 16, 17],
        ],
        reserve: [9, 10, 14],
      }),
    );
    const { code, stdout } = await cli('solve', 'tacmento', '--setup', complete);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^solved in 0 turns/);
    const refused = await cli('solve', 'tacmento', '--setup', complete, '--dealt-only');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^error: .*complete\.json: tercio: an Objective is already complete in this Tercio \(the rules reshuffle such a setup\)/,
    );
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    // A setup the rules deal is answered the same with the flag.
    expect(await cli('solve', 'tacmento', '--setup', sampleSetup, '--dealt-only', '--json')).toMatchObject({ code: 0 });
  });
});

describe('muster club', () => {
  it('serves the companion on localhost, prints the address and stops when asked', async () => {
    let out = '';
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const running = clubCommand(
      { port: '0' },
      {
        out: (s) => {
          out += s;
        },
        err: () => undefined,
      },
      stopped,
    );
    // The first import of the club package can take seconds on a loaded machine.
    for (let i = 0; i < 600 && !/http:\/\/127\.0\.0\.1:\d+\//.test(out); i++)
      await new Promise((r) => setTimeout(r, 50));
    const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0];
    expect(url).toBeDefined();
    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
    stop();
    expect(await running).toBe(0);
  });

  it('refuses a bad port with exit 2', async () => {
    expect(await cli('club', '--port', '99999')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^error: port: --port must be/),
    });
  });
});
