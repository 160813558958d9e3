// Which workspace packages need building before a repository script runs them: those whose dist/ is
// missing or older than their sources, among a package and the workspace packages it depends on. Used by
// `pnpm -s muster` (muster-from-repo.mjs) and `pnpm harness` (examples/harness/run.mjs), so that a second
// run starts at once when nothing changed instead of rebuilding every package (issue #24, "Fast start").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files beside src/ whose change also changes the build. */
const BUILD_INPUTS = ['package.json', 'tsup.config.ts', 'tsconfig.json', 'tsconfig.build.json'];

/** Test files sit beside the sources but are not built: editing one never makes a build stale. */
const NOT_BUILT = /\.(spec|test)\.[cm]?[jt]sx?$/;

/**
 * The newest (or, with `oldest`, the oldest) modification time of the files under `dir` (test files left out),
 * or null if none.
 */
function mtimeUnder(dir, oldest = false) {
  let found = null;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && !NOT_BUILT.test(e.name)) {
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

/**
 * The names of the packages among `name` and its workspace dependencies (transitively) that have a build
 * script and whose dist/ (or its JavaScript entry, `main`) is missing or older than a file of src/ or data/ or a build input.
 */
export function staleBuilds(root, name) {
  const packages = workspacePackages(root);
  const seen = new Set();
  const stale = [];
  const visit = (n) => {
    if (seen.has(n) || !packages.has(n)) return;
    seen.add(n);
    const { dir, pkg } = packages.get(n);
    for (const [dep, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }))
      if (String(range).startsWith('workspace:')) visit(dep);
    if (!pkg.scripts?.build) return;
    // The JavaScript must be there (`main`, or any .js file for a package without one such as the harness):
    // `pnpm typecheck` before any build writes declarations into dist/ alone.
    const hasJs = pkg.main !== undefined ? existsSync(join(dir, pkg.main)) : anyFile(join(dir, 'dist'), /\.js$/);
    const built = hasJs ? mtimeUnder(join(dir, 'dist'), true) : null;
    const sources = Math.max(
      mtimeUnder(join(dir, 'src')) ?? 0,
      mtimeUnder(join(dir, 'data')) ?? 0,
      ...BUILD_INPUTS.map((f) => (existsSync(join(dir, f)) ? statSync(join(dir, f)).mtimeMs : 0)),
    );
    if (built === null || built < sources) stale.push(n);
  };
  visit(name);
  return stale;
}
