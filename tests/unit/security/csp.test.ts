/** The policy of src/security/csp.ts: the page policy's sources per configuration, the header policy. */
import { describe, expect, it } from 'vitest';
import {
  astroCsp,
  cspSourcesFromEnv,
  frameOrigins,
  HEADER_CSP,
  pageDirectives,
  scriptSources,
  YOUTUBE_PLAYER_ORIGIN,
} from '../../../src/security/csp.ts';
import { cspHash } from '../../../src/security/inline-hash.ts';
import { permissionsPolicy } from '../../../src/security/headers.ts';

const directive = (directives: string[], name: string) => directives.find((entry) => entry.split(' ')[0] === name);

describe('the page policy', () => {
  it('allows the form service and the job widget host of the build', () => {
    const sources = cspSourcesFromEnv({
      FORMS_URL: 'https://forms.example.org/api/',
      JOB_WIDGET_SCRIPT_URL: 'https://jobs.example.net/w.js',
    });
    expect(sources).toEqual({ formsOrigin: 'https://forms.example.org', jobWidgetOrigin: 'https://jobs.example.net', iframeHosts: [] });
    const directives = pageDirectives(sources);
    expect(directive(directives, 'form-action')).toBe("form-action 'self' https://forms.example.org");
    expect(directive(directives, 'connect-src')).toBe("connect-src 'self' https://forms.example.org https://jobs.example.net");
    expect(scriptSources(sources)).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://jobs.example.net']);
  });

  it('keeps the forms on the site with Netlify Forms and names no widget host without one', () => {
    const sources = cspSourcesFromEnv({ FORMS_BACKEND: 'netlify' });
    expect(directive(pageDirectives(sources), 'form-action')).toBe("form-action 'self'");
    expect(directive(pageDirectives(sources), 'connect-src')).toBe("connect-src 'self'");
    expect(scriptSources(sources)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('frames only the YouTube player and the configured embed hosts', () => {
    expect(frameOrigins([])).toEqual([YOUTUBE_PLAYER_ORIGIN]);
    expect(frameOrigins(['player.vimeo.com'])).toEqual([YOUTUBE_PLAYER_ORIGIN, 'https://player.vimeo.com']);
    const sources = { formsOrigin: null, jobWidgetOrigin: null, iframeHosts: ['player.vimeo.com'] };
    expect(directive(pageDirectives(sources), 'frame-src')).toBe(`frame-src ${YOUTUBE_PLAYER_ORIGIN} https://player.vimeo.com`);
    expect(permissionsPolicy(['player.vimeo.com'])).toContain(`fullscreen=(self "${YOUTUBE_PLAYER_ORIGIN}" "https://player.vimeo.com")`);
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval', and blocks plugins and foreign base URLs", () => {
    const options = astroCsp({});
    const all = [
      ...(options.directives ?? []),
      ...(options.scriptDirective?.resources ?? []),
      ...(options.styleDirective?.resources ?? []),
    ];
    expect(all.join(' ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    expect(options.directives).toContain("object-src 'none'");
    expect(options.directives).toContain("base-uri 'self'");
    expect(options.directives).toContain("default-src 'self'");
    // frame-ancestors is ignored in a <meta> policy: it comes with the headers.
    expect(options.directives?.some((entry) => entry.startsWith('frame-ancestors'))).toBe(false);
  });
});

describe('the header policy', () => {
  it('carries frame-ancestors and nothing that would block the hashed inline scripts and styles', () => {
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
    const names = HEADER_CSP.split(';').map((entry) => entry.trim().split(' ')[0]);
    for (const name of ['default-src', 'script-src', 'script-src-elem', 'style-src', 'style-src-elem']) expect(names).not.toContain(name);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact text', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});
