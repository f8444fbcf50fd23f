import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../src/cms/client.ts';
import { CmsRequestError } from '../../../src/cms/errors.ts';
import { cmsFetcher, createDownloads } from '../../../src/images/downloads.ts';

function recordingClient(status = 200) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
    return new Response(status === 200 ? 'bytes' : 'nope', { status });
  };
  const client = createCmsClient({ endpoint: 'http://127.0.0.1:4100/graphql', token: 'secret', fetch, baseDelayMs: 1, attempts: 2 });
  return { client, calls };
}

describe('cmsFetcher', () => {
  it('fetches relative uploads from the content system with its token, other hosts without it', async () => {
    const { client, calls } = recordingClient();
    const fetch = cmsFetcher(client.transport);
    expect(new TextDecoder().decode(await fetch('/uploads/a.jpg'))).toBe('bytes');
    await fetch('https://cdn.example/b.jpg');
    expect(calls).toEqual([
      { url: 'http://127.0.0.1:4100/uploads/a.jpg', authorization: 'Bearer secret' },
      { url: 'https://cdn.example/b.jpg', authorization: null },
    ]);
  });

  it('retries like the client and fails with a typed error naming the file', async () => {
    const { client, calls } = recordingClient(503);
    const error: unknown = await cmsFetcher(client.transport)('/uploads/a.jpg').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CmsRequestError);
    expect(String(error)).toContain('download /uploads/a.jpg');
    expect(calls).toHaveLength(2);
  });
});

describe('createDownloads', () => {
  it('remembers a failure for the build instead of fetching again, and removes its folder on dispose', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'downloads-test-'));
    let calls = 0;
    const downloads = createDownloads({
      dir: join(dir, 'files'),
      fetch: async () => {
        calls++;
        throw new Error('HTTP 404');
      },
    });
    await expect(downloads.bytes('/uploads/x.jpg')).rejects.toThrow('HTTP 404');
    await expect(downloads.bytes('/uploads/x.jpg')).rejects.toThrow('HTTP 404');
    expect(calls).toBe(1);
    expect(downloads.fetched).toBe(0);
    await downloads.dispose();
    await rm(dir, { recursive: true, force: true });
  });
});
