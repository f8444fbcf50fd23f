'use strict';
/**
 * The admin panel: its secrets come from the data folder (scripts/strapi5/process.ts).
 *
 * "Preview" (in the content manager's edit view) opens the entry's draft page in the publisher's preview
 * site when STRAPI_PREVIEW_URL names it (e.g. http://127.0.0.1:4401): the admin asks
 * `<preview>/_preview?model=…&documentId=…&locale=…&expires=…&signature=…`, which lets the browser into the
 * preview (a session cookie) and redirects to the page, in the language of STRAPI_PREVIEW_LOCALE (default
 * en; the content types hold every language in one entry) where the page has one. The handler runs here,
 * on the server: it signs the link with PREVIEW_SECRET, the publisher's (src/preview-link.js); the secret
 * never reaches the browser. Offered for the content types whose entries have pages
 * (src/preview-models.json, generated). The publisher must let this admin frame its preview:
 * PREVIEW_FRAME_ANCESTORS=<this admin's origin>.
 */
const previewModels = require('../src/preview-models.json');
const { signPreviewLink } = require('../src/preview-link.js');

module.exports = ({ env }) => {
  const previewUrl = env('STRAPI_PREVIEW_URL', '');
  const previewLocale = env('STRAPI_PREVIEW_LOCALE', 'en');
  const previewSecret = env('PREVIEW_SECRET', '');
  if (previewUrl && previewSecret.length < 32) {
    throw new Error(
      'STRAPI_PREVIEW_URL needs PREVIEW_SECRET (at least 32 characters): the secret the publisher checks its preview links with, the same value as its PREVIEW_SECRET',
    );
  }
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    autoOpen: false,
    preview: {
      enabled: previewUrl !== '',
      config: {
        allowedOrigins: previewUrl ? [new URL(previewUrl).origin] : [],
        async handler(uid, { documentId, locale }) {
          const model = uid.startsWith('api::') ? uid.slice('api::'.length).split('.')[0] : '';
          if (!previewUrl || !documentId || !previewModels.includes(model)) return null;
          const url = new URL('/_preview', previewUrl);
          url.searchParams.set('model', model);
          url.searchParams.set('documentId', documentId);
          url.searchParams.set('locale', locale || previewLocale);
          return signPreviewLink(previewSecret, url).href;
        },
      },
    },
  };
};
