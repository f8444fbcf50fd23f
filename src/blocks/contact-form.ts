/**
 * Which form a contact form block shows. The content model has no investor signup block; the
 * contact form block has the switches `affiliation` and `annualReport`, which only the investor
 * signup asks for (docs/forms.md §1: affiliation, annual report by post). So a
 * block with either switch on shows the investor relations signup (src/forms/definitions.ts
 * `investorFields`, all of its fields, whatever the other switches say); any other block shows the
 * contact form with the fields its switches turn on.
 */
import { CONTACT_FORM_FLAGS, type ContactFormFlags, type FormName } from '../forms/definitions.ts';

export function contactBlockForm(flags: ContactFormFlags): Extract<FormName, 'contact' | 'investor'> {
  return flags.affiliation === true || flags.annualReport === true ? 'investor' : 'contact';
}

/** Only the switches of a block (the island's props stay small), `true` ones only. */
export function contactBlockFlags(block: ContactFormFlags): ContactFormFlags {
  return Object.fromEntries(CONTACT_FORM_FLAGS.filter((name) => block[name] === true).map((name) => [name, true])) as ContactFormFlags;
}
