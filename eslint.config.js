// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['**/dist/**', '**/coverage/**', '**/out/**', '**/.muster-tmp/**', '**/.e2e-tmp/**']),
  // The build's own temporary files (tsup's and vite's bundled configs), written and deleted beside the config while
  // the lint runs beside the build (`pnpm test`): never sources.
  globalIgnores(['**/tsup.config.bundled_*.mjs', '**/vite.config.ts.timestamp-*.mjs']),
  // Type-checked where it runs: `pnpm release:check` compiles it, strict, against the packed packages in a
  // project outside the workspace (its imports do not resolve here).
  globalIgnores(['scripts/release-check/consumer.ts']),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Two TypeScript programs for every .ts file: the club's (DOM library) and the rest of the repository's
      // (tsconfig.lint.json). A program per package through the project service cost about a fifth more CPU.
      parserOptions: {
        project: ['./packages/club/tsconfig.lint.json', './tsconfig.lint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The lint's own tsconfigs: workspace packages resolve to their sources (their `paths`), never to dist/, so the
      // lint reads nothing the build writes and runs beside it.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.lint.json', './packages/club/tsconfig.lint.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      // Without this import-x reads only .js files, and no-cycle never follows an import into a .ts file.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
    },
    rules: {
      // ignoreExternal: no cycle can pass through a dependency in node_modules (none imports our sources), and
      // following them (zod's declarations) was a third of the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-void': ['error', { allowAsStatement: false }],
      // `this: void` marks a method that may be destructured (ResolveContext.emit).
      '@typescript-eslint/no-invalid-void-type': ['error', { allowAsThisParameter: true }],
      // Leaving a key out of a copy (`const { name: _, ...rest } = x`) uses the rest; every other unused value is an error.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Numbers print unambiguously in messages and logs; every other type must be converted explicitly.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Off: with noUncheckedIndexedAccess, an index the code has bounded (a loop, a modulo, a length check)
      // still reads as `T | undefined`; the project writes that `xs[i]!` (geometry: `xs[i] as Vec`).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Off: its fix turns `xs[i] as Vec` into `xs[i]!`, so it only moves assertions between two spellings.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // The project declares no TypeScript enums (string unions instead), which this syntactic rule keeps so; with
      // none, the typed no-unsafe-enum-assignment has nothing to check in the project's code, yet it typed every
      // assignment and argument: about 13 of the lint's 105 CPU seconds (bench/README.md, "Test suite time").
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals: the project declares no enums.' },
      ],
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
    },
  },
  {
    // Off for speed (no-cycle was a third of the lint time): nothing imports a spec, so no spec is on a cycle.
    files: ['**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts'],
    rules: {
      // Off in tests: they read JSON the code under test printed or saved, untyped, and pin its shape at run
      // time with toEqual/toMatchObject; vitest's asymmetric matchers (expect.any, expect.stringMatching) are `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The browser test's page.evaluate callbacks run in the page.
    files: ['packages/club/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
