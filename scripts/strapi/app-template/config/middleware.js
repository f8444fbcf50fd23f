'use strict';
const path = require('path');

/** Uploads (the local provider writes to <public>/uploads) live in the data folder, not in the app. */
module.exports = ({ env }) => ({
  settings: {
    public: { path: path.join(env('STRAPI_DATA_DIR'), 'public') },
    logger: { level: env('STRAPI_LOG_LEVEL', 'info'), requests: false },
    poweredBy: { enabled: false },
  },
});
