/**
 * Strapi 5 adds a member `Error { code message }` to every dynamic-zone union, and translate.ts asks for
 * it. An Error item in an answer is a content problem (src/cms/problems.ts), like an unknown block type:
 * named with its code and message, the operation, where it sits and the entry it belongs to, then left
 * out of its list, so the views never see a type the contract does not have. Fatal under STRICT_CONTENT=1.
 */
import type { ProblemReporter } from '../problems.ts';
import { ERROR_TYPE_NAME } from './strapi5-names.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorItem(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && value.__typename === ERROR_TYPE_NAME;
}

function describe(item: Record<string, unknown>): string {
  const code = typeof item.code === 'string' ? item.code : '(no code)';
  return typeof item.message === 'string' && item.message !== '' ? `${code}: ${item.message}` : code;
}

/**
 * Reports and removes every Error item in `data` (an answer of operation `operation`, changed in place);
 * returns how many there were.
 */
export function takeErrorItems(data: unknown, operation: string, report: ProblemReporter): number {
  let found = 0;
  const walk = (value: unknown, path: string, entry: string | undefined): void => {
    if (Array.isArray(value)) {
      const errors: number[] = [];
      value.forEach((item, index) => {
        const itemPath = `${path}[${index}]`;
        if (isErrorItem(item)) {
          errors.push(index);
          const of = entry === undefined ? '' : ` (entry "${entry}")`;
          report(`${operation}: ${itemPath}${of} is an Error item of the content system, not a component (${describe(item)}); left out`);
          return;
        }
        // The items of a root list are the entries; below them the entry stays the same.
        const id = entry === undefined && isRecord(item) && typeof item.id === 'string' ? item.id : entry;
        walk(item, itemPath, id);
      });
      for (const index of errors.reverse()) value.splice(index, 1);
      found += errors.length;
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      // A single's fields belong to the single (its id names it).
      const id = entry ?? (path === '' && isRecord(child) && typeof child.id === 'string' ? child.id : undefined);
      walk(child, childPath, id);
    }
  };
  walk(data, '', undefined);
  return found;
}
