/**
 * The files step of the Strapi import: each UploadFile of the content is matched to a Strapi file by
 * name (names must be unique: checked); missing ones are uploaded from their original bytes (Strapi makes
 * its own hash, url and formats); a changed alternative text or caption is updated. Returns the seed id →
 * Strapi id of every file, for the entries' media fields. Used by the Strapi 3.6 and Strapi 5 imports.
 */
import type { SeedEntry } from '../content-server/seed-types.ts';
import { ImportError, type ImportSource, type ImportSummary } from './import-types.ts';
import type { LibraryFile, MediaLibrary } from './media-library.ts';

export async function importFiles(
  api: MediaLibrary,
  source: ImportSource,
  summary: ImportSummary,
  log: (line: string) => void,
): Promise<Map<string, number>> {
  const files = source.seed.collections.UploadFile ?? [];
  const byName = new Map<string, SeedEntry>();
  for (const file of files) {
    const name = String(file.name ?? '');
    if (!name) throw new ImportError(`UploadFile ${file.id}: no name`);
    if (byName.has(name)) throw new ImportError(`UploadFile ${file.id}: the name "${name}" is used twice; files are matched by name`);
    byName.set(name, file);
  }
  const existing = new Map<string, LibraryFile>();
  for (const file of await api.listFiles()) if (!existing.has(String(file.name))) existing.set(String(file.name), file);
  const ids = new Map<string, number>();
  for (const [name, file] of byName) {
    const info = {
      name,
      alternativeText: (file.alternativeText as string | null) ?? null,
      caption: (file.caption as string | null) ?? null,
    };
    let target = existing.get(name);
    if (!target) {
      const url = String(file.url ?? '');
      const stored = url.replace(/^\/uploads\//, '');
      if (!stored || stored === url) throw new ImportError(`UploadFile ${file.id} (${name}): url "${url}" is not under /uploads/`);
      target = await api.uploadFile({
        ...info,
        bytes: await source.readUpload(stored),
        mime: String(file.mime ?? 'application/octet-stream'),
      });
      summary.filesUploaded++;
    } else if ((target.alternativeText ?? null) !== info.alternativeText || (target.caption ?? null) !== info.caption) {
      target = await api.updateFileInfo(target.id, info);
      summary.filesUpdated++;
    }
    ids.set(String(file.id), target.id);
  }
  log(
    `files: ${summary.filesUploaded} uploaded, ${summary.filesUpdated} updated, ${byName.size - summary.filesUploaded - summary.filesUpdated} unchanged`,
  );
  return ids;
}
