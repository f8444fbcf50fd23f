/**
 * knip, run by `npm run lint` after ESLint and Prettier: files nothing reaches, exports no other
 * module imports (an export used only in its own file counts as unused: drop the `export`),
 * dependencies nothing imports and imports of packages not in package.json.
 *
 * knip's plugins find most entry points themselves: the npm scripts of package.json, Astro
 * (astro.config.mjs, src/pages, src/middleware.ts, src/content.config.ts), the GraphQL code generator
 * (codegen.ts, its output src/cms/generated), Vitest, Playwright and Netlify. Listed here are only the
 * entries they cannot see.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Run as child processes or worker threads by path, not imported.
    'scripts/render.ts',
    'scripts/lint/references.ts',
    'scripts/publisher/edit-series.ts',
    'scripts/publisher/warm-worker.ts',
    'scripts/publisher/full-build.ts',
    'scripts/verify/html-worker.ts',
    'tests/security/publisher-preview-process.ts',
    'tests/security/support/publisher-process.ts',
    'tests/unit/publisher/fake-warm-worker.ts',
    'tests/unit/publisher/fake-full-build.ts',
    // Command-line tools run by hand (docs/operations.md, docs/performance.md, scripts/strapi/README.md).
    'scripts/bench/profile.ts',
    'scripts/bench/compare-output.ts',
    'scripts/strapi/compare-sites-cli.ts',
    // The operations and fragments the code generator reads (codegen.ts `documents`); a fragment is
    // spread by name inside other operations' text, so its module is never imported.
    'src/cms/operations/*.ts',
    // The html-validate rule set, loaded by path by the HTML gate (scripts/verify/html.ts).
    '.htmlvalidate.mjs',
  ],
  project: ['**/*.{js,mjs,ts,tsx,astro}'],
  ignore: [
    // The Strapi 3.6 and Strapi 5 applications the project generates: CommonJS files copied into
    // the app's own folder and run by Strapi there, with Strapi's own dependencies.
    'scripts/strapi/app-template/**',
    'scripts/strapi5/app-template/**',
  ],
  // System programs the scripts run, not npm packages: fontconfig's font list (scripts/lib/locale-fonts.ts)
  // and pkg-config (scripts/strapi/setup.ts).
  ignoreBinaries: ['fc-list', 'pkg-config'],
  vitest: { config: ['vitest.config.ts', 'vitest.security.config.ts', 'vitest.strapi.config.ts'] },
  postcss: { config: ['postcss.config.mjs'] },
};

export default config;
