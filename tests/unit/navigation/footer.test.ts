import { beforeAll, describe, expect, it } from 'vitest';
import { buildFooter, type FooterBlock, type FooterModel, type FooterSource } from '../../../src/navigation/footer.ts';
import { navigationSample, type NavigationSample } from './sample.ts';
import type { LocaleCode } from '../../../src/i18n/locales.ts';

let sample: NavigationSample;
beforeAll(async () => {
  sample = await navigationSample();
}, 60_000);

function footerOf(locale: LocaleCode, source: FooterSource = sample.footer) {
  const problems: string[] = [];
  const model = buildFooter(locale, source, sample.pages, (p) => problems.push(p), 2026);
  return { model, problems };
}
const blocks = (model: FooterModel): FooterBlock[] => model.columns.flatMap((column) => column.blocks);
const labelsOf = (model: FooterModel) => blocks(model).map((block) => block.backendLabel);

describe('the footer (docs/navigation.md §8) over the sample content', () => {
  it('has five columns: address and contact, products, company, IR/careers/news, newsletter and social', () => {
    const { model, problems } = footerOf('en');
    expect(problems).toEqual([]);
    expect(model.columns.map((column) => column.blocks.map((block) => block.backendLabel))).toEqual([
      ['companyAddress', 'contactForm', 'events'],
      ['productsAndSolutions'],
      ['company'],
      ['investorRelations', 'career', 'news'],
      ['newsletter', 'social-linkedin', 'social-youtube', 'social-instagram'],
    ]);
  });

  it('links the lists to the built pages of the locale', () => {
    const { model } = footerOf('de');
    const products = blocks(model).find((block) => block.backendLabel === 'productsAndSolutions');
    expect(products?.kind === 'links' && products.links.slice(0, 2)).toEqual([
      { text: 'Belacker und Entwickler', href: '/de/produkte-loesungen/belacker-und-entwickler/' },
      { text: 'Tintenstrahldruck', href: '/de/produkte-loesungen/tintenstrahldruck/' },
    ]);
    const contact = blocks(footerOf('en').model).find((block) => block.backendLabel === 'contactForm');
    expect(contact).toMatchObject({
      kind: 'linkWithIcon',
      icon: 'mail',
      link: { text: 'Contact form', href: '/en/contact/#contact-form' },
    });
    const events = blocks(footerOf('en').model).find((block) => block.backendLabel === 'events');
    expect(events).toMatchObject({ icon: 'calendar', link: { href: '/en/company/events/' } });
  });

  it('links the headlines of the section lists to the section pages', () => {
    const headlines = (locale: LocaleCode) =>
      blocks(footerOf(locale).model).flatMap((block) => (block.kind === 'links' && block.headline ? [block.headline.href] : []));
    expect(headlines('de')).toEqual([
      '/de/produkte-loesungen/',
      '/de/unternehmen/',
      '/de/investor-relations/',
      '/de/karriere/',
      '/de/news/',
    ]);
    expect(headlines('jp')).toEqual(['/jp/products-solutions/', '/jp/company/', '/jp/news/']);
  });

  it("gives the newsletter signup its headline and its button's label (the form is in the footer)", () => {
    const newsletter = blocks(footerOf('jp').model).find((block) => block.kind === 'newsletter');
    expect(newsletter).toMatchObject({ headline: { text: 'ニュースレター' }, button: { text: '購読する' } });
  });

  it.each([
    ['de', true, true],
    ['en', true, true],
    ['tw', false, true],
    ['jp', false, false],
    ['cn', false, false],
  ] as const)('%s shows the IR block: %s, the careers block: %s', (locale, ir, career) => {
    const labels = labelsOf(footerOf(locale).model);
    expect(labels.includes('investorRelations')).toBe(ir);
    expect(labels.includes('career')).toBe(career);
    expect(labels).toContain('news');
  });

  it('has copyright and the legal links, plus the registration notice in cn', () => {
    expect(footerOf('en').model.copyright.text).toBe('© Vantoro Process Systems SE. All rights reserved.');
    expect(footerOf('de').model.legal.map((link) => link.href)).toEqual([
      '/de/impressum/',
      '/de/datenschutzerklaerung/',
      '/de/nutzungsbedingungen/',
      '/de/agb/',
    ]);
    expect(footerOf('en').model.legal.map((link) => link.href)).toEqual([
      '/en/imprint/',
      '/en/privacy-policy/',
      '/en/terms-of-use/',
      '/en/terms/',
    ]);
    expect(footerOf('cn').model.legal.map((link) => link.href)).toEqual([
      '/cn/imprint/',
      '/cn/privacy-policy/',
      '/cn/terms-of-use/',
      '/cn/terms/',
      '/cn/company-registration/',
    ]);
  });
});

