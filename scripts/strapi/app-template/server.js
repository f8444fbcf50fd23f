'use strict';
/**
 * Starts the generated Strapi application (run with Node 14 by scripts/strapi/run.ts).
 * STRAPI_SERVE_ADMIN=0 starts without the admin UI (tests); the admin build lives in ./build.
 * After the server listens, the first administrator is created from STRAPI_ADMIN_EMAIL /
 * STRAPI_ADMIN_PASSWORD when there is none yet (the admin roles exist only after the admin
 * bootstrap, which runs after the application's), then a line `STRAPI_READY <url>` is printed.
 */
const strapiFactory = require('strapi');

// Strapi 3.6 names a type's GraphQL input after the type's singular: the input of
// ComponentContentEvents would be ComponentContentEventInput, the name of ComponentContentEvent's own
// input, and the schema would not build. The generator lists such type names (a contract type whose
// name is another type's plural); they are kept as they are when singularised.
const pluralize = require('pluralize');
for (const name of require('./config/keep-plural.json')) pluralize.addUncountableRule(name);

async function ensureFirstAdmin(strapi) {
  const email = process.env.STRAPI_ADMIN_EMAIL;
  const password = process.env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password) return 'no STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD: create the first administrator in the admin UI';
  const users = strapi.admin.services.user;
  if ((await users.count()) > 0) return 'administrator exists';
  const superAdmin = await strapi.admin.services.role.getSuperAdmin();
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

const app = strapiFactory({
  dir: __dirname,
  autoReload: false,
  serveAdminPanel: process.env.STRAPI_SERVE_ADMIN !== '0',
});

app.start(async () => {
  try {
    const said = await ensureFirstAdmin(app);
    app.log.info(said);
    const host = app.config.get('server.host');
    const port = app.config.get('server.port');
    process.stdout.write(`STRAPI_READY http://${host}:${port}\n`);
  } catch (error) {
    app.log.error(`Could not create the first administrator: ${error.message}`);
    process.exit(1);
  }
});
