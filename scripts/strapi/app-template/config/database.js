'use strict';
const path = require('path');

/** One SQLite file in the data folder (STRAPI_DATA_DIR). */
module.exports = ({ env }) => ({
  defaultConnection: 'default',
  connections: {
    default: {
      connector: 'bookshelf',
      settings: {
        client: 'sqlite',
        filename: path.join(env('STRAPI_DATA_DIR'), 'data.db'),
      },
      options: { useNullAsDefault: true },
    },
  },
});
