import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Components that still call useMutation themselves (issue 21 §3, to be moved into their module's hooks on
 * useDomainMutation). The list only shrinks: a new file here is a review question.
 */
const WRITES_NOT_YET_IN_HOOKS = [
  'apps/web/src/modules/advanced-search/components/AdvancedSearch.tsx',
  'apps/web/src/modules/agreement/components/AgreementGate.tsx',
  'apps/web/src/modules/boards/BoardsTable.tsx',
  'apps/web/src/modules/boards/editor/BoardForm.tsx',
  'apps/web/src/modules/boards/editor/StudentPicker.tsx',
  'apps/web/src/modules/config/components/ConfigListEditor.tsx',
  'apps/web/src/modules/config/components/DataDefinitionsEditor.tsx',
  'apps/web/src/modules/config/components/SchoolLogoEditor.tsx',
  'apps/web/src/modules/config/components/SchoolOptionsForm.tsx',
  'apps/web/src/modules/meetings/run/MeetingHeader.tsx',
  'apps/web/src/modules/meetings/run/MeetingOpening.tsx',
  'apps/web/src/modules/oidc/components/ProviderButtons.tsx',
  'apps/web/src/modules/password/components/ChangePasswordForm.tsx',
  'apps/web/src/modules/password/components/ForgotPasswordForm.tsx',
  'apps/web/src/modules/password/components/SetPasswordForm.tsx',
  'apps/web/src/modules/sis/components/ApplySync.tsx',
  'apps/web/src/modules/sis/components/OrgMappingForm.tsx',
  'apps/web/src/modules/sis/components/UploadBundleForm.tsx',
  'apps/web/src/modules/student-imports/components/ImportStudentsForm.tsx',
  'apps/web/src/modules/student-imports/components/RetentionForm.tsx',
  'apps/web/src/modules/student-profile/components/DataGrid.tsx',
  'apps/web/src/modules/students/components/AssignmentRulesEditor.tsx',
  'apps/web/src/modules/students/components/BulkGrid.tsx',
];

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
    files: ['apps/web/src/**/hooks.ts', 'apps/web/src/**/hooks/**/*.ts', 'apps/web/src/**/use*.ts', ...WRITES_NOT_YET_IN_HOOKS],
    rules: {
      'no-restricted-syntax': ['error', QUERY_KEY_LITERAL],
    },
  },
);
