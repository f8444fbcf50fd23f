'use strict';
/**
 * The application's register and bootstrap (Strapi 5).
 *
 * register: every GraphQL query of a generated content type runs the drafts policy
 * (src/policies/drafts-need-token.js); the query names come from the generator (read-queries.json).
 *
 * bootstrap, on every start:
 * - the Public and Authenticated roles may read the generated content types and the media library
 *   (find, findOne) and nothing else of them;
 * - self-registration through the content API is off (editors are invited in the admin panel);
 * - on the first start, the media library keeps uploaded images as they are (`sizeOptimization` off): the
 *   site makes its own variants from the originals, and "download original" must give the editor's file;
 * - the webhook to the publisher (STRAPI_WEBHOOK_URL, optional STRAPI_WEBHOOK_TOKEN sent as
 *   `Authorization: Bearer …`) is created or updated; without STRAPI_WEBHOOK_URL a webhook this bootstrap
 *   made earlier is removed. Webhooks made by hand in the admin panel are left alone;
 * - the first administrator (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD) is created when there is none;
 * - API tokens named in STRAPI_TOKENS_FILE (the data folder's tokens for the site's build and the
 *   importer) are created once and written there (mode 600).
 */
const fs = require('node:fs');
const readQueries = require('./read-queries.json');

const READ_ACTIONS = ['find', 'findOne'];
const UPLOAD_READ = ['plugin::upload.content-api.find', 'plugin::upload.content-api.findOne'];
const WEBHOOK_NAME = 'Publisher (from STRAPI_WEBHOOK_URL)';
const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'entry.draft-discard',
  'media.create',
  'media.update',
  'media.delete',
];
/** The tokens the project's tools use: the site's preview builds read drafts, the importer writes. */
const TOKENS = [
  { name: 'Site build (drafts for preview builds)', key: 'read', type: 'read-only' },
  { name: 'Content import', key: 'import', type: 'full-access' },
];

function isGenerated(uid) {
  return uid.startsWith('api::');
}

async function grantReadAccess(strapi) {
  const roles = await strapi.db.query('plugin::users-permissions.role').findMany({ where: { type: { $in: ['public', 'authenticated'] } } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const wanted = new Set([
    ...Object.keys(strapi.contentTypes)
      .filter(isGenerated)
      .flatMap((uid) => READ_ACTIONS.map((action) => `${uid}.${action}`)),
    ...UPLOAD_READ,
  ]);
  for (const role of roles) {
    const rows = await permissions.findMany({ where: { role: role.id } });
    const have = new Set();
    for (const row of rows) {
      const ours = row.action.startsWith('api::') || row.action.startsWith('plugin::upload.');
      if (ours && !wanted.has(row.action)) await permissions.delete({ where: { id: row.id } });
      else have.add(row.action);
    }
    for (const action of wanted) if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
}

async function disableRegistration(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = (await store.get()) || {};
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
}

async function uploadDefaults(strapi) {
  const marker = strapi.store({ type: 'core', name: 'corporate-site', key: 'upload-defaults' });
  if (await marker.get()) return;
  const settings = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  await settings.set({ value: { ...((await settings.get()) || {}), sizeOptimization: false, responsiveDimensions: true } });
  await marker.set({ value: true });
}

async function configureWebhook(strapi) {
  const url = process.env.STRAPI_WEBHOOK_URL || '';
  const token = process.env.STRAPI_WEBHOOK_TOKEN || '';
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((w) => w.name === WEBHOOK_NAME);
  // Strapi loads the stored webhooks into its runner before the bootstrap runs: keep both in step.
  if (!url) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
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
  if (existing) runner.update(await store.updateWebhook(existing.id, data));
  else runner.add(await store.createWebhook(data));
  strapi.log.info(`Webhook to ${new URL(url).origin}${new URL(url).pathname} on ${WEBHOOK_EVENTS.length} events`);
}

async function ensureFirstAdmin(strapi) {
  const email = process.env.STRAPI_ADMIN_EMAIL;
  const password = process.env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password) return 'no STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD: create the first administrator in the admin panel';
  const users = strapi.service('admin::user');
  if ((await users.count()) > 0) return 'administrator exists';
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: email.toLowerCase(),
    firstname: 'Site',
    lastname: 'Administrator',
    password,
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  return `created the first administrator ${email.toLowerCase()}`;
}

async function ensureTokens(strapi) {
  const file = process.env.STRAPI_TOKENS_FILE;
  if (!file) return;
  const stored = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const tokens = strapi.service('admin::api-token-content-api');
  let changed = false;
  for (const { name, key, type } of TOKENS) {
    const existing = await tokens.getByName(name);
    if (existing && stored[key]) continue;
    if (existing) await tokens.revoke(existing.id);
    const created = await tokens.create({ name, description: 'Made by the project (scripts/strapi5)', type, lifespan: null });
    stored[key] = created.accessKey;
    changed = true;
  }
  if (changed) fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
}

module.exports = {
  register({ strapi }) {
    const policies = ['global::drafts-need-token'];
    strapi
      .plugin('graphql')
      .service('extension')
      .use(() => ({
        resolversConfig: Object.fromEntries(readQueries.map((name) => [`Query.${name}`, { policies }])),
      }));
  },

  async bootstrap({ strapi }) {
    await grantReadAccess(strapi);
    await uploadDefaults(strapi);
    await disableRegistration(strapi);
    await configureWebhook(strapi);
    strapi.log.info(await ensureFirstAdmin(strapi));
    await ensureTokens(strapi);
  },
};
