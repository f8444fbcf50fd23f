'use strict';
/** The REST content API (the site reads GraphQL; REST serves uploads and tools). */
module.exports = { rest: { defaultLimit: 25, maxLimit: 100, withCount: true } };
