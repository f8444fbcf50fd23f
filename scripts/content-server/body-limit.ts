/**
 * The size limits of a GraphQL request body.
 *
 * - A file upload (multipart/form-data): the upload limit (one file of the largest accepted size)
 *   plus 1 MiB for the rest of a multipart request (operations, map, boundaries). Several files of
 *   one request share it. yoga enforces it while the body streams in (`maxRequestBodySize`; its
 *   default is 25 MB, which made the documented 50 MB upload limit unreachable).
 * - Any other body (JSON, a GraphQL document): the request limit `jsonBytes` (1 MiB by default,
 *   limits.ts). A GraphQL request is not an upload: a query and its variables are small, and a large
 *   JSON body costs its size several times over in memory and parsing time before any limit of the
 *   document can look at it. The body is read here, counting bytes, and refused as soon as it is over.
 *
 * A body whose Content-Length is over its limit is refused before it is read. Both refusals name the
 * limit (yoga's says only "Request body too large"). HTTP 413, code REQUEST_ENTITY_TOO_LARGE.
 *
 * Memory: the multipart parser keeps a request's files in memory; at most one body's worth.
 */
import { Readable } from 'node:stream';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { BodyTooLargeError, readBody } from '../lib/read-body.ts';

/** Room for the rest of a multipart request next to a file of the largest accepted size. */
const MULTIPART_ENVELOPE_BYTES = 1024 * 1024;

export function requestBodyLimit(maxUploadBytes: number): number {
  return maxUploadBytes + MULTIPART_ENVELOPE_BYTES;
}

function bodyTooLarge(limit: number, found?: number): GraphQLError {
  const had = found === undefined ? `more than ${limit}` : String(found);
  return createGraphQLError(
    `Request body too large: the limit is ${limit} bytes (the upload limit of ${limit - MULTIPART_ENVELOPE_BYTES} bytes + 1 MiB), the request has ${had} bytes.`,
    { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', limit: 'requestBytes', max: limit, http: { status: 413 } } },
  );
}

function jsonBodyTooLarge(limit: number, found?: number): GraphQLError {
  const had = found === undefined ? `more than ${limit}` : String(found);
  return createGraphQLError(
    `Request body too large: the limit of a request that uploads no file is ${limit} bytes, the request has ${had} bytes.`,
    { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', limit: 'jsonBytes', max: limit, http: { status: 413 } } },
  );
}

/** yoga's own refusal, thrown as it is or wrapped by the multipart parser ("POST body sent invalid multipart data: …"); not ours. */
function isYogaTooLarge(error: unknown): boolean {
  // Read by shape: yoga's GraphQLError class need not be this module's graphql's.
  if ((error as { extensions?: { limit?: unknown } } | null)?.extensions?.limit !== undefined) return false;
  return error instanceof Error && error.message.includes('Request body too large');
}

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/** The body's bytes (../lib/read-body.ts), read until the end or until there are more than `limit` (then refused, the rest not read). */
async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer<ArrayBuffer>> {
  // yoga's request body may be a ponyfill of ReadableStream (not Node's), so read as an async iterable.
  const stream = Readable.from(body as unknown as AsyncIterable<Uint8Array>, { objectMode: false });
  try {
    return await readBody(stream, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    stream.destroy();
    throw jsonBodyTooLarge(limit);
  }
}

/**
 * @param limit the limit of a multipart request (file uploads)
 * @param jsonLimit the limit of any other request body
 */
export function useRequestBodyLimit(limit: number, jsonLimit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      const multipart = isMultipart(request);
      const max = multipart ? limit : jsonLimit;
      const length = request.headers.get('content-length');
      if (length !== null && /^\d+$/.test(length) && Number(length) > max)
        throw multipart ? bodyTooLarge(limit, Number(length)) : jsonBodyTooLarge(jsonLimit, Number(length));
      if (!requestParser) return;
      setRequestParser(async (req) => {
        try {
          if (multipart || !req.body) return await requestParser(req);
          // Read within the limit, then parsed by yoga's own parser from the bytes read.
          const bytes = await readLimited(req.body, jsonLimit);
          const Request = req.constructor as typeof globalThis.Request;
          return await requestParser(new Request(req.url, { method: req.method, headers: req.headers, body: bytes, signal: req.signal }));
        } catch (error) {
          throw isYogaTooLarge(error) ? bodyTooLarge(limit) : error;
        }
      });
    },
  };
}
