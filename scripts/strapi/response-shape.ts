/**
 * The shape of a GraphQL response, to compare what two servers answer to the same operation: keys and
 * value types (null, string, number, boolean, object, list), with the elements of a list merged into one
 * shape, and the length of the top-level lists (the entries a read returns: a server that shows drafts,
 * or hides published entries, answers with another count). JSON scalars (`formats`, `provider_metadata`)
 * are compared as "json": their content is each server's own.
 */
type Shape = string | { [key: string]: Shape } | Shape[];

const OPAQUE_KEYS = new Set(['formats', 'provider_metadata']);

function merge(a: Shape, b: Shape): Shape {
  if (JSON.stringify(a) === JSON.stringify(b)) return a;
  if (a === 'null') return b;
  if (b === 'null') return a;
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const out: { [key: string]: Shape } = {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) out[key] = merge(a[key] ?? 'null', b[key] ?? 'null');
    return out;
  }
  const kinds = new Set([...kindsOf(a), ...kindsOf(b)]);
  return [...kinds].sort().join(' | ');
}

/** The kinds a shape stands for, to name a mixed list without growing with its length. */
function kindsOf(shape: Shape): string[] {
  if (Array.isArray(shape)) return ['list'];
  if (typeof shape === 'object') return ['object'];
  return shape.split(' | ');
}

function shapeOf(value: unknown, key = ''): Shape {
  if (value === null || value === undefined) return 'null';
  if (OPAQUE_KEYS.has(key)) return 'json';
  if (Array.isArray(value)) return [value.map((v) => shapeOf(v)).reduce<Shape>((acc, s) => merge(acc, s), 'null')];
  if (typeof value === 'object') {
    const out: { [key: string]: Shape } = {};
    for (const k of Object.keys(value).sort()) out[k] = shapeOf((value as Record<string, unknown>)[k], k);
    return out;
  }
  return typeof value;
}

/** Differences between two responses' shapes, each naming its path (`contentPages[].Headline.german`). */
export function compareShapes(a: unknown, b: unknown, path = ''): string[] {
  const problems: string[] = [];
  const walk = (x: Shape, y: Shape, at: string) => {
    if (JSON.stringify(x) === JSON.stringify(y)) return;
    if (x === 'null' || y === 'null') return; // a value one server has and the other has not is data, not shape
    if (Array.isArray(x) && Array.isArray(y)) return walk(x[0] ?? 'null', y[0] ?? 'null', `${at}[]`);
    if (typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (!(key in x)) problems.push(`${at}.${key}: only in the second answer`);
        else if (!(key in y)) problems.push(`${at}.${key}: only in the first answer`);
        else walk(x[key] as Shape, y[key] as Shape, `${at}.${key}`);
      }
      return;
    }
    problems.push(`${at || '.'}: ${JSON.stringify(x)} vs ${JSON.stringify(y)}`);
  };
  walk(shapeOf(a), shapeOf(b), path);
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const [key, value] of Object.entries(a as Record<string, unknown>)) {
      const other = (b as Record<string, unknown>)[key];
      if (Array.isArray(value) && Array.isArray(other) && value.length !== other.length) {
        problems.push(`${path}${key}: ${value.length} entries vs ${other.length}`);
      }
    }
  }
  return problems;
}
