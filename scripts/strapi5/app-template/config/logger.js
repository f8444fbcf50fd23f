'use strict';
/** Log level from STRAPI_LOG_LEVEL (default `info`: no line per HTTP request; `http` shows them). */
const { winston, formats } = require('@strapi/logger');

const level = process.env.STRAPI_LOG_LEVEL || 'info';

module.exports = {
  transports: [
    new winston.transports.Console({
      level,
      format: winston.format.combine(formats.levelFilter(level), formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' })),
    }),
  ],
};
