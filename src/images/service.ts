/**
 * The image service of one build. CmsImage asks it for an upload's image; the first request of an
 * upload resolves it once (memoised per cache key):
 *
 * 1. a complete cache entry (manifest plus every variant file) → nothing fetched, nothing encoded;
 * 2. otherwise the original is fetched (Downloads: once per url per build, bounded), inspected,
 *    and the missing variants are encoded (bounded) into the cache.
 *
 * Variants used by pages are copied into `<outDir>/_img/` by `emit()`. An upload that cannot be
 * fetched, decoded or encoded is a content problem naming the file (thrown under STRICT_CONTENT);
 * otherwise the answer is null and the caller falls back to the original url.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageSource } from './responsive.ts';
import { mediaUrl } from '../cms/media.ts';
import type { ProblemReporter } from '../cms/problems.ts';
import type { ImageCache } from './cache.ts';
import type { Downloads } from './downloads.ts';
import { decode, inspect, type Inspected } from './encode.ts';
import { createLimit, type Limit } from './limit.ts';
import { passthroughData, pictureData, type PictureData } from './markup.ts';
import { OUTPUT_FOLDER, cacheKey, declaredKind, decodedKind, fallbackFormat, planRaster, type RasterPlan } from './plan.ts';

export interface ImageServiceOptions {
  cache: ImageCache;
  downloads: Downloads;
  report: ProblemReporter;
  /** Originals being encoded at once (default 2). */
  encodeConcurrency?: number;
}

export interface ImageStats {
  /** Distinct variant files used by the pages. */
  variants: number;
  encoded: number;
  fromCache: number;
  /** Uploads fetched by the image pipeline in this build. */
  fetched: number;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class ImageService {
  readonly downloads: Downloads;
  private readonly cache: ImageCache;
  private readonly report: ProblemReporter;
  private readonly encodeLimit: Limit;
  private readonly images = new Map<string, Promise<PictureData | null>>();
  /** Variant file → cache key, for emit(). */
  private readonly used = new Map<string, string>();
  private readonly fetchedUrls = new Set<string>();
  private encoded = 0;
  private fromCache = 0;

  constructor(options: ImageServiceOptions) {
    this.cache = options.cache;
    this.downloads = options.downloads;
    this.report = options.report;
    this.encodeLimit = createLimit(options.encodeConcurrency ?? 2);
  }

  /** The markup data of an upload's image, or null (url refused, or a problem in a non-strict build). */
  image(file: ImageSource): Promise<PictureData | null> {
    const src = mediaUrl(file.url);
    if (!src) return Promise.resolve(null);
    const key = cacheKey(file);
    let image = this.images.get(key);
    if (image === undefined) {
      image = this.resolve(file, src, key);
      this.images.set(key, image);
    }
    return image;
  }

  stats(): ImageStats {
    return { variants: this.used.size, encoded: this.encoded, fromCache: this.fromCache, fetched: this.fetchedUrls.size };
  }

  summary(): string {
    const { variants, encoded, fromCache, fetched } = this.stats();
    return `${variants} variants: ${encoded} encoded, ${fromCache} from cache, ${fetched} uploads fetched`;
  }

  /** Copies every variant used by a page into `<outDir>/_img/`; returns how many. */
  async emit(outDir: URL | string): Promise<number> {
    const root = typeof outDir === 'string' ? outDir : fileURLToPath(outDir);
    const target = join(root, OUTPUT_FOLDER);
    await mkdir(target, { recursive: true });
    const limit = createLimit(8);
    await Promise.all([...this.used].map(([file, key]) => limit(() => copyFile(this.cache.path(key, file), join(target, file)))));
    return this.used.size;
  }

  private async resolve(file: ImageSource, src: string, key: string): Promise<PictureData | null> {
    const manifest = await this.cache.readManifest(key);
    if (manifest?.kind === 'passthrough') return passthroughData(src, manifest.width, manifest.height);
    if (manifest?.kind === 'raster') {
      const plan = planRaster(key, manifest.width, manifest.height, manifest.fallback);
      const present = await Promise.all(plan.variants.map((variant) => this.cache.has(key, variant.file)));
      if (present.every(Boolean)) {
        this.use(plan);
        this.fromCache += plan.variants.length;
        return pictureData(plan);
      }
    }
    if (declaredKind({ ...file, url: src }) === 'passthrough' && file.width && file.height) {
      return passthroughData(src, file.width, file.height);
    }

    const name = file.name ? `"${file.name}" (${src})` : src;
    let bytes: Uint8Array;
    try {
      bytes = await this.downloads.bytes(src);
      this.fetchedUrls.add(src);
    } catch (error) {
      this.report(`image ${name} could not be downloaded: ${reason(error)}`);
      return null;
    }
    let info: Inspected;
    try {
      info = await inspect(bytes);
    } catch (error) {
      this.report(`image ${name} could not be decoded: ${reason(error)}`);
      return null;
    }
    if (decodedKind(info.format, info.pages) === 'passthrough') {
      await this.cache.writeManifest(key, { kind: 'passthrough', width: info.width, height: info.height, fallback: 'jpeg' });
      return passthroughData(src, info.width, info.height);
    }
    const plan = planRaster(key, info.width, info.height, fallbackFormat(info.format));
    try {
      await this.encodeMissing(plan, bytes);
    } catch (error) {
      this.report(`image ${name} could not be encoded: ${reason(error)}`);
      return null;
    }
    await this.cache.writeManifest(key, { kind: 'raster', width: plan.width, height: plan.height, fallback: plan.fallback });
    this.use(plan);
    return pictureData(plan);
  }

  private async encodeMissing(plan: RasterPlan, bytes: Uint8Array): Promise<void> {
    const present = await Promise.all(plan.variants.map((variant) => this.cache.has(plan.key, variant.file)));
    const missing = plan.variants.filter((_, index) => !present[index]);
    this.fromCache += plan.variants.length - missing.length;
    if (missing.length === 0) return;
    await this.encodeLimit(async () => {
      const image = await decode(bytes);
      for (const variant of missing) {
        await this.cache.write(plan.key, variant.file, await image.encode(variant));
        this.encoded++;
      }
    });
  }

  private use(plan: RasterPlan): void {
    for (const variant of plan.variants) this.used.set(variant.file, plan.key);
  }
}
