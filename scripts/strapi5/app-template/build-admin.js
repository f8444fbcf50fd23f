'use strict';
/**
 * Builds the admin panel into ./build, as `strapi build` does, for this JavaScript application.
 * `strapi build` looks for a tsconfig.json in this folder and every folder above it and, finding the
 * project's own (the application lives inside the project, in .strapi5/app), would compile the
 * application as TypeScript and fail. The CLI's build is called here without one. Its module is read by
 * path (the package does not export it); the version is pinned in package.json.
 */
const path = require('node:path');

const dist = path.join(__dirname, 'node_modules/@strapi/strapi/dist/src');
const { build } = require(path.join(dist, 'node/build.js'));
const { createLogger } = require(path.join(dist, 'cli/utils/logger.js'));

build({
  cwd: __dirname,
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  tsconfig: undefined,
  bundler: 'vite',
  minify: true,
  sourcemap: false,
  stats: false,
  silent: false,
  debug: false,
}).catch((error) => {
  process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
  process.exit(1);
});
