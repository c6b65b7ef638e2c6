import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A package is used through its front door, the one entry its package.json exports (issue #33);
// every block that restricts imports adds its own patterns to these, as a later block's rule
// replaces an earlier one's.
const frontDoors = [
  {
    group: ['@kolekt/extract/*'],
    message: "Import '@kolekt/extract': its index.ts says what it offers.",
  },
  {
    group: ['@kolekt/scraper/*', '!@kolekt/scraper/test-support'],
    message: "Import '@kolekt/scraper' (or, in tests, '@kolekt/scraper/test-support').",
  },
];
const restrictImports = (...patterns) => ['error', { patterns: [...frontDoors, ...patterns] }];

const appImports = { group: ['@/app/*'], message: 'Features must not import from app/.' };
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
      '**/.data/',
      'apps/api/drizzle/',
      '**/test-results/',
      '**/playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': restrictImports(),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports(appImports),
    },
  },
  // The web's features stay independent: what two of them share lives in components/, lib/ or
  // packages/shared; only app/ puts features together. Tests may set a scene across them.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(appImports, {
        group: [
          '@/features/*',
          `!@/features/${feature}`,
          '../../*/**',
          '!../../' + feature + '/**',
        ],
        message: `A web feature never imports another: move what ${feature}/ shares to components/ or lib/.`,
      }),
    },
  })),
  // The api's layers point down (decision 0074). No import plugin is installed, so the built-in
  // rule holds them by import path; tests may reach across to set a scene.
  {
    files: ['apps/api/src/{http,realtime,jobs,lib,db,mail,config,scale-out}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: ['**/features/**'],
        message:
          'Infrastructure never imports a feature: take what you need as a parameter, handed in by app.ts.',
      }),
    },
  },
  {
    // A feature's route files (`routes.ts`, `*-routes.ts`) are its HTTP adapter; the rest is its
    // domain, which knows no transport.
    files: ['apps/api/src/features/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/api/src/features/**/routes.ts',
      'apps/api/src/features/**/*-routes.ts',
    ],
    rules: {
      'no-restricted-imports': restrictImports({
        group: ['**/http/**'],
        message:
          "A feature's domain files never import http/: errors and the language are in lib/; HTTP belongs in its routes file.",
      }),
    },
  },
  {
    // The extension's pages, worker and content scripts run in the browser with its extension APIs.
    files: ['apps/extension/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.serviceworker, ...globals.webextensions },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
