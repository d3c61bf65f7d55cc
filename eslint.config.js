// Lint: typescript-eslint (type-aware on the TS files), react-hooks, and the import boundaries of
// docs/architecture.md / docs/design/style.md: features never import each other, shared code never imports features, no cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = fs.existsSync('app/features')
  ? fs
      .readdirSync('app/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Features never import each other: shared pieces live in app/components, app/lib, app/live, app/api. */
const featureZones = features.map((name) => ({
  target: `./app/features/${name}`,
  from: './app/features',
  except: [`./${name}`],
  message: 'features do not import each other; move the shared piece to app/components or app/lib',
}));

/** Shared code sits below the features: it never imports one (bulletproof-react's one-way shared -> features). */
const sharedZones = ['components', 'lib', 'stores', 'live', 'api'].map((dir) => ({
  target: `./app/${dir}`,
  from: './app/features',
  message: `app/${dir} is shared code: it never imports a feature; move the piece down or pass it in`,
}));

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'public', 'test-results', 'playwright-report', 'coverage', 'native'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The type-checked set (unsafe any, unbound methods, awaits of non-promises, …) on the TS files only:
  // plain JS (this file) has no program to check it against.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ['**/*.{ts,tsx}'] })),
  {
    // Type-aware rules need the TS program: every .ts/.tsx file is in tsconfig.json, so the project service
    // serves them from that one program. Plain JS (this file) is linted without types, below.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A `default` does not count for a union: a new actuator kind or issue code must be placed explicitly.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
      // React Router's loaders and actions throw the Response that redirect() makes: that is its API.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // Tests read answers as the wire gives them (JSON.parse, vitest's asymmetric matchers are typed any):
    // the unsafe-any rules hold the product's code, where a schema or a guard stands at every boundary.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'simulator/cloud/test-cloud.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // React lives in app/ alone (nothing else imports it). The hooks rules run the React Compiler's
    // analysis on each file they see: on every file of the repository that was ~19 s of lint.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app',
              from: ['./simulator', './broker', './fixtures', './scripts', './scenarios'],
              message: 'app/ is the shipped product: it never imports the simulated world',
            },
            {
              target: './protocol',
              from: ['./app', './simulator', './broker', './fixtures', './scripts'],
              message: 'protocol/ is the contract: it depends on nothing of the project',
            },
            {
              target: './model',
              from: ['./app', './simulator', './broker', './fixtures', './scripts', './scenarios'],
              message:
                'model/ runs in the browser and in the simulator alike: it imports protocol/ and nothing else',
            },
            {
              target: './broker',
              from: ['./app', './simulator', './fixtures'],
              message: 'broker/ takes its policy as functions; the orchestrator wires the simulator in',
            },
            {
              target: './simulator',
              from: ['./app', './broker'],
              message: 'simulator/ speaks MQTT, not app code',
            },
            ...featureZones,
            ...sharedZones,
          ],
        },
      ],
    },
  },
  {
    files: ['protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react', 'react-dom'], message: 'protocol/ has no React and no Node APIs' },
          ],
        },
      ],
    },
  },
  {
    // The greenhouse model and its decisions run in a browser worker too: no Node API, no I/O, no clock.
    files: ['model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'worker_threads', 'child_process', 'react'],
              message:
                'model/ has no Node APIs and no React: it runs in a browser worker and in the simulator',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/design/style.md 1: shared code never imports a feature (features build on it, not the other way).
    files: ['app/{components,lib,stores,live,api,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message: 'shared code never imports app/features; move the piece into shared code',
            },
          ],
        },
      ],
    },
  },
);
