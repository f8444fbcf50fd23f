/**
 * The image service of the running build, shared between the integration (src/images/integration.ts,
 * loaded with the Astro config) and CmsImage (rendered from the prerender bundle, another module
 * instance in the same process) through one well-known global. No service (dev server, tests that
 * do not install one): CmsImage uses the upload's own url and formats.
 */
import type { ImageService } from './service.ts';

const KEY = Symbol.for('corporate-site.image-service');

type Holder = { [KEY]?: ImageService | undefined };

export function activeImageService(): ImageService | undefined {
  return (globalThis as Holder)[KEY];
}

export function installImageService(service: ImageService | undefined): void {
  (globalThis as Holder)[KEY] = service;
}
