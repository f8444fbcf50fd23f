/**
 * Gate 2, HTML validity: html-validate with the project's rule set (`.htmlvalidate.mjs` at the
 * project root, whatever folder is verified; README "Quality gates" explains every deviation from
 * `html-validate:recommended`). Every page is validated up to `limit` pages; above that a sample
 * (`inHtmlSample`): the first page of every template × language, and every k-th page.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { projectRoot } from '../lib/paths.ts';
import type { Problem } from './report.ts';

const HTML_VALIDATE_CONFIG = path.join(projectRoot, '.htmlvalidate.mjs');

/** Pages validated in full before the gate samples (README: Quality gates). */
export const DEFAULT_HTML_LIMIT = 5_000;

/** Most messages reported per page (the rest are counted). */
const PER_PAGE = 20;

export async function loadHtmlValidator(): Promise<HtmlValidate> {
  const module: unknown = await import(pathToFileURL(HTML_VALIDATE_CONFIG).href);
  const config = (module as { default?: unknown }).default;
  if (typeof config !== 'object' || config === null) throw new Error(`${HTML_VALIDATE_CONFIG} does not export a configuration object`);
  return new HtmlValidate(config as ConfigData);
}

/** Sampling for builds over `limit` pages: the first page of each template × language, then every k-th. */
export function createHtmlSampler(total: number, limit: number): (index: number, template: string, lang: string) => boolean {
  if (total <= limit) return () => true;
  const stride = Math.ceil(total / limit);
  const seen = new Set<string>();
  return (index, template, lang) => {
    const key = `${template}\u0000${lang}`;
    const first = !seen.has(key);
    seen.add(key);
    return first || index % stride === 0;
  };
}

/** html-validate's errors (not warnings) for one page, as problems of `pagePath`. */
export function validatePage(validator: HtmlValidate, pagePath: string, file: string, html: string): Problem[] {
  const report = validator.validateStringSync(html, file);
  const messages = report.results.flatMap((result) => result.messages).filter((message) => message.severity === 2);
  const problems = messages.slice(0, PER_PAGE).map((message) => ({
    page: pagePath,
    message: `${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` (${message.selector})` : ''}`,
  }));
  if (messages.length > PER_PAGE)
    problems.push({ page: pagePath, message: `… and ${messages.length - PER_PAGE} more html-validate errors` });
  return problems;
}
