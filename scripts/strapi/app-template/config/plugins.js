'use strict';

module.exports = ({ env }) => ({
  graphql: {
    endpoint: '/graphql',
    shadowCRUD: true,
    playgroundAlways: false,
    depthLimit: 12,
    amountLimit: 100,
    apolloServer: { tracing: false },
  },
  upload: {
    provider: 'local',
    providerOptions: { sizeLimit: env.int('STRAPI_UPLOAD_LIMIT', 64 * 1024 * 1024) },
  },
});
