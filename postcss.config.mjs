// @ts-check
/**
 * PostCSS for every stylesheet and component style: the custom media queries of
 * src/styles/breakpoints.css (`@media (--desktop-nav)`) are known everywhere and compiled to plain
 * media queries, so the breakpoint numbers are written in one place.
 */
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';

export default {
  plugins: [postcssGlobalData({ files: ['src/styles/breakpoints.css'] }), postcssCustomMedia({ preserve: false })],
};
