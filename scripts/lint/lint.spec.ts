import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lintKeys } from './lint.mjs';

// Fixtures live under the repository's .muster-tmp (ignored by git and ESLint), so that their eslint.config.js finds
// typescript-eslint in the repository's node_modules; each is a git repository of its own.
const tmp = fileURLToPath(new URL('../../.muster-tmp/', import.meta.url));
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fixture(files: Record<string, string>): { root: string; write: (file: string, text: string) => void } {
  mkdirSync(tmp, { recursive: true });
  const root = mkdtempSync(join(tmp, 'lint-'));
  made.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('tsconfig.lint.json', JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', noEmit: true } }));
  for (const [file, text] of Object.entries(files)) write(file, text);
  execFileSync('git', ['init', '-q'], { cwd: root });
  return { root, write };
}

const keysOf = (root: string, files: string[]) => lintKeys(root, files, { programs: ['tsconfig.lint.json'] });

describe('lint keys: a file is linted again when it or anything it imports changed', () => {
  const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.mjs'];
  const start = {
    'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
    'b.ts': "import type { C } from './c.js';\nexport const b: C = 1;\n",
    'c.ts': 'export type C = number;\n',
    'd.ts': 'export const d = 4;\n',
    'e.mjs': "import { d } from './d.js';\nexport const e = d;\n",
    'eslint.config.js': 'export default [];\n',
  };
  const changed = (before: Map<string, string>, after: Map<string, string>) =>
    files.filter((f) => before.get(f) !== after.get(f));

  it('a change reaches every file that imports it, at any depth, type-only imports included', () => {
    const { root, write } = fixture(start);
    const before = keysOf(root, files);
    write('c.ts', 'export type C = string;\n');
    expect(changed(before, keysOf(root, files))).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it('a change to a file that imports others leaves what it imports alone', () => {
    const { root, write } = fixture(start);
    const before = keysOf(root, files);
    write('a.ts', "import { b } from './b.js';\nexport const a = b + 1;\n");
    expect(changed(before, keysOf(root, files))).toEqual(['a.ts']);
    write('d.ts', 'export const d = 5;\n');
    expect(changed(before, keysOf(root, files))).toEqual(['a.ts', 'd.ts', 'e.mjs']);
  });

  it('nothing changed: the same keys', () => {
    const { root } = fixture(start);
    expect(changed(keysOf(root, files), keysOf(root, files))).toEqual([]);
  });

  it('every file again when the ESLint config, a tsconfig, a manifest or a global declaration changes', () => {
    for (const [file, text] of [
      ['eslint.config.js', 'export default [{}];\n'],
      ['tsconfig.lint.json', JSON.stringify({ compilerOptions: { strict: false } })],
      ['packages/x/package.json', '{"name":"x"}\n'],
      ['types.d.ts', 'declare const y: number;\n'],
      ['globals.ts', 'declare global {\n  var z: number;\n}\nexport {};\n'],
    ] as const) {
      const { root, write } = fixture(start);
      const before = keysOf(root, files);
      write(file, text);
      expect(changed(before, keysOf(root, files)), file).toEqual(files);
    }
  });

  it('a file that stops resolving an import (deleted) is linted again', () => {
    const { root } = fixture(start);
    const before = keysOf(root, files);
    rmSync(join(root, 'd.ts'));
    expect(changed(before, keysOf(root, files))).toEqual(['d.ts', 'e.mjs']);
  });
});

describe('pnpm lint (scripts/lint/lint.mjs) with the typed rules of typescript-eslint', () => {
  // One process per run, as `pnpm lint` is: typescript-eslint keeps its programs for the life of a process.
  const script = fileURLToPath(new URL('./lint.mjs', import.meta.url));
  const lint = (root: string) => {
    const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  /** A repository with typescript-eslint's recommended typed rules over its root .ts files, and `files`. */
  const typedFixture = (files: Record<string, string>) =>
    fixture({
      'eslint.config.js': [
        "import tseslint from 'typescript-eslint';",
        'export default tseslint.config(tseslint.configs.recommendedTypeChecked, {',
        "  languageOptions: { parserOptions: { project: ['./tsconfig.lint.json'], tsconfigRootDir: import.meta.dirname } },",
        "}, { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] });",
      ].join('\n'),
      // The ES library alone (no DOM, no @types): the typed rules need no more, and each ESLint process would
      // otherwise parse the DOM's declarations (about a second of CPU each).
      'tsconfig.lint.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'nodenext', noEmit: true, lib: ['es2022'], types: [] },
        include: ['*.ts'],
      }),
      ...files,
    });

  it('reports a floating promise in a file that did not change when the function it calls became async', () => {
    // ESLint's own --cache would skip a.ts here: its content is the same, the finding comes from b.ts.
    const { root, write } = typedFixture({
      'a.ts': "import { f } from './b.js';\nf();\n",
      'b.ts': 'export function f(): number {\n  return 1;\n}\n',
    });

    expect(lint(root)).toEqual({ status: 0, output: 'lint: 3 of 3 files linted: 0 errors, 0 warnings\n' });
    const kept = JSON.parse(readFileSync(join(root, 'node_modules/.cache/muster-lint/passed.json'), 'utf8')) as object;
    expect(Object.keys(kept).sort()).toEqual(['a.ts', 'b.ts', 'eslint.config.js']);

    expect(lint(root)).toEqual({
      status: 0,
      output:
        'lint: 0 of 3 files linted (3 unchanged since they passed, with every file they import): 0 errors, 0 warnings\n',
    });

    write('b.ts', 'export async function f(): Promise<number> {\n  return Promise.resolve(1);\n}\n');
    const third = lint(root);
    expect(third.status).toBe(1);
    expect(third.output).toMatch(
      /a\.ts\n\s+2:1\s+error\s+Promises must be awaited.*@typescript-eslint\/no-floating-promises/,
    );
    expect(third.output).toContain('lint: 2 of 3 files linted (1 unchanged');
    expect(third.output).toContain(': 1 errors, 0 warnings');

    // A file with a finding is not kept: it is linted and reported again until it is fixed.
    const keptNow = JSON.parse(
      readFileSync(join(root, 'node_modules/.cache/muster-lint/passed.json'), 'utf8'),
    ) as object;
    expect(Object.keys(keptNow).sort()).toEqual(['b.ts', 'eslint.config.js']);
  }, 120_000);

  it('type-checks what it lints, from the same program: a type error fails the lint and is reported again until fixed', () => {
    // `pnpm test` runs no `tsc` of its own over the sources and tests: the lint's programs are the typecheck (the
    // declarations are built without checking, scripts/build.mjs). b.ts's change breaks a.ts, which did not change.
    const { root, write } = typedFixture({
      'a.ts': "import { b } from './b.js';\nexport const a: number = b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(lint(root)).toEqual({ status: 0, output: 'lint: 3 of 3 files linted: 0 errors, 0 warnings\n' });

    write('b.ts', "export const b = 'one';\n");
    const broken = lint(root);
    expect(broken.status).toBe(1);
    expect(broken.output).toMatch(
      /a\.ts\n\s+2:14\s+error\s+TS2322: Type 'string' is not assignable to type 'number'\s+typescript\n/,
    );
    expect(broken.output).toContain('lint: 2 of 3 files linted (1 unchanged');
    expect(broken.output).toContain(': 1 errors, 0 warnings');
    // Not kept as passed: reported again on the next run, though nothing changed.
    expect(lint(root).output).toContain(': 1 errors, 0 warnings');

    write('a.ts', "import { b } from './b.js';\nexport const a: string = b;\n");
    expect(lint(root)).toEqual({
      status: 0,
      output:
        'lint: 1 of 3 files linted (2 unchanged since they passed, with every file they import): 0 errors, 0 warnings\n',
    });
  }, 120_000);
});
