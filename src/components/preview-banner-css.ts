/**
 * The CSS of PreviewBanner.astro, written into the head by PreviewBannerStyle.astro only in a draft
 * preview build: a string, never part of the bundled stylesheets, so a live build stays byte for
 * byte the same. Colours are literal (the root page has no design tokens): near-black on amber, 12:1.
 * Under the fixed top bar (DefaultLayout), the banner sits below the bar and the sub-navigation bar
 * and takes over the main area's top padding.
 */
export const previewBannerCss = `
.preview-banner {
  position: relative;
  padding: 0.625rem 1rem;
  background: #ffcc33;
  color: #1a1300;
  border-bottom: 3px solid #1a1300;
  font-size: 0.9375rem;
  font-weight: 650;
  line-height: 1.4;
  text-align: center;
}
.preview-banner p {
  max-width: 72ch;
  margin: 0 auto;
}
.preview-banner--under-header {
  margin-top: var(--topbar-height);
}
.has-subnav .preview-banner--under-header {
  margin-top: var(--subnav-padding);
}
.preview-banner--under-header ~ #main {
  padding-top: 0;
}
`;
