/**
 * Reading a request body up to a byte limit, for the servers of the scripts (the form service, the
 * rebuild service's webhook, the content server's GraphQL requests).
 *
 * Settles once, with the whole body or with an error:
 * - BodyTooLargeError as soon as the body is larger than `limit` (or its Content-Length says it will
 *   be): nothing more is kept, but the stream keeps flowing and the rest is read and dropped, because
 *   closing a socket whose client is still sending resets it and the client could lose the answer
 *   (413) the caller gives. A caller that wants the stream stopped destroys it.
 * - BodyTimeoutError when the body is not in within `deadlineMs` (the caller answers 408 and closes).
 * - the stream's error, or an Error when it closes before the end of the body.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly limit: number;
  constructor(limit: number) {
    super(`The body is larger than ${limit} bytes.`);
    this.limit = limit;
  }
}

export class BodyTimeoutError extends Error {
  override name = 'BodyTimeoutError';
  constructor(ms: number) {
    super(`the body did not arrive within ${ms / 1000} s`);
  }
}

export interface ReadBodyOptions {
  /** The body must be in within this many ms. */
  deadlineMs?: number;
}

export function readBody(
  stream: Readable & { headers?: IncomingHttpHeaders },
  limit: number,
  options: ReadBodyOptions = {},
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(stream.headers?.['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    stream.resume();
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const { deadlineMs } = options;
    const timer = deadlineMs === undefined ? undefined : setTimeout(() => settle(new BodyTimeoutError(deadlineMs)), deadlineMs);
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size > limit) settle(new BodyTooLargeError(limit));
      else chunks.push(chunk);
    };
    const onEnd = (): void => settle(Buffer.concat(chunks, size));
    const onClose = (): void => settle(new Error('the client closed the connection before the end of the body'));
    function settle(outcome: Buffer<ArrayBuffer> | Error): void {
      clearTimeout(timer);
      stream.off('data', onData).off('end', onEnd).off('error', settle).off('close', onClose);
      chunks.length = 0;
      if (outcome instanceof Error) {
        // Whatever is still coming is dropped; an error listener stays so a late error is not thrown.
        stream.on('error', () => {}).resume();
        reject(outcome);
      } else resolve(outcome);
    }
    stream.on('data', onData).on('end', onEnd).on('error', settle).on('close', onClose);
  });
}
