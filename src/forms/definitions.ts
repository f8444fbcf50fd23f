/**
 * The fields of each form as data: the islands render from it and schema.ts builds the validation
 * from it, so the browser and the form service check the same rules. Pure TypeScript, no Node or
 * Astro imports.
 *
 * UI keys: a field's label is `form.field.<name>` (`fieldLabelKey`), an option's label is
 * `<optionKey>.<id>` = `form.option.<list>.<id>` (`optionLabelKey`).
 */
import * as limits from './limits.ts';
import { AFFILIATIONS, AUTOMATION_LEVELS, INTERESTS, PRODUCT_LINES, REQUEST_TYPES, SALUTATIONS } from './options.ts';

export type FormName = 'contact' | 'newsletter' | 'investor';

export interface FieldDefinition {
  name: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'radio';
  required: boolean;
  options?: readonly string[];
  /** UI key prefix of the option labels: `${optionKey}.${option}`. */
  optionKey?: string;
  maxLength?: number;
  autocomplete?: string;
}

/** The switches of the contact form block in the content system (`null` and absent mean off). */
export interface ContactFormFlags {
  productline?: boolean | null;
  requestType?: boolean | null;
  machineType?: boolean | null;
  serialNumber?: boolean | null;
  salutation?: boolean | null;
  company?: boolean | null;
  firstName?: boolean | null;
  lastName?: boolean | null;
  phone?: boolean | null;
  zipCode?: boolean | null;
  city?: boolean | null;
  country?: boolean | null;
  newletterAgreement?: boolean | null;
  annualReport?: boolean | null;
  affiliation?: boolean | null;
}

/** Every switch of the contact form block, in the order of the content model. */
export const CONTACT_FORM_FLAGS = [
  'productline',
  'requestType',
  'machineType',
  'serialNumber',
  'salutation',
  'company',
  'firstName',
  'lastName',
  'phone',
  'zipCode',
  'city',
  'country',
  'newletterAgreement',
  'annualReport',
  'affiliation',
] as const satisfies ReadonlyArray<keyof ContactFormFlags>;

export const FORM_NAMES: readonly FormName[] = ['contact', 'newsletter', 'investor'];

/**
 * Investor form: when `annualReport` (by post) is ticked these fields are required as well. The
 * schema enforces it; islands mark them required while the box is ticked.
 */
export const INVESTOR_POSTAL_FIELDS = ['street', 'zipCode', 'city', 'country'] as const;

/** Investor form: at least one of these must be ticked (error on the first, `form.error.chooseOne`). */
export const INVESTOR_CHANNEL_FIELDS = ['annualReport', 'newsService'] as const;

export function fieldLabelKey(name: string): string {
  return `form.field.${name}`;
}

export function optionLabelKey(field: FieldDefinition, option: string): string {
  return `${field.optionKey ?? `form.option.${field.name}`}.${option}`;
}

function select(name: string, options: readonly string[], required: boolean): FieldDefinition {
  return { name, kind: 'select', required, options, optionKey: `form.option.${name}` };
}

function radio(name: string, options: readonly string[], required: boolean): FieldDefinition {
  return { name, kind: 'radio', required, options, optionKey: `form.option.${name}` };
}

const field = {
  salutation: (required: boolean) => radio('salutation', SALUTATIONS, required),
  firstName: (required: boolean): FieldDefinition => ({
    name: 'firstName',
    kind: 'text',
    required,
    maxLength: limits.NAME_MAX,
    autocomplete: 'given-name',
  }),
  lastName: (required: boolean): FieldDefinition => ({
    name: 'lastName',
    kind: 'text',
    required,
    maxLength: limits.NAME_MAX,
    autocomplete: 'family-name',
  }),
  email: (): FieldDefinition => ({ name: 'email', kind: 'email', required: true, maxLength: limits.EMAIL_MAX, autocomplete: 'email' }),
  phone: (): FieldDefinition => ({ name: 'phone', kind: 'tel', required: false, maxLength: limits.PHONE_MAX, autocomplete: 'tel' }),
  company: (): FieldDefinition => ({
    name: 'company',
    kind: 'text',
    required: true,
    maxLength: limits.COMPANY_MAX,
    autocomplete: 'organization',
  }),
  street: (): FieldDefinition => ({
    name: 'street',
    kind: 'text',
    required: false,
    maxLength: limits.STREET_MAX,
    autocomplete: 'address-line1', // one line: 'street-address' is for a multi-line <textarea>
  }),
  zipCode: (): FieldDefinition => ({
    name: 'zipCode',
    kind: 'text',
    required: false,
    maxLength: limits.ZIP_MAX,
    autocomplete: 'postal-code',
  }),
  city: (): FieldDefinition => ({
    name: 'city',
    kind: 'text',
    required: false,
    maxLength: limits.CITY_MAX,
    autocomplete: 'address-level2',
  }),
  country: (): FieldDefinition => ({
    name: 'country',
    kind: 'text',
    required: false,
    maxLength: limits.COUNTRY_MAX,
    autocomplete: 'country-name',
  }),
  chinaConsent: (): FieldDefinition => ({ name: 'chinaConsent', kind: 'checkbox', required: true }),
};

