'use strict';
/**
 * The admin panel's build must not pick up the website's own build configuration: Vite looks for a
 * PostCSS configuration in this folder and every folder above it, and the application lives inside the
 * project (.strapi5/app). An inline configuration ends that search.
 */
module.exports = (config) => ({ ...config, css: { ...config.css, postcss: { plugins: [] } } });
