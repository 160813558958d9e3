import { describe, expect, it } from 'vitest';
import { allSnippets, checkShellSnippets, extractSnippets, typecheckSnippets } from './snippets.mjs';

describe('README and docs snippets', () => {
  const snippets = allSnippets();

  it('every TypeScript and JavaScript snippet typechecks against the built packages (strict, NodeNext)', () => {
    expect(snippets.filter((s) => s.lang === 'ts').length).toBeGreaterThan(10);
    expect(typecheckSnippets(snippets)).toEqual([]);
  });

  it('every shell snippet names commands that exist', () => {
    expect(checkShellSnippets(snippets)).toEqual([]);
  });

  it('reports an error at its line of the Markdown file, through a continued block', () => {
    const text = [
      '```ts',
      'const a: number = 1;',
      '```',
      '',
      '<!-- snippet: excerpt -->',
      '```ts',
      'fragment: 1,',
      '```',
      '<!-- snippet: continues -->',
      '```ts',
      'const b: string = a; // line 11',
      '```',
      '```sh',
      'muster no-such-command && npx -y pnpm@10.34.9 no-such-script',
      '```',
    ].join('\n');
    const found = extractSnippets('x.md', text);
    expect(found.map((s) => [s.line, s.lang, s.excerpt])).toEqual([
      [2, 'ts', false],
      [7, 'ts', true],
      [14, 'sh', false],
    ]);
    expect(typecheckSnippets(found)).toEqual(["x.md:11: Type 'number' is not assignable to type 'string'."]);
    expect(checkShellSnippets(found)).toEqual([
      'x.md:14: `muster no-such-command` is not a command of the CLI',
      'x.md:14: `pnpm no-such-script` is not a script of the root package.json',
    ]);
  });
});
