/**
 * The battle pool's worker script: the built one of the @muster/compare that resolves from here. Named
 * explicitly because compare's default (the script beside its own module) does not exist when the CLI runs
 * from its sources (the tests import compare's TypeScript), while the built package is always there.
 */
export const workerScript = (): URL => new URL('./battleWorker.js', import.meta.resolve('@muster/compare'));
