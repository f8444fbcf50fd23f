'use strict';
/** Listens on loopback only unless STRAPI_HOST says otherwise; secrets come from the data folder. */
module.exports = ({ env }) => ({
  host: env('STRAPI_HOST', '127.0.0.1'),
  port: env.int('STRAPI_PORT', 1338),
  url: env('STRAPI_PUBLIC_URL', ''),
  admin: {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    autoOpen: false,
    watchIgnoreFiles: ['**/*'],
  },
  cron: { enabled: false },
});
