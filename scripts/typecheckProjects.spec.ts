// `pnpm typecheck` runs one `tsc -b tsconfig.typecheck.json` (issue 24: one process parses the type library and the
// packages' declarations once) instead of each package's own `typecheck` script. This keeps the two saying the same:
// every project a package's script checks is in the solution, and nothing else but the root's own project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';

const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The projects `tsc -b …` in a package's `typecheck` script names, as paths from the repository root. */
function packageProjects(): string[] {
  return readdirSync(new URL('packages/', root)).flatMap((name) => {
    const manifest = JSON.parse(read(`packages/${name}/package.json`)) as { scripts?: Record<string, string> };
    const script = manifest.scripts?.typecheck;
    if (script === undefined) return [];
    const match = /^tsc -b((?: [\w./-]+\.json)+)$/.exec(script);
    expect(match, `packages/${name}: typecheck is "tsc -b <projects>"`).not.toBeNull();
    return match![1]!
      .trim()
      .split(' ')
      .map((project) => `./packages/${name}/${project}`);
  });
}

describe('tsconfig.typecheck.json', () => {
  const { config, error } = ts.parseConfigFileTextToJson('tsconfig.typecheck.json', read('tsconfig.typecheck.json'));
  const solution = config as { files?: string[]; references?: { path: string }[] };

  it('is the root typecheck script', () => {
    expect(error).toBeUndefined();
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.typecheck).toBe('tsc -b tsconfig.typecheck.json');
    expect(solution.files).toEqual([]);
  });

  it("references every project of every package's typecheck script, and the root project", () => {
    const referenced = (solution.references ?? []).map((r) => r.path);
    expect([...referenced].sort()).toEqual([...packageProjects(), './tsconfig.json'].sort());
  });
});

// `pnpm build` (scripts/build.mjs) emits every package's declarations in one `tsc -b tsconfig.build.json`.
describe('tsconfig.build.json', () => {
  it("references every package's tsconfig.build.json, and nothing else", () => {
    const { config, error } = ts.parseConfigFileTextToJson('tsconfig.build.json', read('tsconfig.build.json'));
    expect(error).toBeUndefined();
    const solution = config as { files?: string[]; references?: { path: string }[] };
    expect(solution.files).toEqual([]);
    const packages = readdirSync(new URL('packages/', root)).filter((name) =>
      existsSync(new URL(`packages/${name}/tsconfig.build.json`, root)),
    );
    expect(packages.length).toBeGreaterThanOrEqual(8);
    const listed = (solution.references ?? []).map((r) => r.path);
    expect([...listed].sort()).toEqual(packages.map((name) => `./packages/${name}/tsconfig.build.json`).sort());
    // Without project references, tsc -b builds them in the listed order: a package after every workspace package
    // it imports the declarations of (a new clone has none before this build).
    const order = listed.map((path) => path.split('/')[2]!);
    for (const [at, name] of order.entries()) {
      const manifest = JSON.parse(read(`packages/${name}/package.json`)) as Record<string, Record<string, string>>;
      const deps = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies });
      for (const dep of deps.filter((d) => d.startsWith('@muster/')))
        expect(order.indexOf(dep.slice('@muster/'.length)), `${dep} before ${name}`).toBeLessThan(at);
    }
  });

  it("is what each package's build:js leaves out of its build", () => {
    for (const name of readdirSync(new URL('packages/', root))) {
      if (!existsSync(new URL(`packages/${name}/package.json`, root))) continue;
      const { scripts } = JSON.parse(read(`packages/${name}/package.json`)) as { scripts: Record<string, string> };
      expect(scripts.build, name).toBe(`${scripts['build:js']} && tsc -b tsconfig.build.json --force`);
    }
  });
});
