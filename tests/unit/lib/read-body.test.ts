import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { BodyTimeoutError, BodyTooLargeError, readBody } from '../../../scripts/lib/read-body.ts';

/** A stream of `chunks`, optionally with headers as a request has them. */
function body(chunks: string[], headers: Record<string, string> = {}): Readable & { headers: Record<string, string> } {
  return Object.assign(
    Readable.from(
      chunks.map((chunk) => Buffer.from(chunk)),
      { objectMode: false },
    ),
    { headers },
  );
}

describe('readBody', () => {
  it('reads the whole body up to and including the limit', async () => {
    expect((await readBody(body(['ab', 'cd']), 4)).toString()).toBe('abcd');
    expect((await readBody(body([]), 4)).byteLength).toBe(0);
  });

  it('rejects a body over the limit and drains the rest of the stream', async () => {
    const stream = body(['abc', 'def', 'ghi']);
    await expect(readBody(stream, 5)).rejects.toBeInstanceOf(BodyTooLargeError);
    await finished(stream);
    expect(stream.readableEnded).toBe(true);
  });

  it('rejects at once when the Content-Length is over the limit', async () => {
    const stream = body(['a'], { 'content-length': '1000' });
    await expect(readBody(stream, 10)).rejects.toMatchObject({ name: 'BodyTooLargeError', limit: 10 });
  });

  it('rejects when the body is not in within the deadline', async () => {
    const stream = new Readable({ read() {} });
    stream.push('a');
    await expect(readBody(stream, 10, { deadlineMs: 20 })).rejects.toBeInstanceOf(BodyTimeoutError);
  });

  it('rejects when the stream fails or closes before the end', async () => {
    const failing = new Readable({ read() {} });
    const failed = readBody(failing, 10);
    failing.destroy(new Error('reset'));
    await expect(failed).rejects.toThrow('reset');
    const closing = new Readable({ read() {} });
    const closed = readBody(closing, 10);
    closing.destroy();
    await expect(closed).rejects.toThrow('before the end of the body');
  });
});
