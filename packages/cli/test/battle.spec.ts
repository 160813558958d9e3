import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import { cli, runWith, tempDir } from './helpers.js';

describe('muster battle', () => {
  it('tells the whole game: setup roll, every decision, roll and event, then the result', async () => {
    const { code, stdout } = await cli('battle', 'race', '--seed', 'narrate', '--bots', 'competent,random');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('Race 0.0.0: competent bot (A) against random bot (B), seed "narrate", the example scenario');
    expect(stdout).toMatch(/^Setup\n {6}roll: who goes first: 1d2 → [12]$/m);
    expect(stdout).toMatch(/^Turn 1$/m);
    expect(stdout).toMatch(
      /^ {2}\[A\] A chooses to advance\n {6}roll: A advances: 1d6 → (\d)\n {6}A moves \1 from 0$/m,
    );
    // one event per decision, one roll per advance
    const decisions = lines.filter((l) => l.startsWith('  ['));
    expect(decisions.length).toBeGreaterThan(2);
    expect(lines.filter((l) => /^ {6}[AB] (moves|rests)/.test(l))).toHaveLength(decisions.length);
    expect(lines.filter((l) => /^ {6}roll: [AB] advances/.test(l))).toHaveLength(
      decisions.filter((l) => l.endsWith('advance')).length,
    );
    expect(stdout).toMatch(/^Result: A wins \(race\) after \d+ turns?; points: A \d+, B \d+$/m);
  });

  it('names a solo game (a Taĉmento Instruction) as one bot playing solo, not "bot against bot"', async () => {
    const dir = tempDir();
    const scenario = join(dir, 'instruction.json');
    writeFileSync(scenario, JSON.stringify({ mode: 'instruction' }));
    const registry = await loadRulesets();
    const solo = await runWith(registry, ['battle', 'tacmento', '--seed', 's', '--scenario', scenario]);
    expect(solo.code).toBe(0);
    expect(solo.stdout.split('\n')[0]).toMatch(/^Taĉmento [\d.]+: competent bot playing solo, seed "s", /);
    const duel = await runWith(registry, ['battle', 'tacmento', '--seed', 's']);
    expect(duel.stdout.split('\n')[0]).toMatch(/: competent bot \(A\) against competent bot \(B\), seed "s", /);
  });

  it('gives byte-identical output for the same seed, and a different game for another seed', async () => {
    const a = await cli('battle', 'race', '--seed', 'same', '--bots', 'random,random');
    const b = await cli('battle', 'race', '--seed', 'same', '--bots', 'random,random');
    const c = await cli('battle', 'race', '--seed', 'other', '--bots', 'random,random');
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
    const j1 = await cli('battle', 'race', '--seed', 'same', '--json');
    const j2 = await cli('battle', 'race', '--seed', 'same', '--json');
    expect(j1.stdout).toBe(j2.stdout);
  });

  it('prints one JSON object with the result and the log', async () => {
    const { code, stdout } = await cli('battle', 'race', '--seed', 'json', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining(['ruleset', 'seed', 'winner', 'victory', 'turns', 'points', 'log']),
    );
    expect(json).toMatchObject({ ruleset: 'race', seed: 'json', victory: 'race' });
    expect(json.points[json.winner]).toBeGreaterThanOrEqual(10);
    expect(json.log[0]).toMatchObject({ type: 'roll', seq: 0, roll: { purpose: 'who goes first' } });
  });

  it('builds the scenario from two army files and refuses an army that breaks a building rule', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ name: 'A', runners: 3 }));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ name: 'B', runners: 2 }));
    writeFileSync(join(dir, 'big.json'), JSON.stringify({ name: 'Big', runners: 5 }));
    const ok = await cli('battle', 'race', '--armies', join(dir, 'a.json'), join(dir, 'b.json'), '--json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).log.find((e: { type: string }) => e.type === 'event').event.by).toBeGreaterThan(0);
    const bad = await cli('battle', 'race', '--armies', join(dir, 'a.json'), join(dir, 'big.json'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/big\.json: runners: army breaks a building rule: Race > Teams: at most 3 runners/);
    const one = await cli('battle', 'race', '--armies', join(dir, 'a.json'));
    expect(one.code).toBe(2);
  });

  it('refuses odds-only rulesets, unknown bots and unknown rulesets with exit 2', async () => {
    for (const [argv, message] of [
      [['battle', 'dice'], /"dice" is odds only/],
      [['battle', 'race', '--bots', 'genius'], /unknown bot "genius" for race \(expected one of competent, random\)/],
      [['battle', 'tercio'], /unknown ruleset "tercio"/],
      [['battle', 'race', '--seed', ''], /seed/],
    ] as const) {
      const { code, stderr } = await cli(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('draws the table with the ruleset renderer: the end and after each turn', async () => {
    const dir = tempDir();
    const svg = join(dir, 'table.svg');
    const { code } = await cli('battle', 'race', '--seed', 'draw', '--svg', svg);
    expect(code).toBe(0);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg .*<title>Race: [AB] wins/);
    expect(existsSync(join(dir, 'table-turn-1.svg'))).toBe(true);
  });
});

describe('muster replay', () => {
  it('replays a written log identically (exit 0), and finds the first tampered entry (exit 1)', async () => {
    const dir = tempDir();
    const log = join(dir, 'battle.json');
    const played = await cli('battle', 'race', '--seed', 'replay-me', '--log', log);
    expect(played.code).toBe(0);
    const ok = await cli('replay', log);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(
      /battle\.json: identical: \d+ log entries of race replayed from seed "replay-me"; A wins/,
    );
    expect(ok.stdout.trimEnd().split('\n')).toHaveLength(1);

    const saved = JSON.parse(readFileSync(log, 'utf8'));
    const index = saved.log.findIndex((e: { type: string }) => e.type === 'event');
    saved.log[index].event.by = saved.log[index].event.by === 6 ? 5 : 6;
    const tampered = join(dir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify(saved));
    const bad = await cli('replay', tampered);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      new RegExp(`tampered\\.json: differs at log\\[${index}\\]: the file has .*"by":\\d.* but replaying gives`),
    );
    // The same version saved and replayed it: the difference is a rule changed within it, or an edit.
    expect(bad.stderr).toMatch(
      /; saved and replayed with race 0\.0\.0: a rule changed within this version, or the file was edited\n$/,
    );
    expect(bad.stderr.trimEnd().split('\n')).toHaveLength(1);

    // Saved by another version of the ruleset: the line names both and the version to replay it with.
    writeFileSync(tampered, JSON.stringify({ ...saved, rulesetVersion: '0.0.0-old' }));
    const older = await cli('replay', tampered);
    expect(older.code).toBe(1);
    expect(older.stderr).toMatch(
      /; saved with race 0\.0\.0-old, replayed with race 0\.0\.0: the rules may have changed between these versions \(their changelog says how\); replay it with race 0\.0\.0-old\n$/,
    );
  });

  it('refuses a file that is not a saved game, of an unknown ruleset, or of a newer format (exit 2)', async () => {
    const dir = tempDir();
    const write = (name: string, data: unknown) => {
      writeFileSync(join(dir, name), JSON.stringify(data));
      return join(dir, name);
    };
    const cases: [string, RegExp][] = [
      [write('army.json', { name: 'A', runners: 1 }), /army\.json: format: not a Muster saved game/],
      [
        write('foreign.json', { format: 'muster-game', formatVersion: 1, ruleset: 'chess' }),
        /foreign\.json: ruleset: unknown ruleset "chess"/,
      ],
      [
        write('future.json', { format: 'muster-game', formatVersion: 2, ruleset: 'race' }),
        /future\.json: formatVersion: written by a newer Muster/,
      ],
      [write('shape.json', { format: 'muster-game', formatVersion: 1, ruleset: 'race', seed: 3 }), /shape\.json: /],
    ];
    for (const [file, message] of cases) {
      const { code, stderr } = await cli('replay', file);
      expect(code, file).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});

describe('describeRollLine', () => {
  it('does not repeat the dice when the purpose already names them', async () => {
    const { describeRollLine } = await import('../src/battle/narrate.js');
    expect(
      describeRollLine({
        kind: 'pool',
        purpose: 'Tercio 3 shooting: 3d6 needing 4+',
        count: 3,
        sides: 6,
        target: 4,
        result: 2,
      }),
    ).toBe('Tercio 3 shooting: 3d6 needing 4+ → 2 successes');
    expect(describeRollLine({ kind: 'die', purpose: 'who goes first', count: 1, sides: 2, result: 1 })).toBe(
      'who goes first: 1d2 → 1',
    );
    expect(describeRollLine({ kind: 'faces', purpose: 'melee', count: 2, sides: 6, result: 2, faces: [6, 3] })).toBe(
      'melee: 2d6 → rolled [6 3]',
    );
  });
});
