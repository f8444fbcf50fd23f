/** Adds every news article of the sample content (news, publications, investor relations). */
import { addPdf } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { corporateNewsArchive } from './archive.ts';
import { corporateNews } from './corporate.ts';
import { publications } from './publications.ts';
import { adhocReleases, pressReleases } from './releases.ts';
import { directorsDealings, financialCalendar, financialCalendarAdded, financialReports, totalVotingRights, votingRights } from './reports.ts';
import type { NewsDef } from './types.ts';

export const allNews: NewsDef[] = [
  ...corporateNews,
  ...publications,
  ...adhocReleases,
  ...pressReleases,
  ...financialReports,
  ...financialCalendar,
  ...votingRights,
  ...totalVotingRights,
  ...directorsDealings,
  ...financialCalendarAdded,
  ...corporateNewsArchive,
];

export function addNews(b: SeedBuilder): void {
  for (const n of allNews) {
    const pdf = n.pdf ? addPdf(b, { key: `news-${n.slug}`, name: n.slug, ...n.pdf }) : null;
    b.add('NewsArticle', n.key, {
      Headline: n.headline,
      content: n.content,
      PDF: pdf,
      newsMainCategory: n.main,
      newsSubCategory: n.sub ?? null,
      publishingDate: n.date,
      slug: n.slug,
      articleImage: n.image ? img(b, n.image) : null,
      releaseHtml: n.releaseHtml ?? null,
    });
  }
}

export const newsRef = (b: SeedBuilder, key: string): string => b.ref('NewsArticle', key);
