/**
 * Block types without a component are content problems (src/cms/problems.ts): each type is named
 * once per build (per site model), with every entry that uses it, instead of one line per page;
 * STRICT_CONTENT=1 stops the build at the first one.
 */
import { contentProblemReporter } from '../cms/problems.ts';
import type { BlockCarrier } from '../site/reader.ts';

export interface UnknownBlockOptions {
  log?: ((line: string) => void) | undefined;
  env?: Record<string, string | undefined> | undefined;
}

/** What the report needs of the site: the entries whose blocks may use a type, and whether a type was named already. */
export interface UnknownBlockSite {
  blockCarriers(): BlockCarrier[];
  /** True the first time `key` is asked for in this build. */
  firstTime(key: string): boolean;
}

/** The entries that use `typename`, e.g. `content page "karriere"`; `fallback` when none can be listed. */
function usersOf(typename: string, carriers: readonly BlockCarrier[], fallback: string): string[] {
  const users = carriers
    .filter((carrier) => carrier.blocks?.some((block) => block?.__typename === typename))
    .map((carrier) => `${carrier.kind} "${carrier.slug ?? '(no slug)'}"`);
  return users.length > 0 ? users : [fallback];
}

/** Reports the types of `typenames` not reported before in this build; `page` names the page being built. */
export function reportUnknownBlocks(
  typenames: readonly string[],
  page: string,
  site: UnknownBlockSite,
  options: UnknownBlockOptions = {},
): void {
  const fresh = typenames.filter((typename) => site.firstTime(`unknown-block:${typename}`));
  if (fresh.length === 0) return;
  const report = contentProblemReporter('blocks', { ...(options.log && { log: options.log }), ...(options.env && { env: options.env }) });
  const carriers = site.blockCarriers();
  for (const typename of fresh) {
    report(`No component for block type ${typename}, used by ${usersOf(typename, carriers, page).join(', ')}; not rendered.`);
  }
}
