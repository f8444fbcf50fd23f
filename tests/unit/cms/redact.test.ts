import { describe, expect, it } from 'vitest';
import { CmsRequestError } from '../../../src/cms/errors.ts';
import { readCmsConfig } from '../../../src/cms/config.ts';
import { redactUrl } from '../../../src/cms/redact.ts';

describe('redactUrl', () => {
  it.each([
    ['http://127.0.0.1:1337/graphql', 'http://127.0.0.1:1337/graphql'],
    ['https://user:secret@cms.example.com/graphql', 'https://cms.example.com/graphql (credentials and query hidden)'],
    ['https://cms.example.com/graphql?token=abc#x', 'https://cms.example.com/graphql (credentials and query hidden)'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe('credentials never reach messages', () => {
  it('CmsRequestError names the endpoint without user info or query', () => {
    const error = new CmsRequestError({
      endpoint: 'https://editor:hunter2@cms.example.com/graphql?token=s3cret',
      operation: 'ContentPages',
      attempts: 3,
      status: 503,
      reason: 'HTTP 503',
      cause: undefined,
    });
    expect(error.message).toContain('https://cms.example.com/graphql');
    expect(error.message).not.toMatch(/hunter2|s3cret|editor/);
    expect(error.endpoint).not.toMatch(/hunter2|s3cret/);
  });

  it('a config error does not echo a secret in the URL', () => {
    expect(() => readCmsConfig({ CMS_GRAPHQL_URL: 'ftp://user:hunter2@cms.example.com/graphql' })).toThrow(
      /^(?!.*hunter2).*must be an http\(s\) URL/,
    );
  });
});
