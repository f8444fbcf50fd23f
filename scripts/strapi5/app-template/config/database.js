'use strict';
/** SQLite in the data folder (better-sqlite3: its prebuilt binary ships inside the npm package). */
const path = require('node:path');

module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: path.join(env('STRAPI_DATA_DIR'), 'data.db') },
    useNullAsDefault: true,
  },
});
