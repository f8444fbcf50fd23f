import path from 'node:path';

/** Absolute path of the project root (the folder holding package.json). */
export const projectRoot: string = path.resolve(import.meta.dirname, '..', '..');

/** `true` when `child` is `parent` itself or lies inside it. */
export function isInsideOrSame(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
