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
    expect(commands).toEqual([lines[1]]);
  });

  it('uses the pnpm pinned in packageManager, and the scripts it names exist', () => {
    const pkg = JSON.parse(read('package.json')) as { packageManager: string; scripts: Record<string, string> };
    const version = pkg.packageManager.replace(/^pnpm@/, '');
    for (const line of lines) expect(line.match(/pnpm@([\d.]+)/g)).toEqual([`pnpm@${version}`, `pnpm@${version}`]);
    expect(pkg.scripts.harness).toBe('node examples/harness/run.mjs');
    expect(read('examples/harness/run.mjs')).toMatch(/'run', 'build'/); // builds what it needs first
    expect(pkg.scripts.test).toMatch(/build.*typecheck.*vitest run.*check:packages/);
  });
});
