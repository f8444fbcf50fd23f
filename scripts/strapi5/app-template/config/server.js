'use strict';
/**
 * Listens on loopback only unless STRAPI_HOST says otherwise. Uploads and the database live in the data
 * folder (STRAPI_DATA_DIR); the secrets come from it too (scripts/strapi5/process.ts sets them).
 * No update check (it would call the registry on every start) and no startup banner.
 */
const path = require('node:path');

module.exports = ({ env }) => ({
  host: env('STRAPI_HOST', '127.0.0.1'),
  port: env.int('STRAPI_PORT', 1339),
  url: env('STRAPI_PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  dirs: { public: path.join(env('STRAPI_DATA_DIR'), 'public') },
  webhooks: { populateRelations: false, defaultHeaders: {} },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  cron: { enabled: false },
});
