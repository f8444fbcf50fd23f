/**
 * Brand and site-wide defaults of the fictional maker whose site this is.
 * One place for the name, short name, taglines and default descriptions (docs/architecture.md §1);
 * the sample content and every page read them from here.
 */
export const siteConfig = {
  /** Legal name, used in the footer address block and the imprint. */
  name: 'Vantoro Process Systems SE',
  /** Brand short name: page titles are "<title> | <shortName>". */
  shortName: 'Vantoro',
  /**
   * Default page title part when a page has no meta title (docs/locales-and-urls.md §3), per locale; a locale
   * without one gets the English.
   */
  taglines: {
    de: 'Hersteller von Halbleiter-Prozessanlagen',
    en: 'Semiconductor Equipment Manufacturer',
    cn: '半导体工艺设备制造商',
    jp: '半導体プロセス装置メーカー',
    tw: '半導體製程設備製造商',
  },
  /**
   * Default meta descriptions (docs/locales-and-urls.md §3), also the home page's lead, per locale; they claim
   * more than 70 years of experience (founded 1954).
   */
  descriptions: {
    de: 'Vantoro entwickelt und fertigt Lithografie-, Belackungs-, Bond- und Messsysteme für die Halbleiter- und Mikrosystemtechnik – seit über 70 Jahren.',
    en: 'With more than 70 years of experience, Vantoro designs and builds lithography, coating, bonding and metrology equipment for semiconductor and microsystems manufacturing.',
    cn: 'Vantoro 拥有 70 余年的经验，为半导体与微系统制造设计并生产光刻、涂胶、键合和量测设备。',
    jp: 'Vantoroは70年以上の経験を生かし、半導体・マイクロシステム製造向けのリソグラフィ、コーティング、接合、計測装置を設計・製造しています。',
    tw: 'Vantoro 擁有逾 70 年的經驗，為半導體與微系統製造設計並打造微影、塗佈、鍵合與量測設備。',
  },
  /** Company seat shown in the footer address block. */
  address: {
    street: 'Kesselring-Allee 12',
    postalCode: '85748',
    city: 'Garching bei München',
    country: 'Germany',
    phone: '+49 89 5550 1000',
    email: 'info@vantoro.example',
  },
  /**
   * Who answers questions about what the site publishes: the press contact beside every news
   * article, the investor-relations contact (the head of investor relations of the contact pages)
   * beside every investor-relations release.
   */
  contacts: {
    press: { name: 'Miriam Albrecht', phone: '+49 89 5550 1120', email: 'press@vantoro.example' },
    investors: { name: 'Tobias Reinhold', phone: '+49 89 5550 1200', email: 'ir@vantoro.example' },
  },
  /** Date of the annual report publication announced on the site (docs/architecture.md §11). */
  annualReportDate: '2027-03-25',
  /**
   * Hosts whose pages the iframe block may embed (https only). An iframe of any other host renders
   * as a link to the page instead: a third-party embed (a map, a share chart) loads nothing from that
   * host until the visitor chooses to go there. Empty: every iframe block is a link. The video embed
   * block follows the same list (add `player.vimeo.com` to embed Vimeo players); YouTube urls never
   * need it, they play behind the privacy facade (src/blocks/video-embed.ts).
   */
  iframeHosts: [] as readonly string[],
  /**
   * The careers site: the open-positions block links to it whenever the job widget is not shown
   * (no JavaScript, no widget configured, the widget's script blocked or failing). The widget's
   * script itself is configured per deployment with JOB_WIDGET_SCRIPT_URL (src/embeds/job-widget.ts).
   */
  careersUrl: 'https://careers.vantoro.example/',
  /**
   * Content pages (by their German `slug`) that are built and linked like any other but kept out of
   * search engines and the site search: `noindex`, not in the sitemap, not in the search index. The
   * content model has no field for it; the page of every block type is a reference for editors, not
   * something a visitor searches for (docs/locales-and-urls.md §9).
   */
  unlistedContentPages: ['inhaltsbausteine'] as readonly string[],
  /**
   * The language the texts of the media library are written in: a file has one alternative text and
   * one caption, whatever the page's language. On the pages of another language they are marked with
   * it (`lang="en"`), as every English stand-in is (docs/content-blocks.md §1).
   */
  mediaLanguage: 'en' as 'de' | 'en' | 'cn' | 'jp' | 'tw',
} as const;
