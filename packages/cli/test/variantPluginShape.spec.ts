// Files-audit: "every file read is validated; errors name the file, the field path and what was expected, exit 2".
// An ES module variant may rebind a ruleset's dice plugin (core's DicePlugin: create, resume, save). One with an id
// but without those functions used to pass the checks and crash the first game with "internal error: ... is not a
// function" (exit 1); it is the variant file's fault. (Combat and morale plugins were already checked against their
// ruleset's contract.)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, expectRefused, tempDir } from './helpers.js';

function variant(plugins: string): string {
  const file = join(tempDir(), 'house.mjs');
  writeFileSync(file, `export default { ruleset: 'race', name: 'house', plugins: ${plugins} };\n`);
  return file;
}

describe('a variant dice plugin lacking a function of the dice contract is refused (exit 2)', () => {
  it('a dice plugin with an id and nothing else: names plugins.dice.create', async () => {
    const file = variant(`{ dice: { id: 'house/dice', description: 'no dice at all' } }`);
    const line = expectRefused(await cli('battle', 'race', '--variant', file), file, 'plugins.dice.create');
    expect(line).toMatch(/expected a function/);
  });

  it('a dice plugin factory giving such a plugin: refused the same way', async () => {
    const file = variant(`{ dice: () => ({ id: 'house/dice', description: 'none', create() {} }) }`);
    expectRefused(await cli('battle', 'race', '--variant', file), file, 'plugins.dice.resume');
  });

  it('a complete plugin (the rules-as-written dice spread, one method replaced) still plays', async () => {
    const file = join(tempDir(), 'ok.mjs');
    writeFileSync(
      file,
      `import { seededDicePlugin } from '@muster/core';\n` +
        `export default { ruleset: 'race', name: 'ok', plugins: { dice: { ...seededDicePlugin, id: 'house/ok' } } };\n`,
    );
    const r = await cli('battle', 'race', '--variant', file, '--json');
    expect(r.code, r.stderr).toBe(0);
  });
});
