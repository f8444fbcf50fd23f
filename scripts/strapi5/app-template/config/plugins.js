'use strict';
/**
 * GraphQL: every unpaginated list (root lists, to-many relations, repeatable components) gives up to 100
 * entries unless the query asks for more (Strapi 5's default is 10); `limit: -1` gives up to maxLimit, 1,000
 * (the site asks nested lists for all entries and pages root lists 100 at a time). Introspection stays on
 * under NODE_ENV=production: the site's tools check their operations against the schema.
 * Uploads: local files in the data folder, up to STRAPI_UPLOAD_LIMIT bytes (64 MB).
 */
module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      landingPage: false,
      depthLimit: 20,
      defaultLimit: 100,
      maxLimit: 1000,
      apolloServer: { introspection: true },
    },
  },
  upload: {
    config: {
      provider: 'local',
      sizeLimit: env.int('STRAPI_UPLOAD_LIMIT', 64 * 1024 * 1024),
    },
  },
});
