/**
 * The size limit of a GraphQL request body: the upload limit (one file of the largest accepted size)
 * plus 1 MiB for the rest of a multipart request (operations, map, boundaries). Several files of one
 * request share it. yoga enforces it while the body streams in (`maxRequestBodySize`; its default is
 * 25 MB, which made the documented 50 MB upload limit unreachable); this plugin refuses a body whose
 * Content-Length is over the limit before reading it, and gives both refusals a message naming the
 * limit (yoga's says only "Request body too large"). HTTP 413, code REQUEST_ENTITY_TOO_LARGE.
 *
 * Memory: the multipart parser keeps a request's files in memory; at most one body's worth.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Room for the rest of a multipart request next to a file of the largest accepted size. */
export const MULTIPART_ENVELOPE_BYTES = 1024 * 1024;

export function requestBodyLimit(maxUploadBytes: number): number {
  return maxUploadBytes + MULTIPART_ENVELOPE_BYTES;
}

export function bodyTooLarge(limit: number, found?: number): GraphQLError {
  const had = found === undefined ? `more than ${limit}` : String(found);
  return createGraphQLError(
    `Request body too large: the limit is ${limit} bytes (the upload limit of ${limit - MULTIPART_ENVELOPE_BYTES} bytes + 1 MiB), the request has ${had} bytes.`,
    { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', limit: 'requestBytes', max: limit, http: { status: 413 } } },
  );
}

/** yoga's own refusal, thrown as it is or wrapped by the multipart parser ("POST body sent invalid multipart data: …"). */
function isYogaTooLarge(error: unknown): boolean {
  return error instanceof Error && error.message.includes('Request body too large');
}

export function useRequestBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      const length = request.headers.get('content-length');
      if (length !== null && /^\d+$/.test(length) && Number(length) > limit) throw bodyTooLarge(limit, Number(length));
      if (!requestParser) return;
      setRequestParser(async (req) => {
        try {
          return await requestParser(req);
        } catch (error) {
          throw isYogaTooLarge(error) ? bodyTooLarge(limit) : error;
        }
      });
    },
  };
}
