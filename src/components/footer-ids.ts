/** Ids of footer landmarks that other parts of the page link to. */

/** The footer's navigation of every section: where the hamburger leads without JavaScript. */
export const FOOTER_SITE_MAP_ID = 'site-map';
