'use strict';
/**
 * Runs on every start, after the plugins have synchronised their permission rows:
 * - the Public role may read the generated content types and the media library (find, findone, count)
 *   and nothing else of them; the Authenticated role likewise (drafts need a signed-in user: see
 *   config/policies/drafts-need-token.js);
 * - self-registration through the content API is off (editors are invited in the admin UI);
 * - on the first start, the media library keeps uploaded images as they are (`sizeOptimization` off):
 *   the site makes its own optimised variants from the originals, and "download original" must give
 *   the file the editor uploaded. Editors may change it in the media library's settings afterwards;
 * - the webhook to the publisher (STRAPI_WEBHOOK_URL, optional STRAPI_WEBHOOK_TOKEN sent as
 *   `Authorization: Bearer …`) is created or updated; without STRAPI_WEBHOOK_URL a webhook this
 *   bootstrap made earlier is removed. Webhooks made by hand in the admin UI are left alone.
 */
const READ_ACTIONS = ['find', 'findone', 'count'];
const WEBHOOK_NAME = 'Publisher (from STRAPI_WEBHOOK_URL)';
const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

async function grantReadAccess() {
  const roles = await strapi.query('role', 'users-permissions').find({ type_in: ['public', 'authenticated'] }, []);
  const permissions = strapi.query('permission', 'users-permissions');
  for (const role of roles) {
    const rows = await permissions.find({ role: role.id, type_in: ['application', 'upload'], _limit: -1 }, []);
    for (const row of rows) {
      const readable = READ_ACTIONS.includes(row.action) && (row.type === 'application' || row.controller === 'upload');
      if (Boolean(row.enabled) !== readable) await permissions.update({ id: row.id }, { enabled: readable });
    }
  }
}

async function disableRegistration() {
  const store = strapi.store({ environment: '', type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = (await store.get()) || {};
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
}

async function configureWebhook() {
  const url = process.env.STRAPI_WEBHOOK_URL || '';
  const token = process.env.STRAPI_WEBHOOK_TOKEN || '';
  const existing = (await strapi.webhookStore.findWebhooks()).find((w) => w.name === WEBHOOK_NAME);
  // Strapi loads the stored webhooks into its runner before the bootstrap runs: keep both in step.
  if (!url) {
    if (existing) {
      await strapi.webhookStore.deleteWebhook(existing.id);
      strapi.webhookRunner.remove(existing);
    }
    return;
  }
  const data = {
    name: WEBHOOK_NAME,
    url,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };
  if (existing) strapi.webhookRunner.update(await strapi.webhookStore.updateWebhook(existing.id, data));
  else strapi.webhookRunner.add(await strapi.webhookStore.createWebhook(data));
  strapi.log.info(`Webhook to ${new URL(url).origin}${new URL(url).pathname} on ${WEBHOOK_EVENTS.length} events`);
}

async function uploadDefaults() {
  const marker = strapi.store({ environment: '', type: 'core', name: 'corporate-site', key: 'upload-defaults' });
  if (await marker.get()) return;
  const settings = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  await settings.set({ value: { ...((await settings.get()) || {}), sizeOptimization: false, responsiveDimensions: true } });
  await marker.set({ value: true });
}

module.exports = async () => {
  await grantReadAccess();
  await uploadDefaults();
  await disableRegistration();
  await configureWebhook();
};
