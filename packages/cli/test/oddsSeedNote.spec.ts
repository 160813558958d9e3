// `muster odds --seed S` seeds the Monte Carlo dice of `--trials`; an exact enumeration rolls no dice. Given without
// `--trials`, the seed did nothing and nothing said so: a user comparing two seeds saw the same numbers and could
// take that for a sample that had converged. Stderr now says the seed has no effect (stdout, the data, is unchanged).
import { describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

const pool = ['odds', 'dice', 'pool', '--dice', '3', '--target', '4'];

describe('odds --seed without --trials', () => {
  it('says on stderr that an exact enumeration uses no seed, and prints the same exact odds', async () => {
    const seeded = await cli(...pool, '--seed', 'x');
    const plain = await cli(...pool);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toBe(plain.stdout);
    expect(seeded.stderr).toBe('note: --seed has no effect on an exact enumeration (it seeds the --trials sample)\n');
    expect(plain.stderr).toBe('');
  });

  it('says nothing when it seeds a sample', async () => {
    const r = await cli(...pool, '--seed', 'x', '--trials', '100');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});
