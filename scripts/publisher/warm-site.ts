/**
 * The warm side of the rebuild service (docs/publishing.md §3.1): one process adopts a site a full
 * build rendered (./full-build.ts) — its content, every page's dependency record — and keeps what it
 * needs to publish an edit in proportion to the edit: the site model, the records, and the prerenderer
 * of an `astro build` with the pages' server bundle loaded (src/incremental/kept-renderer.ts). An
 * update takes the new content, builds the new model (src/site/build.ts), finds the pages whose record
 * no longer matches it (src/site/select.ts) and renders just those, with a fresh image service for
 * their image variants. Nothing is bundled, synced or type-checked again.
 *
 * It only renders: where the bytes go (the next release), links, gates and search are the caller's.
 * An update whose chrome (menus, footer, translations, locales) changed asks for a full build, since
 * every page would change.
 */
import { rmSync } from 'node:fs';
import type { RouteData } from 'astro';
import { createImageService } from '../../src/images/integration.ts';
import { installImageService } from '../../src/images/registry.ts';
import { keepRenderer, type KeptRenderer } from '../../src/incremental/kept-renderer.ts';
import { changedKeys, keyIndex } from '../../src/site/affected.ts';
import { INDEX_VERSION, type PageRecord } from '../../src/incremental/index-file.ts';
import { resetUploadReuse } from '../../src/cms/upload-reuse.ts';
import { incrementalState, resetIncrementalState } from '../../src/incremental/state.ts';
import type { SitePage } from '../../src/routing/site-pages.ts';
import { REDIRECTS_PATH } from '../../src/seo/redirects.ts';
import { SITEMAP_INDEX_PATH } from '../../src/seo/sitemap.ts';
import { buildSiteModel } from '../../src/site/build.ts';
import { provideSiteModel } from '../../src/site/current.ts';
import { digestOf } from '../../src/site/digests.ts';
import type { SiteData, SiteModel } from '../../src/site/types.ts';
import { buildWithAstro } from '../lib/astro-build.ts';
import {
  calendarPaths,
  chromeChanges,
  errorPaths,
  REDIRECTS_URL,
  ROOT_NOT_FOUND,
  ROOT_NOT_FOUND_URL,
  ROUTE_FILES,
  sitemapPaths,
} from './warm-routes.ts';
import { projectRoot } from '../lib/paths.ts';

export interface WarmUpdate {
  /** The model the update rendered from (adopted by `commit`). */
  model: SiteModel;
  /** Rendered files by output path (`/de/kontakt/`, `/en/event/semicon-europa.ics`, `/sitemaps/1.xml`), with their bytes. */
  files: Map<string, Buffer>;
  /** Page and sitemap paths the new model no longer has. */
  removed: string[];
  /** Records of the rendered pages. */
  records: Map<string, PageRecord>;
  /** How long each step took (ms). */
  phases: { model: number; select: number; render: number; images: number };
}

export type WarmResult = ({ kind: 'update' } & WarmUpdate) | { kind: 'full'; reason: string };

export interface WarmSiteOptions {
  /** A folder of the adopting build's own (removed afterwards). */
  outDir: string;
  /** The origin pages are rendered under (Astro's `site`). */
  origin: string;
  /** The day the adopted site was rendered for (ISO date; later ones: `update`). */
  today: string;
  log?: (line: string) => void;
}

export class WarmSite {
  private readonly renderer: KeptRenderer;
  private current: SiteModel;
  private readonly index: Map<string, PageRecord>;
  /** Each dependency key → the pages whose record has it (src/site/affected.ts). */
  private byKey: Map<string, Set<string>>;
  private readonly options: WarmSiteOptions;

  private constructor(renderer: KeptRenderer, current: SiteModel, index: Map<string, PageRecord>, options: WarmSiteOptions) {
    this.renderer = renderer;
    this.current = current;
    this.index = index;
    this.byKey = keyIndex(index);
    this.options = options;
  }

