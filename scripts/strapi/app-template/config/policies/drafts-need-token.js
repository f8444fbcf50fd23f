'use strict';
/**
 * Reads with publicationState PREVIEW (drafts) need a signed-in user: the Public role reads only what
 * is published. Applied to every read route and GraphQL query of the generated models.
 */
module.exports = async (ctx, next) => {
  const state = ctx.query && (ctx.query._publicationState || ctx.query.publicationState);
  if (String(state || '').toLowerCase() === 'preview' && !ctx.state.user) {
    throw strapi.errors.forbidden('Drafts (publicationState PREVIEW) need a token.');
  }
  return next();
};