describe('links shown in some locales only (`locales` of a footer link)', () => {
  const social = (locale: LocaleCode) =>
    blocks(footerOf(locale).model).flatMap((block) => (block.backendLabel?.startsWith('social-') ? [block.backendLabel] : []));

  it.each([
    ['de', ['social-linkedin', 'social-youtube', 'social-instagram']],
    ['en', ['social-linkedin', 'social-youtube', 'social-instagram']],
    ['jp', ['social-linkedin', 'social-youtube', 'social-instagram']],
    ['tw', ['social-linkedin', 'social-youtube', 'social-instagram']],
    ['cn', ['social-linkedin', 'social-wechat', 'social-bilibili']],
  ] as const)('%s offers the social networks its visitors use: %j', (locale, expected) => {
    expect(social(locale)).toEqual(expected);
  });

  it("links WeChat in cn to the official account's page (its QR code) on the site", () => {
    const { model, problems } = footerOf('cn');
    expect(problems).toEqual([]);
    expect(blocks(model).find((block) => block.backendLabel === 'social-wechat')).toMatchObject({
      kind: 'linkWithIcon',
      icon: 'wechat',
      link: { text: '微信公众号', href: '/cn/wechat/' },
    });
  });

  it('shows the ICP licence number and the public security record in the bottom bar in cn only', () => {
    expect(footerOf('cn').model.bottomLinks).toEqual([
      { text: '沪ICP备2026012345号-1', href: 'https://beian.miit.gov.cn/' },
      { text: '沪公网安备31011502012345号', href: 'https://beian.mps.gov.cn/#/query/webSearch?code=31011502012345' },
    ]);
    for (const locale of ['de', 'en', 'jp', 'tw'] as const) expect(footerOf(locale).model.bottomLinks, locale).toEqual([]);
  });

  it('reads locale codes separated by commas or spaces, empty for all, and reports unknown codes', () => {
    const link = (label: string, locales: string | null) => ({ label: { english: label }, url: `https://example.com/${label}`, locales });
    const source: FooterSource = {
      footer: {
        columns: [
          {
            id: 'c',
            order: 1,
            blocks: [
              { __typename: 'ComponentFooterLinkWithIcon', id: 'w', icon: 'wechat', link: link('wechat', 'cn') },
              { __typename: 'ComponentFooterLinkWithIcon', id: 'y', icon: 'youtube', link: link('youtube', 'de,en  jp;tw') },
              {
                __typename: 'ComponentFooterLinksCategory',
                id: 'l',
                links: [link('all', null), link('empty', ' '), link('zh', 'zh, cn')],
              },
            ],
          },
        ],
        bottomLinks: [link('icp', 'cn'), link('nowhere', 'zh'), null],
      },
    };
    const texts = (locale: LocaleCode) => {
      const { model, problems } = footerOf(locale, source);
      const shown = blocks(model).flatMap((block) =>
        block.kind === 'linkWithIcon' ? [block.link.text] : block.kind === 'links' ? block.links.map((entry) => entry.text) : [],
      );
      return { shown, bottom: model.bottomLinks.map((entry) => entry.text), problems };
    };
    expect(texts('cn')).toMatchObject({ shown: ['wechat', 'all', 'empty', 'zh'], bottom: ['icp'] });
    expect(texts('jp')).toMatchObject({ shown: ['youtube', 'all', 'empty'], bottom: [] });
    expect(texts('en').problems).toEqual([
      expect.stringContaining('unknown locale code(s) "zh" in locales "zh, cn"'),
      expect.stringContaining('footer bottom link: unknown locale code(s) "zh"'),
    ]);
  });
});

