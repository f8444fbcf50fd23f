/**
 * Rendering pages after a build without building again: the rebuild service's warm publisher
 * (scripts/publisher/warm-site.ts) runs one full `astro build` in its own process and keeps the
 * build's prerenderer — the server bundle of the pages, already loaded — instead of letting it go.
 * After an edit it provides the new site model (src/site/current.ts) and renders just the affected
 * pages with it; no bundling, no content sync, no type generation.
 *
 * The integration does nothing unless the process asked for it (`keepRenderer()` before the build):
 * `npm run build` renders as always.
 */
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro';

const KEY = Symbol.for('corporate-site.kept-renderer');

export interface KeptRenderer {
  /** Renders the page at `url` (absolute, the site's origin) with the route that owns it. */
  render(url: string, route: RouteData): Promise<Response>;
  /** The route of each page route file (`src/pages/[lang]/[...path].astro` …), as the build enumerated them. */
  routes: ReadonlyMap<string, RouteData>;
  /** Forget the static paths of the last render (the site model changed: new pages, new props). */
  forgetStaticPaths(): void;
}

interface Holder {
  resolve: (renderer: KeptRenderer) => void;
  routes: Map<string, RouteData>;
}

type Global = { [KEY]?: Holder };

/** Asks the next `astro build` of this process to keep its prerenderer; resolves once the build rendered its pages. */
export function keepRenderer(): Promise<KeptRenderer> {
  return new Promise((resolve) => {
    (globalThis as Global)[KEY] = { resolve, routes: new Map() };
  });
}

interface DefaultPrerenderer extends AstroPrerenderer {
  app?: { routeCache: { clearAll(): void }; manifest?: { routes: ReadonlyArray<{ routeData: RouteData }> } };
}

function keeping(holder: Holder, prerenderer: DefaultPrerenderer): AstroPrerenderer {
  return {
    name: 'corporate-site:kept-renderer',
    setup: () => prerenderer.setup?.() ?? Promise.resolve(),
    async getStaticPaths() {
      const paths = await prerenderer.getStaticPaths();
      // Every route of the build, also one none of whose pages this build renders (a build that adopts
      // a published site renders none of them).
      for (const { routeData } of prerenderer.app?.manifest?.routes ?? []) holder.routes.set(routeData.component, routeData);
      for (const { route } of paths) holder.routes.set(route.component, route);
      return paths;
    },
    render: (request, options) => prerenderer.render(request, options),
    async teardown() {
      const app = prerenderer.app;
      if (!app) throw new Error('kept renderer: the build has no prerender app (a newer Astro?)');
      delete (globalThis as Global)[KEY];
      holder.resolve({
        routes: holder.routes,
        forgetStaticPaths: () => app.routeCache.clearAll(),
        async render(url, route) {
          const result = await prerenderer.render(new Request(url), { routeData: route });
          return result instanceof Response ? result : result.response;
        },
      });
    },
  };
}

export function keptRenderer(): AstroIntegration {
  return {
    name: 'corporate-site:kept-renderer',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        const holder = (globalThis as Global)[KEY];
        if (holder) setPrerenderer((prerenderer) => keeping(holder, prerenderer as DefaultPrerenderer));
      },
    },
  };
}
