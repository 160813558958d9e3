// Which workspace packages need building before a repository script runs them: those whose dist/ is
// missing or older than their sources, among a package and the workspace packages it depends on. Used by
// `pnpm -s muster` (muster-from-repo.mjs) and `pnpm harness` (examples/harness/run.mjs), so that a second
// run starts at once when nothing changed instead of rebuilding every package (issue #24, "Fast start").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files and folders beside src/ whose change also changes the build (index.html and public/: the club's web app). */
const BUILD_INPUTS = ['package.json', 'tsup.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.ts'];
const BUILD_INPUT_DIRS = ['src', 'data', 'public'];
const WEB_INPUTS = ['index.html'];
/** Files of the repository root that every package's build reads (compiler options, installed versions). */
const ROOT_INPUTS = ['tsconfig.base.json', 'pnpm-lock.yaml'];

/** Test files sit beside the sources but are not built: editing one never makes a build stale. */
const NOT_BUILT = /\.(spec|test)\.[cm]?[jt]sx?$/;

/**
 * The newest (or, with `oldest`, the oldest) modification time of the files under `dir` whose name matches `only`
 * (test files left out), or null if none.
 */
function mtimeUnder(dir, oldest = false, only = /(?:)/) {
  let found = null;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && !NOT_BUILT.test(e.name) && only.test(e.name)) {
        const t = statSync(p).mtimeMs;
        if (found === null || (oldest ? t < found : t > found)) found = t;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}

/** Whether a file whose name matches `pattern` is under `dir`. */
function anyFile(dir, pattern) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true, recursive: true }).some((e) => e.isFile() && pattern.test(e.name));
}

/** Every workspace package (packages/* and examples/*) by name: its folder and its package.json. */
function workspacePackages(root) {
  const byName = new Map();
  for (const group of ['packages', 'examples']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const file = join(base, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      byName.set(pkg.name, { dir: join(base, name), pkg });
    }
  }
  return byName;
}

/** The names of the workspace packages under packages/ that have a build script (`pnpm build` builds them all). */
export function buildablePackages(root) {
  return [...workspacePackages(root)]
    .filter(([, { dir, pkg }]) => dir.startsWith(join(root, 'packages')) && pkg.scripts?.build !== undefined)
    .map(([name]) => name);
}

/**
 * The names of the packages among `names` and their workspace dependencies (transitively) that have a build
 * script and whose dist/ (or its JavaScript entry, `main`, or the declarations `types` names) is missing or older
 * than a file of src/, data/ or public/, a build input of the package or of the repository root. A package that
 * bundles its workspace dependencies into its build (a `vite.config.ts`: the club's web app) is stale too when one
 * of them is stale or was built after it. Dependencies come before the packages that depend on them.
 */
export function staleBuilds(root, ...names) {
  const packages = workspacePackages(root);
  const rootInputs = Math.max(
    0,
    ...ROOT_INPUTS.map((f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0)),
  );
  const seen = new Set();
  const stale = [];
  const visit = (n) => {
    if (seen.has(n) || !packages.has(n)) return;
    seen.add(n);
    const { dir, pkg } = packages.get(n);
    const deps = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([dep, range]) => String(range).startsWith('workspace:') && packages.has(dep))
      .map(([dep]) => dep);
    for (const dep of deps) visit(dep);
    if (!pkg.scripts?.build) return;
    // The JavaScript must be there (`main`, or any .js file for a package without one such as the harness):
    // `pnpm typecheck` before any build writes declarations into dist/ alone.
    const hasJs = pkg.main !== undefined ? existsSync(join(dir, pkg.main)) : anyFile(join(dir, 'dist'), /\.js$/);
    // And the declarations the manifest names: a package's own `build:js` (tsup) empties dist/ of them, and the
    // JavaScript it leaves is newer than every source.
    const hasTypes = pkg.types === undefined || existsSync(join(dir, pkg.types));
    const built = hasJs && hasTypes ? mtimeUnder(join(dir, 'dist'), true) : null;
    const sources = Math.max(
      rootInputs,
      ...BUILD_INPUT_DIRS.map((d) => mtimeUnder(join(dir, d)) ?? 0),
      ...[...BUILD_INPUTS, ...WEB_INPUTS].map((f) => (existsSync(join(dir, f)) ? statSync(join(dir, f)).mtimeMs : 0)),
    );
    if (built === null || built < sources || (bundlesDependencies(dir) && dependencyNewer(deps, built))) stale.push(n);
  };
  /**
   * Whether a workspace dependency (transitively) is stale, or has JavaScript in dist/ newer than `built` (what a
   * bundler reads; `pnpm build` writes every package's declarations after all the JavaScript).
   */
  const dependencyNewer = (deps, built) => {
    const checked = new Set();
    const newer = (dep) => {
      if (checked.has(dep) || !packages.has(dep)) return false;
      checked.add(dep);
      const { dir, pkg } = packages.get(dep);
      if (stale.includes(dep) || (mtimeUnder(join(dir, 'dist'), false, /\.js$/) ?? 0) > built) return true;
      return Object.entries({ ...pkg.dependencies })
        .filter(([, range]) => String(range).startsWith('workspace:'))
        .some(([d]) => newer(d));
    };
    return deps.some(newer);
  };
  for (const name of names) visit(name);
  return stale;
}

/** A package whose build bundles its dependencies' built code into its own (vite's web build, not tsup's). */
const bundlesDependencies = (dir) => existsSync(join(dir, 'vite.config.ts'));

/** Every workspace package's folder by its name. */
export function workspacePackageDirs(root) {
  return new Map([...workspacePackages(root)].map(([name, { dir }]) => [name, dir]));
}
