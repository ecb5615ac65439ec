// The app's dependency rules (issue 27, docs/architecture.md), run by `npm run lint` after oxlint.
// Import cycles are checked here alone (no-circular), type imports included (tsPreCompilationDeps),
// so a cycle made only of `import type` fails too.
//
// The engine's layers, bottom first. A file may import from its own layer and the layers below,
// never from a layer above (the no-circular rule keeps a layer's own files from going round).
const E = '^src/engine/';
const ENGINE_LAYERS = [
  ['base', [`${E}(types|contract|events|grid|geometry|polygon|rng|clone|cloneState)\\.ts$`, `${E}(core|data)/`]],
  ['design', [`${E}design/`, `${E}schema/(common|limits|design)\\.ts$`]],
  ['road', [`${E}road/`]],
  ['resolve', [`${E}resolve/`]],
  ['plan', [`${E}plan/`]],
  ['scenarios', [`${E}scenarios/`]],
  ['steps-explain', [`${E}(steps|explain)/`, `${E}schema/(setup|commands|index)\\.ts$`, `${E}sides\\.ts$`]],
  ['flow', [`${E}flow/`]],
  ['top', [`${E}(index|rulesets)\\.ts$`]],
];
/** A game's rules and computer driver (src/games/<id>/rules, ai): pure, as the engine is. */
const GAME_RULES = '^src/games/([^/]+)/(rules|ai)(\\.ts$|/)';
// Helpers for tests only: they may import anything, and nothing but a test may import them.
const TEST_SUPPORT = `${E}(testkit\\.ts$|fixtures/|road/testRoad\\.ts$)`;

const either = (paths) => `(${paths.join('|')})`;
const layerRules = ENGINE_LAYERS.slice(0, -1).map(([name, paths], i) => ({
  name: `engine-layer-${name}`,
  comment: `src/engine's ${name} layer imports only its own layer and those below it (docs/architecture.md).`,
  severity: 'error',
  from: { path: either(paths), pathNot: TEST_SUPPORT },
  to: { path: either(ENGINE_LAYERS.slice(i + 1).flatMap(([, p]) => p)) },
}));

// The app's layers: engine -> ai, shell -> sim -> store -> render, ui -> App (the sim reads the
// shell's one game file; the shell knows only the engine's contract).
const APP_BELOW = {
  ai: ['engine'],
  sim: ['engine', 'ai', 'shell', 'sim'],
  shell: ['engine'],
  store: ['engine', 'ai', 'sim', 'shell'],
  render: ['engine', 'ai', 'store', 'shell'],
  ui: ['engine', 'ai', 'store', 'shell', 'render', 'sim'],
};
const appRules = Object.entries(APP_BELOW).map(([dir, may]) => ({
  name: `app-layer-${dir}`,
  comment: `src/${dir} imports only ${may.join(', ')} (and testHooks.ts) outside itself (docs/architecture.md).`,
  severity: 'error',
  from: { path: `^src/${dir}/` },
  to: { path: '^src/', pathNot: [`^src/(${[dir, ...may].join('|')})/`, '^src/testHooks\\.ts$'] },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle anywhere in src, type imports included: a module reads from the top down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      comment: 'The engine imports nothing outside src/engine: no app code, no Node built-ins, no package but valibot (test support may read sim-examples/).',
      severity: 'error',
      from: { path: E, pathNot: TEST_SUPPORT },
      to: { pathNot: [E, '^node_modules/valibot/'] },
    },
    {
      name: 'engine-test-support',
      comment: 'testkit.ts, fixtures/ and road/testRoad.ts are for tests only.',
      severity: 'error',
      from: { path: E, pathNot: TEST_SUPPORT },
      to: { path: TEST_SUPPORT },
    },
    ...layerRules,
    {
      name: 'road-gang-apart',
      comment: "The road-gang game is a second ruleset: it takes only the engine's bottom utilities.",
      severity: 'error',
      from: { path: `${E}roadGang/` },
      to: { path: E, pathNot: [`${E}roadGang/`, `${E}(types|contract|clone|rng)\\.ts$`, `${E}schema/common\\.ts$`] },
    },
    {
      name: 'road-gang-through-its-index',
      comment: "Dark Future's rules do not reach into the road-gang game; the engine's index and the ruleset list do.",
      severity: 'error',
      from: { path: E, pathNot: [`${E}roadGang/`, `${E}(index|rulesets)\\.ts$`] },
      to: { path: `${E}roadGang/` },
    },
    {
      name: 'engine-through-its-index',
      comment: 'The app imports the engine only through src/engine/index.ts, and its rule-free building blocks through src/engine/kit.ts (the first screen\'s budget) (src/sim, the test harness, may reach further).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/engine/', '^src/sim/', GAME_RULES] },
      to: { path: E, pathNot: [`${E}index\\.ts$`, `${E}kit\\.ts$`] },
    },
    {
      name: 'games-apart',
      comment: 'A game is one folder (issue 27): games never import each other; the registry lists them.',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/', pathNot: '^src/games/$1/' },
    },
    {
      name: 'game-rules-are-pure',
      comment: "A game's rules and computer driver are pure, as the engine is: only the engine's generic utilities, their own folder and valibot.",
      severity: 'error',
      from: { path: GAME_RULES },
      to: { pathNot: [E, '^src/games/$1/(rules|ai)(\\.ts$|/)', '^node_modules/valibot/'] },
    },
    {
      name: 'nothing-imports-a-game',
      comment: 'Only the registry and the app entry name a game (src/games/registry.ts); the shell is given them (src/shell/games.ts).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/games/', '^src/(App|main)\\.tsx$'] },
      to: { path: '^src/games/' },
    },
    ...appRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may import anything; they are checked by the typecheck, not by the layers.
    exclude: { path: '\\.test\\.tsx?$' },
    // See `import type` and type-only re-exports as dependencies.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
