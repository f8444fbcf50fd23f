/** Shape of one news article of the sample content. */
import type { PdfContent } from '../pdf.ts';
import type { AllLanguages } from '../text.ts';

type NewsMain = 'corporateNews' | 'investorRelationsNews' | 'technicalPublications';
type NewsSub = 'adhocReleases' | 'financialReports' | 'votingRights' | 'totalVotingRights' | 'financialCalendar' | 'directorsDealings';

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
  /** A PDF attached to the article (a report with its chapters; else a title and a few lines of text). */
  pdf?: PdfContent;
  /** The release document as a newswire distributes it (NewsArticle.releaseHtml). */
  releaseHtml?: string;
}
