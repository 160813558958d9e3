import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

/**
 * The files that take longest, slowest first: the browser suites, the CLI's files that start processes and worker
 * threads, the whole battles. vitest starts the files it has timed before longest first, but a fresh clone (CI) has
 * no timings, and then it starts the larger files first, which left the club's browser suites (a short file, a minute
 * of browsers) to the end of the run, one core working alone (bench/README.md, "Test suite time").
 */
const SLOW_FIRST = [
  /club\/test\/e2e\.spec\.ts$/,
  /cli\/test\/ab\.spec\.ts$/,
  /cli\/test\/viewer\.e2e\.spec\.ts$/,
  /cli\/test\/workers\.spec\.ts$/,
  /conformance(\.\d)?(\.int)?\.spec\.ts$/,
  /competentBot(\.\w+)?\.spec\.ts$/,
  /cli\/test\/(compare|paths)\.spec\.ts$/,
  /compare\/test\/runBatch\.spec\.ts$/,
];

/** vitest's order (isolated files first, then by timings or size), with the known slow files moved to the front. */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const slow = SLOW_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
      return (file.project.config.isolate ? 0 : 1) * 100 + (slow === -1 ? SLOW_FIRST.length : slow);
    };
    return order
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // One test file per core (vitest's default leaves one core idle: a single worker on a 2-core machine, so
    // every file ran in turn). The slow files are split (the conformance parts) so that the cores stay busy.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowFirst },
    // The transformed sources kept on disk (node_modules/.cache/vitest-modules), keyed by each file's content, so a
    // second run transforms only the files that changed (bench/README.md, "Test suite time"). The mutation configs
    // leave it out: Stryker and the number mutator rewrite sources under test.
    experimental: { fsModuleCache: true, fsModuleCachePath: 'node_modules/.cache/vitest-modules' },
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
