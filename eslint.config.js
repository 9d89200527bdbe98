import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const QUERY_KEY_LITERAL = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: 'Query keys come from the qk registry (lib/query-keys.ts), never a literal array.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/migrations/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Tests read loosely typed JSON bodies; `any` there keeps assertions readable.
    files: ['**/test/**/*.ts', '**/*.test.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser takes the domain by subpath: these modules would download zod or both catalogues.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@ss/domain/validation', allowTypeImports: true, message: 'It imports zod: take MSG and isValidEmail from @ss/domain/validation-rules.' },
            { name: '@ss/domain/i18n/index', allowTypeImports: true, message: 'It holds both catalogues: lib/i18n.ts loads the one in use.' },
          ],
        },
      ],
    },
  },
  {
    // Loaded before any route: the root of @ss/domain re-exports every zod contract.
    files: ['apps/web/src/main.tsx', 'apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@ss/domain', allowTypeImports: true, message: 'Values come by subpath (@ss/domain/permissions, …): the root would put zod in the entry chunk.' },
            { name: '@ss/domain/validation', allowTypeImports: true, message: 'It imports zod: take MSG and isValidEmail from @ss/domain/validation-rules.' },
            { name: '@ss/domain/i18n/index', allowTypeImports: true, message: 'It holds both catalogues: lib/i18n.ts loads the one in use.' },
          ],
          patterns: [{ group: ['@ss/domain/contracts/*'], allowTypeImports: true, message: 'Contracts are zod schemas: not before a route loads.' }],
        },
      ],
    },
  },
  {
    // One write path (issue 21 §3): every key comes from lib/query-keys.ts, and every write is a module's hook
    // (on lib/useDomainMutation.ts), so a component only says what happens next.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        QUERY_KEY_LITERAL,
        { selector: "CallExpression[callee.name='useMutation']", message: 'Writes go through a hook file (hooks.ts, hooks/, use….ts) built on useDomainMutation.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/hooks.ts', 'apps/web/src/**/hooks/**/*.ts', 'apps/web/src/**/use*.ts'],
    rules: {
      'no-restricted-syntax': ['error', QUERY_KEY_LITERAL],
    },
  },
);
