/**
 * Bounded limits of the forms, shared by the browser islands (maxlength attributes, on-blur checks)
 * and the form service (the same checks again, plus the body size).
 *
 * | Constant              | Value     | Applies to                                                  |
 * | --------------------- | --------- | ----------------------------------------------------------- |
 * | NAME_MAX              | 100       | first name, last name (characters)                          |
 * | EMAIL_MAX             | 254       | email address (RFC 5321 path limit)                         |
 * | PHONE_MAX             | 40        | phone; only `+ 0-9 space ( ) - / .` (PHONE_PATTERN)         |
 * | COMPANY_MAX           | 150       | company                                                     |
 * | STREET_MAX            | 150       | street and number (investor postal address)                 |
 * | ZIP_MAX               | 20        | zip code                                                    |
 * | CITY_MAX              | 100       | city                                                        |
 * | COUNTRY_MAX           | 100       | country                                                     |
 * | SERIAL_NUMBER_MAX     | 60        | machine serial number                                       |
 * | PRODUCT_MAX           | 120       | product (machine) name                                      |
 * | MESSAGE_MAX           | 5000      | message (characters)                                        |
 * | PAGE_MAX              | 300       | `page`: path of the page the form was sent from             |
 * | RECIPIENT_MAX         | 100       | `recipient`: the recipient key of the contact form block    |
 * | MIN_FILL_MS           | 3000      | faster than this after `startedAt` counts as spam           |
 * | BODY_MAX_BYTES        | 32 KB     | request body the form service accepts at most               |
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
export const COMPANY_MAX = 150;
export const STREET_MAX = 150;
export const ZIP_MAX = 20;
export const CITY_MAX = 100;
export const COUNTRY_MAX = 100;
export const SERIAL_NUMBER_MAX = 60;
export const PRODUCT_MAX = 120;
export const MESSAGE_MAX = 5000;
export const PAGE_MAX = 300;
export const RECIPIENT_MAX = 100;

export const MIN_FILL_MS = 3000;
export const BODY_MAX_BYTES = 32 * 1024;

/** The characters a phone number may have: digits, `+`, space, parentheses, `-`, `/` and `.`. */
export const PHONE_PATTERN = /^[+0-9 ()\-/.]*$/;
