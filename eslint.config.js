// @ts-check
/**
 * ESLint (flat config), run by `npm run lint` together with `prettier --check` (formatting is
 * Prettier's job; no stylistic rules here). Syntax-based rules only, no type-aware linting:
 * `astro check` already type-checks every file, and this keeps the lint fast.
 *
 * - every .js/.mjs/.ts/.tsx file: ESLint's and typescript-eslint's recommended rules
 * - .astro files: eslint-plugin-astro's recommended rules (frontmatter, template and scripts)
 * - islands (src/islands, React): the rules of hooks and the recommended accessibility rules
 * - comments: every path and document section a comment names exists (scripts/lint/eslint-plugin.ts)
 * - src, scripts and tests: no function over 120 lines (blank lines and comments not counted)
 * - globals: Node for scripts, tests, the Netlify build plugins and config files; the browser for islands and stores
 * - imports: no cycles in src/ and scripts/, and the folders of src/ import downwards only (`srcLayers`)
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { projectPlugin } from './scripts/lint/eslint-plugin.ts';

/**
 * The layers of src/, lowest first (docs/architecture.md §6). Folders in one layer may import each
 * other; a folder may import the layers before its own and never one after it.
 */
const srcLayers = [
  ['site.config.ts', 'cache-dirs.js', 'styles', 'retry', 'fs'],
  ['i18n'],
  ['text', 'html', 'forms', 'embeds'],
  ['cms', 'images'],
  ['routing'],
  ['navigation'],
  ['seo', 'search', 'preview', 'security'],
  ['stores'],
  ['incremental'],
  ['site'],
  ['islands'],
  ['views', 'layouts', 'components', 'blocks'],
  ['pages', 'middleware.ts', 'content.config.ts', 'env.d.ts'],
];

/**
 * One `import-x/no-restricted-paths` zone per folder: it may not import from the folders of any later layer.
 * @param {string[][]} layers
 */
function importDirectionZones(layers) {
  return layers.flatMap((layer, index) => {
    const later = layers.slice(index + 1).flat();
    return later.length === 0
      ? []
      : layer.map((folder) => ({
          target: `./src/${folder}`,
          from: later.map((higher) => `./src/${higher}`),
          message: `src/${folder} imports only from its own layer and the ones before it (docs/architecture.md §6).`,
        }));
  });
}

export default defineConfig(
  globalIgnores([
    // generated: npm run codegen
    'src/cms/generated/',
    // output of builds, tests and tools
    'dist/',
    '.e2e/',
    '.build-tmp/',
    '.data/',
    '.forms/',
    // the installed Strapi 3.6 and 5 (npm run strapi, npm run strapi5)
    '.strapi/',
    '.strapi5/',
    '.astro/',
    'test-results/',
    'playwright-report/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,

  {
    name: 'project/node',
    files: ['scripts/**', 'tests/**', 'netlify/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The generated Strapi 3.6 application runs on Node 14 as CommonJS, with Strapi's `strapi` global.
    name: 'project/strapi-app',
    files: ['scripts/strapi/app-template/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, strapi: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The generated Strapi 5 application: CommonJS on the project's Node.
    name: 'project/strapi5-app',
    files: ['scripts/strapi5/app-template/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'project/browser',
    files: ['src/islands/**', 'src/stores/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'project/islands',
    files: ['src/islands/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    // The modules of the site and of the scripts import each other in one direction only (content →
    // site model → views; docs/architecture.md): a cycle is an error, not something a dynamic import hides.
    name: 'project/no-import-cycles',
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['scripts/strapi/app-template/**', 'scripts/strapi5/app-template/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // The generated Strapi applications' comments speak of their own folders (src/, config/).
    name: 'project/comment-references',
    files: ['**/*.{js,mjs,ts,tsx,astro}'],
    ignores: ['scripts/strapi/app-template/**', 'scripts/strapi5/app-template/**'],
    plugins: { project: projectPlugin },
    rules: { 'project/comment-references': 'error' },
  },
  {
    // The folders of src/ import downwards only (docs/architecture.md §6): a module may import its own
    // layer and the layers before it, never one after it.
    name: 'project/import-direction',
    files: ['src/**/*.{ts,tsx,js,mjs,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importDirectionZones(srcLayers) }] },
  },
  {
    // No hand-written function over 120 lines (generated code is ignored above): a longer one is split into named
    // parts — a page group, a hook, a sub-component, a describe block per theme.
    name: 'project/function-length',
    files: ['src/**/*.{js,mjs,ts,tsx}', 'scripts/**/*.{js,mjs,ts,tsx}', 'tests/**/*.{js,mjs,ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    name: 'project/rules',
    rules: {
      // `const { rel: _rel, ...rest } = attribs` drops a property; the dropped binding is unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
);
