/**
 * Block types without a component are content problems (src/cms/problems.ts): each type is named
 * once per build, with every entry that uses it, instead of one line per page; STRICT_CONTENT=1
 * stops the build at the first one.
 */
import { contentProblemReporter } from '../cms/problems.ts';

const reported = new Set<string>();

interface BlockCarrier {
  slug?: string | null;
  blocks: ReadonlyArray<{ __typename?: string } | null> | null | undefined;
  kind: 'content page' | 'product page';
}

export interface UnknownBlockOptions {
  log?: ((line: string) => void) | undefined;
  env?: Record<string, string | undefined> | undefined;
  /** The entries of the build whose blocks may use a type; default: every content and product page. */
  carriers?: (() => Promise<BlockCarrier[]>) | undefined;
}

async function everyCarrier(): Promise<BlockCarrier[]> {
  const { getContentPages, getProductPages } = await import('../cms/collections.ts');
  const [contentPages, productPages] = await Promise.all([getContentPages(), getProductPages()]);
  return [
    ...contentPages.map((page) => ({ kind: 'content page' as const, slug: page.slug, blocks: page.content })),
    ...productPages.map((page) => ({ kind: 'product page' as const, slug: page.slug, blocks: page.dynamicComponents })),
  ];
}

/** The entries that use `typename`, e.g. `content page "karriere"`; `fallback` when none can be listed. */
async function usersOf(typename: string, carriers: () => Promise<BlockCarrier[]>, fallback: string): Promise<string[]> {
  try {
    const users = (await carriers())
      .filter((carrier) => carrier.blocks?.some((block) => block?.__typename === typename))
      .map((carrier) => `${carrier.kind} "${carrier.slug ?? '(no slug)'}"`);
    return users.length > 0 ? users : [fallback];
  } catch {
    return [fallback];
  }
}

/** Reports the types of `typenames` not reported before in this build; `page` names the page being built. */
export async function reportUnknownBlocks(typenames: readonly string[], page: string, options: UnknownBlockOptions = {}): Promise<void> {
  const fresh = typenames.filter((typename) => !reported.has(typename));
  if (fresh.length === 0) return;
  for (const typename of fresh) reported.add(typename);
  const report = contentProblemReporter('blocks', { ...(options.log && { log: options.log }), ...(options.env && { env: options.env }) });
  for (const typename of fresh) {
    const users = await usersOf(typename, options.carriers ?? everyCarrier, page);
    report(`No component for block type ${typename}, used by ${users.join(', ')}; not rendered.`);
  }
}

/** For tests: forget what was reported. */
export function resetUnknownBlockWarnings(): void {
  reported.clear();
}
