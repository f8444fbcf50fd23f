/**
 * A small client of a Strapi 5 for the importer: GraphQL and the media library's REST routes with an API
 * token (full access), and — only to unpublish, which Strapi 5's content API cannot do — the admin API's
 * content manager with an administrator's credentials. Every failed call throws an error naming the
 * request and Strapi's message.
 */
import { StrapiApiError } from '../strapi/admin-api.ts';

export type Strapi5File = {
  id: number;
  documentId: string;
  name: string;
  alternativeText: string | null;
  caption: string | null;
};

export interface Strapi5ApiOptions {
  url: string;
  token: string;
  /** The administrator who may unpublish (needed only when an entry goes back to draft). */
  admin?: { email: string; password: string } | undefined;
}

export class Strapi5Api {
  readonly url: string;
  private readonly token: string;
  private readonly admin: Strapi5ApiOptions['admin'];
  private adminJwt = '';

  constructor(options: Strapi5ApiOptions) {
    this.url = options.url.replace(/\/+$/, '');
    this.token = options.token;
    this.admin = options.admin;
  }

  private async request(method: string, path: string, body: unknown, authorization: string): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', authorization };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.url}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text for the message
    }
    if (!response.ok) throw new StrapiApiError(`${method} ${path}: HTTP ${response.status} ${describe(parsed)}`, response.status);
    return parsed;
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = (await this.request('POST', '/graphql', { query, variables }, `Bearer ${this.token}`)) as {
      data?: T;
      errors?: Array<{ message: string; extensions?: unknown }>;
    };
    if (body.errors?.length) {
      const first = body.errors[0];
      const details = first?.extensions ? ` ${JSON.stringify(first.extensions).slice(0, 800)}` : '';
      throw new StrapiApiError(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}${details}\n  in: ${query.slice(0, 300)}`, 200);
    }
    if (!body.data) throw new StrapiApiError('GraphQL: no data in the answer', 500);
    return body.data;
  }

  async listFiles(): Promise<Strapi5File[]> {
    return (await this.request('GET', '/api/upload/files', undefined, `Bearer ${this.token}`)) as Strapi5File[];
  }

  async uploadFile(file: {
    name: string;
    bytes: Uint8Array;
    mime: string;
    alternativeText: string | null;
    caption: string | null;
  }): Promise<Strapi5File> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
    form.append('fileInfo', JSON.stringify({ name: file.name, alternativeText: file.alternativeText, caption: file.caption }));
    const created = (await this.request('POST', '/api/upload', form, `Bearer ${this.token}`)) as Strapi5File[];
    if (!Array.isArray(created) || !created[0]) throw new StrapiApiError('POST /api/upload: no file in the answer', 500);
    return created[0];
  }

  async updateFileInfo(id: number, info: { name: string; alternativeText: string | null; caption: string | null }): Promise<Strapi5File> {
    const form = new FormData();
    form.append('fileInfo', JSON.stringify(info));
    return (await this.request('POST', `/api/upload?id=${id}`, form, `Bearer ${this.token}`)) as Strapi5File;
  }

  /** Unpublishes a document (the admin panel's "Unpublish"); the draft stays. */
  async unpublish(uid: string, documentId: string): Promise<void> {
    if (!this.admin) {
      throw new StrapiApiError(
        `${uid} ${documentId} is published but the content says draft; unpublishing needs an administrator (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD)`,
        400,
      );
    }
    if (!this.adminJwt) {
      const login = (await this.request('POST', '/admin/login', this.admin, '')) as { data?: { token?: string } };
      if (!login.data?.token) throw new StrapiApiError('admin login: no token in the answer', 500);
      this.adminJwt = login.data.token;
    }
    await this.request('POST', `/content-manager/collection-types/${uid}/${documentId}/actions/unpublish`, {}, `Bearer ${this.adminJwt}`);
  }
}

function describe(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 500);
  if (body && typeof body === 'object') {
    const error = (body as { error?: { name?: string; message?: string; details?: unknown } }).error;
    if (error)
      return [error.name, error.message, error.details ? JSON.stringify(error.details).slice(0, 500) : ''].filter(Boolean).join(': ');
    return JSON.stringify(body).slice(0, 500);
  }
  return '';
}
