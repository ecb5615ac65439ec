import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

/** What the generic shell may take from the engine's index: the seam, and schema building blocks with no ruleset in them. */
const SHELL_ENGINE_NAMES = ['Ruleset', 'RulesetPending', 'RulesetResult', 'ComputerDriver', 'schemaKit', 'mulberry32'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine is pure: no clocks, no Math.random, no DOM, no UI libraries.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'pixi.js', '@pixi/*', 'zustand', 'zustand/*', '../store/*', '../ui/*', '../render/*'] }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Dice come only from the RNG in GameState.' }, { object: 'Date', property: 'now' }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'performance'],
    },
  },
  {
    // The shell is generic over rulesets (docs/rulesets.md): no Dark Future
    // store, board or panels, no deep path into an engine, and from the engine's index
    // only the seam itself and the schema library's ruleset-free building blocks.
    files: ['src/shell/**/*.ts', 'src/shell/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['../engine', '../../engine'].map((name) => ({ name, allowImportNames: SHELL_ENGINE_NAMES, message: 'The shell knows games only through the Ruleset interface.' })),
        patterns: [
          { group: ['../store', '../store/*', '../../store', '../../store/*', '../render/*', '../../render/*', '../ai', '../ai/*', '../../ai', '../../ai/*', '../sim/*', '../../sim/*'], message: 'Dark Future\'s store, board, computer and sim are not the shell\'s.' },
          { group: ['../engine/*', '../../engine/*', '!../engine/kit', '!../../engine/kit'], message: 'Import the engine only through its index (and only the seam), or its rule-free kit (src/engine/kit.ts).' },
          { group: ['../ui/*', '../../ui/*'], message: 'src/ui is the rulesets\' panels; the shell draws its own dice (DieFace.tsx).' },
        ],
      }],
    },
  },
  {
    // The shell's components (issue 14) are drawn from props alone: events already in the
    // ruleset's words, dice as numbers, player names. No engine at all (only the seam's types),
    // no store of any kind, no saves: a screen reads those and passes what is shown.
    files: ['src/shell/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '../engine', allowImportNames: ['Ruleset', 'RulesetPending', 'RulesetResult'], message: 'A shell component takes its game as props; only the seam\'s types may be named.' }],
        patterns: [
          { group: ['../store', '../store/*', '../render/*', '../ai', '../ai/*', '../sim/*', 'zustand', 'zustand/*', './sessionStore'], message: 'A shell component reads no store or saves: the screen passes what it shows as props.' },
          { group: ['../engine/*', '../../*'], message: 'Import the engine only through its index (and only the seam\'s types).' },
          { group: ['../ui/*'], message: 'src/ui is the rulesets\' panels; the shell draws its own dice (DieFace.tsx).' },
        ],
      }],
    },
  },
  {
    // No import cycles in the engine (issue 15): a module's dependencies must be readable from the top down.
    files: ['src/engine/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/resolver': { node: { extensions: ['.ts'] } } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
