// Files-audit: "every file read is validated; errors name the file, the field path and what was expected,
// exit 2, no stack trace". A module the user names (--plugin, muster.config.mjs, an ES module variant) that
// imports cleanly but whose exports throw when read (a getter, a Proxy) is the user's bad input: exit 2 and
// one line naming the file, not exit 1 "internal error".
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { diceEntry } from '../src/rulesets.js';
import { cli, expectRefused, runWith, tempDir } from './helpers.js';

const run = (cwd: string | undefined, ...argv: string[]) => {
  if (cwd === undefined) return runWith([diceEntry], argv);
  const before = process.cwd();
  process.chdir(cwd);
  return runWith([diceEntry], argv).finally(() => {
    process.chdir(before);
  });
};

const GETTER = 'export default { get id() { throw new Error("getter-boom"); } };\n';
const PROXY =
  'const trap = () => { throw new Error("proxy-boom"); };\n' +
  'export default new Proxy({}, { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap });\n';
const NAMED_GETTER = 'export const race = { get id() { throw new Error("named-boom"); } };\n';

function moduleFile(text: string, name: string): string {
  const file = join(tempDir(), name);
  writeFileSync(file, text);
  return file;
}

describe('a module whose exports throw when read is refused (exit 2), not an internal error', () => {
  it.each([
    ['a default export with a throwing getter', GETTER, 'getter-boom'],
    ['a default export that is a throwing Proxy', PROXY, 'proxy-boom'],
    ['a named export with a throwing getter', NAMED_GETTER, 'named-boom'],
  ])('--plugin: %s', async (_, text, why) => {
    const file = moduleFile(text, 'plugin.mjs');
    expectRefused(await run(undefined, '--plugin', file, 'rulesets'), file, why, 'expected an ES module exporting');
  });

  it.each([
    ['a default export with a throwing getter', GETTER, 'getter-boom'],
    ['a default export that is a throwing Proxy', PROXY, 'proxy-boom'],
  ])('--variant FILE.mjs: %s', async (_, text, why) => {
    const file = moduleFile(text, 'variant.mjs');
    expectRefused(await cli('battle', 'race', '--variant', file), file, why, 'defineVariant');
  });

  it('muster.config.mjs whose default export has a throwing getter', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sub'));
    writeFileSync(
      join(dir, 'muster.config.mjs'),
      'export default { get plugins() { throw new Error("config-boom"); } };\n',
    );
    expectRefused(await run(join(dir, 'sub'), 'rulesets'), join(dir, 'muster.config.mjs'), 'config-boom', 'plugins');
  });

  it('muster.config.mjs naming a plugin whose exports throw when read names the plugin file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.mjs'), GETTER);
    writeFileSync(join(dir, 'muster.config.mjs'), 'export default { plugins: ["./bad.mjs"] };\n');
    expectRefused(await run(dir, 'rulesets'), join(dir, 'bad.mjs'), 'getter-boom');
  });
});
