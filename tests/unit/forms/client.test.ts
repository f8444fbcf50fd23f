import { describe, expect, it } from 'vitest';
import {
  encodeRequest,
  errorSummary,
  fieldErrorsOf,
  interpretResponse,
  isRequiredNow,
  NETWORK_FAILURE,
  newSubmissionId,
  retryAfterSeconds,
  type Payload,
} from '../../../src/forms/client.ts';
import { contactFields, investorFields, newsletterFields } from '../../../src/forms/definitions.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const contact = contactFields({ firstName: true, requestType: true }, 'en');

describe('fieldErrorsOf', () => {
  it('gives the errors of the form fields with the rules of the form service, without meta or spam checks', () => {
    expect(
      fieldErrorsOf('contact', contact, { email: 'nope', message: '' }, { locale: 'en', flags: { firstName: true, requestType: true } }),
    ).toEqual({
      requestType: 'form.error.chooseOption',
      firstName: 'form.error.required',
      email: 'form.error.email',
      message: 'form.error.required',
    });
    const valid = { requestType: 'quote', firstName: 'Ada', email: 'ada@example.com', message: 'Hello' };
    expect(fieldErrorsOf('contact', contact, valid, { locale: 'en', flags: { firstName: true, requestType: true } })).toEqual({});
  });

  it('checks the china consent on cn and the investor rules across fields', () => {
    expect(fieldErrorsOf('newsletter', newsletterFields('cn'), { email: 'a@b.cn', chinaConsent: false }, { locale: 'cn' })).toEqual({
      chinaConsent: 'form.error.consentRequired',
    });
    const investor = { salutation: 'ms', firstName: 'A', lastName: 'B', email: 'a@b.de', affiliation: 'analyst', annualReport: true };
    expect(fieldErrorsOf('investor', investorFields('en'), investor, { locale: 'en' })).toEqual({
      street: 'form.error.required',
      zipCode: 'form.error.required',
      city: 'form.error.required',
      country: 'form.error.required',
    });
    expect(fieldErrorsOf('investor', investorFields('en'), { ...investor, annualReport: false }, { locale: 'en' })).toEqual({
      annualReport: 'form.error.chooseOne',
    });
  });
});

describe('isRequiredNow', () => {
  it('marks the investor postal address required while the annual report is ticked', () => {
    const street = investorFields('en').find((def) => def.name === 'street')!;
    expect(isRequiredNow('investor', street, false)).toBe(false);
    expect(isRequiredNow('investor', street, true)).toBe(true);
    expect(
      isRequiredNow(
        'contact',
        contact.find((def) => def.name === 'email')!,
        false,
      ),
    ).toBe(true);
  });
});

describe('errorSummary', () => {
  it('links each error to its field in the order of the form; radio groups to their first option', () => {
    const fields = investorFields('en');
    expect(errorSummary('f', fields, { email: 'form.error.email', salutation: 'form.error.required' })).toEqual([
      { name: 'salutation', key: 'form.error.required', href: '#f-salutation-mr' },
      { name: 'email', key: 'form.error.email', href: '#f-email' },
    ]);
    expect(errorSummary('f', fields, {})).toEqual([]);
  });
});

const payload: Payload = {
  fields: { email: 'a@b.de', newsletter: true, chinaConsent: false, message: 'Hi' },
  meta: { submissionId: newSubmissionId(), startedAt: 1700000000000, website: '', locale: 'de', page: '/de/kontakt/', recipient: 'sales' },
};

describe('encodeRequest', () => {
  it('posts JSON with the fields and meta fields to the form service', () => {
    const request = encodeRequest('service', 'contact', 'https://forms.example/submit/contact', payload);
    expect(request.url).toBe('https://forms.example/submit/contact');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ ...payload.fields, ...payload.meta });
  });

  it('posts urlencoded to / with form-name for Netlify, ticked boxes as on, unticked left out', () => {
    const request = encodeRequest('netlify', 'contact', 'https://forms.example/submit/contact', payload);
    expect(request.url).toBe('/');
    expect(request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(request.body);
    expect(body.get('form-name')).toBe('contact');
    expect(body.get('newsletter')).toBe('on');
    expect(body.has('chinaConsent')).toBe(false);
    expect(body.get('startedAt')).toBe('1700000000000');
    expect(body.get('website')).toBe('');
  });
});

describe('interpretResponse', () => {
  it('reads 201 and 200 as success (the id if any), Netlify any 2xx', () => {
    expect(interpretResponse('service', 201, { id: 'abc' }, contact)).toEqual({ kind: 'success', id: 'abc' });
    expect(interpretResponse('service', 200, { id: 'abc' }, contact)).toEqual({ kind: 'success', id: 'abc' });
    expect(interpretResponse('netlify', 200, null, contact)).toEqual({ kind: 'success', id: null });
  });

  it('maps 400 errors back to the fields; errors of no field give a general message', () => {
    expect(interpretResponse('service', 400, { errors: { email: 'form.error.email', startedAt: 'form.error.invalid' } }, contact)).toEqual({
      kind: 'fieldErrors',
      errors: { email: 'form.error.email' },
    });
    expect(interpretResponse('service', 400, { errors: { startedAt: 'form.error.invalid' } }, contact)).toEqual({
      kind: 'failure',
      key: 'form.failure.invalid',
    });
    expect(interpretResponse('service', 400, { errors: { email: '<script>' } }, contact)).toEqual({
      kind: 'failure',
      key: 'form.failure.invalid',
    });
    expect(interpretResponse('service', 400, 'oops', contact)).toEqual({ kind: 'failure', key: 'form.failure.invalid' });
  });

  it('has a message for 413, 429 (with Retry-After), 403 and everything else', () => {
    expect(interpretResponse('service', 413, null, contact)).toEqual({ kind: 'failure', key: 'form.failure.tooLarge' });
    expect(interpretResponse('service', 429, null, contact, '30')).toEqual({
      kind: 'failure',
      key: 'form.failure.rateLimited',
      retryAfterSeconds: 30,
    });
    expect(interpretResponse('service', 429, null, contact)).toEqual({ kind: 'failure', key: 'form.failure.rateLimited' });
    expect(interpretResponse('service', 403, null, contact)).toEqual({ kind: 'failure', key: 'form.failure.forbidden' });
    for (const status of [415, 500, 502, 503, 404]) expect(interpretResponse('service', status, null, contact).kind).toBe('failure');
    expect(interpretResponse('service', 503, null, contact)).toEqual({ kind: 'failure', key: 'form.failure.server' });
    expect(NETWORK_FAILURE).toEqual({ kind: 'failure', key: 'form.failure.network' });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe('newSubmissionId', () => {
  it('is a UUID v4, also without crypto.randomUUID', () => {
    expect(newSubmissionId()).toMatch(UUID_V4);
    const fallback = newSubmissionId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) =>
        crypto.getRandomValues(array as unknown as Uint8Array<ArrayBuffer>) as unknown as T,
    });
    expect(fallback).toMatch(UUID_V4);
    expect(newSubmissionId()).not.toBe(newSubmissionId());
  });
});
