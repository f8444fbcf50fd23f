/** Shape of one news article of the sample content. */
import type { AllLanguages } from '../text.ts';

export type NewsMain = 'corporateNews' | 'investorRelationsNews' | 'technicalPublications';
export type NewsSub = 'adhocReleases' | 'financialReports' | 'votingRights' | 'totalVotingRights' | 'financialCalendar' | 'directorsDealings';

export interface NewsDef {
  key: string;
  slug: string;
  /** publishingDate, YYYY-MM-DD. */
  date: string;
  main: NewsMain;
  sub?: NewsSub | null;
  headline: AllLanguages;
  content: AllLanguages;
  /** Image key of the catalog (images.ts). */
  image?: string;
  /** A PDF attached to the article: title and a few lines of text (ASCII). */
  pdf?: { title: string; lines: string[] };
  /** The release document as a newswire distributes it (NewsArticle.releaseHtml). */
  releaseHtml?: string;
}
