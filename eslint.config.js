// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Issue #20, lint phase 1: these trees are being edited in parallel and are fixed in the next phase.
// Until then `pnpm lint` skips them; see their findings with `npx eslint --no-ignore <path>`.
const NOT_YET_FIXED = [
  'packages/tercios/**',
  'packages/sword-and-pike/**',
  'packages/wss-6mm/**',
  'packages/tacmento/**',
  'packages/club/src/adapters/**',
];

export default defineConfig(
  globalIgnores(['**/dist/**', '**/coverage/**', '**/out/**', '**/.muster-tmp/**', '**/.e2e-tmp/**']),
  globalIgnores(NOT_YET_FIXED),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'no-void': ['error', { allowAsStatement: false }],
      // Numbers print unambiguously in messages and logs; every other type must be converted explicitly.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
