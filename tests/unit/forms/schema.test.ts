import { allContactFlags } from './flags.ts';
import { describe, expect, it } from 'vitest';
import type { ContactFormFlags } from '../../../src/forms/definitions.ts';
import { MESSAGE_MAX, MIN_FILL_MS, NAME_MAX } from '../../../src/forms/limits.ts';
import { normaliseFormInput, validateField, validateSubmission, type ValidationContext } from '../../../src/forms/schema.ts';

const now = 1_750_000_000_000;
const id = '3f2b8c1e-9d4a-4b7e-8f21-6c5d4e3a2b10';
const meta = (locale = 'en') => ({ submissionId: id, startedAt: String(now - 60_000), website: '', locale, page: '/en/contact' });
const en: ValidationContext = { locale: 'en', now };

const allFlags: ContactFormFlags = allContactFlags;

const fullContact = {
  ...meta(),
  recipient: 'sales',
  interestedIn: 'newEquipment',
  productLine: 'maskAligner',
  requestType: 'quote',
  automationLevel: 'semiAutomated',
  product: 'MA 8',
  serialNumber: 'SN-1234',
  salutation: 'ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+49 (89) 123-456/7',
  company: 'Analytical Engines Ltd',
  zipCode: '85748',
  city: 'Garching',
  country: 'Germany',
  message: 'Please send a quote.\nThanks!\tAda',
  newsletter: 'on',
};

