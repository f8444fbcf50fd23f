/**
 * The forms against the real form service (started by playwright.config.ts, its rows read from its
 * data folder): contact form in de and cn, the China consent, double submission, the honeypot,
 * posting without JavaScript, and the newsletter's double opt-in.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { t, type UiKey } from '../../src/i18n/ui.ts';
import { MIN_FILL_MS } from '../../src/forms/limits.ts';
import { confirmationLink, storedRows } from './forms-store.ts';

const blocksPage: Record<LocaleCode, string> = {
  de: '/de/inhaltsbausteine/',
  en: '/en/content-blocks/',
  cn: '/cn/content-blocks/',
  jp: '/jp/content-blocks/',
  tw: '/tw/content-blocks/',
};

const contactForm = (page: Page) => page.locator('[data-block="ComponentFormsContactForm"] form[data-form="contact"]');
const field = (form: Locator, name: string) => form.locator(`[data-field="${name}"]`);
const control = (form: Locator, name: string) => field(form, name).locator('input:not([type=hidden]), select, textarea').first();
const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** Opens the page, waits for the form's island, and for the minimum fill time to pass. */
async function openContactForm(page: Page, locale: LocaleCode): Promise<Locator> {
  await page.goto(blocksPage[locale]);
  const form = contactForm(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

async function fillContact(form: Locator, email: string, locale: LocaleCode): Promise<void> {
  await control(form, 'requestType').selectOption('quote');
  await control(form, 'firstName').fill('Ada');
  await control(form, 'lastName').fill('Lovelace');
  await control(form, 'email').fill(email);
  if ((await field(form, 'company').count()) > 0) await control(form, 'company').fill('Analytical Engines Ltd');
  await control(form, 'message').fill('Please send a quote for a 200 mm mask aligner.');
  if (locale === 'cn') await control(form, 'chinaConsent').check();
}

const waitFillTime = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 200);

for (const locale of ['de', 'cn'] as const) {
  test.describe(`contact form (${locale})`, () => {
    test('a valid form is sent, shown as sent in place, and stored exactly once', async ({ page }) => {
      const form = await openContactForm(page, locale);
      const email = uniqueEmail(`valid-${locale}`);
      await fillContact(form, email, locale);
      await waitFillTime(page);
      await form.locator('button.site-form-submit').click();
      const status = page.locator('[data-form-status="success"]');
      await expect(status).toBeVisible();
      await expect(status).toBeFocused();
      await expect.poll(() => storedRows({ email }).length).toBe(1);
      const [row] = storedRows({ email });
      expect(row).toMatchObject({ form: 'contact', locale, page: blocksPage[locale], recipient: 'sales' });
      expect(row?.fields).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', requestType: 'quote' });
      expect(row?.fields.chinaConsent === true).toBe(locale === 'cn');
    });

    test('every required field left empty shows its message in the page language; nothing is sent', async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      const form = await openContactForm(page, locale);
      await form.locator('button.site-form-submit').click();
      const summary = form.locator('[data-form-summary]');
      await expect(summary).toBeFocused();
      const required = ['requestType', 'firstName', 'lastName', 'email', 'message', ...(locale === 'cn' ? ['chinaConsent'] : [])];
      for (const name of required) {
        const error = field(form, name).locator('.site-form-error');
        const key: UiKey =
          name === 'chinaConsent'
            ? 'form.error.consentRequired'
            : name === 'requestType'
              ? 'form.error.chooseOption'
              : 'form.error.required';
        await expect(error, name).toContainText(t(locale, key).text);
        await expect(control(form, name), name).toHaveAttribute('aria-invalid', 'true');
      }
      expect(posts).toEqual([]);
    });
  });
}

test('the China consent is asked for only on /cn/', async ({ page }) => {
  for (const locale of ['de', 'en', 'jp', 'tw', 'cn'] as const) {
    await page.goto(blocksPage[locale]);
    await expect(field(contactForm(page), 'chinaConsent'), locale).toHaveCount(locale === 'cn' ? 1 : 0);
  }
  const consent = control(contactForm(page), 'chinaConsent');
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAttribute('required', '');
});

const thankYou: Record<'de' | 'cn', RegExp> = { de: /\/de\/danke\/kontakt\/$/, cn: /\/cn\/thank-you\/contact\/$/ };

