import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'coverage/', 'bench/results/', 'client/src/graphql/generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    // Type-aware rules, where promises are made: the server and the client app (tests included).
    files: ['server/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // CommonJS scripts (node --require preloads, reporters) load modules with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The server logs through server/logging/logger.ts (JSON lines carrying the request id).
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/test/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The validation index builds every schema when loaded: a page would pay for all of them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)schema/validation(/index)?$',
              message: "Import the schema's own module (schema/validation/auth, …), not the index.",
            },
          ],
        },
      ],
    },
  },
);
