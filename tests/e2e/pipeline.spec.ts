/**
 * "With the content server stopped in the middle of a build, the build retries, then fails with one
 * clear message, and the previous output is still there." (issue 2, Done when)
 *
 * Why a Playwright spec and not a Vitest test: it runs the real `npm run build` in a child process
 * (content server + CMS client + Astro together) and takes tens of seconds, which does not belong in
 * the fast, hermetic unit suite; here it runs after globalSetup's site build has finished, so it never
 * competes with it for the CPU. It needs no browser.
 *
 * A loopback proxy in front of the embedded content server forwards the first requests and then
 * drops every connection, as if the server had gone away mid-build.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { BuildSummary } from '../../scripts/build.ts';
import { startContentServer, type RunningContentServer } from '../../scripts/content-server/server.ts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

/** Requests forwarded before the "content server" goes away. */
const FORWARDED_BEFORE_FAILURE = 2;

interface FailingProxy {
  graphqlUrl: string;
  counts: { forwarded: number; dropped: number };
  close(): Promise<void>;
}

/** What the proxy does with one request (its body read in full): pass it on, drop the connection, or answer 500. */
type Verdict = 'forward' | 'drop' | 'fail';

/** A loopback proxy in front of `upstream` that asks `judge` about every request. */
async function startProxy(upstream: URL, judge: (body: string, counts: FailingProxy['counts']) => Verdict): Promise<FailingProxy> {
  const counts = { forwarded: 0, dropped: 0 };
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const verdict = judge(body.toString('utf8'), counts);
      if (verdict !== 'forward') {
        counts.dropped += 1;
        if (verdict === 'drop') incoming.socket.destroy();
        else outgoing.writeHead(500, { 'content-type': 'text/plain' }).end('failing on purpose');
        return;
      }
      counts.forwarded += 1;
      const proxied = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      proxied.on('error', () => outgoing.destroy());
      proxied.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    graphqlUrl: `http://127.0.0.1:${port}${upstream.pathname}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Forwards the first `forward` requests to `upstream`, then destroys every connection it gets. */
const startFailingProxy = (upstream: URL, forward: number) =>
  startProxy(upstream, (_body, counts) => (counts.forwarded < forward ? 'forward' : 'drop'));

/** Forwards every request to `upstream` except the meta menu query, which gets a 500 every time. */
const startMetaMenuFailingProxy = (upstream: URL) =>
  startProxy(upstream, (body) => (/query MetaMenuLinks\b/.test(body) ? 'fail' : 'forward'));

function runBuild(outDir: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build', '--', '--out', outDir], { cwd: projectRoot, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** Every file below `dir` with its content. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file)] = readFileSync(file, 'utf8');
    }
  }
  return files;
}

test.describe('build pipeline', () => {
  let content: RunningContentServer | undefined;
  let proxy: FailingProxy | undefined;
  let workDir = '';

  test.afterEach(async () => {
    await proxy?.close();
    await content?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('a content server that goes away mid-build: retries, one clear message, previous output kept', async () => {
    test.setTimeout(240_000);
    content = await startContentServer({ host: '127.0.0.1', port: 0 });
    proxy = await startFailingProxy(new URL(content.graphqlUrl), FORWARDED_BEFORE_FAILURE);

    workDir = mkdtempSync(path.join(tmpdir(), 'pipeline-'));
    const outDir = path.join(workDir, 'site');
    const previous = {
      'index.html': '<h1>previous build</h1>',
      '404.html': '<h1>previous 404</h1>',
      'de/index.html': '<h1>vorheriger Build</h1>',
    };
    for (const [file, body] of Object.entries(previous)) {
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), body);
    }
    const before = snapshot(outDir);

    const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: proxy.graphqlUrl };
    delete env.CMS_TOKEN;
    const { code, output } = await runBuild(outDir, env);
    const report = `build output:\n${output}`;
    await test.info().attach('build output', { body: output, contentType: 'text/plain' });

    expect(code, report).not.toBe(0);
    // The content server answered at first, then went away, and the client tried again.
    expect(proxy.counts.forwarded, report).toBe(FORWARDED_BEFORE_FAILURE);
    expect(proxy.counts.dropped, report).toBeGreaterThanOrEqual(3);
    // One clear message naming the endpoint; no stack trace.
    expect(output.match(/Build failed/g) ?? [], report).toHaveLength(1);
    const failureLine = output.split('\n').find((line) => line.includes('Build failed')) ?? '';
    expect(failureLine, report).toContain(proxy.graphqlUrl);
    expect(output, report).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    // The previous output is still there, unchanged, and no temporary folder is left behind.
    expect(snapshot(outDir)).toEqual(before);
    expect(existsSync(path.join(workDir, '.build-tmp'))).toBe(false);
  });

  // This build also runs with FORMS_BACKEND=netlify (one build checks both, builds are slow).
  test('a failing meta menu query is logged and the site built without meta links (docs/architecture.md §10); Netlify forms', async () => {
    test.setTimeout(240_000);
    content = await startContentServer({ host: '127.0.0.1', port: 0 });
    proxy = await startMetaMenuFailingProxy(new URL(content.graphqlUrl));
    workDir = mkdtempSync(path.join(tmpdir(), 'pipeline-'));
    const outDir = path.join(workDir, 'site');

    const summaryFile = path.join(workDir, 'summary.json');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CMS_GRAPHQL_URL: proxy.graphqlUrl,
      STRICT_CONTENT: '1',
      FORMS_BACKEND: 'netlify',
      BUILD_SUMMARY_FILE: summaryFile,
    };
    delete env.CMS_TOKEN;
    const { code, output } = await runBuild(outDir, env);
    const report = `build output:\n${output}`;
    await test.info().attach('build output', { body: output, contentType: 'text/plain' });

    expect(code, report).toBe(0);
    // The summary (read by the rebuild service and the bench) times the build's two long steps.
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary;
    expect(summary.phases.renderSeconds).toBeGreaterThan(0);
    expect(summary.phases.searchIndexSeconds).toBeGreaterThan(0);
    expect(summary.phases.renderSeconds + summary.phases.searchIndexSeconds).toBeLessThanOrEqual(summary.seconds);
    // The index covers the whole output (carried-over pages too), without the pages it leaves out.
    expect(summary.phases.searchIndexPages).toBeGreaterThan(100);
    expect(summary.phases.searchIndexPages).toBeLessThan(summary.rendered + summary.kept);
    expect(proxy.counts.dropped, report).toBeGreaterThanOrEqual(1);
    expect(output, report).toMatch(/Error while fetching metaMenu data: .*MetaMenuLinks/);
    const home = readFileSync(path.join(outDir, 'en', 'index.html'), 'utf8');
    expect(home).not.toContain('class="meta-menu"');
    // The mobile menu's data (the page's island data block) carries no meta links either.
    const menuData = /<script type="application\/json" id="island-data-menus-en">([^<]*)<\/script>/.exec(home)?.[1];
    expect(menuData, "the menus' island data block").toBeDefined();
    expect((JSON.parse(menuData!) as { mobileMeta: unknown[] }).mobileMeta).toEqual([]);
    // The main navigation is static data: it is all there.
    expect(home).toContain('href="/en/products-solutions/"');
    expect(home).toContain('id="drawer-products-solutions"');

    // FORMS_BACKEND=netlify: every form is the skeleton Netlify detects at deploy time.
    const contact = readFileSync(path.join(outDir, 'de', 'inhaltsbausteine', 'index.html'), 'utf8');
    for (const [html, form, action] of [
      [home, 'newsletter', '/en/thank-you/newsletter/'],
      [contact, 'contact', '/de/danke/kontakt/'],
    ] as const) {
      const tag = new RegExp(`<form[^>]*data-form="${form}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(tag, form).toContain(`name="${form}"`);
      expect(tag, form).toContain('data-netlify="true"');
      expect(tag, form).toContain('netlify-honeypot="website"');
      expect(tag, form).toContain(`action="${action}"`);
      expect(html, form).toContain(`name="form-name" value="${form}"`);
    }
  });
});