/** The locales that write the family name first: their forms ask for it before the given name. */
const FAMILY_NAME_FIRST: readonly string[] = ['cn', 'jp', 'tw'];

/** The name fields that are on, in the order of the locale. */
function nameFields(locale: string, first: FieldDefinition | null, last: FieldDefinition | null): FieldDefinition[] {
  const ordered = FAMILY_NAME_FIRST.includes(locale) ? [last, first] : [first, last];
  return ordered.filter((def): def is FieldDefinition => def !== null);
}

/** The forms of the `cn` locale carry the personal-information-transfer consent (PIPL). */
function withChinaConsent(fields: FieldDefinition[], locale: string): FieldDefinition[] {
  return locale === 'cn' ? [...fields, field.chinaConsent()] : fields;
}

/** The contact form's fields, in display order, for the switches of its block. */
export function contactFields(flags: ContactFormFlags, locale: string): FieldDefinition[] {
  const on = (flag: keyof ContactFormFlags) => flags[flag] === true;
  const fields: FieldDefinition[] = [select('interestedIn', INTERESTS, false)];
  if (on('productline')) fields.push(select('productLine', PRODUCT_LINES, false));
  if (on('requestType')) fields.push(select('requestType', REQUEST_TYPES, true));
  if (on('machineType')) {
    fields.push(radio('automationLevel', AUTOMATION_LEVELS, false));
    fields.push({ name: 'product', kind: 'text', required: false, maxLength: limits.PRODUCT_MAX });
  }
  if (on('serialNumber')) fields.push({ name: 'serialNumber', kind: 'text', required: false, maxLength: limits.SERIAL_NUMBER_MAX });
  if (on('salutation')) fields.push(field.salutation(false));
  fields.push(...nameFields(locale, on('firstName') ? field.firstName(true) : null, on('lastName') ? field.lastName(true) : null));
  fields.push(field.email());
  if (on('phone')) fields.push(field.phone());
  if (on('company')) fields.push(field.company());
  if (on('zipCode')) fields.push(field.zipCode());
  if (on('city')) fields.push(field.city());
  if (on('country')) fields.push(field.country());
  fields.push({ name: 'message', kind: 'textarea', required: true, maxLength: limits.MESSAGE_MAX });
  if (on('newletterAgreement')) fields.push({ name: 'newsletter', kind: 'checkbox', required: false });
  return withChinaConsent(fields, locale);
}

/** The newsletter signup's fields. */
export function newsletterFields(locale: string): FieldDefinition[] {
  return withChinaConsent(
    [field.email(), field.salutation(false), ...nameFields(locale, field.firstName(false), field.lastName(false))],
    locale,
  );
}

/** The investor relations signup's fields (see INVESTOR_POSTAL_FIELDS and INVESTOR_CHANNEL_FIELDS). */
export function investorFields(locale: string): FieldDefinition[] {
  return withChinaConsent(
    [
      // A salutation need not be chosen (not everyone is Mr or Ms).
      field.salutation(false),
      ...nameFields(locale, field.firstName(true), field.lastName(true)),
      field.email(),
      select('affiliation', AFFILIATIONS, true),
      { name: 'annualReport', kind: 'checkbox', required: false },
      { name: 'newsService', kind: 'checkbox', required: false },
      field.street(),
      field.zipCode(),
      field.city(),
      field.country(),
    ],
    locale,
  );
}

export function formFields(form: FormName, locale: string, flags?: ContactFormFlags): FieldDefinition[] {
  switch (form) {
    case 'contact':
      return contactFields(flags ?? {}, locale);
    case 'newsletter':
      return newsletterFields(locale);
    case 'investor':
      return investorFields(locale);
  }
}
