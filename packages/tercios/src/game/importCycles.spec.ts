import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue #20: "a runtime import cycle (activation.ts <-> reactionsOnTable.ts)". The shared piece (the reoriented
// base) lives in its own file, game/reorientedBase.ts; this guard keeps the package free of runtime cycles
// (imports of types only are erased and do not count).

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === '__fixtures__' ? [] : sources(p);
    return p.endsWith('.ts') && !p.includes('.spec.') ? [p] : [];
  });
}

/** The relative modules a file imports at run time (not `import type`, not `{ type X }` only). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'/gms)) {
    if (m[1]) continue;
    const names = /^\{([^}]*)\}$/s.exec(m[2]!.trim());
    if (
      names?.[1]
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '))
    )
      continue;
    out.push(resolve(dirname(file), m[3]!.replace(/\.js$/, '.ts')));
  }
  return out;
}

function cycles(files: readonly string[], importsOf: (f: string) => string[] = runtimeImports): string[] {
  const graph = new Map(files.map((f) => [f, importsOf(f)] as const));
  const found: string[] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (f: string) => {
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      const at = stack.indexOf(d);
      if (at >= 0)
        found.push(
          stack
            .slice(at)
            .map((x) => relative(SRC, x))
            .join(' -> '),
        );
      else if (!done.has(d)) visit(d);
    }
    stack.pop();
    done.add(f);
  };
  for (const f of files) if (!done.has(f)) visit(f);
  return found;
}

describe('module structure', () => {
  it('has no runtime import cycle (activation and the reactions share game/reorientedBase.ts)', () => {
    const files = sources(SRC);
    expect(files.some((f) => f.endsWith('game/activation.ts'))).toBe(true);
    expect(runtimeImports(join(SRC, 'game/reactionsOnTable.ts'))).toContain(join(SRC, 'game/reorientedBase.ts'));
    expect(cycles(files)).toEqual([]);
  });

  it('finds a cycle when there is one (the guard can fail)', () => {
    const a = join(SRC, 'game/activation.ts');
    const r = join(SRC, 'game/reactionsOnTable.ts');
    // activation imports the reactions at run time; the reactions importing activation back would be the cycle.
    expect(runtimeImports(a)).toContain(r);
    const withBackEdge = (f: string) => (f === r ? [...runtimeImports(r), a] : runtimeImports(f));
    expect(cycles([a, r], withBackEdge)).toEqual(['game/activation.ts -> game/reactionsOnTable.ts']);
  });
});
