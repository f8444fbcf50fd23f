/** The form blocks (contact, investor signup, newsletter) and the thank-you view: their server HTML is a complete working form. */
import { siteContainer } from '../site-container.ts';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormsConfigError, formsConfig } from '../../../src/forms/config.ts';
import { t } from '../../../src/i18n/ui.ts';
import { thankYouPath } from '../../../src/routing/paths.ts';
import { text } from './helpers.ts';
import type { ContactFormFlags } from '../../../src/forms/definitions.ts';
import { allContactFlags } from '../forms/flags.ts';
import { localsFor } from '../site/fixture.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await siteContainer();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The site the forms stand in: it has a privacy policy, which each form links before its button. */
const locals = localsFor({
  contentPages: [{ id: 'privacy', slug: 'datenschutzerklaerung', internationalSlug: 'privacy-policy', pageCategory: null }],
});

async function render(path: string, props: Record<string, unknown>): Promise<string> {
  const { default: Component } = await import(path);
  // The form's texts carry their line breaks (soft hyphens, zero width spaces: tests/unit/text/island-text.test.ts).
  return (await container.renderToString(Component, { props: { index: 2, ...props }, locals })).replace(/[\u00ad\u200b\u2060]/g, '');
}

const allFlags: ContactFormFlags = { ...allContactFlags, annualReport: false, affiliation: null };

const contactBlock = (flags: ContactFormFlags = allFlags) => ({
  __typename: 'ComponentFormsContactForm',
  id: '4',
  anchorId: 'contact',
  text: text('Schreiben Sie uns.', 'Write to us.'),
  recipient: 'sales',
  ...flags,
});

const newsletterBlock = {
  __typename: 'ComponentFormsNewsletterSignup',
  id: '5',
  anchorId: 'newsletter',
  headline: text('Newsletter', 'Newsletter'),
  text: text('Monatlich.', 'Monthly.'),
};

