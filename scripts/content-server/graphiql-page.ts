/**
 * GraphiQL's page (GET /graphql in a browser), from the bundled @graphql-yoga/render-graphiql (~9 MB,
 * loaded on the first request, not at server start), with its Content-Security-Policy in a `<meta>`
 * placed before anything it governs. The page is one inline script (GraphiQL, Monaco and its
 * workers' sources) and one inline style. It may run exactly that script, by its SHA-256 hash (no
 * 'unsafe-inline', no eval); start its workers from the blob: URLs the script makes; fetch from its
 * own origin only (the queries, to /graphql); show styles, fonts and images from the page itself
 * (Monaco adds `<style>` elements and style attributes as it runs, which no hash can name: styles
 * are 'unsafe-inline', on this page only). Nothing else: no other script, frame, plugin, form
 * target or base. The header's part of the policy (frame-ancestors) is in headers.ts.
 *
 * The page and its policy depend only on the options yoga passes (title, endpoint); both are made
 * once per set of options.
 */
import { cspHash } from '../../src/security/inline-hash.ts';

type GraphiqlOptions = Parameters<typeof import('@graphql-yoga/render-graphiql').renderGraphiQL>[0];

/** The text of every inline script (one without `src`) of a page, as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** The policy of a GraphiQL page: its inline scripts by hash, and what GraphiQL needs besides. */
function graphiqlPolicy(html: string): string {
  const scripts = inlineScripts(html).map((text) => `'${cspHash(text)}'`);
  return [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    'font-src data:',
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The page with its policy in a `<meta>` right after `<head>`. */
function withPagePolicy(html: string): string {
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('GraphiQL page: no <head> to put its Content-Security-Policy in');
  const at = head.index + head[0].length;
  const meta = `<meta http-equiv="content-security-policy" content="${graphiqlPolicy(html)}" />`;
  return `${html.slice(0, at)}\n${meta}${html.slice(at)}`;
}

const pages = new Map<string, string>();

/** GraphiQL's page for yoga's options, with its policy (made once per set of options). */
export async function renderGraphiqlPage(options: GraphiqlOptions): Promise<string> {
  const key = JSON.stringify(options ?? {});
  const made = pages.get(key);
  if (made !== undefined) return made;
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  const page = withPagePolicy(renderGraphiQL(options));
  if (pages.size >= 4) pages.clear();
  pages.set(key, page);
  return page;
}
