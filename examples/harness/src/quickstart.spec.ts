import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The lines of the first fenced code block under `## Quick start`. */
function quickStart(readme: string): string[] {
  const section = readme.split(/^## Quick start\s*$/m)[1] ?? '';
  const block = /^```[^\n]*\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '');
}

describe('README Quick start', () => {
  const lines = quickStart(read('README.md'));

  it('holds exactly two command lines: install + harness, install + test', () => {
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^npx -y pnpm@[\d.]+ install && npx -y pnpm@[\d.]+ harness$/);
    expect(lines[1]).toMatch(/^npx -y pnpm@[\d.]+ install && npx -y pnpm@[\d.]+ test$/);
  });

  it('is what .ci/run runs (line 2), with strict bash', () => {
    const script = read('.ci/run');
    expect(script.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(script).toMatch(/^set -euo pipefail$/m);
    const commands = script
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#') && !l.startsWith('set ') && !l.startsWith('cd '));
    // First the README's line 2; then only the extra CI steps named by root scripts (release check, mutation).
    expect(commands[0]).toBe(lines[1]);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const extra of commands.slice(1)) {
      const [, name] = /^npx -y pnpm@[\d.]+ ([\w:-]+)(?: --[\w-]+)*$/.exec(extra) ?? [];
      expect(name, extra).toBeDefined();
      expect(scripts[name!], extra).toBeDefined();
    }
  });

  it('uses the pnpm pinned in packageManager, and the scripts it names exist', () => {
    const pkg = JSON.parse(read('package.json')) as { packageManager: string; scripts: Record<string, string> };
    const version = pkg.packageManager.replace(/^pnpm@/, '');
    for (const line of lines) expect(line.match(/pnpm@([\d.]+)/g)).toEqual([`pnpm@${version}`, `pnpm@${version}`]);
    expect(pkg.scripts.harness).toBe('node examples/harness/run.mjs');
    expect(read('examples/harness/run.mjs')).toMatch(/'run', 'build'/); // builds what it needs first
    // `pnpm test`: the format check and the lint (which read only sources; the lint's programs are also the type check
    // of every source and test file, scripts/lint/lint.mjs) beside the build of what changed since the last build
    // (everything in a new clone); after the build, the unit tests and the package checks side by side (each reads
    // the build). Every script named is a root script that exists.
    // (`--workspace-concurrency`: pnpm runs min(4, cores) scripts at once by default, two here, and one waited.)
    const group = (step: string | undefined) =>
      /^pnpm run --workspace-concurrency=3 "\/\^\(([\w:|]+)\)\$\/"$/.exec(step ?? '')?.[1]?.split('|');
    expect(group(pkg.scripts.test)).toEqual(['format:check', 'lint', 'test:built']);
    const [build, afterBuild, more] = (pkg.scripts['test:built'] ?? '').split(' && ');
    expect(build).toBe('pnpm build:changed');
    expect(pkg.scripts['build:changed']).toBe(`${pkg.scripts.build} --changed`);
    expect(group(afterBuild)).toEqual(['test:unit', 'check:packages']);
    expect(more).toBeUndefined();
    for (const name of [...group(pkg.scripts.test)!, ...group(afterBuild)!])
      expect(pkg.scripts[name], name).toBeDefined();
    expect(pkg.scripts['test:unit']).toBe('vitest run');
  });
});
