import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests import workspace packages from source, so `pnpm test` needs no build first.
const root = fileURLToPath(new URL('./', import.meta.url));
const packagesDir = `${root}packages/`;
const alias = readdirSync(packagesDir)
  .filter((name) => existsSync(`${packagesDir}${name}/src/index.ts`))
  .flatMap((name) => [
    // `@muster/core/testing` → `packages/core/src/testing/index.ts`
    { find: new RegExp(`^@muster/${name}/([a-z-]+)$`), replacement: `${packagesDir}${name}/src/$1/index.ts` },
    { find: new RegExp(`^@muster/${name}$`), replacement: `${packagesDir}${name}/src/index.ts` },
  ]);

const include = [
  'packages/*/src/**/*.spec.ts',
  'packages/*/test/**/*.spec.ts',
  'examples/**/*.spec.ts',
  'scripts/**/*.spec.ts',
];

// Most test files share their worker's module cache (`isolate: false`): the ruleset sources are transformed
// and imported once per worker instead of once per file, which was most of the suite's CPU (see
// bench/README.md, "Test suite time"). A file that replaces modules or globals (vi.mock, vi.doMock,
// vi.stubGlobal, vi.stubEnv, vi.resetModules) would see, or leave behind, another file's modules, so such
// files run isolated, each in a fresh module graph. They are found by reading the files, so a new one is
// isolated without editing this list.
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
const specFiles = (dir: string): string[] =>
  readdirSync(`${root}${dir}`, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.spec.ts') && !`${e.parentPath}/`.includes('/node_modules/'))
    .map((e) => `${e.parentPath}/${e.name}`.slice(root.length));
const isolated = ['packages', 'examples', 'scripts']
  .flatMap(specFiles)
  .filter((file) => REPLACES_MODULES.test(readFileSync(`${root}${file}`, 'utf8')));

export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // One test file per core (vitest's default leaves one core idle: a single worker on a 2-core machine, so
    // every file ran in turn). The slow files are split (the conformance parts) so that the cores stay busy.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include, exclude: [...configDefaults.exclude, ...isolated], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
