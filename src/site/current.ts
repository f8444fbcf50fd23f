/**
 * The site model of this process: built from the content collections when the first page (or
 * getStaticPaths) asks for it, or provided by whoever holds a newer one (the rebuild service after
 * an edit, a test). It lives on `globalThis` under one symbol because the prerender bundle has its
 * own copies of the site's modules: the script that runs Astro and the pages must see one model.
 * Replacing it is the only way it changes; nothing else keeps a copy between builds.
 */
import { siteToday } from '../text/clock.ts';
import { buildSiteModel } from './build.ts';
import type { SiteModel } from './types.ts';

const KEY = Symbol.for('corporate-site.site-model');
type Holder = { [KEY]?: Promise<SiteModel> };
const holder = globalThis as Holder;

/**
 * The model of this build (built from the content collections on first use), for the day the build
 * determines then, once: SITE_TODAY when set, else the clock's UTC date (src/text/clock.ts).
 */
export function siteModel(): Promise<SiteModel> {
  let model = holder[KEY];
  if (!model) {
    model = (async () => {
      // Imported on first use: `astro:content` exists only inside an Astro build (tests provide a model).
      const { siteDataFromCollections } = await import('./from-collections.ts');
      const today = siteToday(process.env, new Date());
      return buildSiteModel(await siteDataFromCollections(), { today });
    })();
    holder[KEY] = model;
    // A failed build of the model fails this build; the next asks again.
    model.catch(() => {
      if (holder[KEY] === model) delete holder[KEY];
    });
  }
  return model;
}

/** Makes `model` the site model of this process (the next pages render from it). */
export function provideSiteModel(model: SiteModel): void {
  holder[KEY] = Promise.resolve(model);
}

/** Forgets the model: the next build reads the content collections again. */
export function resetSiteModel(): void {
  delete holder[KEY];
}
