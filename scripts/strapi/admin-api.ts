/**
 * A small client of Strapi 3.6's admin API — the API its admin UI uses, with an administrator's JWT:
 * the content manager (`/content-manager/collection-types/:uid`, `/single-types/:uid`) and the media
 * library (`/upload`). Every failed call throws an error naming the request and Strapi's message
 * (the plumbing: ../strapi-common/http.ts).
 */
import { StrapiApiError, StrapiHttp } from '../strapi-common/http.ts';
import { MediaLibraryClient } from '../strapi-common/media-library.ts';

export type Entry = Record<string, unknown> & { id: number };

export class StrapiAdminApi {
  private readonly http: StrapiHttp;
  /** The media library (files step of the import). */
  readonly media: MediaLibraryClient<Entry>;
  private token = '';

  constructor(url: string) {
    this.http = new StrapiHttp(url, describeError);
    this.media = new MediaLibraryClient<Entry>(
      this.http,
      { upload: '/upload', list: '/upload/files?_limit=-1&_sort=id:ASC' },
      () => this.token,
    );
  }

  async login(email: string, password: string): Promise<void> {
    this.token = await this.http.adminLogin(email, password);
  }

  /** A call of the admin API; `auth`: as the signed-in administrator. */
  request(method: string, path: string, body?: unknown, auth = true): Promise<unknown> {
    return this.http.request(method, path, body, auth ? this.token : '');
  }

  async listEntries(uid: string): Promise<Entry[]> {
    const entries: Entry[] = [];
    for (let page = 1; ; page++) {
      const body = (await this.request('GET', `/content-manager/collection-types/${uid}?page=${page}&pageSize=100&_sort=id:ASC`)) as {
        results: Entry[];
        pagination: { pageCount: number };
      };
      entries.push(...body.results);
      if (page >= body.pagination.pageCount) return entries;
    }
  }

  getEntry(uid: string, id: number): Promise<Entry> {
    return this.request('GET', `/content-manager/collection-types/${uid}/${id}`) as Promise<Entry>;
  }

  createEntry(uid: string, data: Record<string, unknown>): Promise<Entry> {
    return this.request('POST', `/content-manager/collection-types/${uid}`, data) as Promise<Entry>;
  }

  updateEntry(uid: string, id: number, data: Record<string, unknown>): Promise<Entry> {
    return this.request('PUT', `/content-manager/collection-types/${uid}/${id}`, data) as Promise<Entry>;
  }

  publishEntry(uid: string, id: number): Promise<Entry> {
    return this.request('POST', `/content-manager/collection-types/${uid}/${id}/actions/publish`) as Promise<Entry>;
  }

  unpublishEntry(uid: string, id: number): Promise<Entry> {
    return this.request('POST', `/content-manager/collection-types/${uid}/${id}/actions/unpublish`) as Promise<Entry>;
  }

  async getSingle(uid: string): Promise<Entry | undefined> {
    try {
      return (await this.request('GET', `/content-manager/single-types/${uid}`)) as Entry;
    } catch (error) {
      if (error instanceof StrapiApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  putSingle(uid: string, data: Record<string, unknown>): Promise<Entry> {
    return this.request('PUT', `/content-manager/single-types/${uid}`, data) as Promise<Entry>;
  }
}

/** Strapi 3.6's error answer: `{ error, message, data }`. */
function describeError(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 500);
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown; data?: unknown };
    const parts = [
      b.error,
      typeof b.message === 'string' ? b.message : JSON.stringify(b.message),
      b.data ? JSON.stringify(b.data) : undefined,
    ];
    return parts.filter(Boolean).join(': ').slice(0, 1000);
  }
  return '';
}
