// Issue 24, "Fast start": `pnpm -s muster` and `pnpm harness` build only the packages whose dist/ is
// missing or older than their sources, among the one they run and its workspace dependencies.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildablePackages, staleBuilds } from '../scripts/staleBuilds.mjs';
import { tempDir } from './helpers.js';

/** A workspace file with a modification time `at` seconds after the epoch. */
function file(root: string, path: string, text: string, at: number): void {
  const p = join(root, path);
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, text);
  utimesSync(p, at, at);
}

/** A workspace: app depends on lib (workspace:*) and on a registry package; both build with tsup. */
function workspace(times: { libSrc: number; libDist?: number; appSrc: number; appDist: number }): string {
  const root = tempDir();
  const pkg = (name: string, deps: Record<string, string>) =>
    JSON.stringify({ name, scripts: { build: 'tsup' }, dependencies: deps });
  file(root, 'packages/lib/package.json', pkg('lib', {}), 1);
  file(root, 'packages/app/package.json', pkg('app', { lib: 'workspace:*', zod: '4.0.0' }), 1);
  file(root, 'packages/lib/src/index.ts', '', times.libSrc);
  if (times.libDist !== undefined) file(root, 'packages/lib/dist/index.js', '', times.libDist);
  file(root, 'packages/app/src/index.ts', '', times.appSrc);
  file(root, 'packages/app/dist/index.js', '', times.appDist);
  return root;
}

const staleAmong = staleBuilds as (root: string, ...names: string[]) => string[];
const stale = (root: string) => staleAmong(root, 'app');

describe('staleBuilds (24, fast start)', () => {
  it('nothing when every dist/ is newer than its sources', () => {
    expect(stale(workspace({ libSrc: 100, libDist: 200, appSrc: 100, appDist: 200 }))).toEqual([]);
  });

  it('a workspace dependency whose source changed after its build, and only it', () => {
    expect(stale(workspace({ libSrc: 300, libDist: 200, appSrc: 100, appDist: 200 }))).toEqual(['lib']);
  });

  it('a package without dist/, and the package itself when its source changed', () => {
    expect(stale(workspace({ libSrc: 100, appSrc: 300, appDist: 200 }))).toEqual(['lib', 'app']);
  });

  it('not a package whose only change since its build is a test file (tests are not built)', () => {
    const root = workspace({ libSrc: 100, libDist: 200, appSrc: 100, appDist: 200 });
    file(root, 'packages/lib/src/index.spec.ts', '', 300);
    file(root, 'packages/app/src/render/map.test.mjs', '', 300);
    expect(stale(root)).toEqual([]);
    file(root, 'packages/lib/src/specimen.ts', '', 300);
    expect(stale(root)).toEqual(['lib']);
  });

  it('a package whose dist/ holds declarations only (a typecheck before any build writes them), or whose build config changed', () => {
    const root = workspace({ libSrc: 100, appSrc: 100, appDist: 200 });
    file(root, 'packages/lib/dist/index.d.ts', '', 200);
    expect(stale(root)).toEqual(['lib']);
    file(root, 'packages/lib/dist/index.js', '', 200);
    expect(stale(root)).toEqual([]);
    file(root, 'packages/app/tsconfig.build.json', '{}', 300);
    expect(stale(root)).toEqual(['app']);
  });

  it('the JavaScript entry is `main` when the package names one, any .js file of dist/ otherwise', () => {
    const root = workspace({ libSrc: 100, libDist: 200, appSrc: 100, appDist: 200 });
    file(
      root,
      'packages/lib/package.json',
      JSON.stringify({ name: 'lib', main: './dist/lib.js', scripts: { build: 'tsup' } }),
      1,
    );
    expect(stale(root)).toEqual(['lib']);
    file(root, 'packages/lib/dist/lib.js', '', 200);
    expect(stale(root)).toEqual([]);
  });

  it('a package whose dist/ lacks the declarations its manifest names (its tsup run alone empties dist/ of them)', () => {
    const root = workspace({ libSrc: 100, libDist: 200, appSrc: 100, appDist: 200 });
    const lib = { name: 'lib', types: './dist/index.d.ts', scripts: { build: 'tsup' } };
    file(root, 'packages/lib/package.json', JSON.stringify(lib), 1);
    expect(stale(root)).toEqual(['lib']);
    file(root, 'packages/lib/dist/index.d.ts', '', 200);
    expect(stale(root)).toEqual([]);
  });

  it('every package when a build input of the repository root changed (compiler options, installed versions)', () => {
    const root = workspace({ libSrc: 100, libDist: 200, appSrc: 100, appDist: 200 });
    file(root, 'tsconfig.base.json', '{}', 150);
    file(root, 'pnpm-lock.yaml', '', 150);
    expect(stale(root)).toEqual([]);
    file(root, 'tsconfig.base.json', '{}', 300);
    expect(stale(root)).toEqual(['lib', 'app']);
    file(root, 'tsconfig.base.json', '{}', 150);
    file(root, 'pnpm-lock.yaml', '', 300);
    expect(stale(root)).toEqual(['lib', 'app']);
  });

  it("a web app's page and public/ files, and its vite config", () => {
    const root = workspace({ libSrc: 100, libDist: 200, appSrc: 100, appDist: 200 });
    file(root, 'packages/app/index.html', '', 300);
    expect(stale(root)).toEqual(['app']);
    file(root, 'packages/app/index.html', '', 100);
    file(root, 'packages/app/public/icon.svg', '', 300);
    expect(stale(root)).toEqual(['app']);
    file(root, 'packages/app/public/icon.svg', '', 100);
    file(root, 'packages/app/vite.config.ts', '', 300);
    expect(stale(root)).toEqual(['app']);
  });

  it('a package that bundles its dependencies (vite) when one is stale or its JavaScript was built after it; not one that does not', () => {
    const root = workspace({ libSrc: 100, libDist: 200, appSrc: 100, appDist: 200 });
    file(root, 'packages/lib/dist/index.js', '', 250); // lib built again after app
    file(root, 'packages/lib/dist/index.d.ts', '', 250);
    expect(stale(root)).toEqual([]); // tsup leaves lib out of app's build
    file(root, 'packages/app/vite.config.ts', '', 100);
    expect(stale(root)).toEqual(['app']);
    file(root, 'packages/lib/dist/index.js', '', 150); // only the declarations are newer: a bundler reads no .d.ts
    expect(stale(root)).toEqual([]);
    file(root, 'packages/lib/src/index.ts', '', 300); // lib is stale: app will bundle its new build
    expect(stale(root)).toEqual(['lib', 'app']);
  });

  it('several packages at once, dependencies first, and which packages `pnpm build` builds', () => {
    const root = workspace({ libSrc: 300, libDist: 200, appSrc: 300, appDist: 200 });
    file(root, 'examples/tool/package.json', JSON.stringify({ name: 'tool', scripts: { build: 'tsup' } }), 1);
    file(root, 'packages/docs/package.json', JSON.stringify({ name: 'docs' }), 1);
    expect(staleAmong(root, 'app', 'lib', 'tool')).toEqual(['lib', 'app', 'tool']);
    expect((buildablePackages as (root: string) => string[])(root).sort()).toEqual(['app', 'lib']);
  });
});
