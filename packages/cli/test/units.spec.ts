// Issue 24: `muster army units <ruleset>` and `muster odds <ruleset> --units` list the units of the
// ruleset's own data, with points and profiles, so a user can find the ids a mechanic or an army takes.
import { PROFILES } from '@muster/tercios';
import { TROOP_PROFILES } from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import { expectRefused, runWith } from './helpers.js';

const run = async (...argv: string[]) => runWith(await loadRulesets(), argv);

describe('muster army units and odds --units (24)', () => {
  it("prints every Tercios profile with the points and values of the package's data", async () => {
    const r = await run('army', 'units', 'tercios');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(`tercios: ${PROFILES.length} units (id, name, points, profile)`);
    for (const p of PROFILES) expect(r.stdout).toContain(`\n  ${p.id} ${p.name}: ${p.points} pts\n`);
    const tercio = PROFILES.find((p) => p.id === 'tercio')!;
    expect(r.stdout).toContain(`values.melee ${tercio.values.melee}, `);
  });

  it('--json gives the data as the package exports it', async () => {
    const r = await run('army', 'units', 'sword-and-pike', '--json');
    expect(JSON.parse(r.stdout)).toEqual({
      ruleset: 'sword-and-pike',
      units: JSON.parse(JSON.stringify(TROOP_PROFILES)),
    });
  });

  it('odds <ruleset> --units is the same list', async () => {
    const a = await run('army', 'units', 'wss-6mm');
    const b = await run('odds', 'wss-6mm', '--units');
    expect(b.code, b.stderr).toBe(0);
    expect(b.stdout).toBe(a.stdout);
  });

  it('a ruleset without unit data is refused, naming those with it', async () => {
    expectRefused(
      await run('army', 'units', 'tacmento'),
      'tacmento exports no unit data',
      'one of tercios, sword-and-pike, wss-6mm',
    );
  });
});