describe('the labels of the legal links', () => {
  // The imprint (German "Impressum": who runs the site) is named as the sites of each language name it, never
  // "version notes" or "copyright notes".
  const labels: Record<LocaleCode, string[]> = {
    de: ['Impressum', 'Datenschutz', 'Nutzungsbedingungen', 'AGB'],
    en: ['Imprint', 'Privacy policy', 'Terms of use', 'Terms and conditions'],
    cn: ['法律声明', '隐私政策', '使用条款', '销售条款', '企业注册信息'],
    jp: ['サイト運営者情報', 'プライバシーポリシー', '利用規約', '取引条件'],
    tw: ['法律聲明', '隱私權政策', '使用條款', '銷售條款'],
  };
  it.each(Object.entries(labels))('%s', (locale, expected) => {
    expect(footerOf(locale as LocaleCode).model.legal.map((link) => link.text)).toEqual(expected);
  });

  it('name the imprint as its page’s headline does, in every language', () => {
    const imprint = sample.content.contentPages.find((page) => page.slug === 'impressum')!;
    const headline = (imprint as unknown as { Headline: Record<string, string> }).Headline;
    const field: Record<LocaleCode, string> = { de: 'german', en: 'english', cn: 'chinese', jp: 'japanese', tw: 'taiwanese' };
    for (const locale of Object.keys(labels) as LocaleCode[]) {
      expect(footerOf(locale).model.legal[0]!.text, locale).toBe(headline[field[locale]]);
    }
  });
});

describe('the footer with bad content', () => {
  it('sanitises the company info HTML down to text, emphasis, line breaks and links', () => {
    const source = {
      ...sample.footer,
      footerCompanyInfo: {
        html:
          '<h2>Vantoro</h2><p onclick="x()">Kesselring-Allee 12<br><strong>Garching</strong><script>alert(1)</script>' +
          '<img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a> <a href="mailto:info@vantoro.example">mail</a></p>' +
          '<table><tr><td>cell</td></tr></table><iframe src="https://www.youtube.com/embed/x"></iframe>',
      },
    };
    const html = footerOf('en', source).model.companyInfoHtml ?? '';
    expect(html).toBe(
      'Vantoro<p>Kesselring-Allee 12<br /><strong>Garching</strong><a>bad</a> <a href="mailto:info@vantoro.example">mail</a></p>cell',
    );
  });

  it('links a root path of a free link only when its page is built', () => {
    const link = (url: string) => ({ label: { english: url }, url });
    const source: FooterSource = {
      footer: {
        columns: [
          {
            id: 'c',
            order: 1,
            blocks: [
              {
                __typename: 'ComponentFooterLinksCategory',
                id: 'l',
                links: [link('/en/company/'), link('/en/no-such-page/'), link('/uploads/report.pdf'), link('https://example.com/x')],
              },
            ],
          },
        ],
      },
    };
    const { model, problems } = footerOf('en', source);
    const links = model.columns[0]!.blocks[0]!;
    expect(links.kind === 'links' && links.links.map((entry) => entry.href)).toEqual([
      '/en/company/',
      null,
      '/uploads/report.pdf',
      'https://example.com/x',
    ]);
    expect(problems).toEqual([expect.stringContaining('link "/en/no-such-page/" has no built or safe target')]);
  });

  it('names unknown icons and blocks and links without a safe target, and still renders the rest', () => {
    const source: FooterSource = {
      footer: {
        columns: [
          {
            id: 'c1',
            order: 1,
            blocks: [
              {
                __typename: 'ComponentFooterLinkWithIcon',
                id: 'b1',
                backendLabel: 'social-myspace',
                icon: 'myspace',
                link: { label: { english: 'MySpace' }, url: 'https://myspace.example/x' },
              },
              {
                __typename: 'ComponentFooterLinksCategory',
                id: 'b2',
                headline: { english: 'Links' },
                links: [{ label: { english: 'Evil' }, url: 'javascript:alert(1)' }],
              },
              { __typename: 'ComponentFooterBanner', id: 'b3' } as never,
            ],
          },
        ],
      },
    };
    const { model, problems } = footerOf('en', source);
    expect(blocks(model)).toEqual([
      {
        kind: 'linkWithIcon',
        id: 'b1',
        backendLabel: 'social-myspace',
        icon: null,
        link: { text: 'MySpace', href: 'https://myspace.example/x' },
      },
      { kind: 'links', id: 'b2', backendLabel: null, headline: { text: 'Links', href: null }, links: [{ text: 'Evil', href: null }] },
    ]);
    expect(problems).toEqual([
      expect.stringContaining('unknown icon "myspace"'),
      expect.stringContaining('link "Evil" has no built or safe target'),
      expect.stringContaining('ComponentFooterBanner b3: unknown block type'),
    ]);
  });

  it('still has the bottom bar when the content has no footer', () => {
    const { model, problems } = footerOf('en', {});
    expect(model.columns).toEqual([]);
    expect(model.copyright.text).toBe('© 2026 Vantoro Process Systems SE. All rights reserved.');
    expect(model.legal).toHaveLength(4);
    expect(problems).toEqual(['the content has no footer data: the footer shows only the bottom bar']);
  });
});
