// `pnpm docs:api`: the API reference of every public package (typedoc.json: one page set per package, into
// dist/api/, which git ignores: it is built from the TSDoc, in CI, never edited). It fails on any warning
// of typedoc's validation (a broken link, a referenced type that is not exported, an export without TSDoc)
// but one kind: the members of a zod schema's inferred shape (`BattleStateSchema.__type.units`...), which
// are zod's generic type arguments and cannot carry TSDoc; their documentation is the inferred type's
// (`BattleState`), exported beside every schema.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const typedoc = join(dirname(createRequire(import.meta.url).resolve('typedoc/package.json')), 'bin', 'typedoc');

/** A warning about a member of a zod schema's inferred shape, which no TSDoc can reach. */
export const isZodShapeMember = (line) =>
  /^\[warning\] \S+Schema\.__type\.\S+ \(\w+\), defined in .*, does not have any documentation$/.test(line);

/** The warnings and errors of typedoc's output that fail the build. */
export function failures(output) {
  return output
    .split('\n')
    .map((line) => stripVTControlCharacters(line))
    .filter((line) => /^\[(warning|error)\]/.test(line) && !/^\[warning\] Found \d+ errors/.test(line))
    .filter((line) => !isZodShapeMember(line));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync(process.execPath, [typedoc, ...process.argv.slice(2)], { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  const failed = failures(output);
  for (const line of output.split('\n')) if (/\[info\]/.test(line)) console.log(line);
  for (const line of failed) console.error(line);
  console.log(`docs:api: ${failed.length} problem(s)${failed.length > 0 ? '' : '; the reference is in dist/api/'}`);
  process.exitCode = run.status !== 0 && failed.length === 0 ? run.status : failed.length > 0 ? 1 : 0;
}
