// The API report of a workspace package: for each public entry of its package.json "exports", every exported
// name with its declared signature (bodies, private members and comments left out), read from the sources with
// the TypeScript compiler API, written to <package>/api/<entry>.api.md so API changes show in review.
// Every package runs it from its folder (`api:report`, and `api:check` inside `check:package`):
//
//   node ../../scripts/apiReport.mjs          writes the reports of the package in the current folder
//   node ../../scripts/apiReport.mjs --check  fails (exit 1) when a committed report differs from the sources
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

/**
 * Checks (`check`) or writes the API reports of the package in `packageDir`; returns the messages to print and
 * how many reports are stale. `host` (optional) is the compiler host of the program, so that a caller reporting
 * on several packages can share the parsed library and dependency declarations between them.
 */
export async function apiReports(packageDir, { check = false, host } = {}) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

  /** The entries: "." → src/index.ts, "./odds" → src/odds/index.ts (the layout tsup.config.ts builds). */
  const entries = Object.keys(manifest.exports)
    .filter((path) => path !== './package.json')
    .map((path) => {
      const sub = path === '.' ? '' : path.slice(2);
      return {
        name: path === '.' ? manifest.name : `${manifest.name}/${sub}`,
        file: join(packageDir, 'src', sub, 'index.ts'),
        report: join(packageDir, 'api', `${sub === '' ? 'index' : sub}.api.md`),
      };
    });

  const configFile = ts.readConfigFile(join(packageDir, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, packageDir);
  const program = ts.createProgram(
    entries.map((e) => e.file),
    { ...options, noEmit: true },
    host,
  );
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const { factory } = ts;

  const isPrivate = (member) =>
    (member.name && ts.isPrivateIdentifier(member.name)) ||
    (ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
  const typeNodeOf = (node) =>
    node.type ??
    factory.createTypeReferenceNode(
      checker.typeToString(checker.getTypeAtLocation(node), node, ts.TypeFormatFlags.NoTruncation),
    );

  /** A declaration as its signature: functions and methods without bodies, variables as `const x: T`. */
  function signatureOf(declaration) {
    if (ts.isFunctionDeclaration(declaration))
      return factory.updateFunctionDeclaration(
        declaration,
        declaration.modifiers,
        declaration.asteriskToken,
        declaration.name,
        declaration.typeParameters,
        declaration.parameters,
        typeNodeOf(declaration),
        undefined,
      );
    if (ts.isClassDeclaration(declaration)) {
      const members = declaration.members.filter((m) => !isPrivate(m) && !ts.isClassStaticBlockDeclaration(m));
      return factory.updateClassDeclaration(
        declaration,
        declaration.modifiers?.filter((m) => !ts.isDecorator(m)),
        declaration.name,
        declaration.typeParameters,
        declaration.heritageClauses,
        members.map((m) => {
          if (ts.isMethodDeclaration(m))
            return factory.updateMethodDeclaration(
              m,
              m.modifiers,
              m.asteriskToken,
              m.name,
              m.questionToken,
              m.typeParameters,
              m.parameters,
              typeNodeOf(m),
              undefined,
            );
          if (ts.isConstructorDeclaration(m))
            return factory.updateConstructorDeclaration(
              m,
              m.modifiers,
              m.parameters.map((p) =>
                factory.updateParameterDeclaration(
                  p,
                  p.modifiers?.filter((mod) => mod.kind !== ts.SyntaxKind.PrivateKeyword),
                  p.dotDotDotToken,
                  p.name,
                  p.questionToken,
                  p.type,
                  p.initializer,
                ),
              ),
              undefined,
            );
          if (ts.isGetAccessorDeclaration(m))
            return factory.updateGetAccessorDeclaration(m, m.modifiers, m.name, m.parameters, typeNodeOf(m), undefined);
          if (ts.isSetAccessorDeclaration(m))
            return factory.updateSetAccessorDeclaration(m, m.modifiers, m.name, m.parameters, undefined);
          if (ts.isPropertyDeclaration(m))
            return factory.updatePropertyDeclaration(
              m,
              m.modifiers,
              m.name,
              m.questionToken ?? m.exclamationToken,
              typeNodeOf(m),
              undefined,
            );
          return m;
        }),
      );
    }
    if (ts.isVariableDeclaration(declaration)) {
      const list = declaration.parent;
      const statement = list.parent;
      return factory.createVariableStatement(
        statement.modifiers,
        factory.createVariableDeclarationList(
          [factory.createVariableDeclaration(declaration.name, undefined, typeNodeOf(declaration), undefined)],
          list.flags & ts.NodeFlags.BlockScoped,
        ),
      );
    }
    return declaration;
  }

  /** One entry's report: its exports sorted by name, each with the source file it is declared in. */
  async function report(entry) {
    const source = program.getSourceFile(entry.file);
    if (!source) throw new Error(`${entry.file} is not in the program`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const exports = [...checker.getExportsOfModule(moduleSymbol)].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    const blocks = exports.map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declarations = target.declarations ?? [];
      // Overloads: the signatures only, not the implementation.
      const shown = declarations.filter(
        (d) => !(ts.isFunctionDeclaration(d) && d.body && declarations.filter(ts.isFunctionDeclaration).length > 1),
      );
      const where = relative(packageDir, shown[0]?.getSourceFile().fileName ?? entry.file);
      const text = shown.map((d) => printer.printNode(ts.EmitHint.Unspecified, signatureOf(d), d.getSourceFile()));
      const alias = symbol.name === target.name ? '' : ` (exported as ${symbol.name})`;
      return `// ${where}${alias}\n${text.join('\n')}`;
    });
    const markdown = [
      `# API report: \`${entry.name}\``,
      '',
      `Generated from \`${relative(packageDir, entry.file)}\` by \`pnpm --filter ${manifest.name} api:report\`; ` +
        '`api:check` (part of `check:package`) fails when this file is stale. A change here is a change of the ' +
        'public API: review it as one.',
      '',
      `${exports.length} exports.`,
      '',
      '```ts',
      blocks.join('\n\n'),
      '```',
      '',
    ].join('\n');
    const config = (await prettier.resolveConfig(entry.report)) ?? {};
    // Without the repository's parser plugin (@prettier/plugin-oxc, which makes `format:check` faster): it would
    // also reformat the declarations inside the Markdown's code block, which Prettier's own parsers leave as written.
    return prettier.format(markdown, { ...config, plugins: [], filepath: entry.report });
  }

  const lines = [];
  let stale = 0;
  for (const entry of entries) {
    const text = await report(entry);
    const old = existsSync(entry.report) ? readFileSync(entry.report, 'utf8') : null;
    if (check) {
      if (old !== text) {
        stale++;
        lines.push(
          `${relative(packageDir, entry.report)} is stale: the API of ${entry.name} changed. Run \`pnpm --filter ${manifest.name} api:report\` and review the diff.`,
        );
      }
    } else if (old !== text) {
      mkdirSync(dirname(entry.report), { recursive: true });
      writeFileSync(entry.report, text);
      lines.push(`wrote ${relative(packageDir, entry.report)}`);
    }
  }
  if (check && stale === 0) lines.push(`API reports up to date (${entries.length} entries)`);
  return { stale, lines };
}

// Run as a script (from a package folder): the reports of that package.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const { stale, lines } = await apiReports(process.cwd(), { check });
  for (const line of lines) (stale === 0 ? console.log : console.error)(line);
  process.exitCode = stale === 0 ? 0 : 1;
}
