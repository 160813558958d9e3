import { defineConfig } from 'tsup';

// One entry per public path of package.json "exports"; code shared between entries lands in common chunks,
// so a class (MusterError, Rational, ScriptedDice) is one class whichever entry a user imports it from.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'geometry/index': 'src/geometry/index.ts',
    'odds/index': 'src/odds/index.ts',
    'testing/index': 'src/testing/index.ts',
    'internal/index': 'src/internal/index.ts',
  },
  format: ['esm'],
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
});