  /**
   * Adopts a published site (docs/publishing.md §3.2): its content `data` for the day `today` it was
   * rendered for, and every page's record as the build that rendered it kept them. The renderer comes
   * from an `astro build` (in this process) into `options.outDir`, a folder of its own that is removed
   * afterwards, whose pages are selected as an incremental build selects them (src/site/select.ts):
   * against the adopted records and model none has changed, so it renders only what every build renders
   * (the error pages, sitemaps, the root redirect), and mirrors no upload. Returns the site and how long
   * each step took (ms).
   */
  static async adopt(
    options: WarmSiteOptions & { data: SiteData; records: ReadonlyMap<string, PageRecord> },
  ): Promise<{ site: WarmSite; phases: { model: number; astro: number } }> {
    const started = performance.now();
    const model = buildSiteModel(options.data, { today: options.today });
    const modelMs = performance.now() - started;
    resetIncrementalState({ version: INDEX_VERSION, fingerprint: 'adopted', pages: Object.fromEntries(options.records) });
    provideSiteModel(model);
    resetUploadReuse(undefined, false);
    const kept = keepRenderer();
    try {
      await buildWithAstro(options.outDir);
    } finally {
      rmSync(options.outDir, { recursive: true, force: true });
      resetUploadReuse(undefined);
    }
    const renderer = await kept;
    for (const file of Object.values(ROUTE_FILES)) {
      if (!renderer.routes.has(file)) throw new Error(`warm site: the build has no route ${file}`);
    }
    // The build's model stays the model of this process: the one adopted.
    provideSiteModel(model);
    const site = new WarmSite(renderer, model, new Map(options.records), options);
    return { site, phases: { model: Math.round(modelMs), astro: Math.round(performance.now() - started - modelMs) } };
  }

  get model(): SiteModel {
    return this.current;
  }

  private route(file: keyof typeof ROUTE_FILES): RouteData {
    return this.renderer.routes.get(ROUTE_FILES[file])!;
  }

  private routeOf(page: SitePage): RouteData {
    return this.route(page.view.kind === 'home' ? 'home' : 'page');
  }

  private errorRoute(path: string): RouteData {
    return this.route(path === ROOT_NOT_FOUND ? 'rootNotFound' : 'notFound');
  }

