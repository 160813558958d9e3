import { readdirSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests import workspace packages from source, so `pnpm test` needs no build first.
const packagesDir = fileURLToPath(new URL('./packages/', import.meta.url));
const alias = readdirSync(packagesDir)
  .filter((name) => existsSync(`${packagesDir}${name}/src/index.ts`))
  .flatMap((name) => [
    // `@muster/core/testing` → `packages/core/src/testing/index.ts`
    { find: new RegExp(`^@muster/${name}/([a-z-]+)$`), replacement: `${packagesDir}${name}/src/$1/index.ts` },
    { find: new RegExp(`^@muster/${name}$`), replacement: `${packagesDir}${name}/src/index.ts` },
  ]);

export default defineConfig({
  resolve: { alias },
  test: {
    include: [
      'packages/*/src/**/*.spec.ts',
      'packages/*/test/**/*.spec.ts',
      'examples/**/*.spec.ts',
      'scripts/**/*.spec.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // One test file per core (vitest's default leaves one core idle: a single worker on a 2-core machine, so
    // every file ran in turn). The slow files are split (the conformance parts) so that the cores stay busy.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
