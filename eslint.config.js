import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { platformFolders } from './.dependency-cruiser.ts';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Routes call a feature's entry point (@/server/<feature>) or a platform folder, never a repository
    // or a feature's inner module. dependency-cruiser checks that for the TypeScript files
    // (.dependency-cruiser.ts); it cannot read .astro, whose frontmatter ESLint reads.
    files: ['src/**/*.astro'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository(\\.ts)?$',
              message: "A route calls the feature's entry point (@/server/<feature>), never a repository.",
            },
            {
              regex: `(^@/|^(\\.\\.?/)+)server/(?!(${platformFolders.join('|')})(/|\\.ts$|$))[^/]+/(?!index(\\.ts)?$)(?!.*\\.repository(\\.ts)?$)`,
              message: 'A route imports a feature through its entry point, @/server/<feature>, never an inner module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The few components written in .astro are what a browser may load, like every other component:
    // dependency-cruiser cannot read them, so ESLint keeps them off src/server.
    files: ['src/components/**/*.astro'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^@/|^(\\.\\.?/)+)server/', message: 'Components never import src/server.' }] },
      ],
    },
  },
);
