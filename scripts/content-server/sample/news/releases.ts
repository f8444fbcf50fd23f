/**
 * Investor-relations releases: ad-hoc releases (newsSubCategory adhocReleases) and press
 * releases (investorRelationsNews without a subcategory). Investor texts are written in
 * German and English, as the investor pages are offered in those two languages (docs/navigation.md §5);
 * press-release headlines are translated into all five. Three carry the release document of the
 * newswire (release-documents.ts).
 */
import { calendar, change, dividends, longDate, millions, perShare, percent, year } from '../facts.ts';
import { deEn, md, t } from '../text.ts';
import { capitalMarketsDayRelease, dividendRelease, guidanceRelease } from './release-documents.ts';
import type { NewsDef } from './types.ts';

const IR = 'investorRelationsNews' as const;

const [y2023, y2024] = [year(2023), year(2024)];

export const adhocReleases: NewsDef[] = [
  {
    key: 'ir-adhoc-2024-guidance',
    slug: 'vantoro-raises-revenue-guidance-2024',
    date: '2024-07-18',
    releaseHtml: guidanceRelease,
    main: IR,
    sub: 'adhocReleases',
    headline: deEn('Vantoro erhöht Umsatzprognose 2024', 'Vantoro raises revenue guidance for 2024'),
    content: deEn(
      md('Garching, 18. Juli 2024 – Der Vorstand der Vantoro Process Systems SE hebt die Umsatzprognose für das Geschäftsjahr 2024 auf 410 bis 430 Mio. € an (bisher 380 bis 400 Mio. €). Grund ist ein Auftragseingang von 142 Mio. € im zweiten Quartal, getragen von Bestellungen für Wafer-Bonder.', 'Die EBIT-Marge wird unverändert bei 12 bis 14 % erwartet.'),
      md('Garching, 18 July 2024 – The Management Board of Vantoro Process Systems SE raises its revenue guidance for fiscal year 2024 to €410–430 million (previously €380–400 million). The reason is order intake of €142 million in the second quarter, driven by orders for wafer bonders.', 'The EBIT margin is still expected at 12 to 14 %.'),
    ),
  },
  {
    key: 'ir-adhoc-2025-order',
    slug: 'major-order-for-hybrid-bonding-systems',
    date: '2025-04-02',
    main: IR,
    sub: 'adhocReleases',
    headline: deEn('Großauftrag über Hybridbond-Systeme', 'Major order for hybrid bonding systems'),
    content: deEn(
      'Garching, 2. April 2025 – Vantoro hat von einem Speicherhersteller einen Auftrag über mehrere XBC300-Gen2-Systeme mit einem Volumen im mittleren zweistelligen Millionen-Euro-Bereich erhalten. Die Auslieferung ist für 2026 geplant.',
      'Garching, 2 April 2025 – Vantoro has received an order for several XBC300 Gen2 systems from a memory manufacturer, worth a mid double-digit million euro amount. Delivery is planned for 2026.',
    ),
  },
  {
    key: 'ir-adhoc-2026-dividend',
    slug: 'dividend-proposal-2025',
    date: calendar.dividendProposal2025,
    releaseHtml: dividendRelease,
    main: IR,
    sub: 'adhocReleases',
    headline: deEn('Dividendenvorschlag für das Geschäftsjahr 2025', 'Dividend proposal for fiscal year 2025'),
    content: deEn(
      `Garching, ${longDate(calendar.dividendProposal2025, 'de')} – Vorstand und Aufsichtsrat schlagen der Hauptversammlung am ${longDate(calendar.agm2026, 'de')} eine Dividende von ${perShare(dividends[2025]!, 'de')} je Aktie vor (Vorjahr: ${perShare(dividends[2024]!, 'de')}).`,
      `Garching, ${longDate(calendar.dividendProposal2025, 'en')} – The Management Board and Supervisory Board propose a dividend of ${perShare(dividends[2025]!, 'en')} per share to the Annual General Meeting on ${longDate(calendar.agm2026, 'en')} (previous year: ${perShare(dividends[2024]!, 'en')}).`,
    ),
  },
];

