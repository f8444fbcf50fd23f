'use strict';
/**
 * Starts the generated Strapi 5 application (scripts/strapi5/process.ts runs it with the project's Node).
 * STRAPI_SERVE_ADMIN=0 starts without the admin panel (tests); the admin build lives in ./build.
 * When the server listens, a line `STRAPI_READY <url>` is printed.
 */
const { createStrapi } = require('@strapi/strapi');

const app = createStrapi({
  appDir: __dirname,
  distDir: __dirname,
  autoReload: false,
  serveAdminPanel: process.env.STRAPI_SERVE_ADMIN !== '0',
});

app
  .start()
  .then(() => {
    process.stdout.write(`STRAPI_READY http://${app.config.get('server.host')}:${app.config.get('server.port')}\n`);
  })
  .catch((error) => {
    process.stderr.write(`Strapi did not start: ${error && error.stack ? error.stack : error}\n`);
    process.exit(1);
  });
