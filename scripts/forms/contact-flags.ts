/**
 * Which switches of the contact form block to validate a contact post with. The service cannot
 * see the block, and must not take switches from the post. The rule: a switch counts as on when
 * the post carries one of the fields it adds (the form rendered that field; an empty text field
 * is still posted). So every field a post carries is checked (options, lengths, formats) and is
 * required when its switch makes it required; a field the post leaves out is never required —
 * except email and message (and the China consent on cn), which every contact form has.
 */
import { CONTACT_FORM_FLAGS, contactFields, type ContactFormFlags } from '../../src/forms/definitions.ts';

type Flag = keyof ContactFormFlags;

/** Each switch → the field names it adds to the contact form (derived from definitions.ts). */
const FIELDS_OF_FLAG: ReadonlyMap<Flag, readonly string[]> = (() => {
  const base = new Set(contactFields({}, 'en').map((field) => field.name));
  return new Map(
    CONTACT_FORM_FLAGS.map((flag) => [
      flag,
      contactFields({ [flag]: true }, 'en')
        .map((field) => field.name)
        .filter((name) => !base.has(name)),
    ]),
  );
})();

/** The switches of a contact post: on for each switch whose fields the post carries. */
export function contactFlagsOf(postedKeys: ReadonlySet<string>): ContactFormFlags {
  const flags: ContactFormFlags = {};
  for (const [flag, names] of FIELDS_OF_FLAG) {
    if (names.some((name) => postedKeys.has(name))) flags[flag] = true;
  }
  return flags;
}