  private async renderPath(path: string, route: RouteData): Promise<Buffer> {
    // The build renders the root error page at `/404/` (written to 404.html), the redirect rules at `/_redirects/`: so does this.
    const url = path === ROOT_NOT_FOUND ? ROOT_NOT_FOUND_URL : path === REDIRECTS_PATH ? REDIRECTS_URL : path;
    const response = await this.renderer.render(new URL(url, this.options.origin).href, route);
    if (
      response.status !== 200 &&
      !(response.status === 404 && (route === this.route('notFound') || route === this.route('rootNotFound')))
    ) {
      throw new Error(`warm site: ${path} rendered with status ${response.status}`);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  /**
   * Renders what `data` and the day `today` change against the published model: the pages whose record
   * no longer matches (new pages included; on a new day the pages that read it), the sitemaps when the URL table changed,
   * the redirect rules file when its redirects changed; the image variants they
   * use are written to `imagesDir` (the next release). Nothing is adopted until `commit`; a failed
   * render leaves the published state as it was.
   */
  async update(data: SiteData, imagesDir: string, today: string): Promise<WarmResult> {
    const started = performance.now();
    const model = buildSiteModel(data, { today });
    const modelDone = performance.now();
    if (digestOf(model, 'chrome') !== digestOf(this.current, 'chrome')) {
      return { kind: 'full', reason: `the chrome changed (${chromeChanges(this.current, model).join(', ')}): every page shows it` };
    }
    // Every file the new model has a record for, with the route that renders it.
    const candidates = new Map<string, RouteData>();
    for (const page of model.pages) if (!candidates.has(page.path)) candidates.set(page.path, this.routeOf(page));
    for (const path of errorPaths()) candidates.set(path, this.errorRoute(path));
    for (const path of calendarPaths(model)) candidates.set(path, this.route('eventCalendar'));
    // The pages that read a key whose digest changed, and the pages the published site does not have yet.
    const affected = new Set<string>();
    for (const key of changedKeys(this.current, model, this.byKey.keys())) for (const path of this.byKey.get(key)!) affected.add(path);
    for (const path of candidates.keys()) if (!this.index.has(path)) affected.add(path);
    for (const path of [...affected]) if (!candidates.has(path)) affected.delete(path);
    const removed = [...this.index.keys()].filter((path) => !candidates.has(path));
    const routesChanged = digestOf(model, 'routes') !== digestOf(this.current, 'routes');
    const redirectsChanged = digestOf(model, 'redirects') !== digestOf(this.current, 'redirects');
    const selectDone = performance.now();

    const files = new Map<string, Buffer>();
    const images = createImageService(projectRoot, {}, (line) => (this.options.log ?? console.warn)(line));
    resetIncrementalState();
    provideSiteModel(model);
    this.renderer.forgetStaticPaths();
    installImageService(images);
    let imagesMs = 0;
    try {
      for (const path of affected) files.set(path, await this.renderPath(path, candidates.get(path)!));
      if (routesChanged) {
        const before = new Set(sitemapPaths(this.current));
        for (const path of sitemapPaths(model)) {
          before.delete(path);
          files.set(path, await this.renderPath(path, this.route(path === SITEMAP_INDEX_PATH ? 'sitemapIndex' : 'sitemap')));
        }
        removed.push(...before);
      }
      if (redirectsChanged) files.set(REDIRECTS_PATH, await this.renderPath(REDIRECTS_PATH, this.route('redirects')));
      const imagesStart = performance.now();
      await images.emit(imagesDir);
      imagesMs = performance.now() - imagesStart;
    } finally {
      // Until `commit`, the published model stays the model of this process.
      provideSiteModel(this.current);
      this.renderer.forgetStaticPaths();
      installImageService(undefined);
      await images.downloads.dispose();
    }
    const renderDone = performance.now();
    return {
      kind: 'update',
      model,
      files,
      removed,
      records: new Map(incrementalState().rendered),
      phases: {
        model: modelDone - started,
        select: selectDone - modelDone,
        render: renderDone - selectDone - imagesMs,
        images: imagesMs,
      },
    };
  }

  /**
   * Renders every page, error page, calendar file, sitemap and the redirect rules file of the published model, handing each file to
   * `onFile` as it is rendered (a large site's files are never all in memory): the same site a full
   * build renders, from the same bundle. Returns how many files it rendered.
   */
  async renderEverything(imagesDir: string, onFile: (path: string, bytes: Buffer) => void, model = this.current): Promise<number> {
    const done = new Set<string>();
    const images = createImageService(projectRoot, {}, (line) => (this.options.log ?? console.warn)(line));
    const render = async (path: string, route: RouteData): Promise<void> => {
      if (done.has(path)) return;
      done.add(path);
      onFile(path, await this.renderPath(path, route));
    };
    resetIncrementalState();
    provideSiteModel(model);
    this.renderer.forgetStaticPaths();
    installImageService(images);
    try {
      for (const page of model.pages) await render(page.path, this.routeOf(page));
      for (const path of errorPaths()) await render(path, this.errorRoute(path));
      for (const path of calendarPaths(model)) await render(path, this.route('eventCalendar'));
      for (const path of sitemapPaths(model)) await render(path, this.route(path === SITEMAP_INDEX_PATH ? 'sitemapIndex' : 'sitemap'));
      await render(REDIRECTS_PATH, this.route('redirects'));
      await images.emit(imagesDir);
    } finally {
      // Until `commit`, the published model stays the model of this process.
      provideSiteModel(this.current);
      this.renderer.forgetStaticPaths();
      installImageService(undefined);
      await images.downloads.dispose();
    }
    return done.size;
  }

  /**
   * Where an update asked for a full build: renders every page of the model of `data` and `today` (from the kept
   * bundle: only code or configuration changes need a new one), each file to `onFile`. Like `update`,
   * nothing is adopted until `commit` (every page's record is replaced then). Returns how many files
   * it rendered and how long each step took.
   */
  async rebuildAll(
    data: SiteData,
    imagesDir: string,
    today: string,
    onFile: (path: string, bytes: Buffer) => void,
  ): Promise<{ files: number; phases: WarmUpdate['phases']; update: WarmUpdate }> {
    const started = performance.now();
    const model = buildSiteModel(data, { today });
    const modelDone = performance.now();
    const rendered = new Set<string>();
    const files = await this.renderEverything(
      imagesDir,
      (path, bytes) => {
        rendered.add(path);
        onFile(path, bytes);
      },
      model,
    );
    const phases = { model: modelDone - started, select: 0, render: performance.now() - modelDone, images: 0 };
    const removed = [...this.index.keys(), ...sitemapPaths(this.current)].filter((path) => !rendered.has(path));
    return {
      files,
      phases,
      update: { model, files: new Map(), removed, records: new Map(incrementalState().rendered), phases },
    };
  }

  /** How many files of the published site read the dependency key `key` (src/incremental/keys.ts). */
  readersOf(key: string): number {
    return this.byKey.get(key)?.size ?? 0;
  }

  /** Every file's record (pages, error pages, calendar files, sitemaps), for the state file. */
  records(): ReadonlyMap<string, PageRecord> {
    return this.index;
  }

  /** Every page, error page and sitemap path the published site has. */
  paths(): string[] {
    return [...this.index.keys()];
  }

  /** Adopts an update once its files are published: its model and records become the published state. */
  commit(update: WarmUpdate): void {
    this.current = update.model;
    for (const path of [...update.removed, ...update.records.keys()]) {
      for (const key of this.index.get(path)?.deps ?? []) this.byKey.get(key)?.delete(path);
      this.index.delete(path);
    }
    for (const [path, record] of update.records) {
      this.index.set(path, record);
      for (const key of record.deps) {
        let paths = this.byKey.get(key);
        if (!paths) this.byKey.set(key, (paths = new Set()));
        paths.add(path);
      }
    }
    provideSiteModel(update.model);
  }
}
