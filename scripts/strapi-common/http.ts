/**
 * The HTTP plumbing of both Strapi clients (scripts/strapi/admin-api.ts, scripts/strapi5/api.ts): one base
 * URL, a Bearer authorization per call, JSON or multipart bodies, answers parsed as JSON (kept as text when
 * they are not), and every failed call thrown as a `StrapiApiError` naming the request and Strapi's message.
 * How Strapi words an error differs per version: each client passes its own `describe`. No call is retried:
 * the importers are idempotent, so a failed import is run again.
 */
export class StrapiApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export class StrapiHttp {
  readonly url: string;
  private readonly describe: (body: unknown) => string;

  /** `describe`: Strapi's message in an error answer's body (JSON, or the text when it is not). */
  constructor(url: string, describe: (body: unknown) => string) {
    this.url = url.replace(/\/+$/, '');
    this.describe = describe;
  }

  /** `token`: sent as `Authorization: Bearer <token>` unless empty. */
  async request(method: string, path: string, body: unknown, token: string): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
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
    if (!response.ok) throw new StrapiApiError(`${method} ${path}: HTTP ${response.status} ${this.describe(parsed)}`, response.status);
    return parsed;
  }

  /** Signs an administrator in to the admin API (the same route in both versions); the JWT. */
  async adminLogin(email: string, password: string): Promise<string> {
    const body = (await this.request('POST', '/admin/login', { email, password }, '')) as { data?: { token?: string } };
    if (!body.data?.token) throw new StrapiApiError('admin login: no token in the answer', 500);
    return body.data.token;
  }
}
