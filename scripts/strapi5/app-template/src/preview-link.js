'use strict';
/**
 * Signs the links of the admin's "Preview" (config/admin.js) as the publisher's preview checks them
 * (scripts/publisher/preview-access.ts of the site): `expires` (Unix seconds) and `signature`, the
 * HMAC-SHA256 with PREVIEW_SECRET over `preview-link\n` and the link's other parameters sorted by name,
 * base64url. The publisher answers a valid link with its session cookie and the draft page.
 *
 * A link lasts an hour or a little more: its expiry is rounded up to whole ten minutes, so the admin
 * asking for the same entry's link again soon gets the same URL and its frame does not load again.
 */
const { createHmac } = require('node:crypto');

const LINK_SECONDS = 60 * 60;
const ROUND_SECONDS = 10 * 60;

/** `url` (a URL of the preview's /_preview) with `expires` and `signature` set. */
function signPreviewLink(secret, url, nowMs = Date.now()) {
  const expires = Math.ceil((nowMs / 1000 + LINK_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  url.searchParams.delete('signature');
  url.searchParams.set('expires', String(expires));
  const signed = new URLSearchParams(url.searchParams);
  signed.sort();
  url.searchParams.set('signature', createHmac('sha256', secret).update(`preview-link\n${signed}`).digest('base64url'));
  return url;
}

module.exports = { signPreviewLink, LINK_SECONDS };
