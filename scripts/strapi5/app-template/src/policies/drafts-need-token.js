'use strict';
/**
 * Reads of drafts (`status: DRAFT`, or the publication filters that look at drafts) need an API token or a
 * signed-in user: the Public role reads only what is published. Strapi 5 would otherwise give drafts to
 * anyone who may read. Applied to every GraphQL query and REST read route of the generated content types.
 */
const { errors } = require('@strapi/utils');

const DRAFT_ARGS = ['publicationFilter', 'hasPublishedVersion'];

function asksForDrafts(args) {
  if (!args) return false;
  if (String(args.status || '').toLowerCase() === 'draft') return true;
  return DRAFT_ARGS.some((name) => args[name] !== undefined && args[name] !== null);
}

module.exports = (policyContext) => {
  // GraphQL resolvers hand in their arguments; REST routes their query string.
  const args = policyContext.args || (policyContext.request && policyContext.request.query) || policyContext.query;
  if (!asksForDrafts(args)) return true;
  const auth = policyContext.state && policyContext.state.auth;
  if (auth && auth.credentials) return true;
  throw new errors.PolicyError('Drafts need an API token: the Public role reads published content only.');
};
