/**
 * html-validate rule set of the built site (`npm run verify`, gate 2; scripts/verify/html.ts loads
 * this file whatever folder it checks). It starts from `html-validate:recommended`; every deviation
 * says why on its line, and docs/operations.md §4 has the same table.
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // Astro's island runtime writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>`
    // into the body before the first island. Framework output, not ours; browsers apply it. Allowing
    // <style> as flow content accepts exactly that and keeps element-permitted-content on for the rest.
    { style: { flow: true } },
  ],
  rules: {
    // `<br/>` and `<br>` are both conforming for void elements; Astro and Preact write `<br/>`.
    'void-style': 'off',
    // `role="list"` on a `<ul>` styled `list-style: none` is deliberate: WebKit/VoiceOver drops the
    // list semantics of such lists otherwise.
    'no-redundant-role': 'off',
    // A name on `<address>` (and other namable elements) is allowed by ARIA in HTML; the rule only
    // "does not recommend" it. Names on elements ARIA forbids naming are still errors.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Titles come from editors' headlines; their length is an SEO concern, not a markup one.
    'long-title': 'off',
    // Phone numbers in editors' HTML (footer company info, text blocks) keep their plain spaces;
    // a typographic preference, not validity.
    'tel-non-breaking': 'off',
    // Release and table HTML from the content system keep their whitespace and may omit <tbody>
    // (the parser adds it; both conforming).
    'no-trailing-whitespace': 'off',
    'prefer-tbody': 'off',
  },
};
