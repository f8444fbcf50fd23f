// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import { defaultLocale, locales } from './src/i18n/locales.ts';
import { ASTRO_CACHE_DIR } from './src/cache-dirs.js';
import { cmsMedia } from './src/cms/media-integration.ts';
import { keptRenderer } from './src/incremental/kept-renderer.ts';
import { siteImages } from './src/images/integration.ts';
import { islandDirectives } from './src/islands/integration.ts';
import { siteSearch } from './src/search/integration.ts';
import { siteOrigin } from './src/seo/site-url.ts';
import { astroCsp } from './src/security/csp.ts';

/**
 * `@nanostores/react` imports `react`; on the server it must be bundled (not loaded from
 * node_modules) so that `react` resolves to the islands' runtime, the compat layer of Preact.
 * @returns {import('vite').Plugin}
 */
function bundleReactBindings() {
  return {
    name: 'corporate-site:bundle-react-bindings',
    configEnvironment(name, options) {
      if (name === 'client') return;
      const current = options.resolve?.noExternal;
      if (current === true) return;
      const list = Array.isArray(current) ? current : current ? [current] : [];
      return { resolve: { noExternal: [...list, '@nanostores/react', 'react', 'react-dom', 'react/jsx-runtime'] } };
    },
  };
}

/**
 * Static site, one folder per route (`/de/kontakt/` → `de/kontakt/index.html`).
 *
 * Trailing slashes: canonical URLs end in `/` (the form `build.format: 'directory'` produces and
 * static hosts such as Netlify canonicalise to). `/de` still works when served: scripts/serve.ts and
 * Netlify answer it with a 301 to `/de/`. `trailingSlash: 'always'` makes Astro's own URL helpers
 * emit that form and the dev server flag links that miss it.
 *
 * `site`, the public origin of canonical/hreflang/og:url/sitemap/robots.txt URLs: SITE_URL, else
 * Netlify's production URL, else http://localhost:4321 (src/seo/site-url.ts `siteOrigin`, which also
 * refuses a Netlify production build without one).
 *
 * The output folder is set by scripts/build.ts (it builds into a temporary folder, then swaps it
 * into place); `outDir` here is only the default for a bare `astro build`.
 *
 * `cacheDir` is Astro's default, named in src/cache-dirs.js because the Netlify build plugin
 * (netlify/plugins/build-cache) keeps it, with the image cache, between deploys.
 */
export default defineConfig({
  site: siteOrigin(process.env).origin,
  output: 'static',
  outDir: './dist',
  cacheDir: ASTRO_CACHE_DIR,
  trailingSlash: 'always',
  // Four pages render at once: while one waits for its file to be written, the next renders (a full
  // build spent a quarter of its time waiting). Each page tracks its own reads (src/middleware.ts).
  build: { format: 'directory', concurrency: 4 },
  // Islands are React components (React's API and types, `import … from 'react'`) run by Preact's
  // React compatibility layer: the same components for a tenth of the bytes (React 19's DOM runtime
  // alone is ~66 KB gzip, over the whole per-page JavaScript budget; `npm run size`).
  // cmsMedia mirrors the content system's uploads into the output at their /uploads/… paths;
  // siteImages encodes content images (AVIF/WebP/fallback srcsets, cached by upload hash) into /_img/.
  // siteSearch adds the `client:search` directive: the search island loads on the first click on a
  // search link (src/search/client-directive.ts); islandDirectives adds `client:interaction`: an
  // island hydrates when a visitor first reaches for it (src/islands/interaction-directive.ts).
  // cmsMedia comes first: its mirror reuses the uploads siteImages fetched, which siteImages removes.
  // `include`: only the islands are Preact components. Without it @preact/preset-vite runs Babel's JSX
  // transform over every .ts/.tsx/.js module of src/ (the 700 KB src/cms/generated/graphql.ts among
  // them, twice a build: content sync, then the Vite build) only to re-print them; the .astro files
  // are compiled by Astro. The server renderer of @astrojs/preact reads the same option, so it claims
  // only components from src/islands/.
  integrations: [
    preact({ compat: true, include: [/\/src\/islands\/.+\.[jt]sx$/] }),
    cmsMedia(),
    siteImages(),
    siteSearch(),
    islandDirectives(),
    // Only when the process asked for it (the rebuild service's warm publisher): keeps the build's
    // prerenderer loaded to render the pages an edit affects later (src/incremental/kept-renderer.ts).
    keptRenderer(),
  ],
  i18n: {
    locales: locales.map((locale) => locale.code),
    defaultLocale,
    routing: {
      prefixDefaultLocale: true,
      redirectToDefaultLocale: false,
    },
  },
  // Link prefetching (docs/navigation.md §10) is started by the layout when the browser is idle, with its options
  // (src/navigation/prefetch.ts); Astro's `prefetch` option would start it at once, so it is unset.
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  // Content-Security-Policy (src/security/csp.ts, docs/headers-and-csp.md): every page gets
  // a <meta> policy with the hashes of its inline scripts and styles and the allowlisted hosts; the
  // response headers (netlify.toml, scripts/lib/static-server.ts) add frame-ancestors and the rest.
  security: { csp: astroCsp(process.env) },
  // No Markdown of Astro's own (content is rendered by src/html/markdown.ts): Shiki, its default
  // highlighter, writes style attributes a CSP without 'unsafe-inline' blocks.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [bundleReactBindings()] },
});
