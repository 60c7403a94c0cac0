// Lint for bugs, not for style: Prettier owns the layout (eslint-config-prettier, last, turns off anything that would argue with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import rxjs from 'eslint-plugin-rxjs-x';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'coverage/', 'tests/fixtures/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The type-aware rules that find real bugs: a promise nobody awaits or catches, a promise where a void callback is expected,
      // awaiting something that is not a promise, a value that stringifies as "[object Object]".
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      // A socket frame is typed text-or-binary (ws RawData, mock-socket's data); every socket here carries JSON text, so String(frame)
      // is that text. Plain objects and the rest are still caught.
      '@typescript-eslint/no-base-to-string': [
        'error',
        { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'ArrayBuffer', 'ArrayBufferView', 'Blob'] },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `q === '0' ? book.delete(p) : book.set(p, q)` is this tree's idiom for applying a level; a bare `a === b;` is still caught.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTernary: true }],
    },
  },
  {
    // Migrations work on a database of any schema: Kysely<any> is how Kysely documents them.
    files: ['server/store/**/*.ts', 'tests/server/store/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [rxjs.configs.recommended],
    rules: {
      // An observable created and never subscribed does nothing; almost always a missing `.subscribe()` or `return`.
      'rxjs-x/no-floating-observables': 'error',
      // Not rxjs-x/finnish: it is naming, not bugs (STYLE.md habit 2 states the `$`), and here it flags what is not a stream:
      // an optional `token$?` property, helpers that take or return observables (whileSignedIn), private Subjects.
    },
  },
  {
    // A subscription whose handle is dropped can never be ended: the leak behind "the chart keeps updating after I left".
    // Not in tests, where the observable completes or the test ends it.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'rxjs-x/no-ignored-subscription': 'error' },
  },
  {
    // Plain JavaScript (config and build scripts) is outside the TypeScript program, so it gets no type-aware rules.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
