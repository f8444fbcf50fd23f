/**
 * scripts/lib/render-process.ts: the build's rendering in a child process. The request reaches the
 * child, the result comes back with its maps and sets intact, a failure comes back as the child's one
 * message, and a child that dies or is stopped without answering fails the build with a reason.
 * Stand-in render scripts speak the same protocol as scripts/render.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RENDER_SCRIPT, RenderError, startRender, type RenderRequest } from '../../../scripts/lib/render-process.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'render-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function standIn(name: string, body: string): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, `process.once('message', (request) => {\n${body}\n});\n`);
  return file;
}

const request: RenderRequest = {
  outDir: '/tmp/staged/dist',
  indexFile: '/tmp/cache/index.json',
  nextIndex: { file: '/tmp/cache/index.next.json', fingerprint: 'f' },
  uploads: { dir: '/tmp/previous', files: { 'uploads/a.jpg': { key: 'a', sha256: 'abc' } } },
};

describe('startRender', () => {
  it('is scripts/render.ts by default', () => {
    expect(path.basename(RENDER_SCRIPT)).toBe('render.ts');
  });

  it('sends the request and returns the reply with maps and sets as they were', async () => {
    const script = standIn(
      'ok',
      `process.send({
        ok: true,
        rendered: new Map([['/en/', { deps: ['page:en', request.outDir], hash: 'h1' }]]),
        skipped: new Set(['/de/']),
        enumerated: new Set(['/en/', '/de/']),
        mirrored: request.uploads.files,
        peakRssMb: 42,
      }, () => process.exit(0));`,
    );
    const result = await startRender(request, script).result;
    expect(result.rendered).toBeInstanceOf(Map);
    expect(result.rendered.get('/en/')).toEqual({ deps: ['page:en', '/tmp/staged/dist'], hash: 'h1' });
    expect(result.skipped).toEqual(new Set(['/de/']));
    expect(result.enumerated).toEqual(new Set(['/en/', '/de/']));
    expect(result.mirrored).toEqual(request.uploads!.files);
    expect(result.peakRssMb).toBe(42);
  });

  it("a failed rendering rejects with the child's message", async () => {
    const script = standIn(
      'fails',
      `process.send({ ok: false, message: 'Content request failed: http://127.0.0.1:1/graphql (ProductPages)' }, () => process.exit(1));`,
    );
    const error = await startRender(request, script).result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as Error).message).toBe('Content request failed: http://127.0.0.1:1/graphql (ProductPages)');
  });

  it('a child that exits without an answer rejects, naming the exit code', async () => {
    const script = standIn('crashes', `process.exit(3);`);
    await expect(startRender(request, script).result).rejects.toThrow(/ended without a result \(exit code 3\)/);
  });

  it('kill() stops the child; the result rejects, naming the signal', async () => {
    const script = standIn('hangs', `setInterval(() => {}, 1000);`);
    const rendering = startRender(request, script);
    setTimeout(() => rendering.kill(), 200);
    await expect(rendering.result).rejects.toThrow(/ended without a result \(signal SIGTERM\)/);
  });
});
