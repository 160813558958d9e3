// The vitest config of the number mutator (numbers.mjs): the root config (workspace aliases to src, setup file)
// without its `projects`. The root's `shared` project runs test files with `isolate: false`, whose module cache
// kept the mutated table's module from being loaded again: every number mutant survived. Here each spec file
// runs isolated (vitest's default) and invalidating the mutated file reloads it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import rootConfig from '../../vitest.config.ts';

const { projects: _projects, experimental: _experimental, ...rootTest } = rootConfig.test ?? {};
export default defineConfig({
  ...rootConfig,
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: { ...rootTest, include: ['packages/*/src/**/*.spec.ts'] },
});
