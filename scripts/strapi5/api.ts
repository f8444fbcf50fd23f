/**
 * A small client of a Strapi 5 for the importer: GraphQL and the media library's REST routes with an API
 * token (full access), and — only to unpublish, which Strapi 5's content API cannot do — the admin API's
 * content manager with an administrator's credentials. Every failed call throws an error naming the
 * request and Strapi's message (the plumbing: ../strapi-common/http.ts).
 */
import { StrapiApiError, StrapiHttp } from '../strapi-common/http.ts';
import { MediaLibraryClient } from '../strapi-common/media-library.ts';

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
  private readonly http: StrapiHttp;
  /** The media library (files step of the import). */
  readonly media: MediaLibraryClient<Strapi5File>;
  private readonly token: string;
  private readonly admin: Strapi5ApiOptions['admin'];
  private adminJwt = '';

  constructor(options: Strapi5ApiOptions) {
    this.http = new StrapiHttp(options.url, describe);
    this.token = options.token;
    this.admin = options.admin;
    this.media = new MediaLibraryClient<Strapi5File>(this.http, { upload: '/api/upload', list: '/api/upload/files' }, () => this.token);
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = (await this.http.request('POST', '/graphql', { query, variables }, this.token)) as {
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

  /** Unpublishes a document (the admin panel's "Unpublish"); the draft stays. */
  async unpublish(uid: string, documentId: string): Promise<void> {
    if (!this.admin) {
      throw new StrapiApiError(
        `${uid} ${documentId} is published but the content says draft; unpublishing needs an administrator (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD)`,
        400,
      );
    }
    if (!this.adminJwt) this.adminJwt = await this.http.adminLogin(this.admin.email, this.admin.password);
    await this.http.request('POST', `/content-manager/collection-types/${uid}/${documentId}/actions/unpublish`, {}, this.adminJwt);
  }
}

/** Strapi 5's error answer: `{ error: { name, message, details } }`. */
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
