/**
 * The media library's REST routes, alike in both Strapi versions but for where they are (Strapi 3.6's
 * admin API `/upload`, Strapi 5's content API `/api/upload`): list every file, upload one with its name,
 * alternative text and caption, change those. The importers' files step (./import-files.ts) uses them.
 */
import { StrapiApiError, type StrapiHttp } from './http.ts';

interface FileInfo {
  name: string;
  alternativeText: string | null;
  caption: string | null;
}

/** A file as Strapi answers with it (the fields the files step reads). */
export interface LibraryFile {
  id: number;
  name?: unknown;
  alternativeText?: unknown;
  caption?: unknown;
}

/** What the files step needs of a media library. */
export interface MediaLibrary<F extends LibraryFile = LibraryFile> {
  listFiles(): Promise<F[]>;
  uploadFile(file: FileInfo & { bytes: Uint8Array; mime: string }): Promise<F>;
  updateFileInfo(id: number, info: FileInfo): Promise<F>;
}

interface MediaRoutes {
  /** The upload route (`POST`; `?id=` changes a file's info). */
  upload: string;
  /** The route that lists every file. */
  list: string;
}

export class MediaLibraryClient<F extends LibraryFile> implements MediaLibrary<F> {
  private readonly http: StrapiHttp;
  private readonly routes: MediaRoutes;
  private readonly token: () => string;

  constructor(http: StrapiHttp, routes: MediaRoutes, token: () => string) {
    this.http = http;
    this.routes = routes;
    this.token = token;
  }

  async listFiles(): Promise<F[]> {
    return (await this.http.request('GET', this.routes.list, undefined, this.token())) as F[];
  }

  async uploadFile(file: FileInfo & { bytes: Uint8Array; mime: string }): Promise<F> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
    form.append('fileInfo', JSON.stringify({ name: file.name, alternativeText: file.alternativeText, caption: file.caption }));
    const created = (await this.http.request('POST', this.routes.upload, form, this.token())) as F[];
    if (!Array.isArray(created) || !created[0]) throw new StrapiApiError(`POST ${this.routes.upload}: no file in the answer`, 500);
    return created[0];
  }

  async updateFileInfo(id: number, info: FileInfo): Promise<F> {
    const form = new FormData();
    form.append('fileInfo', JSON.stringify(info));
    return (await this.http.request('POST', `${this.routes.upload}?id=${id}`, form, this.token())) as F;
  }
}
