/**
 * The option lists of the forms (docs/forms.md §1). The ids are stable
 * camelCase words: they are what the browser posts and what the form service stores. Their labels
 * are UI strings `form.option.<list>.<id>` (see `optionKeyPrefix` in definitions.ts).
 */

/** Request type of the contact form: quote, spare parts, technical support & service, training, remanufactured equipment. */
export const REQUEST_TYPES = ['quote', 'spareParts', 'technicalSupport', 'training', 'remanufactured'] as const;

/** Product lines of the contact form. */
export const PRODUCT_LINES = [
  'maskAligner',
  'projectionScanner',
  'coaterDeveloper',
  'waferBonder',
  'photomaskEquipment',
  'metrology',
  'inkjetPrinting',
  'lithographyCluster',
  'wetProcessing',
  'microOptics',
  'others',
] as const;

/** Automation level of the machine ("machine type"). */
export const AUTOMATION_LEVELS = ['automated', 'semiAutomated', 'manual'] as const;

/** Salutation (Mr / Ms). */
export const SALUTATIONS = ['mr', 'ms'] as const;

/** "Interested in" of the contact form. */
export const INTERESTS = ['newEquipment', 'service', 'spareParts', 'training', 'other'] as const;

/** Affiliation of an investor relations signup. */
export const AFFILIATIONS = ['privateInvestor', 'institutionalInvestor', 'analyst', 'journalist', 'other'] as const;

/** Every option list by the name used in its UI keys (`form.option.<list>.<id>`). */
export const OPTION_LISTS = {
  interestedIn: INTERESTS,
  productLine: PRODUCT_LINES,
  requestType: REQUEST_TYPES,
  automationLevel: AUTOMATION_LEVELS,
  salutation: SALUTATIONS,
  affiliation: AFFILIATIONS,
} as const satisfies Record<string, readonly string[]>;
