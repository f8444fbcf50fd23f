/**
 * The footer (docs/navigation.md §8) in every locale: five columns, the company address, the contact-form
 * button, the events link with its icon, the newsletter signup form and social links, the bottom bar, and the
 * blocks each locale shows or hides.
 */
import { expect, test, type Page } from '@playwright/test';
import { localeCodes, type LocaleCode } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { footerVisibility } from './chrome-expectations.ts';

const footer = (page: Page) => page.locator('footer.site-footer');

for (const locale of localeCodes) {
  test(`the footer in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    const siteMap = footer(page).getByRole('navigation', { name: t(locale, 'nav.siteMap').text });
    await expect(siteMap.locator('.column')).toHaveCount(5);
    await expect(siteMap.locator('address')).toContainText('Vantoro Process Systems SE');
    const contactForm = siteMap.locator('[data-block="contactForm"] a');
    await expect(contactForm).toHaveAttribute('href', locale === 'de' ? '/de/kontakt/#contact-form' : `/${locale}/contact/#contact-form`);
    await expect(siteMap.locator('[data-block="events"] a svg')).toHaveCount(1);
    const newsletter = siteMap.locator('[data-block="newsletter"] form[data-form="newsletter"]');
    await expect(newsletter).toHaveAttribute('method', 'post');
    await expect(newsletter.getByRole('textbox', { name: t(locale, 'form.field.email').text })).toBeVisible();
    await expect(newsletter.getByRole('button')).toHaveCount(1);
    await expect(siteMap.locator('.social a')).toHaveCount(3);
    // Mainland China: WeChat and Bilibili instead of YouTube and Instagram (blocked there); LinkedIn everywhere.
    const social = await siteMap.locator('.social li').evaluateAll((items) => items.map((item) => item.getAttribute('data-block')));
    expect(social).toEqual(
      locale === 'cn' ? ['social-linkedin', 'social-wechat', 'social-bilibili'] : ['social-linkedin', 'social-youtube', 'social-instagram'],
    );
    await expect(siteMap.locator('[data-block="investorRelations"]')).toHaveCount(footerVisibility[locale].ir ? 1 : 0);
    await expect(siteMap.locator('[data-block="career"]')).toHaveCount(footerVisibility[locale].career ? 1 : 0);
    await expect(siteMap.locator('[data-block="news"]')).toHaveCount(1);

    const legal = footer(page).getByRole('navigation', { name: t(locale, 'footer.legal').text });
    const registration = legal.getByRole('link', { name: t(locale, 'footer.registration').text });
    await expect(registration).toHaveCount(footerVisibility[locale].registration ? 1 : 0);
    await expect(legal.getByRole('link')).toHaveCount(footerVisibility[locale].registration ? 5 : 4);
    await expect(footer(page).locator('.bottom p')).toContainText('©');
    // The ICP licence number and the public security record, where mainland Chinese sites show them.
    const records = footer(page).locator('.bottom-links a');
    await expect(records).toHaveCount(locale === 'cn' ? 2 : 0);
    if (locale === 'cn') await expect(records.first()).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  });
}

test('every footer link of a locale answers 200', async ({ page, request }) => {
  for (const locale of ['de', 'cn'] as LocaleCode[]) {
    await page.goto(`/${locale}/`);
    const hrefs = await footer(page)
      .locator('a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.split('#')[0]!))]);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  }
});