for (const locale of ['de', 'cn'] as const) {
  test(`a double click stores one submission (${locale})`, async ({ page }) => {
    const form = await openContactForm(page, locale);
    const email = uniqueEmail(`double-${locale}`);
    await fillContact(form, email, locale);
    await waitFillTime(page);
    await form.locator('button.site-form-submit').dblclick();
    await expect(page.locator('[data-form-status="success"]')).toBeVisible();
    await page.waitForTimeout(500);
    expect(storedRows({ email })).toHaveLength(1);
  });

  test(`a post with the honeypot filled looks successful and stores nothing (${locale})`, async ({ page }) => {
    const form = await openContactForm(page, locale);
    const email = uniqueEmail(`honeypot-${locale}`);
    await fillContact(form, email, locale);
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example/';
    });
    await waitFillTime(page);
    await form.locator('button.site-form-submit').click();
    await expect(page.locator('[data-form-status="success"]')).toBeVisible();
    await page.waitForTimeout(500);
    expect(storedRows({ email })).toHaveLength(0);
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts and lands on the thank-you page of its language', async ({ page }) => {
      await page.goto(blocksPage[locale]);
      const form = contactForm(page);
      const email = uniqueEmail(`nojs-${locale}`);
      await fillContact(form, email, locale);
      await form.locator('button.site-form-submit').click();
      await expect(page).toHaveURL(thankYou[locale]);
      await expect(page.locator('[data-thank-you="contact"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'thankYou.contact.title').text);
      expect(storedRows({ email })).toHaveLength(1);
    });
  });
}

const confirmedPage: Record<'de' | 'cn', RegExp> = {
  de: /\/de\/danke\/newsletter-bestaetigt\/$/,
  cn: /\/cn\/thank-you\/newsletter-confirmed\/$/,
};

for (const locale of ['de', 'cn'] as const) {
  test(`newsletter: the address is stored as confirmed only after the link is followed (${locale})`, async ({ page }) => {
    await page.goto(blocksPage[locale]);
    const form = page.locator('[data-block="ComponentFormsNewsletterSignup"] form[data-form="newsletter"]');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const email = uniqueEmail(`newsletter-${locale}`);
    await control(form, 'email').fill(email);
    if (locale === 'cn') await control(form, 'chinaConsent').check();
    await waitFillTime(page);
    await form.locator('button.site-form-submit').click();
    await expect(page.locator('[data-form-status="success"]')).toBeVisible();
    await expect.poll(() => storedRows({ email }).length).toBe(1);
    expect(storedRows({ email })[0]?.confirmed).toBe(false);

    await expect.poll(() => confirmationLink(email)).not.toBeNull();
    const link = confirmationLink(email)!;
    await page.goto(link);
    await expect(page).toHaveURL(confirmedPage[locale]);
    expect(storedRows({ email })[0]?.confirmed).toBe(true);
    // A second click (or a mail scanner's before the visitor's) still says confirmed.
    await page.goto(link);
    await expect(page).toHaveURL(confirmedPage[locale]);
    expect(storedRows({ email })).toHaveLength(1);
  });
}

test.describe('what a visitor reads before sending', () => {
  const privacyPolicy: Record<LocaleCode, string> = {
    de: '/de/datenschutzerklaerung/',
    en: '/en/privacy-policy/',
    cn: '/cn/privacy-policy/',
    jp: '/jp/privacy-policy/',
    tw: '/tw/privacy-policy/',
  };
  for (const locale of ['de', 'en', 'cn', 'jp', 'tw'] as const) {
    test(`the privacy notice next to the button links the ${locale} privacy policy, in every form of the page`, async ({ page }) => {
      await page.goto(blocksPage[locale]);
      const forms = page.locator('form[data-form]');
      expect(await forms.count()).toBeGreaterThan(1);
      for (const form of await forms.all()) {
        const notice = form.locator('.site-form-privacy');
        await expect(notice).toContainText(t(locale, 'form.privacyNotice').text.split('{link}')[0]!.trim());
        await expect(notice.getByRole('link', { name: t(locale, 'form.privacyLink').text })).toHaveAttribute('href', privacyPolicy[locale]);
        // The notice comes right before the button that sends, and describes it.
        const button = form.locator('button.site-form-submit');
        await expect(button).toHaveAttribute('aria-describedby', (await notice.getAttribute('id'))!);
      }
      const response = await page.request.get(privacyPolicy[locale]);
      expect(response.status()).toBe(200);
    });
  }

  test('a choice left empty asks to choose; names come family name first in Japanese; the salutation is optional', async ({ page }) => {
    const form = await openContactForm(page, 'de');
    await form.locator('button.site-form-submit').click();
    await expect(field(form, 'requestType')).toContainText(t('de', 'form.error.chooseOption').text);
    await expect(field(form, 'message')).toContainText(t('de', 'form.error.required').text);

    const jp = await openContactForm(page, 'jp');
    const order = await jp.locator('[data-field]').evaluateAll((fields) => fields.map((element) => element.getAttribute('data-field')));
    expect(order.indexOf('lastName')).toBeLessThan(order.indexOf('firstName'));
    await expect(control(jp, 'lastName')).toHaveAccessibleName(new RegExp(t('jp', 'form.field.lastName').text));
    expect(await field(jp, 'salutation').locator('input[required]').count()).toBe(0);
  });
});
