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
  // inversify's ESM build is about 340 small files; Node's ESM loader took about 0.35 CPU s to read them on every
  // start (a third of `muster --version`). Bundled, they are one chunk read in about 15 ms. Only core calls inversify
  // at run time, and a ContainerModule made with another copy of inversify loads into core's Container (both
  // sides only call each other's `load`), so rulesets may keep importing `inversify` for its types or modules. The
  // declarations still name the `inversify` package, which stays a dependency; its licence is in
  // THIRD-PARTY-NOTICES.md. bench/README.md ("Startup") has the measurements.
  noExternal: ['inversify', /^@inversifyjs\//],
});
