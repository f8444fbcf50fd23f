/**
 * A small client of Strapi 3.6's admin API — the API its admin UI uses, with an administrator's JWT:
 * the content manager (`/content-manager/collection-types/:uid`, `/single-types/:uid`) and the media
 * library (`/upload`). Every failed call throws an error naming the request and Strapi's message.
 */
export type Entry = Record<string, unknown> & { id: number };

export class StrapiApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export class StrapiAdminApi {
  readonly url: string;
  private token = '';

  constructor(url: string) {
    this.url = url.replace(/\/+$/, '');
  }

  async login(email: string, password: string): Promise<void> {
    const body = (await this.request('POST', '/admin/login', { email, password }, false)) as { data?: { token?: string } };
    if (!body.data?.token) throw new StrapiApiError('admin login: no token in the answer', 500);
    this.token = body.data.token;
  }

  /** The JWT of the signed-in administrator (to act as the admin UI does). */
  get jwt(): string {
    return this.token;
  }

  async request(method: string, path: string, body?: unknown, auth = true): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (auth) headers.authorization = `Bearer ${this.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.url}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      throw new StrapiApiError(`${method} ${path}: HTTP ${response.status} ${describeError(parsed)}`, response.status);
    }
    return parsed;
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

  listFiles(): Promise<Entry[]> {
    return this.request('GET', '/upload/files?_limit=-1&_sort=id:ASC') as Promise<Entry[]>;
  }

  async uploadFile(file: {
    name: string;
    bytes: Uint8Array;
    mime: string;
    alternativeText?: string | null;
    caption?: string | null;
  }): Promise<Entry> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
    form.append(
      'fileInfo',
      JSON.stringify({ name: file.name, alternativeText: file.alternativeText ?? null, caption: file.caption ?? null }),
    );
    const created = (await this.request('POST', '/upload', form)) as Entry[];
    if (!Array.isArray(created) || !created[0]) throw new StrapiApiError(`POST /upload: no file in the answer`, 500);
    return created[0];
  }

  async updateFileInfo(id: number, info: { name: string; alternativeText: string | null; caption: string | null }): Promise<Entry> {
    const form = new FormData();
    form.append('fileInfo', JSON.stringify(info));
    return (await this.request('POST', `/upload?id=${id}`, form)) as Entry;
  }
}

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
