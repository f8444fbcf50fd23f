import { describe, expect, it } from 'vitest';
import { describeBuildError } from '../../../scripts/lib/build-error.ts';
import { causeChain } from '../../../src/cms/retry.ts';
import { CmsRequestError } from '../../../src/cms/errors.ts';

const cmsError = new CmsRequestError({
  endpoint: 'http://127.0.0.1:40123/graphql',
  operation: 'ContentPages',
  attempts: 3,
  reason: 'connect ECONNREFUSED 127.0.0.1:40123',
  cause: new Error('connect ECONNREFUSED 127.0.0.1:40123'),
});

describe('describeBuildError', () => {
  it('prints the message of a CMS error, which names endpoint and operation', () => {
    const message = describeBuildError(cmsError);
    expect(message).toContain('http://127.0.0.1:40123/graphql');
    expect(message).toContain('ContentPages');
    expect(message).not.toMatch(/\n\s+at /);
  });

  it('finds the CMS error inside the errors Astro wraps it in', () => {
    const wrapped = new Error('`astro sync` command failed to generate content collection types', { cause: cmsError });
    expect(describeBuildError(wrapped)).toBe(cmsError.message);
  });

  it("adds Astro's hint and location to other errors", () => {
    const astroError = Object.assign(new Error('Expected ">" but found "}"'), {
      hint: 'Check the template syntax.',
      loc: { file: 'src/pages/[lang]/index.astro', line: 12, column: 3 },
    });
    expect(describeBuildError(astroError)).toBe(
      'Expected ">" but found "}"\nHint: Check the template syntax.\nLocation: src/pages/[lang]/index.astro:12:3',
    );
  });

  it('names the innermost cause of a wrapped non-CMS error', () => {
    const error = new Error('Failed to build', { cause: new Error('disk full') });
    expect(describeBuildError(error)).toBe('Failed to build\nCause: disk full');
  });

  it('handles thrown non-errors and cyclic causes', () => {
    expect(describeBuildError('plain string')).toBe('plain string');
    const cyclic = new Error('cyclic');
    cyclic.cause = cyclic;
    expect(causeChain(cyclic)).toEqual([cyclic]);
    expect(describeBuildError(cyclic)).toBe('cyclic');
  });
});