/** The opening tag of the form and everything in it. */
const formOf = (html: string) => html.slice(html.indexOf('<form'), html.indexOf('</form>') + 7);
const inputTag = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const labelOf = (html: string, id: string) => html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`))?.[1] ?? '';

describe('formsConfig', () => {
  it('defaults to the local form service and takes http(s) base URLs', () => {
    expect(formsConfig({})).toEqual({ url: 'http://127.0.0.1:8788', backend: 'service' });
    expect(formsConfig({ FORMS_URL: 'https://forms.example/api/', FORMS_BACKEND: 'netlify' })).toEqual({
      url: 'https://forms.example/api',
      backend: 'netlify',
    });
  });

  it('refuses anything else with a clear error', () => {
    expect(() => formsConfig({ FORMS_URL: 'ftp://forms.example' })).toThrow(FormsConfigError);
    expect(() => formsConfig({ FORMS_URL: 'forms.example' })).toThrow(/FORMS_URL is not a URL/);
    expect(() => formsConfig({ FORMS_URL: 'https://u:p@forms.example' })).toThrow(/without credentials/);
    expect(() => formsConfig({ FORMS_BACKEND: 'formspree' })).toThrow(/FORMS_BACKEND must be one of service, netlify/);
  });
});

describe('contact form block', () => {
  it('renders its text and a complete form posting to the form service, hydrated when visible', async () => {
    vi.stubEnv('FORMS_URL', 'https://forms.example');
    const html = await render('../../../src/blocks/ContactForm.astro', { block: contactBlock(), locale: 'en' });
    expect(html).toMatch(/<section[^>]*id="contact"/);
    expect(html).toContain('Write to us.');
    expect(html).toMatch(/<astro-island[^>]*client="visible"/);
    const form = formOf(html);
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(form).toMatch(/<form[^>]*action="https:\/\/forms\.example\/submit\/contact"/);
    expect(form).toMatch(/<form[^>]*data-form="contact"/);
    expect(form).not.toMatch(/<form[^>]*novalidate/i);
    for (const name of [
      'interestedIn',
      'productLine',
      'requestType',
      'product',
      'serialNumber',
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'zipCode',
      'city',
      'country',
      'message',
      'newsletter',
    ])
      expect(form, name).toContain(`name="${name}"`);
    expect(form).toContain('name="salutation" value="mr"');
    expect(form).toContain('name="automationLevel" value="semiAutomated"');
    expect(labelOf(form, 'contact-form-4-email')).toContain('Email');
    expect(labelOf(form, 'contact-form-4-email')).toContain('(required)');
    expect(inputTag(form, 'email')).toMatch(/type="email"/);
    expect(inputTag(form, 'email')).toMatch(/required/);
    expect(inputTag(form, 'email')).toMatch(/autocomplete="email"/);
    expect(inputTag(form, 'email')).toMatch(/maxlength="254"/);
    expect(inputTag(form, 'phone')).not.toMatch(/required/);
    expect(labelOf(form, 'contact-form-4-phone')).not.toContain('(required)');
    expect(form).toMatch(/<textarea[^>]*name="message"[^>]*required/);
    expect(form).toContain('Technical support &amp; service');
    expect(form).toMatch(/<option value(="")?>Please choose<\/option>/);
    expect(form).toContain('Yes, I would like to receive the newsletter by email.');
    expect(inputTag(form, 'newsletter')).not.toMatch(/checked/);
    // Before the button: what the details are used for, and the privacy policy of the page's locale.
    expect(form).toMatch(
      /<p id="contact-form-4-privacy" class="site-form-privacy">We use your details[^<]*<a href="\/en\/privacy-policy\/">privacy policy<\/a>/,
    );
    expect(form).toMatch(/<button type="submit" aria-describedby="contact-form-4-privacy" class="site-form-submit"/);
    expect(form).not.toContain('chinaConsent');
    expect(form).toMatch(/<button type="submit"[^>]*>Send message<\/button>/);
  });

  it('carries the hidden meta fields (startedAt and submissionId left to the island) and a hidden honeypot', async () => {
    const html = await render('../../../src/blocks/ContactForm.astro', { block: contactBlock(), locale: 'de' });
    const form = formOf(html);
    expect(inputTag(form, 'recipient')).toMatch(/type="hidden"[^>]*value="sales"/);
    expect(inputTag(form, 'locale')).toMatch(/value="de"/);
    for (const name of ['startedAt', 'submissionId']) {
      expect(inputTag(form, name)).toMatch(/type="hidden"/);
      expect(inputTag(form, name), `${name} is empty`).not.toMatch(/value="[^"]/);
    }
    expect(inputTag(form, 'page')).toMatch(/type="hidden"[^>]*value="\//);
    const honeypot = inputTag(form, 'website');
    expect(honeypot).toMatch(/tabindex="-1"/);
    expect(honeypot).toMatch(/autocomplete="off"/);
    expect(form).toMatch(/<div aria-hidden="true" class="site-form-honeypot">/);
    expect(labelOf(form, 'contact-form-4-firstName')).toContain('Vorname');
    expect(form).toContain('(Pflichtfeld)');
  });

  it('shows only the fields its switches turn on', async () => {
    const html = await render('../../../src/blocks/ContactForm.astro', { block: contactBlock({}), locale: 'en' });
    const form = formOf(html);
    for (const name of ['interestedIn', 'email', 'message']) expect(form).toContain(`name="${name}"`);
    for (const name of ['productLine', 'requestType', 'salutation', 'firstName', 'phone', 'company', 'newsletter'])
      expect(form, name).not.toContain(`name="${name}"`);
  });

  it('has the china consent on cn only, never ticked, in Chinese', async () => {
    const html = await render('../../../src/blocks/ContactForm.astro', { block: contactBlock({}), locale: 'cn' });
    const consent = inputTag(formOf(html), 'chinaConsent');
    expect(consent).toMatch(/type="checkbox"/);
    expect(consent).toMatch(/required/);
    expect(consent).not.toMatch(/checked/);
    expect(labelOf(html, 'contact-form-4-chinaConsent')).toContain(t('cn', 'form.field.chinaConsent').text);
  });

  it('shows the investor relations signup when the block asks for affiliation or annual report', async () => {
    const html = await render('../../../src/blocks/ContactForm.astro', {
      block: contactBlock({ affiliation: true }),
      locale: 'en',
    });
    const form = formOf(html);
    expect(form).toMatch(/<form[^>]*action="http:\/\/127\.0\.0\.1:8788\/submit\/investor"/);
    expect(form).toMatch(/data-form="investor"/);
    for (const name of [
      'salutation',
      'firstName',
      'lastName',
      'email',
      'affiliation',
      'annualReport',
      'newsService',
      'street',
      'zipCode',
      'city',
      'country',
    ])
      expect(form, name).toContain(`name="${name}"`);
    expect(form).toContain('Institutional investor');
    expect(form).not.toContain('name="recipient"');
    expect(form).not.toContain('name="message"');
    expect(inputTag(form, 'street')).not.toMatch(/required/);
    expect(form).toMatch(/<button type="submit"[^>]*>Sign up<\/button>/);
  });
});

describe('newsletter block', () => {
  it('shows headline, text and the newsletter form', async () => {
    const html = await render('../../../src/blocks/NewsletterSignup.astro', { block: newsletterBlock, locale: 'jp' });
    expect(html).toMatch(/<h2[^>]*>Newsletter<\/h2>/);
    const form = formOf(html);
    expect(form).toMatch(/action="http:\/\/127\.0\.0\.1:8788\/submit\/newsletter"/);
    for (const name of ['email', 'salutation', 'firstName', 'lastName']) expect(form).toContain(`name="${name}"`);
    expect(inputTag(form, 'firstName')).not.toMatch(/required/);
    expect(form).toContain(t('jp', 'form.submit.newsletter').text);
    expect(form).not.toContain('name="recipient"');
  });
});

describe('FORMS_BACKEND=netlify', () => {
  it('renders the skeleton Netlify detects: name, data-netlify, honeypot, form-name, the thank-you page as action', async () => {
    vi.stubEnv('FORMS_BACKEND', 'netlify');
    const html = await render('../../../src/blocks/NewsletterSignup.astro', { block: newsletterBlock, locale: 'de' });
    const form = formOf(html);
    const open = form.match(/<form[^>]*>/)![0];
    expect(open).toContain('name="newsletter"');
    expect(open).toMatch(/method="post"/i);
    expect(open).toContain('data-netlify="true"');
    expect(open).toContain('netlify-honeypot="website"');
    expect(open).toContain(`action="${thankYouPath('de', 'newsletter')}"`);
    expect(inputTag(form, 'form-name')).toMatch(/type="hidden"[^>]*value="newsletter"/);
    expect(form).toContain('name="email"');
  });
});

describe('ThankYouView', () => {
  it('says what happens next, links home and is noindex', async () => {
    // Every site builds the thank-you pages, content or not.
    const { site } = localsFor();
    const page = site.page(thankYouPath('de', 'newsletter'));
    expect(page?.view).toEqual({ kind: 'thankYou', page: 'newsletter' });
    const { default: ThankYouBody } = await import('../../../src/views/ThankYouView.astro');
    const html = await container.renderToString(ThankYouBody, {
      props: { page, view: page!.view },
      request: new Request(`https://example.test${page!.path}`),
      locals: { site },
    });
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(/<h1[^>]*>[^<]*Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    expect(html).toContain('Bestätigungslink');
    expect(html).toMatch(/<a href="\/de\/"[^>]*>Zurück zur Startseite<\/a>/);
    expect(html).toContain('data-thank-you="newsletter"');
  });
});
