/**
 * The files of the generated Strapi model (scripts/strapi/model.ts) as Strapi v3 reads them from an
 * application folder: per model its settings, routes (with the read policy), GraphQL query policies,
 * an empty controller and service; per component its JSON; `config/keep-plural.json`.
 */
import type { StrapiModel, StrapiProjectModel } from './model.ts';

/** REST routes of a model (what Strapi's content-type builder writes); GraphQL resolvers use their policies. */
function modelRoutes(model: StrapiModel, policies: string[]): Record<string, unknown> {
  const base = `/${model.name}${model.kind === 'collectionType' ? 's' : ''}`;
  const route = (method: string, suffix: string, handler: string, extra: string[] = []) => ({
    method,
    path: `${base}${suffix}`,
    handler: `${model.name}.${handler}`,
    config: { policies: [...extra] },
  });
  const read = policies;
  if (model.kind === 'singleType') {
    return { routes: [route('GET', '', 'find', read), route('PUT', '', 'update'), route('DELETE', '', 'delete')] };
  }
  return {
    routes: [
      route('GET', '', 'find', read),
      route('GET', '/count', 'count', read),
      route('GET', '/:id', 'findOne', read),
      route('POST', '', 'create'),
      route('PUT', '/:id', 'update'),
      route('DELETE', '/:id', 'delete'),
    ],
  };
}

/** Every file of the generated model: relative path → content. */
export function strapiModelFiles(project: StrapiProjectModel, readPolicies: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  for (const model of project.models) {
    files.set(`api/${model.name}/models/${model.name}.settings.json`, json(model.settings));
    files.set(`api/${model.name}/models/${model.name}.js`, "'use strict';\n\nmodule.exports = {};\n");
    files.set(`api/${model.name}/config/routes.json`, json(modelRoutes(model, readPolicies)));
    const queryPolicies = Object.fromEntries(model.queries.map((q) => [q, { policies: readPolicies }]));
    files.set(
      `api/${model.name}/config/schema.graphql.js`,
      `'use strict';\n\nmodule.exports = ${JSON.stringify({ resolver: { Query: queryPolicies } }, null, 2)};\n`,
    );
    files.set(`api/${model.name}/controllers/${model.name}.js`, "'use strict';\n\nmodule.exports = {};\n");
    files.set(`api/${model.name}/services/${model.name}.js`, "'use strict';\n\nmodule.exports = {};\n");
  }
  const typeNames = new Set([...project.byType.keys()]);
  const keepPlural = [...typeNames].filter((name) => name.endsWith('s') && typeNames.has(name.slice(0, -1))).sort();
  files.set('config/keep-plural.json', json(keepPlural));
  for (const component of project.components) {
    const [category, name] = component.uid.split('.');
    files.set(`components/${category}/${name}.json`, json(component.definition));
  }
  return files;
}
