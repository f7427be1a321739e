// Lint rules are part of the architecture: see docs/ARCHITECTURE.md "Conventions".
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-checked rules where a tsconfig covers the files (issue 10).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: [
      'client/src/**/*.{ts,tsx}',
      'client/sw/**/*.ts',
      'e2e/**/*.ts',
      'demo-server/src/**/*.ts',
    ],
  })),
  {
    files: [
      'client/src/**/*.{ts,tsx}',
      'client/sw/**/*.ts',
      'e2e/**/*.ts',
      'demo-server/src/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No fetch outside the one request helper (STYLE.md 2).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use api/http.ts' }],
    },
  },
  {
    // Tests poke at mocks and fakes: their values are loosely typed on purpose.
    files: [
      'client/src/**/*.test.{ts,tsx}',
      'client/src/**/testing/**',
      'demo-server/src/**/*.test.ts',
      'demo-server/src/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // act() returns a thenable even for synchronous work; awaiting it there is not needed.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
    },
  },
  {
    // Fastify hooks, handlers and plugins are async by convention, with or without an await.
    files: ['demo-server/src/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests read JSON answers with a cast and print them in messages.
    files: ['demo-server/src/**/*.test.ts', 'demo-server/src/testing/**'],
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
    },
  },
  {
    files: ['client/src/api/http.ts', 'client/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
)