function errorsOf(result: ReturnType<typeof validateSubmission>) {
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('validateSubmission: contact and newsletter', () => {
  it('accepts a full contact form and stores only its fields', () => {
    const result = validateSubmission('contact', { ...fullContact, admin: 'yes', isAdmin: true }, { ...en, flags: allFlags });
    expect(result).toEqual({
      ok: true,
      value: {
        form: 'contact',
        submissionId: id,
        locale: 'en',
        page: '/en/contact',
        recipient: 'sales',
        startedAt: now - 60_000,
        fields: {
          interestedIn: 'newEquipment',
          productLine: 'maskAligner',
          requestType: 'quote',
          automationLevel: 'semiAutomated',
          product: 'MA 8',
          serialNumber: 'SN-1234',
          salutation: 'ms',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '+49 (89) 123-456/7',
          company: 'Analytical Engines Ltd',
          zipCode: '85748',
          city: 'Garching',
          country: 'Germany',
          message: 'Please send a quote.\nThanks!\tAda',
          newsletter: true,
        },
      },
    });
  });

  it('drops fields the block did not switch on', () => {
    const result = validateSubmission('contact', fullContact, en);
    expect(result.ok && result.value.fields).toEqual({
      interestedIn: 'newEquipment',
      email: 'ada@example.com',
      message: 'Please send a quote.\nThanks!\tAda',
    });
  });

  it('accepts a minimal contact form and leaves out empty optional fields', () => {
    const result = validateSubmission(
      'contact',
      { ...meta(), email: ' ada@example.com ', message: 'Hi', phone: '' },
      { ...en, flags: { phone: true } },
    );
    expect(result.ok && result.value).toMatchObject({ recipient: null, fields: { email: 'ada@example.com', message: 'Hi' } });
  });

  it('accepts a newsletter signup', () => {
    const result = validateSubmission('newsletter', { ...meta(), email: 'a@b.de', recipient: 'ignored' }, en);
    expect(result).toMatchObject({ ok: true, value: { form: 'newsletter', recipient: null, fields: { email: 'a@b.de' } } });
  });
});

describe('validateSubmission: investors, required fields, consent, locale', () => {
  const investor = { ...meta(), salutation: 'mr', firstName: 'Max', lastName: 'Muster', email: 'max@example.com', affiliation: 'analyst' };

  it('accepts an investor signup for the news service', () => {
    const result = validateSubmission('investor', { ...investor, newsService: 'on' }, en);
    expect(result.ok && result.value.fields).toEqual({
      salutation: 'mr',
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
      affiliation: 'analyst',
      annualReport: false,
      newsService: true,
    });
  });

  it('asks investors to choose the annual report or the news service', () => {
    expect(errorsOf(validateSubmission('investor', investor, en))).toEqual({ annualReport: 'form.error.chooseOne' });
  });

  it('requires the postal address with the annual report by post', () => {
    expect(errorsOf(validateSubmission('investor', { ...investor, annualReport: 'on' }, en))).toEqual({
      street: 'form.error.required',
      zipCode: 'form.error.required',
      city: 'form.error.required',
      country: 'form.error.required',
    });
    const result = validateSubmission(
      'investor',
      { ...investor, annualReport: 'on', street: 'Hauptstr. 1', zipCode: '80331', city: 'München', country: 'DE' },
      en,
    );
    expect(result.ok && result.value.fields).toMatchObject({
      annualReport: true,
      newsService: false,
      street: 'Hauptstr. 1',
      city: 'München',
    });
  });

  it('reports cross-field investor errors together with field errors', () => {
    expect(errorsOf(validateSubmission('investor', { ...investor, affiliation: 'banker' }, en))).toEqual({
      affiliation: 'form.error.invalidOption',
      annualReport: 'form.error.chooseOne',
    });
  });

  it('reports required fields of each form', () => {
    expect(errorsOf(validateSubmission('contact', meta(), { ...en, flags: allFlags }))).toEqual({
      // A choice left empty says so.
      requestType: 'form.error.chooseOption',
      firstName: 'form.error.required',
      lastName: 'form.error.required',
      email: 'form.error.required',
      company: 'form.error.required',
      message: 'form.error.required',
    });
    expect(errorsOf(validateSubmission('newsletter', meta(), en))).toEqual({ email: 'form.error.required' });
    // The salutation need not be chosen.
    expect(errorsOf(validateSubmission('investor', { ...meta(), newsService: true }, en))).toEqual({
      firstName: 'form.error.required',
      lastName: 'form.error.required',
      email: 'form.error.required',
      affiliation: 'form.error.chooseOption',
    });
  });

  it('requires the china consent on cn only, and never assumes it', () => {
    const cn = { ...en, locale: 'cn' };
    const signup = { ...meta('cn'), email: 'a@b.cn' };
    expect(errorsOf(validateSubmission('newsletter', signup, cn))).toEqual({ chinaConsent: 'form.error.consentRequired' });
    expect(errorsOf(validateSubmission('newsletter', { ...signup, chinaConsent: 'off' }, cn))).toEqual({
      chinaConsent: 'form.error.consentRequired',
    });
    expect(validateSubmission('newsletter', { ...signup, chinaConsent: 'on' }, cn)).toMatchObject({
      ok: true,
      value: { locale: 'cn', fields: { chinaConsent: true } },
    });
    expect(validateSubmission('contact', { ...meta('cn'), email: 'a@b.cn', message: 'x', chinaConsent: true }, cn).ok).toBe(true);
    expect(errorsOf(validateSubmission('contact', { ...meta('cn'), email: 'a@b.cn', message: 'x' }, cn))).toEqual({
      chinaConsent: 'form.error.consentRequired',
    });
    const tw = validateSubmission('newsletter', { ...meta('tw'), email: 'a@b.tw', chinaConsent: 'on' }, { ...en, locale: 'tw' });
    expect(tw.ok && tw.value.fields).toEqual({ email: 'a@b.tw' });
  });

  it('keeps the newsletter opt-in off unless ticked', () => {
    const result = validateSubmission(
      'contact',
      { ...meta(), email: 'a@b.de', message: 'x' },
      { ...en, flags: { newletterAgreement: true } },
    );
    expect(result.ok && result.value.fields.newsletter).toBe(false);
  });

  it('rejects a posted locale other than the context locale', () => {
    expect(errorsOf(validateSubmission('newsletter', { ...meta('de'), email: 'a@b.de' }, en))).toEqual({ locale: 'form.error.invalid' });
  });
});

describe('validateSubmission: meta fields, spam, input shapes', () => {
  describe('meta fields', () => {
    const base = { ...meta(), email: 'a@b.de' };
    it.each([
      [{ submissionId: undefined }, { submissionId: 'form.error.required' }],
      [{ submissionId: 'not-a-uuid' }, { submissionId: 'form.error.invalid' }],
      [{ submissionId: '3f2b8c1e-9d4a-1b7e-8f21-6c5d4e3a2b10' }, { submissionId: 'form.error.invalid' }],
      [{ startedAt: undefined }, { startedAt: 'form.error.required' }],
      [{ locale: undefined }, { locale: 'form.error.required' }],
      [{ startedAt: -5 }, { startedAt: 'form.error.invalid' }],
      [{ startedAt: 'yesterday' }, { startedAt: 'form.error.invalid' }],
      [{ locale: 'fr' }, { locale: 'form.error.invalid' }],
      [{ page: undefined }, { page: 'form.error.required' }],
      [{ page: 'https://evil.example/' }, { page: 'form.error.invalid' }],
      [{ page: '//evil.example/' }, { page: 'form.error.invalid' }],
      [{ page: `/${'a'.repeat(300)}` }, { page: 'form.error.tooLong' }],
      [{ recipient: 'r'.repeat(101) }, { recipient: 'form.error.tooLong' }],
    ])('%j gives %j', (change, errors) => {
      expect(errorsOf(validateSubmission('newsletter', { ...base, ...change }, en))).toEqual(errors);
    });

    it('takes startedAt as a number or a numeric string', () => {
      const result = validateSubmission('newsletter', { ...base, startedAt: now - 10_000 }, en);
      expect(result.ok && result.value.startedAt).toBe(now - 10_000);
    });
  });

  describe('spam', () => {
    const base = { ...meta(), email: 'a@b.de' };
    it('flags a filled honeypot', () => {
      expect(validateSubmission('newsletter', { ...base, website: 'http://spam.example' }, en)).toEqual({
        ok: false,
        errors: {},
        spam: true,
      });
      expect(validateSubmission('newsletter', { website: 'x' }, en)).toEqual({ ok: false, errors: {}, spam: true });
    });
    it('flags a form sent too fast', () => {
      expect(validateSubmission('newsletter', { ...base, startedAt: now - MIN_FILL_MS + 1 }, en)).toEqual({
        ok: false,
        errors: {},
        spam: true,
      });
      expect(validateSubmission('newsletter', { ...base, startedAt: now - MIN_FILL_MS }, en).ok).toBe(true);
    });
    it('keeps a start in the future (the visitor’s clock ahead) and a very old one (a tab left open)', () => {
      expect(validateSubmission('newsletter', { ...base, startedAt: now + 60_000 }, en).ok).toBe(true);
      expect(validateSubmission('newsletter', { ...base, startedAt: now - 3 * 24 * 60 * 60 * 1000 }, en).ok).toBe(true);
    });
    it('uses the current time without a context time', () => {
      expect(validateSubmission('newsletter', { ...base, startedAt: Date.now() }, { locale: 'en' })).toMatchObject({ spam: true });
      expect(validateSubmission('newsletter', { ...base, startedAt: Date.now() - 5000 }, { locale: 'en' }).ok).toBe(true);
    });
  });

  it('treats input that is not an object as empty', () => {
    for (const input of [null, undefined, 'email=a@b.de', 42, ['a']]) {
      expect(validateSubmission('newsletter', input, en)).toMatchObject({
        ok: false,
        errors: { email: 'form.error.required', submissionId: 'form.error.required' },
      });
    }
  });

  it('validates URLSearchParams as posted by a form without script', () => {
    const body = new URLSearchParams({ ...meta('cn'), email: '  li@example.cn ', chinaConsent: 'on', firstName: 'Li' });
    body.append('salutation', 'mr');
    body.append('salutation', 'ms');
    const result = validateSubmission('newsletter', body, { ...en, locale: 'cn' });
    expect(result.ok && result.value.fields).toEqual({ email: 'li@example.cn', salutation: 'ms', firstName: 'Li', chinaConsent: true });
  });
});

describe('validateField', () => {
  const flags = allFlags;
  const check = (name: string, value: unknown, form: 'contact' | 'newsletter' | 'investor' = 'contact', locale = 'en') =>
    validateField(form, name, value, { locale, flags, now });

  it('checks required fields', () => {
    expect(check('email', '')).toBe('form.error.required');
    expect(check('email', '   ')).toBe('form.error.required');
    expect(check('email', undefined)).toBe('form.error.required');
    expect(check('message', 'Hello')).toBeNull();
    expect(check('phone', '')).toBeNull();
    expect(check('interestedIn', '')).toBeNull();
  });

  it('checks email syntax and length', () => {
    expect(check('email', 'ada@example.com')).toBeNull();
    expect(check('email', 'ada@')).toBe('form.error.email');
    expect(check('email', 'ada example.com')).toBe('form.error.email');
    expect(check('email', `${'a'.repeat(250)}@example.com`)).toBe('form.error.tooLong');
  });

  it('checks phone characters', () => {
    expect(check('phone', '+49 (0)89 / 123-45.6')).toBeNull();
    expect(check('phone', '0800-CALL-NOW')).toBe('form.error.phone');
    expect(check('phone', '+()')).toBe('form.error.phone');
    expect(check('phone', '1'.repeat(41))).toBe('form.error.tooLong');
  });

  it('checks maximum lengths', () => {
    expect(check('firstName', 'a'.repeat(NAME_MAX))).toBeNull();
    expect(check('firstName', 'a'.repeat(NAME_MAX + 1))).toBe('form.error.tooLong');
    expect(check('message', 'a'.repeat(MESSAGE_MAX))).toBeNull();
    expect(check('message', 'a'.repeat(MESSAGE_MAX + 1))).toBe('form.error.tooLong');
    expect(check('serialNumber', 's'.repeat(61))).toBe('form.error.tooLong');
    expect(check('zipCode', '1'.repeat(21))).toBe('form.error.tooLong');
  });

  it('accepts only listed options', () => {
    expect(check('requestType', 'quote')).toBeNull();
    expect(check('requestType', 'bribe')).toBe('form.error.invalidOption');
    expect(check('productLine', 'Mask aligner')).toBe('form.error.invalidOption');
    expect(check('automationLevel', 'manual')).toBeNull();
    expect(check('salutation', 'dr')).toBe('form.error.invalidOption');
    expect(check('affiliation', 'journalist', 'investor')).toBeNull();
    expect(check('affiliation', 'toString', 'investor')).toBe('form.error.invalidOption');
  });

  it('rejects control characters, keeping tab and newline in the message', () => {
    expect(check('firstName', 'Ada\u0000')).toBe('form.error.invalidCharacters');
    expect(check('firstName', 'Ada\nLovelace')).toBe('form.error.invalidCharacters');
    expect(check('city', 'Garching\u001b[31m')).toBe('form.error.invalidCharacters');
    expect(check('message', 'line one\r\nline two\tend')).toBeNull();
    expect(check('message', 'bell\u0007')).toBe('form.error.invalidCharacters');
    expect(check('message', 'c1\u0085')).toBe('form.error.invalidCharacters');
  });

  it('rejects values that are not strings', () => {
    expect(check('firstName', 42)).toBe('form.error.invalid');
    expect(check('email', { a: 1 })).toBe('form.error.invalid');
  });

  it('checks consent boxes', () => {
    expect(check('chinaConsent', false, 'contact', 'cn')).toBe('form.error.consentRequired');
    expect(check('chinaConsent', undefined, 'contact', 'cn')).toBe('form.error.consentRequired');
    expect(check('chinaConsent', 'on', 'contact', 'cn')).toBeNull();
    expect(check('newsletter', false)).toBeNull();
  });

  it('gives null for names that are no field of the form', () => {
    expect(check('chinaConsent', false)).toBeNull();
    expect(check('street', '')).toBeNull();
    expect(check('submissionId', '')).toBeNull();
    expect(validateField('contact', 'phone', 'abc', { locale: 'en' })).toBeNull();
  });

  it('leaves the investor postal address to the whole-form check', () => {
    expect(check('street', '', 'investor')).toBeNull();
    expect(check('street', 'x'.repeat(151), 'investor')).toBe('form.error.tooLong');
  });
});

describe('normaliseFormInput', () => {
  it('reads URLSearchParams: last value, trimmed, checkboxes as booleans', () => {
    const params = new URLSearchParams('email=+a%40b.de+&salutation=mr&salutation=ms&newsletter=on&chinaConsent=1&annualReport=off');
    expect(normaliseFormInput(params)).toEqual({
      email: 'a@b.de',
      salutation: 'ms',
      newsletter: true,
      chinaConsent: true,
      annualReport: false,
      newsService: false,
    });
  });

  it('reads FormData and plain records', () => {
    const data = new FormData();
    data.append('firstName', ' Ada ');
    data.append('newsService', 'true');
    expect(normaliseFormInput(data)).toMatchObject({ firstName: 'Ada', newsService: true, annualReport: false });
    expect(normaliseFormInput({ email: ['x@y.de', ' a@b.de '], startedAt: 5, nested: { a: 1 }, newsletter: true })).toEqual({
      email: 'a@b.de',
      startedAt: 5,
      newsletter: true,
      chinaConsent: false,
      annualReport: false,
      newsService: false,
    });
  });

  it('ignores prototype keys', () => {
    const out = normaliseFormInput(
      JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "x", "email": "a@b.de"}') as Record<string, unknown>,
    );
    expect(Object.keys(out)).not.toContain('constructor');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(out.email).toBe('a@b.de');
  });
});

describe('review cases', () => {
  const now = 1_800_000_000_000;
  it('accepts real email addresses: apostrophe, ampersand, an ASCII internationalised domain; not one without a dot', () => {
    for (const email of ["o'brien@example.com", 'a&b@example.com', 'x@xn--mnchen-3ya.de', 'a@xn--fiqs8s.xn--fiqs8s'])
      expect(validateField('newsletter', 'email', email, { locale: 'en' }), email).toBeNull();
    for (const email of ['name@localhost', 'no-at.example.com', 'a@b@example.com'])
      expect(validateField('newsletter', 'email', email, { locale: 'en' }), email).toBe('form.error.email');
  });

  it('counts a CRLF line break as one character, as the browser’s maxlength does', () => {
    const line = 'x'.repeat(499);
    const message = Array.from({ length: 10 }, () => line).join('\r\n'); // 4,999 characters in the browser
    const input = normaliseFormInput(new URLSearchParams({ message }));
    expect(input.message).toHaveLength(4999);
    expect(validateField('contact', 'message', input.message, { locale: 'en', now })).toBeNull();
  });
});
