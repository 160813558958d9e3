// docs/cli.md, `muster army units`: "A ruleset without unit data (Taĉmento) is refused with exit 2, naming those with
// it." The bin imports only the package of the ruleset a command names (rulesetPackagesFor), so a refusal built from
// the rulesets loaded named none: "(expected a ruleset that exports its units)". These runs load the rulesets as the
// bin does (no registry given to runCli), so the refusals must import the other packages to name them.
import { describe, expect, it } from 'vitest';
import { expectRefused, runWith, tempDir } from './helpers.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The CLI in-process, loading the ruleset packages itself as `muster` does. */
const asTheBinRuns = (...argv: string[]) => runWith(undefined, argv);

describe('a refusal for a missing capability names every ruleset that has it, as the bin loads them', () => {
  it('army units tacmento names the rulesets with unit data', async () => {
    expectRefused(
      await asTheBinRuns('army', 'units', 'tacmento'),
      'tacmento exports no unit data',
      '(expected one of tercios, sword-and-pike, wss-6mm)',
    );
  });

  it('odds tacmento --units names them too', async () => {
    expectRefused(
      await asTheBinRuns('odds', 'tacmento', '--units'),
      'tacmento exports no unit data',
      '(expected one of tercios, sword-and-pike, wss-6mm)',
    );
  });

  it('army validate and army show name the rulesets with army lists', async () => {
    const file = join(tempDir(), 'army.json');
    writeFileSync(file, '{}');
    for (const command of ['validate', 'show'])
      expectRefused(
        await asTheBinRuns('army', command, 'tacmento', file),
        'tacmento has no army lists',
        '(expected one of tercios, sword-and-pike, wss-6mm)',
      );
  });

  it('a ruleset that has the capability is served from its own package alone', async () => {
    const r = await asTheBinRuns('army', 'units', 'wss-6mm', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ruleset: 'wss-6mm' });
  });
});