export const pressReleases: NewsDef[] = [
  {
    key: 'ir-press-2023-capital-markets-day',
    slug: 'capital-markets-day-2023',
    date: '2023-11-22',
    releaseHtml: capitalMarketsDayRelease,
    main: IR,
    sub: null,
    image: 'investor-chart',
    headline: t(
      'Kapitalmarkttag 2023: Vantoro stellt Strategie 2028 vor',
      'Capital Markets Day 2023: Vantoro presents its 2028 strategy',
      '2023 资本市场日：Vantoro 发布 2028 战略',
      'キャピタルマーケッツデー2023：Vantoro、2028年戦略を発表',
      '2023 資本市場日：Vantoro 發布 2028 策略',
    ),
    content: deEn(
      md('Auf dem Kapitalmarkttag in Frankfurt hat Vantoro die Strategie 2028 vorgestellt: Umsatzziel 600 Mio. €, Schwerpunkt Advanced Packaging und 3D-Integration.', '## Drei Wachstumsfelder', 'Hybridbonden, Belackung für Fan-out-Packaging und Messtechnik im Regelkreis.'),
      md('At its Capital Markets Day in Frankfurt, Vantoro presented its 2028 strategy: a revenue target of €600 million with a focus on advanced packaging and 3D integration.', '## Three growth areas', 'Hybrid bonding, coating for fan-out packaging and closed-loop metrology.'),
    ),
  },
  {
    key: 'ir-press-2024-new-plant',
    slug: 'new-assembly-plant-in-garching',
    date: '2024-10-08',
    main: IR,
    sub: null,
    image: 'cleanroom-yellow',
    headline: t(
      'Vantoro eröffnet neues Montagewerk in Garching',
      'Vantoro opens new assembly plant in Garching',
      'Vantoro 在加兴新建总装工厂投入使用',
      'Vantoro、ガルヒンクに新組立工場を開設',
      'Vantoro 加興新總裝廠正式啟用',
    ),
    content: deEn(
      'Mit 6 000 m² Reinraumfläche verdoppelt das neue Werk die Montagekapazität für 300-mm-Systeme. Das Gebäude wird vollständig mit Strom aus erneuerbaren Quellen versorgt.',
      'With 6,000 m² of cleanroom space, the new plant doubles assembly capacity for 300 mm systems. The building runs entirely on electricity from renewable sources.',
    ),
  },
  {
    key: 'ir-press-2025-annual-report',
    slug: 'annual-report-2024-published',
    date: calendar.annualReport2024,
    main: IR,
    sub: null,
    image: 'investor-report',
    pdf: {
      title: 'Vantoro Annual Report 2024 - Summary',
      lines: [`Revenue: EUR ${y2024.revenue} million (${change(y2024.revenue, y2023.revenue)})`, `EBIT margin: ${percent(y2024.ebitMargin, 'en')}`, `Order backlog: EUR ${y2024.backlog} million`],
    },
    headline: t(
      'Geschäftsbericht 2024: Rekordumsatz und starker Auftragsbestand',
      'Annual Report 2024: record revenue and strong order backlog',
      '2024 年报：营收创纪录，订单储备强劲',
      '2024年度年次報告書：過去最高の売上高と堅調な受注残',
      '2024 年報：營收創新高，訂單儲備強勁',
    ),
    content: deEn(
      `Vantoro hat den Geschäftsbericht 2024 veröffentlicht: Umsatz ${millions(y2024.revenue, 'de')} (${change(y2024.revenue, y2023.revenue)}), EBIT-Marge ${percent(y2024.ebitMargin, 'de')}, Auftragsbestand ${millions(y2024.backlog, 'de')}.`,
      `Vantoro has published its Annual Report 2024: revenue ${millions(y2024.revenue, 'en')} (${change(y2024.revenue, y2023.revenue)}), EBIT margin ${percent(y2024.ebitMargin, 'en')}, order backlog ${millions(y2024.backlog, 'en')}.`,
    ),
  },
  {
    key: 'ir-press-2026-cfo',
    slug: 'new-chief-financial-officer',
    date: '2026-07-01',
    main: IR,
    sub: null,
    headline: t(
      'Neue Finanzvorständin bei Vantoro',
      'New Chief Financial Officer at Vantoro',
      'Vantoro 任命新任首席财务官',
      'Vantoro、新CFOを任命',
      'Vantoro 任命新任財務長',
    ),
    content: deEn(
      'Der Aufsichtsrat hat Dr. Miriam Falkenrath mit Wirkung zum 1. September 2026 zur Finanzvorständin bestellt. Sie kommt von einem Zulieferer der Automobilelektronik.',
      'The Supervisory Board has appointed Dr Miriam Falkenrath as Chief Financial Officer with effect from 1 September 2026. She joins from a supplier of automotive electronics.',
    ),
  },
];
