// The code snippets of the READMEs and docs, checked as a reader would use them: the TypeScript and JavaScript
// ones typecheck (strict, NodeNext) against the built packages in one program, and the shell ones name
// commands that exist. `node scripts/snippets/snippets.mjs` prints what fails; snippets.spec.ts runs it in
// `pnpm test`.
//
// Markers, on the line before a fence:
//   <!-- snippet: continues -->  the block continues the file's previous block (a walk-through built in steps)
//   <!-- snippet: excerpt -->    a part of a larger file (an object's property, a fragment of a call): not
//                                checked, and listed as such
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const LANGS = { ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js', sh: 'sh', bash: 'sh', shell: 'sh' };

/** The Markdown files whose snippets are checked: the READMEs and docs/. */
export function markdownFiles() {
  const files = ['README.md'];
  for (const dir of ['packages', 'examples']) {
    for (const name of readdirSync(join(root, dir)).sort()) {
      if (existsSync(join(root, dir, name, 'README.md'))) files.push(`${dir}/${name}/README.md`);
    }
  }
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory() && path !== 'docs/api') walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/**
 * The snippets of one Markdown text: `{ file, line, lang, code, excerpt }`, a continued block merged into the
 * one before it (its lines padded so that errors point at the right line of the Markdown file).
 */
export function extractSnippets(file, text) {
  const lines = text.split('\n');
  const snippets = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w+)\s*$/.exec(lines[i]);
    if (!open) continue;
    const indent = open[1].length;
    let end = i + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) end++;
    const lang = LANGS[open[2].toLowerCase()];
    let previous = i - 1;
    while (previous >= 0 && lines[previous].trim() === '') previous--;
    const marker = /^\s*<!--\s*snippet:\s*(continues|excerpt)\s*-->\s*$/.exec(lines[previous] ?? '')?.[1];
    const body = lines.slice(i + 1, end).map((line) => line.slice(Math.min(indent, line.search(/\S|$/))));
    i = end;
    if (!lang) continue;
    const last = snippets.findLast((s) => s.lang === lang && !s.excerpt);
    if (marker === 'continues' && last) {
      // Blank lines up to this block keep the line numbers of the Markdown file.
      const gap = i - body.length + 2 - last.line - last.code.split('\n').length;
      last.code += `${'\n'.repeat(Math.max(1, gap))}${body.join('\n')}`;
      continue;
    }
    snippets.push({ file, line: i - body.length + 1, lang, code: body.join('\n'), excerpt: marker === 'excerpt' });
  }
  return snippets;
}

/** Every snippet of the READMEs and docs. */
export function allSnippets() {
  return markdownFiles().flatMap((file) => extractSnippets(file, readFileSync(join(root, file), 'utf8')));
}

/** The public packages (`packages/<dir>` with a name and no `private`), by name. */
function publicPackages() {
  return readdirSync(join(root, 'packages'))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/**
 * Typechecks the TypeScript and JavaScript snippets in one program, each as an ES module of a project that
 * installed the built packages (strict, NodeNext, as the release check's consumer). Returns the errors as
 * `file:line: message`, at the line of the Markdown file.
 */
export function typecheckSnippets(snippets) {
  const code = snippets.filter((s) => (s.lang === 'ts' || s.lang === 'js') && !s.excerpt);
  const dir = mkdtempSync(join(tmpdir(), 'muster-snippets-'));
  try {
    mkdirSync(join(dir, 'node_modules', '@muster'), { recursive: true });
    mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
    for (const { dir: pkg, manifest } of publicPackages()) {
      if (!existsSync(join(root, 'packages', pkg, 'dist'))) {
        return [`packages/${pkg}: not built (run \`pnpm build\` first): the snippets check the built packages`];
      }
      symlinkSync(join(root, 'packages', pkg), join(dir, 'node_modules', manifest.name), 'dir');
    }
    symlinkSync(join(root, 'packages', 'core', 'node_modules', 'zod'), join(dir, 'node_modules', 'zod'), 'dir');
    symlinkSync(join(root, 'node_modules', '@types', 'node'), join(dir, 'node_modules', '@types', 'node'), 'dir');
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    const where = new Map();
    const files = code.map((snippet, index) => {
      const path = join(dir, `snippet${index}.${snippet.lang === 'ts' ? 'ts' : 'mjs'}`);
      // A block without import or export is still a module of its own, so two blocks may declare one name.
      writeFileSync(path, `${snippet.code}\nexport {};\n`);
      where.set(path, snippet);
      return path;
    });
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      allowJs: true,
      checkJs: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node'],
    });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0];
      const snippet = diagnostic.file && where.get(diagnostic.file.fileName);
      if (!snippet || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${snippet.file}:${snippet.line + line}: ${message}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PNPM_BUILTINS = new Set(['install', 'add', 'exec', 'dlx', '-r', '--filter', 'run', 'test', 'pack', 'changeset']);

/**
 * Checks that each command of the shell snippets exists: `muster <command>` is a command of the built CLI,
 * `pnpm <script>` a script of the root package.json (or pnpm's own). Returns the problems as `file:line: ...`.
 */
export function checkShellSnippets(snippets) {
  const help = execFileSync(process.execPath, [join(root, 'packages', 'cli', 'dist', 'bin.js'), '--help'], {
    encoding: 'utf8',
  });
  const commands = new Set([...help.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)].map((m) => m[1]));
  const scripts = new Set(Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts));
  const problems = [];
  for (const snippet of snippets.filter((s) => s.lang === 'sh' && !s.excerpt)) {
    snippet.code.split('\n').forEach((text, offset) => {
      const where = `${snippet.file}:${snippet.line + offset}`;
      for (const command of text.replace(/#.*$/, '').split(/&&|\|\||;/)) {
        const words = command.trim().split(/\s+/).filter(Boolean);
        if (words[0] === 'npx' && words[1] === 'muster') words.shift();
        if (words[0] === 'muster' && words[1] !== undefined && !words[1].startsWith('-') && !commands.has(words[1])) {
          problems.push(`${where}: \`muster ${words[1]}\` is not a command of the CLI`);
        }
        const pnpm = words.findIndex((w) => w === 'pnpm' || w.startsWith('pnpm@'));
        const script = pnpm >= 0 ? words[pnpm + 1] : undefined;
        if (script !== undefined && !scripts.has(script) && !PNPM_BUILTINS.has(script) && !script.startsWith('--')) {
          problems.push(`${where}: \`pnpm ${script}\` is not a script of the root package.json`);
        }
      }
    });
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const snippets = allSnippets();
  const problems = [...typecheckSnippets(snippets), ...checkShellSnippets(snippets)];
  const excerpts = snippets.filter((s) => s.excerpt).map((s) => `${s.file}:${s.line}`);
  console.log(`${snippets.length} snippets; excerpts not checked: ${excerpts.join(', ') || 'none'}`);
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
