/**
 * The project's own ESLint rule, `project/comment-references`: every path and document section a
 * comment names exists (./comment-references.ts). ESLint gives every comment of every linted file,
 * .astro frontmatter included, so the check needs no parser of its own.
 */
import type { ESLint, Rule } from 'eslint';
import { projectRoot } from '../lib/paths.ts';
import { commentFindings } from './comment-references.ts';

const commentReferences: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'paths and document sections named in comments exist' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = (context.options[0] as { root?: string } | undefined)?.root ?? projectRoot;
    const { sourceCode } = context;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          if (!comment.range) continue;
          // The text starts after `//` or `/*`.
          const start = comment.range[0] + 2;
          for (const finding of commentFindings(comment.value, context.filename, root)) {
            const at = sourceCode.getLocFromIndex(start + finding.index);
            context.report({ loc: { start: at, end: at }, message: finding.message });
          }
        }
      },
    };
  },
};

export const projectPlugin: ESLint.Plugin = { rules: { 'comment-references': commentReferences } };
