/**
 * Turns whatever a failed build threw into ONE readable message (docs/architecture.md §5: the build retries,
 * then stops with one clear message that names the endpoint, operation and entry).
 *
 * The CMS layer (src/cms/errors.ts) throws typed errors whose message already names the endpoint and
 * operation; Astro may wrap them (as `cause`) in its own errors. We look through the cause chain for
 * the CMS error and print its message; anything else prints its message, plus Astro's hint and source
 * location when it has them. Never a stack trace (set BUILD_DEBUG=1 to get one).
 */
import { causeChain } from '../../src/cms/retry.ts';

/** A typed error of the CMS layer: named `Cms…Error` (CmsRequestError, CmsDataError, CmsConfigError). */
function isCmsError(value: unknown): value is Error {
  return value instanceof Error && /^Cms[A-Za-z]*Error$/.test(value.name);
}

function stringProperty(value: object, key: string): string | undefined {
  const property: unknown = Reflect.get(value, key);
  return typeof property === 'string' && property.trim() !== '' ? property.trim() : undefined;
}

interface SourceLocation {
  file?: unknown;
  line?: unknown;
  column?: unknown;
}

function describeLocation(error: Error): string | undefined {
  const loc: unknown = Reflect.get(error, 'loc');
  if (typeof loc !== 'object' || loc === null) return undefined;
  const { file, line, column } = loc as SourceLocation;
  if (typeof file !== 'string' || file === '') return undefined;
  return [file, line, column].filter((part) => typeof part === 'string' || typeof part === 'number').join(':');
}

/** One message (possibly a few lines: message, hint, location) for a failed build. */
export function describeBuildError(error: unknown): string {
  const chain = causeChain(error);
  const cmsError = chain.find(isCmsError);
  if (cmsError) return cmsError.message;

  const top = chain[0];
  if (!(top instanceof Error)) return String(top);
  const lines = [top.message.trim() || top.name];
  const hint = stringProperty(top, 'hint');
  if (hint) lines.push(`Hint: ${hint}`);
  const location = describeLocation(top);
  if (location) lines.push(`Location: ${location}`);
  const innermost = chain.at(-1);
  if (innermost !== top && innermost instanceof Error && !lines[0]?.includes(innermost.message)) {
    lines.push(`Cause: ${innermost.message}`);
  }
  return lines.join('\n');
}
