// @ts-check
/**
 * PostCSS for every stylesheet and component style: the custom media queries of
 * src/styles/breakpoints.css (`@media (--desktop-nav)`) are known everywhere and compiled to plain
 * media queries, so the breakpoint numbers are written in one place. The file is named from this
 * folder, not the working directory: a build may run from another one (scripts/lib/astro-build.ts).
 */
import path from 'node:path';
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';

export default {
  plugins: [
    postcssGlobalData({ files: [path.join(import.meta.dirname, 'src/styles/breakpoints.css')] }),
    postcssCustomMedia({ preserve: false }),
  ],
};
