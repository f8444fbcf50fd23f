/** Test data shared by the form tests: a contact form block with every contact switch on (not the investor ones). */
import { CONTACT_FORM_FLAGS, type ContactFormFlags } from '../../../src/forms/definitions.ts';

export const allContactFlags: ContactFormFlags = Object.fromEntries(
  CONTACT_FORM_FLAGS.filter((flag) => flag !== 'annualReport' && flag !== 'affiliation').map((flag) => [flag, true]),
);
