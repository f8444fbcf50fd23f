/**
 * Small site models for tests: the content as plain entries (only the fields a test needs), built
 * by the same pure function as the build's model (src/site/build.ts). Content problems and skipped
 * pages are collected on the fixture instead of logged (or thrown under STRICT_CONTENT).
 */
import { collectionNames, type CollectionName } from '../../../src/cms/types.ts';
import { buildSiteModel } from '../../../src/site/build.ts';
import { hashJson } from '../../../src/site/digests.ts';
import { createSiteReader, type PageReads, type SiteReader } from '../../../src/site/reader.ts';
import type { EntryTypes, SiteData, SiteModel } from '../../../src/site/types.ts';

/** Content for a fixture: any collection may be left out; entries need an `id` and the fields the test reads. */
export type FixtureContent = { [C in CollectionName]?: Array<Partial<EntryTypes[C]> & { id: string }> };

export interface SiteFixture {
  model: SiteModel;
  /** Content problems the model's navigation and footer reported. */
  problems: string[];
  /** Pages that got no route, with the reason. */
  skipped: string[];
}

/** The content as the loader would store it: each entry with a digest of its data. */
export function siteData(content: FixtureContent): SiteData {
  return Object.fromEntries(
    collectionNames.map((name) => [name, (content[name] ?? []).map((data) => ({ id: data.id, data, digest: hashJson(data) }))]),
  ) as unknown as SiteData;
}

/** The day a fixture's model is built for, unless a test gives another. */
const FIXTURE_TODAY = '2026-06-01';

export function siteFixture(
  content: FixtureContent = {},
  { year = 2026, today = FIXTURE_TODAY }: { year?: number; today?: string } = {},
): SiteFixture {
  const problems: string[] = [];
  const skipped: string[] = [];
  const model = buildSiteModel(siteData(content), {
    report: (scope) => (problem) => problems.push(`[${scope}] ${problem}`),
    onSkip: (reason) => skipped.push(reason),
    year,
    today,
  });
  return { model, problems, skipped };
}

/** A reader of `model` and the record it fills (the page's path and dependency keys). */
export function readerFor(model: SiteModel): { site: SiteReader; reads: PageReads } {
  const reads: PageReads = { path: undefined, deps: new Set() };
  return { site: createSiteReader(model, reads), reads };
}

/** `Astro.locals` for a container render of a component that reads the site. */
export function localsFor(content: FixtureContent | SiteModel = {}): { site: SiteReader } {
  const model = 'pages' in content && 'entries' in content ? (content as SiteModel) : siteFixture(content as FixtureContent).model;
  return { site: createSiteReader(model) };
}
