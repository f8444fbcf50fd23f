import { allContactFlags } from './flags.ts';
import { describe, expect, it } from 'vitest';
import { contactFields, formFields, investorFields, newsletterFields, type ContactFormFlags } from '../../../src/forms/definitions.ts';
import { INTERESTS, PRODUCT_LINES, REQUEST_TYPES } from '../../../src/forms/options.ts';

const names = (fields: { name: string }[]) => fields.map((field) => field.name);

const allFlags: ContactFormFlags = allContactFlags;

describe('form definitions', () => {
  it('shows only interest, email and message on a contact form without switches', () => {
    expect(names(contactFields({}, 'en'))).toEqual(['interestedIn', 'email', 'message']);
    expect(names(contactFields({ phone: null, company: false }, 'de'))).toEqual(['interestedIn', 'email', 'message']);
  });

  it('shows every switched-on contact field in display order', () => {
    expect(names(contactFields(allFlags, 'en'))).toEqual([
      'interestedIn',
      'productLine',
      'requestType',
      'automationLevel',
      'product',
      'serialNumber',
      'salutation',
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
    ]);
  });

  it.each([
    ['productline', ['productLine']],
    ['requestType', ['requestType']],
    ['machineType', ['automationLevel', 'product']],
    ['serialNumber', ['serialNumber']],
    ['salutation', ['salutation']],
    ['company', ['company']],
    ['firstName', ['firstName']],
    ['lastName', ['lastName']],
    ['phone', ['phone']],
    ['zipCode', ['zipCode']],
    ['city', ['city']],
    ['country', ['country']],
    ['newletterAgreement', ['newsletter']],
  ] as const)('switch %s adds %j', (flag, added) => {
    const extra = names(contactFields({ [flag]: true }, 'en')).filter((name) => !['interestedIn', 'email', 'message'].includes(name));
    expect(extra).toEqual(added);
  });

  it('marks required contact fields', () => {
    const required = contactFields(allFlags, 'en').filter((field) => field.required);
    expect(names(required)).toEqual(['requestType', 'firstName', 'lastName', 'email', 'company', 'message']);
    const newsletter = contactFields(allFlags, 'en').find((field) => field.name === 'newsletter');
    expect(newsletter).toMatchObject({ kind: 'checkbox', required: false });
  });

  it('carries options and their UI key prefix', () => {
    const fields = contactFields(allFlags, 'en');
    expect(fields.find((field) => field.name === 'interestedIn')).toMatchObject({
      kind: 'select',
      options: INTERESTS,
      optionKey: 'form.option.interestedIn',
    });
    expect(fields.find((field) => field.name === 'productLine')?.options).toBe(PRODUCT_LINES);
    expect(fields.find((field) => field.name === 'requestType')?.options).toBe(REQUEST_TYPES);
    expect(fields.find((field) => field.name === 'email')).toMatchObject({ kind: 'email', maxLength: 254, autocomplete: 'email' });
  });

  it('adds the required china consent only on cn', () => {
    for (const form of ['contact', 'newsletter', 'investor'] as const) {
      expect(names(formFields(form, 'cn')).at(-1)).toBe('chinaConsent');
      expect(formFields(form, 'cn').at(-1)).toMatchObject({ kind: 'checkbox', required: true });
      for (const locale of ['de', 'en', 'jp', 'tw']) expect(names(formFields(form, locale))).not.toContain('chinaConsent');
    }
  });

  it('defines the newsletter and investor forms', () => {
    expect(names(newsletterFields('en'))).toEqual(['email', 'salutation', 'firstName', 'lastName']);
    expect(names(newsletterFields('en').filter((field) => field.required))).toEqual(['email']);
    expect(names(investorFields('en'))).toEqual([
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
    ]);
    expect(names(investorFields('en').filter((field) => field.required))).toEqual(['firstName', 'lastName', 'email', 'affiliation']);
  });

  it('asks for the family name first in Chinese and Japanese, the given name first elsewhere', () => {
    for (const locale of ['cn', 'jp', 'tw']) {
      expect(
        names(newsletterFields(locale)).filter((name) => name.endsWith('Name')),
        locale,
      ).toEqual(['lastName', 'firstName']);
      expect(
        names(investorFields(locale)).filter((name) => name.endsWith('Name')),
        locale,
      ).toEqual(['lastName', 'firstName']);
      expect(names(contactFields({ firstName: true, lastName: true }, locale)).filter((name) => name.endsWith('Name'))).toEqual([
        'lastName',
        'firstName',
      ]);
    }
    for (const locale of ['de', 'en'])
      expect(names(investorFields(locale)).filter((name) => name.endsWith('Name'))).toEqual(['firstName', 'lastName']);
    // One of the two switched off: the other alone.
    expect(names(contactFields({ lastName: true }, 'jp')).filter((name) => name.endsWith('Name'))).toEqual(['lastName']);
  });

  it('formFields dispatches by form', () => {
    expect(formFields('contact', 'en', allFlags)).toEqual(contactFields(allFlags, 'en'));
    expect(formFields('contact', 'en')).toEqual(contactFields({}, 'en'));
    expect(formFields('newsletter', 'jp')).toEqual(newsletterFields('jp'));
    expect(formFields('investor', 'de')).toEqual(investorFields('de'));
  });
});
